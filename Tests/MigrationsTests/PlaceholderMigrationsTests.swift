import XCTest

final class MigrationsTestsSmoke: XCTestCase {
  func testNothingYet() {}
}
