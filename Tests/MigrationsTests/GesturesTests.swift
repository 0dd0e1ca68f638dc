import MigrationKit
import TestSupport
import XCTest

@testable import Migrations

final class GesturesTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: Gestures())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 8)
    XCTAssertGreaterThanOrEqual(unchanged.count, 6)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 2)
  }
}
