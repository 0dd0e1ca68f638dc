import Foundation
import SwiftCST

/// One fact a migration records about a file in the project-wide first pass.
/// `key` is namespaced by the migration (e.g. `safe-area-bar.helper`), `value` is free text.
public struct ProjectFact: Sendable, Hashable {
  public var key: String
  public var value: String
  /// Path of the file the fact was found in (filled in by the engine).
  public var path: String
  /// The module of that file in the run's project model (filled in by the engine).
  public var module: Int?

  public init(key: String, value: String, path: String = "") {
    self.key = key
    self.value = value
    self.path = path
  }
}

/// All facts of the run, gathered before the rewriting pass.
///
/// The index is built once per run and read for every file, so lookups a migration makes
/// per file must not cost in proportion to the project: `contains(_:_:)` and
/// `valueSet(forKey:)` are constant-time, where rebuilding a set from `values(forKey:)` per
/// file would make a run quadratic in the project's size. Such tables (and a migration's
/// own, through `derived(_:fromFactsFor:_:)`) are built on first use, once per run.
public struct ProjectIndex: Sendable {
  private var byKey: [String: [ProjectFact]]
  /// Set when a migration reads this index (see `probing`).
  private let probe: ReadProbe?
  private let tables = DerivedTables()
  /// The declarations of the run (see `SemanticIndex`); empty unless a migration of the
  /// run sets `usesSemanticIndex`.
  public private(set) var semantic: SemanticIndex
  /// The deployment targets of each file a target compiles, by path, where the project
  /// model places it (a file several targets compile: the lowest per platform of them
  /// all); empty without a project model, and in a first pass.
  var fileTargets: [String: DeploymentTargets] = [:]
  /// The paths of the files the run indexes but does not rewrite (outside `--files-from`,
  /// `--shard`); empty when it rewrites every file, and in a first pass.
  var unselectedPaths: Set<String> = []

  public init(facts: [ProjectFact] = [], declarations: [FileDeclarations] = []) {
    self.init(facts: facts, semantic: SemanticIndex(files: declarations))
  }

  /// The same over a semantic index already built from the run's declarations.
  init(facts: [ProjectFact], semantic: SemanticIndex) {
    self.init(factsByFile: [facts], semantic: semantic)
  }

  /// The same over each file's facts in path order, as `init(facts:semantic:)` over them
  /// joined (the engine's index: joining them first copied every fact once more, and
  /// released the copies).
  init(factsByFile: [[ProjectFact]], semantic: SemanticIndex) {
    var byKey: [String: [ProjectFact]] = [:]
    for facts in factsByFile {
      // A file's facts under one key come one after the other: one look-up per run.
      var start = facts.startIndex
      while start < facts.endIndex {
        let key = facts[start].key
        var end = start + 1
        while end < facts.endIndex, facts[end].key == key { end += 1 }
        byKey[key, default: []].append(contentsOf: facts[start..<end])
        start = end
      }
    }
    self.byKey = byKey
    self.probe = nil
    self.semantic = semantic
  }

  private init(probe: ReadProbe, semantic: SemanticIndex) {
    byKey = [:]
    self.probe = probe
    self.semantic = semantic
  }

  /// An empty index that records whether anyone read it. The engine rewrites a file in the
  /// same pass that indexes it when no migration consulted the index for that file, so
  /// most files are parsed once even when some migration needs the project-wide pass.
  /// Its semantic index holds `declarations` (the file's own) and records every question
  /// with its answer.
  static func probing(
    _ probe: ReadProbe, declarations: [FileDeclarations] = []
  ) -> ProjectIndex {
    probing(
      probe,
      semantic: SemanticIndex(
        files: declarations, module: declarations.first?.module ?? "",
        path: declarations.first?.path))
  }

  /// The same index, its declarations seen from the file at `path` that `modules` compile
  /// (the first is its module; `SemanticIndex.seen(from:alsoCompiledBy:path:)`).
  func seen(fromFileAt path: String, modules: [String]) -> ProjectIndex {
    let module = modules.first ?? ""
    let others = Array(modules.dropFirst())
    guard
      semantic.module != module || semantic.otherModules != others || semantic.path != path
    else { return self }
    var index = self
    index.semantic = semantic.seen(from: module, alsoCompiledBy: others, path: path)
    return index
  }

  /// The same, over an index of the file's own declarations already built.
  static func probing(_ probe: ReadProbe, semantic: SemanticIndex) -> ProjectIndex {
    ProjectIndex(probe: probe, semantic: semantic.probed(by: probe))
  }

  /// The deployment targets of the file at `path` (a fact's path), as its project places
  /// it; nil when the run knows none (no project model, a first pass).
  public func deploymentTargets(ofFile path: String) -> DeploymentTargets? {
    fileTargets[path]
  }

  /// Whether the run rewrites the file at `path` (a fact's path): false for a file outside
  /// `--files-from` or `--shard`, which is only indexed; its fixes are not made in this run.
  public func rewrites(fileAt path: String) -> Bool {
    !unselectedPaths.contains(path)
  }

  public func facts(forKey key: String) -> [ProjectFact] {
    probe?.markRead(key)
    return byKey[key] ?? []
  }

  public func values(forKey key: String) -> [String] { facts(forKey: key).map(\.value) }

  /// The distinct values recorded under `key` (built once, shared; no copy per call).
  public func valueSet(forKey key: String) -> Set<String> {
    derived("valueSet", fromFactsFor: key) { Set($0.map(\.value)) }
  }

  /// The distinct values recorded under `key` by files of one module (a helper declared
  /// in another module is not visible to it). Nil `module`: the files of no module.
  public func valueSet(forKey key: String, inModule module: Int?) -> Set<String> {
    derived("valueSet.module.\(module ?? -1)", fromFactsFor: key) {
      Set($0.filter { $0.module == module }.map(\.value))
    }
  }

  /// Whether some file recorded `value` under `key`.
  public func contains(_ key: String, _ value: String) -> Bool {
    if let probe {
      probe.markAsked { !$0.contains(key, value) }
      return false
    }
    return valueSet(forKey: key).contains(value)
  }

  /// Whether some file recorded `line` as one line of a value under `key` (a file records
  /// many short values as one fact of lines, see `FactText.lines`: one fact per value made
  /// the index's own tables cost more than the values).
  public func containsLine(_ key: String, _ line: String) -> Bool {
    if let probe {
      probe.markAsked { !$0.containsLine(key, line) }
      return false
    }
    let lines = derived("lineSet", fromFactsFor: key) { FactLineSet(values: $0.map(\.value)) }
    return lines.contains(line)
  }

  /// Whether any file recorded a fact under `key`.
  public func hasFacts(forKey key: String) -> Bool {
    probe?.markRead(key)
    return byKey[key] != nil
  }

  /// A table a migration makes from the facts under `key` (say, a dictionary from names to
  /// places), built by `build` the first time any file asks and shared by all files after
  /// that. `name` tells apart different tables made from the same key. `build` runs under
  /// the index's lock, so it must not read the index itself.
  public func derived<Table: Sendable>(
    _ name: String, fromFactsFor key: String, _ build: ([ProjectFact]) -> Table
  ) -> Table {
    if let probe {
      probe.markRead(key)
      return build([])
    }
    return tables.table(name + "\u{0}" + key) { build(byKey[key] ?? []) }
  }

  /// The same for a table that can be compared: a file's first pass then stands if the
  /// complete index's table equals the empty one (say, no file reads the one name the file
  /// asked about), however many facts the key has.
  public func derived<Table: Sendable & Equatable>(
    _ name: String, fromFactsFor key: String,
    _ build: @escaping @Sendable ([ProjectFact]) -> Table
  ) -> Table {
    if let probe {
      let empty = build([])
      probe.markAsked { $0.derived(name, fromFactsFor: key, build) == empty }
      return empty
    }
    return tables.table(name + "\u{0}" + key) { build(byKey[key] ?? []) }
  }

  /// The same for a table that asks the semantic index about the facts' files (as each
  /// file sees the run: `SemanticIndex.seen(fromFileAt:)`, whichever file builds it): the
  /// complete index's, also when a first pass's answer is checked.
  public func derived<Table: Sendable & Equatable>(
    _ name: String, fromFactsFor key: String,
    _ build: @escaping @Sendable ([ProjectFact], SemanticIndex) -> Table
  ) -> Table {
    if let probe {
      let empty = build([], semantic)
      probe.markAsked { $0.derived(name, fromFactsFor: key, build) == empty }
      return empty
    }
    return tables.table(name + "\u{0}" + key) { build(byKey[key] ?? [], semantic) }
  }
}

/// The derived tables of one index, built on first use under a lock: files are processed
/// on several threads.
private final class DerivedTables: @unchecked Sendable {
  private let lock = NSLock()
  private var tables: [String: any Sendable] = [:]

  func table<Table: Sendable>(_ id: String, build: () -> Table) -> Table {
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[id] as? Table { return table }
    let table = build()
    tables[id] = table
    return table
  }
}

/// Which keys of an index were read. One per file being processed, used by that file's
/// worker only. Every answer a probing index gives is the empty one, so a result computed
/// with it stands if the complete index has no facts under any key read (see `Engine`).
final class ReadProbe: @unchecked Sendable {
  /// Keys read whole: the answer stands only if the key has no facts.
  private(set) var keys: Set<String> = []
  /// Narrower questions (one value, one derived table): each tells whether the complete
  /// index gives the answer the probing one gave.
  private(set) var checks: [@Sendable (ProjectIndex) -> Bool] = []
  /// Set once a key read is among `keysWithFacts`: the file will be read again whatever
  /// else happens, so its first pass can stop.
  private(set) var isDoomed = false
  /// Keys some file has recorded facts under so far in the run (shared, growing).
  let keysWithFacts: Locked<Set<String>>?

  init(keysWithFacts: Locked<Set<String>>? = nil) { self.keysWithFacts = keysWithFacts }

  var wasRead: Bool { !keys.isEmpty || !checks.isEmpty }

  func markRead(_ key: String) {
    guard keys.insert(key).inserted else { return }
    if keysWithFacts?.withLock({ $0.contains(key) }) == true { isDoomed = true }
  }

  func markAsked(_ check: @escaping @Sendable (ProjectIndex) -> Bool) { checks.append(check) }

  /// Whether every answer given is the one the complete `index` gives.
  func answersStand(in index: ProjectIndex) -> Bool {
    !keys.contains(where: index.hasFacts(forKey:)) && checks.allSatisfy { $0(index) }
  }
}

/// A platform and the oldest OS version the project supports on it.
public enum Platform: String, Sendable, CaseIterable, Hashable {
  case iOS, macOS, tvOS, watchOS, visionOS

  // By case, not by the raw value's text (the default for a raw-value enum): every
  // `[Platform: OSVersion]` look-up hashes a platform.
  public static func == (lhs: Platform, rhs: Platform) -> Bool { lhs.ordinal == rhs.ordinal }
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  fileprivate var ordinal: Int {
    switch self {
    case .iOS: 0
    case .macOS: 1
    case .tvOS: 2
    case .watchOS: 3
    case .visionOS: 4
    }
  }
}

/// `major.minor.patch`, compared numerically.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var components: [Int] { didSet { key = Self.key(of: components) } }
  /// The components packed in one number that orders as they do (20 bits each, missing
  /// ones 0); nil when they do not fit (more than three, negative or very large).
  fileprivate private(set) var key: UInt64?

  public init(_ components: [Int]) {
    self.components = components
    key = Self.key(of: components)
  }

  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
    self.init(parts.map { $0! })
  }

  private static func key(of components: [Int]) -> UInt64? {
    guard components.count <= 3 else { return nil }
    var key: UInt64 = 0
    for index in 0..<3 {
      let component = index < components.count ? components[index] : 0
      guard component >= 0, component < 1 << 20 else { return nil }
      key = key << 20 | UInt64(component)
    }
    return key
  }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    if let left = lhs.key, let right = rhs.key { return left < right }
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  public var description: String {
    var parts = components
    if parts.count == 1 { parts.append(0) }
    return parts.map(String.init).joined(separator: ".")
  }
}

/// The deployment targets of the project. A platform not listed is one the project
/// may still support; unknown means "assume the oldest" (see `isAtLeast`).
public struct DeploymentTargets: Sendable, Hashable {
  public var versions: [Platform: OSVersion] { didSet { keys = VersionKeys(versions) } }
  /// True when the targets came from the user or the project files; false when nothing was found.
  public var isKnown: Bool
  /// `versions` as packed keys per platform, kept in step with it: `allAtLeast` is asked
  /// by every migration of every file.
  private var keys: VersionKeys

  public init(_ versions: [Platform: OSVersion] = [:], isKnown: Bool? = nil) {
    self.versions = versions
    self.isKnown = isKnown ?? !versions.isEmpty
    keys = VersionKeys(versions)
  }

  /// True only if every platform the project may run on is at least the given version.
  /// Platforms absent from `required` are not checked (the API does not exist there or
  /// the caller does not care). With unknown targets the answer is always false.
  public func allAtLeast(_ required: [Platform: OSVersion]) -> Bool {
    guard isKnown else { return false }
    for (platform, minimum) in required {
      let actual = keys[platform]
      // A platform the project does not declare is not built for; nothing to check.
      if actual == VersionKeys.absent { continue }
      if actual != VersionKeys.unpacked, let needed = minimum.key {
        if actual < needed { return false }
        continue
      }
      guard let version = versions[platform] else { continue }
      if version < minimum { return false }
    }
    return true
  }

  /// Per platform, the version's `OSVersion.key`, `absent`, or `unpacked` (ask `versions`).
  private struct VersionKeys: Sendable, Hashable {
    static let absent = UInt64.max
    static let unpacked = UInt64.max - 1
    private var keys: (UInt64, UInt64, UInt64, UInt64, UInt64) = (
      absent, absent, absent, absent, absent
    )

    init(_ versions: [Platform: OSVersion]) {
      for (platform, version) in versions {
        let key = version.key ?? Self.unpacked
        switch platform.ordinal {
        case 0: keys.0 = key
        case 1: keys.1 = key
        case 2: keys.2 = key
        case 3: keys.3 = key
        default: keys.4 = key
        }
      }
    }

    subscript(platform: Platform) -> UInt64 {
      switch platform.ordinal {
      case 0: keys.0
      case 1: keys.1
      case 2: keys.2
      case 3: keys.3
      default: keys.4
      }
    }

    static func == (lhs: VersionKeys, rhs: VersionKeys) -> Bool {
      lhs.keys == rhs.keys
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(keys.0)
      hasher.combine(keys.1)
      hasher.combine(keys.2)
      hasher.combine(keys.3)
      hasher.combine(keys.4)
    }
  }
}

/// Everything a migration may know beyond the file it reads.
public struct MigrationContext: Sendable {
  /// Path of the file, relative to the current folder when possible.
  public var path: String
  /// The file's module in the run's project model, if any: facts of the same module
  /// are `ProjectIndex.valueSet(forKey:inModule:)`.
  /// (Spelled `Optional<…>`, here and below, so that it has no implicit `= nil`, which each
  /// init set and then assigned.)
  public var module: Optional<Int>
  /// Where the file belongs in the run's project model (nil without one); ask
  /// `isWidgetExtension` and `buildsForMacCatalyst` rather than reading it.
  public var placement: Optional<ProjectModel.Placement>
  public var deploymentTargets: DeploymentTargets
  public var index: ProjectIndex
  /// The declarations of the run, seen from this file (`index.semantic`).
  public var semantic: SemanticIndex { index.semantic }
  /// The file's formatting conventions. Detected on first use (a pass over the file's
  /// bytes), so files with nothing to fix never pay for it.
  public var style: SourceStyle {
    get { shared.style }
    set { shared = ContextShared(newValue, resolverOf: shared) }
  }
  /// The style and the resolver the migrations of a pass share (`resolver(for:)`); copies
  /// of the context share them.
  private(set) var shared: ContextShared

  public init(
    path: String, deploymentTargets: DeploymentTargets, index: ProjectIndex, style: SourceStyle
  ) {
    self.path = path
    self.module = nil
    self.placement = nil
    self.deploymentTargets = deploymentTargets
    // Its declarations as this file sees them (its own file-private types, not others').
    self.index = index.seen(
      fromFileAt: path, modules: [index.semantic.module] + index.semantic.otherModules)
    self.shared = ContextShared(style)
  }

  /// The same over an index already seen from the file (`ProjectIndex.seen(fromFileAt:modules:)`
  /// with its path and modules), with the style detected in `bytes` on first read: the
  /// engine's context for a file, made once (seeing the index again and replacing the style
  /// copied the context and every reference in it). The module and placement are set here
  /// too: setting them on a `var` made the context once more, copying and destroying it
  /// (4 M instructions a run on corpus3, in `mayAnyFind` alone).
  init(
    path: String, module: Int?, placement: ProjectModel.Placement?,
    deploymentTargets: DeploymentTargets, seenIndex index: ProjectIndex,
    detectingStyleIn bytes: [UInt8]
  ) {
    self.path = path
    self.module = module
    self.placement = placement
    self.deploymentTargets = deploymentTargets
    self.index = index
    self.shared = ContextShared(detectingStyleIn: bytes)
  }

  /// Makes `style` the style detected in `bytes`, found when first read.
  mutating func detectStyle(in bytes: [UInt8]) {
    shared = ContextShared(detectingStyleIn: bytes, resolverOf: shared)
  }
}

/// What the copies of a context share: a style given up front or detected from bytes on
/// first read, and the last resolver made by `MigrationContext.resolver(for:)` with what it
/// was made for. One object for both: a context is made for every file, and each object
/// cost an allocation to make and free. A context belongs to one file and is read by the
/// worker processing that file only, so there is no lock.
final class ContextShared: @unchecked Sendable {
  private var bytes: [UInt8]?
  private var detected: SourceStyle?
  /// It holds the file, so a new file never takes the address of the one it was made for.
  private var made: Resolver?

  init(_ style: SourceStyle) { detected = style }
  init(detectingStyleIn bytes: [UInt8]) { self.bytes = bytes }

  /// Another style, with the resolver `other` made (it depends on the file, index and path
  /// only).
  convenience init(_ style: SourceStyle, resolverOf other: ContextShared) {
    self.init(style)
    made = other.made
  }

  convenience init(detectingStyleIn bytes: [UInt8], resolverOf other: ContextShared) {
    self.init(detectingStyleIn: bytes)
    made = other.made
  }

  var style: SourceStyle {
    if let detected { return detected }
    let style = SourceStyle.detect(in: bytes ?? [])
    detected = style
    bytes = nil
    return style
  }

  func resolver(for file: SourceFile, index: SemanticIndex, path: String) -> Resolver {
    if let made, made.file === file, made.index.isSame(as: index), made.path == path {
      return made
    }
    let resolver = Resolver(file: file, index: index, path: path)
    made = resolver
    return resolver
  }
}
