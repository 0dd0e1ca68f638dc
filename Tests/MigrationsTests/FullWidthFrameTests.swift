import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

final class FullWidthFrameTests: XCTestCase {
  private let migration = FullWidthFrame()
  /// The case whose expected output relies on `// swiftui-migrate:disable:next`.

  func testFixtures() throws {
    let cases = try FixtureCase.all(for: migration.id)
    XCTAssertGreaterThanOrEqual(cases.count, 20)
    // About half of the cases must not change anything.
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(
      unchanged.count * 5, cases.count * 2, "fewer than 40% of the cases are must-not-change")
    for fixture in cases {
      FixtureAssertions.check(fixture, migrations: [migration])
    }
  }

  func testRationaleStatesTheReserveInOneSentence() {
    let sentences = migration.rationale.replacingOccurrences(of: "\n", with: " ").components(
      separatedBy: ". ")
    let reserve = sentences.filter { $0.contains("reserve") }
    XCTAssertEqual(reserve.count, 1, "\(reserve)")
    XCTAssertTrue(reserve.first?.contains("spacing + minLength") ?? false)
  }

  func testIsListed() {
    XCTAssertTrue(allMigrations.contains { $0.id == "full-width-frame" })
    XCTAssertEqual(migration.safety, .safe)
  }

  func testExampleRewritesAsDocumented() {
    let run = FixtureRunner.run(
      [migration], inputs: [("Example.swift", Array(migration.example.before.utf8))],
      includeReview: false,
      deploymentTargets: DeploymentTargets())
    XCTAssertEqual(
      String(decoding: run.files["Example.swift"] ?? [], as: UTF8.self), migration.example.after)
  }
}
