import MigrationKit
import SwiftCST

/// `edgesIgnoringSafeArea(E)` → `ignoresSafeArea(edges: E)` (safe), and `ignoresSafeArea()`
/// on readable or interactive content → scoped to the backdrop or to the edge the content
/// is pinned to (review), or a diagnostic. Spec: migrations.md §3.
///
/// Matches every call of `ignoresSafeArea`/`edgesIgnoringSafeArea`, then:
/// - the deprecated spelling is renamed, unless a deployment target may be older than
///   iOS 14 / macOS 11 / tvOS 14 / watchOS 7 (unknown targets count as older: diagnostic);
/// - a view that ignores every region on every edge is classified: a full-bleed layer
///   (color, gradient, shape, resizable image, map, anything in `.background`, or in a
///   private member used only there) is fine;
///   content gets one finding, with a `review` fix when the intent can be read from the code.
/// Explicit regions or edges (`.keyboard`, `edges: .bottom`) are intentional: left alone.
/// This file writes the findings and edits; IgnoresSafeAreaScopeCall.swift reads what a call
/// ignores, IgnoresSafeAreaScopeSites.swift classifies the ignoring view, its placement and
/// pinned edge, and IgnoresSafeAreaScopeBackdrop.swift the backdrop move.
public struct IgnoresSafeAreaScope: Migration {
  public let id = "ignores-safe-area-scope"
  public let summary =
    "Rename edgesIgnoringSafeArea; scope ignoresSafeArea() to backdrops and intended edges"
  public let rationale = """
    `edgesIgnoringSafeArea(_:)` is deprecated. `.edgesIgnoringSafeArea(E)` becomes \
    `.ignoresSafeArea(edges: E)` (and `.all` becomes `.ignoresSafeArea()`): both ignore every \
    safe-area region, keyboard included, so the regions are never narrowed to `.container`. \
    The rename needs iOS 14, macOS 11, tvOS 14, watchOS 7; when a deployment target is older, \
    or the targets are unknown (pass --deployment-target), it is reported instead.

    Ignoring the safe area on every edge is right for a full-bleed layer: a Color, gradient, \
    shape or material fill, resizable artwork Image (or an image-loading library's image \
    view made resizable, `KFImage(url).resizable()`), map or video, a hosted UIKit or AppKit \
    view (a representable, alone or in a container with its overlays), or anything in \
    `.background` (also a private property or function its file uses only there, or one of a \
    private extension or type, which no other file sees). On a \
    ScrollView, List, Form, a stack of text or controls or a custom screen view it runs content under the status bar, toolbars and home indicator (on a Mac, \
    under the title bar and toolbar; on a watch, under the time and into the rounded corners), and with \
    a TextField it stops the content rising above the keyboard (except on a Mac, which has \
    no software keyboard). Those are reported, with a \
    review fix when the intent is visible: a view ignoring the safe area only for its \
    `.background(…)` or its ZStack's first layer keeps the content inside and lets only the \
    backdrop bleed (a Color or gradient `.background(_:)` already bleeds on iOS 15+; a layer \
    whose last frame fixes both sides to numbers, `Circle().frame(width: 40, height: 40)`, is \
    a mark that lines up with the content, no backdrop, and gets none; one framed so and \
    then pinned to an edge by a filling frame is a backdrop), unless \
    something on the container would then shrink to the safe area (a clip or group before \
    it; a hit shape, gesture, or view `.background`/`.overlay` after it), or the background \
    is a rounded card around a view as big as its content (a HUD, a toast: left alone, \
    `--verbose` says so), or a ZStack's first layer is cut out by a mask the other layers \
    line up with (a scanner's window in a scrim: left alone too), or is a `Color.clear` under \
    content placed by `.offset` or `.position`, distances from the screen's edges (a badge \
    under the camera housing: left alone too); content \
    pinned to the bottom or top (ZStack alignment, `.frame(maxHeight: .infinity, \
    alignment:)`, a Spacer in a VStack, `safeAreaInset(edge:)`) ignores only that edge; a \
    ZStack's alignment pins no layer as tall as the stack (a scroll view, a GeometryReader, a \
    frame with `maxHeight: .infinity`, a view of the run whose body is one of those) nor a \
    view of the run whose views a condition chooses from different views (its height is not \
    known), and a view that pads itself by safe-area insets it \
    measures on the edges that would be given back (`.padding(.horizontal, \
    proxy.safeAreaInsets.leading)`) handles them itself: left alone (`--verbose` says so). A \
    GeometryReader whose views take their size from it \
    (`.frame(height: proxy.size.height)`) lays them out to the whole screen on purpose: left \
    alone (`--verbose` says so). A page of a paged TabView is sized by the pager, not the screen, and ignoring the safe \
    area there usually fixes pages shifted by the insets: left alone (`--verbose` says so). \
    Explicit regions or edges other than all of them (`.all`, `[.container, .keyboard]`) are \
    left alone, except text input under \
    every region on edges that hold the bottom one (`edges: .bottom`), which ignores the \
    keyboard too: reported with a review fix to `.container`; edges held in a value (a \
    property, a variable) may hold the bottom edge, whatever its name, and are reported the \
    same way, saying so. Custom views ignoring every \
    edge, alone or over a backdrop (`ZStack { Color.black; PlayerSheet() }`), are most often \
    a player or a canvas meant to fill the window: they are reported (`--verbose` only \
    otherwise) when the index shows they build text, a control or a scrolling container, \
    and not for the root view given to a hosting view or controller (`NSHostingView(rootView:)`, \
    a window's content under a transparent title bar). A view given to a host as its root, \
    or the body of a view type the app hosts so (`UIHostingController(rootView: Bar())`, an \
    input accessory above the keyboard), is left to its host, whose insets it keeps out \
    (`--verbose` says so), unless it holds text input.
    """
  public let example = (
    before: """
    VStack {
      Text("Welcome")
      Button("Start") {}
    }
    .background(Color.indigo)
    .ignoresSafeArea()
    """,
    after: """
    VStack {
      Text("Welcome")
      Button("Start") {}
    }
    .background(Color.indigo)
    """
  )
  public let safety = Safety.safe

  public var usesSemanticIndex: Bool { true }

  public init() {}

  private static let ignoringCalls = TokenNames(["ignoresSafeArea", "edgesIgnoringSafeArea"])
  /// Every finding is at a call of these names (most files have none).
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: Self.ignoringCalls)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    var findings: [Finding] = []
    for call in file.calls(named: Self.ignoringCalls) {
      guard let use = IgnoringCall(call.node) else { continue }
      if use.isDeprecated, let rename = rename(use, context: context) { findings.append(rename) }
      if use.ignoresEverything, let scope = scope(use, context: context) {
        findings.append(scope)
      } else if use.ignoresKeyboardAtBottom, Self.mayShowKeyboard(context, at: use.call.node),
        let keyboard = keyboard(use, context: context)
      {
        findings.append(keyboard)
      }
    }
    return findings
  }

  /// Text input under `.ignoresSafeArea(edges: .bottom)` (every region, not every edge):
  /// the keyboard region is ignored too, so the field stays under the keyboard.
  private func keyboard(_ use: IgnoringCall, context: MigrationContext) -> Finding? {
    guard let access = use.call.memberAccess, access.base != nil else { return nil }
    let view = ModifierChain(outermost: use.call.node)
    guard Placement(of: ModifierChain(base: view.base).outermost) != .backdrop,
      let input = Layer.textInput(in: view.base, context: context),
      let edges = use.edges?.expression
    else { return nil }
    let modifier = view.modifiers.last!
    let named = "`\(input.name)`" + (input.owner.map { " (in `\($0)`)" } ?? "")
    // The message quotes code on one line; the fix keeps the code as written.
    let quoted = edges.excerpt(60)
    let written =
      use.isDeprecated
      ? "edgesIgnoringSafeArea(\(quoted))"
      : "ignoresSafeArea(\(use.regions.map { $0.excerpt(40) + ", " } ?? "")edges: \(quoted))"
    let scoped = ".ignoresSafeArea(.container, edges: \(quoted))"
    let message =
      use.writtenEdges == .unknown
      ? "\(named) is under `.\(written)`, which also ignores the keyboard if `\(quoted)` holds the bottom edge, so it would not rise above the keyboard; use `\(scoped)`"
      : "\(named) is under `.\(written)`, which also ignores the keyboard, so it will not rise above the keyboard; use `\(scoped)`"
    return Finding(
      migrationID: id, range: modifier.range,
      message: message,
      safety: .review,
      // The deprecated spelling is renamed first; the narrowing comes on the next pass.
      fix: use.isDeprecated
        ? nil : use.replacingArguments(with: "(.container, edges: \(edges.text))"))
  }

  /// False for a module that builds for macOS alone (a Mac has no software keyboard), and
  /// for code that only a watch and a Mac compile (the module builds for no other platform,
  /// or an `#if os(watchOS)` rules the others out): a watch enters text in a full-screen
  /// sheet of its own, so ignoring the keyboard region changes nothing there either.
  static func mayShowKeyboard(_ context: MigrationContext, at node: Syntax) -> Bool {
    guard !context.buildsOnlyForMacOS(at: node) else { return false }
    let compiling = context.platformsCompiling(node, among: Platform.allCases)
    return compiling.isEmpty || compiling.contains { $0 != .watchOS && $0 != .macOS }
  }

  /// What a fix that ignores one edge instead of all changes on the others, where an iPhone
  /// may run it (its leading and trailing safe area is not empty in landscape only); empty
  /// where the module builds for other platforms alone.
  static func otherEdgesNote(_ context: MigrationContext, at node: Syntax) -> String {
    let compiling = context.platformsCompiling(node, among: Platform.allCases)
    guard compiling.isEmpty || compiling.contains(.iOS), !context.buildsOnlyForMacOS(at: node)
    else { return "" }
    return
      "; the other edges then keep to the safe area, so in landscape content at the leading or trailing side moves inward"
  }

  /// What content that ignores the safe area runs under, on the platforms compiling it: on
  /// a Mac alone the title bar and toolbar; on a watch alone the time and rounded corners; on
  /// a TV alone the overscan margins; elsewhere the bars and the home indicator.
  static func coveringChrome(_ context: MigrationContext, at node: Syntax) -> String {
    if context.buildsOnlyForMacOS(at: node) { return "the title bar and toolbar" }
    let compiling = context.platformsCompiling(node, among: Platform.allCases)
    if compiling == [.watchOS] { return "the time and the screen's rounded corners" }
    if compiling == [.tvOS] { return "the screen's overscan margins" }
    return "the bars and home indicator"
  }

  // MARK: The deprecated spelling

  private func rename(_ use: IgnoringCall, context: MigrationContext) -> Finding? {
    guard let edges = use.edges else { return nil }
    let range = use.nameToken.range.lowerBound..<use.call.node.range.upperBound
    guard context.isAvailable(Self.ignoresSafeAreaAvailability, at: use.call.node) else {
      let known = context.deploymentTargets.isKnown
      let reason =
        known
        ? "a deployment target is older"
        : "the deployment targets are unknown (pass --deployment-target)"
      // Nothing to do while the project supports the older release; unknown targets are
      // said once per module when the file has one.
      return Finding(
        migrationID: id, range: range,
        message:
          "`edgesIgnoringSafeArea(_:)` is deprecated, but its replacement `ignoresSafeArea(edges:)` needs iOS 14, macOS 11, tvOS 14, watchOS 7 and \(reason)",
        safety: .diagnostic, isVerboseOnly: known || context.toldTargetsPerModule)
    }
    let replacement =
      use.edgesAreAll ? "ignoresSafeArea()" : "ignoresSafeArea(edges: \(edges.node.excerpt(60)))"
    if let removed = Self.twinRemoval(of: use.call, replacement: replacement) {
      return Finding(
        migrationID: id, range: range,
        message:
          "`edgesIgnoringSafeArea(_:)` is deprecated, and the `\(replacement)` next to it already does the same: remove it",
        safety: .safe, fix: Fix(edits: [TextEdit(range: removed, replacement: "")]))
    }
    // Only the name and the argument's label change; `(`, `)` and their trivia stay.
    let edits =
      use.edgesAreAll
      ? [
        TextEdit(range: use.nameToken.range, replacement: "ignoresSafeArea"),
        TextEdit(range: edges.node.range, replacement: ""),
      ]
      : [
        TextEdit(range: use.nameToken.range, replacement: "ignoresSafeArea"),
        .insert("edges: ", at: edges.node.range.lowerBound),
      ]
    return Finding(
      migrationID: id, range: range,
      message: "`edgesIgnoringSafeArea(_:)` is deprecated: use `\(replacement)`",
      safety: .safe, fix: Fix(edits: edits))
  }

  // MARK: Ignoring every edge

  private func scope(_ use: IgnoringCall, context: MigrationContext) -> Finding? {
    // No base: implicit `self`, or a modifier inside `#if` in a chain (never judged across it).
    guard let access = use.call.memberAccess, access.base != nil else { return nil }
    // The view that ignores: a base and the modifiers before this one; `whole` adds the rest.
    let view = ModifierChain(outermost: use.call.node)
    let whole = ModifierChain(base: view.base)
    let before = Array(view.modifiers.dropLast())
    let placement = Placement(of: whole.outermost)
    let resolver = context.resolver(for: view.base.file)
    // What ignores: the static call `Pickers.camera(…)` of a chain that starts at a type.
    let made = Layer.viewMadeByTypeMember(view.base, before) ?? (view.base, before)
    guard placement != .backdrop,
      case .content(let subject, let isExplicit) = Layer(
        made.base, made.modifiers,
        declaresType: { resolver.declaresType(named: $0, at: view.base) },
        valueType: { resolver.type(of: $0)?.name })
    else {
      return nil
    }
    if placement == .overlayOrFirstLayer && !isExplicit { return nil }
    if !isExplicit, isFullBleedDeclaration(made.base, context: context) { return nil }
    if hostsRepresentable(view.base, context: context) { return nil }
    let modifier = view.modifiers.last!
    func finding(_ message: String, _ fix: Fix?, isVerboseOnly: Bool = false) -> Finding {
      // The deprecated spelling is renamed first; its scoping fix comes on the next pass.
      Finding(
        migrationID: id, range: modifier.range, message: message, safety: .review,
        fix: use.isDeprecated ? nil : fix, isVerboseOnly: isVerboseOnly)
    }
    if isPagedTabViewPage(whole.outermost) {
      return finding(
        "\(subject) is a page of a paged TabView, which sizes it; ignoring the safe area there is usually a fix for pages shifted by the insets: left as it is",
        nil, isVerboseOnly: true)
    }
    if let reason = hostedRoot(whole.outermost, view.base, subject: subject, context: context) {
      return finding(reason, nil, isVerboseOnly: true)
    }
    let style = context.style
    let chrome = Self.coveringChrome(context, at: use.call.node)
    if let backdrop = BackdropMove(
      before: before, base: view.base, modifier: modifier, context: context)
    {
      // Custom views over a backdrop (`ZStack { Color.black; PlayerSheet() }`): a player or
      // canvas shown full window, as with a custom view alone; acted on only when the index
      // shows a layer builds text, a control or a scroller.
      if !isExplicit, !backdropCovers(view.base, backdrop, context: context) {
        return finding(
          "\(subject) ignores the safe area on every edge over \(backdrop.owner); its views are most often meant full screen (a player, a canvas): left as it is",
          nil, isVerboseOnly: true)
      }
      if let reason = backdrop.leftAlone(subject, before: before) {
        return finding(reason, nil, isVerboseOnly: true)
      }
      let after = Array(whole.modifiers.drop { $0.node != modifier.node }.dropFirst())
      if let blocker = backdrop.blocker(before: before, after: after, context: context) {
        return finding(backdrop.blockedMessage(subject, blocker, chrome: chrome), nil)
      }
      return finding(backdrop.message(subject, chrome: chrome), backdrop.fix(style: style))
    }
    let edge = PinnedEdge(
      view: view.base, whole: whole, placement: placement, resolver: resolver)
    let mayShowKeyboard = Self.mayShowKeyboard(context, at: use.call.node)
    if mayShowKeyboard, let input = Layer.textInput(in: view.base, context: context) {
      let scoped = ".ignoresSafeArea(.container, edges: \(edge.map { "." + $0.rawValue } ?? "…"))"
      let what =
        subject == "`\(input.name)`" && input.owner == nil
        ? "it" : "its \(input.name)" + (input.owner.map { " (in `\($0)`)" } ?? "")
      return finding(
        "\(subject) ignores the keyboard safe area, so \(what) will not rise above the keyboard; use `\(scoped)`"
          + (edge == nil ? "" : Self.otherEdgesNote(context, at: use.call.node)),
        edge.flatMap { use.replacingArguments(with: "(.container, edges: .\($0.rawValue))") })
    }
    if let edge {
      if let padding = Self.measuredInsetPadding(in: view.base, whole: whole, keeping: edge) {
        return finding(
          "\(subject) ignores the safe area on every edge and pads by insets it measures (`\(padding)`): ignoring only the \(edge.rawValue) edge would add the safe area again on the others, so it is left as it is",
          nil, isVerboseOnly: true)
      }
      let regions = use.regions.map { $0.text + ", " } ?? ""
      // A VStack that pins its content with Spacers is the code full-width-frame folds into a
      // frame in the same run: the message names the content, which stays, not the stack.
      let text = modifier.node.file.text(modifier.range)
      let written = text.contains("\n") ? ".ignoresSafeArea()" : text
      let pinned =
        PinnedEdge.isSpacerStack(view.base)
        ? "the text or controls that `\(written)` applies to are pinned to the \(edge.rawValue) edge, but it ignores the safe area on every edge"
        : "\(subject) is pinned to the \(edge.rawValue) edge but ignores the safe area on every edge"
      return finding(
        "\(pinned); ignore only that edge: `.ignoresSafeArea(\(regions)edges: .\(edge.rawValue))`"
          + Self.otherEdgesNote(context, at: use.call.node),
        use.replacingArguments(with: "(\(regions)edges: .\(edge.rawValue))"))
    }
    if let paging = Self.pagingBehavior(of: view.base, whole: whole) {
      return finding(
        "\(subject) ignores the safe area on every edge, and `\(paging.node.file.text(paging.range))` shows it a page at a time, each as big as the scroll view: full-screen pages on purpose, left as it is",
        nil, isVerboseOnly: true)
    }
    // Sized by its own frame to the screen or to a safe area the code measures
    // (`.frame(.screenSize)`, `.frame(minHeight: safeAreaHeight)`): full screen on purpose.
    if let frame = whole.modifiers.first(where: Self.sizesToScreenOrSafeArea) {
      return finding(
        "\(subject) ignores the safe area on every edge, and `\(frame.node.file.text(frame.range).split(whereSeparator: \.isWhitespace).joined(separator: " "))` sizes it to the screen or a measured safe area: meant full screen, left as it is",
        nil, isVerboseOnly: true)
    }
    // Its content pads itself by insets it measures (`.padding(.top,
    // reader.safeAreaInsets.top)`, edge by edge): it keeps out of the bars on its own.
    if let padding = Self.measuredInsetPadding(in: view.base, whole: whole, keeping: nil) {
      return finding(
        "\(subject) ignores the safe area on every edge and pads by insets it measures (`\(padding)`): it keeps its content out of the bars itself, so it is left as it is",
        nil, isVerboseOnly: true)
    }
    if let size = Self.readerSizedContent(view.base) {
      return finding(
        "\(subject) ignores the safe area on every edge, and the views inside take their size from `\(size)`: laid out to the whole screen on purpose, left as it is",
        nil, isVerboseOnly: true)
    }
    // Centred in a frame that fills its container (an empty state, a progress screen):
    // ignoring the safe area only centres it in the whole screen, and keeps the keyboard
    // from moving it, as the rounded card above.
    if let frame = Self.centringFillingFrame(before) {
      return finding(
        "\(subject) ignores the safe area on every edge, centred by `\(frame)` that fills its container (an empty state, a progress screen): ignoring the safe area only centres it in the whole screen, keyboard included; left as it is",
        nil, isVerboseOnly: true)
    }
    // The modifier as written (`.ignoresSafeArea([.container, .keyboard])`); the deprecated
    // spelling is renamed to `.ignoresSafeArea()` by then.
    let text = modifier.node.file.text(modifier.range)
    let written = use.isDeprecated || text.contains("\n") ? ".ignoresSafeArea()" : text
    // A custom view ignoring every edge is most often meant to be full screen (a player, a
    // canvas, a host of another module's view): said by default only when the index shows
    // it builds text, a control or a scrolling container.
    return finding(
      "\(subject) ignores the safe area on every edge, so its content runs under \(chrome); move `\(written)` to a backdrop (`.background { bg\(written) }`) or limit it to the intended edges (`edges: .bottom`)",
      nil,
      isVerboseOnly: !isExplicit && !buildsContent(view.base, context: context))
  }

  static let ignoresSafeAreaAvailability: [Platform: OSVersion] = [
    .iOS: OSVersion([14]), .macOS: OSVersion([11]), .tvOS: OSVersion([14]),
    .watchOS: OSVersion([7]),
  ]
  /// `background(_:ignoresSafeAreaEdges:)`, the ShapeStyle overload that bleeds by itself.
  static let styleBackgroundAvailability: [Platform: OSVersion] = [
    .iOS: OSVersion([15]), .macOS: OSVersion([12]), .tvOS: OSVersion([15]),
    .watchOS: OSVersion([8]),
  ]
}

// MARK: - Writing the backdrop move

extension IgnoresSafeAreaScope.BackdropMove {
  /// `chrome` is what the content runs under (`IgnoresSafeAreaScope.coveringChrome`).
  /// What ignores the safe area after the move: "its background", "its first layer", or
  /// "its backdrop layers" (the first and the decoration layers after it).
  var owner: String {
    isZStack ? (laterDecorations > 0 ? "its backdrop layers" : "its first layer") : "its background"
  }

  func blockedMessage(_ subject: String, _ blocker: Modifier, chrome: String) -> String {
    let why =
      if Self.hitModifiers.contains(blocker.name) {
        "the area where `.\(blocker.name)` takes touches would shrink to the safe area"
      } else if blocker.name == "background" || blocker.name == "overlay" {
        "the view in `.\(blocker.name)` after it would shrink to the safe area with the container"
      } else {
        "`.\(blocker.name)` on the container would cut \(owner) back to the safe area"
      }
    return
      "\(subject) ignores the safe area on every edge, which also moves its content under \(chrome); letting only \(owner) ignore it is the fix, but \(why), so it is left to you"
  }

  func message(_ subject: String, chrome: String) -> String {
    let extends = laterDecorations > 0 ? "already extend" : "already extends"
    let action =
      appendTo.isEmpty
      ? "\(owner) \(extends) under the safe area: drop `.ignoresSafeArea()`"
      : "move `.ignoresSafeArea()` onto \(owner)"
    return
      "\(subject) ignores the safe area on every edge, which also moves its content under \(chrome); \(action)"
  }

  /// Nil when the call holds a comment that cannot move with it: Xcode's library writes
  /// `.edgesIgnoringSafeArea(/*@START_MENU_TOKEN@*/.all/*@END_MENU_TOKEN@*/)`. Moved onto
  /// one backdrop, the call goes as written; dropped, or copied onto several, it cannot.
  func fix(style: SourceStyle) -> Fix? {
    let call = removed.memberAccess.dotToken.range.lowerBound..<removed.range.upperBound
    var written = ".ignoresSafeArea()"
    if !file.comments(within: call).isEmpty {
      guard appendTo.count == 1, !file.containsBytes("\n", in: call.lowerBound..<call.upperBound)
      else { return nil }
      written = file.text(call)
    }
    return Fix(
      edits: appendTo.map { appending(written, to: $0, style: style) } + [removal(of: removed)])
  }

  /// `call` after `layer`, on its own line when the layer's last modifier is.
  private func appending(_ call: String, to layer: Syntax, style: SourceStyle) -> TextEdit {
    let end = layer.range.upperBound
    if let last = ModifierChain(outermost: layer).modifiers.last,
      last.memberAccess.dotToken.isAtStartOfLine
    {
      let indent = file.indentation(ofLineContaining: last.memberAccess.dotToken.range.lowerBound)
      return .insert("\(style.lineEnding)\(indent)\(call)", at: end)
    }
    // A layer over several lines whose closing `}` or `)` stands on its own line
    // (`ZStack {…\n}`): the modifier goes on the next line, at that line's column.
    if let closing = layer.lastToken, closing.isAtStartOfLine,
      closing.text == "}" || closing.text == ")"
    {
      let indent = file.indentation(ofLineContaining: closing.range.lowerBound)
      return .insert("\(style.lineEnding)\(indent)\(call)", at: end)
    }
    return .insert(call, at: end)
  }

  /// The modifier, and its line break and indentation when it stands on its own line
  /// (comment lines above it stay).
  private func removal(of modifier: Modifier) -> TextEdit {
    let dot = modifier.memberAccess.dotToken
    var start = dot.range.lowerBound
    if dot.isAtStartOfLine,
      let newline = dot.leadingTriviaRange.last(where: { file.bytes[$0] == 10 })
    {
      start = newline > 0 && file.bytes[newline - 1] == 13 ? newline - 1 : newline
    }
    return TextEdit(range: start..<modifier.range.upperBound, replacement: "")
  }
}
