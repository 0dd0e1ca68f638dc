import SwiftCST

/// Swift access levels, ordered from most to least restricted.
public enum AccessLevel: Int, Sendable, Hashable, Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The level a modifier token spells, if it is one.
  init?(modifier token: Token) {
    switch token.kind {
    case .kwPrivate: self = .private
    case .kwFileprivate: self = .fileprivate
    case .kwInternal: self = .internal
    case .kwPublic: self = .public
    default:
      if token.is("open") {
        self = .open
      } else if token.is("package") {
        self = .package
      } else {
        return nil
      }
    }
  }
}

/// A constraint on a generic parameter: `T: Equatable` (`parameter` T, `constraint`
/// Equatable), one per part of `T: A & B`; `T == Int` has the constraint `Int`.
public struct GenericConstraint: Sendable, Hashable {
  public var parameter: String
  public var constraint: String
}

/// A type declared in the run: a `struct`, `class`, `enum`, `actor`, `protocol` or
/// `typealias` with the extensions of it merged in (per module).
public struct TypeInfo: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case `struct`, `class`, `enum`, actor, `protocol`
    /// Only extensions of the type are in the run (a type of another module, say `View`).
    case `extension`
    /// A `typealias`: another name for `aliasedType`, whose members the run does not know
    /// (but for those extensions of the name declare). A name the run declares all the
    /// same: `typealias Color = UIColor` makes `Color` the run's, not SwiftUI's.
    case `typealias`
  }

  /// The qualified name: `Outer.Inner` for a nested type.
  public var name: String
  public var kind: Kind
  /// Superclass, protocols and raw type as written, the declaration's then its
  /// extensions' (in path order), without duplicates.
  public var inheritance: [String]
  public var genericParameters: [String]
  public var access: AccessLevel
  /// The module of its declaration (empty when the run knows no modules, and for a type the
  /// run only extends).
  public var module: String
  /// Declared inside `#if` (one of several platform or configuration variants, say a
  /// `UIViewRepresentable` for iOS and an `NSViewRepresentable` for macOS).
  public var isConditionallyCompiled = false
  /// The constraints on its generic parameters, from its declaration's `<T: P>` and where
  /// clause (not its extensions'): `T: View` for `struct Popup<T: View>`.
  public var genericConstraints: [GenericConstraint] = []
  /// The type a `typealias` names, as written (`UIColor`, `(T) -> Void`); of the first
  /// declaration when `#if` variants name different ones. Nil for any other kind.
  public var aliasedType: String?

  /// Whether it conforms to `UIViewRepresentable`, `UIViewControllerRepresentable`,
  /// `NSViewRepresentable` or `NSViewControllerRepresentable` (directly, as written).
  public var isRepresentable: Bool {
    inheritance.contains { TypeInfo.representableProtocols.contains(Self.lastComponent($0)) }
  }

  /// Whether it conforms to `View` directly (as written).
  public var isView: Bool { inheritance.contains { Self.lastComponent($0) == "View" } }

  public func inherits(_ name: String) -> Bool {
    inheritance.contains { $0 == name || Self.lastComponent($0) == name }
  }

  public static let representableProtocols: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  static func lastComponent(_ name: String) -> String {
    QualifiedName.last(of: name)
  }
}

/// A call an initializer makes: callee text (`self.init`, `NavigationLink`, or a method's
/// name, `setUp`) and labels (none for a method).
public struct ForwardedCall: Sendable, Hashable {
  public var callee: String
  public var labels: [String]
  /// Made inside a closure or a nested declaration of the initializer (`.sink { _ in
  /// Task { … } }`, `make = { Formatter() }`): it runs when that is called, not when the
  /// initializer does.
  public var isDeferred: Bool

  public init(callee: String, labels: [String], isDeferred: Bool = false) {
    self.callee = callee
    self.labels = labels
    self.isDeferred = isDeferred
  }
}

/// The declarations of one file, as the semantic index records them.
public struct FileDeclarations: Sendable, Hashable {
  let store: DeclarationStore
  /// The other modules that compile the file (an Xcode file can be a member of an app and
  /// of its widget extension): its declarations count in each, indexed once.
  public let otherModules: [String]
  /// The modules the file imports with `@testable` (`@testable import App`, at the top
  /// level): it sees their internal declarations.
  public let testableImports: [String]
  /// `SwiftUITypeName.importEvidence(of:)`: `module\0name` for SwiftUI names the file
  /// writes bare while importing a module outside Apple's SDKs.
  public let importEvidence: [String]
  /// `SwiftUITypeName.typesNamedLikeEdits(in:)`: the file's types that may void another
  /// file's `importEvidence`.
  let typesNamedLikeEdits: [String]

  public var path: String { store.path }
  /// The file's module (its types say this one).
  public var module: String { store.module }
  /// Every module that compiles the file, `module` first.
  public var modules: [String] { [module] + otherModules }
  /// Type declarations and extensions, in file order (an extension has kind `.extension`).
  public var types: [TypeInfo] { store.types.indices.map { store.typeInfo(at: $0) } }
  /// Members of types and extensions, and top-level functions and variables
  /// (`containingType == nil`).
  public var members: [MemberInfo] {
    (0..<Int32(store.members.count)).map { MemberInfo(store, $0) }
  }
  /// The members with a `viewArity` (view-building ones), in file order: read off the
  /// records, with a handle made for these only (`members` makes one for every member, a
  /// retain and a release each, and a view arity copied to ask whether it is there).
  public var membersWithViewArity: [MemberInfo] {
    var found: [MemberInfo] = []
    for position in store.members.indices {
      let details = store.members[position].details
      if details >= 0, store.details[Int(details)].viewArity != nil {
        found.append(MemberInfo(store, Int32(position)))
      }
    }
    return found
  }

  /// Reads the declarations of `file`: one visit of its type, extension and top-level
  /// declarations and their members (bodies are not walked, except a view-building one's
  /// top-level statements and an initializer's calls).
  /// `runModules`: the names code imports the run's modules by, which `importEvidence`
  /// leaves out (the index has their declarations).
  public init(
    file: SourceFile, path: String, module: String = "", otherModules: [String] = [],
    runModules: Set<String> = []
  ) {
    store = file.bytes.withUnsafeBufferPointer { source in
      var scanner = DeclarationScanner(file: file, source: source)
      scanner.scan(children: file.root.index, in: -1, defaultAccess: .internal)
      return scanner.finish(path: path, module: module)
    }
    self.otherModules = otherModules.filter { $0 != module }
    testableImports = Self.testableImports(of: file)
    importEvidence = SwiftUITypeName.importEvidence(of: file, excluding: runModules)
    typesNamedLikeEdits = SwiftUITypeName.typesNamedLikeEdits(in: store)
  }

  /// These declarations as `FileDeclarations(file: file, path: "")` reads them, for the
  /// file they were read from: the same records under no path and no module, compiled by
  /// no other module, with the import evidence of every module the file imports. The
  /// file's scan is not made again (a migration that resolves a file alone asks this of
  /// the index pass's declarations).
  public func alone(in file: SourceFile) -> FileDeclarations {
    FileDeclarations(
      store: store.relabelled(path: "", module: ""), otherModules: [],
      testableImports: testableImports,
      importEvidence: SwiftUITypeName.importEvidence(of: file, excluding: []),
      typesNamedLikeEdits: typesNamedLikeEdits)
  }

  private init(
    store: DeclarationStore, otherModules: [String], testableImports: [String],
    importEvidence: [String], typesNamedLikeEdits: [String]
  ) {
    self.store = store
    self.otherModules = otherModules
    self.testableImports = testableImports
    self.importEvidence = importEvidence
    self.typesNamedLikeEdits = typesNamedLikeEdits
  }

  /// The module names of the file's top-level `@testable import` declarations.
  /// (Read from the flat arrays: the token after `import` that is a name.)
  static func testableImports(of file: SourceFile) -> [String] {
    let raw = file.rawTree
    var names: [String] = []
    var declaration = raw.firstChild(file.root.index)
    while declaration >= 0 {
      defer { declaration = raw.nextSibling(declaration) }
      guard raw.kind(declaration) == .importDecl else { continue }
      let tokens = raw.tokens(declaration)
      guard let keyword = tokens.first(where: { raw.tokenKind($0) == .kwImport }),
        tokens[..<keyword].contains(where: { raw.token($0, is: "testable") }),
        let name = tokens[keyword...].first(where: { raw.tokenKind($0) == .identifier })
      else { continue }
      names.append(DeclarationScanner.text(of: name, in: raw))
    }
    return names
  }

  public static func == (lhs: FileDeclarations, rhs: FileDeclarations) -> Bool {
    (lhs.store === rhs.store && lhs.otherModules == rhs.otherModules)
      || (lhs.path == rhs.path && lhs.modules == rhs.modules && lhs.types == rhs.types
        && lhs.members == rhs.members)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(module)
    hasher.combine(store.members.count)
  }
}
