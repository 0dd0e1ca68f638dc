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
///   (color, gradient, shape, resizable image, map, anything in `.background`) is fine;
///   content gets one finding, with a `review` fix when the intent can be read from the code.
/// Explicit regions or edges (`.keyboard`, `edges: .bottom`) are intentional: left alone.
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
    shape or material fill, resizable artwork Image, map or video, a hosted UIKit or AppKit \
    view (a representable, alone or in a container with its overlays), or anything in \
    `.background`. On a ScrollView, List, Form, a stack of text or controls or a custom \
    screen view it runs content under the status bar, toolbars and home indicator, and with \
    a TextField it stops the content rising above the keyboard. Those are reported, with a \
    review fix when the intent is visible: a view ignoring the safe area only for its \
    `.background(…)` or its ZStack's first layer keeps the content inside and lets only the \
    backdrop bleed (a Color or gradient `.background(_:)` already bleeds on iOS 15+); content \
    pinned to the bottom or top (ZStack alignment, `.frame(maxHeight: .infinity, \
    alignment:)`, a Spacer in a VStack, `safeAreaInset(edge:)`) ignores only that edge. \
    Explicit regions or edges other than `.all` are left alone.
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

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    var findings: [Finding] = []
    for call in file.calls(named: ["ignoresSafeArea", "edgesIgnoringSafeArea"]) {
      guard let use = SafeAreaIgnoring(call.node) else { continue }
      if use.isDeprecated, let rename = rename(use, context: context) { findings.append(rename) }
      if use.ignoresEverything, let scope = scope(use, context: context) {
        findings.append(scope)
      } else if use.ignoresKeyboardAtBottom, let keyboard = keyboard(use) {
        findings.append(keyboard)
      }
    }
    return findings
  }

  /// Text input under `.ignoresSafeArea(edges: .bottom)` (every region, not every edge):
  /// the keyboard region is ignored too, so the field stays under the keyboard.
  private func keyboard(_ use: SafeAreaIgnoring) -> Finding? {
    guard !use.isDeprecated, let access = use.call.memberAccess, access.base != nil else {
      return nil
    }
    let view = ModifierChain(outermost: use.call.node)
    guard Placement(of: ModifierChain(base: view.base).outermost) != .backdrop,
      let input = Layer.textInput(in: view.base), let edges = use.edges?.expression
    else { return nil }
    let modifier = view.modifiers.last!
    return Finding(
      migrationID: id, range: modifier.range,
      message:
        "`\(input)` is under `.ignoresSafeArea(edges: \(edges.text))`, which also ignores the keyboard, so it will not rise above the keyboard; use `.ignoresSafeArea(.container, edges: \(edges.text))`",
      safety: .review, fix: use.replacingArguments(with: "(.container, edges: \(edges.text))"))
  }

  // MARK: The deprecated spelling

  private func rename(_ use: SafeAreaIgnoring, context: MigrationContext) -> Finding? {
    guard let edges = use.edges else { return nil }
    let range = use.nameToken.range.lowerBound..<use.call.node.range.upperBound
    guard context.isAvailable(Self.ignoresSafeAreaAvailability, at: use.call.node) else {
      let known = context.deploymentTargets.isKnown
      let reason =
        known
        ? "a deployment target is older"
        : "the deployment targets are unknown (pass --deployment-target)"
      var finding = Finding(
        migrationID: id, range: range,
        message:
          "`edgesIgnoringSafeArea(_:)` is deprecated, but its replacement `ignoresSafeArea(edges:)` needs iOS 14, macOS 11, tvOS 14, watchOS 7 and \(reason)",
        safety: .diagnostic)
      // Nothing to do while the project supports the older release.
      finding.isVerboseOnly = known
      return finding
    }
    let replacement =
      use.edgesAreAll ? "ignoresSafeArea()" : "ignoresSafeArea(edges: \(edges.node.text))"
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

  private func scope(_ use: SafeAreaIgnoring, context: MigrationContext) -> Finding? {
    // No base: implicit `self`, or a modifier inside `#if` in a chain (never judged across it).
    guard let access = use.call.memberAccess, access.base != nil else { return nil }
    // The view that ignores: a base and the modifiers before this one; `whole` adds the rest.
    let view = ModifierChain(outermost: use.call.node)
    let whole = ModifierChain(base: view.base)
    let before = Array(view.modifiers.dropLast())
    let placement = Placement(of: whole.outermost)
    guard placement != .backdrop,
      case .content(let subject, let isExplicit) = Layer(view.base, before)
    else {
      return nil
    }
    if placement == .overlayOrFirstLayer && !isExplicit { return nil }
    if !isExplicit, isFullBleedDeclaration(view.base, context: context) { return nil }
    if hostsRepresentable(view.base, context: context) { return nil }
    let modifier = view.modifiers.last!
    let finding = { (message: String, fix: Fix?) in
      // The deprecated spelling is renamed first; its scoping fix comes on the next pass.
      Finding(
        migrationID: id, range: modifier.range, message: message, safety: .review,
        fix: use.isDeprecated ? nil : fix)
    }
    let style = context.style
    if let backdrop = BackdropMove(
      before: before, base: view.base, modifier: modifier, context: context)
    {
      let after = Array(whole.modifiers.drop { $0.node != modifier.node }.dropFirst())
      if let blocker = backdrop.blocker(before: before, after: after) {
        return finding(backdrop.blockedMessage(subject, blocker), nil)
      }
      return finding(backdrop.message(subject), backdrop.fix(style: style))
    }
    let edge = PinnedEdge(view: view.base, whole: whole, placement: placement)
    if let input = Layer.textInput(in: view.base) {
      let scoped = ".ignoresSafeArea(.container, edges: \(edge.map { "." + $0.rawValue } ?? "…"))"
      let what = subject == "`\(input)`" ? "it" : "its \(input)"
      return finding(
        "\(subject) ignores the keyboard safe area, so \(what) will not rise above the keyboard; use `\(scoped)`",
        edge.flatMap { use.replacingArguments(with: "(.container, edges: .\($0.rawValue))") })
    }
    if let edge {
      let regions = use.regions.map { $0.text + ", " } ?? ""
      return finding(
        "\(subject) is pinned to the \(edge.rawValue) edge but ignores the safe area on every edge; ignore only that edge: `.ignoresSafeArea(\(regions)edges: .\(edge.rawValue))`",
        use.replacingArguments(with: "(\(regions)edges: .\(edge.rawValue))"))
    }
    var note = finding(
      "\(subject) ignores the safe area on every edge, so its content runs under the bars and home indicator; move `.ignoresSafeArea()` to a backdrop (`.background { bg.ignoresSafeArea() }`) or limit it to the intended edges (`edges: .bottom`)",
      nil)
    // A custom view ignoring every edge is most often meant to be full screen (a player, a
    // canvas, a host of another module's view): said by default only when the index shows
    // it builds text, a control or a scrolling container.
    note.isVerboseOnly = !isExplicit && !buildsContent(view.base, context: context)
    return note
  }

  /// Whether a custom view is, as far as the index can follow it, text, a control or a
  /// scrolling container (`HomeScreen` whose body is a `List`).
  private func buildsContent(_ base: Syntax, context: MigrationContext) -> Bool {
    let resolver = Resolver(file: base.file, index: context.semantic)
    guard let underlying = resolver.underlyingView(of: base) else { return false }
    return Layer.scrollingContainers.contains(underlying)
      || Layer.textAndControls.contains(underlying)
  }

  /// A view type of the run that is a representable (a UIKit or AppKit view hosted full
  /// bleed, the idiom) or whose body is one colour, gradient or shape; or a property or
  /// function whose body is one of those.
  private func isFullBleedDeclaration(_ base: Syntax, context: MigrationContext) -> Bool {
    let resolver = Resolver(file: base.file, index: context.semantic)
    guard let name = base.leftmostName else { return false }
    if name.first?.isUppercase == true {
      guard
        let type = context.semantic.type(named: name, inside: resolver.enclosingTypeName(of: base))
      else { return false }
      if type.isRepresentable { return true }
      let body = context.semantic.members(named: "body", in: type.name).first?.viewArity
      return body?.count == .one && body?.root.map(Layer.fullBleedViews.contains) == true
    }
    let arity = resolver.viewArity(of: base)
    return arity.count == .one && arity.root.map(Layer.fullBleedViews.contains) == true
  }

  /// A container whose views include a representable of the run (`ZStack { VideoHost(); … }`):
  /// a hosted UIKit or AppKit view shown full bleed with its overlays, the same idiom as a
  /// representable ignoring the safe area by itself.
  private func hostsRepresentable(_ base: Syntax, context: MigrationContext) -> Bool {
    guard let container = FunctionCall(base), container.trailingClosure != nil else { return false }
    return base.descendants.contains { node in
      guard node.kind == .functionCallExpr, let call = FunctionCall(node),
        call.callee.kind == .declReferenceExpr, let name = call.calleeName,
        name.first?.isUppercase == true
      else { return false }
      return context.semantic.isRepresentable(name)
    }
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

// MARK: - Matching

extension IgnoresSafeAreaScope {
  /// One `ignoresSafeArea(_:edges:)` or `edgesIgnoringSafeArea(_:)` call and what it ignores.
  struct SafeAreaIgnoring {
    let call: FunctionCall
    let nameToken: Token
    let isDeprecated: Bool
    /// The written regions argument (`.all` in `ignoresSafeArea(.all)`), if any.
    let regions: Syntax?
    let edges: Argument?
    let edgesAreAll: Bool
    /// Every region (keyboard included) on every edge.
    let ignoresEverything: Bool
    /// Every region (keyboard included), on edges that include the bottom but not all.
    let ignoresKeyboardAtBottom: Bool

    init?(_ node: Syntax) {
      guard let call = FunctionCall(node), call.trailingClosure == nil else { return nil }
      let callee = call.callee
      // `view.ignoresSafeArea()`, or `ignoresSafeArea()` on an implicit `self`.
      guard callee.kind == .memberAccessExpr || callee.kind == .declReferenceExpr,
        let name = MemberAccess(callee)?.nameToken ?? callee.firstToken
      else { return nil }
      let isDeprecated = name.is("edgesIgnoringSafeArea")
      guard isDeprecated || name.is("ignoresSafeArea") else { return nil }
      let arguments = call.arguments
      if isDeprecated {
        guard arguments.count == 1, arguments[0].label == nil, let edges = arguments[0].expression
        else { return nil }
        regions = nil
        self.edges = arguments[0]
        edgesAreAll = Self.isAll(edges)
        ignoresEverything = edgesAreAll
        ignoresKeyboardAtBottom = false
      } else {
        let regionsArgument = arguments.first { $0.label == nil }
        let edgesArgument = arguments.first { $0.label == "edges" }
        // Anything else (iOS 27's `alignment:`, a typo) is not ours to judge.
        guard arguments.count == [regionsArgument, edgesArgument].compactMap({ $0 }).count,
          regionsArgument == nil || regionsArgument == arguments.first
        else { return nil }
        regions = regionsArgument?.expression
        edges = edgesArgument
        edgesAreAll = edgesArgument?.expression.map(Self.isAll) ?? true
        let allRegions = regions.map(Self.isAll) ?? true
        ignoresEverything = edgesAreAll && allRegions
        let edgesText = edgesArgument?.expression?.text ?? ""
        ignoresKeyboardAtBottom =
          allRegions && !edgesAreAll
          && (edgesText.contains("bottom") || edgesText.contains("vertical"))
      }
      self.isDeprecated = isDeprecated
      self.call = call
      self.nameToken = name
    }

    /// The call with a new argument list, e.g. `(edges: .bottom)`.
    func replacingArguments(with text: String) -> Fix? {
      guard let list = call.argumentList else { return nil }
      return Fix(edits: [TextEdit(range: list.range, replacement: text)])
    }

    /// `.all`, `Edge.Set.all` or `SafeAreaRegions.all`.
    static func isAll(_ expression: Syntax) -> Bool {
      guard let access = MemberAccess(expression), access.nameToken.is("all") else { return false }
      guard let base = access.base else { return true }
      let text = base.text
      return text == "Edge.Set" || text == "SafeAreaRegions"
    }
  }

  // MARK: - Classification

  /// What the ignoring view is.
  enum Layer: Equatable {
    /// A color, gradient, shape, resizable image or media view, or a stack of only those.
    case fullBleed
    /// Readable or interactive content. `subject` names it for messages; `isExplicit` when it
    /// is a system scrolling container, text or a control (not only custom views).
    case content(subject: String, isExplicit: Bool)
    case unknown

    init(_ base: Syntax, _ modifiers: [Modifier]) {
      let layer = Self.classify(base, modifiers)
      // A layer that takes no touches and is not text or a system container is decoration
      // (an overlay gradient in a wrapper, a tint), even when its type is custom.
      if modifiers.contains(where: Self.disablesHitTesting), layer != .fullBleed,
        !layer.isExplicitContent
      {
        self = .fullBleed
      } else {
        self = layer
      }
    }

    var isExplicitContent: Bool {
      if case .content(_, true) = self { return true }
      return false
    }

    /// `.allowsHitTesting(false)`.
    private static func disablesHitTesting(_ modifier: Modifier) -> Bool {
      modifier.name == "allowsHitTesting" && modifier.arguments.first?.expression?.text == "false"
    }

    private static func classify(_ base: Syntax, _ modifiers: [Modifier]) -> Layer {
      guard let name = base.leftmostName else { return .unknown }
      let layer: Layer
      if fullBleedViews.contains(name) {
        layer = .fullBleed
      } else if name == "Image" {
        // An icon ignoring the safe area is odd, but it is not readable content.
        layer = modifiers.contains { $0.name == "resizable" } ? .fullBleed : .unknown
      } else if scrollingContainers.contains(name) || textAndControls.contains(name) {
        layer = .content(subject: "`\(name)`", isExplicit: true)
      } else if layoutContainers.contains(name) {
        layer = container(name, base)
      } else if name.first!.isUppercase, !systemViewsLeftAlone.contains(name) {
        let isDecorative = decorativeNameParts.contains { name.contains($0) }
        layer =
          isDecorative
          ? .fullBleed : .content(subject: "`\(name)` (a custom view)", isExplicit: false)
      } else {
        layer = .unknown
      }
      return layer
    }

    /// A stack or group: content if it holds text, controls or scrolling containers anywhere,
    /// full-bleed if every layer is, content of custom views if any layer is.
    private static func container(_ name: String, _ base: Syntax) -> Layer {
      let holdsContent = base.descendants(.functionCallExpr).contains { node in
        guard let callee = FunctionCall(node)?.calleeName else { return false }
        return textAndControls.contains(callee) || scrollingContainers.contains(callee)
      }
      if holdsContent {
        return .content(subject: "`\(name)` with text or controls", isExplicit: true)
      }
      let layers = FunctionCall(base)?.trailingClosure?.statements.map { statement in
        let chain = ModifierChain(outermost: statement)
        return Layer(chain.base, chain.modifiers)
      }
      guard let layers, !layers.isEmpty else { return .unknown }
      if layers.allSatisfy({ $0 == .fullBleed }) { return .fullBleed }
      if layers.contains(where: { if case .content = $0 { true } else { false } }) {
        return .content(subject: "`\(name)` of custom views", isExplicit: false)
      }
      return .unknown
    }

    /// The first text-input control anywhere in the view, e.g. `TextField`.
    static func textInput(in view: Syntax) -> String? {
      for node in [view] + view.descendants(.functionCallExpr) {
        if let name = FunctionCall(node)?.calleeName, textInputs.contains(name) { return name }
      }
      return nil
    }

    static let fullBleedViews: Set = [
      "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
      "MeshGradient", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle",
      "Ellipse", "Capsule", "ContainerRelativeShape", "Path", "Canvas", "AsyncImage", "Map",
      "VideoPlayer", "SpriteView", "SceneView", "RealityView",
    ]
    static let scrollingContainers: Set = [
      "ScrollView", "List", "Form", "Table", "NavigationStack", "NavigationView",
      "NavigationSplitView",
    ]
    static let textInputs: Set = ["TextField", "SecureField", "TextEditor"]
    static let textAndControls: Set = textInputs.union([
      "Text", "Label", "Button", "Toggle", "Picker", "Slider", "Stepper", "Link", "NavigationLink",
      "Menu", "DatePicker", "ColorPicker", "ShareLink", "Gauge",
    ])
    static let layoutContainers: Set = [
      "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
      "Group", "GeometryReader", "ViewThatFits", "ScrollViewReader",
    ]
    /// Full-screen pagers (`TabView` with `.page` style) commonly bleed on purpose.
    static let systemViewsLeftAlone: Set = [
      "TabView", "Spacer", "EmptyView", "ForEach", "ProgressView", "ContentUnavailableView",
    ]
    /// Custom views named like a backdrop or media surface.
    static let decorativeNameParts = [
      "Background", "Backdrop", "Gradient", "Scrim", "Blur", "Wallpaper", "Artwork", "Map",
      "Camera", "Video",
    ]
  }

  /// Where the whole view expression stands.
  enum Placement: Equatable {
    /// Inside `.background(…)`/`.background { }` or `.mask`: a backdrop by role.
    case backdrop
    /// Inside `.overlay`, or the first layer of a ZStack: fine unless clearly content.
    case overlayOrFirstLayer
    case other

    init(of expression: Syntax) {
      var placement = Placement.other
      if let stack = enclosingCall(of: expression), stack.calleeName == "ZStack",
        stack.trailingClosure?.statements.first == expression
      {
        placement = .overlayOrFirstLayer
      }
      // A backdrop anywhere above wins: `.background { X().overlay { Y().ignoresSafeArea() } }`.
      for ancestor in expression.ancestors {
        if ancestor.kind == .memberBlock || ancestor.kind == .sourceFile { break }
        guard ancestor.kind == .closureExpr || ancestor.kind == .argumentList,
          let owner = ancestor.parent.flatMap({
            $0.kind == .labeledTrailingClosure ? $0.parent : $0
          }),
          let name = FunctionCall(owner)?.memberAccess?.name
        else { continue }
        if name == "background" || name == "mask" {
          placement = .backdrop
          break
        }
        if name == "overlay" { placement = .overlayOrFirstLayer }
      }
      self = placement
    }
  }

  /// The edge content is pinned to, read from its layout (migrations.md §3).
  enum PinnedEdge: String {
    case top, bottom

    init?(view: Syntax, whole: ModifierChain, placement: Placement) {
      let expression = whole.outermost
      let enclosing = enclosingCall(of: expression)
      let statements = enclosing?.trailingClosure?.statements ?? []
      // `ZStack(alignment: .bottom) { backdrop; content }`
      if let stack = enclosing, stack.calleeName == "ZStack", placement == .other,
        let edge = stack.argument(labeled: "alignment")?.expression.flatMap(Self.init(alignment:))
      {
        self = edge
        return
      }
      // `.frame(maxHeight: .infinity, alignment: .bottom)`
      for frame in whole.modifiers where frame.name == "frame" {
        let call = frame.call
        if call?.argument(labeled: "maxHeight")?.expression?.text == ".infinity",
          let edge = call?.argument(labeled: "alignment")?.expression.flatMap(Self.init(alignment:))
        {
          self = edge
          return
        }
      }
      // `VStack { Spacer(); bar }.ignoresSafeArea()`
      if let stack = FunctionCall(view),
        stack.calleeName == "VStack" || stack.calleeName == "LazyVStack",
        let edge = Self.init(spacerIn: stack.trailingClosure?.statements ?? [], around: nil)
      {
        self = edge
        return
      }
      // `VStack { Spacer(); bar.ignoresSafeArea() }`
      if let stack = enclosing, stack.calleeName == "VStack" || stack.calleeName == "LazyVStack",
        let edge = Self.init(spacerIn: statements, around: expression)
      {
        self = edge
        return
      }
      // `.safeAreaInset(edge: .bottom) { bar.ignoresSafeArea() }`
      if let inset = enclosing,
        inset.memberAccess?.name == "safeAreaInset" || inset.memberAccess?.name == "safeAreaBar",
        let edge = inset.argument(labeled: "edge")?.expression.flatMap(Self.init(alignment:))
      {
        self = edge
        return
      }
      return nil
    }

    /// `.bottom`, `.bottomLeading`, `Alignment.topTrailing`, … (top or bottom only).
    init?(alignment: Syntax) {
      guard let name = MemberAccess(alignment)?.name else { return nil }
      if name.hasPrefix("bottom") {
        self = .bottom
      } else if name.hasPrefix("top") {
        self = .top
      } else {
        return nil
      }
    }

    /// A VStack's items with one Spacer: before `item` (or first) pins to the bottom, after it
    /// (or last) to the top. With `item` nil the whole stack is the content.
    init?(spacerIn statements: [Syntax], around item: Syntax?) {
      let spacers = statements.indices.filter {
        FunctionCall(statements[$0])?.calleeName == "Spacer"
      }
      guard statements.count >= 2, spacers.count == 1, let spacer = spacers.first else {
        return nil
      }
      if let item {
        guard let position = statements.firstIndex(of: item) else { return nil }
        if position == statements.count - 1 && spacer < position {
          self = .bottom
        } else if position == 0 && spacer > position {
          self = .top
        } else {
          return nil
        }
      } else if spacer == 0 {
        self = .bottom
      } else if spacer == statements.count - 1 {
        self = .top
      } else {
        return nil
      }
    }
  }

  /// Moving `.ignoresSafeArea()` from content to its backdrop: the `.background` modifiers
  /// right before it, or the first layer of a ZStack.
  struct BackdropMove {
    /// `.ignoresSafeArea()` appended to each backdrop that does not bleed by itself.
    let appendTo: [Syntax]
    let removed: Modifier
    let isZStack: Bool
    let file: SourceFile

    init?(before: [Modifier], base: Syntax, modifier: Modifier, context: MigrationContext) {
      let backgrounds = before.reversed().prefix { $0.name == "background" }
      var appendTo: [Syntax] = []
      if !backgrounds.isEmpty {
        for background in backgrounds {
          guard let layer = Self.backdrop(of: background, context: context) else { return nil }
          appendTo += layer
        }
        isZStack = false
      } else {
        // `ZStack { Color.x; content }.ignoresSafeArea()`
        guard let stack = FunctionCall(base), stack.calleeName == "ZStack",
          let layers = stack.trailingClosure?.statements, layers.count >= 2
        else { return nil }
        let first = ModifierChain(outermost: layers[0])
        guard Layer(first.base, first.modifiers) == .fullBleed else { return nil }
        appendTo = first.has("ignoresSafeArea") ? [] : [layers[0]]
        isZStack = true
      }
      self.appendTo = appendTo
      self.removed = modifier
      self.file = base.file
    }

    /// The layer of one `.background` that needs `.ignoresSafeArea()` ([] if it bleeds by
    /// itself), or nil when that cannot be written (several views, a style in a variable).
    private static func backdrop(of background: Modifier, context: MigrationContext) -> [Syntax]? {
      let arguments = background.arguments
      let layer: Syntax
      if let closure = background.trailingClosure {
        guard arguments.allSatisfy({ $0.label == "alignment" }), closure.signature == nil,
          closure.statements.count == 1
        else { return nil }
        layer = closure.statements[0]
      } else {
        guard let first = arguments.first, first.label == nil, let expression = first.expression,
          arguments.dropFirst().allSatisfy({ $0.label == "alignment" })
        else { return nil }
        layer = expression
        if arguments.count == 1 {
          // `.background(.bar)`: only the ShapeStyle overload takes it, and it bleeds.
          if let access = MemberAccess(expression), access.base == nil { return [] }
          // A Color or gradient picks the ShapeStyle overload where it exists (iOS 15+).
          let style = ModifierChain(outermost: expression)
          if let name = style.base.leftmostName, Self.styleViews.contains(name),
            style.modifiers.allSatisfy({ $0.name == "opacity" }),
            context.isAvailable(
              IgnoresSafeAreaScope.styleBackgroundAvailability, at: background.node)
          {
            return []
          }
        }
      }
      let chain = ModifierChain(outermost: layer)
      if chain.has("ignoresSafeArea") || chain.has("edgesIgnoringSafeArea") { return [] }
      // Only a view can take `.ignoresSafeArea()`; a lowercase name may be a ShapeStyle.
      guard let name = chain.base.leftmostName, name.first!.isUppercase else { return nil }
      return [layer]
    }

    /// Modifiers that keep the move from laying out the same: before `.ignoresSafeArea()`,
    /// one that flattens or clips the container (the moved layer would be cut to the safe
    /// area); after it, a hit shape or gesture on the container (its hit area would shrink).
    func blocker(before: [Modifier], after: [Modifier]) -> Modifier? {
      let between = isZStack ? before : Array(before.reversed().drop { $0.name == "background" })
      if let clip = between.first(where: { Self.clippingModifiers.contains($0.name) }),
        isZStack
      {
        return clip
      }
      return after.first { Self.hitModifiers.contains($0.name) }
    }

    func blockedMessage(_ subject: String, _ blocker: Modifier) -> String {
      let owner = isZStack ? "its first layer" : "its background"
      let why =
        Self.hitModifiers.contains(blocker.name)
        ? "the area where `.\(blocker.name)` takes touches would shrink to the safe area"
        : "`.\(blocker.name)` on the container would cut \(owner) back to the safe area"
      return
        "\(subject) ignores the safe area on every edge only for \(owner), which also moves its content under the bars and home indicator; letting only \(owner) ignore it is the fix, but \(why), so it is left to you"
    }

    static let clippingModifiers: Set = [
      "drawingGroup", "compositingGroup", "clipped", "clipShape", "mask",
    ]
    static let hitModifiers: Set = [
      "contentShape", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
      "highPriorityGesture",
    ]

    func message(_ subject: String) -> String {
      let owner = isZStack ? "its first layer" : "its background"
      let action =
        appendTo.isEmpty
        ? "\(owner) already extends under the safe area: drop `.ignoresSafeArea()`"
        : "move `.ignoresSafeArea()` onto \(owner)"
      return
        "\(subject) ignores the safe area on every edge only for \(owner), which also moves its content under the bars and home indicator; \(action)"
    }

    func fix(style: SourceStyle) -> Fix {
      Fix(edits: appendTo.map { appending(to: $0, style: style) } + [removal(of: removed)])
    }

    /// `.ignoresSafeArea()` after `layer`, on its own line when the layer's last modifier is.
    private func appending(to layer: Syntax, style: SourceStyle) -> TextEdit {
      let end = layer.range.upperBound
      if let last = ModifierChain(outermost: layer).modifiers.last,
        last.memberAccess.dotToken.isAtStartOfLine
      {
        let indent = file.indentation(ofLineContaining: last.memberAccess.dotToken.range.lowerBound)
        return .insert("\(style.lineEnding)\(indent).ignoresSafeArea()", at: end)
      }
      return .insert(".ignoresSafeArea()", at: end)
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

    /// Views that are also ShapeStyles.
    static let styleViews: Set = [
      "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
      "MeshGradient",
    ]
  }

}

// MARK: - Helpers

/// The call whose trailing closure holds `expression` as one of its statements.
private func enclosingCall(of expression: Syntax) -> FunctionCall? {
  guard expression.isStatement, let closure = expression.parent, closure.kind == .closureExpr,
    let owner = closure.parent
  else { return nil }
  return FunctionCall(owner.kind == .labeledTrailingClosure ? owner.parent ?? owner : owner)
}
