import SwiftCST

extension ModifierChain {
  /// The chain's outermost node, continued through postfix `#if` blocks and the modifiers
  /// after them (`}` ↵ `#if os(iOS)` ↵ `.padding()` ↵ `#endif` ↵ `.background(…)`), which
  /// `modifiers` stops before; `outermost` when no such block follows.
  public var outermostThroughIfConfigs: Syntax {
    var node = outermost
    var sawIfConfig = false
    while let parent = node.parent {
      if parent.kind == .postfixIfConfigExpr, parent.firstChild == node {
        sawIfConfig = true
        node = parent
      } else if let access = MemberAccess(parent), access.base == node {
        if let grand = parent.parent, let call = FunctionCall(grand), call.callee == parent {
          node = grand
        } else {
          node = parent
        }
      } else {
        break
      }
    }
    return sawIfConfig ? node : outermost
  }
}
