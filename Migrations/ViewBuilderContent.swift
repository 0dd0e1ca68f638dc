import MigrationKit
import SwiftCST

/// `let content: () -> Content` called once in `body` → `@ViewBuilder let content: Content`.
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
  public var usesSemanticIndex: Bool { true }

  public var rationale: String {
    """
    A container that stores `let content: () -> Content` and calls `content()` in `body` \
    holds a closure, and closures never compare equal: SwiftUI must re-run the container's \
    `body` on every update of its parent. Storing the built view, `@ViewBuilder let content: \
    Content`, lets SwiftUI diff the content and skip `body` when nothing changed. Call sites \
    keep compiling: the memberwise or explicit init still takes a `@ViewBuilder () -> Content` \
    closure (now non-escaping) and runs it once, eagerly, in `init`. \
    Skipped with a diagnostic when eager, single evaluation could differ: the closure takes \
    parameters, is optional, has a default or is reassigned, returns `AnyView`, is called more \
    than once, under `if`/`switch`, inside `ForEach`, a lazy stack or grid, `List`, \
    `GeometryReader`, a `sheet`/`popover`/`fullScreenCover`/`navigationDestination`/\
    `NavigationLink` destination, is used outside `body` (including from extensions and other \
    files), or an init does more than assign it. Marked review for public containers (the \
    property's type is public API; dropping `@escaping` from a public init changes the ABI of \
    a library built with library evolution) and for `let _ = …` side effects in `body`, which \
    will run less often. Even when safe, the content is now built in the parent's `body`: \
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
    // One fact per file for the reads, and one per extended type: lines of `name line:col`.
    var facts: [ProjectFact] = []
    // Every member access and identifier of the project passes here: index loops.
    let tree = file.rawTree
    // A name read once on a value of unknown type needs no second look (most reads
    // repeat a name); reads on values of known types are recorded once per type.
    var unknownSeen = TokenTextSet(file: file)
    var typedSeen = Set<String>()
    var reads = FactLines(tree)
    var resolver: Resolver?
    for access in tree.nodes(.memberAccessExpr) {
      let name = memberName(access, in: tree)
      guard name >= 0, !unknownSeen.contains(tokenAt: name), isOutsideRead(access, in: tree) else {
        continue
      }
      if resolver == nil {
        resolver = Resolver(
          file: file,
          index: SemanticIndex(files: [FileDeclarations(file: file, path: "")]))
      }
      let base = tree.syntax(tree.firstChild(access))
      if let type = resolver!.type(of: base)?.name {
        let key = tree.token(name).text + " " + type
        guard typedSeen.insert(key).inserted else { continue }
        reads.append(name: name, at: access, type: type)
      } else {
        unknownSeen.insert(tokenAt: name)
        reads.append(name: name, at: access)
      }
    }
    if !reads.isEmpty { facts.append(ProjectFact(key: readsKey, value: reads.text)) }
    var extendedTypes: [String] = []
    var usesByType: [String: String] = [:]
    for node in tree.nodes(.extensionDecl) {
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

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    let containers = file.nodes(.structDecl).compactMap(Container.init)
    guard !containers.isEmpty else { return [] }
    let uses = Uses(file: file, names: containers.flatMap { $0.properties.map(\.nameToken) })
    var findings: [Finding] = []
    for container in containers {
      let properties = container.properties
      var verdicts = properties.map { judge($0, in: container, uses: uses, context: context) }
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
        var finding = Finding(
          migrationID: id, range: property.nameToken.range,
          message: verdict.message(property, container), safety: verdict.safety, fix: verdict.fix)
        finding.isVerboseOnly = verdict.saysNothingToDo
        findings.append(finding)
      }
    }
    return findings
  }

  /// Decides one property: the edits and how safe they are, or why not.
  private func judge(
    _ property: ClosureProperty, in container: Container, uses: Uses, context: MigrationContext
  ) -> Verdict {
    let name = property.name
    // The closure's type.
    if property.isOptional { return .skip(.optional) }
    guard let function = property.function else { return .skip(.unusualType) }
    if !function.parameters.isEmpty { return .skip(.parameters) }
    if function.hasEffects { return .skip(.effects) }
    if property.returnsAnyView { return .skip(.anyView) }
    if let other = function.attributes.first(where: { $0.name != "escaping" }) {
      return .skip(.attribute(other.name))
    }
    if property.binding.initializer != nil { return .skip(.defaultValue) }
    if property.declaration.bindings.count > 1 { return .skip(.sharedDeclaration) }

    // Everything that refers to it, inside the type and out.
    let isFilePrivate =
      container.isFilePrivate || property.declaration.header.hasModifier("private")
      || property.declaration.header.hasModifier("fileprivate")
    if let place = uses.outsideReads(
      of: name, container: container, isFilePrivate: isFilePrivate, context: context
    ).first {
      return .skip(.readOutside(place))
    }
    if let place = uses.extensionUse(of: name, container: container, context: context) {
      return .skip(.usedInExtension(place))
    }
    var bodyCalls: [Syntax] = []
    var assignments: [Assignment] = []
    for use in uses.selfUses(of: name, container: container) {
      let line = use.node.location.line
      let inBody = container.body?.contains(use.node) ?? false
      if let call = use.calledWithoutArguments, inBody {
        bodyCalls.append(call)
      } else if let assignment = Assignment(use, container: container) {
        assignments.append(assignment)
      } else if use.isAssigned {
        return .skip(.reassigned(line: line))
      } else {
        return .skip(inBody ? .passedOn(line: line) : .usedOutsideBody(line: line))
      }
    }
    guard let call = bodyCalls.first, let body = container.body else { return .skip(.neverCalled) }
    if bodyCalls.count > 1 {
      return .skip(.calledMoreThanOnce(lines: bodyCalls.map(\.location.line)))
    }
    if let deferral = deferral(of: call, in: body) { return .skip(.deferred(deferral)) }

    // Explicit inits: each one that sets the property must only assign a closure parameter.
    var edits: [TextEdit] = []
    for initNode in container.explicitInits {
      let mine = assignments.filter { initNode.contains($0.node) }
      guard let assignment = mine.first else { continue }
      let line = initNode.location.line
      guard mine.count == 1, let parameter = assignment.parameter else {
        return .skip(.initTransforms(line: line))
      }
      if parameter.defaultValue != nil { return .skip(.initDefault(line: line)) }
      if parameterUses(parameter, in: initNode) != 1 { return .skip(.initUsesClosure(line: line)) }
      edits += initEdits(parameter: parameter, value: assignment.value)
    }
    if !container.explicitInits.isEmpty && edits.isEmpty { return .skip(.notAssignedByInit) }

    // The rewrite: attribute, type, call.
    if !property.declaration.header.hasAttribute("ViewBuilder") {
      edits.append(.insert("@ViewBuilder ", at: property.declaration.node.range.lowerBound))
    }
    edits.append(TextEdit(range: property.type.range, replacement: property.resultType))
    edits.append(
      TextEdit(range: call.firstChild!.range.upperBound..<call.range.upperBound, replacement: ""))

    let publicInit = uses.assigningInits(of: name, in: container).contains {
      FunctionDeclaration($0)?.header.isPublic == true
    }
    let note: Verdict.Note
    if container.isPublic && property.declaration.header.isPublic {
      note = .publicProperty
    } else if container.isPublic && publicInit {
      note = .publicInit
    } else if container.hasSideEffectsInBody {
      note = .sideEffectsInBody
    } else {
      note = .none
    }
    return .convert(note, Fix(edits: edits))
  }

  /// `@escaping () -> C` → `() -> C` with `@ViewBuilder` on the parameter; `= content` → `= content()`.
  private func initEdits(parameter: Parameter, value: Syntax) -> [TextEdit] {
    var edits: [TextEdit] = []
    if !parameter.attributes.contains(where: { $0.name == "ViewBuilder" }) {
      edits.append(.insert("@ViewBuilder ", at: parameter.node.range.lowerBound))
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

  /// Why a call in `body` is not evaluated exactly once, right away; nil if it is.
  private func deferral(of call: Syntax, in body: Syntax) -> Deferral? {
    var child = call
    while let parent = child.parent, parent != body {
      switch parent.kind {
      case .ifExpr, .switchExpr, .switchCase, .guardStmt: return .conditional
      case .sequenceExpr where parent.child(.ternaryMiddle) != nil: return .ternary
      case .forStmt, .whileStmt, .repeatStmt: return .loop
      case .ifConfigDecl, .ifConfigClause, .postfixIfConfigExpr: return .ifConfig
      case .functionCallExpr where child != parent.firstChild:
        // An argument, or a closure handled below: only deferring calls matter here.
        if let callee = FunctionCall(parent)?.calleeName, deferringCalls.contains(callee) {
          return .lazy(callee)
        }
      case .closureExpr:
        guard let owner = owningCall(of: parent), let callee = owner.call.calleeName else {
          return .closure
        }
        if deferringCalls.contains(callee) { return .lazy(callee) }
        let isEager = callee == "Button" ? isButtonLabel(owner) : eagerBuilders.contains(callee)
        if !isEager { return .unknownClosure(callee) }
      default: break
      }
      child = parent
    }
    return nil
  }

  /// How often an init refers to its parameter.
  private func parameterUses(_ parameter: Parameter, in initNode: Syntax) -> Int {
    guard let local = parameter.localName, let block = initNode.child(.codeBlock) else { return 0 }
    return block.descendants(.declReferenceExpr).filter { $0.firstToken?.text == local }.count
  }
}

// MARK: - Uses of the properties

/// References to the candidate names in one file: `name`/`self.name` inside the type and
/// its extensions, `x.name` elsewhere; plus what the project index saw in other files.
private struct Uses {
  let declReferences: [String: [Syntax]]
  let memberAccesses: [String: [Syntax]]
  let extensions: [Syntax]

  /// `names`: the tokens that declare the candidate properties.
  init(file: SourceFile, names: [Token]) {
    // Every reference of the file is looked at: an index loop, names compared by bytes.
    var wanted = TokenTextSet(file: file)
    for name in names { wanted.insert(name) }
    let tree = file.rawTree
    var declReferences: [String: [Syntax]] = [:]
    for node in tree.nodes(.declReferenceExpr) {
      let token = tree.firstToken(node)
      guard token >= 0, wanted.contains(tokenAt: token) else { continue }
      declReferences[tree.token(token).text, default: []].append(tree.syntax(node))
    }
    var memberAccesses: [String: [Syntax]] = [:]
    for node in tree.nodes(.memberAccessExpr) {
      let base = tree.firstChild(node)
      guard base >= 0, tree.kind(base) != .genericArgumentClause else { continue }
      let name = memberName(node, in: tree)
      guard name >= 0, wanted.contains(tokenAt: name) else { continue }
      memberAccesses[tree.token(name).text, default: []].append(tree.syntax(node))
    }
    self.declReferences = declReferences
    self.memberAccesses = memberAccesses
    self.extensions = file.nodes(.extensionDecl)
  }

  /// `name` and `self.name` in the struct and its extensions in this file, not shadowed by a parameter.
  func selfUses(of name: String, container: Container) -> [SelfUse] {
    let scopes = [container.node] + extensions.filter { extendedTypeName($0) == container.name }
    var result: [SelfUse] = []
    for reference in declReferences[name] ?? []
    where scopes.contains(where: { $0.contains(reference) }) {
      if reference.parent?.kind == .patternBinding || isShadowed(reference, name: name) { continue }
      result.append(SelfUse(node: reference))
    }
    for access in memberAccesses[name] ?? [] where scopes.contains(where: { $0.contains(access) }) {
      if selfMemberName(access) == name { result.append(SelfUse(node: access)) }
    }
    return result.sorted { $0.node.range.lowerBound < $1.node.range.lowerBound }
  }

  /// Where code reads `x.name` for a value `x` that may be a `container`: in this file,
  /// or (by the project index) anywhere else in the run, as `line N` or `file:line:col`.
  /// A read on a value whose type is known to be another type is not one; nor is a read
  /// in another file when the container or the property is private to its file.
  func outsideReads(
    of name: String, container: Container, isFilePrivate: Bool, context: MigrationContext
  ) -> [String] {
    var places: [String] = []
    let resolver = Resolver(file: container.node.file, index: context.semantic)
    for access in memberAccesses[name] ?? [] where isOutsideRead(access) {
      let type = MemberAccess(access)?.base.flatMap { resolver.type(of: $0)?.name }
      if let type, unqualifiedName(type) != container.name { continue }
      places.append("line \(access.location.line)" + (type == nil ? unknownMark : ""))
    }
    if isFilePrivate { return places }
    // The files that read `name` (looked up once per name and run), in path order.
    let readers = context.index.derived("readers of " + name, fromFactsFor: readsKey) { facts in
      facts.flatMap { fact in
        recordedReads(of: name, in: fact.value).map {
          Reader(path: fact.path, place: $0.place, type: $0.type)
        }
      }
    }
    for reader in readers where reader.path != context.path {
      if let type = reader.type, unqualifiedName(type) != container.name { continue }
      places.append("\(reader.path):\(reader.place)" + (reader.type == nil ? unknownMark : ""))
    }
    return places
  }

  /// Where an extension of the type in another file of the run uses `name` (by the project
  /// index): the first such place, in path order.
  func extensionUse(of name: String, container: Container, context: MigrationContext) -> String? {
    for fact in context.index.facts(forKey: extensionKey(container.name))
    where fact.path != context.path {
      if let place = recordedPlace(of: name, in: fact.value) { return "\(fact.path):\(place)" }
    }
    return nil
  }

  /// The explicit inits of the container that assign `name`.
  func assigningInits(of name: String, in container: Container) -> Set<Syntax> {
    Set(
      selfUses(of: name, container: container).filter(\.isAssigned).compactMap { use in
        container.explicitInits.first { $0.contains(use.node) }
      })
  }
}

/// A file that reads a name as `x.name`, and where first.
private struct Reader: Equatable, Sendable {
  let path: String
  let place: String
  /// The type of the value read, when the reading file tells.
  let type: String?
}

/// Marks a place where the value read is of a type the reading code does not tell.
let unknownMark = "\u{0}"

/// `Card` for `Module.Card`.
private func unqualifiedName(_ type: String) -> String {
  type.split(separator: ".").last.map(String.init) ?? type
}

/// Every read of `name` in a reads fact: its place and the type of the value read (if known).
private func recordedReads(of name: String, in value: String) -> [(place: String, type: String?)] {
  var result: [(place: String, type: String?)] = []
  for line in value.split(separator: "\n") {
    let parts = line.split(separator: " ")
    guard parts.count >= 2, parts[0] == name else { continue }
    result.append((String(parts[1]), parts.count > 2 ? String(parts[2]) : nil))
  }
  return result
}

/// One `name` or `self.name` inside the type.
private struct SelfUse {
  let node: Syntax

  /// The call `name()` with no arguments, if this is its callee.
  var calledWithoutArguments: Syntax? {
    guard let parent = node.parent, let call = FunctionCall(parent), call.callee == node,
      call.arguments.isEmpty, call.trailingClosure == nil, call.argumentList != nil
    else { return nil }
    return parent
  }

  /// The left side of `=`.
  var isAssigned: Bool {
    guard let sequence = node.parent, sequence.kind == .sequenceExpr, sequence.firstChild == node,
      let operatorToken = node.lastToken?.next
    else { return false }
    return operatorToken.kind == .equal
  }
}

/// `self.name = value` (or `name = value`) directly in an explicit init of the container.
private struct Assignment {
  let node: Syntax
  let value: Syntax
  /// The init parameter `value` names, when it is a plain reference to one of type `() -> C`.
  let parameter: Parameter?

  init?(_ use: SelfUse, container: Container) {
    guard use.isAssigned, let sequence = use.node.parent, let codeBlock = sequence.parent,
      codeBlock.kind == .codeBlock, let initNode = codeBlock.parent,
      container.explicitInits.contains(initNode),
      sequence.children.count == 2, let value = sequence.children.last
    else { return nil }
    self.node = sequence
    self.value = value
    let parameters = FunctionDeclaration(initNode)?.parameters ?? []
    if value.kind == .declReferenceExpr,
      let parameter = parameters.first(where: { $0.localName == value.text }),
      let type = parameter.type, let function = FunctionTypeView(type), function.parameters.isEmpty,
      !function.hasEffects
    {
      self.parameter = parameter
    } else {
      self.parameter = nil
    }
  }
}

// MARK: - Helpers

/// SwiftUI calls that run a closure lazily, later, or once per element.
private let deferringCalls: Set<String> = [
  "ForEach", "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup",
  "GeometryReader", "sheet", "popover", "fullScreenCover", "navigationDestination",
  "NavigationLink",
  "DisclosureGroup", "contextMenu", "alert", "confirmationDialog", "inspector",
]

/// SwiftUI builders that run their content closure once, in their init.
private let eagerBuilders: Set<String> = [
  "VStack", "HStack", "ZStack", "Group", "ScrollView", "Section", "Form", "Grid", "GridRow",
  "NavigationStack", "NavigationView", "TabView", "ViewThatFits", "GroupBox", "ControlGroup",
  "LabeledContent",
  "overlay", "background", "mask", "safeAreaInset", "safeAreaBar", "toolbar", "ToolbarItem",
  "ToolbarItemGroup",
]

/// Per file: the names read as `x.name` (for some `x` other than `self`), each with the
/// place of its first read, as lines of `name line:col`.
private let readsKey = "view-builder-content.reads"
/// Per file and extended type: the names the file's extensions of the type use, the same way.
private func extensionKey(_ type: String) -> String { "view-builder-content.extension.\(type)" }

/// The place on the first line for `name` in a reads or extension fact, if it has one.
private func recordedPlace(of name: String, in value: String) -> String? {
  let prefix = Array(name.utf8) + [UInt8(ascii: " ")]
  var value = value
  return value.withUTF8 { bytes in
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      if end - start > prefix.count
        && prefix.indices.allSatisfy({ bytes[start + $0] == prefix[$0] })
      {
        return String(decoding: bytes[(start + prefix.count)..<end], as: UTF8.self)
      }
      start = end + 1
    }
    return nil
  }
}

/// The lines of a fact, `name line:col` each, written as bytes: this runs for every member
/// access of the project.
private struct FactLines {
  let tree: RawTree
  private var bytes: [UInt8] = []

  init(_ tree: RawTree) { self.tree = tree }

  var isEmpty: Bool { bytes.isEmpty }
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Adds the name token's text and the place where `node` starts, and the type of the
  /// value read when known.
  mutating func append(name: Int32, at node: Int32, type: String? = nil) {
    let first = tree.firstToken(node)
    guard first >= 0 else { return }  // (a name always comes with its node's tokens)
    bytes += tree.textBytes(name)
    bytes.append(UInt8(ascii: " "))
    let location = tree.file.location(of: tree.textStart(first))
    appendDecimal(location.line)
    bytes.append(UInt8(ascii: ":"))
    appendDecimal(location.column)
    if let type {
      bytes.append(UInt8(ascii: " "))
      bytes += Array(type.utf8)
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  private mutating func appendDecimal(_ value: Int) {
    if value >= 10 { appendDecimal(value / 10) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}

func isView(_ type: Syntax) -> Bool { type.text == "View" || type.text == "SwiftUI.View" }

/// `Card` for `extension Card`, `extension Module.Card` or `extension Card where …`.
private func extendedTypeName(_ node: Syntax) -> String {
  let name = TypeDeclaration(node)?.name ?? ""
  // Split the bytes: splitting Characters would look for grapheme clusters.
  return name.utf8.split(separator: UInt8(ascii: ".")).last.map {
    String(decoding: $0, as: UTF8.self)
  } ?? name
}

/// `x.name` where `x` is not `self`, read as a value: not `x.name(args)`, not `x.name.y`.
private func isOutsideRead(_ node: Syntax) -> Bool {
  isOutsideRead(node.index, in: node.file.rawTree)
}

private func isOutsideRead(_ node: Int32, in tree: RawTree) -> Bool {
  guard tree.kind(node) == .memberAccessExpr else { return false }
  // The base: none for an implicit member (`.name`); not `self`, `Self` or `super`.
  let base = tree.firstChild(node)
  guard base >= 0, tree.kind(base) != .genericArgumentClause else { return false }
  if tree.kind(base) == .declReferenceExpr {
    let token = tree.firstToken(base)
    if token >= 0
      && (tree.tokenKind(token) == .kwSelf || tree.tokenKind(token) == .kwCapitalSelf
        || tree.token(token, is: "super"))
    {
      return false
    }
  }
  let parent = tree.parent(node)
  guard parent >= 0 else { return true }
  switch tree.kind(parent) {
  case .functionCallExpr where tree.firstChild(parent) == node:
    // `x.name()` reads the closure; `x.name(args)` or `x.name { }` calls something else.
    let arguments = tree.child(parent, .argumentList)
    return (arguments < 0 || tree.firstChild(arguments) < 0)
      && tree.child(parent, .closureExpr) < 0
  case .memberAccessExpr, .subscriptCallExpr:
    return tree.firstChild(parent) != node
  default:
    return true
  }
}

/// The name token of a member access (after the dot), or -1.
private func memberName(_ node: Int32, in tree: RawTree) -> Int32 {
  let base = tree.firstChild(node)
  let dot =
    base >= 0 && tree.kind(base) != .genericArgumentClause
    ? tree.tokens(base).upperBound : tree.tokens(node).lowerBound
  return Int(dot) + 1 < tree.tokenCount ? dot + 1 : -1
}

/// For `name` or `self.name`: the name.
private func selfMemberName(_ node: Syntax) -> String? {
  let name = selfMemberName(node.index, in: node.file.rawTree)
  return name < 0 ? nil : node.file.token(at: Int(name)).text
}

/// For `name` or `self.name`: the token of the name, or -1.
private func selfMemberName(_ node: Int32, in tree: RawTree) -> Int32 {
  switch tree.kind(node) {
  case .declReferenceExpr:
    let token = tree.firstToken(node)
    guard token >= 0, tree.tokenKind(token) == .identifier else { return -1 }
    let parent = tree.parent(node)
    return parent >= 0 && tree.kind(parent) == .patternBinding ? -1 : token
  case .memberAccessExpr:
    let base = tree.firstChild(node)
    guard base >= 0, tree.kind(base) == .declReferenceExpr else { return -1 }
    let token = tree.firstToken(base)
    guard token >= 0, tree.tokenKind(token) == .kwSelf else { return -1 }
    return memberName(node, in: tree)
  default:
    return -1
  }
}

/// Whether `name` here means a parameter of an enclosing function, init or closure.
private func isShadowed(_ reference: Syntax, name: String) -> Bool {
  for scope in reference.ancestors {
    switch scope.kind {
    case .functionDecl, .initializerDecl, .subscriptDecl:
      if FunctionDeclaration(scope)?.parameters.contains(where: { $0.localName == name }) == true {
        return true
      }
    case .closureExpr:
      guard let signature = scope.child(.closureSignature) else { continue }
      if signature.ownTokens.contains(where: { $0.text == name }) { return true }
      if let clause = signature.child(.parameterClause),
        clause.children(.parameter).contains(where: { Parameter($0).localName == name })
      {
        return true
      }
    case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
      return false
    default:
      continue
    }
  }
  return false
}

/// The call a closure is an argument or trailing closure of.
private func owningCall(of closure: Syntax) -> (
  call: FunctionCall, label: String?, isTrailing: Bool
)? {
  guard let parent = closure.parent else { return nil }
  switch parent.kind {
  case .functionCallExpr:
    return FunctionCall(parent).map { ($0, nil, true) }
  case .labeledTrailingClosure:
    guard let call = parent.parent.flatMap(FunctionCall.init) else { return nil }
    return (call, parent.firstToken?.text, true)
  case .argument:
    guard let call = parent.parent?.parent.flatMap(FunctionCall.init) else { return nil }
    return (call, Argument(parent).label, false)
  default:
    return nil
  }
}

/// `Button(action: …) { label }`, `Button { … } label: { label }`, `Button(action:label:)`.
private func isButtonLabel(_ owner: (call: FunctionCall, label: String?, isTrailing: Bool)) -> Bool
{
  if owner.label == "label" { return true }
  return owner.isTrailing && owner.label == nil && owner.call.argument(labeled: "action") != nil
}

extension DeclarationHeader {
  var isPublic: Bool { hasModifier("public") || hasModifier("open") }
}
