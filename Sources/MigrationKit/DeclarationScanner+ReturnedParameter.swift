// A generic function that returns the value it was given (`func tweaked<T>(_ value: T,
// _ change: (inout T) -> Void) -> T`): its call has its argument's type.
extension DeclarationScanner {
  /// `MemberInfo.returnedParameter` of the function `node` with the return type node
  /// `returnType`: the position of its one parameter declared as the generic parameter `T`
  /// it returns (written bare, `-> T`); -2 when it returns its generic parameter but declares
  /// no such parameter or several (the result is then not one argument's type:
  /// `func resolve<T>(_ type: T.Type) -> T`), or returns it optional (`-> T?`); -1 when it
  /// returns something else.
  func returnedParameter(of node: Int32, returnType: Int32) -> Int32 {
    guard returnType >= 0 else { return -1 }
    // `-> T?` (`func resolve<Service>(_: Service.Type) -> Service?`): the call decides it too.
    if raw.kind(returnType) == .optionalType
      || raw.kind(returnType) == .implicitlyUnwrappedOptionalType
    {
      let wrapped = raw.firstChild(returnType)
      guard wrapped >= 0, raw.kind(wrapped) == .identifierType, raw.tokens(wrapped).count == 1,
        declaresGenericParameter(named: raw.firstToken(wrapped), in: node)
      else { return -1 }
      return -2
    }
    guard raw.kind(returnType) == .identifierType, raw.tokens(returnType).count == 1
    else { return -1 }
    let returned = raw.firstToken(returnType)
    guard declaresGenericParameter(named: returned, in: node) else { return -1 }
    let clause = raw.child(node, .parameterClause)
    guard clause >= 0 else { return -2 }
    var found: Int32 = -1
    var position: Int32 = 0
    var parameter = raw.firstChild(clause)
    while parameter >= 0 {
      defer { parameter = raw.nextSibling(parameter) }
      guard raw.kind(parameter) == .parameter else { continue }
      defer { position += 1 }
      let type = parameterType(parameter)
      guard type >= 0, raw.kind(type) == .identifierType, raw.tokens(type).count == 1,
        sameText(raw.firstToken(type), returned)
      else { continue }
      guard found < 0 else { return -2 }
      found = position
    }
    return found < 0 ? -2 : found
  }

  /// Whether the declaration's `<…>` names a generic parameter spelled like `token`.
  private func declaresGenericParameter(named token: Int32, in node: Int32) -> Bool {
    let clause = raw.child(node, .genericParameterClause)
    guard clause >= 0 else { return false }
    var parameter = raw.firstChild(clause)
    while parameter >= 0 {
      defer { parameter = raw.nextSibling(parameter) }
      guard raw.kind(parameter) == .genericParameter else { continue }
      var name: Int32 = -1
      forEachOwnToken(of: parameter) { own in
        guard raw.tokenKind(own) == .identifier, !raw.token(own, is: "each") else { return true }
        name = own
        return false
      }
      if name >= 0, sameText(name, token) { return true }
    }
    return false
  }

  /// Whether two tokens have the same text.
  private func sameText(_ first: Int32, _ second: Int32) -> Bool {
    Self.text(of: first, in: raw) == Self.text(of: second, in: raw)
  }
}
