// The lexer's string and regex literals: where each ends, through interpolations, raw
// delimiters and the bare-regex rules. Lexer.swift drives the scan.

extension Lexer {
  // MARK: Strings

  /// `position` is at the opening quote; `start` at the first `#` of a raw string.
  mutating func lexString(poundCount: Int, start: Int) -> TokenKind {
    if !scanString(poundCount: poundCount, nesting: 0) {
      diagnostics.append(SyntaxDiagnostic(offset: start, message: "unterminated string literal"))
    }
    return .stringLiteral
  }

  /// Moves `position` past a string literal whose opening quote is at `position`.
  /// Returns false (leaving `position` at the line end or end of input) if it is unterminated.
  mutating func scanString(poundCount: Int, nesting: Int) -> Bool {
    var multiline =
      position + 2 < count && bytes[position + 1] == UInt8(ascii: "\"")
      && bytes[position + 2] == UInt8(ascii: "\"")
    if multiline && poundCount > 0 {
      // `#"""#` is a one-line raw string holding a quote: a multi-line opening delimiter
      // must end its line.
      var cursor = position + 3
      while cursor < count && isHorizontalSpace(bytes[cursor]) { cursor += 1 }
      multiline = cursor >= count || isNewline(bytes[cursor])
    }
    position += multiline ? 3 : 1
    while position < count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") && hasPounds(poundCount, at: position + 1) {
        position += 1 + poundCount
        guard position < count else { return false }
        if bytes[position] == UInt8(ascii: "(") {
          position += 1
          if nesting >= Self.maxStringNesting || !scanInterpolation(nesting: nesting + 1) {
            return false
          }
        } else if !isNewline(bytes[position]) || multiline {
          position += 1
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        if multiline {
          if position + 2 < count && bytes[position + 1] == UInt8(ascii: "\"")
            && bytes[position + 2] == UInt8(ascii: "\"") && hasPounds(poundCount, at: position + 3)
          {
            position += 3 + poundCount
            return true
          }
        } else if hasPounds(poundCount, at: position + 1) {
          position += 1 + poundCount
          return true
        }
        position += 1
        continue
      }
      if !multiline && isNewline(byte) { return false }
      position += 1
    }
    return false
  }

  @inline(__always) func hasPounds(_ number: Int, at offset: Int) -> Bool {
    guard offset + number <= count else { return false }
    var index = 0
    while index < number {
      if bytes[offset + index] != UInt8(ascii: "#") { return false }
      index += 1
    }
    return true
  }

  /// After `\(`: skips to just past the matching `)`, following nested strings and comments.
  mutating func scanInterpolation(nesting: Int) -> Bool {
    var depth = 1
    while position < count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "("):
        depth += 1
        position += 1
      case UInt8(ascii: ")"):
        depth -= 1
        position += 1
        if depth == 0 { return true }
      case UInt8(ascii: "\""):
        if !scanString(poundCount: 0, nesting: nesting) { return false }
      case UInt8(ascii: "#"):
        var cursor = position
        while cursor < count && bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        if cursor < count && bytes[cursor] == UInt8(ascii: "\"") {
          let pounds = cursor - position
          position = cursor
          if !scanString(poundCount: pounds, nesting: nesting) { return false }
        } else {
          position = cursor
        }
      case UInt8(ascii: "/"):
        if !skipComment() { position += 1 }
      default:
        position += 1
      }
    }
    return false
  }

  // MARK: Regex literals

  /// `#/…/#` (any number of `#`); may span lines when the opening delimiter ends its line.
  mutating func lexExtendedRegex(poundCount: Int) -> TokenKind {
    let start = position
    position += poundCount + 1
    while position < count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") {
        position += 2
        continue
      }
      if byte == UInt8(ascii: "/") && hasPounds(poundCount, at: position + 1) {
        position += 1 + poundCount
        return .regexLiteral
      }
      position += 1
    }
    diagnostics.append(SyntaxDiagnostic(offset: start, message: "unterminated regex literal"))
    return .regexLiteral
  }

  /// A bare `/…/` regex where an expression may start; nil when the `/` is an operator.
  mutating func lexBareRegex() -> TokenKind? {
    if position + 1 < count
      && (bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*"))
    {
      return nil
    }
    switch previousKind {
    case .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .rightParen,
      .rightSquare, .rightBrace, .kwSelf, .kwCapitalSelf, .kwSuper, .kwTrue, .kwFalse, .kwNil,
      .postfixQuestionMark, .exclamationMark, .postfixOperator, .poundIdentifier, .kwAny,
      // After `func` and `operator` comes an operator name: `func /^/ (…)`, `prefix operator /!`.
      .kwFunc, .kwOperator:
      return nil
    default: break
    }
    // A bare regex may not start with a space or tab.
    guard position + 1 < count, !isHorizontalSpace(bytes[position + 1]),
      !isNewline(bytes[position + 1]),
      bytes[position + 1] != UInt8(ascii: ")")
    else { return nil }
    var cursor = position + 1
    // An unbalanced `)` (outside a `[…]` class) means an operator, as in `(/!x)`.
    var groupDepth = 0
    var classDepth = 0
    while cursor < count {
      let byte = bytes[cursor]
      if isNewline(byte) { return nil }
      if byte == UInt8(ascii: "\\") {
        cursor += 2
        continue
      }
      if byte == UInt8(ascii: "[") {
        classDepth += 1
      } else if byte == UInt8(ascii: "]") && classDepth > 0 {
        classDepth -= 1
      } else if byte == UInt8(ascii: "(") && classDepth == 0 {
        groupDepth += 1
      } else if byte == UInt8(ascii: ")") && classDepth == 0 {
        if groupDepth == 0 { return nil }
        groupDepth -= 1
      }
      if byte == UInt8(ascii: "/") {
        // ...nor end with one.
        if isHorizontalSpace(bytes[cursor - 1]) { return nil }
        position = cursor + 1
        return .regexLiteral
      }
      cursor += 1
    }
    return nil
  }
}
