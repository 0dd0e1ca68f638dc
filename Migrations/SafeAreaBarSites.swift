import MigrationKit
import SwiftCST

// How safe-area-bar classifies a site: whether the content laid over a view is a bar (one
// interactive, non-decorative view, always shown), whether the view under it is a vertical
// scroller, the edge and alignment it is pinned to, and the verdict. SafeAreaBar.swift finds
// the three forms and writes the edits and the helper file.

extension SafeAreaBar {
  // MARK: Deciding

  enum Verdict {
    case ignore
    /// Reported without a fix; `nothingToDo` when the code is right as it is (`--verbose` only).
    case refuse(String, nothingToDo: Bool = false)
    case rewrite(Placement, scroller: String)
  }

  /// Shared by the overlay and ZStack forms. Diagnoses only interactive content that is half
  /// a bar situation (an edge alignment or a scroller), so artwork with a button stays quiet.
  func verdict(
    base: Syntax, alignment: Syntax?, content: [Syntax], form: String, _ project: Project
  )
    -> Verdict
  {
    guard content.count == 1, ModifierChain(outermost: base).base.kind != .postfixIfConfigExpr
    else { return .ignore }
    let placement = Placement(alignment)
    let scroller = scrollerName(base)
    // Content whose own frame fills the height and aligns it to an edge is a bar only over a
    // scroller laid out without an edge, where it is said and not rewritten (as a safe-area
    // bar it would fill the scroller's height); elsewhere it is a full-height layer.
    let kind = classify(content[0], project, edgeFrameIsBar: placement == nil && scroller != nil)
    guard kind == .bar || kind == .conditionalBar else { return .ignore }
    if placement != nil, let scroller, let flip = Self.flip(of: base) {
      return .refuse(
        "\(form) lays a bar over a \(scroller) drawn upside down with `\(flip)`: a safe-area bar would reserve its space, and show its scroll-edge effect, at the other end; left as is",
        nothingToDo: true)
    }
    switch (placement, scroller) {
    case (nil, nil): return .ignore
    case (nil, let scroller?):
      // `VStack { Spacer(); Button(…) }` pins the button to the bottom edge as an alignment
      // would: a bar whose rows scroll under it. So does full-width-frame's rewrite of it,
      // `Button(…).frame(maxHeight: .infinity, alignment: .bottom)`.
      if kind == .bar, let pinned = pinnedVerdict(content[0], base: base, form: form, scroller) {
        return pinned
      }
      // Pinned to an edge but shown only in some states: a toast, or completions hidden
      // while there are none.
      if kind == .conditionalBar,
        Self.spacerPinnedEdge(content[0]) ?? Self.framePinnedEdge(content[0]) != nil
      {
        return conditional(content[0], form: form, over: "a \(scroller)", project)
      }
      // Centred or at a side (a floating player, HUD or jump button), or shown only in some
      // states (under `if`: an empty, error or detail view meant to cover the rows): nothing
      // to act on (`--verbose` only). A custom `Alignment(…)` may be an edge: said. One built
      // from standard guides is an edge alignment spelled out: said as such.
      if let name = alignment.flatMap(AlignmentValue.staticName(of:)),
        let edge = ["top", "bottom"].first(where: name.hasPrefix)
      {
        return .refuse(
          "\(form) over a \(scroller) pins interactive content to the \(edge) edge, as `.\(name)` does, but an Alignment built from its guides is left as is: check that it does not hide the \(edge == "bottom" ? "last" : "first") rows; written `.\(name)`, it would become a safe-area bar",
          nothingToDo: kind == .conditionalBar)
      }
      return .refuse(
        "\(form) over a \(scroller) does not pin interactive content to the top or bottom edge: left as is; check that it does not hide rows",
        nothingToDo: kind == .conditionalBar || Self.isCentredOrSide(alignment))
    case (let placement?, nil):
      // Worth saying only when the base scrolls after all: a view of the project whose body
      // is a List or ScrollView (or a property building one). A bar over a stack, an image,
      // a TabView or a view the index cannot see into hides nothing that scrolls.
      guard let root = ModifierChain(outermost: base).base.leftmostName,
        let underlying = project.resolver.underlyingView(of: base), underlying != root,
        ["ScrollView", "List", "Form", "Table"].contains(underlying)
      else { return .ignore }
      if let reason = fillingContent(content[0], project) {
        return .refuse(
          "\(form) over `\(root)`, which builds a \(underlying), holds content that is no bar: \(reason); as a safe-area bar it would take the whole height, so it stays an overlay",
          nothingToDo: true)
      }
      // A toast or jump button over it stays an overlay, as over the scroller itself.
      guard kind == .bar else {
        return conditional(
          content[0], form: form, over: "`\(root)`, which builds a \(underlying)", project)
      }
      return .refuse(
        "\(form) lays a bar over `\(root)`, which builds a \(underlying): its \(placement.coveredRows) rows scroll under the bar; put the bar in safeAreaInset(\(placement.arguments)) on `\(root)` to reserve its space"
      )
    case (let placement?, let scroller?):
      if let reason = fillingContent(content[0], project) {
        return .refuse(
          "\(form) over a \(scroller) holds content that is no bar: \(reason); as a safe-area bar it would take the \(scroller)'s whole height, so it stays an overlay",
          nothingToDo: true)
      }
      guard kind == .bar else {
        return conditional(content[0], form: form, over: "a \(scroller)", project)
      }
      // A VStack with a Spacer (or a frame filling the height) takes all the height it is
      // offered: as a safe-area bar it would take the scroller's (the ZStack's alignment
      // places nothing of it); said as without an alignment.
      if let pinned = pinnedVerdict(content[0], base: base, form: form, scroller) {
        return pinned
      }
      if let hosted = Self.hostedRepresentable(in: base, project) {
        return .refuse(
          "\(form) lays a bar over a ScrollView that only hosts `\(hosted)`, a UIKit or AppKit view: a safe-area bar would inset the ScrollView around it and shift the whole view, not the content it scrolls itself; left as is",
          nothingToDo: true)
      }
      if let reason = Self.reservesNothing(on: base, at: placement.edge) {
        return .refuse(
          "\(form) lays a bar over a \(scroller) that \(reason): a safe-area bar would reserve nothing; left as is",
          nothingToDo: true)
      }
      if let reserved = Self.reservation(on: base, at: placement.edge) {
        return .refuse(
          "\(form) lays a bar over a \(scroller) that already keeps its \(placement.edge) edge free with `\(Self.written(reserved))`: left as is",
          nothingToDo: true)
      }
      return .rewrite(placement, scroller: scroller)
    }
  }

  /// The verdict on content pinned to an edge of the scroller by a `VStack` with a Spacer
  /// (`VStack { Spacer(); Button(…) }`) or by full-width-frame's rewrite of it
  /// (`Button(…).frame(maxHeight: .infinity, alignment: .bottom)`): a bar whose rows scroll
  /// under it, said and not rewritten (the content fills the height it is offered, so as a
  /// safe-area bar it would fill the scroller's); nil for other content.
  private func pinnedVerdict(_ view: Syntax, base: Syntax, form: String, _ scroller: String)
    -> Verdict?
  {
    guard
      let (edge, how, content) = Self.spacerPinnedEdge(view).map({
        ($0, "a VStack with a Spacer", "the content")
      })
        ?? Self.framePinnedEdge(view).map({
          ($0, "a frame with maxHeight: .infinity", "the content, without that frame,")
        })
    else { return nil }
    // Over a whole NavigationStack the content floats over every screen pushed there:
    // inset the NavigationStack, or it would show on the first screen only.
    let stack = Self.isNavigationStack(base)
    // A scroller shortened on that edge (`.padding(.bottom, 56)` on the List) ends before
    // the content: no row goes under it, as for a bar aligned there.
    if let reserved = Self.reservation(on: base, at: edge) {
      return .refuse(
        "\(form) holds interactive content pinned to the \(edge) edge of a \(scroller) (\(how)), which already keeps its \(edge) edge free with `\(Self.written(reserved))`: left as is",
        nothingToDo: true)
    }
    // Content that already ends (starts) with room for it keeps its rows clear by that
    // fixed length; the inset reserves the content's own height, so that room goes.
    if !stack, let reserved = Self.contentReservation(in: base, at: edge) {
      return .refuse(
        "\(form) holds interactive content pinned to the \(edge) edge of a \(scroller) (\(how)), whose content keeps its \(edge) edge free with `\(Self.quoted(reserved))`, a fixed length: put \(content) in safeAreaInset(edge: .\(edge)) on the \(scroller), which reserves its own height, and remove that \(reserved.kind)"
      )
    }
    return .refuse(
      "\(form) holds interactive content pinned to the \(edge) edge of a \(scroller)\(stack ? " in a NavigationStack" : "") (\(how)): its \(edge == "bottom" ? "last" : "first") rows scroll under it; put \(content) in safeAreaInset(edge: .\(edge)) on the \(stack ? "NavigationStack to reserve its space on every screen shown there (on the \(scroller) it would show on the first screen only)" : "\(scroller) to reserve its space")"
    )
  }

  /// Content shown only in some states over a scroller (`over`: "a List", or "`Feed`, which
  /// builds a List"): as a safe-area bar it would push the rows whenever it shows, so it stays
  /// an overlay; nothing to act on (`--verbose` only).
  private func conditional(_ content: Syntax, form: String, over: String, _ project: Project)
    -> Verdict
  {
    if let hiding = Self.statefulHiding(in: ModifierChain(outermost: content)) {
      return .refuse(
        "\(form) shows content over \(over) only in some states (`\(hiding)`): as a safe-area bar it would keep the rows clear of it even while it is hidden, so it stays an overlay",
        nothingToDo: true)
    }
    if let type = conditionalBodyType(content, project) {
      return .refuse(
        "\(form) shows `\(type)` over \(over), and the body of `\(type)` is chosen by if or switch: as a safe-area bar it would push the rows whenever it shows or changes, so it stays an overlay",
        nothingToDo: true)
    }
    return .refuse(
      "\(form) shows a toast or banner over \(over) (under if, #if or .transition): as a safe-area bar it would push the rows whenever it shows, so it stays an overlay",
      nothingToDo: true)
  }

  enum ContentKind { case bar, conditionalBar, decorative, other }

  /// No alignment, or `.center`, `.leading`, `.trailing`: not at the top or bottom edge.
  static func isCentredOrSide(_ alignment: Syntax?) -> Bool {
    guard let alignment else { return true }
    guard let access = MemberAccess(alignment),
      access.base == nil || access.base?.text == "Alignment"
    else { return false }
    return ["center", "leading", "trailing"].contains(access.name)
  }

  /// `top` or `bottom` for a `VStack` of one view and Spacers on one side of it, which pins
  /// the view to the other edge (`VStack { Spacer(); Button(…) }` is a bottom bar); else nil.
  static func spacerPinnedEdge(_ view: Syntax) -> String? {
    let chain = ModifierChain(outermost: view)
    guard let stack = SpacerStack(chain.base), stack.axis == .vertical else { return nil }
    switch (stack.spacersBefore.isEmpty, stack.spacersAfter.isEmpty) {
    case (false, true): return "bottom"
    case (true, false): return "top"
    default: return nil
    }
  }

  /// `top` or `bottom` for a view whose outermost frame fills the height and aligns it to
  /// that edge (`Button(…).frame(maxHeight: .infinity, alignment: .bottom)`); else nil.
  static func framePinnedEdge(_ view: Syntax) -> String? {
    guard let frame = ModifierChain(outermost: view).modifiers.last(where: { $0.name == "frame" }),
      frame.call?.argument(labeled: "maxHeight")?.expression?.text == ".infinity"
    else { return nil }
    return Placement(frame.call?.argument(labeled: "alignment")?.expression)?.edge
  }

  /// Bar content: one interactive, non-decorative view that is always shown.
  func classify(_ view: Syntax, _ project: Project, edgeFrameIsBar: Bool = false) -> ContentKind {
    switch view.kind {
    case .ifExpr, .switchExpr, .ifConfigDecl:
      return isInteractive(view, project) ? .conditionalBar : .other
    default: break
    }
    let chain = ModifierChain(outermost: view)
    if isDecorative(chain, edgeFrameIsBar: edgeFrameIsBar) || isHandle(view, project) {
      return .decorative
    }
    // A scroller is the content being covered, not a bar (`ZStack { Header(); List { … } }`).
    guard scrollerName(view) == nil, isInteractive(view, project) else { return .other }
    let animated =
      !view.descendants(.ifConfigDecl).isEmpty
      || chain.modifiers.contains { modifier in
        ["transition", "animation"].contains(modifier.name)
          || (["offset", "opacity"].contains(modifier.name)
            && !modifier.node.descendants(.ternaryMiddle).isEmpty)
      }
      || view.descendants(.functionCallExpr).contains {
        FunctionCall($0)?.calleeName == "transition"
      }
      || Self.statefulHiding(in: chain) != nil
    return animated || conditionalBodyType(view, project) != nil ? .conditionalBar : .bar
  }

  /// A project modifier that hides the view in some states, as written
  /// (`.hidden(model.isEmpty)`, `.visible(isEditing)`), on the view or on the one view a
  /// `VStack` with a Spacer pins: SwiftUI's own `hidden()` takes no argument, and has no
  /// `visible`. The view is shown only in some states, like content under `if`.
  static func statefulHiding(in chain: ModifierChain) -> String? {
    let modifier =
      chain.modifiers.first(where: isStatefulHiding)
      ?? SpacerStack(chain.base).flatMap {
        ModifierChain(outermost: $0.view).modifiers.first(where: isStatefulHiding)
      }
    return modifier.map { $0.node.file.text($0.range) }
  }

  private static func isStatefulHiding(_ modifier: Modifier) -> Bool {
    (modifier.name == "hidden" || modifier.name == "visible") && modifier.arguments.count == 1
  }

  /// The run's view type a view is built from when that type's body is chosen by `if` or
  /// `switch` (`TagSuggestions(…)` whose body is `if model.suggesting { … }`): shown only in
  /// some states, or a different view in each, like content under `if`.
  func conditionalBodyType(_ view: Syntax, _ project: Project) -> String? {
    let base = ModifierChain(outermost: view).base
    guard project.resolver.bodyArity(ofViewBuiltBy: base)?.isConditional == true else {
      return nil
    }
    return base.leftmostName
  }

  /// A modifier that draws a scroller upside down (`scaleEffect(x: 1, y: -1)`,
  /// `rotationEffect(.degrees(180))`), the inverted-chat idiom: its top edge is on screen at
  /// the bottom. The modifier's text, or nil.
  static func flip(of scroller: Syntax) -> String? {
    for modifier in ModifierChain(outermost: scroller).modifiers {
      switch modifier.name {
      case "scaleEffect":
        let negative = modifier.arguments.contains {
          $0.label == "y" && ($0.expression?.text.hasPrefix("-") ?? false)
        }
        if negative { return Self.text(of: modifier) }
      case "rotationEffect":
        let angle = modifier.arguments.first?.expression?.text.filter { $0 != " " } ?? ""
        if [".degrees(180)", ".degrees(-180)", ".radians(.pi)", ".radians(-.pi)"].contains(angle) {
          return Self.text(of: modifier)
        }
      default: continue
      }
    }
    return nil
  }

  /// Whether the code hides the scroller's scroll-edge effect itself (`scrollEdgeEffectHidden`,
  /// also inside a modifier's closure): safeAreaBar would add nothing over safeAreaInset.
  static func hidesEdgeEffect(_ scroller: Syntax) -> Bool {
    ModifierChain(outermost: scroller).modifiers.contains { modifier in
      var parts = modifier.arguments.compactMap(\.expression)
      if let closure = modifier.trailingClosure { parts.append(closure.node) }
      return modifier.name == "scrollEdgeEffectHidden"
        || parts.contains { part in
          part.descendants(.memberAccessExpr).contains {
            MemberAccess($0)?.name == "scrollEdgeEffectHidden"
          }
        }
    }
  }

  /// `scaleEffect(x: 1, y: -1)`: a modifier's text without its dot.
  private static func text(of modifier: Modifier) -> String {
    String(modifier.node.file.text(modifier.range).dropFirst())
  }

  /// A control, a gesture, or a custom view that the project shows to contain one or that is named like a bar.
  func isInteractive(_ view: Syntax, _ project: Project) -> Bool {
    ([view] + view.descendants(.functionCallExpr)).contains { node in
      guard let call = FunctionCall(node), let name = call.calleeName else { return false }
      if call.memberAccess != nil { return Self.gestureModifiers.contains(name) }
      return Self.controls.contains(name) || project.isInteractiveType(name)
        || ["Bar", "Toolbar", "Controls"].contains { name.hasSuffix($0) }
    }
  }

  /// Full-bleed or decorative layers stay overlays: colours, gradients, shapes, materials,
  /// resizable artwork, full-height frames, all-edge `ignoresSafeArea()`, `allowsHitTesting(false)`.
  func isDecorative(_ chain: ModifierChain, edgeFrameIsBar: Bool = false) -> Bool {
    if let root = chain.base.leftmostName {
      if Self.decorativeRoots.contains(root) || root.hasSuffix("Gradient")
        || root.hasSuffix("Material")
      {
        return true
      }
      if root == "AsyncImage" || (root == "Image" && chain.has("resizable")) { return true }
    }
    return chain.modifiers.contains { modifier in
      switch modifier.name {
      // A full-height layer; with `edgeFrameIsBar`, not when its alignment pins what it
      // frames to the top or bottom edge (`.frame(maxHeight: .infinity, alignment: .bottom)`).
      case "frame":
        return modifier.arguments.contains {
          $0.label == "maxHeight" && $0.expression?.text == ".infinity"
        }
          && !(edgeFrameIsBar
            && Placement(modifier.call?.argument(labeled: "alignment")?.expression) != nil)
      case "ignoresSafeArea": return modifier.arguments.isEmpty
      case "allowsHitTesting": return modifier.arguments.first?.expression?.text == "false"
      // Invisible: it hides no rows (a row of hidden buttons that only carry keyboard
      // shortcuts). Up to 0.01 is the idiom for a view kept focusable and hit-testable but
      // unseen (`.opacity(0.001)`, a focus target), which a bar's space would not serve.
      case "opacity":
        return modifier.arguments.first?.expression.flatMap { Double($0.text) }.map {
          $0 <= 0.01
        } ?? false
      case "hidden": return modifier.arguments.isEmpty
      default: return false
      }
    }
  }

  /// A drag handle or hit area: a gesture on views that only show shapes, colours,
  /// gradients or symbols (a grabber capsule over a sheet's scroll view), with no control
  /// and no text. Content is meant to scroll under it; reserving its space is not the fix.
  func isHandle(_ view: Syntax, _ project: Project) -> Bool {
    let chain = ModifierChain(outermost: view)
    let calls = ([view] + view.descendants(.functionCallExpr)).compactMap(FunctionCall.init)
    // Dragged (a DragGesture), never tapped, and holding no control.
    guard
      chain.modifiers.contains(where: {
        ["gesture", "highPriorityGesture", "simultaneousGesture"].contains($0.name)
          && $0.node.descendants(.declReferenceExpr).contains { $0.text == "DragGesture" }
      }),
      !calls.contains(where: { call in
        guard let name = call.calleeName else { return false }
        if call.memberAccess != nil { return Self.tapModifiers.contains(name) }
        return Self.controls.contains(name) || project.isInteractiveType(name)
      })
    else { return false }
    return showsOnlyArtwork(view, project, depth: 0)
  }

  /// Whether a view's own content (not its modifiers' closures) is only shapes, colours,
  /// gradients, images and Spacers, in stacks; a property or view of the project counts as
  /// the view it builds.
  private func showsOnlyArtwork(_ view: Syntax, _ project: Project, depth: Int) -> Bool {
    guard depth < 4, view.isExpression else { return false }
    let base = ModifierChain(outermost: view).base
    if let call = FunctionCall(base), call.callee.kind == .declReferenceExpr,
      let name = call.calleeName, ["VStack", "HStack", "ZStack", "Group"].contains(name)
    {
      guard let statements = call.trailingClosure?.statements, !statements.isEmpty else {
        return false
      }
      return statements.allSatisfy { showsOnlyArtwork($0, project, depth: depth + 1) }
    }
    let name = project.resolver.underlyingView(of: base) ?? base.leftmostName ?? ""
    return Self.decorativeRoots.contains(name) || Self.handleArtwork.contains(name)
      || name.hasSuffix("Gradient")
  }

  /// Modifiers that make a view something to tap or press, unlike a drag handle.
  static let tapModifiers: Set<String> = [
    "onTapGesture", "onLongPressGesture", "contextMenu", "onSubmit", "focusable",
  ]

  /// Views besides the decorative roots that a drag handle may show.
  static let handleArtwork: Set<String> = ["Spacer", "Image", "Color"]

  /// The vertical scroller a view is, looking through ScrollViewReader and NavigationStack.
  /// Whether `view` is a NavigationStack (around the scroller `scrollerName` found in it).
  static func isNavigationStack(_ view: Syntax) -> Bool {
    guard let call = FunctionCall(ModifierChain(outermost: view).base), call.memberAccess == nil
    else { return false }
    return call.calleeName == "NavigationStack"
  }

  func scrollerName(_ view: Syntax) -> String? {
    guard let call = FunctionCall(ModifierChain(outermost: view).base), call.memberAccess == nil,
      let name = call.calleeName
    else { return nil }
    switch name {
    case "ScrollView":
      let axes =
        call.arguments.first { $0.label == nil || $0.label == "axes" }?.expression?.text
        ?? ".vertical"
      return axes.contains("vertical") ? name : nil
    case "List", "Form", "Table": return name
    case "ScrollViewReader", "NavigationStack":
      guard let statements = call.trailingClosure?.statements, statements.count == 1 else {
        return nil
      }
      return scrollerName(statements[0])
    default: return nil
    }
  }

  /// Where a bar goes: `edge: .bottom` plus an optional `alignment: .trailing`.
  struct Placement: Equatable {
    var edge: String
    /// The rows a bar at this edge covers: the first at the top, the last at the bottom.
    var coveredRows: String { edge == "top" ? "first" : "last" }
    var alignment: String?

    init(edge: String, alignment: String?) {
      self.edge = edge
      self.alignment = alignment
    }

    /// From an overlay or ZStack alignment: `.bottomTrailing` → (bottom, trailing).
    /// Nil for centre, leading, trailing, an absent alignment and custom `Alignment(…)` values.
    init?(_ alignment: Syntax?) {
      guard let alignment, let access = MemberAccess(alignment),
        access.base == nil || access.base?.text == "Alignment"
      else { return nil }
      for edge in ["top", "bottom"] where access.name.hasPrefix(edge) {
        switch access.name.dropFirst(edge.count) {
        case "": self.init(edge: edge, alignment: nil)
        case "Leading": self.init(edge: edge, alignment: "leading")
        case "Trailing": self.init(edge: edge, alignment: "trailing")
        default: return nil
        }
        return
      }
      return nil
    }

    var isHorizontal: Bool { edge == "leading" || edge == "trailing" }
    var arguments: String { "edge: .\(edge)" + (alignment.map { ", alignment: .\($0)" } ?? "") }
  }

  static let controls: Set<String> = [
    "Button", "Link", "ShareLink", "PasteButton", "NavigationLink", "Menu", "Toggle", "Picker",
    "DatePicker",
    "ColorPicker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "PhotosPicker",
    "EditButton",
  ]
  static let gestureModifiers: Set<String> = [
    "onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onLongPressGesture",
    "contextMenu",
    "draggable", "dropDestination", "onSubmit", "focusable",
  ]

  /// The calls `indexFacts` looks at.
  static let indexedCallNames = TokenNames(
    Array(controls.union(gestureModifiers)) + ["safeAreaInset"])
  static let decorativeRoots: Set<String> = [
    "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse",
    "Capsule", "Path",
    "ContainerRelativeShape",
  ]
}
