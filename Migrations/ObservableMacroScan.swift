import MigrationKit
import SwiftCST

/// What one file holds for `observable-macro`: the `ObservableObject` classes it declares,
/// the places that use such a class (convertible or not), and the places that block a class.
///
/// The same scan serves the project-wide first pass (`facts`) and the rewrite of the file
/// (`ObservableMacro.findings`), so a use the index calls convertible is the use the rewrite
/// converts. Classes are named by their qualified path (`HistoryView.ViewModel`); a name
/// written at a use or blocker is recorded with the type it is written in, and
/// `ObservableVerdicts` looks it up among the run's classes as Swift would.
struct ObservableScan {
  /// The resolver of the file alone that made the scan (nil for a file that cannot
  /// matter), for another scan of the same file.
  var resolver: LazyResolver?
  /// `class X: ObservableObject` declared here.
  var classes: [CandidateClass] = []
  /// Things that block a class, by class name (nil: any class of the module).
  var blockers: [Blocker] = []
  /// `x.$name` with `x` not `self` and of a type neither the file nor the index can tell: a
  /// publisher of a property called `name` on some object.
  var publisherReads: [(name: String, line: Int)] = []
  /// Uses this file would rewrite, per class name.
  var uses: [Use] = []
  /// `protocol P: ObservableObject`, or with a `Published` requirement: conformers are blocked.
  var protocols: [(name: String, line: Int, reason: String)] = []
  /// For every class declared here, its first inherited name (a possible superclass).
  /// (The name as written, with the type it is written in: `ObservableClassNames`.)
  var firstInherited: [(name: String, scope: String, subclass: String, line: Int)] = []
  /// Properties of the classes declared here with a property wrapper other than
  /// `@Published`, `@AppStorage` or `@SceneStorage`: whether the wrapper reaches the object
  /// is the index's answer (see `ObservableVerdicts.wrapperKind`).
  var wrapped: [(className: String, wrapper: String, property: String, line: Int)] = []
  /// The file's typealiases of types (`typealias Model = UploadModel<Int>` in `UploadView`),
  /// for names written in other files (see `ObservableClassNames`).
  var aliases: [ObservableClassNames.Alias] = []
  /// The file's generic parameter and associated type names (see
  /// `ObservableTypeQuery.startsOutsideTheRun`).
  var placeholders: [String] = []
  /// The members of the file's `extension ObservableObject` declarations.
  var extensionMembers: [ObservableExtensionMember] = []
  /// Generic parameters of structs constrained to `ObservableObject` whose arguments the
  /// uses of the struct tell (ObservableMacroGenericTypes.swift).
  var genericConstraints: [ObservableGenericConstraint] = []

  struct Blocker {
    /// The class it blocks, as written; nil for any class of the module.
    var className: String?
    /// Where `className` is written (see `ObservableClassNames`).
    var scope: String? = ""
    var line: Int
    var reason: String
    /// For a blocker that applies only if the class has a `@Published` property of this name.
    var publishedName: String? = nil
    /// For a blocker of a class the file cannot name: the chain that names it.
    var query: ObservableTypeQuery? = nil
    /// For a constraint that also requires these protocols (`ObservableObject & Checkable`):
    /// it blocks only a class that may conform to them (`ObservableVerdicts.mayConform`).
    var requires: [String] = []
    /// For a blocker of any class: the constraint is part of its module's interface (a public
    /// protocol's associated type, a public generic function), which other modules' types
    /// meet with their own classes, internal ones too (`associatedtype Object:
    /// ObservableObject` of a library's protocol, witnessed by an app's class).
    var reachesOtherModules = false
  }

  /// A use of a class: the edits that convert it.
  struct Use {
    /// Empty when the file alone cannot tell; then `query` names the class. As written
    /// (in `scope`) until `ObservableMacro.findings` names it as the verdicts do.
    var className: String
    var scope: String? = ""
    var query: ObservableTypeQuery? = nil
    /// Why the use blocks every class when `query` has no answer.
    var unknownReason = ""
    /// The declaration or call converted (for its availability scopes).
    var node: Syntax
    var anchor: Range<Int>
    var edits: [TextEdit]
    /// What to tell about the use besides its edits (an `@ObservedObject` that builds its
    /// object), shown when the class converts.
    var note: String? = nil
    /// A `@StateObject` becoming `@State` that builds its object: its note is asked of the
    /// run's index in `findings` (see `RebuiltByState`).
    var rebuilt: RebuiltByState? = nil
    /// The view's property holding the object (`@StateObject var model`), for the reads of
    /// `model.x` the findings look at.
    var property: String? = nil
    /// The SwiftUI types its edits name (`State`, `Bindable`, `Environment`), written as
    /// the scan's `spell` answered.
    var writes: [String] = []
  }

  /// The key under which the index pass keeps a file's scan for its rewrite.
  static let rememberedKey = "observable-macro.scan"

  static let wrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

  /// Whether a file may hold anything of interest, by its bytes (most files do not).
  static func mayMatter(_ file: SourceFile) -> Bool {
    // `objectWillChange` holds no "Object": a file that only sends it (`Model.shared
    // .objectWillChange.send()`) blocks its class all the same. "Object" stays a question of
    // its own (`mayFind` asks it again in the rewriting pass); the other four are one
    // remembered answer (a look-up each, in both passes, cost more than their scans).
    file.containsBytes("Object")
      || file.containsAnyBytes(of: otherMayMatterTexts, rememberedAs: mayMatterKey)
  }

  /// The texts of `mayMatter` after "Object", in the order they are searched.
  private static let otherMayMatterTexts: [StaticString] = [
    ".$", "Published", "DelegateAdaptor", "objectWillChange",
  ]
  private static let mayMatterKey = "\u{0}observable-macro.mayMatter"

  init() {}

  init(_ file: SourceFile, style: @autoclosure @escaping () -> SourceStyle) {
    self.init(file, mayMatter: Self.mayMatter(file), style: style())
  }

  /// The same, with `mayMatter(file)` already asked. `spell` writes a SwiftUI type's name
  /// for an edit at a node (bare in the index pass, which has no index to ask; see
  /// `ObservableMacro.findings`).
  /// `resolver`: one of the same file alone, already made (a new one by default).
  init(
    _ file: SourceFile, mayMatter: Bool, style: @autoclosure @escaping () -> SourceStyle,
    spell: @escaping (String, Syntax) -> String = { name, _ in name },
    resolver: LazyResolver? = nil
  ) {
    var scanner = ObservableScanner(
      file: file, style: style, spell: spell, resolver: resolver ?? LazyResolver(file))
    guard mayMatter else {
      // A subclass declared in a file that names nothing else of interest still keeps its
      // superclass an ObservableObject (`@StateObject` of the subclass needs it).
      scanner.firstInheritedNames()
      self.init()
      swap(&self, &scanner.scan)
      return
    }
    scanner.run()
    // The scan is taken out of the scanner, not copied (a copy retained each of its arrays
    // and strings, and the scanner's end released them again).
    self.init()
    swap(&self, &scanner.scan)
    self.resolver = scanner.resolver
  }
}

/// `class X: …ObservableObject…` with the members the rewrite touches.
struct CandidateClass {
  let node: Syntax
  /// The qualified name: `HistoryView.ViewModel` for a class nested in (an extension of)
  /// `HistoryView`.
  let name: String
  let nameToken: Token
  let isPublic: Bool
  /// Seen from its own file only (`MemberUses.isFilePrivateType`): a class of the file, not
  /// of the module (see `ObservableClassNames`).
  let isFilePrivate: Bool
  /// The first inherited type when it is not `ObservableObject` or `NSObject`: a possible superclass.
  let possibleSuperclass: String?
  /// Every inherited name, as written (last component).
  let inherited: [String]
  /// The `ObservableObject` entry of the inheritance clause.
  let conformance: Syntax
  /// Stored and `@Published` properties, directly in the class body (and its `#if`s).
  let properties: [VariableDeclaration]

  var published: [String] {
    properties.filter { $0.header.hasAttribute("Published") }.flatMap {
      $0.bindings.compactMap(\.name)
    }
  }
}

/// Wrappers that read and write outside storage and may refresh views on their own.
private let storageWrappers: Set<String> = ["AppStorage", "SceneStorage"]

/// The walk behind `ObservableScan`: classes, protocols and conformances here; the reads of
/// publishers, `@Published` storage and `objectWillChange` that block a class in
/// ObservableMacroScanPublishers.swift; the uses of a class and their edits in
/// ObservableMacroScanUses.swift; where things are (a type's `body`, references, enclosing
/// types, types of expressions) in ObservableMacroScanPlaces.swift.
struct ObservableScanner {
  let file: SourceFile
  let style: () -> SourceStyle
  let resolver: LazyResolver
  let typePaths = TypePaths()
  let lines: LineCounter
  var scan = ObservableScan()
  /// The paths of the file's structs, enums and actors, made for its first `_name` in a
  /// class or extension (`ObservableScan.valueTypePaths(in:)`).
  var valueTypePaths: Set<String>?
  /// How an edit at a node writes a SwiftUI type's name (`State` or `SwiftUI.State`).
  let spell: (String, Syntax) -> String

  init(
    file: SourceFile, style: @escaping () -> SourceStyle,
    spell: @escaping (String, Syntax) -> String = { name, _ in name },
    resolver: LazyResolver? = nil
  ) {
    self.file = file
    self.style = style
    self.spell = spell
    self.resolver = resolver ?? LazyResolver(file)
    self.lines = LineCounter(file)
  }

  mutating func run() {
    let raw = file.rawTree
    for node in raw.nodes(.classDecl) { classDeclaration(raw.syntax(node)) }
    for node in raw.nodes(.protocolDecl) { protocolDeclaration(raw.syntax(node)) }
    scan.extensionMembers = ObservableExtensionMember.all(in: file)
    for node in raw.nodes(.identifierType) {
      let token = raw.firstToken(node)
      guard token >= 0, raw.token(token, is: "ObservableObject") else { continue }
      conformanceOrConstraint(raw.syntax(node))
    }
    // Names and members by their bytes first: only `$…`, `_…` and `objectWillChange` matter.
    // The nodes that may are listed in one tight pass over the bytes, then looked at.
    // A reference that `reference(_:)` passes over without a look (a `$name` or `_name`
    // outside a class or extension, most of them in views) is left out here, before a
    // `Syntax` is made of it; so is a member `_name`, which `memberAccess(_:)` ignores.
    let (references, accesses) = file.bytes.withUnsafeBufferPointer { bytes in
      (
        raw.nodes(.declReferenceExpr).filter { node in
          let token = raw.firstToken(node)
          return token >= 0 && raw.tokenKind(token) == .identifier
            && Self.referenceMayMatter(token, raw, bytes)
            && (raw.token(token, is: "objectWillChange") || Self.isInClassOrExtension(node, raw))
        },
        raw.nodes(.memberAccessExpr).filter {
          Self.memberMayMatter(raw.memberNameToken($0), raw, bytes)
        }
      )
    }
    for node in references { reference(raw.syntax(node)) }
    for node in accesses { memberAccess(raw.syntax(node)) }
    // Only a declaration with a wrapper's name among its attributes can be a wrapper property.
    for node in raw.nodes(.variableDecl) where Self.mayHaveWrapper(node, raw) {
      wrapperProperty(raw.syntax(node))
    }
    for call in file.calls(named: "environmentObject") { environmentObjectCall(call) }
    for node in raw.nodes(.variableDecl) {
      guard let delegate = DelegateAdaptors.delegateType(ofVariable: node, in: raw) else {
        continue
      }
      delegateAdaptorProperty(raw.syntax(node), className: delegate)
    }
  }

  /// Whether a name's token starts with `$` or `_` or reads `objectWillChange` (`bytes`:
  /// the file's).
  @inline(__always)
  private static func mayMatter(_ token: Int32, _ raw: RawTree, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let start = raw.textStart(token)
    let count = raw.textEnd(token) - start
    guard count > 0 else { return false }
    let first = bytes[start]
    // The length first: most names are not 16 bytes long, and that needs no call.
    return first == UInt8(ascii: "$") || first == UInt8(ascii: "_")
      || (count == 16 && raw.token(token, is: "objectWillChange"))
  }

  /// `mayMatter` for a member's name (`memberAccess`), which reads only `$name` and
  /// `objectWillChange`.
  @inline(__always)
  private static func memberMayMatter(
    _ token: Int32, _ raw: RawTree, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let start = raw.textStart(token)
    let count = raw.textEnd(token) - start
    guard count > 0 else { return false }
    return bytes[start] == UInt8(ascii: "$")
      || (count == 16 && raw.token(token, is: "objectWillChange"))
  }

  /// `mayMatter` for a bare name (`reference`), which ignores `$` and a digit: closure
  /// parameters (`$0`, `$1`), the commonest names with a `$`.
  @inline(__always)
  private static func referenceMayMatter(
    _ token: Int32, _ raw: RawTree, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard mayMatter(token, raw, bytes) else { return false }
    let start = raw.textStart(token)
    guard raw.textEnd(token) - start >= 2, bytes[start] == UInt8(ascii: "$") else { return true }
    return !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start + 1])
  }

  /// Whether an attribute of a declaration, or an `#if` among its children that may hold
  /// one, has a token reading a wrapper's name (`Attribute.name` is such a token, or the
  /// one after the attribute's last).
  private static func mayHaveWrapper(_ node: Int32, _ raw: RawTree) -> Bool {
    var child = raw.firstChild(node)
    while child >= 0 {
      let kind = raw.kind(child)
      if kind == .attribute || kind == .ifConfigDecl {
        let tokens = raw.tokens(child)
        for token in tokens.lowerBound...tokens.upperBound where Int(token) < raw.tokenCount {
          if raw.token(token, is: "StateObject") || raw.token(token, is: "ObservedObject")
            || raw.token(token, is: "EnvironmentObject")
          {
            return true
          }
        }
      }
      child = raw.nextSibling(child)
    }
    return false
  }

  // MARK: Classes and protocols

  /// Only the first inherited name of each class (`firstInherited`), for a file that cannot
  /// matter otherwise.
  mutating func firstInheritedNames() {
    scan.firstInherited = Self.firstInheritedNames(in: file, typePaths: typePaths, lines: lines)
  }

  /// `firstInheritedNames()` of a file, without a scanner (`ObservableMacro.earlyFacts` of a
  /// file that cannot matter otherwise, most files).
  static func firstInheritedNames(
    in file: SourceFile, typePaths: @autoclosure () -> TypePaths,
    lines: @autoclosure () -> LineCounter
  ) -> [(name: String, scope: String, subclass: String, line: Int)] {
    let raw = file.rawTree
    let classes = raw.nodes(.classDecl)
    guard !classes.isEmpty else { return [] }
    let typePaths = typePaths()
    let lines = lines()
    var found: [(name: String, scope: String, subclass: String, line: Int)] = []
    for node in classes {
      let syntax = raw.syntax(node)
      guard let type = TypeDeclaration(syntax),
        let entry = firstInherited(of: type, at: syntax, typePaths: typePaths, lines: lines)
      else { continue }
      found.append(entry)
    }
    return found
  }

  /// The class's first inherited name (a possible superclass) in `firstInherited`.
  private mutating func recordFirstInherited(of type: TypeDeclaration, at node: Syntax) {
    guard let entry = Self.firstInherited(of: type, at: node, typePaths: typePaths, lines: lines)
    else { return }
    scan.firstInherited.append(entry)
  }

  /// The entry of `firstInherited` for a class: its first inherited name (a possible
  /// superclass), nil when it inherits nothing.
  private static func firstInherited(
    of type: TypeDeclaration, at node: Syntax, typePaths: TypePaths, lines: LineCounter
  ) -> (name: String, scope: String, subclass: String, line: Int)? {
    let inherited = type.inheritedTypes
    guard let first = inherited.first else { return nil }
    let written =
      TypeReference(text: first.compactText).name ?? ObservableNames.lastName(of: first)
      ?? first.text
    return (
      written, typePaths.path(of: node) ?? "", type.name, lines.line(at: node.range.lowerBound)
    )
  }

  mutating func classDeclaration(_ node: Syntax) {
    guard let type = TypeDeclaration(node), let nameToken = type.keywordToken?.next else { return }
    recordFirstInherited(of: type, at: node)
    // A name below reads `ObservableObject` only if a token of the clause does (most
    // classes are no candidate): told before the names are made.
    let raw = file.rawTree
    let clause = raw.child(node.index, .inheritanceClause)
    guard clause >= 0,
      raw.tokens(clause).contains(where: { raw.token($0, is: "ObservableObject") })
    else { return }
    let inherited = type.inheritedTypes
    let names = inherited.map { ObservableNames.lastName(of: $0) ?? $0.text }
    guard let index = names.firstIndex(of: "ObservableObject") else { return }
    // Already `@Observable` (the conformance is left over): views observe it through the
    // macro, so there is nothing to convert, and `@ObservationIgnored` on its plain
    // properties would stop them updating. A SwiftData `@Model` class is observable through
    // its macro too; `@Observable` beside it would declare the registrar twice.
    guard !type.header.hasAttribute("Observable"), !type.header.hasAttribute("Model") else {
      return
    }
    let first = names[0]
    // `@unchecked Sendable` (an attributed type) can only be a protocol conformance.
    let superclass =
      first == "NSObject" || StandardProtocols.contains(first)
        || inherited[0].kind == .attributedType
      ? nil : first
    let isPublic = ["public", "open", "package"].contains(where: type.header.hasModifier)
    let className =
      typePaths.path(of: node).map { $0 + "." + type.name } ?? type.name
    scan.classes.append(
      CandidateClass(
        node: node, name: className, nameToken: nameToken, isPublic: isPublic,
        isFilePrivate: !isPublic && MemberUses.isFilePrivateType(node),
        possibleSuperclass: superclass, inherited: names, conformance: inherited[index],
        properties: storedMembers(of: type.memberBlock)))
    // SwiftUI's storage wrappers may invalidate views through the object that holds them;
    // as `@ObservationIgnored` properties they never would.
    for property in scan.classes.last!.properties {
      guard
        let wrapper = property.header.attributes.first(where: { storageWrappers.contains($0.name) })
      else { continue }
      let name = property.bindings.first?.name ?? ""
      scan.blockers.append(
        .init(
          className: className, line: line(of: property.node),
          reason: "the @\(wrapper.name) property \(name) may update views through the object, "
            + "which an @ObservationIgnored property would not"))
    }
    // Other wrappers are told apart once every file is read: one may reach the object too.
    for property in scan.classes.last!.properties {
      let header = property.header
      guard !header.hasModifier("static"), !header.hasModifier("class"),
        let wrapper = MemberInfo.propertyWrapper(among: header.attributes.map(\.name)),
        wrapper != "Published", !storageWrappers.contains(wrapper)
      else { continue }
      scan.wrapped.append(
        (className, wrapper, property.bindings.first?.name ?? "", line(of: property.node)))
    }
  }

  /// Variable declarations directly in a member block, looking into `#if` clauses.
  func storedMembers(of block: Syntax?) -> [VariableDeclaration] {
    guard let block else { return [] }
    var result: [VariableDeclaration] = []
    for member in block.children {
      if let variable = VariableDeclaration(member) {
        result.append(variable)
      } else if member.kind == .ifConfigDecl {
        for clause in member.children(.ifConfigClause) {
          result += storedMembers(of: clause)
        }
      }
    }
    return result
  }

  mutating func protocolDeclaration(_ node: Syntax) {
    guard let type = TypeDeclaration(node) else { return }
    if type.inheritedTypes.contains(where: {
      ObservableNames.lastName(of: $0) == "ObservableObject"
    }) {
      scan.protocols.append((type.name, line(of: node), "requires ObservableObject"))
    } else if let requirement = type.members.first(where: {
      // The bytes first: text holding `Published` as Characters holds its bytes.
      $0.kind == .variableDecl && $0.file.containsBytes("Published", in: $0.range)
        && ($0.text.contains("Published") || $0.text.contains("@Published"))
    }) {
      scan.protocols.append((type.name, line(of: requirement), "requires a Published publisher"))
    }
  }

  /// `ObservableObject` written anywhere but a class's, actor's or protocol's inheritance
  /// list (an actor is no class to convert, and its conformance uses nothing).
  /// In a wrapper's `static subscript(_enclosingInstance:wrapped:storage:)` it admits the
  /// wrapper into objects only: the classes with a property of that wrapper are blocked
  /// by it (`ObservableVerdicts.wrapperKind`), the others are not.
  mutating func conformanceOrConstraint(_ node: Syntax) {
    if Self.isInEnclosingInstanceSubscript(node) { return }
    // `extension ObservableObject`, and what its members write: their uses block
    // (`extensionMemberUses`).
    if ObservableExtensionMember.isObservableObjectExtension(node.parent ?? node)
      || ObservableExtensionMember.isInObservableObjectExtension(node)
    {
      return
    }
    let parent = node.parent
    if parent?.kind == .inheritanceClause {
      switch parent?.parent?.kind {
      case .classDecl, .actorDecl, .protocolDecl: return
      case .extensionDecl:
        if let name = parent?.parent.flatMap(TypeDeclaration.init)?.name {
          // An extension is written at top level: its name is the qualified one.
          scan.blockers.append(
            .init(
              className: TypeReference(text: name).name ?? name, line: line(of: node),
              reason: "ObservableObject conformance declared in an extension"))
        }
        return
      default: break
      }
    }
    if genericConstraint(node) { return }
    scan.blockers.append(
      .init(
        className: nil, line: line(of: node),
        reason: "ObservableObject used as a type or generic constraint",
        requires: Self.otherRequirements(of: node),
        reachesOtherModules: Self.isInModuleInterface(node)))
  }

  /// Whether the declaration `node` is written in can be used from other modules: it is
  /// `public`, `open` or `package`, or it has no access modifier and is a requirement of
  /// such a protocol or a member of such an extension. A declaration inside a function or a
  /// closure is local.
  static func isInModuleInterface(_ node: Syntax) -> Bool {
    let visible: Set<String> = ["public", "open", "package"]
    let hidden: Set<String> = ["private", "fileprivate", "internal"]
    func access(_ declaration: Syntax) -> Bool? {
      for modifier in DeclarationHeader(declaration).modifiers {
        guard let word = modifier.firstToken?.text else { continue }
        if visible.contains(word) { return true }
        if hidden.contains(word) { return false }
      }
      return nil
    }
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .codeBlock, .closureExpr, .accessorBlock:
        return false
      case .associatedtypeDecl, .functionDecl, .initializerDecl, .subscriptDecl, .variableDecl,
        .typealiasDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl,
        .extensionDecl:
        if let answer = access(ancestor) { return answer }
        // Without a modifier: a protocol's requirement or an extension's member takes the
        // container's; anything else is internal.
        var container = ancestor.parent
        while let outer = container, outer.kind != .protocolDecl, outer.kind != .extensionDecl,
          outer.kind != .structDecl, outer.kind != .classDecl, outer.kind != .enumDecl,
          outer.kind != .actorDecl, outer.kind != .sourceFile
        {
          container = outer.parent
        }
        guard let outer = container, outer.kind == .protocolDecl || outer.kind == .extensionDecl,
          ancestor.kind != .protocolDecl, ancestor.kind != .extensionDecl
        else { return false }
        return access(outer) ?? false
      default:
        current = ancestor.parent
      }
    }
    return false
  }

  /// Whether `node` is in a `static subscript(_enclosingInstance:…)`.
  static func isInEnclosingInstanceSubscript(_ node: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .subscriptDecl:
        guard let subscriptDecl = FunctionDeclaration(ancestor) else { return false }
        return subscriptDecl.header.hasModifier("static")
          && subscriptDecl.parameters.first?.firstName == "_enclosingInstance"
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
        return false
      default: current = ancestor.parent
      }
    }
    return false
  }
}
