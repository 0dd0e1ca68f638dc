import MigrationKit
import SwiftCST

// How full-width-frame classifies a site: the spacer stack it matches (`SpacerStack`) and
// the verdict on it (skip with a diagnostic, review, or safe, with the reasons).
// FullWidthFrame.swift writes the edit.

// MARK: - Matching

/// A `HStack`/`VStack` with a trailing closure of exactly one view and one or more Spacers.
struct SpacerStack {
  enum Axis { case horizontal, vertical }

  let call: FunctionCall
  let axis: Axis
  let closure: Closure
  /// X: the one statement that is not a Spacer.
  let view: Syntax
  let spacersBefore: [Syntax]
  let spacersAfter: [Syntax]
  /// The number a frame's length certainly is: a literal, or what the resolver knows
  /// (`FullWidthFrame` gives it a constant of the file, `static let side: CGFloat = 64`).
  var length: (Syntax) -> Double? = { Double($0.text) }
  /// Whether the resolver types a value as a non-optional `CGFloat` or `Double`, which a
  /// frame's length never finds nil (`rowHeight`, a constant of another file).
  var isNumberType: (Syntax) -> Bool = { _ in false }
  /// `framePlan` and `redundantStackFrame` once worked out: the finding's message and its
  /// edit read each several times (`remember()`).
  var knownFramePlan: FramePlan?
  var knownRedundantStackFrame: (frame: Modifier, removal: Range<Int>)??

  var name: String { axis == .horizontal ? "HStack" : "VStack" }

  init?(_ node: Syntax) {
    guard let call = FunctionCall(node), call.callee.kind == .declReferenceExpr,
      let name = call.callee.firstToken
    else { return nil }
    if name.is("HStack") {
      axis = .horizontal
    } else if name.is("VStack") {
      axis = .vertical
    } else {
      return nil
    }
    guard let closure = call.trailingClosure, closure.signature == nil, closure.rightBrace != nil,
      call.labeledTrailingClosures.isEmpty,
      call.arguments.allSatisfy({ $0.label == "alignment" || $0.label == "spacing" })
    else { return nil }
    var before: [Syntax] = []
    var after: [Syntax] = []
    var view: Syntax?
    for statement in closure.statements {
      if spacerCall(statement) != nil {
        if view == nil { before.append(statement) } else { after.append(statement) }
      } else if view == nil {
        view = statement
      } else {
        return nil  // two or more views: ordinary layout, not this pattern
      }
    }
    guard let view, !(before.isEmpty && after.isEmpty) else { return nil }
    self.call = call
    self.closure = closure
    self.view = view
    self.spacersBefore = before
    self.spacersAfter = after
  }

  /// Keeps `framePlan` and `redundantStackFrame` for the later questions (set `length` and
  /// `isNumberType` first: the plan reads them).
  mutating func remember() {
    knownFramePlan = framePlan
    knownRedundantStackFrame = .some(redundantStackFrame)
  }

  /// The stack's own modifiers (`HStack { … }.padding()…`).
  var chain: ModifierChain { ModifierChain(base: call.node) }

  /// The modifier that replaces the stack.
  var frame: String {
    let dimension = axis == .horizontal ? "maxWidth" : "maxHeight"
    let alignment: String? =
      switch (spacersBefore.isEmpty, spacersAfter.isEmpty, axis) {
      case (true, false, .horizontal): "leading"
      case (false, true, .horizontal): "trailing"
      case (true, false, .vertical): "top"
      case (false, true, .vertical): "bottom"
      default: nil
      }
    return ".frame(\(dimension): .infinity\(alignment.map { ", alignment: .\($0)" } ?? ""))"
  }
}

/// Which `HStack`/`VStack` calls of a file may be a `SpacerStack`, told on the raw tree from
/// the file's `Spacer` calls before any typed view is made: the stack's trailing closure must
/// hold a statement made of a Spacer call (the call and its modifiers) and no two statements
/// without one.
struct SpacerSites {
  private let tree: RawTree
  /// The Spacer calls, in post-order (as `calls(named:)` gives them).
  private let spacers: [Int32]
  /// The parent of the closure nearest above each Spacer call. A Spacer statement is a
  /// direct child of its stack's trailing closure, and between the statement and the call
  /// stand only the call's own modifiers, so that closure is the nearest.
  private let closureOwners: Set<Int32>

  init(_ spacers: [FunctionCall], _ tree: RawTree) {
    self.tree = tree
    self.spacers = spacers.map(\.node.index)
    var owners: Set<Int32> = []
    for spacer in self.spacers {
      var node = tree.parent(spacer)
      while node >= 0 && tree.kind(node) != .closureExpr { node = tree.parent(node) }
      if node >= 0 { owners.insert(tree.parent(node)) }
    }
    closureOwners = owners
  }

  /// False only for a call that `SpacerStack` certainly rejects.
  func mayBeSpacerStack(_ call: Int32) -> Bool {
    guard closureOwners.contains(call) else { return false }
    let closure = tree.child(call, .closureExpr)
    guard closure >= 0 else { return false }
    var views = 0
    var statement = tree.firstChild(closure)
    while statement >= 0 {
      // A statement with no Spacer call in it is a view (two make ordinary layout).
      if tree.kind(statement) != .closureSignature && !holdsSpacer(statement) {
        views += 1
        if views > 1 { return false }
      }
      statement = tree.nextSibling(statement)
    }
    return true
  }

  /// Whether `node` is a Spacer call or has one among its descendants (a binary search in
  /// post-order).
  private func holdsSpacer(_ node: Int32) -> Bool {
    let first = tree.descendants(node).lowerBound
    var low = 0
    var high = spacers.count
    while low < high {
      let middle = (low + high) / 2
      if spacers[middle] < first { low = middle + 1 } else { high = middle }
    }
    return low < spacers.count && spacers[low] <= node
  }
}

/// The `Spacer(…)` call a statement is made of, with or without modifiers.
func spacerCall(_ statement: Syntax) -> FunctionCall? {
  guard let call = FunctionCall(ModifierChain(outermost: statement).base),
    call.callee.kind == .declReferenceExpr, call.callee.firstToken?.is("Spacer") == true
  else { return nil }
  return call
}

// MARK: - Verdict

extension SpacerStack {
  struct Verdict {
    /// Why the stack is left as it is (reported with `--verbose`); nil if it is rewritten.
    var skip: String?
    /// Why the rewrite needs review; empty if it is safe.
    var review: [String] = []
  }

  /// Modifiers that are traits of the stack's child (or write preferences the stack's
  /// parent reads): lifted out of the stack they would apply somewhere else.
  /// (`.layoutPriority` is a trait too, but inside the frame it ranks nothing: review.)
  static let traitModifiers: Set<String> = [
    "transition", "zIndex", "id", "tag", "preference", "anchorPreference",
    "transformPreference", "transformAnchorPreference",
  ]

  func verdict(resolver: Resolver, context: MigrationContext) -> Verdict {
    if let reason = childIsConditional() { return Verdict(skip: reason) }
    if let reason = shapeProblem() { return Verdict(skip: reason) }
    if let trait = ModifierChain(outermost: view).modifiers.first(where: {
      Self.traitModifiers.contains($0.name)
    }) {
      return Verdict(
        skip:
          "its view has .\(trait.name), which belongs to the stack's child; without the stack it would apply to the stack's place in its parent"
      )
    }
    if let reason = projectTraitReason(resolver) { return Verdict(skip: reason) }
    let arity = resolver.viewArity(of: view)
    if arity.count == .several {
      // The name written here (`rows`), not the root of what it refers to (`Group`).
      let written = view.leftmostName.flatMap {
        ViewArity(count: .one, root: $0).rootIsReference ? $0 : nil
      }
      let what = (written ?? arity.root ?? view.leftmostName).map { "`\($0)`" } ?? "its view"
      return Verdict(
        skip:
          "\(what) produces several views; without the stack the frame and every later modifier would apply to each of them"
      )
    }
    if let reason = labelOfSeveralViews() { return Verdict(skip: reason) }
    if let parameter = resolver.callersContentParameter(of: view) {
      let what = view.leftmostName.map { "`\($0)`" } ?? "its view"
      return Verdict(
        skip:
          "\(what) is the caller's content (a generic `\(parameter)`), which may be several views; without the stack the frame and every later modifier would apply to each of them"
      )
    }
    if let reason = spacersCannotExpand(resolver) { return Verdict(skip: reason) }
    if let reason = minimumGapReason() { return Verdict(skip: reason) }
    if let reason = toolbarItemReason() { return Verdict(skip: reason) }
    if let reason = dividerReason() { return Verdict(skip: reason) }
    let sizing = Sizing.of(
      view, along: axis, in: axis,
      lookup: SizingLookup(
        resolver: resolver, path: context.path,
        platforms: SizingPlatforms(at: call.node, in: context), facts: context.index))
    if case .flexible(let what) = sizing {
      return Verdict(
        skip:
          "\(what) is flexible, so the stack shares the free space between it and the Spacer while the frame would give it all"
      )
    }
    if namesStackType() { return Verdict(skip: "the stack's type is written out in a declaration") }
    var review = reviewReasons(sizing: sizing)
    if let reason = neighbourGapReason() { review.append(reason) }
    let uses = viewUses(resolver)
    if let reason = unboundedUseReason(uses) ?? containerContentReason(resolver) {
      review.append(reason)
    }
    if let reason = fittedUseReason(uses, besides: review) { review.append(reason) }
    if let reason = appliedModifierReason(resolver) { review.append(reason) }
    if arity.count == .unknown, let root = arity.root, arity.rootIsReference {
      let unknownViews =
        "cannot tell whether `\(root)` is one view (several would each get the frame)"
      return Verdict(review: [unknownViews] + review)
    }
    return Verdict(review: review)
  }

  private func reviewReasons(sizing: Sizing) -> [String] {

    var review: [String] = []
    // It ranked X against the Spacers; the frame around X has one view to place (§1, 5).
    if let priority = ModifierChain(outermost: view).modifiers.first(where: {
      $0.name == "layoutPriority"
    }) {
      review.append(
        "its view's \(Self.written(priority)) ranked it against the Spacer in the stack; inside the frame it ranks nothing"
      )
    }
    if case .unknown(let what) = sizing { review.append("cannot tell whether \(what) is flexible") }
    for reason in ancestorReasons() where !review.contains(reason) { review.append(reason) }
    return review
  }

  /// A Divider draws across the stack it stands in (horizontally outside any stack), so
  /// without the stack it follows the one around it: the reason to skip unless that is a
  /// stack along the same axis, written around it in this declaration.
  private func dividerReason() -> String? {
    guard FunctionCall(ModifierChain(outermost: view).base)?.calleeName == "Divider" else {
      return nil
    }
    let statement = ModifierChain(base: call.node).outermost
    var outer: String?
    if let closure = statement.parent, closure.kind == .closureExpr,
      let owner = closure.parent.flatMap({
        $0.kind == .labeledTrailingClosure ? $0.parent : $0
      }).flatMap(FunctionCall.init), owner.callee.kind == .declReferenceExpr
    {
      outer = owner.calleeName
    }
    let sameAxis = axis == .vertical ? ["VStack", "LazyVStack"] : ["HStack", "LazyHStack"]
    if let outer, sameAxis.contains(outer) { return nil }
    return
      "a Divider draws across the stack it stands in; without the \(name) it would follow \(outer.map { "the \($0) around it" } ?? "whatever is around it (horizontal outside a stack)")"
  }

  /// An `if`, `switch` or `#if` child: not one view pushed by Spacers, nothing to do.
  private func childIsConditional() -> String? {
    switch view.kind {
    case .ifExpr: return "its view is an `if`"
    case .switchExpr: return "its view is a `switch`"
    case .ifConfigDecl: return "its view is under `#if`"
    default: return nil
    }
  }

  /// A child or a Spacer that makes the stack more than "one view pushed by Spacers".
  private func shapeProblem() -> String? {
    let chain = ModifierChain(outermost: view)
    // `SwiftUI.Group { … }`: the chain reads the module's name as its base and the view as
    // its first modifier.
    let qualified =
      chain.base.kind == .declReferenceExpr && chain.base.text == "SwiftUI"
      ? chain.modifiers.first?.name : nil
    let plain = FunctionCall(chain.base).flatMap { base in
      base.callee.kind == .declReferenceExpr ? base.calleeName : nil
    }
    if let name = qualified ?? plain {
      switch name {
      case "ForEach": return "its view is a ForEach"
      case "Group": return "its view is a Group, whose views would each get the frame"
      default: break
      }
    }
    if !view.isExpression { return "its other child is not a view" }
    if view.endsOptionalChain {
      return
        "its view is read through an optional chain (`?.`): a frame written after it would join the chain and go with the view when it is nil, where the stack still took its space"
    }
    if let inner = FunctionCall(ModifierChain(outermost: view).base),
      ["HStack", "VStack", "ZStack"].contains(inner.calleeName ?? ""),
      let statements = inner.trailingClosure?.statements, !statements.isEmpty,
      statements.allSatisfy({ spacerCall($0) != nil })
    {
      return "its view is a stack of Spacers only, which has nothing to push"
    }
    let file = call.node.file
    if call.node.tokenIndices.contains(where: {
      file.token(at: $0).kind == .poundIdentifier && file.token(at: $0).is("#if")
    }) {
      return "it contains `#if`"
    }
    if (spacersBefore + spacersAfter).contains(where: { spacerCall($0)?.node != $0 }) {
      return "a Spacer has modifiers"
    }
    if spacersBefore.count > 1 || spacersAfter.count > 1 {
      return "several Spacers on one side place the view off the edge and off the centre"
    }
    if let before = spacersBefore.first, let after = spacersAfter.first,
      !sameTokens(before, after)
    {
      return "the Spacers on either side differ (asymmetric)"
    }
    return nil
  }

  /// True if a declaration around the stack spells out `HStack<…>`/`VStack<…>` (a property's
  /// type or a function's return type), which the frame's type would no longer match.
  private func namesStackType() -> Bool {
    for ancestor in call.node.ancestors {
      let type: Syntax?
      switch ancestor.kind {
      case .patternBinding: type = PatternBinding(ancestor).type
      case .functionDecl: type = FunctionDeclaration(ancestor)?.returnType
      default: continue
      }
      guard let type else { continue }
      let types = [type] + type.descendants
      if types.contains(where: { $0.kind == .identifierType && $0.firstToken?.text == name }) {
        return true
      }
    }
    return false
  }

  /// Review reasons from the views around the stack: nil size proposals along its axis. The
  /// content of an overlay or background is proposed the size of the view it decorates, so
  /// the walk stops there: what proposes nil further out reaches the stack as that size.
  private func ancestorReasons() -> [String] {
    var reasons: [String] = []
    for ancestor in LayerContent.proposingAncestors(of: call.node) {
      guard let outer = FunctionCall(ancestor) else { continue }
      if outer.callee.contains(call.node) {
        // A modifier on the stack or on a view that holds it. A frame that fixes the length
        // along the axis offers it that length whatever it is offered itself: what lies
        // further out (`.fixedSize()`, a ViewThatFits) asks that frame's size, the same
        // either way.
        if outer.calleeName == "frame", fixesLengthAlongAxis(outer) { break }
        if outer.calleeName == "fixedSize", fixesSize(outer) {
          reasons.append("under .fixedSize() the stack and the frame have different ideal sizes")
        }
        continue
      }
      guard outer.callee.kind == .declReferenceExpr, let container = outer.calleeName else {
        continue
      }
      switch container {
      case "ViewThatFits":
        reasons.append(Self.insideViewThatFits)
      case "Grid", "GridRow", "LazyVGrid", "LazyHGrid":
        reasons.append("inside a Grid the stack and the frame may size the cell differently")
      case "LazyVStack" where axis == .vertical, "LazyHStack" where axis == .horizontal:
        reasons.append("inside a \(container) the stack and the frame have different ideal sizes")
      default:
        break
      }
    }
    return reasons
  }

  static let insideViewThatFits =
    "inside ViewThatFits the stack and the frame have different ideal sizes"

  /// Whether a `.frame(…)` call sets the length along the stack's axis (`width:` for an
  /// HStack) to a number (`isNumber(_:)`).
  private func fixesLengthAlongAxis(_ frame: FunctionCall) -> Bool {
    let label = axis == .horizontal ? "width" : "height"
    guard frame.trailingClosure == nil,
      let value = frame.arguments.first(where: { $0.label == label })?.expression
    else { return false }
    return isNumber(value)
  }

  /// Whether a frame's length is a number, never nil: a literal or constant, a value of a
  /// non-optional number type, or arithmetic (`side * 0.15`). A value that may be nil
  /// (`width: maybeWidth`) fixes nothing.
  func isNumber(_ value: Syntax) -> Bool {
    if length(value) != nil || isNumberType(value) { return true }
    guard value.kind == .sequenceExpr else { return false }
    let operators = value.ownTokens
    return !operators.isEmpty
      && operators.allSatisfy { token in
        token.kind == .binaryOperator
          && (token.is("*") || token.is("/") || token.is("+") || token.is("-"))
      }
  }

  /// Whether a `.fixedSize(…)` call proposes nil along the stack's axis: `.fixedSize()` does on
  /// both; `.fixedSize(horizontal: false, vertical: true)` only on the vertical one (a value
  /// that is not a literal `false` may be true).
  private func fixesSize(_ modifier: FunctionCall) -> Bool {
    let label = axis == .horizontal ? "horizontal" : "vertical"
    guard let argument = modifier.arguments.first(where: { $0.label == label }) else {
      return true
    }
    return argument.expression?.text != "false"
  }

  /// A Button (Link, NavigationLink, ShareLink, Menu) whose label closure holds several
  /// views: the stack lays them out with its own spacing; without it, the container around
  /// would (one above the other in a VStack). An `if` without `else` is a view too
  /// (`if let icon { Image(systemName: icon) }; Text(title)`), as is a `ForEach`.
  private func labelOfSeveralViews() -> String? {
    guard let button = FunctionCall(ModifierChain(outermost: view).base),
      let name = button.calleeName,
      ["Button", "Link", "NavigationLink", "ShareLink", "Menu"].contains(name),
      let label = Sizing.labelClosure(of: button),
      ViewArity.of(statements: label.statements).count == .several
    else { return nil }
    let placed = axis == .horizontal ? "side by side" : "one above the other"
    return
      "this \(name)'s label is several views, which the \(self.name) lays out \(placed); without the stack the container around it would lay them out instead"
  }

  /// A stack in a `List` or `Form` row, or in a `ScrollView` along its axis, is offered no
  /// length to fill along it: its Spacers are only padding, and removing them changes the
  /// size. Where the stack is laid out within its declaration is `ViewPlacement`'s answer
  /// (the one the index records for the types a view builds).
  private func spacersCannotExpand(_ resolver: Resolver) -> String? {
    let raw = call.node.file.rawTree
    var member = raw.parent(call.node.index)
    while member >= 0, raw.kind(member) != .variableDecl, raw.kind(member) != .functionDecl {
      member = raw.parent(member)
    }
    let found = ViewPlacement.withContainer(
      of: call.node.index, below: member, in: raw,
      index: resolver.index)
    let along: ViewPlacement = axis == .vertical ? .unboundedHeight : .unboundedWidth
    guard found.placement.contains(along), found.containerName >= 0 else { return nil }
    let container = raw.token(found.containerName).text
    // `spacing: 0` and `Spacer(minLength: 0)`: the Spacers add nothing there, and neither
    // would the frame. Nothing to gain from the rewrite, and nothing lost by leaving it.
    guard hasReserve else {
      let place =
        container == "ScrollView"
        ? "in a \(axis == .vertical ? "vertical" : "horizontal") ScrollView"
        : "in a \(container) row"
      return
        "\(place) the Spacers cannot expand, and with spacing 0 and minLength 0 they add no length: the stack is as long as its view, as the frame would be"
    }
    if container == "ScrollView" {
      let direction = axis == .vertical ? "vertical" : "horizontal"
      let smaller = axis == .vertical ? "shorter" : "narrower"
      return
        "in a \(direction) ScrollView the Spacers cannot expand along the scroll axis, so they only add padding; without them the content would be \(smaller)"
    }
    return
      "in a \(container) row the Spacers cannot expand (the row is as tall as its content), so they only add padding; without them the row would be shorter"
  }
}

extension SpacerStack {
  /// A Spacer whose minimum length is written and not surely 0 (`Spacer(minLength: 16)`,
  /// `Spacer(minLength: isLoading ? 160 : 80)`) keeps a gap the developer chose: the frame
  /// has no minimum gap, so the rewrite would drop it. Left as it is, saying so.
  /// (`Spacer()`, `Spacer(minLength: 0)`, `0.0`, `.zero`, `nil`, or a constant the resolver
  /// knows to be 0, are the system's default reserve or none.)
  fileprivate func minimumGapReason() -> String? {
    for spacer in (spacersBefore + spacersAfter).compactMap(spacerCall) {
      guard let argument = spacer.arguments.first else { continue }
      if spacer.arguments.count == 1, argument.label == "minLength",
        let value = argument.expression
      {
        if ["0", "0.0", ".zero", "nil"].contains(value.text) || length(value) == 0 { continue }
      }
      return
        "\(spacer.node.text) keeps a minimum gap of its own, which a frame cannot keep (without the stack the gap would be lost)"
    }
    return nil
  }
}

/// True if the two nodes have the same tokens (ignoring trivia).
private func sameTokens(_ a: Syntax, _ b: Syntax) -> Bool {
  a.tokens.map(\.text) == b.tokens.map(\.text)
}

extension Syntax {
  /// True for expression nodes (not declarations or statements).
  var isExpression: Bool {
    switch kind {
    case .functionCallExpr, .memberAccessExpr, .declReferenceExpr, .subscriptCallExpr,
      .sequenceExpr,
      .tupleExpr, .postfixIfConfigExpr, .forceUnwrapExpr, .optionalChainingExpr, .tryExpr,
      .awaitExpr,
      .genericSpecializationExpr, .macroExpansionExpr:
      return true
    default:
      return false
    }
  }
}
