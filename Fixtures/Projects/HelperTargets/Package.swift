// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Mail",
  platforms: [.macOS(.v13)],
  targets: [
    .screenTarget(name: "Inbox"),
    .screenTarget(name: "Outbox", dependencies: ["Inbox"]),
  ]
)

extension Target {
  /// Every screen target depends on the shared styles.
  static func screenTarget(name: String, dependencies: [Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies + ["Styles"])
  }
}
