/// `#if` blocks (active clauses parsed as items, inactive ones kept as tokens) and `switch`
/// expressions with their cases, which may be wrapped in `#if`.
extension Parser {
  // MARK: - #if

  /// `#if cond items (#elseif cond items)* (#else items)? #endif`.
  /// A clause the compiler would not parse (see `IfConfigCondition`) is kept as one
  /// `inactiveCode` node of tokens, with no diagnostics.
  mutating func parseIfConfig(context: ItemContext) {
    let marker = mark
    // Whether an earlier clause is active (nil: depends on the build), and whether the
    // last evaluated condition tested a version (an `#else` inherits it, as in the compiler).
    var foundActive: Bool? = false
    var isVersionCheck = false
    while kind == .poundIdentifier && (at("#if") || at("#elseif") || at("#else")) {
      let clause = mark
      let isElse = at("#else")
      advance()
      var value: Bool? = true
      if !isElse {
        let conditionStart = cursor
        parseIfConfigCondition()
        let condition = evaluateIfConfigCondition(from: conditionStart, to: cursor)
        value = condition.value
        if foundActive != true { isVersionCheck = condition.isVersionCheck }
      }
      let isActive: Bool? =
        switch foundActive {
        case true: false
        case false: value
        default: value == false ? false : nil
        }
      foundActive =
        foundActive == true || value == true
        ? true : (foundActive == false && value == false ? false : nil)
      if isActive == false && isVersionCheck {
        skipInactiveClause()
      } else if context == .attributes {
        while kind == .atSign || (at("#if") && isIfConfigOfAttributes) {
          if kind == .atSign { parseAttribute() } else { parseIfConfig(context: .attributes) }
        }
      } else if context == .postfixChain {
        if kind == .period {
          let chain = mark
          advance()
          parseMemberName()
          finish(.memberAccessExpr, chain)
          parsePostfix(chain)
        } else if at("#if") && isPostfixIfConfig {
          // A nested block first: `#if A #if B .c() #endif .d() #endif`.
          let chain = mark
          parseIfConfig(context: .postfixChain)
          finish(.postfixIfConfigExpr, chain)
          parsePostfix(chain)
        }
      } else {
        parseItems(until: .rightBrace, context: context)
      }
      finish(.ifConfigClause, clause)
      if atEnd || kind == .rightBrace { break }
    }
    if at("#endif") {
      advance()
    } else {
      error("expected '#endif'")
    }
    finish(.ifConfigDecl, marker)
  }

  /// Skips the tokens of an inactive clause up to its `#elseif`, `#else` or `#endif`
  /// (nested `#if` blocks included) as one `inactiveCode` node.
  mutating func skipInactiveClause() {
    let marker = mark
    var nesting = 0
    while !atEnd {
      if kind == .poundIdentifier {
        if at("#if") {
          nesting += 1
        } else if at("#endif") {
          if nesting == 0 { break }
          nesting -= 1
        } else if nesting == 0 && (at("#else") || at("#elseif")) {
          break
        }
      }
      advance()
    }
    if progressed(since: marker) { finish(.inactiveCode, marker) }
  }

  mutating func parseIfConfigCondition() {
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (true, true)
    parseExpression(noTrailingClosure: true)
    (noTrailingClosure, stopAtNewline) = saved
  }

  // MARK: - switch

  /// `switch subject { cases }`.
  mutating func parseSwitchExpression() {
    let marker = mark
    advance()  // switch
    parseExpression(noTrailingClosure: true)
    guard kind == .leftBrace else {
      error("expected '{' after switch subject")
      finish(.switchExpr, marker)
      return
    }
    parseBracedItems(context: .switchCases)
    finish(.switchExpr, marker)
  }

  mutating func parseSwitchCaseOrIfConfig() {
    if kind == .poundIdentifier && at("#if") {
      parseIfConfig(context: .switchCases)
      return
    }
    if kind == .poundIdentifier && !atIfConfigContinuation {
      // `#warning("…")` or another freestanding macro between cases.
      parseItem(context: .codeBlock)
      return
    }
    guard atSwitchCaseStart else {
      recoverUnexpected("in switch: expected 'case' or 'default'")
      return
    }
    let marker = mark
    let label = mark
    if kind == .atSign { parseAttribute() }
    if kind == .kwDefault {
      advance()
    } else {
      advance()  // case
      repeat {
        if kind == .comma { advance() }
        // A `:` ends the label, so trailing closures are fine here.
        parseExpression(allowAssignment: false)
        if kind == .kwWhere {
          advance()
          parseExpression()
        }
      } while kind == .comma
    }
    expect(.colon, ":")
    finish(.switchCaseLabel, label)
    parseItems(until: .rightBrace, context: .switchCaseBody)
    finish(.switchCase, marker)
  }
}
