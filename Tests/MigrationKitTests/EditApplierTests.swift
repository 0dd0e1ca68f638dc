import SwiftCST
import XCTest

@testable import MigrationKit

final class EditApplierTests: XCTestCase {
  private func fix(_ id: String, _ edits: (Range<Int>, String)...) -> ProposedFix {
    ProposedFix(
      migrationID: id, fix: Fix(edits: edits.map { TextEdit(range: $0.0, replacement: $0.1) }))
  }

  func testAppliesEditsInOffsetOrderAndKeepsOtherBytes() {
    let bytes = Array("let a = 1; let b = 2".utf8)
    let fixes = [fix("second", (15..<16, "bee")), fix("first", (4..<5, "alpha"))]
    let (output, edits) = EditApplier.apply(fixes, to: bytes)
    XCTAssertEqual(String(decoding: output, as: UTF8.self), "let alpha = 1; let bee = 2")
    XCTAssertEqual(edits.map(\.migrationID), ["first", "second"])
  }

  func testInsertionBeforeReplacementAtTheSameOffset() {
    let bytes = Array("abc".utf8)
    let (output, _) = EditApplier.apply([fix("x", (1..<2, "B"), (1..<1, "+"))], to: bytes)
    XCTAssertEqual(String(decoding: output, as: UTF8.self), "a+Bc")
  }

  func testOverlappingFixIsDeferredNotDropped() {
    let selection = EditApplier.select(
      [fix("late", (2..<6, "x")), fix("early", (0..<3, "y")), fix("apart", (6..<7, "z"))],
      byteCount: 10)
    XCTAssertEqual(selection.accepted.map(\.migrationID), ["early", "apart"])
    XCTAssertEqual(selection.deferred.map(\.migrationID), ["late"])
    XCTAssertTrue(selection.invalid.isEmpty)
  }

  func testFixThatYieldsWaitsForAnotherMigrationsFixInsideIt() {
    var outer = fix("text-concatenation", (10..<40, "Text(\"…\")"))
    outer.fix.yieldsToFixesInside = true
    let selection = EditApplier.select(
      [outer, fix("foreground-style", (18..<33, "foregroundStyle"))], byteCount: 50)
    XCTAssertEqual(selection.accepted.map(\.migrationID), ["foreground-style"])
    XCTAssertEqual(selection.deferred.map(\.migrationID), ["text-concatenation"])
    // Nothing of another migration inside (a fix partly outside, one of its own): it goes.
    let alone = EditApplier.select(
      [outer, fix("text-concatenation", (12..<14, "x")), fix("tint", (38..<45, "tint"))],
      byteCount: 50)
    XCTAssertEqual(alone.accepted.map(\.migrationID), ["text-concatenation"])
    XCTAssertEqual(alone.deferred.count, 2)
  }

  func testConflictRules() {
    let insertAt2 = TextEdit.insert("i", at: 2)
    XCTAssertTrue(
      EditApplier.conflict(insertAt2, .insert("j", at: 2)), "two insertions at one offset")
    XCTAssertTrue(
      EditApplier.conflict(insertAt2, TextEdit(range: 1..<3, replacement: "")),
      "insertion inside a replacement")
    XCTAssertFalse(
      EditApplier.conflict(insertAt2, TextEdit(range: 2..<3, replacement: "")),
      "insertion at a replacement's start")
    XCTAssertFalse(
      EditApplier.conflict(insertAt2, TextEdit(range: 0..<2, replacement: "")),
      "insertion at a replacement's end")
    XCTAssertFalse(
      EditApplier.conflict(
        TextEdit(range: 0..<2, replacement: ""), TextEdit(range: 2..<4, replacement: "")))
    // A new line after a replacement that writes lines: its indentation was read before.
    let relaidOut = TextEdit(range: 0..<2, replacement: "a\n    b")
    XCTAssertTrue(
      EditApplier.conflict(.insert("\n    .c()", at: 2), relaidOut), "new line after new lines")
    XCTAssertTrue(EditApplier.conflict(relaidOut, .insert("\r\n    .c()", at: 2)))
    XCTAssertFalse(
      EditApplier.conflict(.insert(".c()", at: 2), relaidOut), "same line after new lines")
    XCTAssertFalse(
      EditApplier.conflict(.insert("\n.c()", at: 2), TextEdit(range: 0..<2, replacement: "ab")),
      "new line after a one-line replacement")
    XCTAssertFalse(
      EditApplier.conflict(.insert("\n.c()", at: 0), relaidOut), "new line before new lines")
    XCTAssertTrue(
      EditApplier.conflict(
        TextEdit(range: 0..<3, replacement: ""), TextEdit(range: 2..<4, replacement: "")))
  }

  func testInvalidFixesAreSetApart() {
    let selection = EditApplier.select(
      [
        fix("outside", (8..<12, "x")), fix("self-overlap", (0..<3, "a"), (2..<4, "b")),
        fix("fine", (5..<6, "c")),
      ],
      byteCount: 10)
    XCTAssertEqual(selection.accepted.map(\.migrationID), ["fine"])
    XCTAssertEqual(selection.invalid.map(\.fix.migrationID).sorted(), ["outside", "self-overlap"])
  }

  func testNoOpFix() {
    XCTAssertTrue(
      EditApplier.isNoOp(
        Fix(edits: [TextEdit(range: 0..<1, replacement: "a")]), in: Array("abc".utf8)))
    XCTAssertFalse(
      EditApplier.isNoOp(
        Fix(edits: [TextEdit(range: 0..<1, replacement: "b")]), in: Array("abc".utf8)))
  }

  func testChangeLabelsFollowLaterPasses() {
    var labels = ChangeLabels()
    // Pass 1 on "0123456789": "a" writes "AA" over 2..<4; "b" deletes 7..<8.
    labels.record([
      LabelledEdit(edit: TextEdit(range: 2..<4, replacement: "AA"), migrationID: "a"),
      LabelledEdit(edit: TextEdit(range: 7..<8, replacement: ""), migrationID: "b"),
    ])
    // Now "01AA4569". Pass 2: "c" inserts "cc" at 0, shifting everything by 2.
    labels.record([LabelledEdit(edit: .insert("cc", at: 0), migrationID: "c")])
    // Now "cc01AA4569".
    XCTAssertEqual(labels.migrationIDs(touching: 0, 1), ["c"])
    XCTAssertEqual(labels.migrationIDs(touching: 4, 5), ["a"])
    XCTAssertEqual(labels.migrationIDs(touching: 9, 9), ["b"])
    XCTAssertEqual(labels.migrationIDs(touching: 7, 8), [])
  }
  func testChangeLabelsNameOnlyTheBytesAnEditChanged() {
    var labels = ChangeLabels()
    let old = Array("A\nB\nC\nD\n".utf8)
    // "wide" rewrites every line but changes only the last ("D" to "d").
    labels.record(
      [
        LabelledEdit(edit: TextEdit(range: 0..<8, replacement: "A\nB\nC\nd\n"), migrationID: "wide")
      ],
      replacingIn: old)
    // Now "A\nB\nC\nd\n". Pass 2: "narrow" writes "a" over "A".
    labels.record(
      [LabelledEdit(edit: TextEdit(range: 0..<1, replacement: "a"), migrationID: "narrow")],
      replacingIn: Array("A\nB\nC\nd\n".utf8))
    XCTAssertEqual(labels.migrationIDs(touching: 0, 1), ["narrow"])
    XCTAssertEqual(labels.migrationIDs(touching: 2, 3), ["wide"], "no changed bytes: written ones")
    XCTAssertEqual(labels.migrationIDs(touching: 6, 7), ["wide"])
  }

  func testChangeLabelsOfADeletionFallBackToTheWrittenBytes() {
    var labels = ChangeLabels()
    // "x\ny\nx\n" to "x\n": the bytes say the last two lines went; a line diff may say the
    // first two did.
    labels.record(
      [LabelledEdit(edit: TextEdit(range: 0..<6, replacement: "x\n"), migrationID: "m")],
      replacingIn: Array("x\ny\nx\n".utf8))
    XCTAssertEqual(labels.migrationIDs(touching: 0, 0), ["m"])
    XCTAssertEqual(labels.migrationIDs(touching: 2, 2), ["m"])
    XCTAssertEqual(
      ChangeLabels.changedPart(
        of: TextEdit(range: 0..<6, replacement: "x\n"),
        in: Array("x\ny\nx\n".utf8)), 2..<2)
  }
}
