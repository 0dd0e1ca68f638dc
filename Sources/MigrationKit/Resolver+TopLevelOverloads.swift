import SwiftCST

/// A bare name the run declares at top level both as one variable and as functions
/// (`var accent: Color { … }` and `func accent(for theme: Theme) -> Color`): Swift tells
/// them apart by how the name is used, so a look-up by name alone is `.unknown`. Where the
/// use leaves one of them (and only there), these answer with it.
extension Resolver {
  /// The variable or the functions `node` (a bare reference, no local and no member of the
  /// types around it) uses, where its position leaves only one: the base of a member
  /// access (`accent.opacity(0.5)`: a function has no members) is the variable; the callee
  /// of a call (`accent(for: theme)`) is the functions when some fit the call's labels and
  /// the variable's type cannot be called (see `uncallableTypes`). Nil anywhere else.
  func topLevelChosenByPosition(_ node: Syntax, named name: String) -> MemberInfo? {
    guard let parent = node.parent, let (variable, functions) = topLevelOverloads(node, name)
    else { return nil }
    if let access = MemberAccess(parent), access.base == node, access.name != "self" {
      return variable
    }
    if let call = FunctionCall(parent), call.callee == node,
      let type = valueType(of: variable), !type.isOptional, let typeName = type.name,
      Self.uncallableTypes.contains(typeName),
      index.members(named: "callAsFunction", in: typeName).isEmpty
    {
      return fitting(functions, call).first?.member
    }
    return nil
  }

  /// The type of `expression` where the code expects a value that is no function (the
  /// colour of `.foregroundColor(_:)`, a length): as `type(of:)`, except that a bare name
  /// the run declares at top level as one variable and as functions is the variable there,
  /// since a function would not compile in its place.
  public func type(ofValue expression: Syntax) -> TypeReference? {
    if let found = type(of: expression) { return found }
    guard expression.kind == .declReferenceExpr, let name = expression.firstToken?.text,
      let (variable, _) = topLevelOverloads(expression, name)
    else { return nil }
    return valueType(of: variable)
  }

  /// The one variable and the functions of `name` at top level, when `node` reaches them.
  private func topLevelOverloads(_ node: Syntax, _ name: String)
    -> (variable: MemberInfo, functions: [MemberInfo])?
  {
    // The top-level names first: most names asked about have none of their own.
    let found = visibleTopLevel(named: name)
    guard found.count > 1 else { return nil }
    let variables = found.filter { $0.kind != .function }
    let functions = found.filter { $0.kind == .function }
    guard variables.count == 1, !functions.isEmpty, local(named: name, at: node) == nil,
      typeScopeResolution(name: name, inside: enclosingTypeName(of: node)) == nil
    else { return nil }
    return (variables[0], functions)
  }

  /// Types whose values cannot be called: their SDKs declare no `callAsFunction` (the run
  /// may add one in an extension, which is looked for). Kept to values a top-level
  /// variable sharing a function's name holds in practice: colours, fonts, numbers, text.
  static let uncallableTypes: Set<String> = [
    "Color", "SwiftUI.Color", "Font", "SwiftUI.Font", "String", "Int", "Double", "Float",
    "CGFloat", "Bool",
  ]
}
