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
///
/// The tables hold positions in the files' `members` arrays, which are kept as they are
/// (shared, not copied): building and freeing the tables copies no `MemberInfo`, and a
/// look-up copies only the members it answers with.
final class SemanticStorage: Sendable {
  /// Where a member is: its file (in path order) and its position in the file's members.
  private struct MemberPosition: Sendable {
    let file: Int32
    let member: Int32
  }

  /// A member's containing type and name.
  private struct MemberKey: Hashable, Sendable {
    let type: String
    let name: String
  }

  /// The tables of one module.
  private struct ModuleTables: Sendable {
    /// Merged types by qualified name; a name declared twice maps to nil (ambiguous).
    var types: [String: TypeInfo?] = [:]
    /// Members by containing type, in path then declaration order.
    var membersByType: [String: [MemberPosition]] = [:]
    /// Members by containing type and name, in path then declaration order.
    var membersByName: [MemberKey: [MemberPosition]] = [:]
    /// Top-level functions and variables by name, in path then declaration order.
    var topLevel: [String: [MemberPosition]] = [:]

    /// Adds the members of the file at `file` (in path order); a run of members of one
    /// type (the usual order) costs one table look-up.
    mutating func add(_ members: [MemberInfo], of file: Int32) {
      var runStart = 0
      while runStart < members.count {
        let container = members[runStart].containingType
        var runEnd = runStart + 1
        while runEnd < members.count, members[runEnd].containingType == container { runEnd += 1 }
        if let container {
          membersByType[container, default: []].append(
            contentsOf: (runStart..<runEnd).lazy.map {
              MemberPosition(file: file, member: Int32($0))
            })
          for index in runStart..<runEnd {
            membersByName[MemberKey(type: container, name: members[index].name), default: []]
              .append(MemberPosition(file: file, member: Int32(index)))
          }
        } else {
          for index in runStart..<runEnd {
            topLevel[members[index].name, default: []].append(
              MemberPosition(file: file, member: Int32(index)))
          }
        }
        runStart = runEnd
      }
    }
  }

  /// The files, in path order.
  private let files: [FileDeclarations]
  private let tables: [String: ModuleTables]
  /// The modules that declare something, sorted: the order in which the public
  /// declarations of other modules are added to an answer.
  private let modules: [String]

  init(_ files: [FileDeclarations]) {
    let files = files.sorted { $0.path < $1.path }
    var tables: [String: ModuleTables] = [:]
    var primaries: [String: [String: [TypeInfo]]] = [:]
    var extensions: [String: [String: [TypeInfo]]] = [:]
    for (fileIndex, file) in files.enumerated() {
      for type in file.types {
        if type.kind == .extension {
          extensions[file.module, default: [:]][type.name, default: []].append(type)
        } else {
          primaries[file.module, default: [:]][type.name, default: []].append(type)
        }
      }
      guard !file.members.isEmpty else { continue }
      tables[file.module, default: ModuleTables()].add(file.members, of: Int32(fileIndex))
    }
    for module in Set(primaries.keys).union(extensions.keys) {
      tables[module, default: ModuleTables()].types = Self.mergedTypes(
        primaries[module] ?? [:], extensions[module] ?? [:], module: module)
    }
    self.files = files
    self.tables = tables
    self.modules = tables.keys.sorted()
  }

  /// A module's types with their extensions merged in; a name with several declarations
  /// (other than `#if` variants) maps to nil; a type only extended has kind `.extension`.
  private static func mergedTypes(
    _ primaries: [String: [TypeInfo]], _ extensions: [String: [TypeInfo]], module: String
  ) -> [String: TypeInfo?] {
    var merged: [String: TypeInfo?] = [:]
    merged.reserveCapacity(primaries.count + extensions.count)
    for (name, all) in primaries {
      var declared = all
      if declared.count > 1, let variant = variants(declared) { declared = [variant] }
      guard declared.count == 1 else {
        merged[name] = .some(nil)
        continue
      }
      merged[name] = .some(extended(declared[0], by: extensions[name] ?? []))
    }
    for (name, extensionInfos) in extensions where primaries[name] == nil {
      let type = TypeInfo(
        name: name, kind: .extension, inheritance: [], genericParameters: [],
        access: .internal, module: module)
      merged[name] = .some(extended(type, by: extensionInfos))
    }
    return merged
  }

  /// `type` conforming also to what its extensions conform to, in their order.
  private static func extended(_ type: TypeInfo, by extensionInfos: [TypeInfo]) -> TypeInfo {
    var type = type
    for extensionInfo in extensionInfos {
      for inherited in extensionInfo.inheritance where !type.inheritance.contains(inherited) {
        type.inheritance.append(inherited)
      }
    }
    return type
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

  private func member(at position: MemberPosition) -> MemberInfo {
    files[Int(position.file)].members[Int(position.member)]
  }

  /// The members at `positions` (those of another module: public ones only).
  private func members(at positions: [MemberPosition]?, publicOnly: Bool) -> [MemberInfo] {
    guard let positions else { return [] }
    var result: [MemberInfo] = []
    result.reserveCapacity(positions.count)
    for position in positions {
      let members = files[Int(position.file)].members
      let index = Int(position.member)
      if publicOnly && members[index].access < .public { continue }
      result.append(members[index])
    }
    return result
  }

  func type(named name: String, module: String) -> TypeInfo? {
    if let found = tables[module]?.types[name] { return found }
    // A public type of another module (when modules are known).
    var result: TypeInfo?
    for other in modules where other != module {
      guard let found = tables[other]?.types[name], let type = found, type.access >= .public
      else { continue }
      if result != nil { return nil }
      result = type
    }
    return result
  }

  func type(named name: String, inside enclosing: String?, module: String) -> TypeInfo? {
    var scope = enclosing
    while let outer = scope {
      let qualified = outer + "." + name
      if let found = type(named: qualified, module: module) { return found }
      if let found = tables[module]?.types[qualified], found == nil { return nil }
      scope = Self.outerScope(of: outer)
    }
    return type(named: name, module: module)
  }

  /// `Outer` of `Outer.Inner`, nil for a top-level name. ASCII names (nearly all) are
  /// searched by byte; others by `Character`, as a `.` may then combine with what follows.
  private static func outerScope(of name: String) -> String? {
    let utf8 = name.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return name.lastIndex(of: ".").map { String(name[..<$0]) }
    }
    return utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) }
  }

  func members(named name: String, in type: String, module: String) -> [MemberInfo] {
    let key = MemberKey(type: type, name: name)
    var result = members(at: tables[module]?.membersByName[key], publicOnly: false)
    for other in modules where other != module {
      result += members(at: tables[other]?.membersByName[key], publicOnly: true)
    }
    return result
  }

  func members(of type: String, module: String) -> [MemberInfo] {
    var result = members(at: tables[module]?.membersByType[type], publicOnly: false)
    for other in modules where other != module {
      result += members(at: tables[other]?.membersByType[type], publicOnly: true)
    }
    return result
  }

  func topLevel(named name: String, module: String) -> [MemberInfo] {
    var result = members(at: tables[module]?.topLevel[name], publicOnly: false)
    for other in modules where other != module {
      result += members(at: tables[other]?.topLevel[name], publicOnly: true)
    }
    return result
  }
}
