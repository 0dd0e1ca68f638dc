import SwiftCST

// What an initializer or a `body` runs when it runs: the closures it calls. Recorded in
// `MemberInfo.calls` so that a migration can ask whether building or showing a view of the
// project runs work (`SemanticIndex.runsWorkWhenBuilt(_:)`).

extension DeclarationScanner {
  /// Modifiers whose closure runs when the view appears or disappears, so a call inside it
  /// is work the view does when shown; every other closure (a button's action, a gesture)
  /// runs later, on an event, and is skipped.
  static let showingModifiers: Set<String> = ["onAppear", "task", "onDisappear"]

  /// The names called in `node` (`action()`, `self.onShow()`, `handler(value)`), outside
  /// closures other than those of `showingModifiers`, plus `_` for a `let _ = …` statement
  /// (work run for its effect while the body is evaluated).
  static func calledNames(in nodes: [Syntax]) -> [String] {
    guard let first = nodes.first else { return [] }
    let raw = first.file.rawTree
    var names: [String] = []
    for node in nodes { collectCalls(in: node.index, of: raw, into: &names) }
    return names
  }

  /// Walks the tree by index; a handle is made only for the nodes worth a closer look.
  private static func collectCalls(in node: Int32, of raw: RawTree, into names: inout [String]) {
    switch raw.kind(node) {
    case .closureExpr:
      guard let call = owningCall(of: raw.syntax(node)), let name = call.calleeName,
        call.memberAccess != nil, showingModifiers.contains(name)
      else { return }
    case .functionDecl, .structDecl, .classDecl, .enumDecl, .actorDecl:
      return  // declared here, not run here
    case .variableDecl:
      if VariableDeclaration(raw.syntax(node))?.bindings.first?.pattern?.text == "_",
        !names.contains("_")
      {
        names.append("_")
      }
    case .functionCallExpr:
      if let name = calledName(raw.syntax(node)), !names.contains(name) { names.append(name) }
    default: break
    }
    var child = raw.firstChild(node)
    while child >= 0 {
      collectCalls(in: child, of: raw, into: &names)
      child = raw.nextSibling(child)
    }
  }

  /// `name(…)`, `self.name(…)` or `name?(…)` with a lower-case name: a function or a closure
  /// value.
  private static func calledName(_ node: Syntax) -> String? {
    guard var callee = node.firstChild else { return nil }
    // `onShow?()`: an optional closure, called when present.
    if callee.kind == .optionalChainingExpr, let wrapped = callee.firstChild { callee = wrapped }
    let token: Token?
    switch callee.kind {
    case .declReferenceExpr: token = callee.firstToken
    case .memberAccessExpr:
      guard let access = MemberAccess(callee), let base = access.base,
        base.kind == .declReferenceExpr, base.firstToken?.kind == .kwSelf
      else { return nil }
      token = access.nameToken
    default: return nil
    }
    guard let token, token.kind == .identifier, token.text.first?.isLowercase == true else {
      return nil
    }
    return token.text
  }

  /// The call a closure is the trailing closure or an argument of.
  private static func owningCall(of closure: Syntax) -> FunctionCall? {
    guard var owner = closure.parent else { return nil }
    if owner.kind == .labeledTrailingClosure || owner.kind == .argument {
      guard let next = owner.parent else { return nil }
      owner = next
    }
    if owner.kind == .argumentList, let next = owner.parent { owner = next }
    return FunctionCall(owner)
  }
}
