import SwiftCST

extension Resolver {
  /// The statements of a member's body when it is declared in this resolver's file (`path`
  /// is that file's path, `MigrationContext.path`): a computed property's getter or a
  /// function's body. Nil for a member of another file, whose syntax the run does not keep
  /// (the index has only its facts, such as `viewArity`), and for a member without a body.
  public func bodyStatements(of member: MemberInfo, inFileAt path: String) -> [Syntax]? {
    guard member.path == path else { return nil }
    // The declaration starts at `member.offset` (a pattern binding or a function).
    var node = file.root
    while !(node.range.lowerBound == member.offset
      && (node.kind == .patternBinding || node.kind == .functionDecl))
    {
      guard let next = node.children.first(where: { $0.range.contains(member.offset) }) else {
        return nil
      }
      node = next
    }
    if node.kind == .patternBinding { return PatternBinding(node).getterStatements }
    return FunctionDeclaration(node)?.body?.children
  }

  /// The value a local `let`/`var` of this file is bound to (`let title = Text(…)`); nil for
  /// parameters, pattern bindings and a declaration without a value.
  public func initializer(of local: LocalBinding) -> Syntax? {
    guard local.kind == .variable else { return nil }
    var node = file.root
    // The binding whose pattern starts at the offset (not an enclosing `var body`'s).
    while !(node.kind == .patternBinding
      && PatternBinding(node).pattern?.range.lowerBound == local.offset)
    {
      guard let next = node.children.first(where: { $0.range.contains(local.offset) }) else {
        return nil
      }
      node = next
    }
    return PatternBinding(node).initializer
  }

  /// The methods the run adds to every view under this name (`extension View { func
  /// name(…) -> some View { … } }`): a project's modifier (several when overloaded).
  public func viewExtensionMethods(named name: String) -> [MemberInfo] {
    // A keyword as a name is declared with backquotes (`func `if`(…)`).
    (index.members(named: name, in: "View") + index.members(named: "`\(name)`", in: "View"))
      .filter { $0.kind == .function && !$0.isStatic }
  }

  /// The `body(content:)` of a `ViewModifier` type of the run, for `.modifier(Name(…))`.
  public func viewModifierBody(ofType name: String, at node: Syntax) -> MemberInfo? {
    guard let type = index.type(named: name, inside: enclosingTypeName(of: node)),
      type.kind != .extension
    else { return nil }
    let bodies = index.members(named: "body", in: type.name).filter { $0.kind == .function }
    return bodies.count == 1 ? bodies[0] : nil
  }
}
