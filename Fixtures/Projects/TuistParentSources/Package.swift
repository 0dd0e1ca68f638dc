// swift-tools-version: 5.9
import PackageDescription

// Tuist's dependencies manifest: no targets, so no files of its own.
let package = Package(
  name: "Runner",
  dependencies: [
    .package(url: "https://example.com/analytics.git", exact: "1.0.0")
  ]
)
