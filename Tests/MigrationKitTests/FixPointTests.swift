import SwiftCST
import XCTest

@testable import MigrationKit

final class FixPointTests: XCTestCase {
  private func run(_ text: String, _ migrations: [any Migration], includeReview: Bool = false)
    -> FixPoint.Result
  {
    FixPoint(migrations: migrations, includeReview: includeReview).run(
      SourceFile(text: text), context: context())
  }

  private func text(_ result: FixPoint.Result) -> String {
    String(decoding: result.bytes, as: UTF8.self)
  }

  func testOverlappingFindingsAreAppliedOverSeveralPasses() {
    // "aa" → "a" over "aaaa": pass 1 takes offsets 0 and 2 (1 overlaps), pass 2 the rest.
    let result = run(
      "let x = \"aaaa\"\n", [ReplaceMigration(id: "halve", pattern: "aa", replacement: "a")])
    XCTAssertEqual(text(result), "let x = \"a\"\n")
    XCTAssertEqual(result.fixCounts, ["halve": 3])
    XCTAssertEqual(result.passes, 2)
    XCTAssertTrue(result.problems.isEmpty)
  }

  func testOneMigrationsOutputFeedsAnother() {
    let migrations: [any Migration] = [
      ReplaceMigration(id: "y-to-z", pattern: "yyy", replacement: "zzz"),
      ReplaceMigration(id: "x-to-y", pattern: "xxx", replacement: "yyy"),
    ]
    let result = run("let xxx = 1\n", migrations)
    XCTAssertEqual(text(result), "let zzz = 1\n")
    XCTAssertEqual(result.fixCounts, ["x-to-y": 1, "y-to-z": 1])
    XCTAssertEqual(result.labels.migrationIDs(touching: 4, 7), ["x-to-y", "y-to-z"])
  }

  func testMigrationsThatUndoEachOtherDoNotSettle() {
    let migrations: [any Migration] = [
      ReplaceMigration(id: "ping", pattern: "ping", replacement: "pong"),
      ReplaceMigration(id: "pong", pattern: "pong", replacement: "ping"),
    ]
    let result = run("let ping = 1\n", migrations)
    XCTAssertEqual(result.problems.map(\.kind), [.didNotSettle])
    XCTAssertEqual(
      result.problems.first?.message,
      "migration ping did not settle after 8 passes in A.swift; the changes so far are kept")
    XCTAssertEqual(result.passes, 8)
  }

  func testFixAddingASyntaxErrorLeavesTheFileUnchanged() {
    // An unterminated string literal: the lexer reports it today.
    let result = run(
      "let a = 1\nlet b = 2\n", [ReplaceMigration(id: "quote", pattern: "2", replacement: "\"2")])
    XCTAssertEqual(text(result), "let a = 1\nlet b = 2\n")
    XCTAssertFalse(result.changed)
    XCTAssertEqual(result.fixCounts, [:])
    XCTAssertEqual(result.problems.map(\.kind), [.invalidSwift])
    XCTAssertEqual(
      result.problems.first?.message,
      "migration quote produced invalid Swift in A.swift:2; the file is left unchanged")
  }

  func testFixAddingAnUnbalancedBraceLeavesTheFileUnchanged() {
    // Detected by the parser (an unbalanced brace), not the lexer.
    let result = run(
      "struct A {}\n", [ReplaceMigration(id: "brace", pattern: "{}", replacement: "{{}")])
    XCTAssertFalse(result.changed)
    XCTAssertEqual(result.problems.map(\.kind), [.invalidSwift])
    XCTAssertEqual(
      result.problems.first?.message,
      "migration brace produced invalid Swift in A.swift:1; the file is left unchanged")
  }

  func testOnlyTheBreakingMigrationIsBlamed() {
    let migrations: [any Migration] = [
      ReplaceMigration(id: "fine", pattern: "a = 1", replacement: "a = 10"),
      ReplaceMigration(id: "quote", pattern: "2", replacement: "\"2"),
    ]
    let result = run("let a = 1\nlet b = 2\n", migrations)
    XCTAssertFalse(result.changed)
    XCTAssertEqual(result.problems.map(\.migrationIDs), [["quote"]])
  }

  func testReviewFixesNeedIncludeReview() {
    let migration = ReplaceMigration(
      id: "risky", pattern: "old", replacement: "new", safety: .review)
    let without = run("let old = 1\n", [migration])
    XCTAssertFalse(without.changed)
    XCTAssertEqual(without.reviewFixesNotApplied, 1)
    XCTAssertEqual(without.findings.map(\.migrationID), ["risky"])
    let with = run("let old = 1\n", [migration], includeReview: true)
    XCTAssertEqual(text(with), "let new = 1\n")
    XCTAssertEqual(with.reviewFixesNotApplied, 0)
  }

  func testFindingsOfTheFirstPassAreReportedInFileOrder() {
    let migrations: [any Migration] = [
      DiagnosticMigration(id: "late", pattern: "b"),
      ReplaceMigration(id: "early", pattern: "a", replacement: "c"),
    ]
    let result = run("let a = b\n", migrations)
    XCTAssertEqual(result.findings.map(\.migrationID), ["early", "late"])
    XCTAssertEqual(result.findings.map(\.range), [4..<5, 8..<9])
    XCTAssertEqual(text(result), "let c = b\n")
  }

  func testSuppressedFindingsAreNeitherReportedNorApplied() {
    let source = """
      let old = 1
      // swiftui-migrate:disable:next rename
      let old2 = old
      let old3 = old // swiftui-migrate:disable:this rename

      """
    let result = run(source, [ReplaceMigration(id: "rename", pattern: "old", replacement: "new")])
    XCTAssertEqual(
      text(result),
      """
      let new = 1
      // swiftui-migrate:disable:next rename
      let old2 = old
      let old3 = old // swiftui-migrate:disable:this rename

      """)
    XCTAssertEqual(result.findings.count, 1)
  }

  func testNoOpFixesEndThePassesButKeepTheirNewFiles() {
    let helper = NewFile(
      name: "Helper.swift", contents: "func helper() {}\n", providesSymbol: "helper")
    let result = run(
      "let a = 1\n",
      [ReplaceMigration(id: "same", pattern: "a", replacement: "a", newFiles: [helper])])
    XCTAssertFalse(result.changed)
    XCTAssertEqual(result.passes, 0)
    XCTAssertEqual(result.newFiles, [RequestedFile(file: helper, migrationID: "same")])
  }
}
