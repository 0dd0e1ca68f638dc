import SwiftCST

/// What a resolver learns about its file's structure, kept for its later questions: a
/// resolver answers thousands of questions per file (view-builder-content asks the type of
/// every member access's base). The scopes themselves are read again per name, on the raw
/// tree (`Resolver.declared`): a table of each scope's names cost more, as most scopes are
/// asked about once or twice. Holds only what the syntax decides (never a type that depends
/// on `assumedTypes`), so copies of a resolver share it.
///
/// A resolver and its caches are one file's, used by one thread, and each access to a
/// table ends before the look-up that fills it runs: the tables go without the run-time
/// exclusivity checks (`@exclusivity(unchecked)`, here and in the two caches below), which
/// cost about 80 instructions an access.
final class ResolverCache {
  /// The parameters of a function, initializer or subscript by local name (the first of a
  /// name), by the declaration's node.
  @exclusivity(unchecked) private var parameters: [Int32: [String: LocalBinding]] = [:]
  /// A closure's parameter of a name (or none), by the closure's node; with the name asked
  /// as written (a shorthand parameter list is matched by bytes).
  @exclusivity(unchecked) private var closureParameters:
    [Int32: [String: (asked: String, found: LocalBinding?)]] = [:]
  /// `enclosingTypeName(of:)` by the innermost type or extension declaration.
  @exclusivity(unchecked) private var enclosingTypeNames: [Int32: String?] = [:]
  /// Answers that depend on the index alone (the same for every copy of the resolver), by
  /// name and type: `member(_:ofTypeNamed:implicit:)`'s, and a bare name's outside the
  /// locals (`resolve(name:at:depth:)`). A file asks about the same few names (`Text`,
  /// `padding`, a view's properties) again and again, and each answer looks through the
  /// enclosing types, the protocols they conform to and the modules of the run.
  @exclusivity(unchecked) private var members: [NameInType: Resolution] = [:]
  @exclusivity(unchecked) private var outerNames: [NameInType: Resolution] = [:]
  /// `viewExtensionMethods(named:)` by name (index alone too): full-width-frame asks it of
  /// every modifier it sizes, and each answer looks a name up in 19 types.
  @exclusivity(unchecked) private var viewExtensionMethods: [String: [MemberInfo]] = [:]

  struct NameInType: Hashable {
    var name: String
    var type: String?
  }

  func parameters(
    of function: Syntax, _ build: () -> [String: LocalBinding]
  ) -> [String: LocalBinding] {
    if let known = parameters[function.index] { return known }
    let found = build()
    parameters[function.index] = found
    return found
  }

  func closureParameter(
    _ name: String, of closure: Syntax, _ find: () -> LocalBinding?
  ) -> LocalBinding? {
    if let known = closureParameters[closure.index]?[name] {
      if known.asked.utf8.elementsEqual(name.utf8) { return known.found }
      return find()
    }
    let found = find()
    closureParameters[closure.index, default: [:]][name] = (name, found)
    return found
  }

  func member(_ name: String, of type: String, _ find: () -> Resolution) -> Resolution {
    let key = NameInType(name: name, type: type)
    if let known = members[key] { return known }
    let found = find()
    if members.isEmpty { members.reserveCapacity(ExpressionCache.firstCapacity) }
    members[key] = found
    return found
  }

  func outerName(_ name: String, inside type: String?, _ find: () -> Resolution) -> Resolution {
    let key = NameInType(name: name, type: type)
    if let known = outerNames[key] { return known }
    let found = find()
    if outerNames.isEmpty { outerNames.reserveCapacity(ExpressionCache.firstCapacity) }
    outerNames[key] = found
    return found
  }

  func viewExtensionMethods(named name: String, _ find: () -> [MemberInfo]) -> [MemberInfo] {
    if let known = viewExtensionMethods[name] { return known }
    let found = find()
    viewExtensionMethods[name] = found
    return found
  }

  func enclosingTypeName(startingAt declaration: Syntax, _ find: () -> String?) -> String? {
    if let known = enclosingTypeNames[declaration.index] { return known }
    let found = find()
    enclosingTypeNames[declaration.index] = .some(found)
    return found
  }
}

/// The types of local bindings' initializers (`let x = T(…)`) a resolver has worked out, by
/// the binding and the depth asked at (the depth limits recursion, so it is part of the
/// question). Depends on `assumedTypes`: a resolver that assumes other types starts afresh.
final class LocalTypeCache {
  @exclusivity(unchecked) private var types: [Int: TypeReference?] = [:]

  func type(of binding: Syntax, depth: Int, _ find: () -> TypeReference?) -> TypeReference? {
    let key = Int(binding.index) << 8 | depth
    if let known = types[key] { return known }
    let found = find()
    types[key] = .some(found)
    return found
  }
}

/// The answers of `resolve(_:depth:)` and `type(of:depth:)` for calls, member accesses and
/// names, by the node and the depth asked at. Each level of a modifier chain asks both questions of the
/// level below (the base's resolution, then its type), which asks both of the next: without
/// these, a chain of n calls was worked out 2^n times. Depends on `assumedTypes`, like
/// `LocalTypeCache`.
final class ExpressionCache {
  @exclusivity(unchecked) private var resolutions: [Int: Resolution] = [:]
  @exclusivity(unchecked) private var types: [Int: TypeReference?] = [:]

  func resolution(of node: Syntax, depth: Int, _ find: () -> Resolution) -> Resolution {
    let key = Int(node.index) << 8 | depth
    if let known = resolutions[key] { return known }
    let found = find()
    if resolutions.isEmpty { resolutions.reserveCapacity(Self.firstCapacity) }
    resolutions[key] = found
    return found
  }

  func type(of node: Syntax, depth: Int, _ find: () -> TypeReference?) -> TypeReference? {
    let key = Int(node.index) << 8 | depth
    if let known = types[key] { return known }
    let found = find()
    if types.isEmpty { types.reserveCapacity(Self.firstCapacity) }
    types[key] = .some(found)
    return found
  }

  /// Room made at the first answer: a resolver that answers one question answers a few
  /// dozen, and growing a table from one entry rehashed it at every doubling.
  static let firstCapacity = 32
}
