import SwiftCST

/// Adding a modifier to a chain (`Text(a).padding()`) the way the chain is already laid
/// out: on its own line, indented like the other modifiers, when a modifier of the chain
/// starts a line; inline otherwise.
extension ModifierChain {
  /// An edit inserting `modifier` (written with its dot, e.g. `.frame(maxWidth: .infinity)`)
  /// after the modifier at `index`, or right after the base when `index` is nil. On a
  /// multi-line chain the new line goes after any `//` comment ending the line.
  public func insertion(of modifier: String, afterModifierAt index: Int?, style: SourceStyle)
    -> TextEdit
  {
    let offset = index.map { modifiers[$0].node.range.upperBound } ?? base.range.upperBound
    let lineStart = modifiers.lazy.map(\.memberAccess.dotToken).first { $0.isAtStartOfLine }
    guard let lineStart else { return .insert(modifier, at: offset) }
    let bytes = base.file.bytes
    let end = Self.endOfCodeLine(from: offset, in: bytes)
    // `}.fixedSize(…)` with later modifiers on lines of their own: the chain goes on on this
    // line, and so does the modifier (`}.scrollIndicators(.hidden).fixedSize(…)`).
    if end < bytes.count && bytes[end] != 10 && bytes[end] != 13 {
      return .insert(modifier, at: offset)
    }
    let indentation = base.file.indentation(ofLineContaining: lineStart.range.lowerBound)
    return .insert(style.lineEnding + indentation + modifier, at: end)
  }

  /// The same on byte offsets, for a migration that has no typed chain: `offset` ends the
  /// element to insert after, `chain` is the byte range of the whole chain expression.
  public static func insertion(
    of modifier: String, after offset: Int, inChain chain: Range<Int>, of file: SourceFile,
    style: SourceStyle
  ) -> TextEdit {
    guard let indentation = modifierLineIndentation(in: chain, of: file) else {
      return .insert(modifier, at: offset)
    }
    return .insert(
      style.lineEnding + indentation + modifier, at: endOfCodeLine(from: offset, in: file.bytes))
  }
  /// The indentation of the first line in the chain that starts with a `.` of the chain
  /// itself (not one nested in parentheses, brackets or a closure), or nil if there is none.
  static func modifierLineIndentation(in chain: Range<Int>, of file: SourceFile) -> String? {
    var depth = 0
    var index = firstToken(atOrAfter: chain.lowerBound, in: file)
    while index < file.tokenCount {
      let token = file.token(at: index)
      if token.range.lowerBound >= chain.upperBound || token.kind == .endOfFile { break }
      if token.kind.isOpeningBracket { depth += 1 }
      if token.kind.isClosingBracket { depth -= 1 }
      if depth == 0 && token.kind == .period && token.isAtStartOfLine
        && token.range.lowerBound > chain.lowerBound
      {
        return file.indentation(ofLineContaining: token.range.lowerBound)
      }
      index += 1
    }
    return nil
  }

  /// `offset`, or the end of its line (before the line break) if only spaces and a `//`
  /// comment follow on that line.
  static func endOfCodeLine(from offset: Int, in bytes: [UInt8]) -> Int {
    var cursor = offset
    while cursor < bytes.count && (bytes[cursor] == 32 || bytes[cursor] == 9) { cursor += 1 }
    if cursor + 1 < bytes.count && bytes[cursor] == UInt8(ascii: "/")
      && bytes[cursor + 1] == UInt8(ascii: "/")
    {
      while cursor < bytes.count && bytes[cursor] != 10 && bytes[cursor] != 13 { cursor += 1 }
    }
    if cursor == bytes.count || bytes[cursor] == 10 || bytes[cursor] == 13 { return cursor }
    return offset
  }

  /// Index of the first token whose text starts at or after `offset` (binary search).
  private static func firstToken(atOrAfter offset: Int, in file: SourceFile) -> Int {
    var low = 0
    var high = file.tokenCount
    while low < high {
      let middle = (low + high) / 2
      if file.token(at: middle).range.lowerBound < offset {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
