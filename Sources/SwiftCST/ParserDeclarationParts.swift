/// The parts of declarations: function signatures (generic parameters, parameters, effects,
/// results), inheritance and `where` clauses, property bindings and accessor blocks.
extension Parser {
  /// `header`: where the declaration starts, for `parseBody`; -1 to parse the body.
  mutating func parseFunction(_ marker: Marker, header: Int = -1) {
    advance()  // func
    if kind == .identifier || kind.isKeyword || kind.isOperator || kind == .exclamationMark
      || kind == .postfixQuestionMark || kind == .infixQuestionMark || kind == .equal
    {
      advance()
    } else {
      error("expected a function name")
    }
    if isAtGenericOpen { parseGenericParameterClause() }
    parseParameterClause()
    parseEffectSpecifiers()
    if kind == .arrow { parseReturnClause() }
    if kind == .kwWhere { parseGenericWhereClause() }
    if kind == .leftBrace { parseBody(header: header) }
    finish(.functionDecl, marker)
  }

  /// A `<` that opens generic parameters or arguments (the lexer may have glued it to more).
  var isAtGenericOpen: Bool {
    (kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator)
      && firstByte(cursor) == UInt8(ascii: "<")
  }

  /// Consumes a `<`, splitting it off a longer operator token if needed.
  mutating func consumeLessThan() {
    if textLength(cursor) == 1 { advance() } else { splitFirstByte(as: .binaryOperator) }
  }

  /// Consumes a `>`, splitting it off `>>`, `>?`, `>!`… if needed; false if there is none.
  mutating func consumeGreaterThan() -> Bool {
    guard kind.isOperator && firstByte(cursor) == UInt8(ascii: ">") else { return false }
    if textLength(cursor) == 1 { advance() } else { splitFirstByte(as: .binaryOperator) }
    return true
  }

  mutating func parseGenericParameterClause() {
    let marker = mark
    consumeLessThan()
    while !atEnd && !(kind.isOperator && firstByte(cursor) == UInt8(ascii: ">")) {
      let parameter = mark
      while kind == .atSign { parseAttribute() }
      if at("each") && peekKind() == .identifier { advance() }
      if kind == .kwLet { advance() }  // value generics: `let N: Int`
      parseName()
      if kind == .colon {
        advance()
        parseType()
      }
      if kind == .equal {
        advance()
        parseType()
      }
      finish(.genericParameter, parameter)
      if !consume(.comma) { break }
    }
    if !consumeGreaterThan() { error("expected '>' to close the generic parameters") }
    finish(.genericParameterClause, marker)
  }

  mutating func parseInheritanceClause() {
    let marker = mark
    advance()  // :
    repeat {
      if kind == .comma { advance() }
      if kind == .kwClass { advance() } else { parseType() }
    } while kind == .comma
    finish(.inheritanceClause, marker)
  }

  mutating func parseGenericWhereClause() {
    let marker = mark
    advance()  // where
    repeat {
      if kind == .comma { advance() }
      let requirement = mark
      parseType()
      if kind == .colon {
        advance()
        if kind == .kwClass { advance() } else { parseType() }
      } else if kind == .binaryOperator && textLength(cursor) == 2
        && firstByte(cursor) == UInt8(ascii: "=")
      {
        advance()  // ==
        parseType()
      } else {
        error("expected ':' or '==' in a where clause")
      }
      finish(.genericRequirement, requirement)
    } while kind == .comma
    finish(.genericWhereClause, marker)
  }

  /// At `isolated` or `_const` in a parameter: whether it is the parameter's label rather
  /// than a modifier (swift-syntax `startsParameterName`): `isolated: A`, `isolated x: A`.
  var startsParameterName: Bool {
    let next = peekKind()
    if next == .colon { return true }
    guard next == .identifier || next.isKeyword else { return false }
    return peekKind(2) == .colon
  }

  /// `(parameters)` of a function, initializer, subscript, enum case, macro or closure.
  mutating func parseParameterClause() {
    guard kind == .leftParen else {
      error("expected '(' to start the parameter list")
      return
    }
    let marker = mark
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (false, false)
    advance()
    while !atEnd && kind != .rightParen {
      let parameter = mark
      let before = cursor
      while kind == .atSign { parseAttribute() }
      // `isolated _ actor: A`, `_const _ x: Int`: parameter modifiers before the names.
      while (at("isolated") || at("_const")) && !startsParameterName {
        let modifier = mark
        advance()
        finish(.modifier, modifier)
      }
      // `name: T`, `label name: T`, `name` (a closure parameter), or `T` (an enum case's
      // unlabelled associated value).
      let isName = kind == .identifier || kind.isKeyword
      if isName && peekKind() == .colon {
        advance()
      } else if isName && (peekKind() == .identifier || peekKind().isKeyword)
        && peekKind(2) == .colon
      {
        advance()
        advance()
      }
      if kind == .colon {
        advance()
        parseType()
      } else if isName && (peekKind() == .comma || peekKind() == .rightParen)
        && kind != .kwCapitalSelf
        && kind != .kwAny
      {
        advance()
      } else {
        parseType()
      }
      if kind.isOperator && textEquals(cursor, "...") { advance() }
      if kind == .equal { parseInitializerClause() }
      if cursor == before {
        recoverUnexpected("in parameter list")
      } else {
        finish(.parameter, parameter)
      }
      if !consume(.comma) {
        if kind != .rightParen && !kind.isClosingBracket && !atEnd {
          recoverUnexpected("in parameter list: expected ',' or ')'")
          continue
        }
        break
      }
    }
    expectClosing(.rightParen, openedAt: marker)
    (noTrailingClosure, stopAtNewline) = saved
    finish(.parameterClause, marker)
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` after a signature.
  mutating func parseEffectSpecifiers() {
    let marker = mark
    while true {
      if kind == .kwThrows || kind == .kwRethrows {
        advance()
        if kind == .leftParen {
          // `throws(E)`, also `throws (E)`.
          advance()
          parseType()
          expect(.rightParen, ")")
        }
      } else if (at("async") || at("reasync"))
        && !(newlineBefore() && (peekKind() == .kwLet || peekKind() == .kwVar))
      {
        advance()
      } else {
        break
      }
    }
    if progressed(since: marker) { finish(.effectSpecifiers, marker) }
  }

  mutating func parseReturnClause() {
    let marker = mark
    advance()  // ->
    parseType()
    finish(.returnClause, marker)
  }

  mutating func parseTypeAnnotation() {
    let marker = mark
    advance()  // :
    parseType()
    finish(.typeAnnotation, marker)
  }

  mutating func parseInitializerClause() {
    let marker = mark
    advance()  // =
    parseExpression()
    finish(.initializerClause, marker)
  }

  /// `name: Type = value { accessors }` of a `var`/`let`.
  mutating func parsePatternBinding(header: Int = -1) {
    let marker = mark
    parseExpression(noTrailingClosure: true, allowAssignment: false)
    if kind == .colon { parseTypeAnnotation() }
    if kind == .equal { parseInitializerClause() }
    if kind == .leftBrace { parseAccessorBlock(header: header) }
    finish(.patternBinding, marker)
  }

  static let accessorWords: [StaticString] = [
    "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "unsafeAddress",
    "unsafeMutableAddress", "init",
  ]

  /// At `{`: whether it holds accessors (`get`, `set`, `willSet`, …) rather than a getter's statements.
  var isAccessorListStart: Bool {
    var offset = 1
    while peekKind(offset) == .atSign {
      offset += 2
      if peekKind(offset) == .leftParen { offset = self.offset(pastParenthesesAt: offset) }
    }
    while isModifier(at: offset) { offset += modifierLength(at: offset) }
    let index = cursor + offset
    guard index < input.count else { return false }
    if input.kinds[index] == .kwInit { return peekKind(offset + 1) == .leftBrace }
    guard input.kinds[index] == .identifier else { return false }
    for word in Self.accessorWords where textEquals(index, word) {
      let next = peekKind(offset + 1)
      return next == .leftBrace || next == .rightBrace || next == .leftParen || next == .identifier
        || next == .kwThrows || newlineBefore(offset + 1)
    }
    return false
  }

  mutating func parseAccessorBlock(header: Int = -1) {
    let marker = mark
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (false, false)
    if isAccessorListStart {
      advance()  // {
      while !atEnd && kind != .rightBrace {
        if kind == .poundIdentifier && at("#if") {
          parseIfConfig(context: .memberBlock)
          continue
        }
        if kind == .semicolon {
          advance()
          continue
        }
        let accessor = mark
        let before = cursor
        parseAttributesAndModifiers()
        if kind == .identifier || kind == .kwInit {
          advance()
          if kind == .leftParen {
            // `set(newValue)`, `willSet(value)`
            skipBalanced()
          }
          parseEffectSpecifiers()
          if kind == .leftBrace { parseBody(header: header) }
        }
        if cursor == before {
          recoverUnexpected("in accessor list")
        } else {
          finish(.accessorDecl, accessor)
        }
      }
    } else if header >= 0 && skipBody(header: header) {
      // A computed property's getter, left unparsed (`parseBody`).
      (noTrailingClosure, stopAtNewline) = saved
      finish(.accessorBlock, marker)
      skipper?.record(Int32(nodes.count - 1))
      return
    } else {
      advance()  // {
      parseItems(until: .rightBrace, context: .codeBlock)
    }
    expectClosing(.rightBrace, openedAt: marker)
    (noTrailingClosure, stopAtNewline) = saved
    finish(.accessorBlock, marker)
  }
}
