/// Expressions: operator sequences, prefix/postfix forms, calls, member chains and literals
/// (closures, `if` expressions, key paths and macros are in ParserClosuresAndKeyPaths.swift;
/// argument lists, trailing closures and collection literals in
/// ParserArgumentsAndLiterals.swift).
extension Parser {
  /// Parses an expression. `noTrailingClosure`: a `{` ends it (conditions, `for` sequences).
  /// `allowAssignment`: whether `=` continues it (not in patterns or bindings).
  mutating func parseExpression(noTrailingClosure: Bool = false, allowAssignment: Bool = true) {
    let saved = self.noTrailingClosure
    if noTrailingClosure { self.noTrailingClosure = true }
    parseSequence(allowAssignment: allowAssignment)
    self.noTrailingClosure = saved
  }

  /// Operands joined by binary operators, `=`, ternaries and casts, as one flat `sequenceExpr`.
  mutating func parseSequence(allowAssignment: Bool) {
    guard enter() else { return }
    defer { leave() }
    let marker = mark
    if kind == .kwIs || kind == .kwAs {
      // A pattern that starts with a cast: `case is Foo`, `catch is CancellationError`.
      parseTypeCast()
    } else {
      parseUnary()
    }
    var joined = false
    loop: while !atEnd {
      if stopAtNewline && newlineBefore() { break }
      switch kind {
      case .binaryOperator:
        advance()
        parseUnary()
      case .equal where allowAssignment:
        advance()
        parseUnary()
      case .infixQuestionMark:
        let middle = mark
        advance()
        parseExpression()
        expect(.colon, ":")
        finish(.ternaryMiddle, middle)
        parseUnary()
      case .kwAs, .kwIs:
        parseTypeCast()
      case .arrow:
        // A function type used as a value: `((Int) -> Void).self`; the result is read as an
        // operand, as the compiler does (`((Int)) -> Void { _ in }`).
        advance()
        parseUnary()
      case .kwThrows where isFunctionTypeEffects,
        .identifier where at("async") && isFunctionTypeEffects:
        // `[(Int) throws -> Int]()`, `try P1 & P2 throws -> P3`.
        parseEffectSpecifiers()
        expect(.arrow, "->")
        parseUnary()
      default:
        break loop
      }
      joined = true
    }
    if joined { finish(.sequenceExpr, marker) }
  }

  mutating func parseTypeCast() {
    let marker = mark
    advance()  // as / is
    if kind == .postfixQuestionMark || kind == .exclamationMark { advance() }
    parseType()
    finish(.typeCastSuffix, marker)
  }

  mutating func parseUnary() {
    guard enter() else { return }
    defer { leave() }
    let marker = mark
    switch kind {
    case .kwTry:
      advance()
      if kind == .postfixQuestionMark || kind == .exclamationMark { advance() }
      parseUnary()
      finish(.tryExpr, marker)
    case .identifier where at("await") && isStartOfOperand(1) && !newlineBefore(1):
      advance()
      parseUnary()
      finish(.awaitExpr, marker)
    case .identifier
    where (at("consume") || at("copy") || at("each") || at("unsafe"))
      && (peekKind(1) == .identifier || peekKind(1) == .kwSelf
        || (at("unsafe") && isUnsafeOperand(1)))
      && !newlineBefore(1):
      advance()
      parseUnary()
      finish(.prefixKeywordExpr, marker)
    case .kwRepeat:
      advance()
      parseUnary()
      finish(.prefixKeywordExpr, marker)
    case .prefixOperator where textEquals(cursor, "&"):
      advance()
      parseUnary()
      finish(.inOutExpr, marker)
    case .prefixOperator:
      advance()
      parseUnary()
      finish(.prefixOperatorExpr, marker)
    case .backslash:
      parseKeyPath()
      parsePostfix(marker)
    default:
      if parsePrimary() { parsePostfix(marker) }
    }
  }

  /// Whether the token at `offset`, after `unsafe` on its line, makes `unsafe` Swift 6.2's
  /// prefix keyword rather than a name: a prefix operator (`unsafe !x`, `unsafe &x`), a
  /// literal, `try`, `super`, `Self`, a key path, a `#` expression, `if` or `switch`, which
  /// cannot follow a name on one line; or, after a space, `(`, `[`, a `.` against the name
  /// after it, or `{` outside a condition (`unsafe (x)`, `unsafe [x]`, `unsafe .x`,
  /// `unsafe { … }`), as for the compiler. Against `unsafe` (`unsafe(x)`, `unsafe[x]`,
  /// `unsafe.x`) they stay a call, subscript and member of the name, and in a condition
  /// `unsafe {` is a name before the body.
  func isUnsafeOperand(_ offset: Int) -> Bool {
    switch peekKind(offset) {
    case .prefixOperator, .integerLiteral, .floatLiteral, .stringLiteral, .kwTry, .kwSuper,
      .kwCapitalSelf, .kwTrue, .kwFalse, .kwNil, .backslash, .poundIdentifier, .kwIf, .kwSwitch:
      return true
    case .leftParen, .leftSquare:
      return !isAdjacentToPrevious(offset)
    case .period:
      return !isAdjacentToPrevious(offset) && isAdjacentToPrevious(offset + 1)
    case .leftBrace:
      return !noTrailingClosure && !isAdjacentToPrevious(offset)
    default:
      return false
    }
  }

  /// Whether the token at `offset` can start an operand (used for contextual keywords).
  func isStartOfOperand(_ offset: Int) -> Bool {
    switch peekKind(offset) {
    case .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .leftParen,
      .leftSquare, .leftBrace, .period, .kwSelf, .kwCapitalSelf, .kwSuper, .kwTrue, .kwFalse,
      .kwNil,
      .kwTry, .prefixOperator, .backslash, .poundIdentifier, .kwIf, .kwSwitch, .kwAny:
      return true
    default:
      return false
    }
  }

  /// One primary expression; false (with a diagnostic) if none starts here.
  mutating func parsePrimary() -> Bool {
    let marker = mark
    switch kind {
    case .identifier
    where peekKind() == .identifier
      && (at("borrowing") || at("_borrowing") || at("_consuming") || at("_mutating"))
      && !newlineBefore(1):
      // The binding specifiers of noncopyable patterns: `case .payload(borrowing x):`.
      advance()
      parseUnary()
      finish(.bindingPatternExpr, marker)
    case .identifier
    where peekKind() == .identifier && (at("any") || at("some")) && !newlineBefore(1):
      // A type in expression position: `[any Provider.Type]()`.
      parseType()
      finish(.typeExpr, marker)
    case .identifier, .kwSelf, .kwCapitalSelf, .kwSuper, .kwAny:
      parseModuleSelector()
      advance()
      if kind == .leftParen && isAdjacentToPrevious() && isDeclNameArguments() {
        // `#selector(f(_:with:))`, `` `is`(_:subsetOf:) ``: a name with argument labels.
        while kind != .rightParen && !atEnd { advance() }
        advance()
        finish(.declReferenceExpr, marker)
      } else if atGenericArgumentsInExpression {
        finish(.declReferenceExpr, marker)
        parseGenericArgumentClause()
        finish(.genericSpecializationExpr, marker)
      } else {
        finish(.declReferenceExpr, marker)
      }
    case .kwInit:
      // `init` as a value: `map(Foo.init)` arrives here only after a period; alone it is an error.
      advance()
      finish(.declReferenceExpr, marker)
    case .integerLiteral:
      advance()
      finish(.integerLiteralExpr, marker)
    case .floatLiteral:
      advance()
      finish(.floatLiteralExpr, marker)
    case .stringLiteral:
      advance()
      finish(.stringLiteralExpr, marker)
    case .regexLiteral:
      advance()
      finish(.regexLiteralExpr, marker)
    case .kwTrue, .kwFalse:
      advance()
      finish(.booleanLiteralExpr, marker)
    case .kwNil:
      advance()
      finish(.nilLiteralExpr, marker)
    case .leftParen:
      parseArgumentList(closer: .rightParen, as: .tupleExpr)
    case .leftSquare
    where (peekKind() == .integerLiteral || peekKind() == .identifier) && at("of", offset: 2):
      // `[3 of Int](repeating: 0)`: an inline array type used as a value.
      parseType()
      finish(.typeExpr, marker)
    case .leftSquare:
      parseCollectionLiteral()
    case .leftBrace:
      parseClosure()
    case .period:
      // Implicit member: `.infinity`, `.leading`, `.init(…)`.
      advance()
      parseMemberName()
      finish(.memberAccessExpr, marker)
    case .kwIf:
      parseIfExpression()
    case .kwSwitch:
      parseSwitchExpression()
    case .kwDo where peekKind() == .leftBrace:
      parseDoStatement()
    case .poundIdentifier:
      parseMacroExpansion()
    case .kwLet, .kwVar:
      // A binding inside a pattern: `case let .some(x)`, `.success(let value)`.
      advance()
      parseUnary()
      finish(.bindingPatternExpr, marker)
    case .binaryOperator, .prefixOperator, .postfixOperator:
      // An operator used as a function value: `reduce(0, +)`, `sorted(by: <)`.
      if peekKind() == .rightParen || peekKind() == .comma || peekKind() == .rightSquare {
        advance()
        finish(.declReferenceExpr, marker)
      } else {
        error("expected an expression")
        return false
      }
    case .atSign, .kwInout:
      // A type with attributes used as a value: `(@convention(c) (Any) -> Void).self`,
      // `((inout Int) -> Void).self`.
      parseType()
      finish(.typeExpr, marker)
    default:
      error(atEnd ? "expected an expression before end of file" : "expected an expression")
      return false
    }
    return true
  }

  /// The name after a `.`: an identifier, a keyword (`.default`, `.init`, `.self`) or a tuple index.
  mutating func parseMemberName() {
    parseModuleSelector()
    switch kind {
    case .identifier, .integerLiteral:
      advance()
    case _ where kind.isKeyword:
      advance()
    default:
      error("expected a member name after '.'")
      return
    }
    // `.foo(bar:baz:)` as a name reference.
    if kind == .leftParen && isAdjacentToPrevious() && isDeclNameArguments() {
      while kind != .rightParen && !atEnd { advance() }
      advance()
    }
  }

  /// `(label:label:)` right after a name: argument labels of a function reference.
  func isDeclNameArguments() -> Bool {
    var offset = 1
    var labels = 0
    while true {
      let kind = peekKind(offset)
      if kind == .rightParen { return labels > 0 }
      guard kind == .identifier || kind.isKeyword, peekKind(offset + 1) == .colon else {
        return false
      }
      labels += 1
      offset += 2
    }
  }

  /// Member accesses, calls, subscripts, trailing closures, `?`, `!` and postfix operators
  /// after the operand started at `marker`.
  mutating func parsePostfix(_ marker: Marker) {
    while !atEnd {
      if stopAtNewline && newlineBefore() { return }
      switch kind {
      case .period:
        advance()
        if kind == .poundIdentifier {
          // `.#if`? not valid; let the caller report.
          error("expected a member name after '.'")
          return
        }
        parseMemberName()
        if atGenericArgumentsInExpression {
          parseGenericArgumentClause()
        }
        finish(.memberAccessExpr, marker)
      case .leftParen where !newlineBefore():
        parseArgumentList(closer: .rightParen)
        parseTrailingClosures()
        finish(.functionCallExpr, marker)
      case .leftSquare where !newlineBefore():
        parseArgumentList(closer: .rightSquare)
        parseTrailingClosures()
        finish(.subscriptCallExpr, marker)
      case .leftBrace where atValidTrailingClosure:
        parseTrailingClosures()
        finish(.functionCallExpr, marker)
      case .postfixQuestionMark:
        advance()
        finish(.optionalChainingExpr, marker)
      case .exclamationMark:
        advance()
        finish(.forceUnwrapExpr, marker)
      case .postfixOperator:
        advance()
        finish(.postfixOperatorExpr, marker)
      case .poundIdentifier where at("#if") && newlineBefore() && isPostfixIfConfig:
        // `#if cond .a() #elseif cond .b() #else .c() #endif` inside the chain.
        parseIfConfig(context: .postfixChain)
        finish(.postfixIfConfigExpr, marker)
      default:
        return
      }
    }
  }

  /// At `#if` after an expression: whether its first item continues the chain (`.modifier()`).
  /// (`#if` lines nested at its start are skipped: `#if A\n#if B\n.c()`.)
  var isPostfixIfConfig: Bool {
    var offset = 0
    repeat {
      offset += 1
      while cursor + offset < input.count && !newlineBefore(offset) { offset += 1 }
    } while at("#if", offset: offset)
    return peekKind(offset) == .period
  }

  /// At `{` after an operand: whether it starts a trailing closure. The compiler's rule
  /// (swift-syntax `atValidTrailingClosure`): never for an observer block (`{ didSet`,
  /// `{ willSet`, `{ init`, after attributes too; `{ get(…) }` is a closure) or a switch
  /// body (`{ case`); in a statement condition (`if`/`guard`/`while` conditions, `for` sequences
  /// and `where` clauses, `switch` subjects, `catch` patterns) only when the closure's first
  /// token is on the `{` line and the token after its `}` continues the condition: `{`,
  /// `where` or `,`, or on the same line `.`, `(`, `[`, `?`, `!`, `:`, `=`, `is`, `as` or an
  /// operator (`if xs.contains { $0 > 1 } {`, `switch xs.map { $0 } .count {`).
  var atValidTrailingClosure: Bool {
    guard kind == .leftBrace, !isObserverBlockStart, peekKind() != .kwCase else { return false }
    guard noTrailingClosure else { return true }
    if newlineBefore(1) { return false }
    // The matching `}`, looking at most a bounded distance ahead (so that nested one-line
    // conditions cannot make parsing quadratic).
    var offset = 1
    var depth = 0
    while true {
      if offset > 4_096 { return false }
      switch peekKind(offset) {
      case .endOfFile: return false
      case .leftBrace, .leftParen, .leftSquare: depth += 1
      case .rightParen, .rightSquare: if depth > 0 { depth -= 1 }
      case .rightBrace:
        if depth == 0 { return continuesCondition(afterClosingBraceAt: offset + 1) }
        depth -= 1
      case .poundIdentifier
      where depth == 0
        && (at("#endif", offset: offset) || at("#else", offset: offset)
          || at("#elseif", offset: offset)):
        return false
      default: break
      }
      offset += 1
    }
  }

  /// At `{`: whether `didSet`, `willSet` or `init` follows, after any attributes
  /// (swift-syntax `atStartOfGetSetAccessor`).
  var isObserverBlockStart: Bool {
    var offset = 1
    while peekKind(offset) == .atSign {
      guard peekKind(offset + 1) == .identifier else { return false }
      offset += 2
      if peekKind(offset) == .leftParen { offset = self.offset(pastParenthesesAt: offset) }
    }
    return peekKind(offset) == .kwInit || at("didSet", offset: offset)
      || at("willSet", offset: offset)
  }

  /// After a would-be trailing closure in a condition: whether the token at `offset` shows
  /// that the closure belongs to the condition.
  func continuesCondition(afterClosingBraceAt offset: Int) -> Bool {
    switch peekKind(offset) {
    case .leftBrace, .kwWhere, .comma: return true
    case .leftSquare, .leftParen, .period, .kwIs, .kwAs, .postfixQuestionMark, .infixQuestionMark,
      .exclamationMark, .colon, .equal, .postfixOperator, .binaryOperator:
      return !newlineBefore(offset)
    default: return false
    }
  }
}
