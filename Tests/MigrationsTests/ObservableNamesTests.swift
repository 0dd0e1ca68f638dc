import XCTest

@testable import Migrations

final class ObservableNamesTests: XCTestCase {
  func testLastComponentIsTheLastNonEmptyPartBetweenDots() {
    let names = [
      "Store", "App.Store", "A.B.C", "Store.", "A..B", ".", "..", "", ".A", "A.B.", "Ünï.Cödé",
      "A.\u{301}B", "e\u{301}.x",
    ]
    for name in names {
      XCTAssertEqual(
        ObservableNames.lastComponent(name),
        String(name.split(separator: ".").last ?? Substring(name)), name.debugDescription)
    }
    XCTAssertEqual(ObservableNames.lastComponent("App.Store"), "Store")
    XCTAssertEqual(ObservableNames.lastComponent("A.B."), "B")
    XCTAssertEqual(ObservableNames.lastComponent(".."), "..")
  }
}
