import MigrationKit

/// The `ObservableObject` classes of the run by qualified name (`HistoryView.ViewModel`),
/// and the class a name written at a use or blocker names: `observable-macro`'s facts are
/// recorded file by file, so a name is recorded as written with the type it is written in
/// (its scope), and named here once every class is known.
///
/// A scope is the qualified type the name is written in (`HistoryView`), empty at top
/// level or when the name is qualified already, and nil when not known (a type read from
/// a declaration elsewhere). The look-up is Swift's: the types nested in the scope, then
/// in its outer types, then the top-level ones. A name that reaches no class of the run
/// but ends like one (`ViewModel` through a typealias, or a simple name read from a
/// declaration elsewhere while several classes are called `ViewModel`) names none for sure: it blocks
/// each class it may name, never a guess. A nested type that is not an `ObservableObject`
/// class is not seen, so it does not hide a class of its name further out.
struct ObservableClassNames: Equatable, Sendable {
  /// What a written name names.
  enum Named: Equatable {
    case one(String)
    /// It may name any of these classes.
    case several([String])
    /// No class of the run.
    case none
  }

  /// `typealias name = target` declared in the type `scope` (empty: at top level).
  struct Alias: Equatable, Sendable {
    var name: String
    var scope: String
    /// The aliased type's name as written (`UploadModel` for `UploadModel<Int>`).
    var target: String
  }

  private var classes: Set<String> = []
  /// The classes by the last component of their name, in name order.
  private var byLastComponent: [String: [String]] = [:]
  /// The run's typealiases by qualified name (`UploadView.Model`); a name two declare
  /// differently is left out.
  private var aliases: [String: Alias] = [:]
  /// The simple names of every typealias of the run (those left out above too).
  private var aliasNames: Set<String> = []

  init() {}

  init<Names: Sequence<String>>(_ names: Names, aliases: [Alias] = []) {
    classes = Set(names)
    for name in classes.sorted() {
      byLastComponent[ObservableNames.lastComponent(name), default: []].append(name)
    }
    var conflicting: Set<String> = []
    for alias in aliases {
      aliasNames.insert(alias.name)
      let qualified = alias.scope.isEmpty ? alias.name : alias.scope + "." + alias.name
      if let known = self.aliases[qualified], known != alias { conflicting.insert(qualified) }
      self.aliases[qualified] = alias
    }
    for name in conflicting { self.aliases[name] = nil }
  }

  /// Whether the run declares a typealias called `name` (in any type, or at top level).
  func isAlias(_ name: String) -> Bool { aliasNames.contains(name) }

  /// What `name` written in `scope` names; a name that is no class of the run but a
  /// typealias of it (declared in any file of the run) names what its target names.
  func named(_ name: String, scope: String?) -> Named {
    var name = name
    var scope = scope
    for _ in 0..<4 {
      let found = namedWithoutAliases(name, scope: scope)
      guard found == .none, let alias = alias(named: name, scope: scope) else { return found }
      name = alias.target
      scope = alias.scope
    }
    return .none
  }

  /// The typealias a simple name written in `scope` names: one of the scope or an outer
  /// type, else a top-level one (only that where the scope is not known).
  private func alias(named name: String, scope: String?) -> Alias? {
    guard !aliases.isEmpty, !ObservableNames.hasDot(name) else { return nil }
    if let scope {
      var outer = Substring(scope)
      while !outer.isEmpty {
        if let alias = aliases[outer + "." + name] { return alias }
        guard let dot = outer.lastIndex(of: ".") else { break }
        outer = outer[..<dot]
      }
    }
    return aliases[name]
  }

  private func namedWithoutAliases(_ name: String, scope: String?) -> Named {
    // A simple name that no class ends like names none: every path tried below ends like
    // it (`Outer.name`), and every class is in `byLastComponent` (most names are the
    // superclasses and types of classes that are no ObservableObject).
    if !name.isEmpty, !ObservableNames.hasDot(name), byLastComponent[name] == nil { return .none }
    if let scope {
      var outer = Substring(scope)
      while !outer.isEmpty {
        let qualified = outer + "." + name
        if classes.contains(qualified) { return .one(qualified) }
        guard let dot = outer.lastIndex(of: ".") else { break }
        outer = outer[..<dot]
      }
    }
    let alike = byLastComponent[ObservableNames.lastComponent(name)] ?? []
    // Where the scope is not known, a simple name names a class only when no other class
    // ends like it; a path written out (`MangaView.ViewModel`) names the class of that path.
    if classes.contains(name), scope != nil || alike.count == 1 || ObservableNames.hasDot(name) {
      return .one(name)
    }
    return alike.isEmpty ? .none : .several(alike)
  }

  /// A scope as a fact's field: `?` for an unknown one.
  static func encode(_ scope: String?) -> String { scope ?? "?" }

  static func decode(_ field: String) -> String? { field == "?" ? nil : field }
}
