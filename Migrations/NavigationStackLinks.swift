import MigrationKit
import SwiftCST

/// Whether a NavigationView's content reaches a `NavigationLink(…isActive:…)` or
/// `NavigationLink(…tag:selection:…)`: in the closure, through a project initializer of
/// NavigationLink that forwards to one, or in a view of the project the content builds (any
/// file, followed from type to type through the index). Those links are deprecated with
/// NavigationView and misbehave inside a NavigationStack, so the rename is only a review fix.
struct ProgrammaticLinks {
  private let index: ProjectIndex
  private let resolver: Resolver

  init(_ index: ProjectIndex, _ resolver: Resolver) {
    self.index = index
    self.resolver = resolver
  }

  /// `NavigationLink(isActive:)`, `NavigationLink(isActive:) in InboxList`, or nil.
  func reached(from closure: Closure) -> String? {
    var start: [String] = []
    for node in closure.node.descendants(.functionCallExpr) {
      guard let call = FunctionCall(node) else { continue }
      if let link = link(call) { return link }
      if let name = Self.typeName(call), !start.contains(name) { start.append(name) }
    }
    // The content reads members of the view it is in (`NavigationView { list }`): that view's
    // other members are part of it.
    if let owner = resolver.enclosingTypeName(of: closure.node), readsMembers(closure, of: owner) {
      start.append(owner)
    }
    return reachedType(from: start)
  }

  /// The first link found going from `names` through the views they build.
  private func reachedType(from names: [String]) -> String? {
    let links = index.derived("links", fromFactsFor: Self.linkKey, Self.table)
    guard !links.isEmpty else { return nil }
    let uses = index.derived("uses", fromFactsFor: Self.useKey, Self.graph)
    var queue = names
    var seen = Set(names)
    var position = 0
    while position < queue.count {
      let name = queue[position]
      position += 1
      if let link = links[name] { return "\(link) in \(name)" }
      for next in uses[name] ?? [] where seen.insert(next).inserted { queue.append(next) }
    }
    return nil
  }

  /// A programmatic link written in the closure, directly or through a project initializer of
  /// NavigationLink whose labels match the call's and that forwards to one.
  private func link(_ call: FunctionCall) -> String? {
    guard call.calleeName == "NavigationLink", call.memberAccess == nil else { return nil }
    let labels = call.arguments.map { $0.label ?? "_" }
    if let link = Self.programmatic(labels) { return link }
    for initializer in resolver.index.initializers(of: "NavigationLink")
    where Array(initializer.parameterLabels.prefix(labels.count)) == labels {
      for forwarded in initializer.forwards
      where forwarded.callee == "self.init" || forwarded.callee == "NavigationLink" {
        if let link = Self.programmatic(forwarded.labels) {
          return "NavigationLink(\(labels.map { $0 + ":" }.joined())), which calls \(link)"
        }
      }
    }
    return nil
  }

  /// Whether the closure reads a member of `owner` (a bare name or `self.name`).
  private func readsMembers(_ closure: Closure, of owner: String) -> Bool {
    closure.node.descendants(.declReferenceExpr).contains { reference in
      switch resolver.resolve(reference) {
      case .member(let member): return member.containingType == owner
      case .selfReference: return true
      default: return false
      }
    }
  }

  // MARK: Index facts

  static let linkKey = "navigation-stack.link"
  static let useKey = "navigation-stack.uses"

  /// Per type (or extension) of the file: the programmatic links it writes
  /// (`Type<TAB>NavigationLink(isActive:)`) and the project-looking types it constructs
  /// (`Type<TAB>Other`).
  static func facts(in file: SourceFile) -> [ProjectFact] {
    var facts: [ProjectFact] = []
    let raw = file.rawTree
    for kind in [SyntaxKind.structDecl, .classDecl, .enumDecl, .extensionDecl] {
      for node in raw.nodes(kind) {
        guard let type = TypeDeclaration(raw.syntax(node)) else { continue }
        let typeName = type.name
        var used: Set<String> = []
        var linked = false
        for callNode in raw.nodes(.functionCallExpr, below: node) {
          // Only a call of `NavigationLink` or of a capitalised name needs a closer look.
          guard Self.calleeMayMatter(callNode, raw), let call = FunctionCall(raw.syntax(callNode))
          else { continue }
          if !linked, Self.isNavigationLink(call),
            let link = programmatic(call.arguments.map { $0.label ?? "_" })
          {
            linked = true
            facts.append(ProjectFact(key: linkKey, value: typeName + "\t" + link))
          } else if let name = Self.typeName(call), name != typeName, used.insert(name).inserted {
            facts.append(ProjectFact(key: useKey, value: typeName + "\t" + name))
          }
        }
      }
    }
    return facts
  }

  /// `call.calleeName == "NavigationLink" && call.memberAccess == nil`, by bytes.
  private static func isNavigationLink(_ call: FunctionCall) -> Bool {
    var callee = call.callee
    guard callee.kind != .memberAccessExpr else { return false }
    if callee.kind == .genericSpecializationExpr, let base = callee.firstChild { callee = base }
    switch callee.kind {
    case .declReferenceExpr: return callee.referencedNameToken?.is("NavigationLink") == true
    case .memberAccessExpr: return MemberAccess(callee)?.nameToken.is("NavigationLink") == true
    default: return false
    }
  }

  /// Whether a call may be a `NavigationLink(…)` or a `Name(…)` (`isNavigationLink` and
  /// `typeName` need a callee that is a name, possibly under generic arguments; a bare name
  /// must start with a capital, or be written after a module selector).
  private static func calleeMayMatter(_ call: Int32, _ raw: RawTree) -> Bool {
    let callee = raw.firstChild(call)
    guard callee >= 0 else { return false }
    switch raw.kind(callee) {
    case .declReferenceExpr:
      let first = raw.firstToken(callee)
      guard first >= 0 else { return false }
      if let byte = raw.firstByte(first), byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
        return true
      }
      return raw.child(callee, .moduleSelector) >= 0
    case .genericSpecializationExpr: return true
    default: return false
    }
  }

  /// `NavigationLink(isActive:)` or `NavigationLink(tag:selection:)` for those labels.
  static func programmatic(_ labels: [String]) -> String? {
    if labels.contains("isActive") { return "NavigationLink(isActive:)" }
    if labels.contains("tag") && labels.contains("selection") {
      return "NavigationLink(tag:selection:)"
    }
    return nil
  }

  /// The capitalised callee of `Name(…)` or `Name { … }` that is not one of SwiftUI's views.
  static func typeName(_ call: FunctionCall) -> String? {
    guard call.callee.kind == .declReferenceExpr, let token = call.callee.firstToken,
      let first = token.file.bytes[token.range].first, first >= UInt8(ascii: "A"),
      first <= UInt8(ascii: "Z")
    else { return nil }
    let name = token.text
    return swiftUIViews.contains(name) ? nil : name
  }

  private static func table(_ facts: [ProjectFact]) -> [String: String] {
    var table: [String: String] = [:]
    for fact in facts {
      guard let (first, rest) = halves(fact.value), table[first] == nil else { continue }
      table[first] = rest
    }
    return table
  }

  private static func graph(_ facts: [ProjectFact]) -> [String: [String]] {
    var graph: [String: [String]] = [:]
    for fact in facts {
      guard let (first, rest) = halves(fact.value) else { continue }
      graph[first, default: []].append(rest)
    }
    return graph
  }

  /// `value.split(separator: "\t", maxSplits: 1)` when it gives two parts, split on the
  /// UTF-8 bytes: a tab is always a character of its own, so the parts are the same, without
  /// walking the characters of every fact of the run.
  private static func halves(_ value: String) -> (String, String)? {
    let parts = value.utf8.split(separator: UInt8(ascii: "\t"), maxSplits: 1)
    guard parts.count == 2 else { return nil }
    return (String(Substring(parts[0])), String(Substring(parts[1])))
  }
}

/// SwiftUI's own views and common value types: never a project view to follow.
private let swiftUIViews: Set<String> = [
  "Text", "Image", "Label", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Link",
  "Menu", "Picker", "Slider", "Stepper", "ProgressView", "Gauge", "HStack", "VStack", "ZStack",
  "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid", "GridRow", "Group", "ScrollView",
  "ScrollViewReader", "List", "ForEach", "Section", "Form", "Spacer", "Divider", "Color",
  "AsyncImage", "ShareLink", "DatePicker", "ColorPicker", "NavigationView", "NavigationStack",
  "NavigationSplitView", "NavigationLink", "TabView", "GeometryReader", "EmptyView", "AnyView",
  "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path", "Font", "Binding",
  "String", "Int", "Double", "CGFloat", "CGSize", "CGPoint", "Date", "URL", "UUID", "Array",
  "Set", "Dictionary", "LinearGradient", "EdgeInsets", "Animation", "Task", "ViewThatFits",
  "ContentUnavailableView", "DisclosureGroup", "OutlineGroup", "LabeledContent", "ControlGroup",
]
