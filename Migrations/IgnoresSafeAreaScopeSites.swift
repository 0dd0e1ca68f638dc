import MigrationKit
import SwiftCST

// How ignores-safe-area-scope classifies a site: what the ignoring view is (`Layer`), where it
// stands (`Placement`), the edge its content is pinned to (`PinnedEdge`), whether it is full
// screen by declaration. The backdrop move, with the modifiers that block it, is in
// IgnoresSafeAreaScopeBackdrop.swift. The first file, IgnoresSafeAreaScope.swift, matches the
// calls and writes the findings and edits.

extension IgnoresSafeAreaScope {
  // MARK: - Full screen by declaration

  /// Whether a custom view is, as far as the index can follow it, text, a control or a
  /// scrolling container (`HomeScreen` whose body is a `List`).
  func buildsContent(_ base: Syntax, context: MigrationContext) -> Bool {
    let resolver = context.resolver(for: base.file)
    guard let underlying = resolver.underlyingView(of: base) else { return false }
    return Layer.scrollingContainers.contains(underlying)
      || Layer.textAndControls.contains(underlying)
  }

  /// Whether the content over a backdrop builds text, a control or a scroller, as far as the
  /// index can follow it: the ZStack's layers after the first, or the view under
  /// `.background`.
  func backdropCovers(_ base: Syntax, _ move: BackdropMove, context: MigrationContext) -> Bool {
    guard move.isZStack, let layers = FunctionCall(base)?.trailingClosure?.statements else {
      return buildsContent(base, context: context)
    }
    return layers.dropFirst().contains { buildsContent($0, context: context) }
  }

  /// A view type of the run that is a representable (a UIKit or AppKit view hosted full
  /// bleed, the idiom) or whose body is one colour, gradient or shape, also through a
  /// typealias of the run (`typealias OnboardingWash = BrandWash`); or a property or
  /// function whose body is one of those.
  func isFullBleedDeclaration(_ base: Syntax, context: MigrationContext) -> Bool {
    let resolver = context.resolver(for: base.file)
    guard var name = base.leftmostName else { return false }
    if name.first?.isUppercase == true {
      if Layer.isMadeByTypeMember(base) {
        // `Pickers.camera(…)`: the type the method returns (a representable), not `Pickers`.
        guard let made = resolver.type(of: base)?.name else { return false }
        name = made
      }
      guard
        var type = context.semantic.type(named: name, inside: resolver.enclosingTypeName(of: base))
      else { return false }
      if type.kind == .typealias, let aliased = resolver.aliasedTypeOfRun(name),
        let target = context.semantic.type(named: aliased)
      {
        type = target
      }
      if type.isRepresentable { return true }
      let body = context.semantic.members(named: "body", in: type.name).first?.viewArity
      return body?.count == .one && body?.root.map(Layer.fullBleedViews.contains) == true
    }
    let arity = resolver.viewArity(of: base)
    return arity.count == .one && arity.root.map(Layer.fullBleedViews.contains) == true
  }

  /// A container whose views include a representable of the run (`ZStack { VideoHost(); … }`):
  /// a hosted UIKit or AppKit view shown full bleed with its overlays, the same idiom as a
  /// representable ignoring the safe area by itself. A representable beside other views in a
  /// stack that lays them out side by side (`VStack { Text(title); WheelHost() }`) is one row
  /// of the content, not a layer under overlays: that does not count.
  func hostsRepresentable(_ base: Syntax, context: MigrationContext) -> Bool {
    guard let container = FunctionCall(base), container.trailingClosure != nil else { return false }
    return base.descendants.contains { node in
      guard node.kind == .functionCallExpr, let call = FunctionCall(node),
        call.callee.kind == .declReferenceExpr, let name = call.calleeName,
        name.first?.isUppercase == true
      else { return false }
      return context.semantic.isRepresentable(name) && isLayer(node, of: base)
    }
  }

  /// Whether `node` is a layer of `container`: no stack between them lays it out beside
  /// other views (each VStack, HStack, Grid, List or Form on the way holds one view).
  private func isLayer(_ node: Syntax, of container: Syntax) -> Bool {
    var current = node
    while current != container, let parent = current.parent {
      if parent.kind == .closureExpr, let owner = parent.parent,
        let call = FunctionCall(
          owner.kind == .labeledTrailingClosure ? owner.parent ?? owner : owner),
        call.callee.kind == .declReferenceExpr, let name = call.calleeName,
        Self.sideBySideContainers.contains(name),
        (call.trailingClosure?.statements.count ?? 0) > 1
      {
        return false
      }
      current = parent
    }
    return true
  }

  static let sideBySideContainers: Set = [
    "VStack", "HStack", "LazyVStack", "LazyHStack", "Grid", "GridRow", "LazyVGrid", "LazyHGrid",
    "List", "Form",
  ]

  /// A page of a paged `TabView` (`.tabViewStyle(.page…)`, `PageTabViewStyle(…)`): a view of
  /// its content, or of a `ForEach` there. Each page fills the pager wherever the layout put
  /// it, and ignoring the safe area on the pages is the usual cure for pages shifted by the
  /// safe-area insets; nothing runs under the bars because of it.
  func isPagedTabViewPage(_ expression: Syntax) -> Bool {
    guard var owner = enclosingCall(of: expression) else { return false }
    if owner.calleeName == "ForEach", owner.callee.kind == .declReferenceExpr,
      let outer = enclosingCall(of: ModifierChain(base: owner.node).outermost)
    {
      owner = outer
    }
    guard owner.calleeName == "TabView", owner.callee.kind == .declReferenceExpr else {
      return false
    }
    return ModifierChain(base: owner.node).modifiers.contains { modifier in
      guard modifier.name == "tabViewStyle", let style = modifier.arguments.first?.expression
      else { return false }
      let text = style.text
      return text.hasPrefix(".page") || text.hasPrefix(".verticalPage")
        || text.hasPrefix("PageTabViewStyle") || text.hasPrefix("VerticalPageTabViewStyle")
    }
  }

  /// The root view given to a hosting view or controller (`NSHostingView(rootView: view)`,
  /// or a local `let` passed as `rootView:` in the same block): it fills a window or a
  /// host the app sizes, and ignoring every edge there is the full-window idiom (content
  /// under a transparent title bar).
  func isHostingRoot(_ expression: Syntax) -> Bool {
    guard let parent = expression.parent else { return false }
    if parent.kind == .argument {
      guard Argument(parent).label == "rootView", let list = parent.parent,
        let call = list.parent.flatMap(FunctionCall.init)
      else { return false }
      return call.calleeName.map(Self.hostingTypes.contains) ?? false
    }
    guard parent.kind == .initializerClause, let binding = parent.parent,
      binding.kind == .patternBinding, let name = binding.firstToken?.text,
      let block = binding.ancestor(.codeBlock)
    else { return false }
    return expression.file.calls(named: Self.hostingTypes.sorted()).contains { call in
      block.range.contains(call.node.range.lowerBound)
        && call.arguments.contains { $0.label == "rootView" && $0.expression?.text == name }
    }
  }

  /// The `.scrollTargetBehavior(.paging)` of a ScrollView: it scrolls a page at a time, each
  /// page as big as the scroll view, so ignoring every edge there makes the pages full screen
  /// (a feed of full-screen clips, as in mundo's activity feed), which is the design.
  static func pagingBehavior(of base: Syntax, whole: ModifierChain) -> Modifier? {
    guard let scroll = FunctionCall(base), scroll.calleeName == "ScrollView",
      scroll.callee.kind == .declReferenceExpr
    else { return nil }
    return whole.modifiers.first { modifier in
      guard modifier.name == "scrollTargetBehavior",
        let behavior = modifier.arguments.first?.expression?.text
      else { return false }
      return behavior == ".paging" || behavior.hasPrefix("PagingScrollTargetBehavior")
    }
  }

  static let hostingTypes: Set = [
    "NSHostingView", "NSHostingController", "UIHostingController", "NSHostingMenu",
  ]

  // MARK: - Classification

  /// What the ignoring view is.
  enum Layer: Equatable {
    /// A color, gradient, shape, resizable image or media view, or a stack of only those.
    case fullBleed
    /// Readable or interactive content. `subject` names it for messages; `isExplicit` when it
    /// is a system scrolling container, text or a control (not only custom views).
    case content(subject: String, isExplicit: Bool)
    case unknown

    /// `declaresType`: whether the run declares a type (or typealias) of a name written at
    /// `base` (`Resolver.declaresType(named:at:)`): the app's own `Text` or `Image` is a
    /// custom view, not SwiftUI's. `valueType`: the declared type of a value read from a
    /// type of the run (`Resolver.type(of:)`), when the caller can tell it.
    init(
      _ base: Syntax, _ modifiers: [Modifier], declaresType: (String) -> Bool,
      valueType: (Syntax) -> String? = { _ in nil }
    ) {
      let layer = Self.classify(base, modifiers, declaresType, valueType)
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

    private static func classify(
      _ base: Syntax, _ modifiers: [Modifier], _ declaresType: (String) -> Bool,
      _ valueType: (Syntax) -> String?
    ) -> Layer {
      guard let name = base.leftmostName else { return .unknown }
      let layer: Layer
      if base.kind == .memberAccessExpr || isMadeByTypeMember(base), name.first!.isUppercase,
        declaresType(name)
      {
        // `Theme.Gradients.night`: a value a type of the run declares (a static gradient),
        // not a view of that type; it is what its declared type is. So is what a static
        // method returns (`Pickers.camera(onCapture:)`, a representable).
        layer = valueType(base).map { value(ofType: unqualifiedName($0), declaresType) } ?? .unknown
      } else if name.first!.isUppercase, declaresType(name) {
        layer = customView(name)
      } else if fullBleedViews.contains(name) {
        layer = .fullBleed
      } else if name == "Image" {
        // An icon ignoring the safe area is odd, but it is not readable content.
        layer = modifiers.contains { $0.name == "resizable" } ? .fullBleed : .unknown
      } else if scrollingContainers.contains(name) || textAndControls.contains(name) {
        layer = .content(subject: "`\(name)`", isExplicit: true)
      } else if layoutContainers.contains(name) {
        layer = container(name, base, declaresType, valueType)
      } else if SwiftUIViews.names.contains(name) {
        // SwiftUI's own views the lists above leave out (a Divider line, an AnyView): not
        // a custom view, and nothing this can tell is readable content.
        layer = .unknown
      } else if base.kind == .memberAccessExpr, name.first!.isUppercase {
        // `Palette.backgroundNorm`: a static member of a type the run does not declare (a
        // design system's colour), a value of a type this cannot see, not a view `Palette`.
        layer = .unknown
      } else if name.first!.isUppercase, !systemViewsLeftAlone.contains(name) {
        // A view of another module made `.resizable()` is an image-loading library's image
        // view (`KFImage(url).resizable()`, `WebImage`): artwork, as `Image(…).resizable()`.
        layer = modifiers.contains { $0.name == "resizable" } ? .fullBleed : customView(name)
      } else {
        layer = .unknown
      }
      return layer
    }

    /// A call of a member of a type (`Pickers.camera(onCapture: save)`), which makes what
    /// the member returns, not a view of that type.
    static func isMadeByTypeMember(_ base: Syntax) -> Bool {
      base.kind == .functionCallExpr && FunctionCall(base)?.callee.kind == .memberAccessExpr
    }

    /// A chain that starts at a type's name, `Pickers.camera(onCapture: save).ignoresSafeArea()`,
    /// read as the static call's view and the modifiers after it; nil for any other chain.
    static func viewMadeByTypeMember(_ base: Syntax, _ modifiers: [Modifier]) -> (
      base: Syntax, modifiers: [Modifier]
    )? {
      guard base.kind == .declReferenceExpr, base.leftmostName?.first?.isUppercase == true,
        let first = modifiers.first, first.call != nil
      else { return nil }
      return (first.node, Array(modifiers.dropFirst()))
    }

    /// A value of type `type`: decoration, text or a control, a custom view, or unknown.
    private static func value(ofType type: String, _ declaresType: (String) -> Bool) -> Layer {
      if declaresType(type) { return customView(type) }
      if fullBleedViews.contains(type) { return .fullBleed }
      if scrollingContainers.contains(type) || textAndControls.contains(type) {
        return .content(subject: "`\(type)`", isExplicit: true)
      }
      return .unknown
    }

    /// A view the project declares: decoration when its name says so (`…Background`),
    /// else content.
    private static func customView(_ name: String) -> Layer {
      let isDecorative = decorativeNameParts.contains { name.contains($0) }
      return isDecorative
        ? .fullBleed : .content(subject: "`\(name)` (a custom view)", isExplicit: false)
    }

    /// A stack or group: content if it holds text, controls or scrolling containers anywhere,
    /// full-bleed if every layer is, content of custom views if any layer is.
    private static func container(
      _ name: String, _ base: Syntax, _ declaresType: (String) -> Bool,
      _ valueType: (Syntax) -> String?
    ) -> Layer {
      let holdsContent = base.descendants(.functionCallExpr).contains { node in
        guard let callee = FunctionCall(node)?.calleeName else { return false }
        return textAndControls.contains(callee) || scrollingContainers.contains(callee)
      }
      if holdsContent {
        return .content(subject: "`\(name)` with text or controls", isExplicit: true)
      }
      let layers = FunctionCall(base)?.trailingClosure?.statements.map { statement in
        let chain = ModifierChain(outermost: statement)
        return Layer(
          chain.base, chain.modifiers, declaresType: declaresType, valueType: valueType)
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
    /// Inside `.background(…)`/`.background { }` or `.mask`, or in a property or function
    /// only its file sees (`MemberUses`) that it uses only there: a backdrop by role.
    case backdrop
    /// Inside `.overlay`, or the first layer of a ZStack: fine unless clearly content.
    case overlayOrFirstLayer
    case other

    /// `depth`: how many private members' uses were followed to reach `expression`.
    init(of expression: Syntax, depth: Int = 0) {
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
      // A view of a property or function only this file sees (private, or in a private
      // extension or type: `.background(portraitWash)`) stands where each of its uses
      // does: a backdrop when every one of them is.
      if placement != .backdrop, depth < 2,
        case .member(let declaration) = EnclosingViews(around: expression).end,
        let uses = MemberUses.inFile(of: declaration), !uses.isEmpty,
        uses.allSatisfy({
          Placement(of: ModifierChain(base: $0).outermost, depth: depth + 1) == .backdrop
        })
      {
        placement = .backdrop
      }
      self = placement
    }
  }

  /// The edge content is pinned to, read from its layout (migrations.md §3).
  enum PinnedEdge: String {
    case top, bottom

    init?(view: Syntax, whole: ModifierChain, placement: Placement, resolver: Resolver) {
      let expression = whole.outermost
      let enclosing = enclosingCall(of: expression)
      let statements = enclosing?.trailingClosure?.statements ?? []
      // `ZStack(alignment: .bottom) { backdrop; content }`; a layer as tall as the stack is
      // placed by nothing but its own layout.
      if let stack = enclosing, stack.calleeName == "ZStack", placement == .other,
        let edge = stack.argument(labeled: "alignment")?.expression.flatMap(Self.init(alignment:)),
        !Self.mayFillHeight(view, whole, resolver: resolver)
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

    /// Whether the view may take all the height it is offered, so that a ZStack's alignment
    /// moves it nowhere the tool can tell: a frame with `maxHeight: .infinity`, a VStack a
    /// Spacer stretches, or a scroller, GeometryReader, colour or shape that no frame gives a
    /// height of its own, written so or as the one view a view or member of the run builds
    /// (`FeedList()` whose body is a `List`); or a view of the run whose views are chosen by
    /// branches that start from different views (`if raining { tint } else { Color.clear }`):
    /// its height is not known, so no edge is claimed for it.
    static func mayFillHeight(_ view: Syntax, _ whole: ModifierChain, resolver: Resolver) -> Bool {
      var hasHeight = false
      for frame in whole.modifiers where frame.name == "frame" {
        let maxHeight = frame.call?.argument(labeled: "maxHeight")?.expression?.text
        if maxHeight == ".infinity" { return true }
        if maxHeight != nil || frame.call?.argument(labeled: "height") != nil { hasHeight = true }
      }
      if isSpacerStack(view) { return true }
      guard !hasHeight else { return false }
      switch resolver.underlyingViewAnswer(of: view) {
      case .view(let name): return fills(name)
      case .chosenByCondition: return true
      case .unknown: return false
      }
    }

    private static func fills(_ name: String) -> Bool {
      Layer.scrollingContainers.contains(name) || Layer.fullBleedViews.contains(name)
        || name == "GeometryReader" || name == "TabView"
    }

    /// A VStack whose one Spacer pins its other items to an edge (`VStack { Spacer(); bar }`).
    static func isSpacerStack(_ view: Syntax) -> Bool {
      guard let stack = FunctionCall(view),
        stack.calleeName == "VStack" || stack.calleeName == "LazyVStack"
      else { return false }
      return Self(spacerIn: stack.trailingClosure?.statements ?? [], around: nil) != nil
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
}

// MARK: - Helpers

/// The call whose trailing closure holds `expression` as one of its statements.
private func enclosingCall(of expression: Syntax) -> FunctionCall? {
  guard expression.isStatement, let closure = expression.parent, closure.kind == .closureExpr,
    let owner = closure.parent
  else { return nil }
  return FunctionCall(owner.kind == .labeledTrailingClosure ? owner.parent ?? owner : owner)
}
