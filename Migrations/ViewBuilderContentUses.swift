import MigrationKit
import SwiftCST

// Where view-builder-content's properties are used: calls in body, assignments in inits,
// reads in this file and (by the facts of ViewBuilderContentReadFacts.swift) in others, and
// the syntax helpers those share.

// MARK: - Uses of the properties

/// References to the candidate names in one file: `name`/`self.name` inside the type and
/// its extensions, `x.name` elsewhere; plus what the project index saw in other files.
struct Uses {
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
  /// in another file when the container or the property is private to its file, nor one in
  /// a module that does not see the property (`crossesModules` false: it is internal, so
  /// only its own module, or one importing it `@testable`, can read it).
  func outsideReads(
    of name: String, container: Container, isFilePrivate: Bool, crossesModules: Bool,
    context: MigrationContext
  ) -> [String] {
    var places: [String] = []
    let resolver = context.resolver(for: container.node.file)
    for access in memberAccesses[name] ?? [] where isOutsideRead(access, resolver: resolver) {
      let type = MemberAccess(access)?.base.flatMap {
        (resolver.type(of: $0) ?? resolver.loopElementType(of: $0))?.name
      }
      if let type, unqualifiedName(type) != container.name { continue }
      places.append("line \(access.location.line)" + (type == nil ? unknownMark : ""))
    }
    if isFilePrivate { return places }
    // The files that read `name` (looked up once per name and run), in path order.
    let readers = context.index.derived("readers of " + name, fromFactsFor: readsKey) { facts in
      RecordedReads.shared.readers(of: name, in: facts)
    }
    for reader in readers where reader.path != context.path {
      if let type = reader.type, unqualifiedName(type) != container.name { continue }
      if !crossesModules,
        !context.semantic.seen(fromFileAt: reader.path).sees(
          declarationAt: context.path, access: .internal)
      {
        continue
      }
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

  /// The explicit inits of the container (in the type or an extension of it in this file)
  /// that assign `name`.
  func assigningInits(of name: String, in container: Container) -> Set<Syntax> {
    let inits = container.explicitInits + extensionInits(of: container)
    return Set(
      selfUses(of: name, container: container).filter(\.isAssigned).compactMap { use in
        inits.first { $0.contains(use.node) }
      })
  }

  /// The inits declared in extensions of the container in this file (`extension Pill where
  /// Label == Text { init(_ title: String) { … } }`): they assign its properties too.
  func extensionInits(of container: Container) -> [Syntax] {
    extensions.filter { extendedTypeName($0) == container.name }.flatMap { node in
      (TypeDeclaration(node)?.members ?? []).filter { $0.kind == .initializerDecl }
    }
  }
}

/// One `name` or `self.name` inside the type.
struct SelfUse {
  let node: Syntax

  /// The call `name()` with no arguments, if this is its callee.
  var calledWithoutArguments: Syntax? {
    guard let parent = node.parent, let call = FunctionCall(parent), call.callee == node,
      call.arguments.isEmpty, call.trailingClosure == nil, call.argumentList != nil
    else { return nil }
    return parent
  }

  /// The builder call this closure is handed to as its last argument, `content:`, when the
  /// builder is a SwiftUI container that runs its content closure once, in its init
  /// (`VStack(content: content)`, `HStack(spacing: 0, content: content)`): as good as a call
  /// of the closure in its trailing closure.
  var passedAsEagerContent: FunctionCall? {
    guard let argument = node.parent, argument.kind == .argument,
      Argument(argument).label == "content", Argument(argument).expression == node,
      let list = argument.parent, list.kind == .argumentList,
      let parent = list.parent, let call = FunctionCall(parent), call.argumentList == list,
      call.callee.kind == .declReferenceExpr, call.trailingClosure == nil,
      call.labeledTrailingClosures.isEmpty, call.arguments.last?.node == argument,
      let callee = call.calleeName, eagerBuilders.contains(callee),
      callee.first?.isUppercase == true
    else { return nil }
    return call
  }

  /// The left side of `=`.
  var isAssigned: Bool {
    guard let sequence = node.parent, sequence.kind == .sequenceExpr, sequence.firstChild == node,
      let operatorToken = node.lastToken?.next
    else { return false }
    return operatorToken.kind == .equal
  }
}

/// `self.name = value` (or `name = value`) directly in one of `inits`, the container's.
struct Assignment {
  let node: Syntax
  let value: Syntax
  /// The init parameter `value` names, when it is a plain reference to one of type `() -> C`.
  let parameter: Parameter?

  /// The view of `value` when it is a closure, on one line, of one view expression and
  /// nothing else (`{ Text(title) }`): what a stored view is assigned instead (built at
  /// once, as the caller's closure is by the converted init).
  var builtView: Syntax? {
    guard let closure = Closure(checking: value), closure.signature == nil,
      closure.statements.count == 1, let view = closure.statements.first,
      view.kind == .functionCallExpr || view.kind == .memberAccessExpr
        || view.kind == .declReferenceExpr,
      !value.text.contains("\n")
    else { return nil }
    return view
  }

  init?(_ use: SelfUse, inits: [Syntax]) {
    guard use.isAssigned, let sequence = use.node.parent, let codeBlock = sequence.parent,
      codeBlock.kind == .codeBlock, let initNode = codeBlock.parent,
      inits.contains(initNode),
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
let deferringCalls: Set<String> = [
  "ForEach", "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup",
  "GeometryReader", "sheet", "popover", "fullScreenCover", "navigationDestination",
  "NavigationLink",
  "DisclosureGroup", "contextMenu", "alert", "confirmationDialog", "inspector",
]

/// SwiftUI builders that run their content closure once, in their init. (`Label`'s
/// `title:` and `icon:` closures are not escaping: `init(title:icon:)` can only run them.)
let eagerBuilders: Set<String> = [
  "VStack", "HStack", "ZStack", "Group", "ScrollView", "Section", "Form", "Grid", "GridRow",
  "NavigationStack", "NavigationView", "TabView", "ViewThatFits", "GroupBox", "ControlGroup",
  "LabeledContent", "Label",
  "overlay", "background", "mask", "safeAreaInset", "safeAreaBar", "toolbar", "ToolbarItem",
  "ToolbarItemGroup",
]

func isView(_ type: Syntax) -> Bool { type.text == "View" || type.text == "SwiftUI.View" }

/// `Card` for `extension Card`, `extension Module.Card` or `extension Card where …`.
func extendedTypeName(_ node: Syntax) -> String {
  let name = TypeDeclaration(node)?.name ?? ""
  // Split the bytes: splitting Characters would look for grapheme clusters.
  return name.utf8.split(separator: UInt8(ascii: ".")).last.map {
    String(decoding: $0, as: UTF8.self)
  } ?? name
}

/// Where `extendedTypeName(_:)`'s text is in the file's bytes, without building a string:
/// the extension's type after its last `.` (all of it without one; empty without a type).
func extendedTypeNameRange(_ node: Int32, in tree: RawTree) -> Range<Int> {
  var type = tree.firstChild(node)
  while type >= 0 && tree.kind(type) != .identifierType && tree.kind(type) != .memberType {
    type = tree.nextSibling(type)
  }
  let tokens = type >= 0 ? tree.tokens(type) : 0..<0
  guard !tokens.isEmpty else { return 0..<0 }
  let whole = tree.textStart(tokens.lowerBound)..<tree.textEnd(tokens.upperBound - 1)
  return tree.file.bytes.withUnsafeBufferPointer { bytes in
    // As `split(separator: ".").last ?? name`: empty parts left out.
    var end = whole.upperBound
    while end > whole.lowerBound && bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
    guard end > whole.lowerBound else { return whole }
    var start = end
    while start > whole.lowerBound && bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
    return start..<end
  }
}

/// `x.name` where `x` is not `self`, read as a value: not `x.name(args)`, not `x.name.y`,
/// and not a static member of a type (`Strings.Course.content`), as `resolver` tells.
func isOutsideRead(_ node: Syntax, resolver: Resolver) -> Bool {
  isOutsideRead(node.index, in: node.file.rawTree) {
    namesType($0, in: node.file.rawTree, resolver)
  }
}

/// `isOutsideRead` with `isType` telling whether a base names a type; without it, the
/// syntax's superset (a read on any base).
func isOutsideRead(
  _ node: Int32, in tree: RawTree, isType: (Int32) -> Bool = { _ in false }
) -> Bool {
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
  let isRead: Bool
  if parent < 0 {
    isRead = true
  } else {
    switch tree.kind(parent) {
    case .functionCallExpr where tree.firstChild(parent) == node:
      // `x.name()` reads the closure; `x.name(args)` or `x.name { }` calls something else.
      let arguments = tree.child(parent, .argumentList)
      isRead =
        (arguments < 0 || tree.firstChild(arguments) < 0) && tree.child(parent, .closureExpr) < 0
    case .memberAccessExpr, .subscriptCallExpr:
      isRead = tree.firstChild(parent) != node
    default:
      isRead = true
    }
  }
  // `Strings.Course.content`: a static member of a type, not a view's stored property.
  return isRead && !isType(base)
}

/// Whether the base of a read names a type, as the resolver tells for a capitalised path
/// (`Theme`, `Strings.Course`): a type of the run does; a local, member or top-level value
/// does not (`Samples.New`, a static `let New = Badge {…}`, is a value). A name the
/// resolver cannot place (a type of another module, `Font`, or of generated code outside
/// the run, `L10n`) is taken for a type by its capital, as Swift's conventions write types:
/// without that fallback every `Font.caption`-like read of a candidate's name would keep
/// its closure. A base that is not a capitalised path is a value.
func namesType(_ base: Int32, in tree: RawTree, _ resolver: Resolver) -> Bool {
  guard isCapitalisedPath(base, in: tree) else { return false }
  switch resolver.resolve(tree.syntax(base)) {
  case .type, .unknown: return true
  case .local, .member, .topLevel, .selfReference, .externalMember: return false
  }
}

/// `Theme` or `Strings.Course`: names that start with a capital letter, as types do.
func isCapitalisedPath(_ node: Int32, in tree: RawTree) -> Bool {
  switch tree.kind(node) {
  case .declReferenceExpr:
    let token = tree.firstToken(node)
    guard token >= 0, tree.tokenKind(token) == .identifier,
      let first = tree.textBytes(token).first
    else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  case .memberAccessExpr:
    let base = tree.firstChild(node)
    let name = memberName(node, in: tree)
    guard base >= 0, name >= 0, let first = tree.textBytes(name).first,
      first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    else { return false }
    return isCapitalisedPath(base, in: tree)
  default:
    return false
  }
}

/// The name token of a member access (after the dot), or -1.
func memberName(_ node: Int32, in tree: RawTree) -> Int32 {
  let base = tree.firstChild(node)
  let dot =
    base >= 0 && tree.kind(base) != .genericArgumentClause
    ? tree.tokens(base).upperBound : tree.tokens(node).lowerBound
  return Int(dot) + 1 < tree.tokenCount ? dot + 1 : -1
}

/// For `name` or `self.name`: the name.
func selfMemberName(_ node: Syntax) -> String? {
  let name = selfMemberName(node.index, in: node.file.rawTree)
  return name < 0 ? nil : node.file.token(at: Int(name)).text
}

/// For `name` or `self.name`: the token of the name, or -1.
func selfMemberName(_ node: Int32, in tree: RawTree) -> Int32 {
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
func isShadowed(_ reference: Syntax, name: String) -> Bool {
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
func owningCall(of closure: Syntax) -> (
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
func isButtonLabel(_ owner: (call: FunctionCall, label: String?, isTrailing: Bool)) -> Bool {
  if owner.label == "label" { return true }
  return owner.isTrailing && owner.label == nil && owner.call.argument(labeled: "action") != nil
}

extension DeclarationHeader {
  var isPublic: Bool { hasModifier("public") || hasModifier("open") }
}
