/// Typed, read-only views over declaration nodes.

/// `@name(arguments)`.
public struct Attribute: Hashable {
  public let node: Syntax

  public init?(_ node: Syntax) {
    guard node.kind == .attribute else { return nil }
    self.node = node
  }

  init(unchecked node: Syntax) { self.node = node }

  /// The name without `@`: `ViewBuilder`, `State`, `available` (`available` for
  /// `@Swift::available` too).
  public var name: String {
    if let selector = node.firstChild, selector.kind == .moduleSelector {
      return Token(file: node.file, index: selector.tokenIndices.upperBound).text
    }
    let tokens = node.tokenIndices
    return tokens.count > 1 ? Token(file: node.file, index: tokens.lowerBound + 1).text : ""
  }
  public var arguments: Syntax? { node.child(.argumentList) }

  /// Whether the attribute is written inside `#if … #endif` in the attribute list
  /// (`#if os(iOS) @MainActor #endif`), so that it applies under that condition only.
  public var isConditional: Bool { node.parent?.kind == .ifConfigClause }
}

/// Attributes and modifiers that precede a declaration.
public struct DeclarationHeader {
  public let attributes: [Attribute]
  /// `public`, `static`, `private(set)`, … as written.
  public let modifiers: [Syntax]

  /// The attributes and modifiers of any declaration (`isolated deinit`, `@objc init`).
  /// `attributes` lists, in source order, those written inside `#if` blocks of the
  /// attribute list too (nested ones included; see `Attribute.isConditional`), except in a
  /// clause kept as tokens (a false `compiler(>=…)` test).
  public init(_ declaration: Syntax) {
    var attributes: [Attribute] = []
    var modifiers: [Syntax] = []
    let file = declaration.file
    var child = file.firstChildren[Int(declaration.index)]
    while child >= 0 {
      switch file.nodeKinds[Int(child)] {
      case .attribute: attributes.append(Attribute(unchecked: Syntax(file: file, index: child)))
      case .ifConfigDecl:
        Self.collectAttributes(in: Syntax(file: file, index: child), into: &attributes)
      case .modifier: modifiers.append(Syntax(file: file, index: child))
      default: break
      }
      child = file.nextSiblings[Int(child)]
    }
    self.attributes = attributes
    self.modifiers = modifiers
  }

  private static func collectAttributes(in ifConfig: Syntax, into attributes: inout [Attribute]) {
    for clause in ifConfig.children(.ifConfigClause) {
      for item in clause.children {
        if item.kind == .attribute {
          attributes.append(Attribute(unchecked: item))
        } else if item.kind == .ifConfigDecl {
          collectAttributes(in: item, into: &attributes)
        }
      }
    }
  }

  public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
  public func hasModifier(_ name: String) -> Bool {
    modifiers.contains { $0.firstToken?.text == name }
  }
}

/// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
public struct TypeDeclaration: Hashable {
  public let node: Syntax

  public init?(_ node: Syntax) {
    switch node.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
      self.node = node
    default: return nil
    }
  }

  public var header: DeclarationHeader { DeclarationHeader(node) }

  /// The keyword token (`struct`, …).
  public var keywordToken: Token? {
    node.firstOwnToken {
      $0.kind == .kwStruct || $0.kind == .kwClass || $0.kind == .kwEnum
        || $0.kind == .kwProtocol || $0.kind == .kwExtension || $0.is("actor")
    }
  }

  /// The declared name; for an extension, the extended type's text.
  public var name: String {
    if node.kind == .extensionDecl {
      return node.firstChild(whereKind: { $0 == .identifierType || $0 == .memberType })?.text ?? ""
    }
    guard let keyword = keywordToken, let name = keyword.next else { return "" }
    return name.text
  }

  public var genericParameters: [GenericParameter] {
    node.child(.genericParameterClause)?.children(.genericParameter).map(GenericParameter.init)
      ?? []
  }

  /// Inherited types and conformances as written: `View`, `Equatable`.
  public var inheritedTypes: [Syntax] {
    node.child(.inheritanceClause)?.children ?? []
  }

  public func inherits(_ name: String) -> Bool { inheritedTypes.contains { $0.text == name } }

  public var memberBlock: Syntax? { node.child(.memberBlock) }
  public var members: [Syntax] { memberBlock?.children ?? [] }
}

/// `Name: Constraint` in `<…>`.
public struct GenericParameter: Hashable {
  public let node: Syntax

  public init(_ node: Syntax) { self.node = node }

  public var name: String {
    node.firstOwnToken { $0.kind == .identifier && !$0.is("each") }?.text ?? ""
  }
  /// The constraint type after `:`, if any.
  public var constraint: Syntax? { node.firstChild(whereKind: { $0 != .attribute }) }
}

/// `let`/`var` with its bindings.
public struct VariableDeclaration: Hashable {
  public let node: Syntax

  public init?(_ node: Syntax) {
    guard node.kind == .variableDecl else { return nil }
    self.node = node
  }

  public var header: DeclarationHeader { DeclarationHeader(node) }
  public var keywordToken: Token {
    node.firstOwnTokenByKind({ $0 == .kwLet || $0 == .kwVar })!
  }
  public var isLet: Bool { keywordToken.kind == .kwLet }
  public var bindings: [PatternBinding] {
    var result: [PatternBinding] = []
    let file = node.file
    var child = file.firstChildren[Int(node.index)]
    while child >= 0 {
      if file.nodeKinds[Int(child)] == .patternBinding {
        result.append(PatternBinding(Syntax(file: file, index: child)))
      }
      child = file.nextSiblings[Int(child)]
    }
    return result
  }
}

/// `name: Type = value { accessors }`.
public struct PatternBinding: Hashable {
  public let node: Syntax

  public init(_ node: Syntax) { self.node = node }

  /// The bound name for a simple `name` pattern.
  public var name: String? {
    guard let pattern = node.firstChild, pattern.kind == .declReferenceExpr else { return nil }
    return pattern.firstToken?.text
  }

  public var pattern: Syntax? { node.firstChild }
  /// The type after `:` (not the annotation node).
  public var type: Syntax? { node.child(.typeAnnotation)?.firstChild }
  public var typeAnnotation: Syntax? { node.child(.typeAnnotation) }
  /// The value after `=`.
  public var initializer: Syntax? { node.child(.initializerClause)?.firstChild }
  public var accessorBlock: Syntax? { node.child(.accessorBlock) }

  /// For a computed property written as `{ statements }` (a getter only): the statements.
  public var getterStatements: [Syntax]? {
    guard let block = accessorBlock else { return nil }
    if block.child(.accessorDecl) != nil {
      guard
        let getter = block.children(.accessorDecl).first(where: { $0.firstToken?.is("get") == true }
        ),
        let body = getter.child(.codeBlock)
      else { return nil }
      return body.children
    }
    return block.children
  }
}

/// `func`, `init` or `subscript`.
public struct FunctionDeclaration: Hashable {
  public let node: Syntax

  public init?(_ node: Syntax) {
    switch node.kind {
    case .functionDecl, .initializerDecl, .subscriptDecl: self.node = node
    default: return nil
    }
  }

  public var header: DeclarationHeader { DeclarationHeader(node) }

  /// The function's name (`init` for initializers, `subscript` for subscripts).
  public var name: String { nameToken?.text ?? "" }

  /// The token of `name`: the one after `func`, or the `init`/`subscript` keyword.
  public var nameToken: Token? {
    guard
      let keyword = node.firstOwnToken(where: {
        $0.kind == .kwFunc || $0.kind == .kwInit || $0.kind == .kwSubscript
      })
    else { return nil }
    return keyword.kind == .kwFunc ? keyword.next : keyword
  }

  public var parameters: [Parameter] {
    node.child(.parameterClause)?.children(.parameter).map(Parameter.init) ?? []
  }

  public var parameterClause: Syntax? { node.child(.parameterClause) }
  public var returnType: Syntax? { node.child(.returnClause)?.firstChild }
  public var body: Syntax? { node.child(.codeBlock) ?? node.child(.accessorBlock) }
}

/// One parameter: `@ViewBuilder label name: Type = default`.
public struct Parameter: Hashable {
  public let node: Syntax

  public init(_ node: Syntax) { self.node = node }

  public var attributes: [Attribute] { node.children(.attribute).compactMap(Attribute.init) }

  private var nameTokens: [Token] {
    var result: [Token] = []
    let file = node.file
    node.forEachOwnToken { index in
      let kind = file.tokenKinds[index]
      guard kind != .colon else { return false }
      if kind == .identifier || kind.isKeyword { result.append(Token(file: file, index: index)) }
      return true
    }
    return result
  }

  /// The argument label (the first name).
  public var firstName: String? { nameTokens.first?.text }
  /// The internal name when it differs from the label.
  public var secondName: String? { nameTokens.count > 1 ? nameTokens[1].text : nil }
  /// The name used inside the body.
  public var localName: String? { secondName ?? firstName }
  public var firstNameToken: Token? { nameTokens.first }

  /// The type node (possibly an `attributedType` such as `@escaping () -> C`).
  public var type: Syntax? {
    node.firstChild(whereKind: { $0 != .attribute && $0 != .initializerClause })
  }

  public var defaultValue: Syntax? { node.child(.initializerClause)?.firstChild }
}

/// A function type `(params) async throws -> Result`, possibly under attributes.
public struct FunctionTypeView {
  public let node: Syntax
  /// Attributes and specifiers around it (`@escaping`, `@Sendable`, `@ViewBuilder`).
  public let attributes: [Attribute]

  /// Looks through `attributedType` wrappers; nil if the type is not a function type.
  public init?(_ type: Syntax) {
    var current = type
    var attributes: [Attribute] = []
    while current.kind == .attributedType {
      attributes += current.children(.attribute).compactMap(Attribute.init)
      guard let inner = current.children.last(where: { $0.kind != .attribute }) else { return nil }
      current = inner
    }
    guard current.kind == .functionType else { return nil }
    self.node = current
    self.attributes = attributes
  }

  /// The parameter types as written.
  public var parameters: [Syntax] { node.firstChild?.children(.tupleTypeElement) ?? [] }
  public var hasEffects: Bool { node.child(.effectSpecifiers) != nil }
  /// The result type after `->`.
  public var returnType: Syntax? {
    let children = node.children
    return children.count >= 2 ? children.last : nil
  }
}
