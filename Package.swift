// swift-tools-version:6.1
// swiftui-migrate: zero package dependencies. Only the toolchain's own libraries are used.
import PackageDescription

let package = Package(
  name: "swiftui-migrate",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "swiftui-migrate", targets: ["swiftui-migrate"]),
    .library(name: "SwiftCST", targets: ["SwiftCST"]),
    // `swift package swiftui-migrate diff|check|apply` in any package that depends on this one.
    .plugin(name: "SwiftUIMigratePlugin", targets: ["SwiftUIMigratePlugin"]),
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
    // The command plugin: runs the executable from the package's folder. `apply` writes
    // files, so SwiftPM asks for --allow-writing-to-package-directory.
    .plugin(
      name: "SwiftUIMigratePlugin",
      capability: .command(
        intent: .custom(
          verb: "swiftui-migrate",
          description: "Rewrite SwiftUI code: diff, check or apply [options] [--target NAME]"),
        permissions: [
          .writeToPackageDirectory(reason: "swiftui-migrate apply rewrites Swift files in place")
        ]),
      dependencies: ["swiftui-migrate"]),
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
