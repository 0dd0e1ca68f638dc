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

  /// The end of a bare `/…/` regex starting at the `/` at `slash`, inside the operator
  /// `operatorStart..<operatorEnd` the lexer has just read; nil when the `/` belongs to the
  /// operator. This is the rule of swift-syntax's lexer (`RegexLiteralLexer.swift`:
  /// `tryScanOperatorAsRegexLiteral`, `isInRegexLiteralPosition`, `RegexLiteralLexer`), which
  /// matches the compiler's `-enable-bare-slash-regex` (Swift 6 mode):
  /// - a left-bound `/` (`a/b`, `x/`) is never a regex; nor is the name after `func` or
  ///   `operator` (`func /^/ (…)`);
  /// - a `/` that looks like a binary operator (spaces on both sides, or neither) is a regex
  ///   only where an expression may start (after `=`, `(`, `,`, `return`, … but not after a
  ///   name, literal or closing bracket), and then it must be one, unless an unapplied
  ///   operator may stand there (after `(`, `[`, `,`, `:`: `reduce(0, /)`); after `try?` or
  ///   `try!` it must be one too;
  /// - otherwise (a prefix-looking `/`, `/x/`, `!/x/`) it is a regex if it scans as one.
  /// A regex that only may be one is refused when it starts or ends with a space or tab, has
  /// an unbalanced `)` outside `[…]`, ends at a line end, or its closing `/` starts a
  /// comment (`/x// comment`). One that must be one is kept, with an error, in those cases.
  mutating func bareRegexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
    let leftBound = isLeftBound(operatorStart)
    if leftBound { return nil }
    let previous = previousKind
    if previous == .kwFunc || previous == .kwOperator { return nil }
    var mustBeRegex = false
    if !isRightBound(operatorEnd, leftBound: false) {
      if followsTryWithMark {
        mustBeRegex = true
      } else if !isInRegexLiteralPosition {
        return nil
      }
      switch previous {
      case .leftParen, .leftSquare, .comma, .colon, .colonColon: break
      default: mustBeRegex = true
      }
    }
    return scanBareRegex(from: slash, mustBeRegex: mustBeRegex)
  }

  /// `try?` or `try!` just before: no binary operator may follow, so a `/` starts a regex.
  var followsTryWithMark: Bool {
    let last = records.count - 1
    guard last >= 1 else { return false }
    let kind = records[last].kind
    return (kind == .postfixQuestionMark || kind == .exclamationMark)
      && records[last - 1].kind == .kwTry
  }

  /// Whether the token before may be followed by an expression rather than a binary
  /// operator (swift-syntax's `isInRegexLiteralPosition`).
  var isInRegexLiteralPosition: Bool {
    guard let last = records.last else { return true }
    switch last.kind {
    case .leftParen, .leftBrace, .leftSquare, .prefixOperator, .binaryOperator, .equal,
      .semicolon, .comma, .colon, .infixQuestionMark, .unknown:
      return true
    case .kwTrue, .kwFalse, .kwAny, .kwNil, .kwSelf, .kwCapitalSelf, .kwSuper:
      return false
    case .poundIdentifier:
      // `#if`, `#elseif`, `#else`, `#endif` end a line of directives; `#available`,
      // `#sourceLocation` and macro names (`#file`) are not followed by an operand.
      let start = Int(last.textStart)
      let end = Int(last.textEnd)
      return hasText("#if", start, end) || hasText("#else", start, end)
        || hasText("#elseif", start, end) || hasText("#endif", start, end)
    default:
      return last.kind.isKeyword
    }
  }

  func hasText(_ word: StaticString, _ start: Int, _ end: Int) -> Bool {
    guard end - start == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { buffer in
      var index = 0
      while index < buffer.count {
        if bytes[start + index] != buffer[index] { return false }
        index += 1
      }
      return true
    }
  }

  /// Scans `/…/` from the `/` at `slash` (swift-syntax's `RegexLiteralLexer` for a literal
  /// without `#`): its end, or nil when it may not be a regex and is not one.
  mutating func scanBareRegex(from slash: Int, mustBeRegex: Bool) -> Int? {
    var cursor = slash + 1
    if cursor < count {
      let next = bytes[cursor]
      if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return nil }  // a comment
      if next == 32 || next == 9 {
        // `/ 1 /` in an operator chain: a regex may not start with a space.
        guard mustBeRegex else { return nil }
        diagnostics.append(
          SyntaxDiagnostic(offset: cursor, message: "bare slash regex literal may not start with space"))
      }
    }
    if slash > 0 && bytes[slash - 1] == UInt8(ascii: "*") { return nil }  // end of `/* */`
    var groupDepth = 0
    var classDepth = 0
    var lastUnescapedSpace = -1
    while cursor < count {
      var byte = bytes[cursor]
      if byte == UInt8(ascii: "/") {
        if cursor + 1 < count
          && (bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*"))
        {
          break  // the closing `/` would start a comment: unterminated
        }
        if lastUnescapedSpace == cursor - 1 {
          guard mustBeRegex else { return nil }
          diagnostics.append(
            SyntaxDiagnostic(offset: lastUnescapedSpace, message: "bare slash regex literal may not end with space"))
        }
        return cursor + 1
      }
      if isNewline(byte) { break }
      var escaped = false
      if byte == UInt8(ascii: "\\") {
        cursor += 1
        guard cursor < count, !isNewline(bytes[cursor]) else { break }
        byte = bytes[cursor]
        escaped = true
      }
      cursor += 1
      if escaped { continue }
      switch byte {
      case UInt8(ascii: "("):
        if classDepth == 0 { groupDepth += 1 }
      case UInt8(ascii: ")"):
        if classDepth == 0 {
          if groupDepth == 0 {
            // An unbalanced `)` means an operator, as in `(/!x)`.
            if !mustBeRegex { return nil }
          } else {
            groupDepth -= 1
          }
        }
      case UInt8(ascii: "["): classDepth += 1
      case UInt8(ascii: "]"): if classDepth > 0 { classDepth -= 1 }
      case 32, 9: lastUnescapedSpace = cursor - 1
      default: break
      }
    }
    guard mustBeRegex else { return nil }
    diagnostics.append(SyntaxDiagnostic(offset: slash, message: "unterminated regex literal"))
    return cursor
  }
}
