import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class NavigationStackTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: NavigationStack())
    XCTAssertEqual(cases.count, 36)
    let changing = cases.filter { fixture in
      fixture.inputs.contains { fixture.expected[$0.name] != $0.bytes }
    }
    XCTAssertEqual(changing.count, 24)
  }
}
