import MigrationKit
import SwiftCST

// Content that fills the height it is offered is no bar: a safe-area bar is offered the
// scroller's whole size, so a stack with a colour or shape layer (a dimming or tap-catching
// layer behind a floating button's menu, `ZStack { if open { Color.clear… }; Button… }`)
// would take all of it and leave the rows no room. Found in the content itself, or, for a
// view of the project, in its body through the index (`Key.fillingType`).

extension SafeAreaBar {
  /// The stacks whose layers `fillingLayer(ofStack:)` looks at.
  static let layerStackNames = TokenNames(["ZStack", "VStack", "HStack", "Group"])

  /// A layer of a stack (also one shown under `if` or `switch`) that takes all the space it
  /// is offered: a colour, shape or gradient with no frame (`Color.black.opacity(0.2)`), or
  /// any view framed with `maxHeight: .infinity`. Nil when there is none.
  static func fillingLayer(ofStack call: FunctionCall) -> Syntax? {
    guard call.memberAccess == nil, let name = call.calleeName,
      ["ZStack", "VStack", "HStack", "Group"].contains(name),
      let statements = call.trailingClosure?.statements
    else { return nil }
    return filling(in: statements, depth: 0)
  }

  private static func filling(in statements: [Syntax], depth: Int) -> Syntax? {
    for statement in statements {
      switch statement.kind {
      case .ifExpr, .switchExpr:
        guard depth < 4 else { continue }
        for branch in ViewArity.branches(of: statement).branches {
          if let layer = filling(in: branch, depth: depth + 1) { return layer }
        }
      default:
        guard statement.isExpression else { continue }
        if fills(ModifierChain(outermost: statement)) { return statement }
      }
    }
    return nil
  }

  /// A colour, shape or gradient that no frame sizes, or a view framed to fill the height.
  private static func fills(_ chain: ModifierChain) -> Bool {
    let frames = chain.modifiers.filter { $0.name == "frame" }
    if frames.contains(where: { frame in
      frame.arguments.contains { $0.label == "maxHeight" && $0.expression?.text == ".infinity" }
    }) {
      return true
    }
    guard let root = chain.base.leftmostName else { return false }
    return SwiftUIViews.fillingViews.contains(root) && frames.isEmpty
  }

  /// The type whose `body` is `call`'s stack (with its modifiers), or nil.
  static func bodyOwner(rootedAt call: FunctionCall) -> String? {
    guard let binding = call.node.ancestor(.patternBinding),
      PatternBinding(binding).name == "body",
      let statements = PatternBinding(binding).getterStatements
    else { return nil }
    let views = statements.filter { $0.isExpression }
    guard views.count == 1, ModifierChain(outermost: views[0]).base.range == call.node.range,
      let type = binding.ancestor(.structDecl, .classDecl, .enumDecl).flatMap(
        TypeDeclaration.init)
    else { return nil }
    return type.name
  }

  /// The content's filling layer, or the view of the project it builds when that view's body
  /// has one: said in the refusal. Nil when neither fills.
  func fillingContent(_ view: Syntax, _ project: Project) -> String? {
    let base = ModifierChain(outermost: view).base
    if let call = FunctionCall(base), let layer = Self.fillingLayer(ofStack: call) {
      let text = ModifierChain(outermost: layer).base.text
      return "its `\(text)` layer takes all the height it is offered"
    }
    guard let name = base.leftmostName, base.kind == .functionCallExpr,
      project.isFillingType(name)
    else { return nil }
    return
      "the body of `\(name)` has a colour, shape or full-height layer that takes all the height it is offered"
  }
}
