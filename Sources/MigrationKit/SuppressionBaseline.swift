import SwiftCST

/// `apply --add-suppressions`: a `// swiftui-migrate:disable:next <id>… -- baseline` comment
/// above each line with a finding, at that line's indentation, so `check --strict` passes
/// today and the backlog can be fixed later. Findings already suppressed are not passed in,
/// so a second run adds nothing.
public enum SuppressionBaseline {
  /// The reason written after `--`.
  public static let reason = "baseline"

  public struct Result: Sendable {
    public var bytes: [UInt8]
    /// Ids given a suppression, with how many lines each.
    public var added: [String: Int] = [:]
    /// Lines that could not take a comment above them (they begin inside a multi-line
    /// string literal or block comment), with the ids left unsuppressed.
    public var unplaced: [(line: Int, ids: [String])] = []
  }

  /// Adds the comments for findings of migrations `ids` starting at byte `offsets`.
  /// A finding whose line already has a `disable:next` directive above it gets its id added
  /// to that directive instead (a second comment would only cover the first).
  public static func add(
    _ findings: [(id: String, offset: Int)], to file: SourceFile
  ) -> Result {
    var result = Result(bytes: file.bytes)
    guard !findings.isEmpty else { return result }
    var idsByLine: [Int: [String]] = [:]
    for finding in findings {
      let line = file.location(of: min(max(finding.offset, 0), file.bytes.count)).line
      if !idsByLine[line, default: []].contains(finding.id) {
        idsByLine[line, default: []].append(finding.id)
      }
    }
    let suppressions = Suppressions(file: file)
    var insertions: [(offset: Int, text: String)] = []
    for (line, ids) in idsByLine.sorted(by: { $0.key < $1.key }) {
      if let above = suppressions.directives.last(where: {
        $0.action == .disableNext && $0.line == line - 1
      }) {
        insertions.append((above.idsEnd, " " + ids.joined(separator: " ")))
      } else if startsOutsideLiteralsAndComments(file.lineStarts[line - 1], in: file) {
        let lineStart = file.lineStarts[line - 1]
        let comment =
          "\(file.indentation(ofLineContaining: lineStart))// \(Suppressions.prefix)disable:next "
          + ids.joined(separator: " ") + " -- \(reason)" + lineBreak(ofLineAt: lineStart, in: file)
        insertions.append((lineStart, comment))
      } else if let this = suppressions.directives.last(where: {
        $0.action == .disableThis && $0.line == line
      }) {
        insertions.append((this.idsEnd, " " + ids.joined(separator: " ")))
      } else if let end = freeLineEnd(line, in: file) {
        // The line begins inside a multi-line string or comment: at its end instead.
        insertions.append(
          (end, " // \(Suppressions.prefix)disable:this \(ids.joined(separator: " ")) -- \(reason)")
        )
      } else {
        result.unplaced.append((line, ids))
        continue
      }
      for id in ids { result.added[id, default: 0] += 1 }
    }
    for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
      result.bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
    }
    return result
  }

  /// True if a line may be inserted before byte `lineStart`: the line break before it is
  /// trivia, outside any block comment (not inside a multi-line string literal or comment).
  static func startsOutsideLiteralsAndComments(_ lineStart: Int, in file: SourceFile) -> Bool {
    guard lineStart > 0, file.tokenCount > 0 else { return true }
    let lineBreak = lineStart - 1
    // The last token whose leading trivia starts at or before the line break.
    var low = 0
    var high = file.tokenCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if file.token(at: middle).leadingTriviaRange.lowerBound <= lineBreak {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let token = file.token(at: low)
    let trivia: Range<Int>
    if token.leadingTriviaRange.contains(lineBreak) {
      trivia = token.leadingTriviaRange
    } else if token.trailingTriviaRange.contains(lineBreak) {
      trivia = token.trailingTriviaRange
    } else {
      return false
    }
    return !file.comments(in: trivia).contains { $0.contains(lineBreak) }
  }

  /// The end of `line`'s text (before its line break) when a `//` comment can be appended
  /// there: the line break is trivia outside any comment, and no `//` comment ends the line.
  static func freeLineEnd(_ line: Int, in file: SourceFile) -> Int? {
    guard line < file.lineStarts.count else { return nil }
    let nextLineStart = file.lineStarts[line]
    guard startsOutsideLiteralsAndComments(nextLineStart, in: file) else { return nil }
    var end = nextLineStart - 1
    if end > 0 && file.bytes[end - 1] == 13 { end -= 1 }
    let lastComment = file.comments(in: file.lineStarts[line - 1]..<end).last
    if let lastComment, lastComment.upperBound == end { return nil }
    return end
  }

  /// `\r\n` when the line at `lineStart` ends with one, else `\n`.
  private static func lineBreak(ofLineAt lineStart: Int, in file: SourceFile) -> String {
    var cursor = lineStart
    while cursor < file.bytes.count && file.bytes[cursor] != 10 { cursor += 1 }
    return cursor > lineStart && cursor < file.bytes.count && file.bytes[cursor - 1] == 13
      ? "\r\n" : "\n"
  }
}
