import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class ScreenSizeTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: ScreenSize())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 7)
    XCTAssertGreaterThanOrEqual(unchanged.count, 6)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 1)
  }

  func testTheGroupIsSelectableByItsId() throws {
    let selected = try MigrationSelection.select(
      from: allMigrations, only: ["layout-practices"], exclude: [])
    XCTAssertEqual(
      selected.map(\.id),
      [
        "screen-size", "on-geometry-change", "background-decoration", "conditional-modifier",
        "layout-assumptions",
      ])
  }
}
