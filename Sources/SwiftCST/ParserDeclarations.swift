/// Declarations: types, functions, properties, enum cases, imports, operators, macros.
extension Parser {
  static let contextualModifiers: [StaticString] = [
    "open", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "optional",
    "required", "convenience", "dynamic", "indirect", "prefix", "postfix", "infix", "nonisolated",
    "distributed", "package", "consuming", "borrowing", "__consuming", "__setter_access", "async",
    "isolated", "_const", "_local",
  ]

  func isModifier(at offset: Int) -> Bool {
    let index = cursor + offset
    guard index < input.count else { return false }
    switch input.kinds[index] {
    case .kwPublic, .kwPrivate, .kwFileprivate, .kwInternal, .kwStatic: return true
    case .kwClass:
      // `class func`, `class var`, `class override …`; not `class Foo`.
      let next = peekKind(offset + 1)
      return next.isKeyword || (next == .identifier && isModifier(at: offset + 1))
        || next == .atSign
        || (next == .identifier && at("actor", offset: offset + 1))
    case .identifier:
      for word in Self.contextualModifiers where textEquals(index, word) { return true }
      return false
    default: return false
    }
  }

  /// The number of tokens a modifier at `offset` spans (`private(set)` is four).
  func modifierLength(at offset: Int) -> Int {
    if peekKind(offset + 1) == .leftParen && peekKind(offset + 3) == .rightParen
      && (peekKind(offset + 2) == .identifier || peekKind(offset + 2).isKeyword)
    {
      return 4
    }
    return 1
  }

  func isDeclarationKeyword(at offset: Int, context: ItemContext) -> Bool {
    switch peekKind(offset) {
    case .kwInit:
      return context != .initializerBody
    case .kwImport, .kwStruct, .kwClass, .kwEnum, .kwProtocol, .kwExtension, .kwFunc,
      .kwDeinit, .kwSubscript, .kwTypealias, .kwAssociatedtype, .kwVar, .kwLet, .kwOperator,
      .kwPrecedencegroup:
      return true
    case .kwCase:
      return context == .memberBlock || offset > 0
    case .identifier:
      // `actor Name`, `macro name`: contextual keywords followed by a name on the same line.
      if at("actor", offset: offset) || at("macro", offset: offset) {
        return peekKind(offset + 1) == .identifier && !newlineBefore(offset + 1)
      }
      return false
    default:
      return false
    }
  }

  func isStartOfDeclaration(context: ItemContext) -> Bool {
    if kind == .atSign { return true }
    if kind == .poundIdentifier && at("#if") && isIfConfigOfAttributes { return true }
    if isDeclarationKeyword(at: 0, context: context) { return true }
    var offset = 0
    while isModifier(at: offset) {
      offset += modifierLength(at: offset)
      if peekKind(offset) == .atSign || isDeclarationKeyword(at: offset, context: context) {
        return true
      }
      // `public #externalMacro(…)`: a freestanding macro declaration with modifiers.
      if peekKind(offset) == .poundIdentifier && !newlineBefore(offset)
        && !at("#if", offset: offset) && !at("#else", offset: offset)
        && !at("#elseif", offset: offset) && !at("#endif", offset: offset)
      {
        return true
      }
    }
    return false
  }

  mutating func parseDeclaration(context: ItemContext) {
    let marker = mark
    let start = cursor
    // Where a member's or top-level declaration starts, for `skipBody` to read its header;
    // -1 when none of its bodies may be left unparsed.
    let header =
      skipper != nil && !keepsMemberBodies && (context == .memberBlock || context == .topLevel)
      ? start : -1
    parseAttributesAndModifiers()
    switch kind {
    case .kwImport:
      advance()
      if kind.isKeyword { advance() }  // import struct A.B
      parseDottedName()
      finish(.importDecl, marker)
    case .kwStruct: parseNominalType(.structDecl, marker, start: start)
    case .kwClass: parseNominalType(.classDecl, marker, start: start)
    case .kwEnum: parseNominalType(.enumDecl, marker, start: start)
    case .kwProtocol: parseNominalType(.protocolDecl, marker, start: start)
    case .identifier where at("actor"): parseNominalType(.actorDecl, marker, start: start)
    case .kwExtension:
      advance()
      parseType()
      if kind == .colon { parseInheritanceClause() }
      if kind == .kwWhere { parseGenericWhereClause() }
      parseMembers(ofTypeAt: start)
      finish(.extensionDecl, marker)
    case .kwFunc: parseFunction(marker, header: header)
    case .kwInit:
      advance()
      if kind == .postfixQuestionMark || kind == .exclamationMark || kind == .infixQuestionMark
        || (kind == .prefixOperator && textLength(cursor) == 1
          && firstByte(cursor) == UInt8(ascii: "!"))
      {
        // `init?(…)`, and with spaces `init ?(…)`, `init ? (…)`, `init !(…)`.
        advance()
      } else if kind == .binaryOperator || kind == .postfixOperator,
        firstByte(cursor) == UInt8(ascii: "?") || firstByte(cursor) == UInt8(ascii: "!")
      {
        splitFirstByte(as: .postfixQuestionMark)
      }
      if isAtGenericOpen { parseGenericParameterClause() }
      parseParameterClause()
      parseEffectSpecifiers()
      if kind == .kwWhere { parseGenericWhereClause() }
      if kind == .leftBrace { parseCodeBlock(context: .initializerBody) }
      finish(.initializerDecl, marker)
    case .kwDeinit:
      advance()
      parseEffectSpecifiers()
      if kind == .leftBrace { parseBody(header: header) }
      finish(.deinitializerDecl, marker)
    case .kwSubscript:
      advance()
      if isAtGenericOpen { parseGenericParameterClause() }
      parseParameterClause()
      parseEffectSpecifiers()
      if kind == .arrow { parseReturnClause() }
      if kind == .kwWhere { parseGenericWhereClause() }
      if kind == .leftBrace { parseAccessorBlock(header: header) }
      finish(.subscriptDecl, marker)
    case .kwVar, .kwLet:
      advance()
      repeat {
        if kind == .comma { advance() }
        parsePatternBinding(header: header)
      } while kind == .comma
      finish(.variableDecl, marker)
    case .kwTypealias:
      advance()
      parseName()
      if isAtGenericOpen { parseGenericParameterClause() }
      if kind == .equal {
        advance()
        parseType()
      }
      if kind == .kwWhere { parseGenericWhereClause() }
      finish(.typealiasDecl, marker)
    case .kwAssociatedtype:
      advance()
      parseName()
      if kind == .colon { parseInheritanceClause() }
      if kind == .equal {
        advance()
        parseType()
      }
      if kind == .kwWhere { parseGenericWhereClause() }
      finish(.associatedtypeDecl, marker)
    case .kwCase:
      advance()
      repeat {
        if kind == .comma { advance() }
        let element = mark
        parseName()
        if kind == .leftParen { parseParameterClause() }
        if kind == .equal { parseInitializerClause() }
        finish(.enumCaseElement, element)
      } while kind == .comma
      finish(.enumCaseDecl, marker)
    case .kwOperator:
      advance()
      if !atEnd && !newlineBefore() { advance() }  // the operator
      if kind == .colon {
        advance()
        parseDottedName()
      }
      if kind == .leftBrace { skipBalanced() }
      finish(.operatorDecl, marker)
    case .kwPrecedencegroup:
      advance()
      parseName()
      if kind == .leftBrace {
        skipBalanced()
      } else {
        error("expected '{' after precedence group name")
      }
      finish(.precedenceGroupDecl, marker)
    case .identifier where at("macro"):
      advance()
      parseName()
      if isAtGenericOpen { parseGenericParameterClause() }
      parseParameterClause()
      if kind == .arrow { parseReturnClause() }
      if kind == .equal { parseInitializerClause() }
      if kind == .kwWhere { parseGenericWhereClause() }
      finish(.macroDecl, marker)
    case .poundIdentifier where !at("#if"):
      parseExpression()
      finish(.macroExpansionDecl, marker)
    default:
      if progressed(since: marker) {
        // Attributes or modifiers before something that is not a declaration: attributes
        // may also precede a closure or expression statement (`@MainActor in`, `@unknown`).
        if kind == .leftBrace || kind == .identifier || kind == .kwSelf || kind == .period {
          parseExpression()
        } else {
          error("expected a declaration")
        }
        finish(.unknown, marker)
      }
    }
  }

  mutating func parseAttributesAndModifiers() {
    while true {
      if kind == .atSign {
        parseAttribute()
      } else if kind == .poundIdentifier && at("#if") && isIfConfigOfAttributes {
        parseIfConfig(context: .attributes)
      } else if isModifier(at: 0) {
        let marker = mark
        let length = modifierLength(at: 0)
        for _ in 0..<length { advance() }
        finish(.modifier, marker)
      } else {
        return
      }
    }
  }

  /// `@name`, `@name(arguments)`, `@Module.Name<Args>(…)`.
  mutating func parseAttribute() {
    let marker = mark
    advance()  // @
    let name = cursor
    if kind == .identifier || kind.isKeyword {
      parseModuleSelector()
      advance()
      // `@Module.Name`, `@B<Float>.Generic<Float>`: the name is a type, so spaces may stand
      // around its `.` and `<` (`@Encoded .Foo`).
      while true {
        if kind == .period && peekKind() == .identifier {
          advance()
          advance()
        } else if isAtGenericOpen {
          parseGenericArgumentClause()
        } else {
          break
        }
      }
      if kind == .leftParen && !newlineBefore() && !isAttributeWithoutArguments(name)
        && !parenthesesStartFunctionType
      {
        let arguments = mark
        skipBalanced()
        finish(.argumentList, arguments)
      }
    } else {
      error("expected an attribute name after '@'")
    }
    finish(.attribute, marker)
  }

  /// Type attributes that never take arguments, so that a `(` after them starts the type
  /// (`@escaping() -> Void`).
  func isAttributeWithoutArguments(_ index: Int) -> Bool {
    textEquals(index, "escaping") || textEquals(index, "autoclosure")
      || textEquals(index, "Sendable") || textEquals(index, "noescape")
      || textEquals(index, "preconcurrency") || textEquals(index, "retroactive")
      || textEquals(index, "unchecked")
  }

  /// At `(` after an attribute's name: whether the parentheses are the parameters of a
  /// function type rather than the attribute's arguments, because what follows them can
  /// only follow a parameter list or ends the type (the compiler's Swift 5 rule,
  /// swift-syntax `atAttributeOrSpecifierArgument`): `@MainActor([T]) -> Void`,
  /// `@Sendable (Int) async -> Void`. `@ Name (args)` with spaces is allowed there too.
  var parenthesesStartFunctionType: Bool {
    var offset = 0
    var depth = 0
    repeat {
      switch peekKind(offset) {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      case .endOfFile: return false
      default: break
      }
      offset += 1
    } while depth > 0
    switch peekKind(offset) {
    case .arrow, .kwThrows, .kwRethrows, .kwThrow, .rightParen, .rightBrace, .rightSquare:
      return true
    case .binaryOperator, .postfixOperator, .prefixOperator:
      return firstByte(cursor + offset) == UInt8(ascii: ">")
    default:
      return at("async", offset: offset) || at("reasync", offset: offset)
    }
  }

  mutating func parseName() {
    if kind == .identifier || kind.isKeyword {
      advance()
    } else {
      error("expected a name")
    }
  }

  /// `A.B.C` of an `import` or an extension; `Kit::A` with a module selector.
  mutating func parseDottedName() {
    parseModuleSelector()
    parseName()
    while kind == .period {
      advance()
      parseModuleSelector()
      parseName()
    }
  }

  /// struct, class, enum, protocol, actor.
  /// `start`: the input index of the declaration's first token (attributes included).
  mutating func parseNominalType(_ nodeKind: SyntaxKind, _ marker: Marker, start: Int) {
    advance()  // the keyword
    parseName()
    if isAtGenericOpen { parseGenericParameterClause() }
    if kind == .colon { parseInheritanceClause() }
    if kind == .kwWhere { parseGenericWhereClause() }
    parseMembers(ofTypeAt: start)
    finish(nodeKind, marker)
  }

  /// The member block of a type or extension whose declaration starts at input index
  /// `start`, its members keeping their bodies parsed when its header names a word of
  /// `BodySkipping.typeHeaderWords`.
  mutating func parseMembers(ofTypeAt start: Int) {
    let enclosingKeeps = keepsMemberBodies
    if skipper != nil, !enclosingKeeps, headerNamesATypeWhoseMemberBodiesAreRead(from: start) {
      keepsMemberBodies = true
    }
    parseMemberBlock()
    keepsMemberBodies = enclosingKeeps
  }

  mutating func parseMemberBlock() {
    guard kind == .leftBrace else {
      error("expected '{' to start the declaration body")
      return
    }
    let marker = mark
    parseBracedItems(context: .memberBlock)
    finish(.memberBlock, marker)
  }
}
