import MigrationKit
import SwiftCST

/// `let content: () -> Content` called once in `body` → `@ViewBuilder let content: Content`
/// (also when handed to an eager stack: `VStack(content: content)` → `VStack { content }`).
///
/// Matches a stored closure property of a `struct …: View` that returns one of the struct's
/// generic `View` parameters (or `AnyView`, to say why not). Rewrites the property, its one
/// `content()` call in `body`, and an explicit init that only assigns it
/// (`@escaping () -> C` → `@ViewBuilder () -> C`, `self.content = content()`).
/// Refuses (a diagnostic) whenever eager, single evaluation could differ from calling the
/// closure in `body`: parameters, optional, default, reassigned, several calls, calls under
/// `if`/`switch` or in a lazy or deferred closure, uses outside `body` (in this file, an
/// extension, or another file of the run), inits that transform the closure.
/// `review`: public API (the property, or a public init whose ABI changes), `let _ =` in `body`.
public struct ViewBuilderContent: Migration {
  public let id = "view-builder-content"
  public let summary = "Store a container's content as a @ViewBuilder view, not a closure"
  public let safety = Safety.safe
  public var usesProjectIndex: Bool { true }
  /// Its first-pass facts read structs anywhere, and `lateFactNames` every member read,
  /// which for a body left unparsed is every name after a `.` in it (a superset).
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }
  public var usesSemanticIndex: Bool { true }

  public var rationale: String {
    """
    A container that stores `let content: () -> Content` and calls `content()` in `body` \
    (or hands it to a stack that runs it once, in its init: `VStack(content: content)` becomes \
    `VStack { content }`) holds a closure, and closures never compare equal: SwiftUI must re-run the container's \
    `body` on every update of its parent. Storing the built view, `@ViewBuilder let content: \
    Content`, lets SwiftUI diff the content and skip `body` when nothing changed. Call sites \
    keep compiling: the memberwise or explicit init still takes a `@ViewBuilder () -> Content` \
    closure (now non-escaping) and runs it once, eagerly, in `init`. \
    Skipped with a diagnostic when eager, single evaluation could differ: the closure takes \
    parameters, is optional, has a default or is reassigned, returns `AnyView`, is called more \
    than once, under `if`/`switch`, inside `ForEach`, a lazy stack or grid, `List`, \
    `GeometryReader`, a `sheet`/`popover`/`fullScreenCover`/`navigationDestination`/\
    `NavigationLink` destination, is used outside `body` (including from extensions and other \
    files; a read in another module counts only for a property declared `public`, `open` or \
    `package`, or from a module that imports the container's `@testable`), an init does more than assign it, or takes it as an `@autoclosure` (a lazy view), \
    `body` is the closure's view alone, with at most `onAppear`/`onDisappear`/`task`, or alone \
    in a Group or a ZStack with no arguments or modifiers (a lazy wrapper, which draws nothing \
    and only puts off building the view), or the container compares itself with its own `==` (which then decides when `body` runs again, \
    while the closure puts off building the content until then); \
    these say "keep the closure" and `check` prints them only with `--verbose` (a closure \
    returning `AnyView` or declared together with other properties is always reported: a change \
    to the code unlocks it; an `AnyView` closure whose uses refuse by themselves, deferred or \
    passed on, gets that reason instead). Marked review for public containers (the property's type is public \
    API; dropping `@escaping` from a public init changes the ABI of a library built with library \
    evolution, so that reason is given only where the project builds the module for \
    distribution, with `BUILD_LIBRARY_FOR_DISTRIBUTION = YES` or `-enable-library-evolution`, \
    or where no project says) unless every target compiling them is an app or app extension, which nothing \
    links against, for `let _ = …` side effects in `body`, and for a view of the project in `body` \
    that runs work when built or shown (its init calls a closure it is given, its body calls a \
    stored closure or has `let _ = …`): that work will run less often. Even when safe, the content is now built in the parent's `body`: \
    observable state it reads invalidates the parent, and under Swift 6 the work runs in \
    `init`, so recompile to check actor isolation.
    """
  }

  public var example: (before: String, after: String) {
    (
      """
      struct Card<Content: View>: View {
        let content: () -> Content
        var body: some View { VStack { content() } }
      }
      """,
      """
      struct Card<Content: View>: View {
        @ViewBuilder let content: Content
        var body: some View { VStack { content } }
      }
      """
    )
  }

  public init() {}

  /// Reads of `x.name` (any name, once per file) and names used inside extensions, so that a
  /// container in another file can tell whether someone outside it touches its closure.
  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    indexFacts(in: file, own: OwnDeclarations(FileDeclarations(file: file, path: "")))
  }

  public func indexFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact] {
    reads(in: file, own: own, scope: nil) + extensionUses(in: file, scope: nil)
      + earlyFacts(in: file)
  }

  /// The reads and the extensions' uses are late facts: resolving the type of every `x.name`
  /// of the project was the cost of the index, and only the closure properties and type
  /// names of containers are asked about.
  public var hasLateFacts: Bool { true }

  /// The reads are typed with the run's declarations (`OwnDeclarations.run`): a value whose
  /// type only another file declares (a typealias, a property of a type declared there)
  /// is of a known type, not of an unknown one that may be a container.
  public var lateFactsReadTheRun: Bool { true }

  /// The file's containers: each one's name and its closure properties' names, one a line
  /// (the scope of the late facts).
  public func earlyFacts(in file: SourceFile) -> [ProjectFact] {
    // A container has a closure property (a function type), as in `findings`.
    guard file.containsNodes(.functionType) else { return [] }
    let names = Container.all(in: file).flatMap { [$0.name] + $0.properties.map(\.name) }
    guard !names.isEmpty else { return [] }
    return [ProjectFact(key: containersKey, value: names.joined(separator: "\n"))]
  }

  /// Every name of a container of the run and of its closure properties: `judge` asks
  /// `outsideReads` about no other property and `extensionUse` about no other type.
  public func lateFactScope(in index: ProjectIndex) -> FactScope {
    var names = Set<String>()
    for value in index.values(forKey: containersKey) {
      for name in value.split(separator: "\n") { names.insert(String(name)) }
    }
    return FactScope(names: names)
  }

  /// For a file not kept: the names of its reads and of the types it extends, the only
  /// names whose lines its late facts can hold (no type is resolved here).
  public func lateFactNames(in file: SourceFile) -> FactNames? {
    let tree = file.rawTree
    var names = FactNames()
    file.bytes.withUnsafeBufferPointer { bytes in
      for access in tree.nodes(.memberAccessExpr) {
        let name = memberName(access, in: tree)
        guard name >= 0, isOutsideRead(access, in: tree) else { continue }
        names.insert(
          UnsafeBufferPointer(rebasing: bytes[tree.textStart(name)..<tree.textEnd(name)]))
      }
      // Extended system types too: a superset is fine.
      for node in tree.nodes(.extensionDecl) {
        names.insert(UnsafeBufferPointer(rebasing: bytes[extendedTypeNameRange(node, in: tree)]))
      }
      // A body left unparsed (generated code) has no member accesses: every name after a
      // `.` in it (`.self` and `.0` too), but after `self.`, `Self.` or `super.` (never an
      // outside read).
      for body in file.unparsedBodies {
        let tokens = tree.tokens(body)
        for token in tokens where token >= tokens.lowerBound + 2 {
          guard tree.tokenKind(token - 1) == .period else { continue }
          let base = token - 2
          if tree.tokenKind(base) == .kwSelf || tree.tokenKind(base) == .kwCapitalSelf
            || tree.token(base, is: "super")
          {
            continue
          }
          names.insert(
            UnsafeBufferPointer(rebasing: bytes[tree.textStart(token)..<tree.textEnd(token)]))
        }
      }
    }
    return names
  }

  public func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope)
    -> [ProjectFact]
  {
    guard !scope.names.isEmpty else { return [] }
    return reads(in: file, own: own, scope: scope) + extensionUses(in: file, scope: scope)
  }

  /// One fact for the file's reads, lines of `name line:col [type]`; with a `scope`, only
  /// its names' lines (each name's lines are decided by that name's reads alone).
  private func reads(in file: SourceFile, own: OwnDeclarations, scope: FactScope?)
    -> [ProjectFact]
  {
    // Every member access of the project passes here: an index loop.
    let tree = file.rawTree
    // A name read once on a value of unknown type needs no second look (most reads
    // repeat a name); reads on values of known types are recorded once per type.
    // Made on the first read kept: with a scope, most files have none.
    var unknownSeen: TokenTextSet?
    var typedSeen = Set<String>()
    var reads = FactLines(tree)
    // Held by reference: an optional `Resolver` carried around the loop was copied twice
    // per member access. Made at the first read kept (with a scope, most files have none:
    // the holder and its closure were made and destroyed for every file).
    var holder: FirstUseResolver?
    // Each name is looked up in the scope by its bytes: few names are in it.
    file.bytes.withUnsafeBufferPointer { bytes in
      for access in tree.nodes(.memberAccessExpr) {
        let name = memberName(access, in: tree)
        guard name >= 0 else { continue }
        // Read in place (`if let` copied the scope, two retains and releases, per name).
        if scope?.contains(
          UnsafeBufferPointer(rebasing: bytes[tree.textStart(name)..<tree.textEnd(name)]))
          == false
        {
          continue
        }
        if unknownSeen?.contains(tokenAt: name) == true { continue }
        guard isOutsideRead(access, in: tree) else { continue }
        if holder == nil {
          holder = FirstUseResolver { Resolver(file: file, index: own.run ?? own.index) }
        }
        let resolver = holder!.value
        if namesType(tree.firstChild(access), in: tree, resolver) { continue }
        let base = tree.syntax(tree.firstChild(access))
        if let type = (resolver.type(of: base) ?? resolver.loopElementType(of: base))?.name {
          let key = tree.token(name).text + " " + type
          guard typedSeen.insert(key).inserted else { continue }
          reads.append(name: name, at: access, type: type)
        } else {
          if unknownSeen == nil { unknownSeen = TokenTextSet(file: file) }
          unknownSeen!.insert(tokenAt: name)
          reads.append(name: name, at: access)
        }
      }
    }
    return reads.isEmpty ? [] : [ProjectFact(key: readsKey, value: reads.text)]
  }

  /// Per extended type, the names its extensions in the file use; with a `scope`, only
  /// for the types it names (each type's fact comes from its own extensions alone).
  private func extensionUses(in file: SourceFile, scope: FactScope?) -> [ProjectFact] {
    var facts: [ProjectFact] = []
    let tree = file.rawTree
    var extendedTypes: [String] = []
    var usesByType: [String: String] = [:]
    for node in tree.nodes(.extensionDecl) {
      if let scope {
        let range = extendedTypeNameRange(node, in: tree)
        if !file.bytes.withUnsafeBufferPointer({
          scope.contains(UnsafeBufferPointer(rebasing: $0[range]))
        }) {
          continue
        }
      }
      let type = extendedTypeName(tree.syntax(node))
      // Only a project's own generic view can be a container; extensions of system types
      // (View, Color, String, …) are common and large, and need no facts.
      if Self.systemTypes.contains(type) { continue }
      var names = TokenTextSet(file: file)
      var uses = FactLines(tree)
      // Names (`name`) first, then members of self (`self.name`), each in post-order.
      var members: [Int32] = []
      for use in tree.descendants(node) {
        switch tree.kind(use) {
        case .memberAccessExpr: members.append(use)
        case .declReferenceExpr:
          let name = selfMemberName(use, in: tree)
          if name >= 0 && names.insert(tokenAt: name) { uses.append(name: name, at: use) }
        default: break
        }
      }
      for use in members {
        let name = selfMemberName(use, in: tree)
        if name >= 0 && names.insert(tokenAt: name) { uses.append(name: name, at: use) }
      }
      guard !uses.isEmpty else { continue }
      if usesByType[type] == nil { extendedTypes.append(type) }
      usesByType[type, default: ""] += uses.text
    }
    for type in extendedTypes {
      facts.append(ProjectFact(key: extensionKey(type), value: usesByType[type]!))
    }
    return facts
  }

  /// Types the project cannot declare as containers: SwiftUI, Foundation and standard
  /// library types that apps commonly extend.
  static let systemTypes: Set<String> = [
    "View", "Color", "Text", "Image", "Font", "Shape", "ShapeStyle", "Animation", "Transition",
    "AnyTransition", "EdgeInsets", "Binding", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle",
    "LabelStyle", "ToggleStyle", "Scene", "App", "EnvironmentValues", "PreferenceKey", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Angle", "String", "Substring",
    "Character", "Int", "Double", "Float", "CGFloat", "Bool", "Array", "Dictionary", "Set",
    "Optional", "Result", "Collection", "Sequence", "RandomAccessCollection", "Date", "URL", "Data",
    "UUID", "Locale", "Calendar", "TimeInterval", "Decimal", "NumberFormatter", "DateFormatter",
    "Notification", "NotificationCenter", "UserDefaults", "Bundle", "FileManager", "CGSize",
    "CGPoint", "CGRect", "UIColor", "NSColor", "UIImage", "NSImage", "UIFont", "NSFont",
    "UIApplication", "NSApplication", "UIView", "NSView", "UIViewController", "NSViewController",
    "Task", "Error", "Encodable", "Decodable", "Codable", "Equatable", "Hashable", "Identifiable",
    "Comparable", "CustomStringConvertible",
  ]

  /// Every finding is at a closure property of a container (`Container.all(in:)`), whose
  /// type is a function type (`() -> C`, `(() -> C)?`: see `ClosureProperty`): a file
  /// without one has no candidate, nor one whose structs cannot be containers.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.containsNodes(.functionType) && Container.mayExist(in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let containers = Container.all(in: file)
    guard !containers.isEmpty else { return [] }
    let uses = Uses(file: file, names: containers.flatMap { $0.properties.map(\.nameToken) })
    var findings: [Finding] = []
    var resolver: Resolver?
    for container in containers {
      let properties = container.properties
      guard let first = properties.first else { continue }
      // The attribute the fix adds: a ViewBuilder of the run's would be what the bare name means.
      let madeResolver =
        resolver ?? context.resolver(for: file)
      resolver = madeResolver
      let builder = SwiftUITypeName.written(
        "ViewBuilder", at: first.declaration.node, resolver: madeResolver)
      var verdicts = properties.map {
        judge($0, in: container, uses: uses, builder: builder.name, context: context)
      }
      // Properties assigned by the same explicit init convert together or not at all.
      let inits = properties.map { uses.assigningInits(of: $0.name, in: container) }
      for index in verdicts.indices where verdicts[index].fix != nil {
        if let blocker = verdicts.indices.first(where: {
          verdicts[$0].fix == nil && !inits[$0].isDisjoint(with: inits[index])
        }) {
          verdicts[index] = .skip(.sharesInit(with: properties[blocker].name))
        }
      }
      for (property, verdict) in zip(properties, verdicts) {
        findings.append(
          Finding(
            migrationID: id, range: property.nameToken.range,
            message: verdict.message(property, container, builder: builder.name)
              + (verdict.fix == nil ? "" : builder.note),
            safety: verdict.safety, fix: verdict.fix, isVerboseOnly: verdict.saysNothingToDo))
      }
    }
    return findings
  }

  // MARK: Writing the edits

  /// The edits that store the view: `@ViewBuilder` on the property (unless it has one), the
  /// closure's type replaced by its result type, and the call in `body` made a reference
  /// (`content()` → `content`), or handed to `passedTo` in a trailing closure.
  func propertyEdits(
    _ property: ClosureProperty, call: Syntax, passedTo: FunctionCall?, builder: String
  ) -> [TextEdit] {
    var edits: [TextEdit] = []
    if !property.declaration.header.attributes.contains(where: Self.isViewBuilder) {
      edits.append(.insert("@\(builder) ", at: property.declaration.node.range.lowerBound))
    }
    edits.append(TextEdit(range: property.type.range, replacement: property.resultType))
    if let builder = passedTo, let rewrite = Self.trailingContent(builder, call) {
      edits += rewrite
    } else {
      edits.append(
        TextEdit(range: call.firstChild!.range.upperBound..<call.range.upperBound, replacement: ""))
    }
    return edits
  }

  /// `@ViewBuilder`, or `@SwiftUI.ViewBuilder` where the module has a ViewBuilder of its own
  /// (a second builder attribute would not compile).
  static func isViewBuilder(_ attribute: Attribute) -> Bool {
    attribute.name == "ViewBuilder" || attribute.node.compactText == "@SwiftUI.ViewBuilder"
  }

  /// `@escaping () -> C` → `() -> C` with `@ViewBuilder` on the parameter; `= content` → `= content()`.
  func initEdits(parameter: Parameter, value: Syntax, builder: String) -> [TextEdit] {
    var edits: [TextEdit] = []
    if !parameter.attributes.contains(where: Self.isViewBuilder) {
      edits.append(.insert("@\(builder) ", at: parameter.node.range.lowerBound))
    }
    if let type = parameter.type, let function = FunctionTypeView(type),
      let escaping = function.attributes.first(where: { $0.name == "escaping" }),
      let next = escaping.node.lastToken?.next
    {
      edits.append(
        TextEdit(range: escaping.node.range.lowerBound..<next.range.lowerBound, replacement: ""))
    }
    edits.append(.insert("()", at: value.range.upperBound))
    return edits
  }

  /// `VStack(content: content)` → `VStack { content }`, `HStack(spacing: 0, content: content)`
  /// → `HStack(spacing: 0) { content }`: the edits that hand the stored view to `builder` in
  /// a trailing closure. Nil when a comment sits in the text they remove.
  static func trailingContent(_ builder: FunctionCall, _ reference: Syntax) -> [TextEdit]? {
    guard let list = builder.argumentList, let argument = builder.arguments.last else {
      return nil
    }
    let file = builder.node.file
    let trailing = " { " + reference.text + " }"
    let removed: Range<Int>
    let edits: [TextEdit]
    if builder.arguments.count == 1 {
      removed = list.range
      edits = [TextEdit(range: list.range, replacement: trailing)]
    } else {
      let previous = builder.arguments[builder.arguments.count - 2].node
      removed = previous.range.upperBound..<argument.node.range.upperBound
      edits = [
        TextEdit(range: removed, replacement: ""),
        .insert(trailing, at: list.range.upperBound),
      ]
    }
    guard !file.containsBytes("/", in: removed.lowerBound..<removed.upperBound) else {
      return nil
    }
    return edits
  }
}

/// A resolver made when first asked for.
private final class FirstUseResolver {
  private var made: Resolver?
  private let make: () -> Resolver

  init(_ make: @escaping () -> Resolver) { self.make = make }

  var value: Resolver {
    if let made { return made }
    let resolver = make()
    made = resolver
    return resolver
  }
}
