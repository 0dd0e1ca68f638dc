import MigrationKit
import TestSupport
import XCTest

@testable import Migrations

final class PreviewMacroTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: PreviewMacro())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 6)
    XCTAssertGreaterThanOrEqual(unchanged.count, 3)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 3)
  }
}
