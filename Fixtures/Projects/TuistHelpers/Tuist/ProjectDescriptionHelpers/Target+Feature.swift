import ProjectDescription

extension Target {
  /// A feature framework: its code in `Sources` (or `<folder>/Sources`), its preview
  /// helpers in a folder of their own when it has one.
  public static func feature(
    name: String,
    folder: String = "",
    previews: String? = nil,
    dependencies: [TargetDependency] = []
  ) -> Target {
    let sources =
      folder.isEmpty ? "Sources/**/*.swift" : [folder, "Sources/**/*.swift"].joined(separator: "/")
    let allSources: SourceFilesList
    if let previews {
      allSources = [.init(stringLiteral: sources), .init(stringLiteral: "\(previews)/**/*.swift")]
    } else {
      allSources = [.init(stringLiteral: sources)]
    }
    return .target(
      name: name,
      destinations: Defaults.destinations,
      product: .framework,
      bundleId: "dev.example.\(name)",
      deploymentTargets: Defaults.deploymentTargets,
      sources: allSources,
      dependencies: dependencies
    )
  }

  /// The unit tests of a feature.
  public static func featureTests(for tested: Target) -> Target {
    .target(
      name: "\(tested.name)Tests",
      destinations: Defaults.destinations,
      product: .unitTests,
      bundleId: "dev.example.\(tested.name).tests",
      deploymentTargets: Defaults.deploymentTargets,
      sources: ["Tests/**/*.swift"],
      dependencies: [.target(name: tested.name)]
    )
  }

  /// A feature whose files another tool lists.
  public static func generatedFeature(name: String) -> Target {
    .target(
      name: name,
      destinations: Defaults.destinations,
      product: .framework,
      bundleId: "dev.example.\(name)",
      sources: SourceFilesList(globs: Generated.globs(for: name))
    )
  }
}

extension Project {
  /// The project of one feature, with its tests when it has some.
  public static func feature(_ target: Target, tests: Target? = nil) -> Project {
    Project(name: target.name, targets: [target] + (tests.map { [$0] } ?? []))
  }
}
