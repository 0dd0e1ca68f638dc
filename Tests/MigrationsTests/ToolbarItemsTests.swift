import MigrationKit
import TestSupport
import XCTest

@testable import Migrations

final class ToolbarItemsTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: ToolbarItems())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 9)
    XCTAssertGreaterThanOrEqual(unchanged.count, 7)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 2)
  }
}
