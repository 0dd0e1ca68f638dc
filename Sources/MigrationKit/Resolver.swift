import SwiftCST

/// What a name or member access refers to.
public enum Resolution: Sendable, Hashable {
  /// A local `let`/`var`, a parameter of the enclosing function or closure, a name bound by
  /// `if let`/`guard let`/`for`/`case let`, or `newValue`/`oldValue`/`error`.
  case local(LocalBinding)
  /// A member of a type declared (or extended) in the run.
  case member(MemberInfo)
  /// A top-level function or variable of the run.
  case topLevel(MemberInfo)
  /// A type of the run.
  case type(TypeInfo)
  /// `self` or `Self` inside a type of the run (or an extension of one outside it).
  case selfReference(type: String)
  /// A member of a value whose type is known but not declared (nor extended with that
  /// member) in the run: `title` in `text.title` where `text: Text`.
  case externalMember(of: TypeReference, name: String)
  /// Nothing certain: never a guess.
  case unknown
}

/// A name bound locally.
public struct LocalBinding: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// `let`/`var` in a body.
    case variable
    /// A parameter of the enclosing function, initializer or subscript.
    case parameter
    /// A parameter of an enclosing closure (`$0` included).
    case closureParameter
    /// Bound by a condition, a `for` pattern, a `case` pattern, `catch` or an accessor.
    case patternBinding
  }

  public var name: String
  public var kind: Kind
  /// Its type, when written or knowable (`let x: T`, `let x = T(…)`, a parameter's type).
  public var type: TypeReference?
  /// Byte offset of the binding's name.
  public var offset: Int
}

/// Answers "what does this name refer to here" and "what is the type of this expression"
/// for one file, with the run's declarations (`context.semantic`).
///
/// Look-up follows Swift's: locals and closure parameters outwards from the node, then
/// members of the enclosing types (their declarations and extensions in the module,
/// innermost type first), then top-level declarations. A name found nowhere is
/// `.unknown`; so is a member of a class whose superclass is not in the run (it may be
/// inherited). A member access `x.name` is attributed to `name` of x's type only when x's
/// type is known.
public struct Resolver {
  public let file: SourceFile
  public let index: SemanticIndex
  /// The file's path as `MigrationContext.path`, when the caller gives it: a private or
  /// fileprivate member another file declares is then none this file can see (two files'
  /// `fileprivate extension Colors { static let foreground = … }` are not one ambiguity).
  public let path: String?

  /// Types a caller knows for locals the resolver cannot type, by the binding's offset.
  var assumedTypes: [Int: TypeReference] = [:]
  /// The file's parameters, closure parameters and enclosing types as far as asked (see
  /// `ResolverCache`).
  let cache = ResolverCache()
  /// Types of locals worked out so far; they depend on `assumedTypes`.
  var localTypes = LocalTypeCache()
  /// Resolutions and types of calls, member accesses and names worked out so far (they
  /// depend on `assumedTypes`).
  var expressions = ExpressionCache()

  public init(file: SourceFile, index: SemanticIndex, path: String? = nil) {
    self.file = file
    self.index = index
    self.path = path
  }

  /// The same resolver, taking the local bound at each offset (`LocalBinding.offset`) to
  /// have the given type when its declaration does not say: the parameter of
  /// `.onChange(of: proxy.size) { new in … }` is a `CGSize` because `proxy.size` is one.
  public func assuming(_ types: [Int: TypeReference]) -> Resolver {
    var copy = self
    copy.assumedTypes.merge(types) { _, new in new }
    copy.localTypes = LocalTypeCache()
    copy.expressions = ExpressionCache()
    return copy
  }

  // MARK: Names

  /// What `node` refers to: a `declReferenceExpr` (`content`, `self`), a
  /// `memberAccessExpr` (`x.content`, `self.content`), or a call of either (the callee is
  /// resolved).
  public func resolve(_ node: Syntax) -> Resolution {
    resolve(node, depth: 0)
  }

  func resolve(_ node: Syntax, depth: Int) -> Resolution {
    guard depth < 16 else { return .unknown }
    switch node.kind {
    case .functionCallExpr, .memberAccessExpr, .declReferenceExpr:
      return expressions.resolution(of: node, depth: depth) {
        uncachedResolution(node, depth: depth)
      }
    default:
      return uncachedResolution(node, depth: depth)
    }
  }

  /// `resolve(_:depth:)` without the cache.
  private func uncachedResolution(_ node: Syntax, depth: Int) -> Resolution {
    switch node.kind {
    case .functionCallExpr:
      guard let callee = node.firstChild else { return .unknown }
      return resolve(callee, depth: depth + 1)
    case .declReferenceExpr:
      guard let token = node.firstToken else { return .unknown }
      if token.kind == .kwSelf || token.kind == .kwCapitalSelf {
        return enclosingTypeName(of: node).map { .selfReference(type: $0) } ?? .unknown
      }
      let resolution = resolve(name: token.text, at: node, depth: depth)
      if case .unknown = resolution,
        let chosen = topLevelChosenByPosition(node, named: token.text)
      {
        return .topLevel(chosen)
      }
      // (A type's name is no property: not looked up.)
      if case .unknown = resolution, token.text.first?.isUppercase == false,
        !Self.isCallee(node), let type = enclosingTypeName(of: node),
        let property = propertyBesideMethods(token.text, ofTypeNamed: type)
      {
        return .member(property)
      }
      return resolution
    case .memberAccessExpr:
      guard let access = MemberAccess(node) else { return .unknown }
      guard let base = access.base else { return .unknown }  // `.name`: contextual
      if base.kind == .declReferenceExpr, let first = base.firstToken,
        first.kind == .kwSelf || first.kind == .kwCapitalSelf
      {
        guard let type = enclosingTypeName(of: node) else { return .unknown }
        let found = member(access.name, ofTypeNamed: type, implicit: false)
        if case .unknown = found, !Self.isCallee(node),
          let property = propertyBesideMethods(access.name, ofTypeNamed: type)
        {
          return .member(property)
        }
        return found
      }
      if case .type(let type) = resolve(base, depth: depth + 1) {
        // A static member or a nested type: `Theme.accent`.
        if let nested = index.type(named: access.name, inside: type.name),
          nested.name == type.name + "." + access.name
        {
          return .type(nested)
        }
        let found = member(access.name, ofTypeNamed: type.name, implicit: false)
        if case .unknown = found, let only = staticMember(access.name, ofTypeNamed: type.name) {
          return .member(only)
        }
        return found
      }
      guard let baseType = type(of: base, depth: depth + 1) else { return .unknown }
      guard let name = baseType.name else {
        // An element of a tuple of labelled elements: its type is in the tuple's.
        if baseType.tupleElement(labelled: access.name) != nil {
          return .externalMember(of: baseType, name: access.name)
        }
        // `any Themed`, `some Themed`: the protocol's requirements and extensions.
        guard let existential = baseType.existentialProtocol,
          case .member(let found) = member(access.name, ofTypeNamed: existential, implicit: false)
        else { return .unknown }
        return .member(found)
      }
      let found = member(access.name, ofTypeNamed: name, implicit: false)
      // A value typed by a typealias of the run (`typealias Stream = Feed`, in any file of
      // the module): the aliased type's members.
      if case .unknown = found, let aliased = aliasedTypeOfRun(name) {
        return member(access.name, ofTypeNamed: aliased, implicit: false)
      }
      // A generic parameter (`Theme: Themed`): the members its constraints declare.
      if case .unknown = found,
        let constraints = index.genericConstraints(of: name, inside: enclosingTypeName(of: node))
      {
        for constraint in constraints {
          let inherited = member(access.name, ofTypeNamed: constraint, implicit: false)
          if case .member = inherited { return inherited }
        }
      }
      // A type the run only extends (`extension Color`) or does not declare keeps its own
      // members elsewhere; one it declares twice, or differently in the modules compiling
      // the file, is not known.
      if case .unknown = found,
        index.type(named: name).map({ $0.kind == .extension })
          ?? (index.lookUpType(named: name, inside: nil) == .undeclared)
      {
        return .externalMember(of: baseType, name: access.name)
      }
      return found
    default:
      return .unknown
    }
  }

  /// A bare name at `node`: locals outwards, then members of the enclosing types, then
  /// top-level declarations and types.
  public func resolve(name: String, at node: Syntax) -> Resolution {
    resolve(name: name, at: node, depth: 0)
  }

  func resolve(name: String, at node: Syntax, depth: Int) -> Resolution {
    if let local = local(named: name, at: node, depth: depth) { return .local(local) }
    let enclosing = enclosingTypeName(of: node)
    return cache.outerName(name, inside: enclosing) { resolve(name: name, inside: enclosing) }
  }

  /// A bare name that is no local, written in the body of `enclosing` (nil: at top level).
  private func resolve(name: String, inside enclosing: String?) -> Resolution {
    if let found = typeScopeResolution(name: name, inside: enclosing) { return found }
    let topLevel = visibleTopLevel(named: name)
    if topLevel.count == 1 || (!topLevel.isEmpty && topLevel.allSatisfy({ $0.kind == .function })) {
      return .topLevel(topLevel[0])
    }
    if !topLevel.isEmpty { return .unknown }
    if let type = index.type(named: name, inside: nil) { return .type(type) }
    return .unknown
  }

  /// What a bare name that is no local means inside `enclosing` and the types around it (a
  /// member, a nested type, or `.unknown` where a member inherited from outside the run
  /// would win); nil when the look-up goes on to top-level declarations.
  func typeScopeResolution(name: String, inside enclosing: String?) -> Resolution? {
    var typeScope = enclosing
    while let type = typeScope {
      let found = member(name, ofTypeNamed: type, implicit: true)
      if case .unknown = found {
        // A member inherited from outside the run would win over anything further out.
        if mayInheritUnknownMembers(type) && !Self.isNoFrameworkMember(name, of: type) {
          // In an extension of an alias of a type of the run (`extension Skeleton` with
          // `typealias Skeleton = Profile.Skeleton`), the scopes are the aliased type's.
          guard let aliased = aliasedTypeOfRun(type) else { return .unknown }
          if let nested = index.type(named: name, inside: type), nested.name == type + "." + name {
            return .type(nested)
          }
          typeScope = aliased
          continue
        }
      } else {
        return found
      }
      if let nested = index.type(named: name, inside: type), nested.name == type + "." + name {
        return .type(nested)
      }
      typeScope = QualifiedName.outer(of: type)
    }
    return nil
  }

  /// The type a top-level `typealias` of the run names, when it is a plain path to a type
  /// the run declares (`Profile.Skeleton`, `DaisukeEngine`: no generic arguments, optional
  /// or composition), which is no alias itself; nil otherwise.
  public func aliasedTypeOfRun(_ type: String) -> String? {
    guard !type.contains("."), let alias = index.type(named: type), alias.kind == .typealias,
      let aliased = alias.aliasedType, !aliased.isEmpty,
      aliased.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ part in
        part.first.map { $0.isLetter || $0 == "_" } == true
          && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      }),
      let target = index.type(named: aliased), target.name == aliased,
      target.kind != .typealias && target.kind != .extension
    else { return nil }
    return aliased
  }

  /// The member `name` of a type of the run; `.unknown` when the type declares none or
  /// several that are not all functions (overloads resolve to the first).
  func member(_ name: String, ofTypeNamed type: String, implicit: Bool) -> Resolution {
    cache.member(name, of: type) { uncachedMember(name, ofTypeNamed: type) }
  }

  private func uncachedMember(_ name: String, ofTypeNamed type: String) -> Resolution {
    var found = index.members(named: name, in: type)
    if let path, found.contains(where: { $0.access <= .fileprivate && $0.path != path }) {
      found.removeAll { $0.access <= .fileprivate && $0.path != path }
    }
    if found.count == 1 || (!found.isEmpty && found.allSatisfy { $0.kind == .function }) {
      return .member(found[0])
    }
    if found.isEmpty, let inherited = conformanceMember(name, of: type) {
      return .member(inherited)
    }
    return .unknown
  }

  /// The static member `name` of a type of the run written after the type's name
  /// (`Color.hex(…)`), where the type also has an instance member of that name (`var hex:
  /// String`) that `Color.hex` cannot mean: the one static property or enum case, or the
  /// first of static functions only. Nil when there is no such member, or several.
  private func staticMember(_ name: String, ofTypeNamed type: String) -> MemberInfo? {
    var found = index.members(named: name, in: type).filter(\.isStatic)
    if let path, found.contains(where: { $0.access <= .fileprivate && $0.path != path }) {
      found.removeAll { $0.access <= .fileprivate && $0.path != path }
    }
    guard found.count == 1 || (!found.isEmpty && found.allSatisfy { $0.kind == .function })
    else { return nil }
    return found[0]
  }

  /// The top-level functions and variables named `name` that this file sees: with the
  /// file's path, not another file's private or fileprivate ones (two files'
  /// `private let accent = …` are not one ambiguity).
  func visibleTopLevel(named name: String) -> [MemberInfo] {
    var found = index.topLevel(named: name)
    if let path, found.contains(where: { $0.access <= .fileprivate && $0.path != path }) {
      found.removeAll { $0.access <= .fileprivate && $0.path != path }
    }
    return found
  }

  /// The member `name` a type without one of its own gets from a protocol it conforms to
  /// (in its declaration or an extension, in the module, or through a protocol those
  /// inherit): a protocol extension's default, else the requirement (whose type the name
  /// has wherever it is implemented). Nil when no such protocol of the run declares it, two
  /// do (ambiguous), or the type is a class that may inherit the name from outside the run.
  func conformanceMember(_ name: String, of type: String) -> MemberInfo? {
    guard let info = index.type(named: type), info.kind != .extension,
      info.kind != .class || !mayInheritUnknownMembers(type)
    else { return nil }
    var defaults: [MemberInfo] = []
    var requirements: [MemberInfo] = []
    var seen: Set<String> = [type]
    var queue = info.inheritance.map { ($0, type) }
    var next = 0
    while next < queue.count, next < 32 {
      let (written, conformer) = queue[next]
      next += 1
      // Written where the conformer is declared: inside its outer types.
      let outer = QualifiedName.outer(of: conformer)
      guard let conformed = index.type(named: written, inside: outer),
        conformed.kind == .protocol || conformed.kind == .extension,
        seen.insert(conformed.name).inserted
      else { continue }
      for member in index.members(named: name, in: conformed.name) {
        if member.isInExtension { defaults.append(member) } else { requirements.append(member) }
      }
      if conformed.kind == .protocol {
        queue += conformed.inheritance.map { ($0, conformed.name) }
      }
    }
    let candidates = defaults.isEmpty ? requirements : defaults
    guard let first = candidates.first,
      candidates.count == 1 || candidates.allSatisfy({ $0.kind == .function })
    else { return nil }
    // A requirement of another type than the default's: not one member.
    if first.kind != .function,
      requirements.contains(where: { $0.type?.text != first.type?.text })
    {
      return nil
    }
    return first
  }

  /// Whether members of `type` may come from outside the run (see
  /// `SemanticIndex.mayInheritUnknownMembers(_:)`).
  func mayInheritUnknownMembers(_ type: String) -> Bool {
    index.mayInheritUnknownMembers(type)
  }

  // MARK: Enclosing declarations

  /// The qualified name of the type (or extended type) whose body contains `node`.
  public func enclosingTypeName(of node: Syntax) -> String? {
    // The answer is the innermost type or extension declaration's (the nodes below it add
    // nothing), worked out once per declaration.
    guard let declaration = Self.enclosingTypeDeclaration(of: node) else { return nil }
    return cache.enclosingTypeName(startingAt: declaration) {
      Self.typePath(startingAt: declaration)
    }
  }

  /// The innermost type or extension declaration around `node`, found by the tree's
  /// indices (a `Syntax` handle per ancestor was a retain and a release each).
  private static func enclosingTypeDeclaration(of node: Syntax) -> Syntax? {
    let raw = node.file.rawTree
    var current = raw.parent(node.index)
    while current >= 0 {
      switch raw.kind(current) {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        return raw.syntax(current)
      default: current = raw.parent(current)
      }
    }
    return nil
  }

  /// `enclosingTypeName(of:)` from the syntax alone, for a migration without a resolver
  /// (the qualified name a type declared at `node` is nested in: `HistoryView` for
  /// `class ViewModel` in `extension HistoryView`).
  public static func enclosingTypePath(of node: Syntax) -> String? {
    enclosingTypeDeclaration(of: node).flatMap(typePath(startingAt:))
  }

  /// `enclosingTypeName(of:)` for a node inside `declaration`, the innermost type or
  /// extension declaration around it.
  private static func typePath(startingAt declaration: Syntax) -> String? {
    // Up the tree by its indices: a `Syntax` handle per ancestor (and an array of an
    // extension's children) cost more than the names.
    let raw = declaration.file.rawTree
    var names: [String] = []
    var current = declaration.index
    while current >= 0 {
      switch raw.kind(current) {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
        if let name = TypeDeclaration(raw.syntax(current))?.name, !name.isEmpty {
          names.append(name)
        }
      case .extensionDecl:
        // The extended type: the first child that is an identifier or member type.
        var child = raw.firstChild(current)
        while child >= 0, raw.kind(child) != .identifierType, raw.kind(child) != .memberType {
          child = raw.nextSibling(child)
        }
        if child >= 0 {
          let extended = raw.syntax(child)
          var name = TypeReference(text: extended.compactText).name ?? extended.compactText
          if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
          names.append(name)
        }
        return dotted(names)
      default: break
      }
      current = raw.parent(current)
    }
    return dotted(names)
  }

  /// `names` from the last to the first, joined by dots (nil for none): what
  /// `names.reversed().joined(separator: ".")` gives, without its generic walk (a few
  /// thousand instructions for a name or two).
  private static func dotted(_ names: [String]) -> String? {
    guard var path = names.last else { return nil }
    for position in names.indices.dropLast().reversed() {
      path += "."
      path += names[position]
    }
    return path
  }

  /// The type of the enclosing type's body as the index knows it.
  public func enclosingType(of node: Syntax) -> TypeInfo? {
    enclosingTypeName(of: node).flatMap { index.type(named: $0) }
  }
}
