import ProjectDescription

let project = Project(
  name: "Runner",
  targets: [
    .target(
      name: "Runner",
      destinations: .iOS,
      product: .app,
      bundleId: "dev.example.runner",
      deploymentTargets: .iOS("17.0"),
      sources: ["../../Targets/Runner/Sources/**"],
      dependencies: [.project(target: "Core", path: "../Core")]
    ),
    .target(
      name: "RunnerWatch",
      destinations: [.appleWatch],
      product: .app,
      bundleId: "dev.example.runner.watchkitapp",
      deploymentTargets: .watchOS("10.0"),
      sources: ["../../Targets/RunnerWatch/Sources/**"],
      dependencies: [.project(target: "Core", path: "../Core")]
    ),
  ]
)
