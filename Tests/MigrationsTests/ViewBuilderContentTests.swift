import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

final class ViewBuilderContentTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: ViewBuilderContent())
    XCTAssertGreaterThanOrEqual(cases.count, 16)
  }
}
