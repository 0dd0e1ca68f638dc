// swift-tools-version:6.0
// swiftui-migrate: zero package dependencies. Only the toolchain's own libraries are used.
import PackageDescription

let package = Package(
  name: "swiftui-migrate",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "swiftui-migrate", targets: ["swiftui-migrate"]),
    .library(name: "SwiftCST", targets: ["SwiftCST"]),
  ],
  targets: [
    // Lexer, parser, lossless tree. Knows Swift, knows nothing of SwiftUI.
    .target(name: "SwiftCST"),
    // The engine: Migration protocol, edits, fix-point driver, patches, file walking, config.
    .target(name: "MigrationKit", dependencies: ["SwiftCST"]),
    // One file per migration.
    .target(name: "Migrations", dependencies: ["MigrationKit", "SwiftCST"], path: "Migrations"),
    // The CLI: argument parsing, output formats, exit codes.
    .executableTarget(name: "swiftui-migrate", dependencies: ["Migrations", "MigrationKit", "SwiftCST"]),
    // Test-only helpers (fixture loading, running swiftc, the SwiftUI stub type-checker).
    // Never a dependency of a product.
    .target(
      name: "TestSupport", dependencies: ["MigrationKit", "Migrations", "SwiftCST"],
      path: "Tests/TestSupport"),
    .testTarget(name: "SwiftCSTTests", dependencies: ["SwiftCST", "TestSupport"]),
    .testTarget(name: "MigrationKitTests", dependencies: ["MigrationKit", "SwiftCST", "TestSupport"]),
    .testTarget(
      name: "MigrationsTests", dependencies: ["Migrations", "MigrationKit", "SwiftCST", "TestSupport"]),
    .testTarget(name: "CLITests", dependencies: ["TestSupport"]),
  ]
)
