import TestSupport
import XCTest

@testable import MigrationKit

final class DeploymentTargetTests: XCTestCase {
  func testFlag() throws {
    let targets = try DeploymentTargetDiscovery.parseFlag("iOS=17.0, macos=14,xrOS=1.2")
    XCTAssertEqual(
      targets.versions,
      [.iOS: OSVersion([17, 0]), .macOS: OSVersion([14]), .visionOS: OSVersion([1, 2])])
    XCTAssertTrue(targets.isKnown)
    XCTAssertThrowsError(try DeploymentTargetDiscovery.parseFlag("android=14"))
    XCTAssertThrowsError(try DeploymentTargetDiscovery.parseFlag("iOS=seventeen"))
    XCTAssertThrowsError(try DeploymentTargetDiscovery.parseFlag("iOS"))
    XCTAssertThrowsError(try DeploymentTargetDiscovery.parseFlag(""))
  }

  func testPackageManifestForms() {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [
          .iOS(.v17), .macOS(.v10_15),
          .tvOS("17.4"), .watchOS(.v10),
          // .visionOS(.v1),
          .macCatalyst(.v17),
        ],
        targets: [.target(name: "App", swiftSettings: [.define("X")])]
      )

      """
    XCTAssertEqual(
      DeploymentTargetDiscovery.packagePlatforms(Array(manifest.utf8)),
      [
        .iOS: OSVersion([17]), .macOS: OSVersion([10, 15]), .tvOS: OSVersion([17, 4]),
        .watchOS: OSVersion([10]),
      ])
    XCTAssertEqual(
      DeploymentTargetDiscovery.packagePlatforms(Array("let package = Package(name: \"A\")".utf8)),
      [:])
  }

  func testXcodeBuildSettingsTakeTheLowestValue() {
    let project = """
      buildSettings = {
        IPHONEOS_DEPLOYMENT_TARGET = 16.0;
        MACOSX_DEPLOYMENT_TARGET = "13.0";
      };
      buildSettings = {
        IPHONEOS_DEPLOYMENT_TARGET = 15.4;
        XROS_DEPLOYMENT_TARGET = 1.0;
        WATCHOS_DEPLOYMENT_TARGET = 9.0;
        TVOS_DEPLOYMENT_TARGET = 16.1;
      };

      """
    XCTAssertEqual(
      DeploymentTargetDiscovery.xcodeDeploymentTargets(Array(project.utf8)),
      [
        .iOS: OSVersion([15, 4]), .macOS: OSVersion([13, 0]), .visionOS: OSVersion([1, 0]),
        .watchOS: OSVersion([9, 0]), .tvOS: OSVersion([16, 1]),
      ])
  }

  func testNearestPackageManifestWalkingUp() throws {
    let folder = TemporaryFolder()
    folder.write("Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(.v16)])\n")
    let file = folder.write("Sources/App/Views/Main.swift", "struct Main {}\n")
    let found = try XCTUnwrap(DeploymentTargetDiscovery.discover(from: [file]))
    XCTAssertEqual(found.targets, DeploymentTargets([.iOS: OSVersion([16])]))
    XCTAssertEqual(found.source, folder.path + "/Package.swift")
    XCTAssertEqual(found.targets.versions[.iOS]?.description, "16.0")
  }

  func testXcodeProjectWhenTheManifestHasNoPlatforms() throws {
    let folder = TemporaryFolder()
    folder.write("Package.swift", "let package = Package(name: \"A\")\n")
    folder.write("App.xcodeproj/project.pbxproj", "MACOSX_DEPLOYMENT_TARGET = 12.3;\n")
    folder.write("App/Main.swift", "struct Main {}\n")
    let found = try XCTUnwrap(DeploymentTargetDiscovery.discover(from: [folder.path + "/App"]))
    XCTAssertEqual(found.targets.versions, [.macOS: OSVersion([12, 3])])
    XCTAssertEqual(found.source, folder.path + "/App.xcodeproj")
  }

  func testSeveralProjectsGiveTheLowestVersionPerPlatform() throws {
    let folder = TemporaryFolder()
    folder.write(
      "One/Package.swift",
      "let package = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(.v14)])\n")
    folder.write(
      "Two/Package.swift", "let package = Package(name: \"B\", platforms: [.iOS(.v15)])\n")
    let found = try XCTUnwrap(
      DeploymentTargetDiscovery.discover(from: [folder.path + "/One", folder.path + "/Two"]))
    XCTAssertEqual(found.targets.versions, [.iOS: OSVersion([15]), .macOS: OSVersion([14])])
  }

  func testNothingFoundMeansUnknown() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "struct A {}\n")
    XCTAssertNil(DeploymentTargetDiscovery.discover(from: [folder.path]))
    XCTAssertFalse(DeploymentTargets().isKnown)
    XCTAssertFalse(DeploymentTargets().allAtLeast([.iOS: OSVersion([15])]))
  }
}
