import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class ConditionalModifierTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: ConditionalModifier())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 4)
    XCTAssertGreaterThanOrEqual(unchanged.count, 3)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 1)
  }
}
