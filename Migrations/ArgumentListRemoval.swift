import MigrationKit
import SwiftCST

/// Removing a call's whole argument list, parentheses and all: `Section(header: h) {` →
/// `Section {`, `ScrollView(showsIndicators: false) {` → `ScrollView {`.
enum ArgumentListRemoval {
  /// The edit. When the trailing closure's `{` stands on a line of its own after the `)`
  /// (its author broke the line because the arguments were long), it comes up to the
  /// callee, `Section {`: nobody writes `Section` and then `{` on the next line. A comment
  /// between them keeps the line break.
  static func edit(removing list: Syntax) -> TextEdit {
    let range = parenthesesRange(of: list)
    // The parentheses may be the list's own first and last tokens, or just outside it.
    guard let last = list.lastToken,
      let close = last.kind == .rightParen ? last : last.next, close.kind == .rightParen,
      let brace = close.next, brace.kind == .leftBrace
    else { return TextEdit(range: range, replacement: "") }
    let gap = list.file.bytes[close.range.upperBound..<brace.range.lowerBound]
    guard gap.contains(UInt8(ascii: "\n")),
      gap.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    else { return TextEdit(range: range, replacement: "") }
    return TextEdit(range: range.lowerBound..<brace.range.lowerBound, replacement: " ")
  }

  /// The argument list with its parentheses: removing it from `ScrollView(showsIndicators:
  /// false) {` leaves `ScrollView {`.
  static func parenthesesRange(of list: Syntax) -> Range<Int> {
    var lower = list.range.lowerBound
    var upper = list.range.upperBound
    if let open = list.firstToken?.previous, open.kind == .leftParen {
      lower = open.range.lowerBound
    }
    if let close = list.lastToken?.next, close.kind == .rightParen {
      upper = close.range.upperBound
    }
    return lower..<upper
  }
}
