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
      PackageManifest.read(Array(manifest.utf8)).platforms,
      [
        .iOS: OSVersion([17]), .macOS: OSVersion([10, 15]), .tvOS: OSVersion([17, 4]),
        .watchOS: OSVersion([10]),
      ])
    XCTAssertEqual(
      PackageManifest.read(Array("let package = Package(name: \"A\")".utf8)).platforms, [:])
  }

  func testPackagePlatformsNamedByATopLevelArray() {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      var platforms: [SupportedPlatform] = [
        .macOS(.v13),
        .iOS(.v16),
      ]

      let package = Package(name: "Kit", platforms: platforms, targets: [.target(name: "Kit")])

      """
    XCTAssertEqual(
      PackageManifest.read(Array(manifest.utf8)).platforms,
      [.iOS: OSVersion([16]), .macOS: OSVersion([13])])
    let unknown = "let package = Package(name: \"A\", platforms: shared)\n"
    XCTAssertEqual(PackageManifest.read(Array(unknown.utf8)).platforms, [:])
  }

  private func targets(of file: String, in folder: TemporaryFolder, starts: [String])
    -> DeploymentTargets?
  {
    let walk = FileWalker(currentDirectory: folder.path).walk(starts)
    let model = ProjectDiscovery.model(
      starts: starts.map { folder.path + "/" + $0 }, found: walk.projectFiles,
      currentDirectory: folder.path)
    return model.placement(of: folder.path + "/" + file)?.targets
  }

  func testNearestPackageManifestWalkingUp() throws {
    let folder = TemporaryFolder()
    folder.write("Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(.v16)])\n")
    folder.write("Sources/App/Views/Main.swift", "struct Main {}\n")
    XCTAssertEqual(
      targets(of: "Sources/App/Views/Main.swift", in: folder, starts: ["Sources/App/Views"]),
      DeploymentTargets([.iOS: OSVersion([16])]))
  }

  func testXcodeProjectBesideAManifestWithoutTargets() throws {
    let folder = TemporaryFolder()
    folder.write("Package.swift", "let package = Package(name: \"A\")\n")
    folder.write(
      "App.xcodeproj/project.pbxproj",
      """
      { objects = {
          P = { isa = PBXProject; buildConfigurationList = L; targets = (); };
          L = { isa = XCConfigurationList; buildConfigurations = (C); };
          C = { isa = XCBuildConfiguration; buildSettings = { MACOSX_DEPLOYMENT_TARGET = 12.3; }; name = Debug; };
        };
        rootObject = P; }
      """)
    folder.write("App/Main.swift", "struct Main {}\n")
    // No target: the Xcode project's own settings are no target's, so nothing is known.
    XCTAssertEqual(targets(of: "App/Main.swift", in: folder, starts: ["App"])?.isKnown, false)
  }

  func testSeveralProjectsEachGiveTheirOwnTargets() throws {
    let folder = TemporaryFolder()
    folder.write(
      "One/Package.swift",
      "let package = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(.v14)])\n")
    folder.write(
      "Two/Package.swift", "let package = Package(name: \"B\", platforms: [.iOS(.v15)])\n")
    folder.write("One/A.swift", "struct A {}\n")
    folder.write("Two/B.swift", "struct B {}\n")
    XCTAssertEqual(
      targets(of: "One/A.swift", in: folder, starts: ["One", "Two"])?.versions,
      [.iOS: OSVersion([17]), .macOS: OSVersion([14])])
    XCTAssertEqual(
      targets(of: "Two/B.swift", in: folder, starts: ["One", "Two"])?.versions,
      [.iOS: OSVersion([15])])
  }

  func testNothingFoundMeansUnknown() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "struct A {}\n")
    XCTAssertNil(targets(of: "A.swift", in: folder, starts: ["."]))
    XCTAssertFalse(DeploymentTargets().isKnown)
    XCTAssertFalse(DeploymentTargets().allAtLeast([.iOS: OSVersion([15])]))
  }
}
