import XCTest

@testable import MigrationKit

/// `QualifiedName`: the byte search gives what `String.lastIndex(of: ".")` gives.
final class QualifiedNameTests: XCTestCase {
  func testTheOuterNameDropsTheLastPart() {
    XCTAssertEqual(QualifiedName.outer(of: "HistoryView.ViewModel"), "HistoryView")
    XCTAssertEqual(QualifiedName.outer(of: "A.B.C"), "A.B")
    XCTAssertNil(QualifiedName.outer(of: "ViewModel"))
    XCTAssertNil(QualifiedName.outer(of: ""))
    XCTAssertEqual(QualifiedName.outer(of: ".leading"), "")
  }

  func testTheLastPartIsAfterTheLastDot() {
    XCTAssertEqual(QualifiedName.last(of: "SwiftUI.View"), "View")
    XCTAssertEqual(QualifiedName.last(of: "A.B.C"), "C")
    XCTAssertEqual(QualifiedName.last(of: "View"), "View")
    XCTAssertEqual(QualifiedName.last(of: "Trailing."), "")
  }

  func testANameOutsideASCIIIsSplitByCharacterAsBefore() {
    // `.` with a combining acute accent is one `Character`, not a dot.
    let marked = "Outer.\u{301}Inner"
    XCTAssertEqual(QualifiedName.lastDot(in: marked), marked.lastIndex(of: "."))
    XCTAssertNil(QualifiedName.outer(of: marked))
    XCTAssertEqual(QualifiedName.outer(of: "Café.Menü"), "Café")
    XCTAssertEqual(QualifiedName.last(of: "Café.Menü"), "Menü")
    for name in ["A.B", "A..B", "..", "é.", ".é", "a.b.\u{301}c", "\r\n.x"] {
      XCTAssertEqual(QualifiedName.lastDot(in: name), name.lastIndex(of: "."), name)
    }
  }
}
