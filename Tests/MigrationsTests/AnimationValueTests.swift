import MigrationKit
import TestSupport
import XCTest

@testable import Migrations

final class AnimationValueTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: AnimationValue())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 7)
    XCTAssertGreaterThanOrEqual(unchanged.count, 5)
  }
}
