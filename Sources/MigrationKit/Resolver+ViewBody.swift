import SwiftCST

extension Resolver {
  /// The views of the body of the run's view type that an expression builds
  /// (`TagSuggestions(model: m).frame(…)` → the arity of `TagSuggestions.body`), as the index
  /// recorded it; nil when the expression does not start from a view type of the run.
  public func bodyArity(ofViewBuiltBy expression: Syntax) -> ViewArity? {
    let arity = ViewArity.of(expression: expression)
    guard arity.count == .one, let root = arity.root, !arity.rootIsReference,
      !arity.rootIsQualified,
      let type = index.type(named: root, inside: enclosingTypeName(of: expression)),
      type.kind != .extension
    else { return nil }
    return index.members(named: "body", in: type.name).first?.viewArity
  }
}
