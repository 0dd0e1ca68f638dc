import SwiftCST

extension DeclarationScanner {
  /// For a function whose one view applies a `ViewModifier` of a type it constructs, once
  /// (`modifier(CardStyle(…))`, `self.modifier(CardStyle())`, with other modifiers around it
  /// or not): the type's name as written (`CardStyle`, `Theme.CardStyle`). Nil for any other
  /// body, a `.modifier(…)` of a value (`modifier(style)`) and a body that applies two.
  /// A project's modifier method (`func card() -> some View { modifier(CardStyle()) }`) is
  /// sized from another file through this (full-width-frame).
  static func appliedModifierType(of body: Int32, arity: ViewArity, in raw: RawTree) -> String? {
    guard arity.count == .one, !arity.isConditional else { return nil }
    let named = arity.modifiers.lazy.filter { $0 == "modifier" }.count
    guard named + (arity.root == "modifier" ? 1 : 0) == 1 else { return nil }
    var found: [FunctionCall] = []
    for node in raw.syntax(body).descendants(.functionCallExpr) {
      guard let call = FunctionCall(node), call.calleeName == "modifier" else { continue }
      found.append(call)
      if found.count > 1 { return nil }
    }
    guard let call = found.first, call.trailingClosure == nil,
      case let arguments = call.arguments, arguments.count == 1, arguments[0].label == nil,
      let value = arguments[0].expression.flatMap(FunctionCall.init)
    else { return nil }
    // The constructed type, with the types it is written inside (`Theme.CardStyle(…)`).
    var callee = value.callee
    if callee.kind == .genericSpecializationExpr, let base = callee.firstChild { callee = base }
    guard callee.kind == .declReferenceExpr || callee.kind == .memberAccessExpr else {
      return nil
    }
    let text = callee.compactText
    guard text.first?.isUppercase == true,
      text.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true })
    else { return nil }
    return text
  }
}

extension DeclarationScanner {
  /// For a function whose one view (not chosen by `if`/`switch`) applies `.frame(…)` once in
  /// its chain (`resizable().frame(width: 16, height: 16)`), or on its implicit `self` (a
  /// View extension's `func fillWidth() -> some View { frame(maxWidth: .infinity) }`): the
  /// labels of its arguments that are set, a label whose value may be nil
  /// (`width: wide ? nil : 80`) written with `?` (`width?`). Nil for any other body. Sizing
  /// reads it as it reads a frame's syntax (full-width-frame: a fixed width settles a view's
  /// width).
  static func frameLabels(of body: Int32, arity: ViewArity, in raw: RawTree) -> [String]? {
    let named =
      arity.modifiers.lazy.filter({ $0 == "frame" }).count + (arity.root == "frame" ? 1 : 0)
    guard arity.count == .one, !arity.isConditional, named == 1 else { return nil }
    // The one statement that makes a view (declarations make none).
    let views = raw.syntax(body).children.filter { ViewArity.of(statement: $0).count != .none }
    guard views.count == 1,
      let view = views[0].kind == SyntaxKind.returnStmt ? views[0].firstChild : views[0]
    else { return nil }
    let chain = ModifierChain(outermost: view)
    var frames = chain.modifiers.filter { $0.name == "frame" }.map(\.call)
    if let base = FunctionCall(chain.base), base.callee.kind == SyntaxKind.declReferenceExpr,
      base.calleeName == "frame"
    {
      frames.append(base)
    }
    guard frames.count == 1, let call = frames[0], call.trailingClosure == nil else {
      return nil
    }
    var labels: [String] = []
    for argument in call.arguments {
      guard let label = argument.label, let value = argument.expression else { return nil }
      if value.kind == SyntaxKind.nilLiteralExpr { continue }
      labels.append(value.descendants(SyntaxKind.nilLiteralExpr).isEmpty ? label : label + "?")
    }
    return labels
  }
}
