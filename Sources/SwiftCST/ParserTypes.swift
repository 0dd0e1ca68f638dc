/// Types: names with generic arguments, optionals, collections, tuples, functions,
/// `some`/`any`, compositions, attributes and ownership specifiers.
extension Parser {
  static let typeSpecifiers: [StaticString] = [
    "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "__isolated",
    "nonisolated",
  ]

  func isTypeSpecifier() -> Bool {
    if kind == .kwInout { return true }
    guard kind == .identifier, peekKind() != .colon, peekKind() != .comma,
      peekKind() != .rightParen,
      peekKind() != .period
    else { return false }
    if textEquals(cursor, "nonisolated") {
      // `nonisolated(nonsending) () async -> T`, `: nonisolated P` (swift-syntax): not with
      // another `(…)` or a `(` on the next line (`let x: nonisolated\n(y)` names a type).
      if peekKind() == .leftParen {
        return !newlineBefore(1) && at("nonsending", offset: 2) && peekKind(3) == .rightParen
      }
      switch peekKind() {
      case .identifier, .atSign, .kwAny, .kwCapitalSelf, .leftSquare: return true
      default: return false
      }
    }
    for word in Self.typeSpecifiers where textEquals(cursor, word) { return true }
    return false
  }

  /// After `some`, `any` or `each`: whether a type follows (else the word is a type's name:
  /// `(each any, T)`).
  var typeFollowsKeyword: Bool {
    switch peekKind() {
    case .identifier, .kwAny, .kwCapitalSelf, .kwSelf, .leftParen, .leftSquare, .atSign, .kwRepeat,
      .kwInout:
      return true
    case .prefixOperator:
      return firstByte(cursor + 1) == UInt8(ascii: "~")
    default:
      return false
    }
  }

  mutating func parseType() {
    guard enter() else { return }
    defer { leave() }
    let marker = mark
    // Attributes and ownership specifiers wrap the rest: `@escaping @Sendable () -> T`, `inout T`.
    if kind == .atSign || isTypeSpecifier() {
      while kind == .atSign || isTypeSpecifier() {
        if kind == .atSign {
          parseAttribute()
        } else if at("nonisolated") && peekKind() == .leftParen && peekKind(2) == .identifier
          && peekKind(3) == .rightParen
        {
          // `nonisolated(nonsending) () async -> Void`.
          for _ in 0..<4 { advance() }
        } else {
          advance()
        }
      }
      parseType()
      finish(.attributedType, marker)
      return
    }
    if (at("some") || at("any") || at("each")) && typeFollowsKeyword
      || (kind == .kwRepeat && peekKind() != .leftBrace)
    {
      advance()
      parseType()
      finish(.someOrAnyType, marker)
      return
    }
    parseSimpleType()
    parseTypeSuffixes(marker)
    // `A & B`.
    if kind == .binaryOperator && textEquals(cursor, "&") {
      while kind == .binaryOperator && textEquals(cursor, "&") {
        advance()
        let element = mark
        parseSimpleType()
        parseTypeSuffixes(element)
      }
      finish(.compositionType, marker)
    }
    // `(A) async throws -> B`.
    if kind == .arrow
      || ((at("async") || kind == .kwThrows || kind == .kwRethrows) && isFunctionTypeEffects)
    {
      parseEffectSpecifiers()
      if kind == .arrow {
        advance()
        parseType()
      } else {
        error("expected '->' in function type")
      }
      finish(.functionType, marker)
    }
  }

  /// After a type, `async`/`throws` begin a function type only if `->` follows them.
  var isFunctionTypeEffects: Bool {
    var offset = 0
    while true {
      let kind = peekKind(offset)
      if kind == .arrow { return true }
      if kind == .kwThrows || kind == .kwRethrows || at("async", offset: offset) {
        offset += 1
        if peekKind(offset) == .leftParen {
          // throws(E)
          offset += 1
          while peekKind(offset) != .rightParen && peekKind(offset) != .endOfFile && offset < 32 {
            offset += 1
          }
          offset += 1
        }
        continue
      }
      return false
    }
  }

  /// Optionals, metatypes, `...`.
  mutating func parseTypeSuffixes(_ marker: Marker) {
    while true {
      if kind == .postfixQuestionMark && isAdjacentToPrevious() {
        advance()
        finish(.optionalType, marker)
      } else if kind == .exclamationMark && isAdjacentToPrevious() {
        advance()
        finish(.implicitlyUnwrappedOptionalType, marker)
      } else if (kind == .binaryOperator || kind == .postfixOperator) && isAdjacentToPrevious()
        && (firstByte(cursor) == UInt8(ascii: "?") || firstByte(cursor) == UInt8(ascii: "!"))
      {
        let isOptional = firstByte(cursor) == UInt8(ascii: "?")
        splitFirstByte(as: isOptional ? .postfixQuestionMark : .exclamationMark)
        finish(isOptional ? .optionalType : .implicitlyUnwrappedOptionalType, marker)
      } else if kind == .period && (at("Type", offset: 1) || at("Protocol", offset: 1)) {
        advance()
        advance()
        finish(.metatypeType, marker)
      } else if kind == .period && (peekKind(1) == .identifier || peekKind(1).isKeyword) {
        // A member of a parenthesised or generic type: `(A).B`, `Array<Int>.Index`.
        advance()
        advance()
        if isAtGenericOpen { parseGenericArgumentClause() }
        finish(.memberType, marker)
      } else if kind.isOperator && textEquals(cursor, "...") {
        advance()
        finish(.packExpansionType, marker)
      } else {
        return
      }
    }
  }

  mutating func parseSimpleType() {
    let marker = mark
    switch kind {
    case .identifier, .kwAny, .kwCapitalSelf, .kwSelf:
      parseModuleSelector()
      advance()
      if isAtGenericOpen { parseGenericArgumentClause() }
      finish(.identifierType, marker)
      // `A.B.C`
      while kind == .period && (peekKind() == .identifier || peekKind() == .kwCapitalSelf)
        && !at("Type", offset: 1) && !at("Protocol", offset: 1)
      {
        advance()
        parseModuleSelector()
        advance()
        if isAtGenericOpen { parseGenericArgumentClause() }
        finish(.memberType, marker)
      }
    case .leftParen:
      parseTupleType()
    case .leftSquare:
      let saved = (noTrailingClosure, stopAtNewline)
      (noTrailingClosure, stopAtNewline) = (false, false)
      advance()
      parseType()
      var nodeKind = SyntaxKind.arrayType
      if at("of") && !newlineBefore() {
        // `[3 of Int]`, `[N of T]`: an inline array type (SE-0483).
        advance()
        parseType()
        nodeKind = .inlineArrayType
      } else if kind == .colon {
        advance()
        parseType()
        nodeKind = .dictionaryType
      } else if kind == .kwIn || kind == .comma {
        // Inline arrays `[N of T]` and similar: keep tokens.
        while !atEnd && kind != .rightSquare && !kind.isClosingBracket { skipBalanced() }
      }
      expectClosing(.rightSquare, openedAt: marker)
      (noTrailingClosure, stopAtNewline) = saved
      finish(nodeKind, marker)
    case .prefixOperator where textEquals(cursor, "~"), .binaryOperator where textEquals(cursor, "~"):
      advance()
      parseSimpleType()
      finish(.suppressedType, marker)
    case .integerLiteral:
      // A value generic argument: `InlineArray<3, Int>`.
      advance()
      finish(.identifierType, marker)
    case .prefixOperator where textEquals(cursor, "-") && peekKind() == .integerLiteral,
      .binaryOperator where textEquals(cursor, "-") && peekKind() == .integerLiteral:
      // `-123`; `Generic<-123>`, where the lexer glued `<-` (the `<` is split off).
      advance()
      advance()
      finish(.identifierType, marker)
    default:
      error("expected a type")
    }
  }

  /// `(A, label: B, _ name: C)`; also the parameter list of a function type.
  mutating func parseTupleType() {
    let marker = mark
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (false, false)
    advance()  // (
    while !atEnd && kind != .rightParen {
      let element = mark
      let before = cursor
      let isName = kind == .identifier || kind.isKeyword
      if isName && peekKind() == .colon {
        advance()
        advance()
      } else if isName && (peekKind() == .identifier || peekKind().isKeyword)
        && peekKind(2) == .colon
      {
        advance()
        advance()
        advance()
      }
      parseType()
      if kind == .equal { parseInitializerClause() }
      if cursor == before {
        recoverUnexpected("in tuple type")
      } else {
        finish(.tupleTypeElement, element)
      }
      if !consume(.comma) {
        if kind != .rightParen && !kind.isClosingBracket && !atEnd {
          recoverUnexpected("in tuple type: expected ',' or ')'")
          continue
        }
        break
      }
    }
    expectClosing(.rightParen, openedAt: marker)
    (noTrailingClosure, stopAtNewline) = saved
    finish(.tupleType, marker)
  }

  /// `<A, B>` after a type name (the `<` may be glued to more operator characters).
  mutating func parseGenericArgumentClause() {
    let marker = mark
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (false, false)
    consumeLessThan()
    while !atEnd && !(kind.isOperator && firstByte(cursor) == UInt8(ascii: ">")) {
      let before = cursor
      parseType()
      if cursor == before {
        recoverUnexpected("in generic arguments")
        if kind.isClosingBracket { break }
      }
      if !consume(.comma) { break }
    }
    if !consumeGreaterThan() { error("expected '>' to close the generic arguments") }
    (noTrailingClosure, stopAtNewline) = saved
    finish(.genericArgumentClause, marker)
  }

  /// In an expression after a name: whether a `<` opens generic arguments. As in the
  /// compiler, spaces may stand before a lone `<` (`Foo <Bar <Baz>>`); a `<` glued to more
  /// operator characters must touch the name (`Array<<T>`… is not).
  var atGenericArgumentsInExpression: Bool {
    isAtGenericOpen && (isAdjacentToPrevious() || textLength(cursor) == 1)
      && canParseGenericArguments()
  }

  /// In an expression, after a name immediately followed by `<`: whether the `<` opens
  /// generic arguments (`Array<Int>()`) rather than comparing (`a<b`). Scans ahead
  /// without consuming, at most a bounded number of tokens.
  func canParseGenericArguments() -> Bool {
    var angle = 0
    var brackets = 0
    var offset = 0
    while offset < 128 {
      let index = cursor + offset
      guard index < input.count else { return false }
      let kind = input.kinds[index]
      switch kind {
      case .identifier, .kwAny, .kwCapitalSelf, .kwSelf, .period, .comma, .arrow,
        .postfixQuestionMark,
        .exclamationMark, .integerLiteral, .atSign, .kwInout, .kwThrows, .kwRepeat:
        break
      case .colon:
        if brackets == 0 { return false }
      case .leftParen, .leftSquare:
        brackets += 1
      case .rightParen, .rightSquare:
        brackets -= 1
        if brackets < 0 { return false }
      case .binaryOperator, .prefixOperator, .postfixOperator:
        // `A & B`, `~Copyable`, `T...`; but `&&` in `x < y && z > (a)` is not a type's.
        if textEquals(index, "&") || textEquals(index, "~") || textEquals(index, "...") { break }
        // Count angle brackets inside operator tokens such as `>>` or `>?`.
        let start = Int(input.textStarts[index])
        let end = Int(input.textEnds[index])
        var position = start
        while position < end {
          switch bytes[position] {
          case UInt8(ascii: "<"): angle += 1
          case UInt8(ascii: ">"):
            angle -= 1
            if angle == 0 && brackets == 0 {
              // The closing `>`: the rest of the token must be `?`/`!`/`...`, then a token
              // that can follow a type in an expression.
              var rest = position + 1
              while rest < end
                && (bytes[rest] == UInt8(ascii: "?") || bytes[rest] == UInt8(ascii: "!"))
              { rest += 1 }
              if rest < end { return false }
              return canFollowGenericArguments(index + 1)
            }
          case UInt8(ascii: "?"), UInt8(ascii: "!"):
            break
          default:
            return false
          }
          position += 1
        }
      default:
        return false
      }
      offset += 1
    }
    return false
  }

  func canFollowGenericArguments(_ index: Int) -> Bool {
    guard index < input.count else { return true }
    switch input.kinds[index] {
    case .leftParen, .period, .rightParen, .rightSquare, .rightBrace, .comma, .semicolon, .colon,
      .postfixQuestionMark, .exclamationMark, .endOfFile, .leftBrace, .leftSquare:
      return true
    case .binaryOperator:
      return textEquals(index, "==") || textEquals(index, "!=")
    default:
      return newlineBefore(index - cursor)
    }
  }
}
