import SwiftCST

// What an initializer hands on to: the initializers it calls (`self.init(…)`,
// `NavigationLink(…)`), with their labels. Recorded in `MemberInfo.forwards`; read from the
// flat arrays of the tree, as the typed views (`FunctionCall`, `MemberAccess`, `Argument`,
// `Syntax.leftmostName`) would read them.

extension DeclarationScanner {
  /// The calls in `body` (in post-order) of `Name(…)` with a capitalised name, or
  /// `base.init(…)` with a plain name as base: the callee's text, the arguments' labels
  /// (`_` for none) and whether a closure or declaration between defers it.
  static func forwardedCalls(in body: Int32, of raw: RawTree) -> [ForwardedCall] {
    var calls: [ForwardedCall] = []
    for node in raw.nodes(.functionCallExpr, below: body) {
      let callee = raw.firstChild(node)
      guard callee >= 0 else { continue }
      let text: String
      switch raw.kind(callee) {
      case .memberAccessExpr:
        let base = memberBase(callee, in: raw)
        guard raw.token(raw.memberNameToken(callee), is: "init"), base >= 0,
          raw.kind(base) == .declReferenceExpr
        else { continue }
        text = raw.compactText(base) + ".init"
      case .declReferenceExpr, .genericSpecializationExpr:
        let name = leftmostNameToken(callee, in: raw)
        guard name >= 0, startsWithUppercase(name, in: raw) else { continue }
        text = Self.text(of: name, in: raw)
      default: continue
      }
      calls.append(
        ForwardedCall(
          callee: text, labels: argumentLabels(of: node, in: raw),
          isDeferred: !runsInBody(node, body, in: raw)))
    }
    return calls
  }

  /// The calls in `body` (in post-order), outside closures and nested declarations, that
  /// subscribe the object being initialized to another object's events: a Combine
  /// subscriber (`.sink(…)`, `.assign(to:on:)`, `.subscribe(…)`), an observer
  /// (`addObserver(…)`, key-value observing's `observe(…)`, `addPeriodicTimeObserver(…)`),
  /// a timer (`Timer.scheduledTimer(…)`), work handed to a dispatch queue
  /// (`DispatchQueue.main.asyncAfter(…)`, whose closure keeps the object and may schedule
  /// itself again). Each is written as the first call of its chain
  /// and the subscribing member (`NotificationCenter.default.publisher(…).sink`,
  /// `Timer.publish(…)…sink`, `NotificationCenter.default.addObserver`); a member of
  /// `self` is a method, which `forwards` names.
  static func subscriptions(in body: Int32, of raw: RawTree) -> [String] {
    var found: [String] = []
    for node in raw.nodes(.functionCallExpr, below: body) {
      let callee = raw.firstChild(node)
      guard callee >= 0, raw.kind(callee) == .memberAccessExpr else { continue }
      let name = raw.memberNameToken(callee)
      guard name >= 0, let member = subscribingMember(name, call: node, in: raw) else {
        continue
      }
      let base = memberBase(callee, in: raw)
      guard base >= 0 else { continue }
      let isSelf =
        raw.kind(base) == .declReferenceExpr && raw.tokenKind(raw.firstToken(base)) == .kwSelf
      guard !isSelf, runsInBody(node, body, in: raw) else { continue }
      // The chain's first call: `NotificationCenter.default.publisher(for:)` of
      // `NotificationCenter.default.publisher(for: name).receive(on: queue).sink { … }`.
      var first: Int32 = -1
      var calls = 0
      var step = base
      walk: while step >= 0 {
        switch raw.kind(step) {
        case .functionCallExpr:
          first = step
          calls += 1
          step = raw.firstChild(step)
        case .memberAccessExpr: step = memberBase(step, in: raw)
        case .optionalChainingExpr, .forceUnwrapExpr: step = raw.firstChild(step)
        default: break walk
        }
      }
      // A chain that starts with anything but names (`{ … }()`, `(a ?? b)`) is not spelled.
      let start = first < 0 ? base : raw.firstChild(first)
      let named = raw.kind(start) == .declReferenceExpr || raw.kind(start) == .memberAccessExpr
      let text =
        !named
        ? member
        : first < 0
          ? raw.compactText(base) + "." + member
          : raw.compactText(start) + "(…)" + (calls == 1 ? "." : "…") + member
      if !found.contains(text) { found.append(text) }
    }
    return found
  }

  /// The member names that subscribe (`sink`; `assign` with `to:on:`, as `assign(to: &$x)`
  /// subscribes the object to itself), compared in place (no string per call).
  private static func subscribingMember(_ name: Int32, call: Int32, in raw: RawTree) -> String? {
    guard raw.tokenKind(name) == .identifier else { return nil }
    for member in subscribingMembers where raw.token(name, is: member) { return "\(member)" }
    if raw.token(name, is: "assign"), argumentLabels(of: call, in: raw) == ["to", "on"] {
      return "assign"
    }
    return nil
  }

  private static let subscribingMembers: [StaticString] = [
    "sink", "subscribe", "addObserver", "observe", "scheduledTimer", "addPeriodicTimeObserver",
    "addBoundaryTimeObserver", "async", "asyncAfter",
  ]

  /// Whether `node` runs when `body` does: no closure or declaration between them.
  private static func runsInBody(_ node: Int32, _ body: Int32, in raw: RawTree) -> Bool {
    var step = raw.parent(node)
    while step >= 0, step != body {
      switch raw.kind(step) {
      case .closureExpr, .functionDecl, .structDecl, .classDecl, .enumDecl, .actorDecl,
        .accessorBlock:
        return false
      default: step = raw.parent(step)
      }
    }
    return true
  }

  /// The token of `Syntax.leftmostName`: through calls, subscripts, generic arguments,
  /// `?`, `!`, `#if` and member accesses to a name; -1 when it starts with anything else.
  static func leftmostNameToken(_ expression: Int32, in raw: RawTree) -> Int32 {
    var node = expression
    while true {
      switch raw.kind(node) {
      case .functionCallExpr, .subscriptCallExpr, .genericSpecializationExpr,
        .optionalChainingExpr, .forceUnwrapExpr, .postfixIfConfigExpr:
        node = raw.firstChild(node)
        guard node >= 0 else { return -1 }
      case .memberAccessExpr:
        node = memberBase(node, in: raw)
        guard node >= 0 else { return -1 }
      case .declReferenceExpr:
        return referencedNameToken(node, in: raw)
      default:
        return -1
      }
    }
  }

  /// `Syntax.referencedNameToken`: the name after the last module selector, else the
  /// first token (-1 for none).
  private static func referencedNameToken(_ node: Int32, in raw: RawTree) -> Int32 {
    var selector: Int32 = -1
    var child = raw.firstChild(node)
    while child >= 0 {
      if raw.kind(child) == .moduleSelector { selector = child }
      child = raw.nextSibling(child)
    }
    return selector >= 0 ? raw.tokens(selector).upperBound : raw.firstToken(node)
  }

  /// `FunctionCall.arguments` labels, `_` for an argument without one.
  private static func argumentLabels(of call: Int32, in raw: RawTree) -> [String] {
    let list = raw.child(call, .argumentList)
    guard list >= 0 else { return [] }
    var labels: [String] = []
    var argument = raw.firstChild(list)
    while argument >= 0 {
      if raw.kind(argument) == .argument {
        let label = argumentLabelToken(argument, in: raw)
        labels.append(label >= 0 ? text(of: label, in: raw) : "_")
      }
      argument = raw.nextSibling(argument)
    }
    return labels
  }

  /// `Argument.labelToken`: the first token when a `:` of the argument follows it and the
  /// value starts after it; -1 otherwise.
  static func argumentLabelToken(_ argument: Int32, in raw: RawTree) -> Int32 {
    let first = raw.firstToken(argument)
    guard first >= 0, Int(first) + 1 < raw.tokenCount, raw.tokenKind(first + 1) == .colon,
      raw.tokens(argument).contains(first + 1)
    else { return -1 }
    let expression = raw.firstChild(argument)
    if expression >= 0, raw.tokens(expression).lowerBound <= first { return -1 }
    return first
  }
}
