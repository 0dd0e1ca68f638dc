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
    for index in view.tokenIndices {
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
}
