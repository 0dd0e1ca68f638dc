import XCTest

final class CLITestsSmoke: XCTestCase {
  func testNothingYet() {}
}
