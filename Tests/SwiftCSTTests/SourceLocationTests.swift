import SwiftCST
import XCTest

final class SourceLocationTests: XCTestCase {
  func testLinesEndAtLFCRLFAndLoneCR() {
    let file = SourceFile(text: "a\nb\r\nc\rd")
    XCTAssertEqual(file.lineStarts, [0, 2, 5, 7])
    XCTAssertEqual(file.location(of: 0).description, "1:1")
    XCTAssertEqual(file.location(of: 3).description, "2:2")
    XCTAssertEqual(file.location(of: 5).description, "3:1")
    XCTAssertEqual(file.location(of: 7).description, "4:1")
    XCTAssertEqual(file.indentation(ofLineContaining: 7), "")
  }

  func testColumnsCountBytes() {
    let file = SourceFile(text: "let café = 1\n  x")
    XCTAssertEqual(file.location(of: 9).column, 10)  // after the two-byte é
    XCTAssertEqual(file.indentation(ofLineContaining: 16), "  ")
  }
}
