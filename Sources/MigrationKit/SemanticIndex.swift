/// The declarations of every file of the run, queryable by name: types with their
/// extensions merged (per module), their members, top-level functions and variables.
///
/// Built by the engine in its index pass when a migration sets `usesSemanticIndex`, from
/// each file's `FileDeclarations` (the original text of the files). A migration reads it
/// as `context.semantic`, usually through a `Resolver`. In the engine's first pass a file
/// sees an index of its own declarations only; every question is recorded with its
/// answer, and the file is read again only if the complete index answers one differently
/// (see `ProjectIndex`). So ask narrow questions: the members named `content` of one type,
/// not every member of it.
public struct SemanticIndex: Sendable {
  let storage: SemanticStorage
  let probe: ReadProbe?
  /// The module of the file asking (empty when modules are not known).
  public let module: String

  public init(files: [FileDeclarations] = [], module: String = "") {
    self.init(storage: SemanticStorage(files), probe: nil, module: module)
  }

  init(storage: SemanticStorage, probe: ReadProbe?, module: String) {
    self.storage = storage
    self.probe = probe
    self.module = module
  }

  /// The same tables, recording every question and its answer in `probe`.
  func probed(by probe: ReadProbe) -> SemanticIndex {
    SemanticIndex(storage: storage, probe: probe, module: module)
  }

  /// The same index as seen from a file of `module`.
  public func seen(from module: String) -> SemanticIndex {
    SemanticIndex(storage: storage, probe: probe, module: module)
  }

  /// Records `answer` as the one this index gave for `question`; the complete index must
  /// give the same for the first pass to stand.
  private func answered<Answer: Equatable & Sendable>(
    _ answer: Answer, _ question: @escaping @Sendable (SemanticIndex) -> Answer
  ) -> Answer {
    if let probe {
      let module = self.module
      probe.markAsked { question($0.semantic.seen(from: module)) == answer }
    }
    return answer
  }

  /// The type declared with this qualified name (`Outer.Inner`), its extensions merged;
  /// nil when the run does not declare it or declares it more than once in the module
  /// (variants under `#if` of one kind count as one declaration).
  /// A type only extended in the run (say `View`) has kind `.extension`.
  public func type(named name: String) -> TypeInfo? {
    answered(storage.type(named: name, module: module)) { $0.type(named: name) }
  }

  /// The type a name written inside `enclosing` (a qualified type name, or nil at top
  /// level) refers to: a nested type of `enclosing` or of its outer types first, then a
  /// top-level type. Nil when the run declares none or the name is ambiguous.
  public func type(named name: String, inside enclosing: String?) -> TypeInfo? {
    answered(storage.type(named: name, inside: enclosing, module: module)) {
      $0.type(named: name, inside: enclosing)
    }
  }

  /// The members named `name` of a type (declaration and extensions, in the module), in
  /// path order; empty when it has none in the run.
  public func members(named name: String, in type: String) -> [MemberInfo] {
    answered(storage.members(named: name, in: type, module: module)) {
      $0.members(named: name, in: type)
    }
  }

  /// Every member of a type (declaration and extensions, in the module), in path then
  /// declaration order; empty when the run declares none. For questions about all of a
  /// type's members ("does this view own any `@State`?"); prefer `members(named:in:)` when
  /// the name is known, whose answer changes less often.
  public func members(of type: String) -> [MemberInfo] {
    answered(storage.members(of: type, module: module)) { $0.members(of: type) }
  }

  /// The initializers declared for a type in the run (`init` in it or its extensions).
  public func initializers(of type: String) -> [MemberInfo] {
    members(named: "init", in: type)
  }

  /// Top-level functions and variables named `name` in the module.
  public func topLevel(named name: String) -> [MemberInfo] {
    answered(storage.topLevel(named: name, module: module)) { $0.topLevel(named: name) }
  }

  /// Whether building or showing a view of this type runs work of its own: an initializer
  /// calls a closure parameter, or `body` has a `let _ = …` statement or calls one of the
  /// type's stored closure properties (directly or in `onAppear`/`task`/`onDisappear`).
  public func runsWorkWhenBuilt(_ type: String) -> Bool {
    if initializers(of: type).contains(where: { !$0.calls.isEmpty }) { return true }
    guard let body = members(named: "body", in: type).first else { return false }
    if body.calls.contains("_") { return true }
    return body.calls.contains { name in
      members(named: name, in: type).contains {
        $0.kind == .storedProperty && $0.type?.text.contains("->") == true
      }
    }
  }

  /// Whether the type with this qualified name is a view representable (conforms to
  /// `UIViewRepresentable` and the like, in its declaration or an extension).
  public func isRepresentable(_ type: String) -> Bool {
    self.type(named: type)?.isRepresentable ?? false
  }
}

/// The merged tables, built once per run (and once per file for a first pass).
final class SemanticStorage: Sendable {
  /// Merged types by module, then qualified name. A name declared twice in one module
  /// maps to nil (ambiguous).
  let types: [String: [String: TypeInfo?]]
  /// Members by module, then "type\0name".
  let members: [String: [String: [MemberInfo]]]
  /// Top-level functions and variables by module, then name.
  let topLevel: [String: [String: [MemberInfo]]]
  /// Members by module, then containing type, in path then declaration order.
  let membersByType: [String: [String: [MemberInfo]]]

  init(_ files: [FileDeclarations]) {
    let files = files.sorted { $0.path < $1.path }
    var primaries: [String: [String: [TypeInfo]]] = [:]
    var extensions: [String: [String: [TypeInfo]]] = [:]
    var members: [String: [String: [MemberInfo]]] = [:]
    var membersByType: [String: [String: [MemberInfo]]] = [:]
    var topLevel: [String: [String: [MemberInfo]]] = [:]
    for file in files {
      for type in file.types {
        if type.kind == .extension {
          extensions[file.module, default: [:]][type.name, default: []].append(type)
        } else {
          primaries[file.module, default: [:]][type.name, default: []].append(type)
        }
      }
      for member in file.members {
        if let container = member.containingType {
          members[file.module, default: [:]][container + "\u{0}" + member.name, default: []]
            .append(member)
          membersByType[file.module, default: [:]][container, default: []].append(member)
        } else {
          topLevel[file.module, default: [:]][member.name, default: []].append(member)
        }
      }
    }
    var types: [String: [String: TypeInfo?]] = [:]
    for module in Set(primaries.keys).union(extensions.keys) {
      var merged: [String: TypeInfo?] = [:]
      var names = Set(primaries[module].map { Array($0.keys) } ?? [])
      names.formUnion(extensions[module].map { Array($0.keys) } ?? [])
      for name in names {
        var declared = primaries[module]?[name] ?? []
        if declared.count > 1, let variant = Self.variants(declared) {
          declared = [variant]
        }
        guard declared.count <= 1 else {
          merged[name] = .some(nil)
          continue
        }
        var type =
          declared.first
          ?? TypeInfo(
            name: name, kind: .extension, inheritance: [], genericParameters: [],
            access: .internal, module: module)
        for extensionInfo in extensions[module]?[name] ?? [] {
          for inherited in extensionInfo.inheritance where !type.inheritance.contains(inherited) {
            type.inheritance.append(inherited)
          }
        }
        merged[name] = .some(type)
      }
      types[module] = merged
    }
    self.types = types
    self.members = members
    self.membersByType = membersByType
    self.topLevel = topLevel
  }

  /// Declarations of one name that are all `#if` variants of the same kind (a
  /// `UIViewRepresentable` for iOS, an `NSViewRepresentable` for macOS) are one type: the
  /// first, conforming to what any variant conforms to. Nil when they are not.
  private static func variants(_ declared: [TypeInfo]) -> TypeInfo? {
    guard var first = declared.first,
      declared.allSatisfy({ $0.isConditionallyCompiled && $0.kind == first.kind })
    else { return nil }
    for other in declared.dropFirst() {
      for inherited in other.inheritance where !first.inheritance.contains(inherited) {
        first.inheritance.append(inherited)
      }
    }
    return first
  }

  func type(named name: String, module: String) -> TypeInfo? {
    if let found = types[module]?[name] { return found }
    // A public type of another module (when modules are known).
    var result: TypeInfo?
    for other in types.keys.sorted() where other != module {
      guard let found = types[other]?[name], let type = found, type.access >= .public else {
        continue
      }
      if result != nil { return nil }
      result = type
    }
    return result
  }

  func type(named name: String, inside enclosing: String?, module: String) -> TypeInfo? {
    var scope = enclosing
    while let outer = scope {
      if let found = type(named: outer + "." + name, module: module) { return found }
      if let found = types[module]?[outer + "." + name], found == nil { return nil }
      scope = outer.lastIndex(of: ".").map { String(outer[..<$0]) }
    }
    return type(named: name, module: module)
  }

  func members(named name: String, in type: String, module: String) -> [MemberInfo] {
    var result = members[module]?[type + "\u{0}" + name] ?? []
    for other in members.keys.sorted() where other != module {
      result += (members[other]?[type + "\u{0}" + name] ?? []).filter { $0.access >= .public }
    }
    return result
  }

  func members(of type: String, module: String) -> [MemberInfo] {
    var result = membersByType[module]?[type] ?? []
    for other in membersByType.keys.sorted() where other != module {
      result += (membersByType[other]?[type] ?? []).filter { $0.access >= .public }
    }
    return result
  }

  func topLevel(named name: String, module: String) -> [MemberInfo] {
    var result = topLevel[module]?[name] ?? []
    for other in topLevel.keys.sorted() where other != module {
      result += (topLevel[other]?[name] ?? []).filter { $0.access >= .public }
    }
    return result
  }
}
