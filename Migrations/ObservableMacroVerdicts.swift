import MigrationKit
import SwiftCST

/// The project-wide decision of `observable-macro`: for each `ObservableObject` class of the
/// run, whether it converts or what blocks it first.
///
/// Each file records one fact under `key`, lines of tab-separated fields:
/// - `C name line public superclass inherited published scopes settled readers companions`:
///   a class declared `: ObservableObject` (`name` qualified; `public`: `1` public, `f` seen from its file
///   only, `0` internal; `scopes`: the availability scopes around it,
///   `iOS=17.0,…`; `settled`: its plain stored properties its methods assign, see
///   `Verdict.settledAfterInit`; `readers`: `member.property` for each method or computed
///   property of the class that reads one of them, see `Verdict.settledReaders`, and
///   `member.^published` for each `@Published` property such a member reads on every call,
///   see `Verdict.readerPublished`;
///   `companions`: `property=Published+Published` per method setting one of `settled` and
///   `@Published` properties, see `Verdict.publishedWithSettled`);
/// - `B class line reason published query scope requires interface`: a blocker of `class`
///   (`-`: of every class, or with `query` of the class the complete index answers, of every
///   class when it has no answer, or with `requires` of every class that may conform to
///   those protocols), counted only if the class has a `@Published` property `published`
///   when that field is set; of the classes its module sees, or with `interface` `1` (a
///   constraint of a public declaration) of every module's;
/// - `$ name line`: `x.$name` on an object of unknown type (blocks classes publishing `name`);
/// - `P name line reason`: a protocol whose conformers are blocked; `R name`: any protocol;
/// - `S first subclass line scope`: a class declaration and the first name it inherits;
/// - `U class line scopes query reason scope`: a convertible use;
/// - `G name`: a generic parameter or associated type declared in the file;
/// - `W class line wrapper property`: a property of `class` (qualified) with a property
///   wrapper other than `@Published`, `@AppStorage` and `@SceneStorage`;
/// - `E …` and `X …`: the members of `extension ObservableObject` and their uses
///   (ObservableMacroExtensionMembers.swift);
/// - `K …` and `Y …`: generic structs with a parameter constrained to
///   `ObservableObject`, and their uses (ObservableMacroGenericTypes.swift);
/// - `I class static property line view scope`: a view-building member of `view` reading
///   `class.static.property` (ObservableMacroStaticInstanceReads.swift).
/// A class name of `B`, `S` and `U` is as written, in the type `scope`
/// (`ObservableClassNames`, which names it once every class is known).
struct ObservableVerdicts: Equatable, Sendable {
  static let key = "observable-macro"

  struct Place: Equatable, Sendable, Comparable {
    var path: String
    var line: Int
    var reason: String

    static func < (lhs: Place, rhs: Place) -> Bool {
      (lhs.path, lhs.line) < (rhs.path, rhs.line)
    }
  }

  /// A place that needs the Observation targets, with the availability scopes around it.
  struct Scoped: Equatable, Sendable {
    var path: String
    var line: Int
    var minimums: [Platform: OSVersion]
  }

  struct Verdict: Equatable, Sendable {
    /// The first blocker in path and line order; nil when the class converts (as far as the
    /// facts tell: the targets are checked per run, see `targetBlocker`).
    var blocker: Place?
    /// The class's declarations and uses, in path and line order.
    var places: [Scoped] = []
    var uses = 0
    var useFiles: Set<String> = []
    /// A declaration is `public`/`open`/`package`: a use from another module blocks it.
    var isPublic = false
    /// The modules that declare it (-1: no module known).
    var modules: Set<Int> = []
    /// The names of its `@Published` properties.
    var published: Set<String> = []
    /// Its plain stored `var`s (they become `@ObservationIgnored`) that a method of the class
    /// assigns: a view reading one showed its new value when a `@Published` property
    /// changed, and will not once it is ignored.
    var settledAfterInit: Set<String> = []
    /// Its methods and computed properties that read one of `settledAfterInit`, with the
    /// properties each reads (`translate` → `table`): a view showing their result showed
    /// the new value too, and will not once the property is ignored.
    var settledReaders: [String: Set<String>] = [:]
    /// Per member of `settledReaders`, the `@Published` properties it reads on every call
    /// (`var hasNew: Bool { threads.contains { !$0.isRead } || threads.count != seen }`
    /// reads `threads` whenever it reads `seen`): a view showing the member reads them too,
    /// and is drawn again when they change.
    var readerPublished: [String: Set<String>] = [:]
    /// Per property of `settledAfterInit`, the `@Published` properties each method that
    /// sets it sets too (methods setting none left out): a view reading one of those
    /// wherever it reads the property is drawn again with the new value, as before.
    var publishedWithSettled: [String: [Set<String>]] = [:]
    /// Its properties with another wrapper (`@Saved("key") var size`), for `wrapperKind`.
    var wrapped: [WrappedProperty] = []
    /// Those whose wrapper is a package's of which nothing is known (set by `verdict(for:)`):
    /// the conversion's finding names them.
    var unknownWrappers: [WrappedProperty] = []
    /// The views that read the class through a static instance of it and update once it
    /// converts (set by `verdict(for:)`, see `viewReads`).
    var viewReads: [StaticRead] = []
  }

  struct WrappedProperty: Equatable, Sendable {
    var wrapper: String
    var property: String
    var place: Place
  }

  /// What the facts alone tell about each class, by key (`ObservableClassNames`: the
  /// qualified name, with its file for a class seen from its own file only).
  var classes: [String: Verdict] = [:]
  /// The classes a name written in a file may name.
  var classNames = ObservableClassNames()
  /// The run's generic parameter and associated type names (`G` facts).
  var placeholderNames: Set<String> = []
  /// Blockers and uses whose class only the complete semantic index can name.
  var queryBlockers: [QueryBlocker] = []
  /// Positions in `queryBlockers` of those that may block any class (`published` empty),
  /// and of the others by the name a class must publish to be blocked: `verdict(for:)`
  /// looks only at those a class's names reach (a look-up of every blocker's name in every
  /// class's, with a copy of each blocker, cost more than the answers).
  /// Blockers of every class that may conform to some protocols (a constraint such as
  /// `ObservableObject & Checkable`): the complete semantic index tells which may.
  var conformanceBlockers: [ConformanceBlocker] = []
  var queryBlockersOfAnyClass: [Int] = []
  var queryBlockersByPublished: [String: [Int]] = [:]
  var queryUses: [QueryUse] = []
  /// Uses of `ObservableObject` extension members on a class, by qualified class name.
  var memberBlockers: [String: [MemberBlocker]] = [:]
  /// Uses of them on objects of unknown type.
  var unknownMemberUses: [UnknownUse] = []
  /// Reads of a class through a member of it (`I` facts), by class key: whether that is a
  /// static instance is asked in `verdict(for:)`.
  var staticReads: [String: [StaticRead]] = [:]

  /// The verdict on `name`, with the type queries answered by `semantic` (asked per file,
  /// so that the engine can tell whether the complete index answers as the file's own did).
  /// Each question about code written in a file is asked as that file's modules see it
  /// (`SemanticIndex.seen(fromFileAt:)`), so that the class's file and the files using it,
  /// of other modules maybe, decide alike.
  func verdict(for name: String, semantic: SemanticIndex) -> Verdict? {
    guard var verdict = classes[name] else { return nil }
    var views: [String: SemanticIndex] = [:]
    func view(_ path: String) -> SemanticIndex {
      if let known = views[path] { return known }
      let seen = semantic.seen(fromFileAt: path)
      views[path] = seen
      return seen
    }
    var found =
      (verdict.blocker.map { [$0] } ?? [])
      + extensionBlockers(of: name, verdict, semantic: view)
    var answers: [String: [ObservableTypeQuery: String?]] = [:]
    // An object whose chain starts in another module is no class of the run.
    func startsOutside(_ query: ObservableTypeQuery, in path: String) -> Bool {
      query.startsOutsideTheRun(in: view(path)) {
        classNames.isAlias($0) || placeholderNames.contains($0)
      }
    }
    // The class's key: a file-private class is the asking file's own.
    func answer(_ query: ObservableTypeQuery, in path: String) -> String? {
      if let known = answers[path]?[query] { return known }
      let found = query.answer(in: view(path)).map {
        classNames.key(ofAnswer: $0, from: path, semantic: semantic)
      }
      answers[path, default: [:]][query] = found
      return found
    }
    for wrapped in verdict.wrapped {
      let why: String
      switch Self.wrapperKind(
        wrapped.wrapper, in: ObservableClassNames.shown(name), semantic: view(wrapped.place.path))
      {
      case .inert: continue
      case .unknown:
        verdict.unknownWrappers.append(wrapped)
        continue
      case .publishes(let reason): why = reason
      }
      found.append(
        Self.with(
          wrapped.place,
          "the @\(wrapped.wrapper) property \(wrapped.property) may update views through the "
            + "object (\(why)), which an @ObservationIgnored property would not"))
    }
    // The blockers whose `published` is empty or among the class's, in their order.
    var positions = queryBlockersOfAnyClass
    for published in verdict.published {
      positions += queryBlockersByPublished[published] ?? []
    }
    if positions.count > queryBlockersOfAnyClass.count { positions.sort() }
    for position in positions {
      let blocker = queryBlockers[position]
      let path = blocker.place.path
      let owner = answer(blocker.query, in: path)
      if owner == name {
        // The object's type, unknown to its file, is known now: the class itself.
        var place = blocker.place
        if place.reason.hasSuffix(Self.onUnknownObject) {
          place.reason.removeLast(Self.onUnknownObject.count)
        }
        found.append(place)
      } else if owner == nil && !startsOutside(blocker.query, in: path)
        && Self.maySee(verdict.isPublic, verdict.modules, from: blocker.module)
        && blocker.requires.allSatisfy({ Self.mayConform(name, to: $0, semantic: view(path)) })
      {
        found.append(blocker.place)
      }
    }
    for use in queryUses {
      // An internal class of other modules is not seen from the use's module (a class in
      // no known module may be any's).
      if !Self.maySee(verdict.isPublic, verdict.modules, from: use.module) { continue }
      switch answer(use.query, in: use.place.path) {
      case nil where startsOutside(use.query, in: use.place.path): continue
      case nil: found.append(use.unknown)
      case name?:
        if verdict.isPublic && !verdict.modules.contains(use.module) {
          found.append(Self.with(use.unknown, "it is used from another module"))
        }
        verdict.uses += 1
        verdict.useFiles.insert(use.place.path)
        verdict.places.append(use.place)
      default: break
      }
    }
    for blocker in conformanceBlockers
    where (blocker.published.isEmpty || verdict.published.contains(blocker.published))
      && Self.maySee(verdict.isPublic, verdict.modules, from: blocker.module)
    {
      let semantic = view(blocker.place.path)
      if blocker.requires.allSatisfy({ Self.mayConform(name, to: $0, semantic: semantic) }) {
        found.append(blocker.place)
      }
    }
    verdict.viewReads = Self.viewReads(
      staticReads[name] ?? [], of: ObservableClassNames.shown(name), published: verdict.published,
      semantic: view)
    verdict.blocker = found.min()
    verdict.places.sort { ($0.path, $0.line) < ($1.path, $1.line) }
    return verdict
  }

  /// Whether the class `key` may conform to the protocol `name`, as the file that requires
  /// both sees them (`SemanticIndex.mayConform`). A file-private class is not looked up
  /// (its name may be another type's elsewhere).
  static func mayConform(_ key: String, to name: String, semantic: SemanticIndex) -> Bool {
    let (className, file) = ObservableClassNames.parts(of: key)
    return file != nil || semantic.mayConform(className, toProtocolOfTheRun: name)
  }

  init() {}

  /// The first place of `verdict` where its file's targets (`targets(path)`: where the
  /// project places that file, a file of several targets at the lowest of them), raised by
  /// the scopes around it, are below `required`: a class and its uses convert together, so
  /// every file they are in must have the Observation targets.
  static func targetBlocker(
    _ verdict: Verdict, targets: (String) -> DeploymentTargets, required: [Platform: OSVersion]
  ) -> Place? {
    for place in verdict.places {
      let own = targets(place.path)
      let raised = own.raised(to: place.minimums)
      guard !raised.allAtLeast(required) else { continue }
      let reason =
        own.isKnown
        ? Self.shortfall(raised, required)
        : "the deployment targets are unknown (iOS 17 / macOS 14 / tvOS 17 / watchOS 10 needed)"
      return Place(path: place.path, line: place.line, reason: reason)
    }
    return nil
  }

  /// Which of the file's platforms are below Observation's: "the deployment target iOS
  /// 16.0 is below iOS 17" (each platform the file builds for that falls short, in the
  /// order of `Platform.allCases`).
  static func shortfall(_ targets: DeploymentTargets, _ required: [Platform: OSVersion])
    -> String
  {
    var below: [(have: String, need: String)] = []
    for platform in Platform.allCases {
      guard let version = targets.versions[platform], let minimum = required[platform],
        version < minimum
      else { continue }
      // `iOS 17`, not `iOS 17.0`, as the rest of the message writes it.
      let parts = minimum.components
      let shown = parts.dropFirst().allSatisfy { $0 == 0 } ? "\(parts[0])" : "\(minimum)"
      below.append(("\(platform.rawValue) \(version)", "\(platform.rawValue) \(shown)"))
    }
    guard !below.isEmpty else {
      return "the deployment targets are below iOS 17 / macOS 14 / tvOS 17 / watchOS 10"
    }
    let have = below.map(\.have).joined(separator: ", ")
    let need = below.map(\.need).joined(separator: ", ")
    return below.count == 1
      ? "the deployment target \(have) is below \(need)"
      : "the deployment targets \(have) are below \(need)"
  }

  /// Ends the reason of a blocker whose object's type its file cannot tell (dropped when
  /// the complete index names the class).
  static let onUnknownObject = " on an object of unknown type"

  static func with(_ place: Place, _ reason: String) -> Place {
    Place(path: place.path, line: place.line, reason: reason)
  }
}

extension ObservableVerdicts.Place: CustomStringConvertible {
  var description: String { "\(reason) (\(path):\(line))" }
}
