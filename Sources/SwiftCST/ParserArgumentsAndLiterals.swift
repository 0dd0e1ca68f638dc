/// Call arguments (trailing closures, argument lists) and collection literals.
extension Parser {
  /// The first trailing closure and any labelled ones after it (`Button { } label: { }`).
  mutating func parseTrailingClosures() {
    guard atValidTrailingClosure else { return }
    parseClosure()
    while (kind == .identifier || (kind.isKeyword && kind != .kwDefault && kind != .kwCase))
      && peekKind() == .colon && peekKind(2) == .leftBrace
    {
      let marker = mark
      advance()
      advance()
      parseClosure()
      finish(.labeledTrailingClosure, marker)
    }
  }

  /// `(…)` or `[…]`: comma-separated `label: value` or `value` arguments.
  mutating func parseArgumentList(closer: TokenKind, as nodeKind: SyntaxKind = .argumentList) {
    let marker = mark
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (false, false)
    advance()  // ( or [
    while !atEnd && kind != closer {
      let argument = mark
      let before = cursor
      if (kind == .identifier || kind.isKeyword) && peekKind() == .colon {
        advance()
        advance()
        // `#selector(f(_:))`-style labels without values.
        if kind != .comma && kind != closer { parseExpression() }
      } else if kind == .identifier && textEquals(cursor, "_") && peekKind() == .colon {
        advance()
        advance()
      } else {
        parseExpression()
      }
      if cursor == before {
        recoverUnexpected("in argument list")
        if kind.isClosingBracket && kind != closer { break }
        continue
      }
      finish(.argument, argument)
      if !consume(.comma) {
        if kind != closer && !kind.isClosingBracket && !atEnd {
          error("expected ',' or '\(Self.spelling(of: closer))'")
          // Skip to the next comma or the closer, keeping the bytes in an unknown node.
          let junk = mark
          while !atEnd && kind != .comma && kind != closer && !kind.isClosingBracket {
            skipBalanced()
          }
          finish(.unknown, junk)
          if consume(.comma) { continue }
        }
        break
      }
    }
    expectClosing(closer, openedAt: marker)
    (noTrailingClosure, stopAtNewline) = saved
    finish(nodeKind, marker)
  }

  /// `[a, b]`, `[k: v]`, `[:]`.
  mutating func parseCollectionLiteral() {
    let marker = mark
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (false, false)
    advance()  // [
    var isDictionary = false
    if kind == .colon && peekKind() == .rightSquare {
      advance()
      isDictionary = true
    }
    while !atEnd && kind != .rightSquare {
      let element = mark
      let before = cursor
      parseExpression()
      if kind == .colon {
        isDictionary = true
        advance()
        parseExpression()
      }
      if cursor == before {
        recoverUnexpected("in collection literal")
        if kind.isClosingBracket && kind != .rightSquare { break }
        continue
      }
      finish(.argument, element)
      if !consume(.comma) {
        if kind != .rightSquare && !kind.isClosingBracket && !atEnd {
          error("expected ',' or ']'")
          let junk = mark
          while !atEnd && kind != .comma && !kind.isClosingBracket { skipBalanced() }
          finish(.unknown, junk)
          if consume(.comma) { continue }
        }
        break
      }
    }
    expectClosing(.rightSquare, openedAt: marker)
    (noTrailingClosure, stopAtNewline) = saved
    finish(isDictionary ? .dictionaryExpr : .arrayExpr, marker)
  }
}
