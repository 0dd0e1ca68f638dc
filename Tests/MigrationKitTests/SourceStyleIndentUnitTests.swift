import XCTest

@testable import MigrationKit

/// `SourceStyle.indentUnit(after:)`: one level deeper keeps the kind of whitespace of the
/// line it goes under.
final class SourceStyleIndentUnitTests: XCTestCase {
  func testTabsInAFileOfSpacesGetATab() {
    let style = SourceStyle(indentUnit: "    ")
    XCTAssertEqual(style.indentUnit(after: "\t\t"), "\t")
  }

  func testSpacesInAFileOfTabsGetFourSpaces() {
    let style = SourceStyle(indentUnit: "\t")
    XCTAssertEqual(style.indentUnit(after: "    "), "    ")
  }

  func testTheFileUnitOtherwise() {
    let spaces = SourceStyle(indentUnit: "  ")
    XCTAssertEqual(spaces.indentUnit(after: "    "), "  ")
    XCTAssertEqual(spaces.indentUnit(after: ""), "  ")
    // Mixed indentation says nothing about the block: the file's unit.
    XCTAssertEqual(spaces.indentUnit(after: "\t  "), "  ")
    let tabs = SourceStyle(indentUnit: "\t")
    XCTAssertEqual(tabs.indentUnit(after: "\t"), "\t")
    XCTAssertEqual(tabs.indentUnit(after: ""), "\t")
  }
}
