import MigrationKit
import TestSupport
import XCTest

@testable import Migrations

final class TaskModifierTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: TaskModifier())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 16)
    XCTAssertGreaterThanOrEqual(unchanged.count, 13)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 2)
  }
}
