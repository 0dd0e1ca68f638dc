import XCTest

@testable import MigrationKit

/// `DeploymentTargets.allAtLeast` compares packed version keys; versions that do not pack
/// (more than three parts, very large numbers) take the component-wise comparison.
final class VersionKeyTests: XCTestCase {
  private func version(_ text: String) -> OSVersion { OSVersion(text)! }

  func testOrderMatchesComponents() {
    let ordered = ["0", "1", "1.0.1", "1.1", "9.9.9", "10", "17", "17.0.1", "17.1", "26.0"]
    for (index, lower) in ordered.enumerated() {
      for higher in ordered[(index + 1)...] {
        XCTAssertTrue(version(lower) < version(higher), "\(lower) < \(higher)")
        XCTAssertFalse(version(higher) < version(lower), "\(higher) < \(lower)")
      }
    }
    // Missing parts count as 0, both ways.
    XCTAssertFalse(version("17") < version("17.0"))
    XCTAssertFalse(version("17.0") < version("17"))
    XCTAssertNotEqual(version("17"), version("17.0"))
    // Beyond the packed range, and four parts: compared part by part.
    XCTAssertTrue(OSVersion([17, 2_000_000]) < OSVersion([18]))
    XCTAssertTrue(OSVersion([17, 0, 0, 1]) > OSVersion([17]))
    XCTAssertTrue(OSVersion([2_000_000]) > OSVersion([17, 5]))
    var changed = version("17.0")
    changed.components = [18]
    XCTAssertTrue(version("17.5") < changed)
  }

  func testAllAtLeast() {
    let required: [Platform: OSVersion] = [.iOS: version("17.0"), .macOS: version("14.0")]
    var targets = DeploymentTargets([.iOS: version("17"), .macOS: version("14.1")])
    XCTAssertTrue(targets.allAtLeast(required))
    targets.versions[.macOS] = version("13.5")
    XCTAssertFalse(targets.allAtLeast(required))
    // A platform not built for is not checked; unknown targets never are at least.
    targets.versions[.macOS] = nil
    XCTAssertTrue(targets.allAtLeast(required))
    XCTAssertTrue(targets.allAtLeast([.watchOS: version("99")]))
    XCTAssertFalse(DeploymentTargets().allAtLeast([:]))
    XCTAssertTrue(DeploymentTargets([:], isKnown: true).allAtLeast(required))
    // Unpacked versions on either side.
    targets.versions[.iOS] = OSVersion([17, 0, 0, 1])
    XCTAssertTrue(targets.allAtLeast(required))
    XCTAssertFalse(targets.allAtLeast([.iOS: OSVersion([17, 0, 0, 2])]))
    XCTAssertFalse(targets.allAtLeast([.iOS: OSVersion([2_000_000])]))
    // Raised targets keep their keys in step.
    let raised = DeploymentTargets([.iOS: version("15.0")]).raised(to: [.iOS: version("17.2")])
    XCTAssertTrue(raised.allAtLeast([.iOS: version("17.2")]))
    XCTAssertFalse(raised.allAtLeast([.iOS: version("17.3")]))
    XCTAssertEqual(raised, DeploymentTargets([.iOS: version("17.2")]))
  }

  func testPlatformKeys() {
    var table: [Platform: Int] = [:]
    for (index, platform) in Platform.allCases.enumerated() { table[platform] = index }
    XCTAssertEqual(Platform.allCases.map { table[$0] }, [0, 1, 2, 3, 4])
    XCTAssertEqual(Set(Platform.allCases).count, 5)
    XCTAssertEqual(Platform(rawValue: "macOS"), .macOS)
    XCTAssertNotEqual(Platform.iOS, .tvOS)
  }
}
