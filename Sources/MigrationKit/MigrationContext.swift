import SwiftCST

/// One fact a migration records about a file in the project-wide first pass.
/// `key` is namespaced by the migration (e.g. `safe-area-bar.helper`), `value` is free text.
public struct ProjectFact: Sendable, Hashable {
  public var key: String
  public var value: String
  /// Path of the file the fact was found in (filled in by the engine).
  public var path: String

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
/// file would make a run quadratic in the project's size.
public struct ProjectIndex: Sendable {
  private var byKey: [String: [ProjectFact]]
  private var valueSets: [String: Set<String>]
  /// Set when a migration reads this index (see `probing`).
  private let probe: ReadProbe?

  public init(facts: [ProjectFact] = []) {
    var byKey: [String: [ProjectFact]] = [:]
    var sets: [String: Set<String>] = [:]
    for fact in facts {
      byKey[fact.key, default: []].append(fact)
      sets[fact.key, default: []].insert(fact.value)
    }
    self.byKey = byKey
    self.valueSets = sets
    self.probe = nil
  }

  private init(probe: ReadProbe) {
    byKey = [:]
    valueSets = [:]
    self.probe = probe
  }

  /// An empty index that records whether anyone read it. The engine rewrites a file in the
  /// same pass that indexes it when no migration consulted the index for that file, so
  /// most files are parsed once even when some migration needs the project-wide pass.
  static func probing(_ probe: ReadProbe) -> ProjectIndex { ProjectIndex(probe: probe) }

  public func facts(forKey key: String) -> [ProjectFact] {
    probe?.markRead()
    return byKey[key] ?? []
  }

  public func values(forKey key: String) -> [String] { facts(forKey: key).map(\.value) }

  /// The distinct values recorded under `key` (shared storage, no copy per call).
  public func valueSet(forKey key: String) -> Set<String> {
    probe?.markRead()
    return valueSets[key] ?? []
  }

  /// Whether some file recorded `value` under `key`.
  public func contains(_ key: String, _ value: String) -> Bool {
    probe?.markRead()
    return valueSets[key]?.contains(value) ?? false
  }

  /// Whether any file recorded a fact under `key`.
  public func hasFacts(forKey key: String) -> Bool {
    probe?.markRead()
    return byKey[key] != nil
  }
}

/// Whether an index was read. One per file being processed, used by that file's worker only.
final class ReadProbe: @unchecked Sendable {
  private(set) var wasRead = false
  func markRead() { wasRead = true }
}

/// A platform and the oldest OS version the project supports on it.
public enum Platform: String, Sendable, CaseIterable, Hashable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// `major.minor.patch`, compared numerically.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var components: [Int]

  public init(_ components: [Int]) { self.components = components }

  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
    self.components = parts.map { $0! }
  }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
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
  public var versions: [Platform: OSVersion]
  /// True when the targets came from the user or the project files; false when nothing was found.
  public var isKnown: Bool

  public init(_ versions: [Platform: OSVersion] = [:], isKnown: Bool? = nil) {
    self.versions = versions
    self.isKnown = isKnown ?? !versions.isEmpty
  }

  /// True only if every platform the project may run on is at least the given version.
  /// Platforms absent from `required` are not checked (the API does not exist there or
  /// the caller does not care). With unknown targets the answer is always false.
  public func allAtLeast(_ required: [Platform: OSVersion]) -> Bool {
    guard isKnown else { return false }
    for (platform, minimum) in required {
      // A platform the project does not declare is not built for; nothing to check.
      guard let actual = versions[platform] else { continue }
      if actual < minimum { return false }
    }
    return true
  }
}

/// Everything a migration may know beyond the file it reads.
public struct MigrationContext: Sendable {
  /// Path of the file, relative to the current folder when possible.
  public var path: String
  public var deploymentTargets: DeploymentTargets
  public var index: ProjectIndex
  public var style: SourceStyle

  public init(
    path: String, deploymentTargets: DeploymentTargets, index: ProjectIndex, style: SourceStyle
  ) {
    self.path = path
    self.deploymentTargets = deploymentTargets
    self.index = index
    self.style = style
  }
}
