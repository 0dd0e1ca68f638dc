// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Kit",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [.library(name: "Kit", targets: ["Kit"])],
  targets: [.target(name: "Kit")]
)
