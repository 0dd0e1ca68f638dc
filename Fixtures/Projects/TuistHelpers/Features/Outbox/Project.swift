import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Outbox",
  targets: [
    .feature(name: "Outbox", folder: "Mail"),
    .generatedFeature(name: "Drafts"),
  ]
)
