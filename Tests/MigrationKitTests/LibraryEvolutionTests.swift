import Foundation
import TestSupport
import XCTest

@testable import MigrationKit

/// Whether a module is built with library evolution, as its project says: only such a
/// module's public ABI has clients built against it.
final class LibraryEvolutionTests: XCTestCase {
  private func model(_ folder: TemporaryFolder) -> ProjectModel {
    let walk = FileWalker(currentDirectory: folder.path).walk(["."])
    return ProjectDiscovery.model(
      starts: [folder.path], found: walk.projectFiles, currentDirectory: folder.path)
  }

  private func mayBuildForDistribution(
    _ model: ProjectModel, _ folder: TemporaryFolder, _ file: String
  )
    -> Bool?
  {
    model.placement(of: folder.path + "/" + file)?.mayBuildForDistribution
  }

  func testAPackageWithTheFlagAndOneWithout() {
    let folder = TemporaryFolder()
    folder.write(
      "Kit/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit",
        platforms: [.iOS(.v17)],
        targets: [
          .target(name: "Kit", swiftSettings: [.unsafeFlags(["-enable-library-evolution"])])
        ]
      )
      """)
    folder.write("Kit/Sources/Kit/Card.swift", "public struct Card {}\n")
    folder.write(
      "Feature/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Feature",
        platforms: [.iOS(.v17)],
        targets: [.target(name: "Feature", swiftSettings: [.enableUpcomingFeature("ExistentialAny")])]
      )
      """)
    folder.write("Feature/Sources/Feature/Row.swift", "public struct Row {}\n")
    let model = model(folder)
    XCTAssertEqual(mayBuildForDistribution(model, folder, "Kit/Sources/Kit/Card.swift"), true)
    XCTAssertEqual(
      mayBuildForDistribution(model, folder, "Feature/Sources/Feature/Row.swift"), false)
  }

  func testXcodeGenTargetSettings() {
    let folder = TemporaryFolder()
    folder.write(
      "project.yml",
      """
      name: Design
      options:
        deploymentTarget:
          iOS: "17.0"
      targets:
        DesignKit:
          type: framework
          platform: iOS
          sources: [DesignKit]
          settings:
            BUILD_LIBRARY_FOR_DISTRIBUTION: YES
        Widgets:
          type: framework
          platform: iOS
          sources: [Widgets]
      """)
    folder.write("DesignKit/Card.swift", "public struct Card {}\n")
    folder.write("Widgets/Row.swift", "public struct Row {}\n")
    let model = model(folder)
    XCTAssertEqual(mayBuildForDistribution(model, folder, "DesignKit/Card.swift"), true)
    XCTAssertEqual(mayBuildForDistribution(model, folder, "Widgets/Row.swift"), false)
  }

  func testBuildSettings() {
    XCTAssertTrue(
      BuildSettings(layers: [["BUILD_LIBRARY_FOR_DISTRIBUTION": "YES"]]).buildsForDistribution)
    XCTAssertTrue(
      BuildSettings(layers: [
        ["OTHER_SWIFT_FLAGS": "-enable-library-evolution"],
        ["OTHER_SWIFT_FLAGS": "$(inherited) -DX"],
      ]).buildsForDistribution)
    XCTAssertFalse(
      BuildSettings(layers: [["BUILD_LIBRARY_FOR_DISTRIBUTION": "NO"]]).buildsForDistribution)
    XCTAssertFalse(BuildSettings(layers: [["OTHER_SWIFT_FLAGS": "-DX"]]).buildsForDistribution)
  }

  /// Without a project model nothing says a module is not built for distribution.
  func testWithoutAProjectModelAModuleMayBe() {
    let context = MigrationContext(
      path: "Card.swift", deploymentTargets: DeploymentTargets(), index: ProjectIndex(),
      style: SourceStyle())
    XCTAssertTrue(context.mayBuildForDistribution)
  }
}
