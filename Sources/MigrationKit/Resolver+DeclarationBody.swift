import SwiftCST

extension Resolver {
  /// The statements of a member's body when it is declared in this resolver's file (`path`
  /// is that file's path, `MigrationContext.path`): a computed property's getter or a
  /// function's body. Nil for a member of another file, whose syntax the run does not keep
  /// (the index has only its facts, such as `viewArity`), and for a member without a body.
  public func bodyStatements(of member: MemberInfo, inFileAt path: String) -> [Syntax]? {
    guard member.path == path, let node = declaration(of: member) else { return nil }
    if node.kind == .patternBinding { return PatternBinding(node).getterStatements }
    return FunctionDeclaration(node)?.body?.children
  }

  /// The member's declaration in this file (a pattern binding or a function): the one at its
  /// indexed offset, or, when an earlier pass of the run has rewritten the file and moved it
  /// (the index keeps the first pass's offsets), the only one of its name in its type.
  func declaration(of member: MemberInfo) -> Syntax? {
    if let node = declaration(at: member.offset), name(of: node) == member.name { return node }
    let candidates = (file.root.descendants(.patternBinding) + file.root.descendants(.functionDecl))
      .filter {
        name(of: $0) == member.name && isMemberLevel($0)
          && enclosingTypeName(of: $0) == member.containingType
      }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// The pattern binding or function that starts at `offset`.
  private func declaration(at offset: Int) -> Syntax? {
    var node = file.root
    while !(node.range.lowerBound == offset
      && (node.kind == .patternBinding || node.kind == .functionDecl))
    {
      // The first child holding the offset, sibling by sibling (no array of children).
      var child = node.firstChild
      while let current = child, !current.range.contains(offset) { child = current.nextSibling }
      guard let next = child else { return nil }
      node = next
    }
    return node
  }

  private func name(of declaration: Syntax) -> String? {
    declaration.kind == .patternBinding
      ? PatternBinding(declaration).name : FunctionDeclaration(declaration)?.name
  }

  /// Declared in a type's (or the file's) scope, not inside a body or closure.
  private func isMemberLevel(_ node: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .codeBlock, .closureExpr, .accessorBlock: return false
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        return true
      default: current = ancestor.parent
      }
    }
    return true
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

  /// The methods the run adds to views under this name: to every view (`extension View {
  /// func name(…) -> some View { … } }`), or to `Text` or `Image` (`extension Text { func
  /// caption() -> some View { … } }`), which only a Text or an Image receives: a project's
  /// modifier (several when overloaded, or declared for more than one of them).
  /// A name the run also declares for another kind of view (`extension TextField { func
  /// caption() … }`) is overloaded too: which one a call reaches depends on its receiver.
  public func viewExtensionMethods(named name: String) -> [MemberInfo] {
    cache.viewExtensionMethods(named: name) {
      // A keyword as a name is declared with backquotes (`func `if`(…)`).
      let methods = { (type: String) in
        (index.members(named: name, in: type) + index.members(named: "`\(name)`", in: type))
          .filter { $0.kind == .function && !$0.isStatic }
      }
      let found = ["View", "Text", "Image"].flatMap(methods)
      guard found.count == 1 else { return found }
      return found + Self.otherViewTypes.flatMap(methods)
    }
  }

  /// SwiftUI views whose extensions often declare a project's modifiers under the same names
  /// as its `Text` or `View` ones.
  private static let otherViewTypes = [
    "TextField", "SecureField", "TextEditor", "Label", "Button", "Link", "Toggle", "Picker",
    "Menu", "Slider", "Stepper", "DatePicker", "ProgressView", "NavigationLink", "Shape",
    "Color",
  ]

  /// The `body(content:)` of a `ViewModifier` type of the run, for `.modifier(Name(…))`.
  public func viewModifierBody(ofType name: String, at node: Syntax) -> MemberInfo? {
    Self.viewModifierBody(ofType: name, inside: enclosingTypeName(of: node), in: index)
  }

  /// The `body(content:)` of the `ViewModifier` type a method of the run applies (its
  /// `appliedModifierType`), looked up as the method's file sees the run: inside the
  /// method's containing type, with its module's internal types.
  public func viewModifierBody(appliedBy method: MemberInfo) -> MemberInfo? {
    guard let name = method.appliedModifierType else { return nil }
    return Self.viewModifierBody(
      ofType: name, inside: method.containingType, in: index.seen(fromFileAt: method.path))
  }

  private static func viewModifierBody(
    ofType name: String, inside enclosing: String?, in index: SemanticIndex
  ) -> MemberInfo? {
    guard let type = index.type(named: name, inside: enclosing), type.kind != .extension
    else { return nil }
    let bodies = index.members(named: "body", in: type.name).filter { $0.kind == .function }
    return bodies.count == 1 ? bodies[0] : nil
  }
}
