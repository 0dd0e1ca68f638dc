import SwiftCST
import XCTest

@testable import MigrationKit

final class AlignedLinesTests: XCTestCase {
  /// The text of `source` after replacing `old` (its first occurrence) with `new` and
  /// applying `alignmentEdits` for the statement holding it.
  private func renamed(_ source: String, _ old: String, _ new: String) -> String {
    let file = SourceFile(text: source)
    let start = source.utf8.count - source[source.range(of: old)!.lowerBound...].utf8.count
    let end = start + old.utf8.count
    let statement = file.root.children.first { $0.range.contains(start) }!
    let edits =
      [TextEdit(range: start..<end, replacement: new)]
      + file.alignmentEdits(in: statement, after: end, shift: new.count - old.count)
    let fix = ProposedFix(migrationID: "test", fix: Fix(edits: edits))
    return String(decoding: EditApplier.apply([fix], to: Array(source.utf8)).bytes, as: UTF8.self)
  }

  func testArgumentsAlignedAfterTheEditMoveWithIt() {
    let source = """
      model = StateObject(wrappedValue: Model(name: name,
                                              size: size,
                                              tags: ["a",
                                                     "b"]))
      """
    XCTAssertEqual(
      renamed(source, "StateObject", "State"),
      """
      model = State(wrappedValue: Model(name: name,
                                        size: size,
                                        tags: ["a",
                                               "b"]))
      """)
    XCTAssertEqual(
      renamed(source, "StateObject", "StateObjectWrapper"),
      """
      model = StateObjectWrapper(wrappedValue: Model(name: name,
                                                     size: size,
                                                     tags: ["a",
                                                            "b"]))
      """)
  }

  /// Arguments a level in, a closing bracket on its own line, and a line aligned with a
  /// bracket before the edit stay where they are.
  func testLinesIndentedOtherwiseStay() {
    let source = """
      value = pick(first, StateObject(wrappedValue: Model(
        name: name,
        size: size
      )),
                   second)
      """
    XCTAssertEqual(
      renamed(source, "StateObject", "State"),
      """
      value = pick(first, State(wrappedValue: Model(
        name: name,
        size: size
      )),
                   second)
      """)
  }

  func testIndentationTooShortForTheShiftStays() {
    let file = SourceFile(text: "f(a,\n  b)")
    XCTAssertEqual(file.alignmentEdits(in: file.root, after: 0, shift: -6), [])
    XCTAssertEqual(
      file.alignmentEdits(in: file.root, after: 0, shift: -1),
      [TextEdit(range: 5..<6, replacement: "")])
  }
}
