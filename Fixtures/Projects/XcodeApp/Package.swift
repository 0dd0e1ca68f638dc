// swift-tools-version:6.0
// Build tools only: the app is App.xcodeproj.
import PackageDescription

let package = Package(
  name: "BuildTools",
  platforms: [.macOS(.v15)],
  targets: [.executableTarget(name: "Lint", path: "Tools/Lint")]
)
