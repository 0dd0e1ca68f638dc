// Closures (signature included), `if` expressions, key paths and macro expansions.
extension Parser {
  // MARK: - Closures

  mutating func parseClosure() {
    guard enter() else { return }
    defer { leave() }
    let marker = mark
    let saved = (noTrailingClosure, stopAtNewline)
    (noTrailingClosure, stopAtNewline) = (false, false)
    advance()  // {
    if hasClosureSignature() { parseClosureSignature() }
    parseItems(until: .rightBrace, context: .codeBlock)
    expectClosing(.rightBrace, openedAt: marker)
    (noTrailingClosure, stopAtNewline) = saved
    finish(.closureExpr, marker)
  }

  /// After `{`: whether `attributes? [captures]? (params | a, b)? effects? (-> T)? in` follows.
  func hasClosureSignature() -> Bool {
    var offset = 0
    func skipBalanced(_ offset: inout Int) -> Bool {
      var depth = 0
      repeat {
        let kind = peekKind(offset)
        if kind == .endOfFile { return false }
        if kind.isOpeningBracket { depth += 1 }
        if kind.isClosingBracket { depth -= 1 }
        offset += 1
      } while depth > 0 && offset < 4096
      return depth == 0
    }
    while peekKind(offset) == .atSign {
      offset += 2
      if peekKind(offset) == .leftParen && !skipBalanced(&offset) { return false }
    }
    if peekKind(offset) == .leftSquare {
      if !skipBalanced(&offset) { return false }
    }
    if peekKind(offset) == .leftParen {
      if !skipBalanced(&offset) { return false }
    } else {
      while peekKind(offset) == .identifier {
        offset += 1
        if peekKind(offset) == .comma {
          offset += 1
        } else {
          break
        }
      }
    }
    while peekKind(offset) == .kwThrows || at("async", offset: offset) {
      offset += 1
      if peekKind(offset) == .leftParen && !skipBalanced(&offset) { return false }
    }
    if peekKind(offset) == .arrow {
      // Skip the return type: anything type-like up to `in`.
      offset += 1
      var steps = 0
      while peekKind(offset) != .kwIn && steps < 256 {
        let kind = peekKind(offset)
        switch kind {
        case .leftParen, .leftSquare:
          if !skipBalanced(&offset) { return false }
          continue
        case .identifier, .period, .postfixQuestionMark, .exclamationMark, .binaryOperator, .comma,
          .kwAny, .kwCapitalSelf, .prefixOperator, .postfixOperator, .arrow, .colon, .atSign:
          offset += 1
        default:
          return false
        }
        steps += 1
      }
    }
    return peekKind(offset) == .kwIn
  }

  mutating func parseClosureSignature() {
    let marker = mark
    while kind == .atSign { parseAttribute() }
    if kind == .leftSquare {
      let captures = mark
      skipBalanced()
      finish(.captureList, captures)
    }
    if kind == .leftParen {
      parseParameterClause()
    } else {
      while kind == .identifier {
        advance()
        if !consume(.comma) { break }
      }
    }
    parseEffectSpecifiers()
    if kind == .arrow { parseReturnClause() }
    expect(.kwIn, "in")
    finish(.closureSignature, marker)
  }

  // MARK: - if, key paths, macros

  /// `if conditions { … } else if … { … } else { … }`.
  mutating func parseIfExpression() {
    let marker = mark
    advance()  // if
    parseConditionList()
    parseCodeBlock()
    if kind == .kwElse {
      advance()
      if kind == .kwIf {
        parseIfExpression()
      } else {
        parseCodeBlock()
      }
    }
    finish(.ifExpr, marker)
  }

  /// `\Root.path.to?.value`, `\.member`, `\.[index]`, `\.self`.
  mutating func parseKeyPath() {
    let marker = mark
    advance()  // backslash
    if kind == .identifier || kind == .kwCapitalSelf || kind == .leftSquare || kind == .leftParen {
      // The root type.
      if kind == .identifier || kind == .kwCapitalSelf {
        let root = mark
        advance()
        if atGenericArgumentsInExpression {
          parseGenericArgumentClause()
        }
        finish(.typeExpr, root)
      } else {
        parseSimpleType()
      }
    }
    // Components: `.name`, `?`, `!`, `[subscript]`, glued to each other.
    while true {
      if kind == .period {
        advance()
        if kind == .leftSquare {
          parseArgumentList(closer: .rightSquare)
        } else {
          parseMemberName()
        }
      } else if kind == .postfixQuestionMark || kind == .exclamationMark {
        advance()
      } else if kind.isOperator && isKeyPathPunctuation {
        // `\ .?.status`: the lexer read `.?.` as one operator; split it piece by piece.
        let first = firstByte(cursor)
        if first == UInt8(ascii: ".") {
          splitFirstByte(as: .period)
          if kind == .leftSquare {
            parseArgumentList(closer: .rightSquare)
          } else if kind == .identifier || kind.isKeyword || kind == .integerLiteral {
            parseMemberName()
          }
        } else {
          splitFirstByte(as: first == UInt8(ascii: "?") ? .postfixQuestionMark : .exclamationMark)
        }
      } else if kind == .leftSquare && isAdjacentToPrevious() {
        parseArgumentList(closer: .rightSquare)
      } else {
        break
      }
    }
    finish(.keyPathExpr, marker)
  }

  /// An operator token made of `.`, `?` and `!` only, starting with `.` or glued to the key
  /// path before it.
  var isKeyPathPunctuation: Bool {
    let start = Int(input.textStarts[cursor])
    let end = Int(input.textEnds[cursor])
    guard end - start > 1 else { return false }
    for offset in start..<end {
      let byte = bytes[offset]
      guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
      else { return false }
    }
    return bytes[start] == UInt8(ascii: ".") || isAdjacentToPrevious()
  }

  /// `#name`, `#name(arguments)`, `#name { trailing }`; `#available(…)` keeps its platform list as is.
  mutating func parseMacroExpansion() {
    let marker = mark
    let isAvailability = at("#available") || at("#unavailable") || at("#_hasSymbol")
    let isDirective = at("#if") || at("#else") || at("#elseif") || at("#endif")
    if isDirective {
      error("unexpected '\(currentText)' in expression")
      advance()
      finish(.unknown, marker)
      return
    }
    advance()
    if kind == .colonColon {
      // `#Module::macro`.
      advance()
      parseName()
    }
    if atGenericArgumentsInExpression {
      parseGenericArgumentClause()
    }
    if kind == .leftParen && !newlineBefore() {
      if isAvailability {
        let arguments = mark
        skipBalanced()
        finish(.argumentList, arguments)
      } else {
        parseArgumentList(closer: .rightParen)
      }
    }
    parseTrailingClosures()
    finish(.macroExpansionExpr, marker)
  }
}
