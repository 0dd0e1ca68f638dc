import MigrationKit
import SwiftCST

/// Bars laid over scrolling content → `safeAreaBar(edge:)`, so SwiftUI reserves their space.
///
/// Matches, over a vertical scroller (ScrollView, List, Form, Table, or a ScrollViewReader or
/// NavigationStack whose content is one):
/// - `Scroller { … }.overlay(alignment: .bottom) { Bar }` → `Scroller { … }.safeAreaBar(edge: .bottom) { Bar }`
///   (`.bottomLeading`/`.bottomTrailing` add `alignment: .leading`/`.trailing`; `.top*` likewise);
/// - `ZStack(alignment: .bottom) { Scroller { … }; Bar }` → the same, the ZStack's modifiers following;
/// - `Scroller { … }.safeAreaInset(edge: …) { Bar }` → `.safeAreaBar(edge: …) { Bar }` (same
///   arguments; on a vertical scroller only).
///
/// Bar content is one view, always shown, not decorative, and interactive (`isInteractive`),
/// with no layer that fills the height it is offered (`fillingContent`).
/// Refuses with a diagnostic: centre or custom alignment, a non-scrolling base, content that is
/// conditional or animated (toasts, or a project view whose body is an `if`), a scroller drawn
/// upside down, ZStacks with more than two children, targets below
/// safeAreaInset's. Writes `.safeAreaBar` when every target is 26 or later, else
/// `.safeAreaBarOrInset` plus the helper file (`helperFile`) unless the project declares one;
/// with every target at 26 it turns `.safeAreaBarOrInset(` back into `.safeAreaBar(`.
/// This file finds the three forms and writes the edits; SafeAreaBarSites.swift classifies
/// the content and the scroller and gives the verdict.
public struct SafeAreaBar: Migration {
  public let id = "safe-area-bar"
  public let summary =
    "Move bars laid over scrolling content to safeAreaBar(edge:) so their space is reserved"
  public let rationale = """
    A bar laid over a ScrollView, List, Form or Table with overlay(alignment: .bottom) or a \
    ZStack has no layout effect: the last rows scroll under it and can never be read. \
    safeAreaBar(edge:) (iOS, macOS, tvOS, watchOS, visionOS 26) insets the scroll content by the \
    bar's height and extends the scroll-edge effect under it; safeAreaInset(edge:) reserves the \
    space on older releases. The rewrite changes layout on purpose, so it is a review fix. Below \
    26 it calls safeAreaBarOrInset, a helper written once into SafeAreaBarOrInset.swift (or the \
    project's own declaration); once every deployment target is 26, calls go back to safeAreaBar \
    and the helper can be deleted. It does not fire for full-bleed backgrounds, gradients, \
    artwork, scrims, non-interactive or invisible content (`.opacity(0)`, or up to 0.01 for a \
    focus target kept unseen, `.hidden()`) or a \
    drag handle (shapes or symbols that are \
    dragged, never tapped, which content is meant to scroll under), nor for content with a \
    layer that takes all the height it is offered (a colour or shape in its stack, or in the \
    body of a view of the project, such as the tap-catching layer behind a floating button's \
    menu: as a bar it would take the scroller's whole height), nor for a base that does not scroll (it hides \
    nothing for good), and only diagnoses centred overlays, project views that build a \
    scroller, toasts (content under if or .transition, or a view of the project whose body is \
    chosen by if or switch), larger ZStacks and scroll views that already keep the bar's edge \
    free (`.padding(.bottom, 60)`, or an inset on that edge such as \
    `.safeAreaInset(edge: .bottom) { Color.clear.frame(height: 88) }`). A scroller drawn upside down (`scaleEffect(x: 1, y: -1)`, \
    the inverted-chat idiom) is left alone: a bar's inset and scroll-edge effect would land at \
    the other end; so is a ScrollView whose only view is a representable of the run (a hosted \
    web view, also inside a ScrollViewReader or NavigationStack), which scrolls its own content: the inset would shift the whole hosted view. \
    When the scroller's content already ends with room for the bar (padding on that edge, a \
    fixed Spacer at the end of a ScrollView's stack, or a List or Form whose last row is empty \
    room such as `Spacer(minLength: 60).listRowBackground(Color.clear)`), the message, or the \
    note for content pinned by a VStack with a Spacer, names it: the inset reserves the bar's \
    own height, so that room goes.
    """
  public let example = (
    before: """
    List(messages) { MessageRow(message: $0) }
      .overlay(alignment: .bottom) {
        ComposeBar()
      }
    """,
    after: """
    List(messages) { MessageRow(message: $0) }
      .safeAreaBar(edge: .bottom) {
        ComposeBar()
      }
    """
  )
  // Every bar rewrite changes layout on purpose (review); only the clean-up at 26 is safe.
  public let safety = Safety.review
  public var usesProjectIndex: Bool { true }
  /// Its facts read controls (capitalised), gesture modifiers, `safeAreaInset`, stacks and
  /// the helper's declarations anywhere, and `body` getters.
  public var bodyWordsOfIndexFacts: BodyWords? {
    BodyWords(words: Self.gestureModifiers.sorted() + ["safeAreaInset", Self.helperName])
  }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public var helperSymbols: [String] { [Self.helperName] }

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    var facts: [ProjectFact] = []
    var interactiveTypes: Set<String> = []
    for call in file.calls(named: Self.indexedCallNames) {
      let node = call.node
      guard let name = call.calleeName else { continue }
      if call.memberAccess != nil
        ? Self.gestureModifiers.contains(name) : Self.controls.contains(name),
        let type = node.ancestor(.structDecl, .classDecl, .enumDecl).flatMap(TypeDeclaration.init)
      {
        interactiveTypes.insert(type.name)
      }
      // Over-approximated: the HorizontalEdge twin costs nothing when unused.
      if name == "safeAreaInset", call.memberAccess != nil, call.trailingClosure != nil,
        Self.edge(of: call)?.isHorizontal == true
      {
        facts.append(ProjectFact(key: Key.horizontalInset, value: ""))
      }
    }
    facts += interactiveTypes.sorted().map { ProjectFact(key: Key.interactiveType, value: $0) }
    // View types whose body's stack has a layer that fills what it is offered.
    var fillingTypes: Set<String> = []
    for call in file.calls(named: Self.layerStackNames) {
      guard Self.fillingLayer(ofStack: call) != nil, let type = Self.bodyOwner(rootedAt: call)
      else { continue }
      fillingTypes.insert(type)
    }
    facts += fillingTypes.sorted().map { ProjectFact(key: Key.fillingType, value: $0) }
    for function in file.functionDeclarations(named: Self.helperName) {
      guard var edgeType = function.parameters.first?.type?.text else { continue }
      // A helper written in a module that declares its own edge types names SwiftUI's.
      if edgeType.hasPrefix("SwiftUI.") { edgeType.removeFirst("SwiftUI.".count) }
      facts.append(ProjectFact(key: Key.helper, value: edgeType))
    }
    return facts
  }

  private static let findingCallNames = TokenNames(
    ["overlay", "ZStack", "safeAreaInset", helperName])

  /// Every finding is at one of these calls or at a declaration of the helper.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: Self.findingCallNames)
      || !file.functionDeclarations(named: Self.helperName).isEmpty
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: Self.findingCallNames)
    let helpers = file.functionDeclarations(named: Self.helperName)
    let project = Project(
      context, resolver: context.resolver(for: file))
    var findings: [Finding] = []
    for call in calls {
      guard let name = call.calleeName else { continue }
      let finding: Finding?
      switch (name, call.memberAccess?.base != nil) {
      case ("overlay", true): finding = overlayFinding(call, project)
      case ("ZStack", false): finding = zStackFinding(call, project)
      case ("safeAreaInset", true): finding = insetFinding(call, project)
      case (Self.helperName, true) where project.allAt26(at: call.node):
        let access = call.memberAccess!
        finding = self.finding(
          access.node, "every deployment target is 26 or later: call safeAreaBar directly", .safe,
          edits: [TextEdit(range: access.nameToken.range, replacement: "safeAreaBar")])
      default: finding = nil
      }
      if let finding { findings.append(finding) }
    }
    // The helper serves the whole module: only the module's own targets make it useless.
    if !helpers.isEmpty && context.deploymentTargets.allAtLeast(Project.v26) {
      for function in helpers {
        let node = function.node
        let name = node.ownToken(.kwFunc)?.next ?? node.firstToken!
        findings.append(
          Finding(
            migrationID: id, range: name.range,
            message:
              "every deployment target is 26 or later: delete the safeAreaBarOrInset helper once no call uses it",
            safety: .diagnostic))
      }
    }
    return findings
  }

  // MARK: The three forms

  /// `Scroller.overlay(alignment: .bottom) { Bar }`.
  private func overlayFinding(_ call: FunctionCall, _ project: Project) -> Finding? {
    guard let access = call.memberAccess, let base = access.base,
      let closure = call.trailingClosure,
      call.labeledTrailingClosures.isEmpty, call.arguments.allSatisfy({ $0.label == "alignment" })
    else { return nil }
    let alignment = call.argument(labeled: "alignment")?.expression
    // As written: `overlay { … }` when no alignment is given (centred).
    let form = alignment.map { "overlay(alignment: \($0.text))" } ?? "overlay"
    switch verdict(
      base: base, alignment: alignment, content: closure.statements, form: form, project)
    {
    case .ignore: return nil
    case .refuse(let message, let nothingToDo):
      return finding(access.node, message, .diagnostic, isVerboseOnly: nothingToDo)
    case .rewrite(let placement, let scroller):
      let writing = project.writing(placement, at: call.node)
      guard case .call(let name, let files) = writing else {
        return finding(access.node, writing.refusal, .diagnostic)
      }
      let end = call.argumentList?.range.upperBound ?? access.nameToken.range.upperBound
      return finding(
        access.node,
        Self.rewriteMessage(
          over: base, named: scroller, "with \(form)", placement,
          "\(name)(\(placement.arguments))"),
        .review,
        edits: [
          TextEdit(
            range: access.nameToken.range.lowerBound..<end,
            replacement: "\(name)(\(placement.arguments))")
        ],
        newFiles: files)
    }
  }

  /// `ZStack(alignment: .bottom) { Scroller { … }; Bar }`.
  private func zStackFinding(_ call: FunctionCall, _ project: Project) -> Finding? {
    guard let closure = call.trailingClosure, call.labeledTrailingClosures.isEmpty,
      call.arguments.allSatisfy({ $0.label == "alignment" })
    else { return nil }
    let children = closure.statements
    let alignment = call.argument(labeled: "alignment")?.expression
    let form = alignment.map { "ZStack(alignment: \($0.text))" } ?? "ZStack"
    guard children.count == 2 else {
      // Only worth saying when it is a bar over a scroller that the rewrite cannot take.
      guard children.count > 2, let bar = children.last, let placement = Placement(alignment),
        classify(bar, project) == .bar,
        let scroller = children.dropLast().first(where: { scrollerName($0) != nil })
      else { return nil }
      // A scroller that keeps the bar's edge free (`.contentMargins(.bottom, 150)`) ends
      // before the bar: nothing to move, as for two children.
      if let reserved = Self.reservation(on: scroller, at: placement.edge) {
        return finding(
          call.node,
          "\(form) lays a bar over a \(scrollerName(scroller) ?? "scroll view") that already keeps its \(placement.edge) edge free with `\(Self.written(reserved))`: left as is",
          .diagnostic, isVerboseOnly: true)
      }
      // safeAreaBar(edge:) needs iOS 26; below, the inset is what the developer can write.
      let modifier =
        project.allAt26(at: call.node)
        ? "safeAreaBar(edge:)"
        : project.predatesInset(at: call.node)
          ? "safeAreaInset(edge:) under if #available" : "safeAreaInset(edge:)"
      return finding(
        call.node,
        "\(form) has \(children.count) children; only ZStack { scroller; bar } is rewritten: move the bar to \(modifier) on the scroll view by hand",
        .diagnostic)
    }
    switch verdict(
      base: children[0], alignment: alignment, content: [children[1]], form: form, project)
    {
    case .ignore: return nil
    case .refuse(let message, let nothingToDo):
      return finding(call.node, message, .diagnostic, isVerboseOnly: nothingToDo)
    case .rewrite(let placement, let scroller):
      let writing = project.writing(placement, at: call.node)
      guard case .call(let name, let files) = writing else {
        return finding(call.node, writing.refusal, .diagnostic)
      }
      guard
        let edits = unwrapEdits(
          call, closure, children[0], children[1], "\(name)(\(placement.arguments))", project.style)
      else { return nil }
      return finding(
        call.node,
        Self.rewriteMessage(
          over: children[0], named: scroller, "in \(form)", placement,
          "\(name)(\(placement.arguments))"),
        .review, edits: edits, newFiles: files)
    }
  }

  /// `.safeAreaInset(edge: …) { Bar }`: already reserves space; safeAreaBar adds bar chrome.
  private func insetFinding(_ call: FunctionCall, _ project: Project) -> Finding? {
    // Only on a vertical scroller, as for the other forms: elsewhere (a stack, a
    // representable, a generic `self`) the inset is the right tool and there is no
    // scroll edge to give the bar.
    guard let access = call.memberAccess, let base = access.base, scrollerName(base) != nil,
      let closure = call.trailingClosure, call.labeledTrailingClosures.isEmpty,
      let placement = Self.edge(of: call), closure.statements.count == 1,
      classify(closure.statements[0], project) == .bar
    else { return nil }
    // An upside-down scroller (`scaleEffect(x: 1, y: -1)`): nothing to do, the inset is right.
    if let flip = Self.flip(of: base) {
      return finding(
        access.node,
        "safeAreaInset(edge: .\(placement.edge)) holds a bar, but the \(scrollerName(base)!) is drawn upside down with `\(flip)`: safeAreaBar would show its scroll-edge effect at the other end; left as is",
        .diagnostic, isVerboseOnly: true)
    }
    if Self.hidesEdgeEffect(base) {
      return finding(
        access.node,
        "safeAreaInset(edge: .\(placement.edge)) holds a bar, and the scroll-edge effect is hidden here: safeAreaBar would add nothing; left as is",
        .diagnostic, isVerboseOnly: true)
    }
    let writing = project.writing(placement, at: call.node, insetAlreadyUsed: true)
    guard case .call(let name, let files) = writing else {
      return finding(access.node, writing.refusal, .diagnostic)
    }
    return finding(
      access.node,
      "safeAreaInset(edge: .\(placement.edge)) holds a bar; \(name) also gives it bar appearance and the scroll-edge effect",
      .review, edits: [TextEdit(range: access.nameToken.range, replacement: name)], newFiles: files)
  }

  // MARK: Writing

  /// What a rewrite writes: the call's name, and the helper file it needs (or why it cannot be written).
  struct Project {
    /// The index is read only when a candidate needs it, so a file without bars never
    /// consults it; the style is detected only when a rewrite is written.
    private let context: MigrationContext
    private var index: ProjectIndex { context.index }
    /// Whether the project declares `name` as a type whose views take taps or input.
    func isInteractiveType(_ name: String) -> Bool { index.contains(Key.interactiveType, name) }
    /// Whether the project declares `name` as a view type whose body has a layer that
    /// fills what it is offered (`fillingContent`).
    func isFillingType(_ name: String) -> Bool { index.contains(Key.fillingType, name) }
    /// The helper overloads declared in this file's module (another module's are not visible).
    var helperEdges: Set<String> {
      index.valueSet(forKey: Key.helper, inModule: context.module)
    }
    var needsHorizontalTwin: Bool { index.hasFacts(forKey: Key.horizontalInset) }
    var style: SourceStyle { context.style }

    /// What names in the file refer to (a base that is a project view built on a List).
    let resolver: Resolver

    /// Whether `view` is built by a representable of the run (a hosted UIKit or AppKit view).
    func isRepresentable(_ view: Syntax) -> Bool {
      guard let name = view.leftmostName, name.first?.isUppercase == true,
        let type = context.semantic.type(
          named: name, inside: resolver.enclosingTypeName(of: view))
      else { return false }
      return type.isRepresentable
    }

    init(_ context: MigrationContext, resolver: Resolver) {
      self.context = context
      self.resolver = resolver
    }

    static let v26: [Platform: OSVersion] = [
      .iOS: OSVersion([26, 0]), .macOS: OSVersion([26, 0]), .tvOS: OSVersion([26, 0]),
      .watchOS: OSVersion([26, 0]), .visionOS: OSVersion([26, 0]),
    ]
    static let inset: [Platform: OSVersion] = [
      .iOS: OSVersion([15, 0]), .macOS: OSVersion([12, 0]), .tvOS: OSVersion([15, 0]),
      .watchOS: OSVersion([8, 0]),
    ]

    /// Every target at `node` has safeAreaBar.
    func allAt26(at node: Syntax) -> Bool { context.isAvailable(Self.v26, at: node) }

    /// Some known target at `node` predates safeAreaInset (iOS 15, macOS 12, tvOS 15,
    /// watchOS 8); without `node`, some target of the module may (the helper file is the
    /// module's, so its own `@available` follows the module's targets; unknown targets may
    /// be older, and the attribute costs a newer target nothing).
    func predatesInset(at node: Syntax? = nil) -> Bool {
      guard let node else {
        return !context.deploymentTargets.isKnown
          || !context.deploymentTargets.allAtLeast(Self.inset)
      }
      guard context.deploymentTargets.isKnown else { return false }
      return !context.isAvailable(Self.inset, at: node)
    }

    enum Writing {
      case call(String, newFiles: [NewFile])
      case refuse(String)

      var refusal: String {
        if case .refuse(let message) = self { return message }
        return ""
      }
    }

    /// `safeAreaBar` at 26; otherwise `safeAreaBarOrInset` and the helper file when the project has none.
    func writing(_ placement: Placement, at node: Syntax, insetAlreadyUsed: Bool = false)
      -> Writing
    {
      if allAt26(at: node) { return .call("safeAreaBar", newFiles: []) }
      if predatesInset(at: node) && !insetAlreadyUsed {
        return .refuse(
          "a bar laid over scrolling content hides the last rows, but safeAreaInset needs iOS 15, macOS 12, tvOS 15 and watchOS 8: move it into safeAreaInset(edge:) under if #available by hand"
        )
      }
      if helperEdges.isEmpty {
        // The file imports SwiftUI alone: only a type of the module's may shadow a name.
        let helperSource = SourceFile(text: "import SwiftUI\n")
        let helper = SafeAreaBar.helperFile(
          horizontalTwin: needsHorizontalTwin, availability: predatesInset(), style: style,
          spell: { SwiftUITypeName.spelling($0, in: helperSource, index: context.semantic) })
        return .call(SafeAreaBar.helperName, newFiles: [helper])
      }
      let edgeType = placement.isHorizontal ? "HorizontalEdge" : "VerticalEdge"
      guard helperEdges.contains(edgeType) else {
        return .refuse(
          "this bar needs a safeAreaBarOrInset(edge: \(edgeType)) overload, which the project's helper lacks: add it, then run again"
        )
      }
      return .call(SafeAreaBar.helperName, newFiles: [])
    }
  }

  /// Edits that turn `ZStack(…) {⏎ scroller⏎ bar⏎ }` into `scroller⏎ .modifier {⏎ bar⏎ }`: the
  /// ZStack's opening goes (comments kept), the scroller moves out one level, the modifier is
  /// inserted after it, and the ZStack's closing brace closes the modifier's closure.
  private func unwrapEdits(
    _ call: FunctionCall, _ closure: Closure, _ scroller: Syntax, _ bar: Syntax, _ modifier: String,
    _ style: SourceStyle
  ) -> [TextEdit]? {
    let file = call.node.file
    guard let scrollerEnd = scroller.lastToken, let barStart = bar.firstToken else { return nil }
    let between = file.text(scroller.range.upperBound..<bar.range.lowerBound)
    let outer = file.indentation(ofLineContaining: call.node.range.lowerBound)
    let comments = (call.node.tokenIndices.lowerBound..<scroller.tokenIndices.lowerBound).flatMap {
      index in
      commentLines(file.token(at: index).trailingTrivia)
        + commentLines(file.token(at: index + 1).leadingTrivia)
    }
    var edits = [
      TextEdit(
        range: call.node.range.lowerBound..<scroller.range.lowerBound,
        replacement: comments.map { $0 + style.lineEnding + outer }.joined())
    ]
    // Bytes, not Characters: "\r\n" is one Character that is neither "\r" nor "\n".
    guard
      file.bytes[scroller.range.upperBound..<bar.range.lowerBound].contains(where: {
        $0 == 10 || $0 == 13
      })
    else {
      // One line: `ZStack { List { rows }; Bar() }` → `List { rows }.modifier { Bar() }`.
      guard between.allSatisfy({ $0 == ";" || $0 == " " || $0 == "\t" }) else { return nil }
      return edits + [
        TextEdit(
          range: scroller.range.upperBound..<bar.range.lowerBound, replacement: ".\(modifier) { ")
      ]
    }
    guard scrollerEnd.index + 1 == barStart.index else { return nil }
    edits += reindentEdits(
      scroller, from: file.indentation(ofLineContaining: scroller.range.lowerBound), to: outer)
    let inline =
      ModifierChain(base: call.node).modifiers.first.map {
        !$0.memberAccess.dotToken.isAtStartOfLine
      } ?? false
    if inline {
      edits.append(.insert(".\(modifier) {", at: scroller.range.upperBound))
    } else {
      // The modifier opens on its own line; blank lines that separated the two layers
      // would now open the closure, so they go.
      let trivia = barStart.leadingTriviaRange
      edits.append(
        TextEdit(
          range: trivia.lowerBound..<lastLineBreak(in: trivia, of: file.bytes),
          replacement: style.lineEnding + outer + ".\(modifier) {"))
    }
    return edits
  }

  /// In a trivia range: where the line break before the first comment (or the end) starts,
  /// so that everything before it is blank lines. The range's start when there are none.
  private func lastLineBreak(in trivia: Range<Int>, of bytes: [UInt8]) -> Int {
    var end = trivia.lowerBound
    while end < trivia.upperBound, [9, 10, 13, 32].contains(bytes[end]) { end += 1 }
    var lineStart = end
    while lineStart > trivia.lowerBound, bytes[lineStart - 1] != 10, bytes[lineStart - 1] != 13 {
      lineStart -= 1
    }
    guard lineStart > trivia.lowerBound else { return trivia.lowerBound }
    var breakStart = lineStart - 1
    if bytes[breakStart] == 10, breakStart > trivia.lowerBound, bytes[breakStart - 1] == 13 {
      breakStart -= 1
    }
    return breakStart
  }

  /// Replaces the indentation `old` with `new` on every line of `node` after its first,
  /// leaving lines inside multi-line string literals alone.
  private func reindentEdits(_ node: Syntax, from old: String, to new: String) -> [TextEdit] {
    let file = node.file
    guard old != new else { return [] }
    let literals = node.tokens.filter { $0.kind == .stringLiteral || $0.kind == .regexLiteral }.map(
      \.range)
    let firstLine = file.location(of: node.range.lowerBound).line
    let lastLine = file.location(of: node.range.upperBound).line
    let oldBytes = Array(old.utf8)
    return (firstLine..<lastLine).compactMap { lineIndex in
      let start = file.lineStarts[lineIndex]
      guard start + oldBytes.count <= file.bytes.count,
        Array(file.bytes[start..<start + oldBytes.count]) == oldBytes,
        !literals.contains(where: { $0.lowerBound < start && start < $0.upperBound })
      else { return nil }
      return TextEdit(range: start..<start + oldBytes.count, replacement: new)
    }
  }

  /// A finding at a ZStack, or at a modifier's dot (not at the start of the view it modifies).
  private func finding(
    _ node: Syntax, _ message: String, _ safety: Safety, edits: [TextEdit]? = nil,
    newFiles: [NewFile] = [], isVerboseOnly: Bool = false
  ) -> Finding {
    var range = node.range
    if let access = MemberAccess(node), let call = node.parent {
      range = access.dotToken.range.lowerBound..<call.range.upperBound
    }
    return Finding(
      migrationID: id, range: range, message: message, safety: safety,
      fix: edits.map { Fix(edits: $0, newFiles: newFiles) }, isVerboseOnly: isVerboseOnly)
  }

  /// `edge:` of a safeAreaInset call as a placement (nil unless a literal edge).
  private static func edge(of call: FunctionCall) -> Placement? {
    guard let edge = call.argument(labeled: "edge")?.expression, let access = MemberAccess(edge),
      access.base == nil,
      ["top", "bottom", "leading", "trailing"].contains(access.name)
    else { return nil }
    return Placement(edge: access.name, alignment: nil)
  }
}

private enum Key {
  static let interactiveType = "safe-area-bar.interactive-type"
  static let fillingType = "safe-area-bar.filling-type"
  static let helper = "safe-area-bar.helper"
  static let horizontalInset = "safe-area-bar.horizontal-inset"
}

/// The comments in a stretch of trivia, one per line, trimmed.
private func commentLines(_ trivia: String) -> [String] {
  trivia.split(whereSeparator: \.isNewline).compactMap { line in
    let text = line.drop { $0 == " " || $0 == "\t" }
    return text.isEmpty ? nil : String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
