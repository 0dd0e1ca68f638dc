extension SourceFile {
  /// The comments in a range of trivia (a token's leading or trailing trivia), in order:
  /// `// …` up to the line break, and `/* … */` with nesting. The lexer has already decided
  /// that the range holds only whitespace and comments, so this never mistakes code.
  public func comments(in range: Range<Int>) -> [Range<Int>] {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    var result: [Range<Int>] = []
    var cursor = range.lowerBound
    while cursor + 1 < range.upperBound {
      guard bytes[cursor] == slash, bytes[cursor + 1] == slash || bytes[cursor + 1] == star else {
        cursor += 1
        continue
      }
      let start = cursor
      if bytes[cursor + 1] == slash {
        while cursor < range.upperBound && bytes[cursor] != 10 && bytes[cursor] != 13 {
          cursor += 1
        }
      } else {
        var depth = 0
        repeat {
          if bytes[cursor] == slash && bytes[cursor + 1] == star {
            depth += 1
            cursor += 2
          } else if bytes[cursor] == star && bytes[cursor + 1] == slash {
            depth -= 1
            cursor += 2
          } else {
            cursor += 1
          }
        } while depth > 0 && cursor + 1 < range.upperBound
        // An unterminated block comment runs to the end of the trivia.
        if depth > 0 { cursor = range.upperBound }
      }
      result.append(start..<cursor)
    }
    return result
  }
}

extension SourceFile {
  /// Every comment that lies wholly inside `range`, found through the tokens' trivia (a `//`
  /// inside a string literal is never taken for one).
  public func comments(within range: Range<Int>) -> [Range<Int>] {
    guard !range.isEmpty, tokenCount > 0 else { return [] }
    // The first token whose text ends at or after the range's start; the token before it
    // may still own trivia inside the range.
    var low = 0
    var high = tokenCount
    while low < high {
      let middle = (low + high) / 2
      if Int(textEnds[middle]) < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var result: [Range<Int>] = []
    var index = max(low - 1, 0)
    while index < tokenCount {
      let token = Token(file: self, index: index)
      let leading = token.leadingTriviaRange
      if leading.lowerBound >= range.upperBound { break }
      for trivia in [leading, token.trailingTriviaRange] where trivia.overlaps(range) {
        result += comments(in: trivia).filter {
          $0.lowerBound >= range.lowerBound && $0.upperBound <= range.upperBound
        }
      }
      index += 1
    }
    return result
  }
}
