import SwiftCST

// What an initializer or a `body` runs when it runs: the closures it calls. Recorded in
// `MemberInfo.calls` so that a migration can ask whether building or showing a view of the
// project runs work (`SemanticIndex.runsWorkWhenBuilt(_:)`).

extension DeclarationScanner {
  /// Modifiers whose closure runs when the view appears or disappears, so a call inside it
  /// is work the view does when shown; every other closure (a button's action, a gesture)
  /// runs later, on an event, and is skipped.
  static let showingModifiers: Set<String> = ["onAppear", "task", "onDisappear"]

  /// The names called in `nodes` (`action()`, `self.onShow()`, `handler(value)`), outside
  /// closures other than those of `showingModifiers`, plus `_` for a `let _ = …` statement
  /// (work run for its effect while the body is evaluated).
  static func calledNames(in nodes: [Syntax]) -> [String] {
    guard let first = nodes.first else { return [] }
    return calledNames(in: nodes.lazy.map(\.index), of: first.file.rawTree)
  }

  /// The same for nodes given by index.
  static func calledNames<Nodes: Sequence<Int32>>(in nodes: Nodes, of raw: RawTree) -> [String] {
    var names: [String] = []
    for node in nodes { collectCalls(in: node, of: raw, into: &names) }
    return names
  }

  /// The same for the children of `parent` (a body's statements).
  static func calledNames(inChildrenOf parent: Int32, of raw: RawTree) -> [String] {
    var names: [String] = []
    var child = raw.firstChild(parent)
    while child >= 0 {
      collectCalls(in: child, of: raw, into: &names)
      child = raw.nextSibling(child)
    }
    return names
  }

  /// Walks the tree by index; a handle is made only for the nodes worth a closer look.
  private static func collectCalls(in node: Int32, of raw: RawTree, into names: inout [String]) {
    switch raw.kind(node) {
    case .closureExpr:
      guard isShowingModifierClosure(node, of: raw) else { return }
    case .functionDecl, .structDecl, .classDecl, .enumDecl, .actorDecl:
      return  // declared here, not run here
    case .variableDecl:
      if isWildcardBinding(node, of: raw), !names.contains("_") {
        names.append("_")
      }
    case .functionCallExpr:
      let token = calledNameToken(node, of: raw)
      if token >= 0 {
        let name = text(of: token, in: raw)
        if !names.contains(name) { names.append(name) }
      }
    default: break
    }
    var child = raw.firstChild(node)
    while child >= 0 {
      collectCalls(in: child, of: raw, into: &names)
      child = raw.nextSibling(child)
    }
  }

  /// Whether a closure is the trailing closure or an argument of a modifier call named in
  /// `showingModifiers` (`.onAppear { … }`): as `EnclosingViews.owningCall(of:)` with a
  /// member access callee (`FunctionCall.memberAccess`) whose name is one of them, read
  /// from the flat arrays (no handles, no name string per closure of a body).
  private static func isShowingModifierClosure(_ closure: Int32, of raw: RawTree) -> Bool {
    var owner = raw.parent(closure)
    guard owner >= 0 else { return false }
    if raw.kind(owner) == .labeledTrailingClosure || raw.kind(owner) == .argument {
      owner = raw.parent(owner)
      guard owner >= 0 else { return false }
    }
    if raw.kind(owner) == .argumentList, raw.parent(owner) >= 0 { owner = raw.parent(owner) }
    guard raw.kind(owner) == .functionCallExpr else { return false }
    let callee = raw.firstChild(owner)
    guard callee >= 0, raw.kind(callee) == .memberAccessExpr else { return false }
    // (The names hold no byte of a character other than ASCII that equals ASCII.)
    let name = raw.memberNameToken(callee)
    return raw.token(name, is: "onAppear") || raw.token(name, is: "task")
      || raw.token(name, is: "onDisappear")
  }

  /// Whether the first binding of a variable declaration has the pattern `_` (`let _ = …`),
  /// as `bindings.first?.pattern?.text == "_"`: the pattern's text is the one byte.
  private static func isWildcardBinding(_ node: Int32, of raw: RawTree) -> Bool {
    let binding = raw.child(node, .patternBinding)
    guard binding >= 0 else { return false }
    let pattern = raw.firstChild(binding)
    guard pattern >= 0 else { return false }
    let tokens = raw.tokens(pattern)
    guard !tokens.isEmpty else { return false }
    let start = raw.textStart(tokens.lowerBound)
    return raw.textEnd(tokens.upperBound - 1) - start == 1
      && raw.firstByte(tokens.lowerBound) == UInt8(ascii: "_")
  }

  /// The name token of `name(…)`, `self.name(…)` or `name?(…)` with a lower-case name (a
  /// function or a closure value); -1 for other calls.
  private static func calledNameToken(_ node: Int32, of raw: RawTree) -> Int32 {
    var callee = raw.firstChild(node)
    guard callee >= 0 else { return -1 }
    // `onShow?()`: an optional closure, called when present.
    if raw.kind(callee) == .optionalChainingExpr, raw.firstChild(callee) >= 0 {
      callee = raw.firstChild(callee)
    }
    let token: Int32
    switch raw.kind(callee) {
    case .declReferenceExpr: token = raw.firstToken(callee)
    case .memberAccessExpr:
      let base = memberBase(callee, in: raw)
      guard base >= 0, raw.kind(base) == .declReferenceExpr else { return -1 }
      let first = raw.firstToken(base)
      guard first >= 0, raw.tokenKind(first) == .kwSelf else { return -1 }
      token = raw.memberNameToken(callee)
    default: return -1
    }
    guard token >= 0, raw.tokenKind(token) == .identifier, startsWithLowercase(token, in: raw)
    else { return -1 }
    return token
  }
}
