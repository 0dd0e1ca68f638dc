import SwiftCST
import XCTest

@testable import MigrationKit

final class SuppressionsTests: XCTestCase {
  private let source = """
    let a = 1
    // swiftui-migrate:disable:next rename
    let b = 2
    let c = 3 // swiftui-migrate:disable:this rename, other
    // swiftui-migrate:disable all
    let d = 4
    // swiftui-migrate:enable rename -- the rest stays off
    let e = 5
    // swiftui-migrate:enable all
    let s = "// swiftui-migrate:disable rename"
    let f = 6
    /* swiftui-migrate:disable rename */ let g = 7
    // swiftui-migrate:disable layout
    let h = 8

    """

  func testDirectivesSwitchMigrationsOffByLine() {
    let suppressions = Suppressions(file: SourceFile(text: source))
    let rename = (1...14).filter { suppressions.isSuppressed("rename", line: $0) }
    XCTAssertEqual(rename, [3, 4, 5, 6])
    let other = (1...14).filter { suppressions.isSuppressed("other", line: $0) }
    XCTAssertEqual(other, [4, 5, 6, 7, 8])
  }

  func testGroupIdsSwitchOffTheirMigrations() {
    let suppressions = Suppressions(file: SourceFile(text: source))
    XCTAssertTrue(suppressions.isSuppressed("full-width-frame", group: "layout", line: 14))
    XCTAssertFalse(suppressions.isSuppressed("full-width-frame", group: "deprecated-api", line: 14))
    XCTAssertTrue(
      suppressions.isSuppressed("layout", line: 13), "the directive's own line is included")
  }

  func testDirectiveParsing() {
    XCTAssertEqual(
      Suppressions.directive(fromComment: "// swiftui-migrate:disable a b,c")?.1, ["a", "b", "c"])
    XCTAssertEqual(Suppressions.directive(fromComment: "//swiftui-migrate:enable")?.1, ["all"])
    XCTAssertEqual(
      Suppressions.directive(fromComment: "// swiftui-migrate:disable:next x -- because")?.1, ["x"])
    XCTAssertNil(Suppressions.directive(fromComment: "// swiftui-migrate:off x"))
    XCTAssertNil(Suppressions.directive(fromComment: "/// swiftui-migrate:disable x"))
    // Other tools' notes that start with the prefix are not directives.
    XCTAssertNil(Suppressions.directive(fromComment: "// swiftui-migrate: NAV001 keep the layout"))
    XCTAssertNil(Suppressions.directive(fromComment: "// swiftui-migrate: disable later"))
    XCTAssertNil(Suppressions.directive(fromComment: "// swiftui-migrate:"))
    XCTAssertTrue(Suppressions(file: SourceFile(text: "let a = 1\n")).isEmpty)
  }

  func testCoversNameEveryDirectiveWordThatSwitchesAFindingOff() {
    let suppressions = Suppressions(file: SourceFile(text: source))
    // Line 6: inside `disable all`, after `enable rename`? No: that enable is on line 7.
    XCTAssertEqual(
      suppressions.covers("rename", line: 6), [.init(directive: 2, word: "all")])
    XCTAssertEqual(
      suppressions.covers("other", line: 4),
      [.init(directive: 1, word: "other")])
    XCTAssertEqual(suppressions.covers("rename", line: 8), [])
    XCTAssertEqual(suppressions.directives[0].words, ["rename"])
  }
}
