import MigrationKit
import SwiftCST

extension SpacerStack {
  /// `range` of X moved from X's indentation to the stack's, with each of X's modifier lines
  /// written shallower than X's first line (`.overlay {` under a view an editor left
  /// indented deeper) moved from its own indentation, as the frame's is, together with the
  /// lines up to the next one: its closure's body stays under it. (Moved with the rest, such
  /// a line and its body's lines would all reach the stack's column.)
  func movedView(
    _ range: Range<Int>, indentation viewIndent: String, to stackIndent: String,
    style: SourceStyle
  ) -> String {
    let file = view.file
    var cuts: [(start: Int, indentation: String)] = []
    var depth = 0
    // Only where a line of X starts with `.` after less indentation than X's first line (by
    // the bytes: most stacks have none, and their tokens need not be read).
    let tokens =
      Self.hasShallowerPeriodLine(in: range, of: file.bytes, than: viewIndent.utf8.count)
      ? view.tokenIndices : view.tokenIndices.lowerBound..<view.tokenIndices.lowerBound
    for index in tokens {
      let token = file.token(at: index)
      if token.kind.isOpeningBracket { depth += 1 }
      if token.kind.isClosingBracket { depth -= 1 }
      guard depth == 0, token.kind == .period, token.isAtStartOfLine,
        range.contains(token.range.lowerBound)
      else { continue }
      let indentation = file.indentation(ofLineContaining: token.range.lowerBound)
      let lineStart = token.range.lowerBound - indentation.utf8.count
      if indentation.utf8.count < viewIndent.utf8.count, viewIndent.hasPrefix(indentation),
        lineStart > range.lowerBound
      {
        cuts.append((lineStart, indentation))
      }
    }
    guard let first = cuts.first else {
      return style.reindent(
        file.text(range), from: viewIndent, to: stackIndent, skippingFirstLine: true)
    }
    var text = style.reindent(
      file.text(range.lowerBound..<first.start), from: viewIndent, to: stackIndent,
      skippingFirstLine: true)
    for (number, cut) in cuts.enumerated() {
      let end = number + 1 < cuts.count ? cuts[number + 1].start : range.upperBound
      text += style.reindent(
        file.text(cut.start..<end), from: cut.indentation,
        to: SourceStyle.movedIndentation(
          cut.indentation, from: viewIndent, to: stackIndent, unit: style.indentUnit))
    }
    return text
  }

  /// Whether a line after the first in `range` starts with `.` after fewer than `width` bytes
  /// of spaces and tabs.
  private static func hasShallowerPeriodLine(
    in range: Range<Int>, of bytes: [UInt8], than width: Int
  ) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      index += 1
      guard byte == 10 || byte == 13 else { continue }
      var indentation = 0
      while index < range.upperBound, bytes[index] == 32 || bytes[index] == 9 {
        indentation += 1
        index += 1
      }
      if indentation < width, index < range.upperBound, bytes[index] == 46 { return true }
    }
    return false
  }
}
