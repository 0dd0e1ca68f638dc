import SwiftCST

/// Foundation's `AttributeContainer` builds attributes with calls named like View modifiers:
/// `AttributeContainer.font(.body).foregroundColor(.secondary)`, `.init().foregroundColor(.red)`
/// as an `attributes:` argument, `container.foregroundColor(.red)` (dynamic member lookup on
/// the attribute scopes, developer.apple.com/documentation/foundation/attributecontainer).
/// Such a call is no View modifier, and a View modifier written in its place
/// (`foregroundStyle`) names no attribute and does not compile.
public enum AttributeContainerChain {
  /// Whether the modifier chain `receiver` heads may be something other than a View built by
  /// modifiers: it starts from `AttributeContainer` (`AttributeContainer.font(…)`,
  /// `AttributeContainer()`, `Foundation.AttributeContainer`), from a value known to be one,
  /// or from an implicit member (`.init()`, `.font(…)`), whose type is whatever its context
  /// gives (an AttributeContainer in `attributes: .init()…`), which the chain alone does not
  /// tell.
  public static func mayBeAttributes(_ receiver: Syntax, resolver: Resolver?) -> Bool {
    guard let root = root(of: receiver) else { return false }
    if root.kind == .memberAccessExpr { return true }
    guard root.kind == .declReferenceExpr, let name = root.referencedNameToken?.text else {
      return false
    }
    if name == typeName { return true }
    if name == "Foundation", let parent = root.parent, MemberAccess(parent)?.base == root,
      MemberAccess(parent)?.name == typeName
    {
      return true
    }
    return resolver?.type(of: root)?.name == typeName
  }

  private static let typeName = "AttributeContainer"

  /// For the implicit member that heads the chain of a postfix `#if` clause, the expression
  /// before `#if`; nil for any other implicit member.
  private static func postfixBase(ofClauseHead head: Syntax) -> Syntax? {
    var node = head
    while let parent = node.parent,
      parent.kind == .functionCallExpr || parent.kind == .memberAccessExpr,
      parent.firstChild == node
    {
      node = parent
    }
    guard let clause = node.parent, clause.kind == .ifConfigClause,
      let condition = clause.parent, condition.kind == .ifConfigDecl,
      let postfix = condition.parent, postfix.kind == .postfixIfConfigExpr,
      let before = postfix.firstChild, before != condition
    else { return nil }
    return before
  }

  /// The expression a chain starts from, through calls, member accesses, subscripts, generic
  /// arguments, `?`, `!` and postfix `#if` clauses: a name (`declReferenceExpr`), an implicit
  /// member (a `memberAccessExpr` without a base), or nil for anything else (a literal, a
  /// closure).
  static func root(of expression: Syntax) -> Syntax? {
    var node = expression
    while let root = node.chainRoot {
      // `Button(…) #if os(macOS) .buttonStyle(.borderless).foregroundColor(…) #endif`:
      // the clause's chain continues the expression before `#if`.
      guard root.kind == .memberAccessExpr, let before = postfixBase(ofClauseHead: root) else {
        return root
      }
      node = before
    }
    return nil
  }
}
