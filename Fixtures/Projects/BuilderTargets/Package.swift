// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Keyboard",
  platforms: [.macOS(.v12)],
  targets: collectTargets {
    Target.target(name: "Candidates", dependencies: ["Panels"])
    #if os(macOS)
      Target.target(name: "Panels", path: "Sources/PanelKit")
      Target.testTarget(name: "PanelsTests", dependencies: ["Panels"])
    #endif
    makeLoose("Extras")
  }
)

@resultBuilder
enum TargetList {
  static func buildExpression(_ target: Target) -> [Target] { [target] }
  static func buildBlock(_ parts: [Target]...) -> [Target] { parts.flatMap { $0 } }
}

func collectTargets(@TargetList _ targets: () -> [Target]) -> [Target] { targets() }

func makeLoose(_ name: String) -> Target { .target(name: name) }
