import SwiftCST

/// "The deployment targets at this node": the one question every availability decision
/// asks. A migration never reads `deploymentTargets` (the file's module) on its own for a
/// rewrite; it asks at the node it rewrites, so code inside `@available(iOS 18, *)`, an
/// `if #available(iOS 17, *)` body or after a `guard #available` gets the newer API.
extension MigrationContext {
  /// The targets of the file's module, raised per platform by the availability scopes
  /// around `node` (see `AvailabilityScopes`). A platform the module does not build for
  /// stays absent; unknown targets stay unknown (the oldest OS is assumed).
  public func deploymentTargets(at node: Syntax) -> DeploymentTargets {
    let targets = deploymentTargets
    guard targets.isKnown, Self.mayHaveScopes(node.file) else { return targets }
    return targets.raised(to: AvailabilityScopes.minimums(at: node))
  }

  /// The deployment targets of another file of the run (a fact's `path`): where the
  /// project places it, else those of this file (a run without a project model gives
  /// every file the same). A decision that rewrites several files together (a class and
  /// its uses) needs what holds in each of them.
  public func deploymentTargets(ofFile path: String) -> DeploymentTargets {
    path == self.path
      ? deploymentTargets : index.deploymentTargets(ofFile: path) ?? deploymentTargets
  }

  /// Whether `node` may use API that needs `required` (per platform): every platform the
  /// module builds for is at least the version given there, at this node.
  public func isAvailable(_ required: [Platform: OSVersion], at node: Syntax) -> Bool {
    deploymentTargets.allAtLeast(required) || deploymentTargets(at: node).allAtLeast(required)
  }

  /// Whether `attribute`, an `@available` of `declaration`, only restates what the targets
  /// around the declaration already guarantee: `@available(iOS 13, *)` on a declaration of
  /// a module for iOS 15 (and macOS, which it does not name). Removing such an attribute
  /// changes nothing. False for unknown targets and for an attribute that says more than
  /// the versions it introduces the declaration at (`unavailable`, `deprecated`, `message:`).
  public func isRedundant(availability attribute: Syntax, of declaration: Syntax) -> Bool {
    guard let versions = AvailabilityScopes.introducedVersions(attribute),
      let parent = declaration.parent
    else { return false }
    return deploymentTargets(at: parent).allAtLeast(versions)
  }

  /// Whether `attribute` is an `@available` that only says which versions its declaration
  /// is introduced at (`@available(iOS 17, macOS 14, *)`, `@available(iOS, introduced: 17)`):
  /// an availability scope and nothing else, which another declaration can carry as it is.
  public static func isIntroductionOnly(_ attribute: Syntax) -> Bool {
    AvailabilityScopes.introducedVersions(attribute) != nil
  }

  /// `required` spelled for a message, for the platforms the file's module builds for at
  /// `node` only: "macOS 14" in a macOS-only module, "iOS 17 and macOS 14" in one that builds
  /// for both. Every platform of `required` when the targets are unknown or the module builds
  /// for none of them. Versions drop a trailing ".0" (`17.0` → `17`, `10.15` stays).
  public func versionsText(_ required: [Platform: OSVersion], at node: Syntax) -> String {
    let platforms = platformsBuilt(among: Array(required.keys), at: node)
    let names = platforms.map { "\($0.rawValue) \(required[$0]!.shortDescription)" }
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// The platforms of `candidates` the file's module builds for at `node`, in `Platform`
  /// order: `[.macOS]` of `[.iOS, .macOS]` in a macOS-only module. Every candidate when the
  /// targets are unknown or the module builds for none of them (a message then names them all).
  public func platformsBuilt(among candidates: [Platform], at node: Syntax) -> [Platform] {
    let all = Platform.allCases.filter { candidates.contains($0) }
    let built = deploymentTargets(at: node)
    guard built.isKnown else { return all }
    let mine = all.filter { built.versions[$0] != nil }
    return mine.isEmpty ? all : mine
  }

  /// Whether the run tells the file's targets once for its whole module (the command line's
  /// note per module, `modules` in JSON): a finding need not repeat "the targets are unknown
  /// (pass --deployment-target)" at every site. False for a file in no project.
  public var toldTargetsPerModule: Bool { placement != nil }

  /// A cheap early exit before looking for candidates: false only when no place in `file`
  /// can have `required` (the module's targets are older and the file mentions no
  /// availability scope). True does not promise a node; ask `isAvailable(_:at:)` there.
  public func mayBeAvailable(_ required: [Platform: OSVersion], in file: SourceFile) -> Bool {
    deploymentTargets.allAtLeast(required)
      || (deploymentTargets.isKnown && Self.mayHaveScopes(file))
  }

  /// Files without the bytes `available` have no scopes; most files are like that. Every
  /// migration asks, so the file remembers the answer.
  private static func mayHaveScopes(_ file: SourceFile) -> Bool {
    file.containsBytes("available")
  }
}

extension OSVersion {
  /// `17` for 17.0 (or 17.0.0), `10.15` for 10.15, `17.0.1` as is: how a message names a version.
  public var shortDescription: String {
    var parts = components
    while parts.count > 1, parts.last == 0 { parts.removeLast() }
    return parts.map(String.init).joined(separator: ".")
  }
}

extension DeploymentTargets {
  /// Each platform listed raised to at least its version in `minimums`; platforms not
  /// built for are not added.
  public func raised(to minimums: [Platform: OSVersion]) -> DeploymentTargets {
    guard !minimums.isEmpty else { return self }
    var raised = self
    for (platform, version) in versions {
      if let minimum = minimums[platform], minimum > version { raised.versions[platform] = minimum }
    }
    return raised
  }
}

extension Syntax {
  /// The versions the availability scopes around this node guarantee, per platform (empty
  /// when there is none), for code that has no context yet: index facts record them, and a
  /// decision made later raises the module's targets with `DeploymentTargets.raised(to:)`.
  public var availabilityMinimums: [Platform: OSVersion] {
    guard file.containsBytes("available") else { return [:] }
    return AvailabilityScopes.minimums(at: self)
  }
}
