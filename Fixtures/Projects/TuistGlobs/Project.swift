import ProjectDescription

let project = Project(
  name: "Harbor",
  targets: [
    .target(
      name: "Harbor",
      destinations: .iOS,
      product: .app,
      bundleId: "dev.example.harbor",
      deploymentTargets: .iOS("16.0"),
      sources: .paths(["Harbor/Sources/**/*.{swift,m}"])
    ),
    .target(
      name: "HarborKit",
      destinations: .iOS,
      product: .framework,
      bundleId: "dev.example.harbor.kit",
      deploymentTargets: .iOS("15.0"),
      sources: [
        .glob("Kit/**", excluding: ["Kit/Legacy/**", "Kit/**/*Mock.swift"]),
        "Extras/*.swift",
      ]
    ),
    .target(
      name: "HarborWidget",
      destinations: .iOS,
      product: .appExtension,
      bundleId: "dev.example.harbor.widget",
      deploymentTargets: .iOS("17.0"),
      buildableFolders: ["Widget/Sources", .folder("Widget/Resources")]
    ),
    .target(
      name: "HarborTests",
      destinations: .iOS,
      product: .unitTests,
      bundleId: "dev.example.harbor.tests",
      deploymentTargets: .iOS("17.0"),
      sources: .paths(testFolders.map { "\($0)/**" })
    ),
  ]
)

let testFolders = ["Tests"]
