// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Kit",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [.library(name: "Kit", targets: ["Core", "Interface"])],
  dependencies: [.package(path: "LocalPackages/Feature")],
  targets: [
    .target(name: "Core"),
    .target(
      name: "Interface", dependencies: ["Core", .product(name: "Feature", package: "Feature")],
      path: "Sources/UI", exclude: ["Legacy"]),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
  ]
)
