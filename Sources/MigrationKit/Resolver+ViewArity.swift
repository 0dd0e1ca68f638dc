import SwiftCST

// The views an expression produces, following the run's properties and functions.
extension Resolver {
  /// The views an expression produces, following references to properties and functions
  /// of the run (`header`, `self.footer`, `row(item)`) to their bodies' arity.
  public func viewArity(of expression: Syntax) -> ViewArity {
    follow(ViewArity.of(expression: expression), at: expression, depth: 0)
  }

  /// The views of a builder's statements, following references as `viewArity(of:)`.
  public func viewArity(ofStatements statements: [Syntax]) -> ViewArity {
    var total = ViewArity.none
    for statement in statements {
      var arity = ViewArity.of(statement: statement)
      if arity.count == .one, arity.rootIsReference {
        arity = viewArity(of: statement)
      } else if statement.kind == .ifExpr || statement.kind == .switchExpr {
        arity = branchesFollowed(statement)
      }
      if arity.count == .none { continue }
      total = total.count == .none ? arity : ViewArity.combined(total, arity)
    }
    return total
  }

  /// The value of a local `let` (not a `var`, which may be assigned again) declared in a
  /// block around `node`; nil for other bindings.
  func letValue(of binding: LocalBinding, above node: Syntax) -> Syntax? {
    guard binding.kind == .variable else { return nil }
    var current = node.parent
    while let scope = current {
      for statement in scope.children where statement.kind == .variableDecl {
        guard let declaration = VariableDeclaration(statement), declaration.isLet else { continue }
        for candidate in declaration.bindings
        where candidate.pattern?.range.lowerBound == binding.offset {
          return candidate.initializer
        }
      }
      current = scope.parent
    }
    return nil
  }

  func branchesFollowed(_ node: Syntax) -> ViewArity {
    let (branches, exhaustive) = ViewArity.branches(of: node)
    var result = ViewArity.none
    for branch in branches {
      result = ViewArity.alternative(result, viewArity(ofStatements: branch))
    }
    if result.count == .one { result.isConditional = branches.count > 1 || !exhaustive }
    return result
  }

  func follow(_ arity: ViewArity, at expression: Syntax, depth: Int) -> ViewArity {
    if arity.count == .one, let root = arity.root, !arity.rootIsReference,
      !arity.rootIsQualified,
      let type = index.type(named: root, inside: enclosingTypeName(of: expression)),
      type.kind != .extension,
      let body = index.members(named: "body", in: type.name).first?.viewArity,
      body.count == .several
    {
      // A view type of the run whose body is several views is several views.
      var several = arity
      several.count = .several
      return several
    }
    guard arity.rootIsReference else { return arity }
    // The node naming the reference: the chain's base (a call's callee, or the name).
    var node = ModifierChain(outermost: expression).base
    if let call = FunctionCall(node) { node = call.callee }
    var member: MemberInfo
    switch resolve(node) {
    case .member(let found), .topLevel(let found): member = found
    case .local(let binding):
      // `let rows = Group { ForEach(…) }` in the body: the views of its value.
      guard depth < 4, let value = letValue(of: binding, above: node) else {
        return ViewArity(count: .unknown, root: arity.root, modifiers: arity.modifiers)
      }
      var inner = follow(ViewArity.of(expression: value), at: value, depth: depth + 1)
      inner.modifiers += arity.modifiers
      return inner
    default: return ViewArity(count: .unknown, root: arity.root, modifiers: arity.modifiers)
    }
    var modifiers = arity.modifiers
    // A member whose one view is itself a reference: follow it in the index, through
    // members of the same type (a body is not parsed again).
    for _ in 0..<4 {
      guard var inner = member.viewArity else {
        return ViewArity(count: .unknown, root: arity.root, modifiers: arity.modifiers)
      }
      modifiers = inner.modifiers + modifiers
      guard inner.rootIsReference, let root = inner.root else {
        inner.modifiers = modifiers
        return inner
      }
      let next =
        member.containingType.map { index.members(named: root, in: $0) }
        ?? index.topLevel(named: root)
      guard next.count == 1 else { break }
      member = next[0]
    }
    return ViewArity(count: .unknown, root: arity.root, modifiers: arity.modifiers)
  }
}
