import SwiftCST

/// The merged tables, built once per run (and once per file for a first pass).
///
/// The tables hold positions in the files' stores (`DeclarationStore`), which are kept as
/// they are (shared, not copied): building the tables reads the stores' records and the
/// bytes of their names, and makes no `String`; a look-up makes a `MemberInfo` handle per
/// member it answers with, and builds the `TypeInfo` it answers with (merging a type's
/// extensions then). Type names (and the names of
/// top-level members) are interned once (`NameTable`) and the tables are keyed by their
/// ids, grouped in flat arrays (`PositionGroups`): no `String` is hashed by a `Dictionary`
/// and no array is made per name while building. Member names are not interned: a
/// question about a member by name reads its type's members (a few hundred questions a
/// run, against tens of thousands of members to key, each a probe into a table larger
/// than the cache).
final class SemanticStorage: Sendable {
  /// The tables of one module.
  struct ModuleTables: Sendable {
    /// Type declarations and extensions (positions in the files' `types`) by name.
    var types = PositionGroups()
    /// Members by containing type, in path then declaration order.
    var membersByType = PositionGroups()
    /// Top-level functions and variables by name, in path then declaration order.
    var topLevel = PositionGroups()

    /// The member tables.
    enum Table { case membersByType, topLevel }

    func positions(in table: Table, under key: UInt64) -> ArraySlice<DeclarationPosition> {
      switch table {
      case .membersByType: membersByType.positions(under: key)
      case .topLevel: topLevel.positions(under: key)
      }
    }
  }

  /// Up to how many files `fileIndex(ofPath:)` searches `files` instead of a table.
  private static let filesSearchedByPath = 8

  /// The files, in path order.
  let files: [FileDeclarations]
  /// Per path, the position of its file in `files` (the first of several with that path),
  /// for a storage of more than a few files: each file's rewrite and late facts, and each
  /// question about where a declaration is seen from, ask by path (a binary search compared
  /// 15 paths, 20 M on corpus3). Nil for a storage of a few files (a file's own
  /// declarations, made for each file), searched instead (as is a path outside ASCII: see
  /// `FilePathTable`).
  private let positionsByPath: FilePathTable?
  /// Every type name, containing type and member name of the files.
  let names: NameTable
  /// The modules that declare something, sorted: the order in which the public
  /// declarations of other modules are added to an answer. Parallel to `tables`.
  private let modules: [String]
  private let moduleIndices: [String: Int]
  let tables: [ModuleTables]
  /// The modules holding each name in their `types`, `membersByType` and `topLevel`.
  let typeModules: ModulesByName
  private let memberModules: ModulesByName
  private let topLevelModules: ModulesByName
  /// Per module (parallel to `modules`), the other modules whose internal declarations it
  /// sees: those its files `@testable import`.
  private let internalsSeen: [Set<Int>]
  /// The last name components of the types (in any module) with a non-static member
  /// carrying a `@State` or `@StateObject` attribute (see `mayOwnState(typeNamed:)`).
  private let stateOwnerNames: Set<String>
  /// The names code imports the run's modules by (`import WhiskyKit`), as the project model
  /// gives them; empty without one.
  let importNames: Set<String>
  /// `module\0name` pairs some file proves the module declares no type of the name
  /// (`SwiftUITypeName.importEvidence(of:)`), leaving out names the run declares a type of
  /// (which a file's bare name may mean).
  let importEvidence: Set<String>
  /// `type(_:module:)`'s answers, by name and module: the tables never change, and the
  /// same types are asked about from file after file (each answer merges a type's
  /// declarations and extensions).
  let typeAnswers = Locked<[TypeQuestion: TypeInfo?]>([:])
  /// The view-building members that call each name, by the name's last component
  /// (`viewBuilders(callingLast:)`): built on the first question, nil until then.
  let builderTable = Locked<BuilderTable?>(nil)
  /// `members(named:in:module:viewer:)`'s answers; nil for a storage of a few files (a
  /// file's own declarations, made for each file: a table each would cost more than it
  /// saves).
  let memberAnswers: MemberAnswers?

  struct TypeQuestion: Hashable {
    var name: Int32
    var module: Int
    /// `Sight.viewpoint`: who asks, as far as the answer depends on it.
    var viewpoint: Int32
  }

  /// The files that declare a type file-privately, by the type's interned name: a private
  /// or fileprivate type, a type nested in one, an extension of either (which extends it).
  /// Such a type is seen from its own file only: three files' `private struct Editor`
  /// are three types, none of which another file sees. Names no file declares so are
  /// absent (nearly all).
  private let filePrivateDeclarers: [Int32: [Int32]]
  /// Per file (parallel to `files`), whether several modules compile it; empty when none
  /// does. Such a file's declarations are in each of those modules' tables, and are one
  /// declaration whichever table a look-up finds them in: a library that a `Package.swift`
  /// and an `.xcodeproj` both describe is two modules of one name and the same files, and
  /// its `struct Badge` is one type, with one `body`, to the app that imports it.
  let sharedFiles: [Bool]

  /// The tables of no file, shared: the first pass asks one per file for the index it
  /// probes with.
  static let empty = SemanticStorage([])

  /// `testableModule(importer, name)` is the module a file of `importer` means by
  /// `@testable import name` (nil: none of the run).
  init(
    _ files: [FileDeclarations],
    testableModule: (_ importer: String, _ name: String) -> String? = { _, _ in nil },
    importNames: Set<String> = []
  ) {
    self.importNames = importNames
    // The engine hands the files in path order; sorting them anyway would copy each.
    let inOrder = zip(files, files.dropFirst()).allSatisfy { $0.path <= $1.path }
    let files = inOrder ? files : files.sorted { $0.path < $1.path }
    var moduleNames: Set<String> = []
    var lastModule: String?
    var typeCount = 0
    // The types and members each module's tables get, counted per run of files of one
    // module (the files come by path, so mostly module by module): each module's tables
    // are made as large as they end at once (grown position by position, their arrays were
    // copied at each doubling).
    var sizes: [String: (types: Int, members: Int)] = [:]
    var sizeOfLastModule = (types: 0, members: 0)
    // The files read in place, by index (not copied, with a retain and release of each of
    // their arrays, per loop).
    for index in files.indices {
      let store = files[index].store
      guard !store.types.isEmpty || !store.members.isEmpty else { continue }
      typeCount += store.types.count
      if store.module != lastModule {
        if let lastModule {
          Self.addSize(sizeOfLastModule, to: &sizes[lastModule, default: (0, 0)])
        }
        sizeOfLastModule = (0, 0)
        moduleNames.insert(store.module)
        lastModule = store.module
      }
      sizeOfLastModule.types += store.types.count
      sizeOfLastModule.members += store.members.count
      for other in files[index].otherModules {
        moduleNames.insert(other)
        Self.addSize((store.types.count, store.members.count), to: &sizes[other, default: (0, 0)])
      }
    }
    if let lastModule { Self.addSize(sizeOfLastModule, to: &sizes[lastModule, default: (0, 0)]) }
    // A module that declares nothing still sees the internals it imports as testable.
    var testable: [(importer: String, module: String)] = []
    // Asked once per importer and name: every test file of a target names the same module,
    // and each answer looks through every module of the project.
    var answers: [String: String?] = [:]
    for index in files.indices where !files[index].testableImports.isEmpty {
      let file = files[index]
      for importer in file.modules {
        for name in file.testableImports {
          let key = importer + "\u{0}" + name
          let answer = answers[key] ?? testableModule(importer, name)
          answers[key] = answer
          guard let module = answer, module != importer else { continue }
          testable.append((importer, module))
          moduleNames.insert(importer)
        }
      }
    }
    let modules = moduleNames.sorted()
    var moduleIndices: [String: Int] = [:]
    for (index, module) in modules.enumerated() { moduleIndices[module] = index }
    var internalsSeen = [Set<Int>](repeating: [], count: modules.count)
    for (importer, module) in testable {
      if let seen = moduleIndices[module] { internalsSeen[moduleIndices[importer]!].insert(seen) }
    }
    // Type names and containing types (mostly the same names), and top-level names.
    var names = NameTable(minimumCapacity: typeCount)
    var tables = [ModuleTables](repeating: ModuleTables(), count: modules.count)
    for (module, size) in sizes {
      let index = moduleIndices[module]!
      tables[index].types.reserveCapacity(positions: size.types, keys: size.types)
      tables[index].membersByType.reserveCapacity(positions: size.members, keys: size.types)
    }
    var stateOwnerNames: Set<String> = []
    var filePrivateDeclarers: [Int32: [Int32]] = [:]
    lastModule = nil
    var module = -1
    for index in files.indices {
      let store = files[index].store
      guard !store.types.isEmpty || !store.members.isEmpty else { continue }
      if store.module != lastModule {
        module = moduleIndices[store.module]!
        lastModule = store.module
      }
      let fileIndex = Int32(index)
      // A file several modules compile is read once: each of their tables gets its
      // positions (the records stay in the file's store).
      let others = files[index].otherModules.map { moduleIndices[$0]! }
      let filePrivateRoots = Self.filePrivateTypeNames(of: store)
      // Asked once per file, not per type and root (a file of many private types asked
      // it of each root for each of its types).
      let rootsAreASCII = filePrivateRoots.allSatisfy { root in
        store.withBytes(of: root) { !$0.contains(where: { $0 >= 0x80 }) }
      }
      for typeIndex in store.types.indices {
        let type = store.types[typeIndex]
        let name = store.withBytes(of: type.name) { names.intern(bytes: $0) }
        if !filePrivateRoots.isEmpty,
          Self.isWithin(filePrivateRoots, allASCII: rootsAreASCII, type.name, of: store),
          filePrivateDeclarers[name]?.last != fileIndex
        {
          filePrivateDeclarers[name, default: []].append(fileIndex)
        }
        let position = DeclarationPosition(
          file: fileIndex, item: Int32(typeIndex), access: type.access,
          isExtension: type.kind == .extension)
        tables[module].types.add(position, under: UInt64(name))
        for other in others { tables[other].types.add(position, under: UInt64(name)) }
      }
      Self.add(
        store, of: fileIndex, to: &tables[module], names: &names, stateOwners: &stateOwnerNames)
      for other in others {
        Self.add(
          store, of: fileIndex, to: &tables[other], names: &names, stateOwners: &stateOwnerNames)
      }
    }
    for module in tables.indices {
      tables[module].types.finish()
      tables[module].membersByType.finish()
      tables[module].topLevel.finish()
    }
    self.files = files
    positionsByPath = files.count > Self.filesSearchedByPath ? FilePathTable(files) : nil
    memberAnswers = files.count > Self.filesSearchedByPath ? MemberAnswers() : nil
    self.names = names
    self.modules = modules
    self.moduleIndices = moduleIndices
    self.tables = tables
    typeModules = ModulesByName(
      nameCount: names.count, keysByModule: tables.map(\.types.groupKeys))
    memberModules = ModulesByName(
      nameCount: names.count, keysByModule: tables.map(\.membersByType.groupKeys))
    topLevelModules = ModulesByName(
      nameCount: names.count, keysByModule: tables.map(\.topLevel.groupKeys))
    self.internalsSeen = internalsSeen
    self.stateOwnerNames = stateOwnerNames
    self.filePrivateDeclarers = filePrivateDeclarers
    self.importEvidence = Self.importEvidence(of: files)
    sharedFiles =
      files.contains { !$0.otherModules.isEmpty } ? files.map { !$0.otherModules.isEmpty } : []
  }

  private static func addSize(
    _ size: (types: Int, members: Int), to total: inout (types: Int, members: Int)
  ) {
    total.types += size.types
    total.members += size.members
  }

  /// The qualified names of the types a file declares private or fileprivate (directly, or
  /// without a modifier inside a private or fileprivate type or extension); empty for most
  /// files.
  private static func filePrivateTypeNames(of store: DeclarationStore) -> [DeclarationStore.Text] {
    var names: [DeclarationStore.Text] = []
    for type in store.types where type.kind != .extension && type.access <= .fileprivate {
      names.append(type.name)
    }
    return names
  }

  /// Whether the name `name` is one of `roots` or a type nested in one (`Editor.Model` in
  /// `Editor`), all texts of `store`: compared by their bytes when ASCII (as `String`
  /// compares them), as strings otherwise. (Made strings of every type of a file with a
  /// file-private one.) `rootsAreASCII`: whether every root is ASCII (else each is looked at).
  private static func isWithin(
    _ roots: [DeclarationStore.Text], allASCII rootsAreASCII: Bool, _ name: DeclarationStore.Text,
    of store: DeclarationStore
  ) -> Bool {
    store.bytes.withUnsafeBufferPointer { bytes in
      func slice(_ text: DeclarationStore.Text) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(text.start)..<Int(text.start + text.count)])
      }
      let nameBytes = slice(name)
      let nameIsASCII = !nameBytes.contains { $0 >= 0x80 }
      return roots.contains { root in
        let rootBytes = slice(root)
        guard nameIsASCII, rootsAreASCII || !rootBytes.contains(where: { $0 >= 0x80 }) else {
          return isWithin(store.string(root), store.string(name))
        }
        let count = rootBytes.count
        return nameBytes.count == count
          ? ByteHash.equal(nameBytes, rootBytes)
          : nameBytes.count > count && nameBytes[count] == UInt8(ascii: ".")
            && ByteHash.equal(UnsafeBufferPointer(rebasing: nameBytes[..<count]), rootBytes)
      }
    }
  }

  /// Whether `name` is `root` or a type nested in it.
  private static func isWithin(_ root: String, _ name: String) -> Bool {
    name.utf8.count == root.utf8.count
      ? name == root
      : name.utf8.count > root.utf8.count && name.hasPrefix(root)
        && name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: root.utf8.count)]
          == UInt8(ascii: ".")
  }

  /// The position of the file at `path` among `files`; -1 when the run has none there.
  func fileIndex(ofPath path: String) -> Int32 {
    if let position = positionsByPath?.position(of: path) { return position }
    var low = 0
    var high = files.count
    while low < high {
      let middle = (low + high) / 2
      if files[middle].path < path { low = middle + 1 } else { high = middle }
    }
    return low < files.count && files[low].path == path ? Int32(low) : -1
  }

  /// Which declarations of a type name a file sees (`viewer`: its position in `files`, -1
  /// when not known: then every declaration, as one type or an ambiguity).
  enum Sight {
    /// Every declaration (no file declares the name file-privately, or the asker is not
    /// known).
    case all
    /// The asking file declares the name file-privately: its own declarations, and other
    /// files' declarations that are not file-private (then the name is ambiguous).
    case own(Int32, declarers: [Int32])
    /// Not the asking file: every declaration but those of the files that declare it
    /// file-privately.
    case outside(declarers: [Int32])

    /// The asker as far as the answer depends on it (the answers' cache key).
    var viewpoint: Int32 {
      switch self {
      case .all: -1
      case .own(let file, _): file
      case .outside: -2
      }
    }

    /// Whether a type declaration or extension at `position` is seen.
    func seesType(at position: DeclarationPosition) -> Bool {
      switch self {
      case .all: true
      case .own(let file, let declarers):
        position.file == file || (!position.isExtension && !declarers.contains(position.file))
      case .outside(let declarers): !declarers.contains(position.file)
      }
    }

    /// Whether a member at `position` (of the type the sight is of) is seen: one of the
    /// type the asker means.
    func seesMember(at position: DeclarationPosition) -> Bool {
      switch self {
      case .all: true
      case .own(let file, _): position.file == file
      case .outside(let declarers): !declarers.contains(position.file)
      }
    }
  }

  func sight(of key: UInt64, from viewer: Int32) -> Sight {
    guard viewer >= 0, !filePrivateDeclarers.isEmpty,
      let declarers = filePrivateDeclarers[Int32(truncatingIfNeeded: key)]
    else { return .all }
    return declarers.contains(viewer)
      ? .own(viewer, declarers: declarers) : .outside(declarers: declarers)
  }

  /// The position of `module` among the modules that declare something; -1 for none.
  func moduleIndex(of module: String) -> Int {
    // One module (a run without a project: every index made per file asks this): no hash.
    if modules.count == 1 { return modules[0] == module ? 0 : -1 }
    return moduleIndices[module] ?? -1
  }

  /// The least access a declaration of module `other` needs to be seen from `module`:
  /// internal when `module` imports it as testable, else public.
  func access(of other: Int, from module: Int) -> AccessLevel {
    module >= 0 && internalsSeen[module].contains(other) ? .internal : .public
  }

  /// Adds the members of the file at `file` (in path order), and to `stateOwners` the
  /// last name components of the types with a non-static `@State` or `@StateObject`
  /// member, in one pass; a run of members of one type (the usual order) interns the
  /// type's name once.
  private static func add(
    _ store: DeclarationStore, of file: Int32, to tables: inout ModuleTables,
    names: inout NameTable, stateOwners: inout Set<String>
  ) {
    var container: Int32 = -1
    var containerID: Int32 = -1
    // The container last added to `stateOwners` (its members' inserts would add nothing).
    var stateOwner: Int32 = -1
    // The records read in place (no bounds check and copy per member); the container's
    // name is read when the container changes.
    store.members.withUnsafeBufferPointer { members in
      for index in members.indices {
        let member = members[index]
        let position = DeclarationPosition(
          file: file, item: Int32(index), access: member.access, nameCount: member.name.count)
        guard member.container >= 0 else {
          let name = store.withBytes(of: member.name) { names.intern(bytes: $0) }
          tables.topLevel.add(position, under: UInt64(name))
          continue
        }
        if member.container != container {
          container = member.container
          containerID = store.withBytes(of: store.types[Int(container)].name) {
            names.intern(bytes: $0)
          }
        }
        tables.membersByType.add(position, under: UInt64(containerID))
        if member.container != stateOwner && !member.attributes.isEmpty && !member.isStatic
          && (store.texts(member.attributes, contain: "State")
            || store.texts(member.attributes, contain: "StateObject"))
        {
          stateOwner = member.container
          let type = store.types[Int(member.container)].name
          stateOwners.insert(TypeInfo.lastComponent(store.string(type)))
        }
      }
    }
  }

  /// Whether a type whose name ends in `name` may have a non-static `@State` or
  /// `@StateObject` property (`members(of:)` of no such type in any module has one when
  /// false).
  func mayOwnState(typeNamed name: String) -> Bool { stateOwnerNames.contains(name) }

  /// Appends to `result` the members at `positions` with at least `minimum` access (those
  /// of another module: public ones, internal ones too for a testable import; with a
  /// `name`, those whose name has these UTF-8 bytes, as interned names compare).
  func members(
    at positions: ArraySlice<DeclarationPosition>, minimum: AccessLevel,
    named name: UnsafeBufferPointer<UInt8>?, sight: Sight = .all, into result: inout [MemberInfo],
    shared: inout Set<Int64>
  ) {
    guard !positions.isEmpty else { return }
    var filters = true
    if case .all = sight { filters = false }
    if name == nil && result.isEmpty { result.reserveCapacity(positions.count) }
    var file = positions.first!.file
    var store = files[Int(file)].store
    for position in positions {
      // Access and the name's length are in the position: most members of a type are
      // left out without reading their store; the bytes are compared only when the
      // lengths agree.
      if position.access < minimum { continue }
      if let name, Int(position.nameCount) != name.count { continue }
      if filters && !sight.seesMember(at: position) { continue }
      if position.file != file {
        file = position.file
        store = files[Int(file)].store
      }
      if let name,
        !store.withBytes(of: store.members[Int(position.item)].name, { $0.elementsEqual(name) })
      {
        continue
      }
      // A shared file's member, already found in another module's table.
      if !sharedFiles.isEmpty && sharedFiles[Int(position.file)]
        && !shared.insert(Int64(position.file) << 32 | Int64(position.item)).inserted
      {
        continue
      }
      result.append(MemberInfo(store, position.item))
    }
  }

  /// The members under `key` in one of the module tables (with a `name`, those whose name
  /// has these UTF-8 bytes): the module's own, then the public ones of the other modules
  /// in order. A public type of another module (that the module does not declare itself)
  /// keeps all the members its module gives it, whatever their access: its `@State private
  /// var`, its stored properties are what it is.
  func members(
    under key: UInt64, module: Int, in table: ModuleTables.Table,
    named name: UnsafeBufferPointer<UInt8>? = nil, viewer: Int32 = -1
  ) -> [MemberInfo] {
    var result: [MemberInfo] = []
    var shared: Set<Int64> = []
    // A type's members: those of the type the asking file means by its name.
    let sight = table == .membersByType ? sight(of: key, from: viewer) : .all
    if module >= 0 {
      members(
        at: tables[module].positions(in: table, under: key), minimum: .private, named: name,
        sight: sight, into: &result, shared: &shared)
    }
    let ownType =
      table == .membersByType && module >= 0 && declares(key, in: module, sight: sight)
    let holding = table == .membersByType ? memberModules : topLevelModules
    for other32 in holding.modules(holding: key) where Int(other32) != module {
      let other = Int(other32)
      let positions = tables[other].positions(in: table, under: key)
      guard !positions.isEmpty else { continue }
      let seen = access(of: other, from: module)
      let whole =
        table == .membersByType && !ownType
        && declares(key, in: other, minimum: seen, sight: sight)
      members(
        at: positions, minimum: whole ? .private : seen, named: name, sight: sight,
        into: &result, shared: &shared)
    }
    return result
  }

  /// Whether `module` declares the type interned as `key` (not only extends it); with
  /// at least `minimum` access.
  func declares(
    _ key: UInt64, in module: Int, minimum: AccessLevel = .private, sight: Sight = .all
  ) -> Bool {
    guard let group = tables[module].types.group(of: key) else { return false }
    // Kind and access are in the positions (no store is read).
    return tables[module].types.positions(inGroup: group).contains { position in
      !position.isExtension && position.access >= minimum && sight.seesType(at: position)
    }
  }
}
