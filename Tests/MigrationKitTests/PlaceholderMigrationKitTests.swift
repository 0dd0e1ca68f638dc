import XCTest

final class MigrationKitTestsSmoke: XCTestCase {
  func testNothingYet() {}
}
