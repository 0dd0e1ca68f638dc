import MigrationKit
import SwiftCST

/// Whether a NavigationView without a style of its own is single-column already because a
/// `.navigationViewStyle(.stack)` applied above it styles it: in its own declaration
/// (`ZStack { NavigationView { … } }.navigationViewStyle(.stack)`), or at every place the
/// project builds the view it is in, followed from view to view up to the style
/// (`WindowGroup { Root().navigationViewStyle(.stack) }`). The walk up a declaration is
/// `EnclosingViews`; it stops at a presentation (a sheet's content is not claimed), at a
/// window without the style, and at anything else, so an answer is a proof or nothing.
struct InheritedStackStyle {
  private let index: ProjectIndex
  private let resolver: Resolver

  init(_ index: ProjectIndex, _ resolver: Resolver) {
    self.index = index
    self.resolver = resolver
  }

  /// Where the style comes from (`EhPandaApp.swift:29`), or nil when not every way to
  /// `node` passes one.
  func place(above node: Syntax, path: String) -> String? {
    switch Self.verdict(above: node, resolver: resolver) {
    case .stack(let line): return "\(Self.fileName(path)):\(line)"
    case .inside(let type):
      guard index.hasFacts(forKey: Self.styleKey) else { return nil }
      var seen: Set<String> = []
      return place(ofEverySiteOf: type, seen: &seen)
    case .none: return nil
    }
  }

  /// Whether some site of a type that holds a NavigationView (the only sites recorded) is
  /// under the stack style at `line` of `path`.
  func stylesSite(atLine line: Int, path: String) -> Bool {
    guard index.hasFacts(forKey: Self.siteKey) else { return false }
    let sites = index.derived("sites", fromFactsFor: Self.siteKey, Self.sites)
    return sites.values.contains { found in
      found.contains { $0.verdict == .stack(line) && $0.path == path }
    }
  }

  /// The style's place when every site that builds `type` (previews aside) is under it.
  private func place(ofEverySiteOf type: String, seen: inout Set<String>) -> String? {
    guard seen.insert(type).inserted else { return nil }
    let sites = index.derived("sites", fromFactsFor: Self.siteKey, Self.sites)
    guard let found = sites[type], !found.isEmpty else { return nil }
    var first: String?
    for site in found {
      let place: String?
      switch site.verdict {
      case .stack(let line): place = "\(Self.fileName(site.path)):\(line)"
      case .inside(let holder): place = self.place(ofEverySiteOf: holder, seen: &seen)
      case .none: place = nil
      }
      guard let place else { return nil }
      first = first ?? place
    }
    return first
  }

  // MARK: One place

  enum Verdict: Equatable {
    /// Under `.navigationViewStyle(.stack)` at this line.
    case stack(Int)
    /// Where the views of this type are (a view member, no style on the way).
    case inside(String)
    /// Another style, a presentation, a window without the style, or not known.
    case none
  }

  /// What `node` inherits in its own declaration: the first `navigationViewStyle` applied
  /// to a view holding it, else the view type whose member builds it.
  static func verdict(above node: Syntax, resolver: Resolver) -> Verdict {
    verdict(
      above: node, views: EnclosingViews(around: node), resolver: resolver,
      isViewMember: Self.isViewMember)
  }

  /// The same, with the views around `node` already walked, and `isViewMember` answered by
  /// the caller (the site facts remember it per member).
  private static func verdict(
    above node: Syntax, views: EnclosingViews, resolver: Resolver,
    isViewMember: (Syntax) -> Bool
  ) -> Verdict {
    verdict(
      style: views.modifiers.first(where: { $0.name == "navigationViewStyle" }), end: views.end,
      in: node.file, resolver: resolver, isViewMember: isViewMember)
  }

  /// The verdict from the first `navigationViewStyle` applied above (if any) and where the
  /// walk up ended.
  private static func verdict(
    style: Modifier?, end: EnclosingViews.End, in file: SourceFile, resolver: Resolver,
    isViewMember: (Syntax) -> Bool
  ) -> Verdict {
    if let style {
      guard isStack(style) else { return .none }
      return .stack(file.location(of: style.memberAccess.dotToken.range.lowerBound).line)
    }
    guard case .member(let member) = end, isViewMember(member),
      let type = resolver.enclosingTypeName(of: member)
    else { return .none }
    return .inside(type)
  }

  /// `body`, or a property or method declared to give a view (`some View`, `AnyView`,
  /// `@ViewBuilder`): its views are the type's.
  static func isViewMember(_ member: Syntax) -> Bool {
    if mayHaveAttributes(member), DeclarationHeader(member).hasAttribute("ViewBuilder") {
      return true
    }
    // On the tree's indices (each member holding a site of a file passes here): the first
    // binding's `PatternBinding.name` and `.type`, or the return clause.
    let tree = member.file.rawTree
    let declared: Int32
    if member.kind == .variableDecl {
      let binding = tree.child(member.index, .patternBinding)
      guard binding >= 0 else { return false }
      let pattern = tree.firstChild(binding)
      if pattern >= 0, tree.kind(pattern) == .declReferenceExpr {
        let name = tree.firstToken(pattern)
        if name >= 0 && tree.token(name, is: "body") { return true }
      }
      let annotation = tree.child(binding, .typeAnnotation)
      declared = annotation >= 0 ? tree.firstChild(annotation) : -1
    } else {
      declared = tree.child(member.index, .returnClause)
    }
    guard declared >= 0 else { return false }
    return mentionsView(tree.syntax(declared))
  }

  /// False when the declaration has no attribute (`DeclarationHeader` finds them among its
  /// children and in the `#if` blocks there), told without building the header.
  private static func mayHaveAttributes(_ declaration: Syntax) -> Bool {
    let tree = declaration.file.rawTree
    var child = tree.firstChild(declaration.index)
    while child >= 0 {
      let kind = tree.kind(child)
      if kind == .attribute || kind == .ifConfigDecl { return true }
      child = tree.nextSibling(child)
    }
    return false
  }

  /// `node.text.contains("View")`, on the file's bytes when the text is ASCII (then a
  /// string's match is a byte match): Foundation's search cost thousands of instructions a
  /// member.
  private static func mentionsView(_ node: Syntax) -> Bool {
    let range = node.range
    let file = node.file
    let isASCII = file.bytes.withUnsafeBufferPointer { bytes in
      bytes[range].allSatisfy { $0 < 0x80 }
    }
    guard isASCII else { return node.text.contains("View") }
    return file.containsBytes("View", in: range)
  }

  /// `.stack`, `StackNavigationViewStyle()`, `StackNavigationViewStyle.init()`.
  static func isStack(_ style: Modifier) -> Bool {
    guard style.arguments.count == 1, style.arguments[0].label == nil,
      let value = style.arguments[0].expression
    else { return false }
    let text = value.tokens.map(\.text).joined()
    return text == ".stack" || text == "StackNavigationViewStyle()"
      || text == "StackNavigationViewStyle.init()"
  }

  /// The style modifier as the user wrote it, without trivia, for a message:
  /// `` `.navigationViewStyle(StackNavigationViewStyle())` `` (`isStack`'s forms).
  static func written(_ style: Modifier) -> String {
    let value = style.arguments.first?.expression?.tokens.map(\.text).joined() ?? ""
    return "`.navigationViewStyle(\(value))`"
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  // MARK: Index facts

  /// Early: a `.navigationViewStyle(.stack)` that is not on a NavigationView's own chain
  /// (its line). Without one in the run, nothing is inherited and no site is recorded.
  static let styleKey = "navigation-stack.inherited-style"
  /// Late: each place a type builds a project-looking view, `View<TAB>verdict`.
  static let siteKey = "navigation-stack.site"
  /// The late-fact scope that asks for the sites.
  static let sitesScope = "navigation-stack.sites"

  /// The stack styles applied to other views than a NavigationView.
  static func inheritedStyles(in file: SourceFile) -> [Modifier] {
    // The file's table of calls by name answers at once: no byte search first.
    file.calls(named: "navigationViewStyle").compactMap { call in
      guard let access = call.memberAccess, let base = access.base,
        let style = ModifierChain(outermost: call.node).modifiers.last, style.node == call.node,
        isStack(style)
      else { return nil }
      let chain = ModifierChain(outermost: base)
      return chain.base.kind == .functionCallExpr
        && FunctionCall(chain.base)?.calleeName == "NavigationView" ? nil : style
    }
  }

  /// `NavigationStack` or `NavigationSplitView` when the style is on one's own chain
  /// (`NavigationStack { … }.navigationViewStyle(.stack)`), which ignores it.
  static func styledContainer(of style: Modifier) -> String? {
    guard let base = style.memberAccess.base,
      let call = FunctionCall(ModifierChain(outermost: base).base),
      let name = call.calleeName, ["NavigationStack", "NavigationSplitView"].contains(name)
    else { return nil }
    return name
  }

  static func styleFacts(in file: SourceFile) -> [ProjectFact] {
    inheritedStyles(in: file).map {
      ProjectFact(
        key: styleKey,
        value: String(file.location(of: $0.memberAccess.dotToken.range.lowerBound).line))
    }
  }

  /// Every call `Name(…)` or `Name.init(…)` of a capitalised name that is not SwiftUI's
  /// (`ProgrammaticLinks.typeName`), and every `Name.init` passed as a value (a site the walk
  /// cannot follow), outside previews, with what it inherits there. With `scope`, only the
  /// sites of the names in it (`SiteHolders.askedTypes`): the others' facts are never read.
  /// The file's calls that are sites come from `sites` when given.
  static func siteFacts(
    in file: SourceFile, own: OwnDeclarations, scope: FactScope? = nil, sites: FileSites? = nil
  ) -> [ProjectFact] {
    // Made at the first site in the scope (most files have none).
    var verdicts: SiteVerdicts?
    var facts: [ProjectFact] = []
    let tree = file.rawTree
    let sites = sites ?? FileSites(finding: file)
    let calls = sites.calls
    let tokens = sites.tokens
    // `siteName(ofCall:in:scope:)` of each call: a site whose name is in the scope.
    for position in calls.indices {
      let node = calls[position]
      let token = tokens[position]
      let name: String
      if token >= 0 {
        if scope?.contains(token: token, in: tree) == false { continue }
        name = SiteCallee.token(token).name(in: tree)
      } else {
        guard let initialized = siteName(ofCall: node, in: tree, scope: scope) else { continue }
        name = initialized
      }
      if verdicts == nil { verdicts = SiteVerdicts(file: file, own: own) }
      guard let tail = verdicts!.tail(at: tree.syntax(node)) else { continue }
      facts.append(ProjectFact(key: siteKey, value: name + tail))
    }
    // Every member access of the file passes here: those that cannot be a site
    // (`initializedType`'s `.init`) are told by the tree's indices and bytes, before any
    // handle or string is made.
    for node in tree.nodes(.memberAccessExpr) {
      guard mayBeInitializedType(node, in: tree),
        // With a scope, the base's name first: a name of the scope (a type's) is its one
        // token's text, and the scope's ends reject most tokens by their bytes.
        scope?.contains(token: tree.firstToken(tree.firstChild(node)), in: tree) ?? true,
        tree.token(tree.memberNameToken(node), is: "init")
      else { continue }
      let access = tree.syntax(node)
      guard let name = initializedType(access), scope?.names.contains(name) ?? true,
        FunctionCall(access.parent ?? access)?.callee != access
      else { continue }
      if verdicts == nil { verdicts = SiteVerdicts(file: file, own: own) }
      guard verdicts!.tail(at: access) != nil else { continue }
      facts.append(ProjectFact(key: siteKey, value: name + "\tnone"))
    }
    return facts
  }

  /// The name a call builds if it is a site (`Name(…)` of a capitalised name not SwiftUI's,
  /// or `Name.init(…)`), and is in `scope` when one is given; nil otherwise.
  static func siteName(ofCall node: Int32, in tree: RawTree, scope: FactScope? = nil)
    -> String?
  {
    site(ofCall: node, in: tree, scope: scope)?.name(in: tree)
  }

  /// What names a site (`siteName(ofCall:in:scope:)`), before its string is made.
  enum SiteCallee {
    /// `Name(…)`: the token of the name.
    case token(Int32)
    /// `Name.init(…)`.
    case initializer(String)

    func name(in tree: RawTree) -> String {
      switch self {
      case .token(let token): return String(decoding: tree.textBytes(token), as: UTF8.self)
      case .initializer(let name): return name
      }
    }
  }

  /// `siteName(ofCall:in:scope:)` without making the string of a `Name(…)`.
  static func site(ofCall node: Int32, in tree: RawTree, scope: FactScope? = nil)
    -> SiteCallee?
  {
    let callee = tree.firstChild(node)
    guard callee >= 0 else { return nil }
    switch tree.kind(callee) {
    case .declReferenceExpr:
      // `ProgrammaticLinks.typeName` of the call, read on the tree.
      let first = tree.firstToken(callee)
      // The scope first: it holds few names, and rejects most tokens by their ends.
      guard first >= 0, let byte = tree.firstByte(first), byte >= UInt8(ascii: "A"),
        byte <= UInt8(ascii: "Z"), scope?.contains(token: first, in: tree) ?? true,
        !SwiftUIViews.scope.contains(token: first, in: tree)
      else { return nil }
      return .token(first)
    case .memberAccessExpr:
      guard mayBeInitializedType(callee, in: tree),
        tree.token(tree.memberNameToken(callee), is: "init"),
        let type = initializedType(tree.syntax(callee)), scope?.names.contains(type) ?? true
      else { return nil }
      return .initializer(type)
    default: return nil
    }
  }

  /// `site(ofCall:in:)` (no scope) of the calls of one file, for loops over all of them:
  /// SwiftUI's views' table is copied out once, and a name is read on the file's bytes (no
  /// slice of them made per call).
  struct SiteScan {
    let tree: RawTree
    private let views = SwiftUIViews.scope

    init(_ tree: RawTree) { self.tree = tree }

    /// `site(ofCall: node, in: tree)`; `bytes` are the file's.
    func site(ofCall node: Int32, bytes: UnsafeBufferPointer<UInt8>) -> SiteCallee? {
      let callee = tree.firstChild(node)
      guard callee >= 0 else { return nil }
      switch tree.kind(callee) {
      case .declReferenceExpr:
        let first = tree.firstToken(callee)
        guard first >= 0 else { return nil }
        let start = tree.textStart(first)
        let end = tree.textEnd(first)
        guard start < end, bytes[start] >= UInt8(ascii: "A"), bytes[start] <= UInt8(ascii: "Z"),
          !views.contains(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        else { return nil }
        return .token(first)
      case .memberAccessExpr:
        // `site(ofCall:in:)`'s first tests, here (most member accesses fail them).
        guard mayBeInitializedType(callee, in: tree),
          tree.token(tree.memberNameToken(callee), is: "init")
        else { return nil }
        return InheritedStackStyle.site(ofCall: node, in: tree)
      default: return nil
      }
    }
  }

  /// False when `initializedType(_:)` of the member access is certainly nil, told by the
  /// tree's indices and bytes (every call and member access of a file passes here): its base
  /// (the first child, unless a generic argument clause or module selector) must be a
  /// reference whose text starts with a capital, and that text starts with its first
  /// token's when that token is not empty.
  private static func mayBeInitializedType(_ access: Int32, in tree: RawTree) -> Bool {
    let base = tree.firstChild(access)
    guard base >= 0, tree.kind(base) == .declReferenceExpr else { return false }
    // No token: the text is empty.
    let first = tree.firstToken(base)
    guard first >= 0 else { return false }
    guard let byte = tree.firstByte(first) else { return true }
    return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  /// `Name` of `Name.init` with a capitalised name. (Every member access of the file passes
  /// here: the name is compared by its bytes before any string is made.)
  private static func initializedType(_ node: Syntax) -> String? {
    guard let access = MemberAccess(node), access.nameToken.is("init"),
      let base = access.base, base.kind == .declReferenceExpr,
      let first = base.text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
    else { return nil }
    return base.text
  }

  /// The verdicts of one file's sites, as the text after a site fact's type: `\tstack:<line>`,
  /// `\tin:<Type>` or `\tnone`; nil in a preview (no user sees it). A site's verdict follows
  /// from the first style above it and where the walk up ends (`EnclosingViewsMemo`), so it
  /// is worked out once per distinct answer of the walk, not per site.
  private struct SiteVerdicts {
    let file: SourceFile
    let resolver: Resolver
    /// Whether the file may declare a preview provider (its inheritance, written in this
    /// file, names `PreviewProvider`): without those bytes, no index of the file is made.
    let mayHavePreviews: Bool
    var walks: EnclosingViewsMemo
    /// Per answer of `walks` (its index): the tail, nil in a preview; absent until asked.
    var tails: [String??] = []
    /// Whether each enclosing type is a preview provider, asked once per type.
    var previewTypes: [String: Bool] = [:]
    /// Whether each member holding sites gives views (`isViewMember`), asked once per member.
    var viewMembers: [Int32: Bool] = [:]

    init(file: SourceFile, own: OwnDeclarations) {
      self.file = file
      mayHavePreviews = file.containsBytes("PreviewProvider")
      resolver = Resolver(file: file, index: mayHavePreviews ? own.index : SemanticIndex())
      walks = EnclosingViewsMemo(file: file, modifier: "navigationViewStyle")
    }

    mutating func tail(at node: Syntax) -> String? {
      let answer = walks.summary(around: node)
      if answer < tails.count, let known = tails[answer] { return known }
      let summary = walks.summaries[answer]
      let found = tail(style: summary.modifier, end: summary.end)
      if tails.count <= answer { tails += Array(repeating: nil, count: answer + 1 - tails.count) }
      tails[answer] = .some(found)
      return found
    }

    private mutating func tail(style: Modifier?, end: EnclosingViews.End) -> String? {
      if end == .preview { return nil }
      if mayHavePreviews, case .member(let member) = end,
        let typeName = resolver.enclosingTypeName(of: member)
      {
        let isPreview: Bool
        if let known = previewTypes[typeName] {
          isPreview = known
        } else {
          isPreview =
            resolver.index.type(named: typeName)?.inheritance.contains(where: {
              $0.hasSuffix("PreviewProvider")
            }) ?? false
          previewTypes[typeName] = isPreview
        }
        if isPreview { return nil }
      }
      // Taken out while the verdict fills it in (no copy of the table).
      var members = viewMembers
      viewMembers = [:]
      let found = InheritedStackStyle.verdict(
        style: style, end: end, in: file, resolver: resolver
      ) { member in
        if let known = members[member.index] { return known }
        let isView = InheritedStackStyle.isViewMember(member)
        members[member.index] = isView
        return isView
      }
      viewMembers = members
      switch found {
      case .stack(let line): return "\tstack:\(line)"
      case .inside(let type): return "\tin:\(type)"
      case .none: return "\tnone"
      }
    }
  }

  struct Site {
    var path: String
    var verdict: Verdict
  }

  /// The site facts by the type each builds. A value is `Type<TAB>verdict` (a type name
  /// has no tab, and neither part is empty), read by its UTF-8 bytes: a project has tens of
  /// thousands of sites.
  private static func sites(_ facts: [ProjectFact]) -> [String: [Site]] {
    var table: [String: [Site]] = [:]
    for fact in facts {
      let bytes = fact.value.utf8
      guard let tab = bytes.firstIndex(of: UInt8(ascii: "\t")), tab != bytes.startIndex
      else { continue }
      let rest = bytes[bytes.index(after: tab)...]
      guard !rest.isEmpty else { continue }
      let verdict: Verdict
      if rest.starts(with: "stack:".utf8),
        let line = Int(Substring(rest.dropFirst("stack:".utf8.count)))
      {
        verdict = .stack(line)
      } else if rest.starts(with: "in:".utf8) {
        verdict = .inside(String(Substring(rest.dropFirst("in:".utf8.count))))
      } else {
        verdict = .none
      }
      table[String(Substring(bytes[..<tab])), default: []].append(
        Site(path: fact.path, verdict: verdict))
    }
    return table
  }
}
