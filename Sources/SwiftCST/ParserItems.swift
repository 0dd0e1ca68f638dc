/// Statements, declarations and `#if` blocks: the items of files, blocks and member lists
/// (`#if` blocks and `switch` are parsed in ParserIfConfigAndSwitch.swift).
extension Parser {
  enum ItemContext {
    case topLevel
    case codeBlock
    /// The statements of an initializer's body, where `init(…)` is a call (swift-syntax
    /// `allowInitDecl: false`): `init(rawValue: x)!`.
    case initializerBody
    case memberBlock
    /// The statements of one `case`/`default` of a switch.
    case switchCaseBody
    /// The cases of a switch (inside `#if` in a switch body).
    case switchCases
    /// Modifiers continuing a postfix chain: `#if os(iOS) .padding() #endif`.
    case postfixChain
    /// Attributes of a declaration: `#if compiler(>=6.3) @available(Android 24, *) #endif`.
    case attributes
  }

  /// Parses items until `terminator`, the end of file, or a token that ends the enclosing
  /// construct (`#else`, `#endif`, a `case` label in a switch).
  mutating func parseItems(until terminator: TokenKind, context: ItemContext) {
    while !atEnd && kind != terminator {
      if kind == .semicolon {
        advance()
        continue
      }
      if atIfConfigContinuation { return }
      if context == .switchCaseBody
        && (atSwitchCaseStart || (at("#if") && ifConfigHoldsSwitchCases))
      {
        return
      }
      if kind.isClosingBracket {
        if terminator == .endOfFile || kind != .rightBrace { recoverUnexpected("here") }
        if kind == .rightBrace { return }
        continue
      }
      let before = cursor
      if context == .switchCases {
        parseSwitchCaseOrIfConfig()
      } else {
        parseItem(context: context)
      }
      if cursor == before {
        recoverUnexpected(context == .memberBlock ? "in declaration list" : "in statement")
      } else if !atEnd && kind != terminator && kind != .semicolon && !kind.isClosingBracket
        && !newlineBefore() && !atIfConfigContinuation && !afterSemicolon
        && !((context == .switchCaseBody || context == .switchCases) && atSwitchCaseStart)
      {
        error("consecutive statements on a line must be separated by ';'")
      }
    }
  }

  /// Whether the token before the current one is a `;` (which ended the item before, as in
  /// `case 1: return "A"; case 2: return "B"`).
  var afterSemicolon: Bool { cursor > 0 && input.kinds[cursor - 1] == .semicolon }

  /// At `#if`: whether every clause holds only attributes (of the declaration after
  /// `#endif`), as in `#if compiler(>=6.3) @available(Android 24, *) #endif`.
  var isIfConfigOfAttributes: Bool {
    var offset = 0
    var nesting = 0
    var sawAttribute = false
    while offset < 4_096 {
      if at("#if", offset: offset) || at("#elseif", offset: offset) {
        if at("#if", offset: offset) { nesting += 1 }
        offset += 1
        while !newlineBefore(offset) && peekKind(offset) != .endOfFile { offset += 1 }
      } else if at("#else", offset: offset) {
        offset += 1
      } else if at("#endif", offset: offset) {
        nesting -= 1
        offset += 1
        if nesting == 0 { return sawAttribute }
      } else if peekKind(offset) == .atSign {
        offset += 2  // `@` and the name
        while peekKind(offset) == .period && peekKind(offset + 1) == .identifier { offset += 2 }
        if peekKind(offset) == .leftParen && !newlineBefore(offset) {
          var depth = 0
          repeat {
            let kind = peekKind(offset)
            if kind == .endOfFile { return false }
            if kind == .leftParen { depth += 1 }
            if kind == .rightParen { depth -= 1 }
            offset += 1
          } while depth > 0
        }
        sawAttribute = true
      } else {
        return false
      }
    }
    return false
  }

  /// `#elseif`, `#else` or `#endif`.
  var atIfConfigContinuation: Bool {
    kind == .poundIdentifier && (at("#endif") || at("#else") || at("#elseif"))
  }

  /// At `#if`: whether its first item is a `case` label (so it belongs to the switch's case
  /// list, not to the statements of the case before it). As in swift-syntax
  /// (`atStartOfConditionalSwitchCases`), directive lines that follow it (`#if`, `#elseif`,
  /// `#else`: an empty clause, a nested block) are skipped first.
  var ifConfigHoldsSwitchCases: Bool {
    var offset = 0
    repeat {
      offset += 1
      while cursor + offset < input.count && !newlineBefore(offset) { offset += 1 }
    } while at("#if", offset: offset) || at("#elseif", offset: offset)
      || at("#else", offset: offset)
    let next = peekKind(offset)
    return next == .kwCase || next == .kwDefault
      || (next == .atSign && at("unknown", offset: offset + 1))
  }

  var atSwitchCaseStart: Bool {
    if kind == .kwCase || kind == .kwDefault { return true }
    // `@unknown default:`
    return kind == .atSign && at("unknown", offset: 1)
  }

  mutating func parseItem(context: ItemContext) {
    guard enter() else { return }
    defer { leave() }
    if kind == .poundIdentifier {
      if at("#if") {
        if isIfConfigOfAttributes {
          parseDeclaration(context: context)
        } else {
          parseIfConfig(context: context)
        }
        return
      }
      let marker = mark
      parseExpression()
      // A freestanding macro on its own (`#Preview { … }`, `#warning("…")`) is a declaration.
      if let last = nodes.last, last.kind == .macroExpansionExpr,
        last.subtreeStart == marker.node
      {
        relabelLast(.macroExpansionDecl)
      }
      return
    }
    if isStartOfDeclaration(context: context) {
      parseDeclaration(context: context)
      return
    }
    parseStatement()
  }

  // MARK: - Statements

  mutating func parseStatement() {
    let marker = mark
    switch kind {
    case .kwGuard:
      advance()
      parseConditionList()
      expect(.kwElse, "else")
      parseCodeBlock()
      finish(.guardStmt, marker)
    case .kwFor: parseForStatement()
    case .kwWhile:
      advance()
      parseConditionList()
      parseCodeBlock()
      finish(.whileStmt, marker)
    case .kwRepeat where peekKind() == .leftBrace:
      advance()
      parseCodeBlock()
      expect(.kwWhile, "while")
      parseExpression(noTrailingClosure: true)
      finish(.repeatStmt, marker)
    case .kwDo: parseDoStatement()
    case .kwDefer:
      advance()
      parseCodeBlock()
      finish(.deferStmt, marker)
    case .kwReturn:
      advance()
      // `return` followed by a declaration on the next line returns nothing.
      if isStartOfOptionalOperand
        && !(newlineBefore() && isStartOfDeclaration(context: .codeBlock))
      {
        parseExpression()
      }
      finish(.returnStmt, marker)
    case .kwThrow:
      advance()
      parseExpression()
      finish(.throwStmt, marker)
    case .kwBreak, .kwContinue:
      let statementKind: SyntaxKind = kind == .kwBreak ? .breakStmt : .continueStmt
      advance()
      if kind == .identifier && !newlineBefore() { advance() }
      finish(statementKind, marker)
    case .kwFallthrough:
      advance()
      finish(.fallthroughStmt, marker)
    case .identifier where peekKind() == .colon && isLabeledStatementTarget(peekKind(2)):
      advance()
      advance()
      parseStatement()
      finish(.labeledStmt, marker)
    case .identifier
    where at("yield") && !newlineBefore(1)
      && (isStartOfOperand(1) || peekKind(1) == .prefixOperator):
      advance()
      parseExpression()
      finish(.returnStmt, marker)
    case .identifier where startsDiscardOperand(peekKind()) && at("discard") && !newlineBefore(1):
      // `discard self`; any operand on the same line (swift-syntax
      // `atContextualKeywordPrefixedSyntax`): `discard Self`, `discard x`.
      advance()
      parseExpression()
      finish(.discardStmt, marker)
    default:
      parseExpression()
    }
  }

  /// After `discard`: whether this token starts its operand.
  func startsDiscardOperand(_ kind: TokenKind) -> Bool {
    switch kind {
    case .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
      .prefixOperator, .atSign, .backslash, .pound, .kwAny, .kwCapitalSelf, .kwSelf, .kwSuper,
      .kwInit, .kwTrue, .kwFalse, .kwNil, .kwTry:
      return true
    default:
      return false
    }
  }

  func isLabeledStatementTarget(_ kind: TokenKind) -> Bool {
    switch kind {
    case .kwFor, .kwWhile, .kwRepeat, .kwDo, .kwIf, .kwSwitch, .kwGuard: true
    default: false
    }
  }

  /// After `return`: whether an operand follows.
  var isStartOfOptionalOperand: Bool {
    switch kind {
    case .rightBrace, .semicolon, .endOfFile, .rightParen, .rightSquare, .kwCase, .kwDefault,
      .atSign:
      return false
    case .poundIdentifier: return !atIfConfigContinuation && !at("#if")
    // A statement keyword starts the next statement (`return` then `guard …`, code left
    // after an early return); `repeat` starts one only before `{` (`repeat each x` is an
    // expression).
    case .kwGuard, .kwWhile, .kwFor, .kwDefer, .kwReturn, .kwThrow, .kwBreak, .kwContinue,
      .kwFallthrough:
      return false
    case .kwRepeat: return peekKind() != .leftBrace
    default: return true
    }
  }

  mutating func parseForStatement() {
    let marker = mark
    advance()  // for
    if kind == .kwTry { advance() }
    if at("await") { advance() }
    if kind == .kwCase { advance() }
    parseExpression(noTrailingClosure: true, allowAssignment: false)
    if kind == .colon { parseTypeAnnotation() }
    expect(.kwIn, "in")
    parseExpression(noTrailingClosure: true)
    if kind == .kwWhere {
      advance()
      parseExpression(noTrailingClosure: true)
    }
    parseCodeBlock()
    finish(.forStmt, marker)
  }

  mutating func parseDoStatement() {
    let marker = mark
    advance()  // do
    if kind == .kwThrows { parseEffectSpecifiers() }
    parseCodeBlock()
    while kind == .kwCatch {
      let clause = mark
      advance()
      if kind != .leftBrace && kind != .kwWhere {
        repeat {
          if kind == .comma { advance() }
          parseExpression(noTrailingClosure: true, allowAssignment: false)
        } while kind == .comma
      }
      if kind == .kwWhere {
        advance()
        parseExpression(noTrailingClosure: true)
      }
      parseCodeBlock()
      finish(.catchClause, clause)
    }
    finish(.doStmt, marker)
  }

  /// The conditions of `if`, `guard` and `while`, separated by commas.
  mutating func parseConditionList() {
    let marker = mark
    repeat {
      if kind == .comma { advance() }
      let condition = mark
      switch kind {
      case .kwLet, .kwVar, .kwCase:
        advance()
        parseExpression(noTrailingClosure: true, allowAssignment: false)
        if kind == .colon { parseTypeAnnotation() }
        if kind == .equal {
          let initializer = mark
          advance()
          parseExpression(noTrailingClosure: true)
          finish(.initializerClause, initializer)
        }
      default:
        if at("inout") {
          advance()
          parseExpression(noTrailingClosure: true, allowAssignment: false)
        } else {
          parseExpression(noTrailingClosure: true)
        }
      }
      if progressed(since: condition) { finish(.condition, condition) }
    } while kind == .comma
    finish(.conditionList, marker)
  }

  /// The body of a function, deinitializer or accessor: `{ statements }`, or, when
  /// `skipper` lets it (`skipBody`), a `codeBlock` of the braces and every token between
  /// them, with no nodes inside.
  /// `header`: where the declaration starts (`skipBody`); -1 to parse the body.
  @inline(__always)
  mutating func parseBody(header: Int) {
    let marker = mark
    if header >= 0 && skipBody(header: header) {
      finish(.codeBlock, marker)
      skipper?.record(Int32(nodes.count - 1))
    } else {
      parseCodeBlock()
    }
  }

  /// `{ statements }`, or a diagnostic when the brace is missing.
  mutating func parseCodeBlock(context: ItemContext = .codeBlock) {
    guard kind == .leftBrace else {
      error("expected '{'")
      return
    }
    let marker = mark
    parseBracedItems(context: context)
    finish(.codeBlock, marker)
  }

  /// At `{`: the items up to the matching `}` (reported if missing). Inside braces a `{` may
  /// again start a trailing closure and expressions continue across lines, whatever the
  /// surrounding condition or `#if` line said.
  mutating func parseBracedItems(context: ItemContext) {
    let opening = mark
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (false, false)
    advance()
    parseItems(until: .rightBrace, context: context)
    expectClosing(.rightBrace, openedAt: opening)
    (noTrailingClosure, stopAtNewline) = saved
  }

  /// Consumes the closer of a bracket opened at `marker`, or reports where it was opened.
  mutating func expectClosing(_ closer: TokenKind, openedAt marker: Marker) {
    if consume(closer) { return }
    let opened = finalToken(at: Int(marker.token))
    let opening = opened.start
    let location = lineColumn(of: opening)
    error(
      "expected '\(Self.spelling(of: closer))' to match '\(Self.spelling(of: opened.kind))' at line \(location.line)"
    )
  }

  func lineColumn(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var position = 0
    while position < offset {
      if bytes[position] == 10 {
        line += 1
        lineStart = position + 1
      }
      position += 1
    }
    return (line, offset - lineStart + 1)
  }
}
