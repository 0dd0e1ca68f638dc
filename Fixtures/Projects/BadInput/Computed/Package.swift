// swift-tools-version:5.9
import PackageDescription

let names = ["Alpha", "Beta"]

let package = Package(
  name: "Computed",
  platforms: [.iOS(.v17)],
  targets: names.map { .target(name: $0) }
)
