import SwiftCST

/// Views laid out as a layer of another view: the content of `.overlay { … }`,
/// `.background { … }` and `.mask { … }` (closure or view argument). SwiftUI first sizes the
/// view the modifier is applied to, then proposes that size to the layer, so whatever
/// proposes sizes around the modified view (a `.fixedSize()` that proposes nil, a
/// `ViewThatFits`, a scroll view, a lazy stack) reaches the layer only as that concrete size.
public enum LayerContent {
  /// Modifiers whose content is a layer proposed the size of the view they modify.
  public static let modifiers: Set<String> = ["overlay", "background", "mask"]

  /// The ancestors of `node` whose size proposals reach it, innermost first: up to (not
  /// including) the innermost layer modifier call whose content holds `node`; every
  /// ancestor when there is none.
  public static func proposingAncestors(of node: Syntax) -> [Syntax] {
    var result: [Syntax] = []
    var current = node
    while let parent = current.parent {
      if parent.kind == .functionCallExpr, let call = FunctionCall(parent),
        !call.callee.contains(current), isLayerModifier(call)
      {
        return result
      }
      result.append(parent)
      current = parent
    }
    return result
  }

  /// `view.overlay(…)`, `view.background { … }`, `view.mask { … }`: a modifier form (with a
  /// base) of one of `modifiers`.
  private static func isLayerModifier(_ call: FunctionCall) -> Bool {
    guard let access = call.memberAccess, access.base != nil else { return false }
    return modifiers.contains(access.name)
  }
}
