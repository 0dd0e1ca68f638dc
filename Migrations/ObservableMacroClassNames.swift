import MigrationKit
import SwiftCST

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
///
/// A class seen from its own file only (`private`, `fileprivate`, or in such a type) is
/// one per file: two files' `private final class PanelModel` are two classes. Such a
/// class is keyed by its name and its file (`key(_:filePrivateTo:)`), and a name written
/// in that file names it; a name written in another file never does. Other classes are
/// keyed by their qualified name, but where modules of the run declare classes of one
/// qualified name (two app targets' `UserSettings`): each module's is keyed by its name and
/// its module (`key(_:ofModule:)`), and a name written in a file names the one its module
/// sees (`ModuleClass`, asked of the semantic index).
struct ObservableClassNames: Equatable, Sendable {
  /// What a written name names.
  enum Named: Equatable {
    case one(String)
    /// It may name any of these classes.
    case several([String])
    /// No class of the run.
    case none

    var keys: [String] {
      switch self {
      case .one(let key): return [key]
      case .several(let keys): return keys
      case .none: return []
      }
    }
  }

  /// `typealias name = target` declared in the type `scope` (empty: at top level).
  struct Alias: Equatable, Sendable {
    var name: String
    var scope: String
    /// The aliased type's name as written (`UploadModel` for `UploadModel<Int>`).
    var target: String
  }

  /// A class of a qualified name that other modules' classes have too.
  struct ModuleClass: Equatable, Sendable {
    /// `key(_:ofModule:)`.
    var key: String
    /// The file of its first declaration.
    var path: String
    var access: AccessLevel
  }

  private var classes: Set<String> = []
  /// The classes of a qualified name several modules declare, by that name.
  private var moduleClasses: [String: [ModuleClass]] = [:]
  /// The file-private classes by their file: their qualified names.
  private var filePrivate: [String: Set<String>] = [:]
  /// The classes' keys by the last component of their name, in key order.
  private var byLastComponent: [String: [String]] = [:]
  /// The run's typealiases by qualified name (`UploadView.Model`); a name two declare
  /// differently is left out.
  private var aliases: [String: Alias] = [:]
  /// The simple names of every typealias of the run (those left out above too).
  private var aliasNames: Set<String> = []

  init() {}

  /// `keys`: the classes' keys (see `key(_:filePrivateTo:)`); `modules`: those of
  /// `key(_:ofModule:)` among them.
  init<Keys: Sequence<String>>(
    _ keys: Keys, aliases: [Alias] = [], modules: [ModuleClass] = []
  ) {
    for module in modules {
      moduleClasses[Self.parts(of: module.key).name, default: []].append(module)
    }
    for key in Set(keys).sorted() {
      let (name, file) = Self.parts(of: key)
      if let file {
        filePrivate[file, default: []].insert(name)
      } else if moduleClasses[name] != nil {
        // Named through `moduleClass(_:from:semantic:)`.
      } else {
        classes.insert(name)
      }
      byLastComponent[ObservableNames.lastComponent(name), default: []].append(key)
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

  /// The key of a class seen from the file at `path` only: its name and its file.
  static func key(_ name: String, filePrivateTo path: String) -> String {
    name + "\u{1}" + path
  }

  /// The key of a class of the module `module` (a module name), where other modules
  /// declare classes of its qualified name too.
  static func key(_ name: String, ofModule module: String) -> String {
    name + "\u{2}" + module
  }

  /// The scope of a name that is a key already (no name written in code has this scope).
  static let keyed = "\u{1}"

  /// The name a key stands for (`PanelModel` for a file-private class), as messages show it.
  static func shown(_ key: String) -> String { parts(of: key).name }

  /// Whether the file at `path` sees the class of `key` when it is one of several modules'
  /// classes of its name (true for any other key, and when the index is not given or the
  /// file is in no module).
  private func isSeen(_ key: String, from path: String, _ semantic: SemanticIndex?) -> Bool {
    guard !moduleClasses.isEmpty, let semantic, key.utf8.contains(2),
      let found = moduleClasses[Self.parts(of: key).name]?.first(where: { $0.key == key }),
      case let view = semantic.seen(from: "").seen(fromFileAt: path), !view.module.isEmpty
    else { return true }
    return view.sees(declarationAt: found.path, access: found.access)
  }

  /// A key's qualified name, and its file for a file-private class.
  static func parts(of key: String) -> (name: String, file: String?) {
    guard let mark = mark(in: key) else {
      // A class of one module among others (`key(_:ofModule:)`).
      guard let moduleMark = key.utf8.firstIndex(of: 2) else { return (key, nil) }
      return (String(key[..<moduleMark]), nil)
    }
    return (String(key[..<mark]), String(key[key.utf8.index(after: mark)...]))
  }

  /// Where the `\u{1}` of a file-private class's key is, by the UTF-8 bytes: it is one byte,
  /// which no other character holds, and a Character of its own (a control character);
  /// the search by Characters cost thousands of instructions a key.
  private static func mark(in key: String) -> String.Index? {
    key.utf8.firstIndex(of: 1)
  }

  /// Whether a class of this key is one a name written in the file at `path` may name: any
  /// class but another file's file-private one (`parts(of:)`'s file compared, without
  /// making its strings).
  private static func isSeen(_ key: String, from path: String) -> Bool {
    guard let mark = mark(in: key) else { return true }
    let file = key[key.utf8.index(after: mark)...]
    if file.utf8.elementsEqual(path.utf8) { return true }
    // Equal strings of different bytes: only outside ASCII.
    return !(file.utf8.allSatisfy { $0 < 0x80 } && path.utf8.allSatisfy { $0 < 0x80 })
      && file == path
  }

  /// The key of the class `name` (a qualified name the semantic index answered, as seen
  /// from the file at `path`) names: the file's own file-private class of that name, else
  /// the module's (the one the file's module sees, of several modules' classes of that
  /// name). Also the key of a class declared in the file at `path`.
  func key(ofAnswer name: String, from path: String, semantic: SemanticIndex? = nil) -> String {
    if !filePrivate.isEmpty, filePrivate[path]?.contains(name) == true {
      return Self.key(name, filePrivateTo: path)
    }
    if !moduleClasses.isEmpty, case .one(let key)? = moduleClass(name, from: path, semantic) {
      return key
    }
    return name
  }

  /// Which of several modules' classes of the qualified name `name` a name written in the
  /// file at `path` names, as the semantic index tells: those its modules see, and of
  /// them its own module's (which hide another module's public one). Nil when the name is
  /// not such a class's, or the file sees none of them; every one when the index is not
  /// given or the file is in no module.
  private func moduleClass(_ name: String, from path: String, _ semantic: SemanticIndex?)
    -> Named?
  {
    guard let candidates = moduleClasses[name] else { return nil }
    // As the file sees the run, whoever asks.
    guard let semantic, case let view = semantic.seen(from: "").seen(fromFileAt: path),
      !view.module.isEmpty
    else { return .several(candidates.map(\.key)) }
    let seen = candidates.filter { view.sees(declarationAt: $0.path, access: $0.access) }
    let own = seen.filter { view.sees(declarationAt: $0.path, access: .private) }
    let found = own.isEmpty ? seen : own
    switch found.count {
    case 0: return nil
    case 1: return .one(found[0].key)
    default: return .several(found.map(\.key))
    }
  }

  /// The simple names `named(_:scope:in:)` may find a class by, as bytes: the classes'
  /// last components and the typealiases' names (it answers `.none` for any other simple
  /// name, see `namesNone`). Nil when one is not ASCII: a name is then compared as a
  /// `String` (a text outside ASCII may equal an ASCII one).
  func simpleNamesThatMayNameAClass() -> ByteKeyTable? {
    var table = ByteKeyTable(minimumCapacity: byLastComponent.count + aliasNames.count)
    for name in Array(byLastComponent.keys) + Array(aliasNames) {
      let isASCII = ByteHash.withBytes(of: name) { bytes in
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
        table.insert(bytes)
        return true
      }
      guard isASCII else { return nil }
    }
    return table
  }

  /// Whether the simple name of these bytes (ASCII, no dot) names no class for sure,
  /// written anywhere: it is none of `mayName` (`simpleNamesThatMayNameAClass()`). False
  /// for any other text (which `named` must look up).
  static func namesNone(_ name: UnsafeBufferPointer<UInt8>, mayName: ByteKeyTable) -> Bool {
    !name.isEmpty && !name.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: ".") })
      && mayName.id(of: name) == nil
  }

  /// Whether the run declares a typealias called `name` (in any type, or at top level).
  func isAlias(_ name: String) -> Bool { aliasNames.contains(name) }

  /// What `name` written in `scope` (in the file at `path`) names, as a key; a name that is
  /// no class of the run but a typealias of it (declared in any file of the run) names what
  /// its target names. `semantic` tells which of several modules' classes of one name the
  /// file sees (without it, it may be each).
  func named(_ name: String, scope: String?, in path: String, semantic: SemanticIndex? = nil)
    -> Named
  {
    var name = name
    var scope = scope
    for _ in 0..<4 {
      let found = namedWithoutAliases(name, scope: scope, in: path, semantic: semantic)
      guard found == .none, let alias = alias(named: name, scope: scope) else { return found }
      name = alias.target
      scope = alias.scope
    }
    return .none
  }

  /// The typealias a simple name written in `scope` names: one of the scope or an outer
  /// type, else a top-level one (only that where the scope is not known).
  private func alias(named name: String, scope: String?) -> Alias? {
    // Every key below ends in a simple name of `aliasNames` (`name` has no dot): a name
    // that is none is told apart by one look-up, not one per outer type.
    guard !aliases.isEmpty, aliasNames.contains(name), !ObservableNames.hasDot(name) else {
      return nil
    }
    if let scope {
      var outer = Substring(scope)
      while !outer.isEmpty {
        if let alias = aliases[outer + "." + name] { return alias }
        guard let dot = Self.lastDot(in: outer) else { break }
        outer = outer[..<dot]
      }
    }
    return aliases[name]
  }

  private func namedWithoutAliases(
    _ name: String, scope: String?, in path: String, semantic: SemanticIndex?
  ) -> Named {
    // A simple name that no class ends like names none: every path tried below ends like
    // it (`Outer.name`), and every class is in `byLastComponent` (most names are the
    // superclasses and types of classes that are no ObservableObject).
    if !name.isEmpty, !ObservableNames.hasDot(name), byLastComponent[name] == nil { return .none }
    let endingAlike = byLastComponent[ObservableNames.lastComponent(name)] ?? []
    // The file's own file-private classes, by its path. Every path tried below ends like
    // the name (`Outer.name`), so the classes it may be are among `endingAlike`: the path is
    // looked up only when one of those is file-private (or for a name that is empty or ends
    // in a dot, or text outside ASCII, whose paths may end otherwise).
    let own: Set<String>?
    if filePrivate.isEmpty {
      own = nil
    } else if endingAlike.contains(where: { Self.mark(in: $0) != nil }) || name.isEmpty
      || name.utf8.last == UInt8(ascii: ".") || !Self.isASCII(name)
      || !(scope.map(Self.isASCII) ?? true)
    {
      own = filePrivate[path]
    } else {
      own = nil
    }
    // The class a qualified name is: the file's own file-private one, else the module's
    // (both: either may be meant, each stays).
    func found(_ qualified: String) -> Named? {
      let isOwn = own?.contains(qualified) == true
      if !moduleClasses.isEmpty, moduleClasses[qualified] != nil {
        let modules = moduleClass(qualified, from: path, semantic)?.keys ?? []
        let keys = modules + (isOwn ? [Self.key(qualified, filePrivateTo: path)] : [])
        return keys.isEmpty ? nil : keys.count == 1 ? .one(keys[0]) : .several(keys)
      }
      switch (isOwn, classes.contains(qualified)) {
      case (true, true): return .several([qualified, Self.key(qualified, filePrivateTo: path)])
      case (true, false): return .one(Self.key(qualified, filePrivateTo: path))
      case (false, true): return .one(qualified)
      case (false, false): return nil
      }
    }
    if let scope {
      var outer = Substring(scope)
      while !outer.isEmpty {
        if let named = found(String(outer + "." + name)) { return named }
        guard let dot = Self.lastDot(in: outer) else { break }
        outer = outer[..<dot]
      }
    }
    // Classes of other files seen from their own only are none a name written here names,
    // unless the scope is unknown (the name was read from a declaration elsewhere).
    // Nor is another module's class the file cannot see.
    let alike = endingAlike.filter { key in
      (scope == nil || Self.isSeen(key, from: path)) && isSeen(key, from: path, semantic)
    }
    // Where the scope is not known, a simple name names a class only when no other class
    // ends like it; a path written out (`MangaView.ViewModel`) names the class of that path.
    if let named = found(name), scope != nil || alike.count == 1 || ObservableNames.hasDot(name) {
      return named
    }
    return alike.isEmpty ? .none : .several(alike)
  }

  /// `text.lastIndex(of: ".")`, by the UTF-8 bytes of an ASCII text (each byte a Character
  /// of its own but in a "\r\n" pair, which holds no dot): the walk back by Characters cost
  /// more than the look-ups of the outer types it found.
  private static func lastDot(in text: Substring) -> Substring.Index? {
    let utf8 = text.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return text.lastIndex(of: ".") }
    return utf8.lastIndex(of: UInt8(ascii: "."))
  }

  /// Whether `text` is ASCII, by its bytes in place (a walk of its `utf8` view cost more).
  private static func isASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { !$0.contains(where: { $0 >= 0x80 }) }
      ?? text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// A scope as a fact's field: `?` for an unknown one.
  static func encode(_ scope: String?) -> String { scope ?? "?" }

  static func decode(_ field: String) -> String? { field == "?" ? nil : field }
}
