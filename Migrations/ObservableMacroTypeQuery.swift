import MigrationKit
import SwiftCST

/// The class of an object whose type the index pass cannot tell from its own file: a chain
/// of member reads from a known type (`SessionRestore.shared`, `viewModel` of the enclosing
/// type declared in another file's extension, `services.session()`). Recorded as a fact and
/// answered from the complete semantic index, by the same walk in every file, so the
/// decision about a class and the edit of the use agree.
struct ObservableTypeQuery: Hashable, Sendable {
  /// The (qualified) type the chain starts from.
  var start: String
  /// Member names read in turn (a function's result type for a call).
  var members: [String]

  var encoded: String { ([start] + members).joined(separator: " ") }

  init(start: String, members: [String]) {
    self.start = start
    self.members = members
  }

  init?(encoded: String) {
    let parts = encoded.split(separator: " ").map(String.init)
    guard !parts.isEmpty else { return nil }
    start = parts[0]
    members = Array(parts.dropFirst())
  }

  /// The query for `expression`, built with the file's own `resolver`; nil when there is
  /// no chain to follow (a closure parameter, an arbitrary call). `initializer` gives the
  /// value a binding of this file is initialised with, by the offset of its name, for a
  /// local or property declared without a type (`let model = Store.shared`).
  static func of(
    _ expression: Syntax, resolver: Resolver, initializer: (Int) -> Syntax?, depth: Int = 0
  ) -> ObservableTypeQuery? {
    guard depth < 6 else { return nil }
    func inner(_ node: Syntax) -> ObservableTypeQuery? {
      if let name = ObservableNames.constructedTypeName(of: node) {
        return ObservableTypeQuery(start: name, members: [])
      }
      return of(node, resolver: resolver, initializer: initializer, depth: depth + 1)
    }
    switch expression.kind {
    case .declReferenceExpr:
      guard let name = expression.firstToken?.text, name != "self" else { return nil }
      if let local = resolver.local(named: name, at: expression) {
        if let type = local.type?.unwrapped.name {
          return ObservableTypeQuery(start: type, members: [])
        }
        return local.kind == .variable ? initializer(local.offset).flatMap(inner) : nil
      }
      if case .member(let member) = resolver.resolve(expression), member.type == nil,
        let value = initializer(member.offset)
      {
        return inner(value)
      }
      guard let owner = resolver.enclosingTypeName(of: expression) else { return nil }
      return ObservableTypeQuery(start: owner, members: [name])
    case .memberAccessExpr:
      guard let access = MemberAccess(expression), let base = access.base else { return nil }
      if base.firstToken?.kind == .kwSelf, base.tokenIndices.count == 1,
        let owner = resolver.enclosingTypeName(of: expression)
      {
        return ObservableTypeQuery(start: owner, members: [access.name])
      }
      if base.kind == .declReferenceExpr, let name = base.firstToken?.text,
        name.first?.isUppercase == true, resolver.local(named: name, at: base) == nil
      {
        return ObservableTypeQuery(start: name, members: [access.name])
      }
      if let name = resolver.type(of: base)?.unwrapped.name {
        return ObservableTypeQuery(start: name, members: [access.name])
      }
      guard var query = inner(base) else { return nil }
      query.members.append(access.name)
      return query
    case .functionCallExpr:
      guard let call = FunctionCall(expression), call.arguments.isEmpty,
        call.trailingClosure == nil, call.callee.kind == .memberAccessExpr
      else { return nil }
      return inner(call.callee)
    default:
      return nil
    }
  }

  /// The class name at the end of the chain (last component), or nil when a step is not
  /// declared in the run. A chain that starts from a top-level variable (`Current.kiosk`)
  /// starts from its type. Optional steps are read through: code without `?` that compiles
  /// reads an implicitly unwrapped optional there.
  func answer(in semantic: SemanticIndex) -> String? {
    var type = start
    if semantic.type(named: start) == nil,
      let variable = semantic.topLevel(named: start).first(where: { $0.type != nil }),
      let name = variable.type?.unwrapped.name
    {
      type = name
    }
    for member in members {
      guard
        let found = semantic.members(named: member, in: type).first(where: { $0.type != nil }),
        let name = found.type?.unwrapped.name
      else { return nil }
      type = name
    }
    return ObservableNames.lastComponent(type)
  }
}
