import MigrationKit
import TestSupport
import XCTest

@testable import Migrations

final class AccessibilityModifiersTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: AccessibilityModifiers())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 5)
    XCTAssertGreaterThanOrEqual(unchanged.count, 3)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 2)
  }
}
