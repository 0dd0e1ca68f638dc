import MigrationKit
import SwiftCST

extension IgnoresSafeAreaScope {
  /// The byte range to delete when the modifier next to `call` in its chain is already
  /// `replacement` as written (`.edgesIgnoringSafeArea(.all)` right before or after
  /// `.ignoresSafeArea()`): renaming would write the same modifier twice in a row, and
  /// removing the deprecated one leaves what the two did. The range runs from the end of
  /// the modifier's base to the end of the call (its line break and indentation with it);
  /// nil when there is no such twin, or a comment sits in that range.
  static func twinRemoval(of call: FunctionCall, replacement: String) -> Range<Int>? {
    guard let access = call.memberAccess, let base = access.base else { return nil }
    let file = call.node.file
    // The modifier's own text, from its name to its `)`: `ignoresSafeArea(edges: .top)`.
    func written(_ other: FunctionCall) -> String? {
      guard let name = other.memberAccess?.nameToken, other.trailingClosure == nil else {
        return nil
      }
      return file.text(name.range.lowerBound..<other.node.range.upperBound)
    }
    var twin = false
    if let before = FunctionCall(base), written(before) == replacement {
      twin = true
    } else if let parent = call.node.parent, parent.kind == .memberAccessExpr,
      parent.firstChild == call.node, let next = parent.parent.flatMap(FunctionCall.init),
      next.callee == parent, written(next) == replacement
    {
      twin = true
    }
    let removed = base.range.upperBound..<call.node.range.upperBound
    guard twin, !file.containsBytes("/", in: removed.lowerBound..<removed.upperBound) else {
      return nil
    }
    return removed
  }
}
