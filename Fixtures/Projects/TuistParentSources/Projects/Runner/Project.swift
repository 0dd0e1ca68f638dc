import ProjectDescription

let appDeploymentTargets: DeploymentTargets = .iOS("17.0")
let watchOSVersion = "10.0"

let project = Project(
  name: "Runner",
  targets: [
    .target(
      name: "Runner",
      destinations: .iOS,
      product: .app,
      bundleId: "dev.example.runner",
      deploymentTargets: appDeploymentTargets,
      sources: ["../../Targets/Runner/Sources/**"],
      dependencies: [.project(target: "Core", path: "../Core")]
    ),
    .target(
      name: "RunnerWatch",
      destinations: [.appleWatch],
      product: .app,
      bundleId: "dev.example.runner.watchkitapp",
      deploymentTargets: .watchOS(watchOSVersion),
      sources: ["../../Targets/RunnerWatch/Sources/**"],
      dependencies: [.project(target: "Core", path: "../Core")]
    ),
  ]
)
