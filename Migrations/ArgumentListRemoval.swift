import MigrationKit
import SwiftCST

/// Removing a call's whole argument list, parentheses and all: `Section(header: h) {` →
/// `Section {`, `ScrollView(showsIndicators: false) {` → `ScrollView {`.
enum ArgumentListRemoval {
  /// The edit. When the trailing closure's `{` stands on a line of its own after the `)`
  /// (its author broke the line because the arguments were long), it comes up to the
  /// callee, `Section {`: nobody writes `Section` and then `{` on the next line. A comment
  /// between them keeps the line break.
  /// Spaces written between the callee and `(` (`ScrollView (showsIndicators: false) {`) go
  /// with the list when a space would follow it anyway: `ScrollView {`, not `ScrollView  {`.
  static func edit(removing list: Syntax) -> TextEdit {
    let range = parenthesesRange(of: list)
    let bytes = list.file.bytes
    // The parentheses may be the list's own first and last tokens, or just outside it.
    guard let last = list.lastToken,
      let close = last.kind == .rightParen ? last : last.next, close.kind == .rightParen,
      let brace = close.next, brace.kind == .leftBrace
    else {
      let spaceAfter = range.upperBound < bytes.count && isBlank(bytes[range.upperBound])
      let lower =
        spaceAfter ? start(ofBlanksBefore: range.lowerBound, in: bytes) : range.lowerBound
      return TextEdit(range: lower..<range.upperBound, replacement: "")
    }
    let gap = bytes[close.range.upperBound..<brace.range.lowerBound]
    guard gap.contains(UInt8(ascii: "\n")),
      gap.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    else {
      let lower =
        gap.isEmpty ? range.lowerBound : start(ofBlanksBefore: range.lowerBound, in: bytes)
      return TextEdit(range: lower..<range.upperBound, replacement: "")
    }
    let lower = start(ofBlanksBefore: range.lowerBound, in: bytes)
    return TextEdit(range: lower..<brace.range.lowerBound, replacement: " ")
  }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// Where the spaces and tabs right before `position` start on its line; `position` when
  /// there are none, or when they are the line's indentation (nothing before them).
  private static func start(ofBlanksBefore position: Int, in bytes: [UInt8]) -> Int {
    var lower = position
    while lower > 0, isBlank(bytes[lower - 1]) { lower -= 1 }
    if lower == 0 || bytes[lower - 1] == 0x0A || bytes[lower - 1] == 0x0D { return position }
    return lower
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
