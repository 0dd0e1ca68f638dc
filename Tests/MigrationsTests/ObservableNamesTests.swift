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

  func testByteTestsAnswerAsTheCharacterTestsDo() {
    let texts = [
      "", "A", "a", "Z", "[", "@", "Store", "store", "App.Store", "\r\nA", "\rA", "A\u{301}",
      "a\u{301}", "É", "é", "Ünï", "1A", "_A", ".", "A.B", "e\u{301}.x", "\u{212A}elvin",
      "A\u{200D}", "ÅB", "A-B",
    ]
    for text in texts {
      XCTAssertEqual(
        ObservableNames.startsUppercase(text), text.first?.isUppercase == true,
        text.debugDescription)
      XCTAssertEqual(ObservableNames.hasDot(text), text.utf8.contains(46), text.debugDescription)
    }
  }
}
