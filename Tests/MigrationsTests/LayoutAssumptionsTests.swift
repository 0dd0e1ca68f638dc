import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class LayoutAssumptionsTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: LayoutAssumptions())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 1)
    XCTAssertGreaterThanOrEqual(unchanged.count, 1)
    XCTAssertEqual(cases.count, unchanged.count, "a diagnostic migration changes nothing")
  }
}
