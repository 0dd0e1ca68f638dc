import ProjectDescription

let project = Project(
  name: "Core",
  targets: [
    .target(
      name: "Core",
      destinations: [.iPhone, .iPad, .appleWatch],
      product: .framework,
      bundleId: "dev.example.runner.core",
      deploymentTargets: .multiplatform(iOS: "17.0", watchOS: "10.0"),
      sources: ["../../Targets/Core/Sources/**"]
    )
  ]
)
