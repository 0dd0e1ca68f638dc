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
    XCTAssertTrue(Suppressions(file: SourceFile(text: "let a = 1\n")).isEmpty)
  }
}
