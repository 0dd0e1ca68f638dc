/// Typed, read-only views over expression nodes. Each wraps a `Syntax` of one kind and
/// answers the questions a migration asks ("the callee's name", "the arguments", "the
/// trailing closure's statements", "the modifier chain this call is part of").

/// `callee(arguments) { trailing } label: { … }`.
public struct FunctionCall: Hashable {
  public let node: Syntax

  public init?(_ node: Syntax) {
    guard node.kind == .functionCallExpr else { return nil }
    self.node = node
  }

  /// For a node known to be a `functionCallExpr`.
  init(unchecked node: Syntax) { self.node = node }

  /// The called expression: `HStack`, `Text("a").padding` (a member access), `Foo<Bar>`.
  public var callee: Syntax { node.firstChild! }

  /// The called name: `HStack` for `HStack { }`, `padding` for `x.padding()`,
  /// `Binding` for `Binding<Int>(…)`.
  public var calleeName: String? {
    var callee = self.callee
    if callee.kind == .genericSpecializationExpr, let base = callee.firstChild { callee = base }
    switch callee.kind {
    case .declReferenceExpr: return callee.referencedNameToken?.text
    case .memberAccessExpr: return MemberAccess(callee)?.name
    default: return nil
    }
  }

  /// For a modifier call `base.name(…)`: the member access; nil for a plain call.
  public var memberAccess: MemberAccess? { MemberAccess(callee) }

  /// `(…)`, if written.
  public var argumentList: Syntax? { node.child(.argumentList) }

  public var arguments: [Argument] {
    guard let list = argumentList else { return [] }
    var result: [Argument] = []
    var child = node.file.firstChildren[Int(list.index)]
    while child >= 0 {
      if node.file.nodeKinds[Int(child)] == .argument {
        result.append(Argument(Syntax(file: node.file, index: child)))
      }
      child = node.file.nextSiblings[Int(child)]
    }
    return result
  }

  /// The first (unlabelled) trailing closure.
  public var trailingClosure: Closure? { node.child(.closureExpr).map(Closure.init) }

  /// `label: { … }` closures after the first trailing closure.
  public var labeledTrailingClosures: [(label: String, closure: Closure)] {
    node.children(.labeledTrailingClosure).compactMap { labeled in
      guard let closure = labeled.child(.closureExpr), let label = labeled.firstToken else {
        return nil
      }
      return (label.text, Closure(closure))
    }
  }

  /// The argument with this label, if any.
  public func argument(labeled label: String) -> Argument? {
    arguments.first { $0.label == label }
  }
}

/// `label: expression` or `expression` in an argument list, tuple or collection literal.
public struct Argument: Hashable {
  public let node: Syntax

  public init(_ node: Syntax) { self.node = node }

  public var labelToken: Token? {
    guard let first = node.firstToken, let next = first.next, next.kind == .colon,
      node.tokenIndices.contains(next.index)
    else { return nil }
    if let expression = node.firstChild, expression.tokenIndices.lowerBound <= first.index {
      return nil
    }
    return first
  }

  public var label: String? { labelToken?.text }

  /// The value (nil only for a label-only argument like `f(_:)`).
  public var expression: Syntax? {
    // In a dictionary element `k: v` both are children; the value is the last one.
    node.lastChild
  }
}

/// `base.name` or the implicit member `.name`.
public struct MemberAccess: Hashable {
  public let node: Syntax

  public init?(_ node: Syntax) {
    guard node.kind == .memberAccessExpr else { return nil }
    self.node = node
  }

  /// The expression before the dot; nil for an implicit member (`.leading`).
  public var base: Syntax? {
    guard let child = node.firstChild, child.kind != .genericArgumentClause,
      child.kind != .moduleSelector
    else { return nil }
    return child
  }

  public var dotToken: Token { Token(file: node.file, index: Int(dotIndex)) }

  /// The index of the dot: after the base, or the member access's first token.
  /// (The file's arrays are read through `node.file`: a copy of the file in a local made
  /// each read retain the file and the array, and release both, per member access.)
  private var dotIndex: Int32 {
    let child = node.file.firstChildren[Int(node.index)]
    if child >= 0 {
      let kind = node.file.nodeKinds[Int(child)]
      if kind != .genericArgumentClause && kind != .moduleSelector {
        return node.file.endTokens[Int(child)]
      }
    }
    return node.file.firstTokens[Int(node.index)]
  }

  /// The index of the module selector node after the dot, or -1.
  private var moduleSelectorIndex: Int32 {
    let dot = dotIndex
    var child = node.file.firstChildren[Int(node.index)]
    while child >= 0 {
      if node.file.nodeKinds[Int(child)] == .moduleSelector
        && node.file.firstTokens[Int(child)] > dot
      {
        return child
      }
      child = node.file.nextSiblings[Int(child)]
    }
    return -1
  }

  /// `Swift::` in `x.Swift::min`; nil when the member has no module selector.
  public var moduleSelector: Syntax? {
    let selector = moduleSelectorIndex
    return selector < 0 ? nil : Syntax(file: node.file, index: selector)
  }

  /// The member's name, after its module selector if it has one.
  public var nameToken: Token {
    let selector = moduleSelectorIndex
    let index = selector >= 0 ? node.file.endTokens[Int(selector)] : dotIndex + 1
    return Token(file: node.file, index: Int(index))
  }
  public var name: String { nameToken.text }
}

/// `{ [captures] (params) in statements }`.
public struct Closure: Hashable {
  public let node: Syntax

  public init(_ node: Syntax) { self.node = node }

  public init?(checking node: Syntax) {
    guard node.kind == .closureExpr else { return nil }
    self.node = node
  }

  public var signature: Syntax? { node.child(.closureSignature) }

  /// The statements and declarations of the body, in order.
  public var statements: [Syntax] {
    var result: [Syntax] = []
    let file = node.file
    var child = file.firstChildren[Int(node.index)]
    while child >= 0 {
      if file.nodeKinds[Int(child)] != .closureSignature {
        result.append(Syntax(file: file, index: child))
      }
      child = file.nextSiblings[Int(child)]
    }
    return result
  }

  public var leftBrace: Token { node.firstToken! }
  public var rightBrace: Token? {
    guard let last = node.lastToken, last.kind == .rightBrace, last.index != leftBrace.index else {
      return nil
    }
    return last
  }
}

/// One modifier in a chain: `.padding()`, `.frame(maxWidth: .infinity)`, `.bold`.
public struct Modifier: Hashable {
  /// The member access `base.name`.
  public let memberAccess: MemberAccess
  /// The call around it, if the modifier is called (almost always).
  public let call: FunctionCall?

  public var name: String { memberAccess.name }
  /// The outermost node of this modifier (the call, or the member access).
  public var node: Syntax { call?.node ?? memberAccess.node }
  public var arguments: [Argument] { call?.arguments ?? [] }
  public var trailingClosure: Closure? { call?.trailingClosure }

  /// From the dot to the end of the call: the text a migration moves or drops.
  public var range: Range<Int> { memberAccess.dotToken.range.lowerBound..<node.range.upperBound }
}

/// A view expression and the modifiers applied to it: `base.m1().m2()`.
public struct ModifierChain {
  /// The expression the modifiers apply to, e.g. the `HStack { … }` call.
  public let base: Syntax
  /// The modifiers, innermost (closest to `base`) first.
  public let modifiers: [Modifier]

  /// The outermost node of the chain: the last modifier, or `base` if there are none.
  public var outermost: Syntax { modifiers.last?.node ?? base }

  /// The chain that `base` heads (walking up through member accesses and calls).
  public init(base: Syntax) {
    self.base = base
    var modifiers: [Modifier] = []
    var current = base
    while let parent = current.parent, parent.kind == .memberAccessExpr,
      let access = MemberAccess(parent), access.base == current
    {
      if let grand = parent.parent, let call = FunctionCall(grand), call.callee == parent {
        modifiers.append(Modifier(memberAccess: access, call: call))
        current = grand
      } else {
        modifiers.append(Modifier(memberAccess: access, call: nil))
        current = parent
      }
    }
    self.modifiers = modifiers
  }

  /// The chain ending at `outermost` (walking down to the first non-modifier).
  public init(outermost: Syntax) {
    var node = outermost
    // Outermost first while walking down, then turned around in place.
    var modifiers: [Modifier] = []
    while true {
      if let call = FunctionCall(node), let access = call.memberAccess, let base = access.base {
        modifiers.append(Modifier(memberAccess: access, call: call))
        node = base
      } else if let access = MemberAccess(node), let base = access.base,
        base.kind == .functionCallExpr
      {
        modifiers.append(Modifier(memberAccess: access, call: nil))
        node = base
      } else {
        break
      }
    }
    modifiers.reverse()
    self.base = node
    self.modifiers = modifiers
  }

  /// Whether any modifier has this name.
  public func has(_ name: String) -> Bool { modifiers.contains { $0.name == name } }
}

extension Syntax {
  /// Of a `declReferenceExpr`, `identifierType` or `memberType`: `Swift::` in `Swift::print`,
  /// `SwiftUI::View`, `A.Kit::B`; nil when the name has no module selector.
  public var moduleSelector: Syntax? {
    if kind == .memberAccessExpr { return MemberAccess(self)?.moduleSelector }
    return lastChild(.moduleSelector)
  }

  /// `Swift` in `Swift::print`: the module a selector names.
  public var moduleName: String? { moduleSelector?.firstToken?.text }

  /// Of a `declReferenceExpr`: the token of the name, after any module selector (`print` in
  /// `Swift::print`).
  public var referencedNameToken: Token? {
    if let selector = lastChild(.moduleSelector) {
      return Token(file: file, index: Int(file.endTokens[Int(selector.index)]))
    }
    return firstToken
  }

  /// The name an expression starts from, through calls, member accesses, subscripts,
  /// generic arguments, `?`, `!` and `#if` chains: `Color` for `Color.black.opacity(0.5)`,
  /// `VStack` for `VStack { … }.padding()`, `theme` for `theme.cards[0]?.title`. Nil when
  /// it starts with an implicit member (`.red`), a literal or anything else.
  public var leftmostName: String? {
    guard let root = chainRoot, root.kind == .declReferenceExpr else { return nil }
    return root.referencedNameToken?.text
  }

  /// The expression a chain starts from, through calls, member accesses, subscripts, generic
  /// arguments, `?`, `!` and `#if` chains: a name (a `declReferenceExpr`) or an implicit
  /// member (a `memberAccessExpr` without a base, `.red` of `.red.opacity(0.5)`); nil for
  /// anything else (a literal, a closure).
  public var chainRoot: Syntax? {
    var node = self
    while true {
      switch node.kind {
      case .functionCallExpr, .subscriptCallExpr, .genericSpecializationExpr, .optionalChainingExpr,
        .forceUnwrapExpr, .postfixIfConfigExpr:
        guard let first = node.firstChild else { return nil }
        node = first
      case .memberAccessExpr:
        guard let base = MemberAccess(node)?.base else { return node }
        node = base
      case .declReferenceExpr:
        return node
      default:
        return nil
      }
    }
  }

  /// The nearest ancestor of one of these kinds.
  public func ancestor(_ kinds: SyntaxKind...) -> Syntax? {
    var node = file.parents[Int(index)]
    while node >= 0 {
      if kinds.contains(file.nodeKinds[Int(node)]) { return Syntax(file: file, index: node) }
      node = file.parents[Int(node)]
    }
    return nil
  }

  /// Whether this node is an expression written directly as an item (statement) of a
  /// closure, code block or source file, e.g. a view in a result-builder body.
  public var isStatement: Bool {
    guard let parent else { return false }
    switch parent.kind {
    case .closureExpr, .codeBlock, .sourceFile, .accessorBlock, .switchCase, .ifConfigClause:
      return true
    default: return false
    }
  }
}
