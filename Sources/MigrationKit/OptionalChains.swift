import SwiftCST

extension Syntax {
  /// Whether a modifier written after this expression would join an optional chain inside
  /// it: `badge?.view` then `.frame(…)` reads `badge?.view.frame(…)`, which is nil with
  /// `badge`, so the modifier goes with the view. Walks the expression's postfix spine
  /// (member accesses, calls, subscripts, `!`, postfix `#if`) down to its first `?`; a
  /// parenthesised expression ends a chain, and so does any other kind of node.
  public var endsOptionalChain: Bool {
    var node = self
    while true {
      switch node.kind {
      case .optionalChainingExpr:
        return true
      case .memberAccessExpr:
        guard let base = MemberAccess(node)?.base else { return false }
        node = base
      case .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr, .postfixIfConfigExpr:
        guard let first = node.firstChild else { return false }
        node = first
      default:
        return false
      }
    }
  }
}
