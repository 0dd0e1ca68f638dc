import SwiftCST

extension Syntax {
  /// Whether a modifier written after this expression would join an optional chain inside
  /// it: `badge?.view` then `.frame(…)` reads `badge?.view.frame(…)`, which is nil with
  /// `badge`, so the modifier goes with the view. Walks the expression's postfix spine
  /// (member accesses, calls, subscripts, generic arguments, `!`, postfix `#if`) down to its
  /// first `?`; a `?` in an argument or inside parentheses is not the chain's, and any other
  /// kind of node ends it. (foreground-style asks too: the value of such a chain is
  /// optional, `palette.tint?.color`.)
  public var endsOptionalChain: Bool {
    var node = self
    while true {
      switch node.kind {
      case .optionalChainingExpr:
        return true
      case .memberAccessExpr:
        guard let base = MemberAccess(node)?.base else { return false }
        node = base
      case .functionCallExpr, .subscriptCallExpr, .genericSpecializationExpr, .forceUnwrapExpr,
        .postfixIfConfigExpr:
        guard let first = node.firstChild else { return false }
        node = first
      default:
        return false
      }
    }
  }
}
