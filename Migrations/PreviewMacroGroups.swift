import MigrationKit
import SwiftCST

// A Group with modifiers of its own among a provider's previews.

extension PreviewProviderShape {
  /// For `Group { V }.m()`: a Group of one view is one preview, the Group's modifiers on it
  /// (the Group stays); nil, or V when every modifier is a preview modifier that becomes a
  /// #Preview argument (the Group goes). A Group of several views with modifiers shares
  /// them as setup, and V's own preview modifiers would sit under the Group's: refused.
  static func groupedView(_ chain: ModifierChain) -> Result<Syntax?, Refusal> {
    guard chain.base.kind == .functionCallExpr,
      FunctionCall(chain.base)?.callee.text == "Group", !chain.modifiers.isEmpty
    else { return .success(nil) }
    guard let group = FunctionCall(chain.base), group.argumentList == nil,
      let statements = group.trailingClosure?.statements, statements.count == 1,
      [.functionCallExpr, .memberAccessExpr, .declReferenceExpr].contains(statements[0].kind),
      FunctionCall(ModifierChain(outermost: statements[0]).base)?.calleeName.map({
        skippedViews.contains($0) || $0 == "Group"
      }) != true
    else {
      return .failure(
        Refusal(reason: "its Group of previews shares modifiers (setup for every preview)"))
    }
    let view = statements[0]
    if ModifierChain(outermost: view).modifiers.contains(where: { $0.name.hasPrefix("preview") }) {
      return .failure(
        Refusal(
          reason:
            "the view in its Group has preview modifiers of its own, under the Group's modifiers"
        ))
    }
    return .success(chain.modifiers.allSatisfy { $0.name.hasPrefix("preview") } ? view : nil)
  }
}
