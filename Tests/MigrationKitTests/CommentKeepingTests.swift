import SwiftCST
import XCTest

@testable import MigrationKit

/// The engine drops a fix that would lose a comment, and says so as a migration bug.
final class CommentKeepingTests: XCTestCase {
  private func run(_ text: String, _ migration: ReplaceMigration) -> FixPoint.Result {
    FixPoint(migrations: [migration]).run(SourceFile(text: text), context: context())
  }

  private func text(_ result: FixPoint.Result) -> String {
    String(decoding: result.bytes, as: UTF8.self)
  }

  func testFixDroppingACommentIsDroppedAndReported() {
    let source = "let a = [\n  1,  // one\n  2,\n]\nlet b = 3\n"
    let result = run(
      source,
      ReplaceMigration(id: "flatten", pattern: "[\n  1,  // one\n  2,\n]", replacement: "[1, 2]"))
    XCTAssertEqual(text(result), source)
    XCTAssertEqual(result.fixCounts, [:])
    XCTAssertEqual(result.problems.map(\.kind), [.invalidFix])
    XCTAssertEqual(
      result.problems.first?.message,
      "migration flatten proposed a fix that cannot apply in A.swift (it would drop the comment `// one` on line 2); it is dropped"
    )
  }

  func testFixMovingOrReindentingACommentIsApplied() {
    let source = "let a = [\n  1,  /* one,\n     really */\n  2,\n]\n"
    let result = run(
      source,
      ReplaceMigration(
        id: "flatten", pattern: "[\n  1,  /* one,\n     really */\n  2,\n]",
        replacement: "[\n    /* one, really */ 1,\n    2,\n  ]"))
    XCTAssertEqual(text(result), "let a = [\n    /* one, really */ 1,\n    2,\n  ]\n")
    XCTAssertTrue(result.problems.isEmpty)
  }

  /// Text that is not plain ASCII (a `\r\n`, an accent) is compared as `Character`s, as
  /// plain text is by bytes: a comment moved in it is kept, one dropped is said.
  func testCommentsInCRLFAndNonASCIITextAreComparedAlike() {
    let crlf = "let a = [\r\n  1,  // one\r\n  2,\r\n]\r\n"
    let moved = run(
      crlf,
      ReplaceMigration(
        id: "flatten", pattern: "[\r\n  1,  // one\r\n  2,\r\n]",
        replacement: "[\r\n    // one\r\n    1, 2,\r\n  ]"))
    XCTAssertEqual(text(moved), "let a = [\r\n    // one\r\n    1, 2,\r\n  ]\r\n")
    XCTAssertTrue(moved.problems.isEmpty)
    let dropped = run(
      crlf,
      ReplaceMigration(
        id: "flatten", pattern: "[\r\n  1,  // one\r\n  2,\r\n]", replacement: "[1, 2]"))
    XCTAssertEqual(text(dropped), crlf)
    XCTAssertEqual(dropped.problems.map(\.kind), [.invalidFix])

    let accented = "let a = [\n  1,  // café\n  2,\n]\n"
    let kept = run(
      accented,
      ReplaceMigration(
        id: "flatten", pattern: "[\n  1,  // café\n  2,\n]",
        replacement: "[\n    // café\n    1, 2,\n  ]"))
    XCTAssertEqual(text(kept), "let a = [\n    // café\n    1, 2,\n  ]\n")
    XCTAssertTrue(kept.problems.isEmpty)
    let lost = run(
      accented,
      ReplaceMigration(
        id: "flatten", pattern: "[\n  1,  // café\n  2,\n]", replacement: "[1, 2] // cafe"))
    XCTAssertEqual(lost.problems.map(\.kind), [.invalidFix])
  }

  func testCommentRemovedOnPurposeAndSlashesInStringsAreNotLosses() {
    let named = run(
      "let a = 1  // </a>\n",
      ReplaceMigration(
        id: "untag", pattern: "  // </a>", replacement: "", removesComments: true))
    XCTAssertEqual(text(named), "let a = 1\n")
    XCTAssertTrue(named.problems.isEmpty)

    let literal = run(
      "let url = \"https://example.com\"\n",
      ReplaceMigration(id: "host", pattern: "\"https://example.com\"", replacement: "host"))
    XCTAssertEqual(text(literal), "let url = host\n")
    XCTAssertTrue(literal.problems.isEmpty)
  }

  func testCommentsWithinFindsOnlyWholeCommentsInTheRange() {
    let file = SourceFile(text: "let a = 1  // one\n/* two */ let b = \"// not\"\n")
    let all = file.comments(within: 0..<file.bytes.count).map { file.text($0) }
    XCTAssertEqual(all, ["// one", "/* two */"])
    // A range that cuts a comment in two holds none of it.
    XCTAssertEqual(file.comments(within: 0..<14).map { file.text($0) }, [])
    XCTAssertEqual(file.comments(within: 18..<30).map { file.text($0) }, ["/* two */"])
  }
}
