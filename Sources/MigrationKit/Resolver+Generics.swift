import SwiftCST

// Generic parameters seen at a node: a function's, initializer's or subscript's around it
// (from the syntax), then those of the enclosing types (from the index).
extension Resolver {
  /// Whether a value of `type` read at `node` certainly is not `Equatable`
  /// (`SemanticIndex.isCertainlyNotEquatable(_:inside:)`, with the generic parameters of
  /// the functions around `node` too).
  public func isCertainlyNotEquatable(_ type: TypeReference, at node: Syntax) -> Bool {
    if let name = type.name, !name.contains("."),
      let constraints = functionConstraints(of: name, at: node)
    {
      return !constraints.contains { index.mayBeEquatable(constraint: $0) }
    }
    return index.isCertainlyNotEquatable(type, inside: enclosingTypeName(of: node))
  }

  /// The constraints of `name` when a function, initializer or subscript around `node`
  /// declares it as a generic parameter; nil otherwise.
  private func functionConstraints(of name: String, at node: Syntax) -> [String]? {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .functionDecl, .initializerDecl, .subscriptDecl:
        if let found = Self.declaredConstraints(of: name, in: ancestor) { return found }
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        return nil
      default: break
      }
      current = ancestor.parent
    }
    return nil
  }

  /// The constraints `declaration` puts on its generic parameter `name` (`<T: A & B>`, its
  /// where clause's `T: P` and `T == X`); nil when it declares no such parameter.
  static func declaredConstraints(of name: String, in declaration: Syntax) -> [String]? {
    guard let clause = declaration.child(.genericParameterClause) else { return nil }
    var declared = false
    var constraints: [String] = []
    for parameter in clause.children(.genericParameter) {
      let token = parameter.ownTokens.first { $0.kind == .identifier && !$0.is("each") }
      guard let token, token.hasText(name) else { continue }
      declared = true
      if let constraint = parameter.firstChild { constraints += parts(of: constraint) }
    }
    guard declared else { return nil }
    for requirement in declaration.child(.genericWhereClause)?.children(.genericRequirement) ?? [] {
      guard let subject = requirement.firstChild, subject.kind == .identifierType,
        subject.tokens.count == 1, subject.firstToken?.hasText(name) == true,
        let constraint = requirement.children.dropFirst().first
      else { continue }
      constraints += parts(of: constraint)
    }
    return constraints
  }

  /// A constraint's protocols: each part of `A & B`.
  private static func parts(of constraint: Syntax) -> [String] {
    constraint.kind == .compositionType
      ? constraint.children.map(\.compactText) : [constraint.compactText]
  }
}
