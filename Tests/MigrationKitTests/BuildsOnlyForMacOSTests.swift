import SwiftCST
import XCTest

@testable import MigrationKit

/// `MigrationContext.buildsOnlyForMacOS(at:)`: known targets that are macOS alone; unknown
/// targets are not macOS.
final class BuildsOnlyForMacOSTests: XCTestCase {
  private func buildsOnlyForMacOS(_ targets: DeploymentTargets) throws -> Bool {
    let file = SourceFile(text: "@available(macOS 14, *)\nfunc f() { mark() }\n")
    let call = try XCTUnwrap(file.nodes(.functionCallExpr).first)
    let context = MigrationContext(
      path: "A.swift", deploymentTargets: targets, index: ProjectIndex(), style: SourceStyle())
    return context.buildsOnlyForMacOS(at: call)
  }

  func testOnlyKnownMacOSTargetsAreMacOSOnly() throws {
    XCTAssertTrue(try buildsOnlyForMacOS(DeploymentTargets([.macOS: OSVersion([13, 0])])))
    XCTAssertFalse(
      try buildsOnlyForMacOS(
        DeploymentTargets([.macOS: OSVersion([13, 0]), .iOS: OSVersion([16, 0])])))
    XCTAssertFalse(try buildsOnlyForMacOS(DeploymentTargets([.iOS: OSVersion([16, 0])])))
    XCTAssertFalse(try buildsOnlyForMacOS(DeploymentTargets()))
    XCTAssertFalse(try buildsOnlyForMacOS(DeploymentTargets([:], isKnown: true)))
  }
}
