import SwiftCST

// `ViewArity` worked out on the flat arrays of the tree (`RawTree`, `Int32` indices): the
// declaration scan counts the views of every view-building member of every file, and a
// `Syntax` handle per statement, modifier and name (each a retain of the file, and an array
// per list of children) was most of that cost. The `Syntax` entry points (`of(statements:)`,
// `of(statement:)`, `of(expression:)`, `branches(of:)`, `items(of:)`) answer through these.

extension ViewArity {
  /// Children of a node in order, from `first` on, leaving out those of kind `skipping`:
  /// a list of statements (a body, a closure's without its signature, a switch case's
  /// without its label, an `#if` arm's without its condition).
  struct Statements: Sequence, IteratorProtocol {
    let raw: RawTree
    var cursor: Int32
    let skipping: SyntaxKind?

    init(_ raw: RawTree, from first: Int32, skipping: SyntaxKind? = nil) {
      self.raw = raw
      self.cursor = first
      self.skipping = skipping
    }

    /// The children of `parent` (none for -1).
    init(childrenOf parent: Int32, in raw: RawTree, skipping: SyntaxKind? = nil) {
      self.init(raw, from: parent >= 0 ? raw.firstChild(parent) : -1, skipping: skipping)
    }

    mutating func next() -> Int32? {
      while cursor >= 0 {
        let node = cursor
        cursor = raw.nextSibling(node)
        if let skipping, raw.kind(node) == skipping { continue }
        return node
      }
      return nil
    }
  }

  /// `of(statements:)` of statements given by index.
  static func of<Nodes: Sequence<Int32>>(statements: Nodes, in raw: RawTree) -> ViewArity {
    var total = ViewArity.none
    for statement in statements {
      let arity = of(statement: statement, in: raw)
      if arity.count == .none { continue }
      if raw.kind(statement) == .returnStmt { return arity }
      total = total.count == .none ? arity : combined(total, arity)
    }
    return total
  }

  /// `of(statement:)` of a statement given by index.
  static func of(statement: Int32, in raw: RawTree) -> ViewArity {
    switch raw.kind(statement) {
    case .variableDecl, .functionDecl, .structDecl, .classDecl, .enumDecl, .typealiasDecl,
      .guardStmt, .deferStmt, .breakStmt, .continueStmt, .throwStmt, .macroExpansionDecl:
      return .none
    case .returnStmt:
      let value = raw.firstChild(statement)
      guard value >= 0 else { return .none }
      return of(expression: value, in: raw)
    case .ifExpr, .switchExpr: return ofBranches(statement, in: raw)
    case .ifConfigDecl:
      // One arm is compiled; the content is several if any arm is.
      var result = ViewArity.none
      for clause in Statements(childrenOf: statement, in: raw)
      where raw.kind(clause) == .ifConfigClause {
        result = alternative(result, of(statements: items(of: clause, in: raw), in: raw))
      }
      return result
    case .forStmt, .whileStmt, .repeatStmt, .doStmt: return .unknown
    default: return of(expression: statement, in: raw)
    }
  }

  /// `of(expression:)` of an expression given by index.
  static func of(expression: Int32, in raw: RawTree) -> ViewArity {
    var node = expression
    while raw.kind(node) == .tryExpr || raw.kind(node) == .awaitExpr {
      var last: Int32 = -1
      var child = raw.firstChild(node)
      while child >= 0 {
        last = child
        child = raw.nextSibling(child)
      }
      guard last >= 0 else { break }
      node = last
    }
    if raw.kind(node) == .ifExpr || raw.kind(node) == .switchExpr {
      return ofBranches(node, in: raw)
    }
    // `ModifierChain(outermost:)`: the modifiers' name tokens, outermost first while
    // walking down to the base.
    var base = node
    // The node the last step left: for `SwiftUI.Group { … }`, the call itself.
    var previous: Int32 = -1
    var modifierNames: [Int32] = []
    while true {
      let callee = raw.kind(base) == .functionCallExpr ? raw.firstChild(base) : -1
      if callee >= 0, raw.kind(callee) == .memberAccessExpr,
        DeclarationScanner.memberBase(callee, in: raw) >= 0
      {
        modifierNames.append(raw.memberNameToken(callee))
        previous = base
        base = DeclarationScanner.memberBase(callee, in: raw)
      } else if raw.kind(base) == .memberAccessExpr,
        DeclarationScanner.memberBase(base, in: raw) >= 0,
        raw.kind(DeclarationScanner.memberBase(base, in: raw)) == .functionCallExpr
      {
        modifierNames.append(raw.memberNameToken(base))
        previous = base
        base = DeclarationScanner.memberBase(base, in: raw)
      } else {
        break
      }
    }
    var rootToken = DeclarationScanner.leftmostNameToken(base, in: raw)
    // `SwiftUI.Button(…)`: the module's name qualifies the view, which is the root (the
    // walk above took it for the innermost modifier).
    var rootIsQualified = false
    if !modifierNames.isEmpty, raw.kind(base) == .declReferenceExpr, rootToken >= 0,
      raw.token(rootToken, is: "SwiftUI")
    {
      rootToken = modifierNames.removeLast()
      rootIsQualified = true
      // The view's own call (a `SwiftUI.Group`'s content is in its closure).
      base = previous
    }
    if rootToken >= 0, raw.token(rootToken, is: "self") {
      let access = raw.kind(base) == .functionCallExpr ? raw.firstChild(base) : base
      if access >= 0, raw.kind(access) == .memberAccessExpr {
        rootToken = raw.memberNameToken(access)
      }
    }
    guard rootToken >= 0 else {
      // A literal, a closure call, an implicit member: one value of unknown views.
      return ViewArity(count: .unknown)
    }
    let name = DeclarationScanner.text(of: rootToken, in: raw)
    let modifiers = modifierNames.reversed().map { DeclarationScanner.text(of: $0, in: raw) }
    switch name {
    case "ForEach":
      var several = ViewArity(count: .several, root: name, modifiers: modifiers)
      several.rootIsQualified = rootIsQualified
      return several
    case "Group":
      let closure = raw.kind(base) == .functionCallExpr ? raw.child(base, .closureExpr) : -1
      guard closure >= 0 else {
        var unknown = ViewArity(count: .unknown, root: name, modifiers: modifiers)
        unknown.rootIsQualified = rootIsQualified
        return unknown
      }
      var content = of(
        statements: Statements(childrenOf: closure, in: raw, skipping: .closureSignature),
        in: raw)
      if content.count == .one {
        content.root = name
        content.rootIsQualified = rootIsQualified
        content.modifiers = modifiers
        return content
      }
      content.modifiers = modifiers
      content.root = content.count == .several ? name : nil
      content.rootIsQualified = content.count == .several && rootIsQualified
      return content
    default:
      var one = ViewArity(count: .one, root: name, modifiers: modifiers)
      one.rootIsQualified = rootIsQualified
      return one
    }
  }

  /// `ofBranches(_:)` of an `if` or `switch` given by index.
  static func ofBranches(_ node: Int32, in raw: RawTree) -> ViewArity {
    let (branches, exhaustive) = Self.branches(of: node, in: raw)
    var result = ViewArity.none
    for branch in branches { result = alternative(result, of(statements: branch, in: raw)) }
    if result.count == .one { result.isConditional = branches.count > 1 || !exhaustive }
    return result
  }

  /// `branches(of:)` by index: each branch's statements.
  static func branches(of node: Int32, in raw: RawTree) -> (
    branches: [Statements], exhaustive: Bool
  ) {
    var branches: [Statements] = []
    if raw.kind(node) == .switchExpr {
      func cases(_ parent: Int32) {
        for child in Statements(childrenOf: parent, in: raw) {
          let kind = raw.kind(child)
          if kind == .switchCase {
            branches.append(Statements(childrenOf: child, in: raw, skipping: .switchCaseLabel))
          } else if kind == .ifConfigDecl || kind == .ifConfigClause {
            cases(child)
          }
        }
      }
      cases(node)
      return (branches, true)
    }
    var exhaustive = false
    var current = node
    while current >= 0, raw.kind(current) == .ifExpr {
      var blocks = 0
      for block in Statements(childrenOf: current, in: raw) where raw.kind(block) == .codeBlock {
        branches.append(Statements(childrenOf: block, in: raw))
        blocks += 1
      }
      if blocks >= 2 { exhaustive = true }
      current = raw.child(current, .ifExpr)
    }
    return (branches, exhaustive)
  }

  /// `items(of:)` by index: the items of one `#if`/`#elseif`/`#else` arm.
  static func items(of clause: Int32, in raw: RawTree) -> Statements {
    let keyword = raw.firstToken(clause)
    let first = raw.firstChild(clause)
    guard keyword >= 0, raw.token(keyword, is: "#if") || raw.token(keyword, is: "#elseif"),
      first >= 0
    else { return Statements(raw, from: first) }
    return Statements(raw, from: raw.nextSibling(first))
  }
}
