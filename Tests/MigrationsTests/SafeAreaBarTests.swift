import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class SafeAreaBarTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: SafeAreaBar())
    XCTAssertGreaterThanOrEqual(cases.count, 16)
  }
}
