import MigrationKit
import SwiftCST

// Keeping a preview's argument lines lined up when `return ` is put before its view.

extension PreviewProviderShape {
  /// How many lines after the view's first line up with a bracket opened on it
  /// (`Card(title: "A",⏎     size: 2)` has one): they move right with the `return ` put
  /// before the view. Zero when the next line starts before the bracket's first argument.
  static func alignedLineCount(of view: Syntax) -> Int {
    let file = view.file
    // `return view` already: the lines were lined up after it.
    if view.firstToken?.previous?.kind == .kwReturn { return 0 }
    let firstLine = file.location(of: view.range.lowerBound).line
    var open: Token?
    for token in view.tokens {
      guard file.location(of: token.range.lowerBound).line == firstLine else { break }
      guard token.kind == .leftParen || token.kind == .leftSquare, let next = token.next,
        !next.isAtStartOfLine
      else { continue }
      open = token
      break
    }
    guard let open, let first = open.next else { return 0 }
    var depth = 0
    var token: Token? = open
    while let current = token, current.range.lowerBound < view.range.upperBound {
      switch current.kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      default: break
      }
      if depth == 0 {
        let lines = file.location(of: current.range.lowerBound).line - firstLine
        guard lines > 0 else { return 0 }
        // The line after the first starts at the first argument's column or further in.
        let column = file.location(of: first.range.lowerBound).column
        let second = view.tokens.first {
          file.location(of: $0.range.lowerBound).line == firstLine + 1
        }
        guard let second, file.location(of: second.range.lowerBound).column >= column else {
          return 0
        }
        // A closing bracket starting its own line stays with the view's first line.
        return current.isAtStartOfLine ? lines - 1 : lines
      }
      token = current.next
    }
    return 0
  }

  /// `text` with `count` spaces put before each non-empty line in `lines` (0 is the first).
  static func shiftingLines(_ lines: ClosedRange<Int>, of text: String, by count: Int)
    -> String
  {
    var result = ""
    for (index, (line, lineBreak)) in text.sourceLinesWithBreaks().enumerated() {
      let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
      if lines.contains(index) && !blank { result += String(repeating: " ", count: count) }
      result += line + lineBreak
    }
    return result
  }
}
