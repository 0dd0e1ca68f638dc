import SwiftCST

extension SourceFile {
  /// The edits that keep the continuation lines of `node` lined up when an edit on the line
  /// of `offset` moves the text after `offset` by `shift` columns (`StateObject(wrappedValue:`
  /// → `State(wrappedValue:` moves what follows 6 columns left).
  ///
  /// A line of `node` moves with it when its first token starts at the column of a token
  /// that moves and follows an opening bracket on its line (arguments aligned under the first
  /// one), the lines that move lining up lines below them in turn (a nested call's
  /// arguments). Lines indented otherwise (arguments one level in, a closing bracket) stay,
  /// and so does a line whose indentation is not spaces enough for a shift to the left.
  public func alignmentEdits(in node: Syntax, after offset: Int, shift: Int) -> [TextEdit] {
    guard shift != 0 else { return [] }
    let firstLine = location(of: offset).line
    var anchors: Set<Int> = []
    var lineMoves = false
    var movingLines: [Int] = []
    var previous: Token?
    for index in node.tokenIndices {
      let token = self.token(at: index)
      let start = location(of: token.range.lowerBound)
      if start.line < firstLine {
        previous = nil
        continue
      }
      if start.line > firstLine && token.isAtStartOfLine {
        lineMoves = anchors.contains(start.column)
        if lineMoves { movingLines.append(start.line) }
      } else if start.line == firstLine {
        lineMoves = token.range.lowerBound >= offset
      }
      if lineMoves, let previous, previous.kind.isOpeningBracket, !token.isAtStartOfLine {
        anchors.insert(start.column)
      }
      previous = token
    }
    // The moving lines start within `node`.
    let starts = lineStarts(through: node.range.upperBound)
    return movingLines.compactMap { line in
      let start = starts[line - 1]
      guard shift < 0 else {
        return .insert(String(repeating: " ", count: shift), at: start)
      }
      let spaces = bytes[start...].prefix { $0 == UInt8(ascii: " ") }.count
      guard spaces >= -shift else { return nil }
      return TextEdit(range: start..<start - shift, replacement: "")
    }
  }
}
