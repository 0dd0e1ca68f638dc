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
  /// What the index is and who asks, in one object: an index is copied into every context,
  /// resolver and project index of every file, and a struct of its seven fields was five
  /// retains and releases a copy.
  private let seat: Seat

  private final class Seat: Sendable {
    let storage: SemanticStorage
    let probe: ReadProbe?
    let module: String
    let otherModules: [String]
    let moduleIndex: Int
    let otherModuleIndices: [Int]
    let path: String?
    let viewer: Int32

    init(
      storage: SemanticStorage, probe: ReadProbe?, module: String, otherModules: [String],
      moduleIndex: Int, otherModuleIndices: [Int], path: String?, viewer: Int32
    ) {
      self.storage = storage
      self.probe = probe
      self.module = module
      self.otherModules = otherModules
      self.moduleIndex = moduleIndex
      self.otherModuleIndices = otherModuleIndices
      self.path = path
      self.viewer = viewer
    }
  }

  var storage: SemanticStorage { seat.storage }
  /// Whether `other` is this index, seen from the same file (not merely equal contents).
  func isSame(as other: SemanticIndex) -> Bool { seat === other.seat }
  var probe: ReadProbe? { seat.probe }
  /// The module of the file asking (empty when modules are not known).
  public var module: String { seat.module }
  /// The other modules that compile the file asking (an app's file its widget extension
  /// also compiles). A question is answered in each of them as in `module`: the answer
  /// stands when they all give it, else the question's unknown answer (see `agreed`).
  public var otherModules: [String] { seat.otherModules }
  /// Its position in the storage's modules; -1 when it declares nothing.
  private var moduleIndex: Int { seat.moduleIndex }
  private var otherModuleIndices: [Int] { seat.otherModuleIndices }
  /// The path of the file asking, when known: a type another file declares private or
  /// fileprivate (or nested in one) is none it sees, and its own file-private types are
  /// the ones its names mean (three files' `private struct Editor` are three types).
  /// Nil: every declaration counts, as one type or an ambiguity.
  public var path: String? { seat.path }
  /// Its position in the storage's files; -1 when not known.
  private var viewer: Int32 { seat.viewer }

  /// `path`: the file asking, when known (see `path`).
  public init(files: [FileDeclarations] = [], module: String = "", path: String? = nil) {
    self.init(
      storage: files.isEmpty ? SemanticStorage.empty : SemanticStorage(files), probe: nil,
      module: module, path: path)
  }

  /// With `testableModule(importer, name)`: the module a file of `importer` means by
  /// `@testable import name` (see `ProjectModel.module(named:importedFrom:)`), whose
  /// internal declarations that file sees.
  /// `importNames`: the names code imports the run's modules by (`hasModule(named:)`).
  init(
    files: [FileDeclarations], testableModule: @escaping (String, String) -> String?,
    importNames: Set<String> = []
  ) {
    self.init(
      storage: files.isEmpty && importNames.isEmpty
        ? SemanticStorage.empty
        : SemanticStorage(files, testableModule: testableModule, importNames: importNames),
      probe: nil, module: "")
  }

  init(
    storage: SemanticStorage, probe: ReadProbe?, module: String, otherModules: [String] = [],
    path: String? = nil
  ) {
    // A module listed twice, or as the file's own, asks nothing more.
    var others: [String] = []
    for other in otherModules where other != module && !others.contains(other) {
      others.append(other)
    }
    seat = Seat(
      storage: storage, probe: probe, module: module, otherModules: others,
      moduleIndex: storage.moduleIndex(of: module),
      otherModuleIndices: others.map { storage.moduleIndex(of: $0) }, path: path,
      viewer: path.map { storage.fileIndex(ofPath: $0) } ?? -1)
  }

  private init(seat: Seat) { self.seat = seat }

  /// The same tables, recording every question and its answer in `probe`.
  func probed(by probe: ReadProbe) -> SemanticIndex {
    SemanticIndex(
      seat: Seat(
        storage: seat.storage, probe: probe, module: seat.module,
        otherModules: seat.otherModules, moduleIndex: seat.moduleIndex,
        otherModuleIndices: seat.otherModuleIndices, path: seat.path, viewer: seat.viewer))
  }

  /// The same index as seen from a file of `module` that `otherModules` also compile (at
  /// `path`, when given: see `path`).
  public func seen(
    from module: String, alsoCompiledBy otherModules: [String] = [], path: String? = nil
  ) -> SemanticIndex {
    SemanticIndex(
      storage: storage, probe: probe, module: module, otherModules: otherModules, path: path)
  }

  /// Records `answer` as the one this index gave for `question`; the complete index must
  /// give the same for the first pass to stand.
  func answered<Answer: Equatable & Sendable>(
    _ answer: Answer, _ question: @escaping @Sendable (SemanticIndex) -> Answer
  ) -> Answer {
    if let probe {
      let module = self.module
      let others = otherModules
      let path = self.path
      probe.markAsked {
        question($0.semantic.seen(from: module, alsoCompiledBy: others, path: path)) == answer
      }
    }
    return answer
  }

  /// The answer `ask` gives in the file's module, when every other module compiling the
  /// file gives the same; else `unknown`. Code several modules compile means one thing
  /// only if it means it in each of them: a name that is a type of one module's other
  /// files and not of the other's (whose own or imported type it then names), a type whose
  /// extensions differ between them, is not known for the file.
  func agreed<Answer: Equatable>(_ unknown: Answer, _ ask: (Int) -> Answer) -> Answer {
    let answer = ask(moduleIndex)
    for other in otherModuleIndices where ask(other) != answer { return unknown }
    return answer
  }

  /// Whether the run compiles the module code imports by this name (`import WhiskyKit`): its
  /// declarations are then in the index. False without a project model.
  public func hasModule(named name: String) -> Bool {
    answered(storage.importNames.contains(name)) { $0.hasModule(named: name) }
  }

  /// Whether a file of the run imports `module` beside SwiftUI and writes `name` bare
  /// where the run declares no type of the name: it compiles, so the module declares no
  /// type of that name either (`SwiftUITypeName.importEvidence(of:)`).
  public func someFileWritesBare(_ name: String, importing module: String) -> Bool {
    answered(storage.importEvidence.contains(module + "\u{0}" + name)) {
      $0.someFileWritesBare(name, importing: module)
    }
  }

  /// The type declared with this qualified name (`Outer.Inner`), its extensions merged;
  /// nil when the run does not declare it or declares it more than once in the module
  /// (variants under `#if` of one kind count as one declaration).
  /// A type only extended in the run (say `View`) has kind `.extension`.
  public func type(named name: String) -> TypeInfo? {
    answered(agreed(nil) { storage.type(named: name, module: $0, viewer: viewer) }) {
      $0.type(named: name)
    }
  }

  /// The type a name written inside `enclosing` (a qualified type name, or nil at top
  /// level) refers to: a nested type of `enclosing` or of its outer types first, then a
  /// top-level type. Nil when the run declares none or the name is ambiguous.
  public func type(named name: String, inside enclosing: String?) -> TypeInfo? {
    answered(
      agreed(nil) { storage.type(named: name, inside: enclosing, module: $0, viewer: viewer) }
    ) {
      $0.type(named: name, inside: enclosing)
    }
  }

  /// The type a name written inside `enclosing` (a qualified type name, or nil at top
  /// level) names, as Swift looks it up: a nested type of `enclosing`, then of its outer
  /// types, then a top-level type (`ViewModel` inside `HistoryView` or an extension of it
  /// is `HistoryView.ViewModel` when the run declares one; `Outer.Inner` written out is
  /// `Outer.Inner`). The answer agrees with `type(named:inside:)` but builds no `TypeInfo`.
  public func lookUpType(named name: String, inside enclosing: String?) -> TypeNameLookup {
    answered(lookUpTypeInEveryModule(named: name, inside: enclosing)) {
      $0.lookUpType(named: name, inside: enclosing)
    }
  }

  /// Whether `name`, written inside `enclosing` (a qualified type name, or nil at top
  /// level), names a type the run declares, not one it only extends, in any module compiling
  /// the file: a project's own `Label`. Modules whose extensions of a framework's type
  /// differ (`extension Text` in an app's files and not in its widget's) leave the name the
  /// framework's, where `type(named:inside:)` has no answer for them.
  public func declaresType(named name: String, inside enclosing: String?) -> Bool {
    func declares(in module: Int) -> Bool {
      switch storage.lookUpType(named: name, inside: enclosing, module: module, viewer: viewer) {
      case .undeclared: return false
      case .ambiguous: return true
      case .declared(let qualified):
        // Nil: no one type is built for it, so not only extended.
        return storage.type(named: qualified, module: module, viewer: viewer).map {
          $0.kind != .extension
        } ?? true
      }
    }
    let declared = declares(in: moduleIndex) || otherModuleIndices.contains(where: declares)
    // The question (a closure made on the heap) only for an index that records them.
    guard probe != nil else { return declared }
    return answered(declared) { $0.declaresType(named: name, inside: enclosing) }
  }

  /// `lookUpType` in every module compiling the file: when they differ, the name is
  /// ambiguous (under the first qualified name they give).
  private func lookUpTypeInEveryModule(
    named name: String, inside enclosing: String?
  ) -> TypeNameLookup {
    let answer = storage.lookUpType(
      named: name, inside: enclosing, module: moduleIndex, viewer: viewer)
    var named: String?
    if case .declared(let qualified) = answer { named = qualified }
    if case .ambiguous(let qualified) = answer { named = qualified }
    var agree = true
    for other in otherModuleIndices {
      let another = storage.lookUpType(
        named: name, inside: enclosing, module: other, viewer: viewer)
      guard another != answer else { continue }
      agree = false
      if named == nil, case .declared(let qualified) = another { named = qualified }
      if named == nil, case .ambiguous(let qualified) = another { named = qualified }
    }
    return agree ? answer : .ambiguous(qualifiedName: named ?? name)
  }

  /// The members named `name` of a type (declaration and extensions, in the module), in
  /// path order; empty when it has none in the run.
  public func members(named name: String, in type: String) -> [MemberInfo] {
    let found = agreed([]) { storage.members(named: name, in: type, module: $0, viewer: viewer) }
    // The question (a closure made on the heap) only for an index that records them.
    guard probe != nil else { return found }
    return answered(found) { $0.members(named: name, in: type) }
  }

  /// Every member of a type (declaration and extensions, in the module), in path then
  /// declaration order; empty when the run declares none. For questions about all of a
  /// type's members ("does this view own any `@State`?"); prefer `members(named:in:)` when
  /// the name is known, whose answer changes less often.
  public func members(of type: String) -> [MemberInfo] {
    let found = agreed([]) { storage.members(of: type, module: $0, viewer: viewer) }
    guard probe != nil else { return found }
    return answered(found) { $0.members(of: type) }
  }

  /// The initializers declared for a type in the run (`init` in it or its extensions).
  public func initializers(of type: String) -> [MemberInfo] {
    members(named: "init", in: type)
  }

  /// Top-level functions and variables named `name` in the module.
  public func topLevel(named name: String) -> [MemberInfo] {
    answered(agreed([]) { storage.topLevel(named: name, module: $0) }) {
      $0.topLevel(named: name)
    }
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

  /// Whether some type of the run whose name ends in `name` (its last component: `Row`
  /// for `List.Row`), in any module, has a non-static member with a `@State` or
  /// `@StateObject` attribute. False answers "does the type `name` resolves to own state?"
  /// without resolving the name (most names of a project are types without state).
  public func mayOwnState(typeNamed name: String) -> Bool {
    answered(storage.mayOwnState(typeNamed: name)) { $0.mayOwnState(typeNamed: name) }
  }

  /// Whether members of `type` may come from outside the run: a class whose superclass is
  /// not a class of the run, or a type the run only extends (an external type) or names
  /// with a typealias, or one the run does not declare (then a bare name inside it may be such a member, not a
  /// top-level one).
  public func mayInheritUnknownMembers(_ type: String) -> Bool {
    guard let info = self.type(named: type) else { return true }
    // Members that differ between the modules compiling the file: which it has is unknown.
    if !otherModules.isEmpty && membersDiffer(type) { return true }
    switch info.kind {
    // An alias's members are those of the type it names.
    case .extension, .typealias: return true
    case .class:
      guard let first = info.inheritance.first else { return false }
      // Written where the class is declared: inside its outer types.
      let outer = QualifiedName.outer(of: type)
      guard let superclass = self.type(named: first, inside: outer) else {
        // Protocols of the run or of SwiftUI add no stored members; an unknown first name
        // may be a superclass (`NSObject`, `UIViewController`).
        return !StandardProtocols.contains(TypeInfo.lastComponent(first))
      }
      return superclass.kind == .class ? mayInheritUnknownMembers(superclass.name) : false
    default: return false
    }
  }

  /// Whether the modules compiling the file give the type different members (extensions
  /// in files only some of them compile).
  private func membersDiffer(_ type: String) -> Bool {
    let members = storage.members(of: type, module: moduleIndex, viewer: viewer)
    let differ = otherModuleIndices.contains {
      storage.members(of: type, module: $0, viewer: viewer) != members
    }
    return answered(differ) { $0.membersDiffer(type) }
  }

  /// Whether the type with this qualified name conforms to the protocol `name` (`View`) as
  /// far as the run shows: it lists `name` or a framework protocol refining it
  /// (`UIViewRepresentable` for `View`), in its declaration or an extension, in the module,
  /// or lists a protocol or class of the run that does, transitively (`struct Card: Screen`
  /// with `protocol Screen: View`). False for a type the run does not declare.
  public func conforms(_ type: String, to name: String) -> Bool {
    var seen: Set<String> = []
    var queue = [type]
    var next = 0
    while next < queue.count, next < 32 {
      let current = queue[next]
      next += 1
      guard seen.insert(current).inserted, let info = self.type(named: current) else { continue }
      // Written where the type is declared: inside its outer types.
      let outer = QualifiedName.outer(of: current)
      for written in info.inheritance {
        let declared = self.type(named: written, inside: outer)
        // A type of that name the run declares (not only extends) is not the framework's.
        let last = TypeInfo.lastComponent(written)
        if last == name || Self.frameworkRefinements[name]?.contains(last) == true,
          declared.map({ $0.kind == .extension }) ?? true
        {
          return true
        }
        if let declared, declared.kind == .protocol || declared.kind == .class {
          queue.append(declared.name)
        }
      }
    }
    return false
  }

  /// Whether the type with this qualified name may conform to the protocol of the run
  /// `name` (as `type(named:)` finds it). False only when nothing it lists, in its
  /// declaration or an extension, can bring that conformance: each name is a type the run
  /// neither declares nor extends (a framework's, which cannot refine a protocol of the
  /// run), or a protocol or class of the run that, transitively, lists nothing that can.
  /// True for a name that is not a protocol of the run and for a type the run does not
  /// declare, and where a typealias or an extended type stands in the way.
  public func mayConform(_ type: String, toProtocolOfTheRun name: String) -> Bool {
    guard let target = self.type(named: name), target.kind == .protocol,
      self.type(named: type) != nil
    else { return true }
    var seen: Set<String> = []
    var queue = [type]
    var next = 0
    while next < queue.count {
      guard next < 32 else { return true }
      let current = queue[next]
      next += 1
      guard seen.insert(current).inserted, let info = self.type(named: current) else { continue }
      // Written where the type is declared: inside its outer types.
      let outer = QualifiedName.outer(of: current)
      for written in info.inheritance {
        guard let declared = self.type(named: written, inside: outer) else { continue }
        if declared.name == target.name { return true }
        guard declared.kind == .protocol || declared.kind == .class else { return true }
        queue.append(declared.name)
      }
    }
    return false
  }

  /// Framework protocols that refine a protocol (`UIViewRepresentable` is a `View`), by the
  /// protocol they refine.
  static let frameworkRefinements: [String: Set<String>] = [
    "View": TypeInfo.representableProtocols,
    "Shape": ["InsettableShape"],
  ]

  /// Whether the type with this qualified name (a property wrapper) declares
  /// `static subscript(_enclosingInstance:wrapped:storage:)`, in its declaration or an
  /// extension in the module: the hook through which a wrapper on a class property reads
  /// and writes through the object holding it (`@Published` sends the object's
  /// `objectWillChange` from it). False for a type the run does not declare.
  public func hasEnclosingInstanceSubscript(_ type: String) -> Bool {
    members(named: "subscript", in: type).contains {
      $0.kind == .subscript && $0.isStatic && $0.parameterLabels.first == "_enclosingInstance"
    }
  }

  /// Whether the type with this qualified name is a view representable (conforms to
  /// `UIViewRepresentable` and the like, in its declaration or an extension).
  public func isRepresentable(_ type: String) -> Bool {
    self.type(named: type)?.isRepresentable ?? false
  }
}

/// What a type name written somewhere names in the run (`SemanticIndex.lookUpType`).
public enum TypeNameLookup: Sendable, Hashable {
  /// A type the run declares (or extends), by its qualified name.
  case declared(qualifiedName: String)
  /// Declared more than once under this qualified name where the look-up finds it (say
  /// in two targets the run reads as one module): which declaration is meant is unknown.
  case ambiguous(qualifiedName: String)
  /// Not declared in the run (a type of another module, such as `String` or `Color`).
  case undeclared
}
