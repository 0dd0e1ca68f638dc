import MigrationKit
import SwiftCST

extension SafeAreaBar {
  /// The modifier on the scroll view that already keeps the bar's edge free
  /// (`.padding(.bottom, 60)`, `.safeAreaPadding(.bottom, 60)`, `.contentMargins(.bottom, 60)`,
  /// or the `.vertical` forms; an inset on that edge, `.safeAreaInset(edge: .bottom) {
  /// Color.clear.frame(height: 88) }`), or nil. Such a scroll view's rows do not go under the
  /// bar, and as a safe-area bar the reservation would stay next to it: the rewrite gains
  /// nothing (an inset would leave an empty gap the bar's height above the bar).
  static func reservation(on scroller: Syntax, at edge: String) -> Modifier? {
    let names: Set<String> = ["padding", "safeAreaPadding", "contentMargins"]
    return ModifierChain(outermost: scroller).modifiers.first { modifier in
      if modifier.name == "safeAreaInset" || modifier.name == "safeAreaBar" {
        let inset = modifier.call?.argument(labeled: "edge")?.expression.flatMap(MemberAccess.init)
        return inset?.base == nil && inset?.name == edge
      }
      guard names.contains(modifier.name), modifier.arguments.count >= 2,
        let first = modifier.arguments.first, first.label == nil,
        let edges = first.expression.flatMap(MemberAccess.init), edges.base == nil,
        !isSpacing(modifier.arguments[1].expression)
      else { return false }
      return edges.name == edge || edges.name == "vertical"
    }
  }

  /// A literal length below 24 points (`.padding(.vertical, 1)`, `.padding(.bottom, 8)`):
  /// spacing, not room for a bar, whose controls are taller. A name (`.x12`) may be room.
  private static func isSpacing(_ length: Syntax?) -> Bool {
    guard let length, length.kind == .integerLiteralExpr || length.kind == .floatLiteralExpr,
      let value = Double(length.text.replacingOccurrences(of: "_", with: ""))
    else { return false }
    return value < 24
  }

  /// What in the content of a `ScrollView { content }` keeps `edge` free, or nil: padding on
  /// its one view at that edge (`.padding(.top, 16 + barHeight)`, the edge itself, with a
  /// length), or a spacer of fixed height first (top) or last (bottom) in it or in its one
  /// stack (`LazyVStack { Spacer().frame(height: 60); rows }`, room left under a floating
  /// button). The content already starts or ends clear of the bar laid over it; with the
  /// bar as an inset the space is reserved a second time, so the review message says to
  /// remove it.
  static func contentReservation(in scroller: Syntax, at edge: String)
    -> (node: Syntax, range: Range<Int>, kind: String)?
  {
    guard let call = FunctionCall(ModifierChain(outermost: scroller).base),
      let content = call.trailingClosure, !content.statements.isEmpty
    else { return nil }
    if call.calleeName == "List" || call.calleeName == "Form" {
      return rowReservation(in: call, content, at: edge)
    }
    guard call.calleeName == "ScrollView" else { return nil }
    if content.statements.count == 1,
      let padding = ModifierChain(outermost: content.statements[0]).modifiers.first(where: {
        modifier in
        guard modifier.name == "padding", modifier.arguments.count == 2,
          let first = modifier.arguments.first, first.label == nil,
          let edges = first.expression.flatMap(MemberAccess.init), edges.base == nil
        else { return false }
        return edges.name == edge
      })
    {
      return (padding.node, padding.range, "padding")
    }
    var views = content.statements
    if views.count == 1, let stack = FunctionCall(ModifierChain(outermost: views[0]).base),
      ["VStack", "LazyVStack"].contains(stack.calleeName ?? ""),
      stack.callee.kind == .declReferenceExpr, let stacked = stack.trailingClosure
    {
      views = stacked.statements
    }
    guard let end = edge == "top" ? views.first : edge == "bottom" ? views.last : nil,
      isFixedSpacer(end)
    else { return nil }
    return (end, end.range, "spacer")
  }

  /// A List or Form of written rows (no data to build them from) whose first (top) or last
  /// (bottom) row is empty room of a fixed height (`Spacer(minLength: 60)
  /// .listRowBackground(Color.clear)`, room left under a floating button), or nil.
  private static func rowReservation(
    in list: FunctionCall, _ content: Closure, at edge: String
  ) -> (node: Syntax, range: Range<Int>, kind: String)? {
    guard content.signature == nil,
      list.arguments.allSatisfy({ $0.label == "selection" }),
      let end = edge == "top"
        ? content.statements.first : edge == "bottom" ? content.statements.last : nil,
      isSpacerRow(end)
    else { return nil }
    return (end, end.range, "spacer row")
  }

  /// A row that only takes room: `Spacer(minLength: 60)`, or a fixed spacer
  /// (`isFixedSpacer(_:)`), with at most row styling after it (`.listRowBackground(…)`,
  /// `.listRowSeparator(…)`, `.listRowInsets(…)`).
  private static func isSpacerRow(_ view: Syntax) -> Bool {
    let chain = ModifierChain(outermost: view)
    let styling = chain.modifiers.drop { $0.name == "frame" }
    guard styling.allSatisfy({ $0.name.hasPrefix("listRow") }) else { return false }
    let sized = chain.modifiers.prefix { $0.name == "frame" }
    if sized.count == 1, let frame = sized.first, frame.arguments.count == 1,
      frame.arguments[0].label == "height"
    {
      if let spacer = FunctionCall(chain.base) {
        return spacer.callee.kind == .declReferenceExpr && spacer.calleeName == "Spacer"
          && spacer.arguments.isEmpty && spacer.trailingClosure == nil
      }
      return chain.base.text == "Color.clear"
    }
    guard sized.isEmpty, let spacer = FunctionCall(chain.base),
      spacer.callee.kind == .declReferenceExpr, spacer.calleeName == "Spacer",
      spacer.trailingClosure == nil, spacer.arguments.count == 1,
      spacer.arguments[0].label == "minLength", let length = spacer.arguments[0].expression
    else { return false }
    return length.kind == .integerLiteralExpr || length.kind == .floatLiteralExpr
  }

  /// `Spacer().frame(height: 60)` or `Color.clear.frame(height: 60)`: empty room of a fixed
  /// height, nothing more.
  private static func isFixedSpacer(_ view: Syntax) -> Bool {
    let chain = ModifierChain(outermost: view)
    guard chain.modifiers.count == 1, let frame = chain.modifiers.first, frame.name == "frame",
      frame.arguments.count == 1, frame.arguments[0].label == "height"
    else { return false }
    if let spacer = FunctionCall(chain.base) {
      return spacer.callee.kind == .declReferenceExpr && spacer.calleeName == "Spacer"
        && spacer.arguments.isEmpty && spacer.trailingClosure == nil
    }
    return chain.base.text == "Color.clear"
  }

  /// The review message of a rewrite of a bar laid over `scroller` (`form`: how, `call`: the
  /// call written), naming the content's own reservation when it has one.
  static func rewriteMessage(
    over scroller: Syntax, named name: String, _ form: String, _ placement: Placement,
    _ call: String
  ) -> String {
    guard let reserved = contentReservation(in: scroller, at: placement.edge) else {
      return
        "bar laid over a \(name) \(form) hides the \(placement.coveredRows) rows; \(call) reserves its space"
    }
    // A spacer is quoted on one line (`Spacer().frame(height: 56)`, written over two).
    return
      "bar laid over a \(name) \(form), whose content keeps its \(placement.edge) edge free with `\(quoted(reserved))`; \(call) reserves the bar's space itself: remove that \(reserved.kind), or the gap doubles"
  }

  /// A content reservation as a message quotes it: a spacer (row) on one line
  /// (`Spacer().frame(height: 56)`, written over two), padding as written.
  static func quoted(_ reserved: (node: Syntax, range: Range<Int>, kind: String)) -> String {
    reserved.kind.hasPrefix("spacer")
      ? reserved.node.excerpt(60) : reserved.node.file.text(reserved.range)
  }

  /// A reservation as a message names it: as written, or `.safeAreaInset(edge: .bottom) { … }`
  /// for one with a trailing closure.
  static func written(_ reservation: Modifier) -> String {
    guard let call = reservation.call, let closure = call.trailingClosure else {
      return reservation.node.file.text(reservation.range)
    }
    let file = reservation.node.file
    var head = file.text(reservation.range.lowerBound..<closure.node.range.lowerBound)
    while head.last?.isWhitespace == true { head.removeLast() }
    return head + " { … }"
  }

  /// The representable a ScrollView shows as its only view, also under `if` and inside a
  /// `ScrollViewReader { proxy in … }` or `NavigationStack { … }` that wraps it (`ScrollView {
  /// WebView(…).frame(…) }`), or nil. The hosted view scrolls its own content; a safe-area
  /// bar would inset the ScrollView around it, moving the whole hosted view, not its rows.
  static func hostedRepresentable(in scroller: Syntax, _ project: Project) -> String? {
    guard let call = FunctionCall(ModifierChain(outermost: scroller).base),
      call.calleeName == "ScrollView", let content = call.trailingClosure
    else { return nil }
    var views = content.statements
    var hosted: String?
    while let view = views.popLast() {
      if view.kind == .ifExpr || view.kind == .switchExpr {
        views += ViewArity.branches(of: view).branches.joined()
        continue
      }
      let base = ModifierChain(outermost: view).base
      // A reader or navigation stack adds no scrolling content of its own: what it wraps is
      // what the ScrollView shows.
      if let wrapper = FunctionCall(base), wrapper.callee.kind == .declReferenceExpr,
        ["ScrollViewReader", "NavigationStack"].contains(wrapper.calleeName ?? ""),
        wrapper.labeledTrailingClosures.isEmpty,
        let wrapped = wrapper.trailingClosure
      {
        views += wrapped.statements
        continue
      }
      guard project.isRepresentable(base) else { return nil }
      hosted = base.leftmostName
    }
    return hosted
  }

  /// Why a bar over `scroller` has nothing to reserve at `edge`, or nil: the user cannot
  /// scroll it (`.disabled(true)`, `.scrollDisabled(true)`), so no row comes out from under
  /// the bar; or it ignores the container safe area at that edge, so it would run under a
  /// safe-area bar as it runs under the overlay.
  static func reservesNothing(on scroller: Syntax, at edge: String) -> String? {
    for modifier in ModifierChain(outermost: scroller).modifiers {
      switch modifier.name {
      case "disabled", "scrollDisabled":
        guard modifier.arguments.count == 1, modifier.arguments[0].expression?.text == "true"
        else { continue }
        return "does not scroll (`.\(modifier.name)(true)`)"
      case "ignoresSafeArea", "edgesIgnoringSafeArea":
        guard SafeAreaIgnoring.containerEdges(of: modifier)?.contains(edge) == true else {
          continue
        }
        let text = modifier.node.file.text(modifier.range)
        return "ignores the safe area at its \(edge) edge (`\(text)`)"
      default: continue
      }
    }
    return nil
  }
}
