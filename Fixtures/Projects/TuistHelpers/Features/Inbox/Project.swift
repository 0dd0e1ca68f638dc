import ProjectDescription
import ProjectDescriptionHelpers

let name = "Inbox"

private let inbox = Target.feature(
  name: name,
  previews: "Previews",
  dependencies: [.project(target: "Outbox", path: "../Outbox")]
)

let project = Project.feature(inbox, tests: .featureTests(for: inbox))
