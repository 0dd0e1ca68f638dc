import MigrationKit
import SwiftCST

/// `NavigationView { X }` → `NavigationStack { X }`. Spec: migrations.md §5.3.
///
/// Matches a `NavigationView` whose content is one trailing closure or a `content:` closure
/// (written `root:`, NavigationStack's label);
/// local `let`s and functions in it are not children. Then:
/// - one child and `.navigationViewStyle(.stack)` (or `StackNavigationViewStyle()`) in its
///   modifier chain: `safe`; the modifier goes too (its whole line when it stands alone, but
///   a comment after it stays);
/// - one child and no style modifier: `review` (NavigationView showed columns on iPad and Mac),
///   unless `.navigationViewStyle(.stack)` applied above it styles it on every way to it
///   (`InheritedStackStyle`): then `safe`, and that style is reported (it does nothing to a
///   NavigationStack);
/// - two or three children (columns): a diagnostic suggesting `NavigationSplitView`;
/// - in a module that builds for macOS alone (no stack style there), content that writes a
///   `NavigationLink` or reaches a programmatic one: a sidebar, whose links open beside it, so
///   a diagnostic suggesting `NavigationSplitView`;
/// - content that reaches a `NavigationLink(isActive:)` or `NavigationLink(tag:selection:)`
///   (in the closure, through a project initializer that forwards to one, or in a project view
///   it builds, in any file) or a window's content in a target built for macOS or Mac
///   Catalyst: `review` whatever the style (see
///   `ProgrammaticLinks`);
/// - another style (`.columns`, a variable): a diagnostic.
///
/// Writes nothing when a deployment target is older than iOS 16 / macOS 13 / tvOS 16 /
/// watchOS 9 or the targets are unknown, or when the view has `#if` inside.
public struct NavigationStack: Migration {
  public let id = "navigation-stack"
  public let summary = "Replace a single-column NavigationView with NavigationStack"
  public let rationale = """
    NavigationView is deprecated from iOS 16, macOS 13, tvOS 16 and watchOS 9. A NavigationView \
    with one child and the stack style is exactly a NavigationStack: the view is renamed and \
    .navigationViewStyle(.stack) removed (safe). Without the style modifier NavigationView \
    showed its child as a sidebar column on iPad and Mac, so the rename is a review fix (safe \
    in a module that builds for watchOS alone, where it was one column), \
    unless .navigationViewStyle(.stack) applied to a view above it (WindowGroup { \
    Root().navigationViewStyle(.stack) }) styles it on every way the project shows it: then \
    it is single-column already and the rename is safe. Such a style is reported: it styles \
    NavigationViews only, so it does nothing once they are NavigationStacks; remove it by hand \
    once none is left (views shown in sheets, in other modules or under #if may still use it). \
    When this run renames every NavigationView of the run, or no file of the run has one \
    left, its removal is offered, review: it goes with the renames (so \
    apply --include-review settles in one run), and a view of another module under it may \
    still be one. \
    The walk up stops at a sheet, popover or full-screen cover, at a window without the style \
    and at a view built anywhere else than in a view's body; previews do not count. So is \
    a NavigationView whose content reaches NavigationLink(isActive:) or \
    NavigationLink(tag:selection:) (in the closure, through a project initializer of \
    NavigationLink that calls one, or in a view of the project the content builds, in any \
    file): those links misbehave inside NavigationStack and belong in navigationDestination. \
    A NavigationView that is a window's content in a target that builds for macOS or Mac \
    Catalyst is review too. In a module that builds for macOS alone, where there is no stack \
    style, a NavigationView whose content writes a NavigationLink (or reaches a programmatic \
    one) is a sidebar whose links open in a column beside it: reported, for \
    NavigationSplitView. Two or three children are columns and belong in NavigationSplitView: reported, not \
    rewritten. Local lets in the closure are not children; NavigationView(content:) becomes \
    NavigationStack(root:). \
    It fires only when every deployment target is at least iOS 16, macOS 13, tvOS 16 and \
    watchOS 9.
    """
  public let example = (
    before: """
    NavigationView {
      List(items) { ItemRow(item: $0) }
    }
    .navigationViewStyle(.stack)
    """,
    after: """
    NavigationStack {
      List(items) { ItemRow(item: $0) }
    }
    """
  )
  public let safety = Safety.safe
  public let group: String? = "deprecated-api"
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its first-pass facts read capitalised calls and references anywhere, the statements of
  /// view members, and `navigationViewStyle` calls.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords(words: ["navigationViewStyle"]) }
  public var usesSemanticIndex: Bool { true }

  /// The programmatic links and the types each type constructs.
  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProgrammaticLinks.facts(in: file)
  }

  /// `indexFacts(in:)` and what the views built in the file inherit
  /// (`InheritedStackStyle`).
  public func indexFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact] {
    // The file's sites, found once by the holders' scan, for its uses and its site facts.
    let (holders, sites) = SiteHolders.factsAndSites(in: file, findingSites: true)
    return ProgrammaticLinks.facts(in: file, sites: sites)
      + InheritedStackStyle.styleFacts(in: file) + holders
      + InheritedStackStyle.siteFacts(in: file, own: own, sites: sites)
      + Self.navigationViewFileFacts(in: file)
  }

  /// A fact for a file with a `NavigationView(…)` call: with none in the run, a stack style
  /// applied above other views styles nothing of the run. With it, whether the rename
  /// leaves one of them (`RunConversions`), from the same calls: a file without any pays
  /// nothing more.
  static let navigationViewFileKey = "navigation-stack.navigation-view-file"

  static func navigationViewFileFacts(in file: SourceFile) -> [ProjectFact] {
    let calls = file.calls(named: "NavigationView")
    guard !calls.isEmpty else { return [] }
    return [ProjectFact(key: navigationViewFileKey, value: "")]
      + RunConversions.facts(in: file, calls: calls)
  }

  /// The types each type constructs are late facts: findings follow them only from a
  /// programmatic link, and most projects have none (anytype-swift recorded 10,000 of them
  /// for nothing).
  public var hasLateFacts: Bool { true }

  /// The programmatic links, the stack styles applied above other views and the types whose
  /// view members hold sites or NavigationViews (the scope of the late facts).
  public func earlyFacts(in file: SourceFile) -> [ProjectFact] {
    ProgrammaticLinks.facts(in: file, uses: false) + InheritedStackStyle.styleFacts(in: file)
      + SiteHolders.facts(in: file, keepingSites: true) + Self.navigationViewFileFacts(in: file)
  }

  /// `ProgrammaticLinks.usesScope` when some file writes a programmatic link (every type
  /// may lead to it); `InheritedStackStyle.sitesScope` when some file applies a stack style
  /// to another view than a NavigationView, with the types whose sites a finding may read
  /// (`SiteHolders.askedTypes(in:)`); findings read neither otherwise.
  public func lateFactScope(in index: ProjectIndex) -> FactScope {
    var names: Set<String> = []
    if index.hasFacts(forKey: ProgrammaticLinks.linkKey) || Self.macOSOnlyViewMayLink(index) {
      names.insert(ProgrammaticLinks.usesScope)
    }
    if index.hasFacts(forKey: InheritedStackStyle.styleKey) {
      names.insert(InheritedStackStyle.sitesScope)
      names.formUnion(SiteHolders.askedTypes(in: index))
    }
    return FactScope(names: names)
  }

  /// Whether a NavigationView is in a file of a module that builds for macOS alone (its
  /// finding follows the views its content builds to any link) while some file writes a
  /// link.
  private static func macOSOnlyViewMayLink(_ index: ProjectIndex) -> Bool {
    guard index.hasFacts(forKey: ProgrammaticLinks.anyLinkKey) else { return false }
    return index.facts(forKey: SiteHolders.navigationViewHolderKey).contains { fact in
      guard let targets = index.deploymentTargets(ofFile: fact.path) else { return false }
      return targets.isKnown && targets.versions.count == 1 && targets.versions[.macOS] != nil
    }
  }

  public func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope)
    -> [ProjectFact]
  {
    // The markers asked by the scope's table of bytes (as `names.contains` answers).
    let uses = Self.scope(scope, contains: ProgrammaticLinks.usesScope)
    let sites = Self.scope(scope, contains: InheritedStackStyle.sitesScope)
    // The file's sites, found once for both: by its early facts, for a kept file (taken
    // either way, so that the file does not keep them when they are not read).
    let remembered = FileSites.takeRemembered(from: file)
    guard uses || sites else { return [] }
    let found = remembered ?? FileSites(finding: file)
    var facts = uses ? ProgrammaticLinks.facts(in: file, links: false, sites: found) : []
    if sites {
      // The markers are not type names (a type's name has neither `*` nor `-`).
      facts += InheritedStackStyle.siteFacts(in: file, own: own, scope: scope, sites: found)
    }
    return facts
  }

  private static func scope(_ scope: FactScope, contains name: String) -> Bool {
    var name = name
    return name.withUTF8 { scope.contains($0) }
  }

  static let availability: [Platform: OSVersion] = [
    .iOS: OSVersion("16.0")!, .macOS: OSVersion("13.0")!, .tvOS: OSVersion("16.0")!,
    .watchOS: OSVersion("9.0")!,
  ]

  public init() {}

  /// Every finding is at a NavigationView call or a `navigationViewStyle` call (the
  /// inherited styles), looked up before the targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    (file.hasCalls(named: "NavigationView") || file.hasCalls(named: "navigationViewStyle"))
      && context.mayBeAvailable(Self.availability, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "NavigationView")
    let styles = InheritedStackStyle.inheritedStyles(in: file)
    guard !calls.isEmpty || !styles.isEmpty else { return [] }
    var findings: [Finding] = []
    // With no NavigationView left in the run (the second run after the renames), a stack
    // style reaches none of the run's views: its removal is offered, review because a view
    // of another module under it may still be a NavigationView.
    let noneLeft = !styles.isEmpty && !context.index.hasFacts(forKey: Self.navigationViewFileKey)
    // With every NavigationView of the run renamed by this run, the style is removed with
    // them (the state the second run reached), review: applied only with those renames.
    let renamesAll =
      !styles.isEmpty && !noneLeft && RunConversions.renamesEveryNavigationView(context)
    // Why a style is removed, if it is: the same for every style of the file.
    let removalReason: String? =
      noneLeft
      ? "styles only NavigationViews, and no file of the run has one: it does nothing; removed (review: a view of another module under it may still be a NavigationView)"
      : renamesAll
        ? "styles only NavigationViews, and this migration makes every NavigationView of the run a NavigationStack, which ignores it: removed with them (review: apply it with those renames; a view of another module under it may still be a NavigationView)"
        : nil
    for style in styles where context.isAvailable(Self.availability, at: style.node) {
      // As the user wrote it: `.navigationViewStyle(StackNavigationViewStyle())` is not quoted
      // as `.stack`.
      let written = InheritedStackStyle.written(style)
      if let removalReason {
        let on = InheritedStackStyle.styledContainer(of: style).map { " on a \($0)" } ?? ""
        findings.append(
          Finding(
            migrationID: id, range: style.range, message: "\(written)\(on) \(removalReason)",
            safety: .review, fix: Fix(edits: [removal(of: style, in: file)])))
        continue
      }
      // On a NavigationStack's own chain the style has no NavigationView of this migration's
      // to follow: say what it does there. Elsewhere, NavigationViews "below it" are named only
      // when the view it modifies writes one, or builds a view that holds one (a site fact
      // under this style: sites are recorded only for types holding a NavigationView).
      let message: String
      let resolver = context.resolver(for: file)
      if let container = InheritedStackStyle.styledContainer(of: style) {
        message =
          "\(written) on a \(container) does nothing to it (\(container) ignores the style) and reaches only NavigationViews inside it: remove it once none of them is a NavigationView"
      } else if InheritedStackStyle.stylesTransformedNavigationView(style, resolver: resolver) {
        message =
          "\(written) here styles the view this closure is handed, the NavigationView the method is called on, which this migration makes a NavigationStack; NavigationStack ignores it: remove it once that view is a NavigationStack"
      } else if Self.writesNavigationView(under: style, calls: calls)
        || InheritedStackStyle(context.index, resolver).stylesSite(
          atLine: file.location(of: style.memberAccess.dotToken.range.lowerBound).line,
          path: context.path)
      {
        message =
          "\(written) here styles the NavigationViews below it, which this migration makes NavigationStacks; NavigationStack ignores it: remove it once none of them is a NavigationView"
      } else {
        message =
          "\(written) here styles only NavigationViews below it, and the view it modifies neither writes one nor builds a view of the run that holds one: unless a view passed in or of another module is one, it does nothing"
      }
      findings.append(diagnostic(style.range, message))
    }
    for call in calls {
      let node = call.node
      guard let closure = Self.renamableContent(of: call),
        context.isAvailable(Self.availability, at: node)
      else { continue }
      let resolver = context.resolver(for: file)
      let links = ProgrammaticLinks(context.index, resolver)
      let mac = context.buildsForMac(at: node)
      let inherited = InheritedStackStyle(context.index, resolver)
      if let finding = finding(
        call, closure, file, links: links, resolver: resolver, buildsForMac: mac,
        buildsOnlyForMacOS: context.buildsOnlyForMacOS(at: node),
        deprecation: "deprecated from " + context.versionsText(Self.availability, at: node),
        columnsOn: Self.columnDevices(at: node, context, buildsForMac: mac),
        inheritedStyle: { inherited.place(above: node, path: context.path) })
      {
        findings.append(finding)
      }
    }
    return findings
  }

  /// Whether one of the file's `NavigationView(…)` calls is inside the view `style` modifies.
  static func writesNavigationView(under style: Modifier, calls: [FunctionCall]) -> Bool {
    guard let base = style.memberAccess.base else { return false }
    let range = base.range
    return calls.contains {
      $0.callee.kind == .declReferenceExpr && range.contains($0.node.range.lowerBound)
    }
  }

  /// Where NavigationView showed a sidebar column, of the places the module builds for:
  /// "iPad" (iOS), "Mac" (macOS or Mac Catalyst), both when the targets name neither; empty
  /// for a module that builds for watchOS alone, where NavigationView is one column.
  private static func columnDevices(
    at node: Syntax, _ context: MigrationContext, buildsForMac: Bool
  ) -> String {
    let targets = context.deploymentTargets(at: node)
    if targets.isKnown, !buildsForMac, Array(targets.versions.keys) == [.watchOS] { return "" }
    let built = context.platformsBuilt(among: [.iOS, .macOS], at: node)
    var devices = built.contains(.iOS) ? ["iPad"] : []
    if buildsForMac || built.contains(.macOS) { devices.append("Mac") }
    return devices.joined(separator: " and ")
  }

  /// The content of a `NavigationView(…)` call whose shape the rename can take (a content
  /// closure without a signature, no `#if` inside), before its children, styles and targets
  /// are asked; nil for any other call. `findings` and `RunConversions` ask it alike.
  static func renamableContent(of call: FunctionCall) -> Closure? {
    guard call.callee.kind == .declReferenceExpr, call.callee.text == "NavigationView",
      let closure = content(of: call), closure.signature == nil,
      !call.node.descendants.contains(where: {
        $0.kind == .ifConfigDecl || $0.kind == .postfixIfConfigExpr
      })
    else { return nil }
    return closure
  }

  /// The content closure: `NavigationView { … }` or `NavigationView(content: { … })`.
  static func content(of call: FunctionCall) -> Closure? {
    guard call.labeledTrailingClosures.isEmpty else { return nil }
    if let closure = call.trailingClosure { return call.arguments.isEmpty ? closure : nil }
    guard call.arguments.count == 1, call.arguments[0].label == "content",
      let value = call.arguments[0].expression, value.kind == .closureExpr
    else { return nil }
    return Closure(value)
  }

  private func finding(
    _ call: FunctionCall, _ closure: Closure, _ file: SourceFile, links: ProgrammaticLinks,
    resolver: Resolver, buildsForMac: Bool, buildsOnlyForMacOS: Bool, deprecation: String,
    columnsOn: String,
    inheritedStyle: () -> String?
  ) -> Finding? {
    let at = call.callee.range
    let children = Self.children(of: closure)
    switch children.count {
    case 1: break
    case 2, 3:
      return diagnostic(
        at,
        "NavigationView with \(children.count) children shows them as columns: move to NavigationSplitView by hand"
      )
    default: return nil
    }
    let programmatic = links.reached(from: closure)
    // macOS has no stack style: the one child is a sidebar, and its links open beside it.
    if buildsOnlyForMacOS {
      let written = programmatic != nil || Self.writesLink(in: closure)
      if written || links.viewWritingLink(from: closure) != nil {
        return diagnostic(
          at,
          "NavigationView on macOS shows its content as a sidebar and opens its links in a column beside it; NavigationStack would push them over the sidebar: move to NavigationSplitView by hand"
        )
      }
    }
    // What may behave differently after the rename: then it is a review fix at best.
    var caveats: [String] = []
    if let link = programmatic {
      caveats.append(
        "its content reaches \(link), which misbehaves inside NavigationStack: move it to navigationDestination"
      )
    }
    if buildsForMac, isWindowContent(call) {
      caveats.append(
        "it is the content of a window on Mac, where NavigationStack draws no sidebar and another title bar: check the window"
      )
    }
    let chain = ModifierChain(base: call.node)
    let styles = chain.modifiers.filter { $0.name == "navigationViewStyle" }
    guard styles.count <= 1 else { return nil }
    // A NavigationStack of the run (a router's stack of routes) is what the bare name means.
    let stack = SwiftUITypeName.written("NavigationStack", at: call.node, resolver: resolver)
    var edits = [TextEdit(range: at, replacement: stack.name)]
    // NavigationStack's content parameter is `root:`.
    if let label = call.arguments.first?.labelToken, label.hasText("content") {
      edits.append(TextEdit(range: label.range, replacement: "root"))
    }
    let notes = caveats.map { "; " + $0 }.joined() + stack.note
    guard let style = styles.first else {
      // Single-column already: a stack style applied above every way to it.
      if let place = inheritedStyle() {
        return Finding(
          migrationID: id, range: at,
          message:
            "NavigationView is \(deprecation); it is under .navigationViewStyle with the stack style (\(place)), so it shows one column already, as NavigationStack does"
            + notes,
          safety: caveats.isEmpty ? .safe : .review, fix: Fix(edits: edits))
      }
      guard !columnsOn.isEmpty else {
        return Finding(
          migrationID: id, range: at,
          message:
            "NavigationView is \(deprecation); on watchOS it shows one column, as NavigationStack does"
            + notes,
          safety: caveats.isEmpty ? .safe : .review, fix: Fix(edits: edits))
      }
      return Finding(
        migrationID: id, range: at,
        message:
          "NavigationView is \(deprecation); NavigationStack shows one column everywhere, where NavigationView showed a sidebar column on \(columnsOn)"
          + notes,
        safety: .review, fix: Fix(edits: edits))
    }
    guard isStack(style) else {
      return diagnostic(
        at,
        "NavigationView with .navigationViewStyle(\(style.arguments.first?.node.text ?? "")): use NavigationSplitView for columns, or NavigationStack for one column, by hand"
      )
    }
    edits.append(removal(of: style, in: file))
    return Finding(
      migrationID: id, range: at,
      message:
        "NavigationView with the stack style is \(deprecation); NavigationStack is the same single column"
        + notes,
      safety: caveats.isEmpty ? .safe : .review, fix: Fix(edits: edits))
  }

  /// The content's views: `let list = …` in the closure is no view of its own.
  static func children(of closure: Closure) -> [Syntax] {
    closure.statements.filter { !localDeclarationKinds.contains($0.kind) }
  }

  /// `WindowGroup { NavigationView { … } }` or `Window(…) { NavigationView { … } }`, with
  /// modifiers on the NavigationView.
  private func isWindowContent(_ call: FunctionCall) -> Bool {
    var outermost = call.node
    while let parent = outermost.parent, let access = MemberAccess(parent),
      access.base == outermost
    {
      outermost = parent
      if let grand = parent.parent, FunctionCall(grand)?.callee == parent { outermost = grand }
    }
    guard let closure = outermost.parent, closure.kind == .closureExpr,
      Closure(closure).statements.count == 1,
      let scene = closure.parent.flatMap(FunctionCall.init),
      scene.trailingClosure?.node == closure
    else { return false }
    return ["WindowGroup", "Window", "DocumentGroup"].contains(scene.calleeName ?? "")
  }

  private func isStack(_ style: Modifier) -> Bool { InheritedStackStyle.isStack(style) }

  /// Whether the content closure writes a `NavigationLink` of its own.
  private static func writesLink(in closure: Closure) -> Bool {
    closure.node.descendants(.functionCallExpr).contains {
      guard let call = FunctionCall($0) else { return false }
      return call.calleeName == "NavigationLink" && call.memberAccess == nil
    }
  }

  /// Removes the modifier: its whole line(s) when it stands alone, else just its text. A
  /// comment after it on its last line stays, where the modifier began.
  func removal(of modifier: Modifier, in file: SourceFile) -> TextEdit {
    let dot = modifier.memberAccess.dotToken
    guard let last = modifier.node.lastToken else {
      return TextEdit(range: modifier.range, replacement: "")
    }
    let trailing = last.trailingTrivia
    let onlyWhitespace = trailing.allSatisfy { $0 == " " || $0 == "\t" }
    let comment = trailing.drop { $0 == " " || $0 == "\t" }
    guard dot.isAtStartOfLine, let next = last.next,
      next.kind == .endOfFile || next.isAtStartOfLine,
      onlyWhitespace || comment.hasPrefix("//") || comment.hasPrefix("/*")
    else { return TextEdit(range: modifier.range, replacement: "") }
    if !onlyWhitespace {
      // `.navigationViewStyle(.stack) // why`: the comment takes the modifier's place.
      let commentStart = last.trailingTriviaRange.upperBound - comment.utf8.count
      return TextEdit(range: dot.range.lowerBound..<commentStart, replacement: "")
    }
    let lineStart = file.lineStart(ofLineContaining: dot.range.lowerBound)
    // Through the line ending that follows the modifier.
    var end = last.trailingTriviaRange.upperBound
    let bytes = file.bytes
    if end < bytes.count, bytes[end] == 13 { end += 1 }
    if end < bytes.count, bytes[end] == 10 { end += 1 }
    return TextEdit(range: lineStart..<end, replacement: "")
  }

  private func diagnostic(_ range: Range<Int>, _ message: String) -> Finding {
    Finding(migrationID: id, range: range, message: message, safety: .diagnostic)
  }
}

/// Declarations that may stand among a view builder's statements without being views (a
/// result builder allows local `let` and `var` only).
private let localDeclarationKinds: Set<SyntaxKind> = [.variableDecl]
