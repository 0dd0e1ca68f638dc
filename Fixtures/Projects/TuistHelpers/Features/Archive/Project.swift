import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(name: "Archive", targets: [.feature(name: archiveName())])
