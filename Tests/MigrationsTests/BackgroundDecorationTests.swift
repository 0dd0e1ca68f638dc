import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class BackgroundDecorationTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: BackgroundDecoration())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 5)
    XCTAssertGreaterThanOrEqual(unchanged.count, 2)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 3)
  }
}
