import MigrationKit
import SwiftCST

// Where the run lays out the view a stack belongs to, asked of the semantic index: a stack
// whose Spacers cannot expand there only pads, so its fix needs review.
extension SpacerStack {
  /// A stack among the views of a type's `body` (no List, ScrollView, GeometryReader, fixed
  /// frame or modifier's content around it there) is laid out where the type is; among a
  /// helper's views (`var content: some View`), where the type's members lay the helper
  /// out. Where the run lays either out in a List or Form row, or in a ScrollView along the
  /// stack's axis, its Spacers cannot expand, as `spacersCannotExpand()` says of a stack
  /// written there. Only a use the index shows counts (`Resolver.unboundedUse`).
  func unboundedUseReason(_ uses: ViewUses?) -> String? {
    guard let uses, let use = uses.unbounded else { return nil }
    let container =
      axis == .vertical ? "a List or Form row or a vertical ScrollView" : "a horizontal ScrollView"
    let (subject, place) = Self.phrases(of: use, in: uses)
    let smaller = axis == .vertical ? "shorter" : "narrower"
    return
      "\(subject) is laid out in \(container) in \(place), where its Spacers cannot expand: they only add padding there, and without them it would be \(smaller)"
  }

  /// How a reason names the member holding the stack (`` `Row` ``, `` `Row.content` ``) and
  /// where `use` lays it out (`` `List`'s body (Views/List.swift) as part of `Row` ``).
  static func phrases(of use: UnboundedViewUse, in uses: ViewUses) -> (String, String) {
    let (type, name) = (uses.type, uses.member)
    let subject = name == "body" ? "`\(type)`" : "`\(type).\(name)`"
    let builder =
      use.member == "body" ? "`\(use.builder)`'s body" : "`\(use.builder).\(use.member)`"
    let via =
      use.through.isEmpty
      ? "" : " as part of " + use.through.map { "`\($0)`" }.joined(separator: " in ")
    return (subject, "\(builder) (\(use.path))\(via)")
  }
}

extension SpacerStack {
  /// Where the run lays out the member holding the stack, as the index shows: the first
  /// use with no length along the stack's axis, and the first inside a ViewThatFits.
  struct ViewUses {
    var type: String
    var member: String
    var unbounded: UnboundedViewUse?
    var fitted: UnboundedViewUse?
  }

  /// Both uses in one walk (`Resolver.viewUses(around:along:)`); nil for a stack whose
  /// Spacers add no length (`VStack(spacing: 0) { X; Spacer(minLength: 0) }` is as long as
  /// X wherever it is, as the frame is).
  func viewUses(_ resolver: Resolver) -> ViewUses? {
    guard hasReserve else { return nil }
    let unbounded: ViewPlacement = axis == .vertical ? .unboundedHeight : .unboundedWidth
    guard let found = resolver.viewUses(around: call.node, along: [unbounded, .fitted]) else {
      return nil
    }
    return ViewUses(
      type: found.type, member: found.member, unbounded: found.uses[0], fitted: found.uses[1])
  }

  /// A stack among the views of a helper or a `body` that the run lays out inside a
  /// ViewThatFits (`ViewThatFits { wideLayout; narrowLayout }`, with the stack in
  /// `wideLayout`): there the stack's ideal length, its view's and the Spacers' minimum,
  /// helps choose the layout shown, and the frame's, its view's alone, is shorter. The
  /// reason `ancestorReasons()` gives for a ViewThatFits written around the stack, found
  /// through the index (`Resolver.viewUse(around:along:)`); asked only of a stack whose
  /// Spacers add length (`hasReserve`) and that no ViewThatFits around it already marked.
  func fittedUseReason(_ uses: ViewUses?, besides review: [String]) -> String? {
    guard let uses, let use = uses.fitted, !review.contains(Self.insideViewThatFits) else {
      return nil
    }
    let (subject, place) = Self.phrases(of: use, in: uses)
    return
      "\(subject) is laid out inside ViewThatFits in \(place), where the stack and the frame have different ideal sizes"
  }

  /// A stack in the content closure of a view type of the run
  /// (`Sheet { VStack { Spacer(); X; Spacer() } }`) is laid out where that type lays out the
  /// property the closure fills: when its `body` puts it in a List or Form row or a
  /// ScrollView along the stack's axis (`ScrollView { content }`), directly or through where
  /// the type itself is laid out, the stack's Spacers cannot expand there. The closure's
  /// label names the property (`content: { … }`); for a trailing closure, each stored
  /// property that may hold content (a `@ViewBuilder` one, a closure, or one typed by a
  /// generic parameter) is asked. Only a use the index shows counts.
  func containerContentReason(_ resolver: Resolver) -> String? {
    guard hasReserve else { return nil }
    let unbounded: ViewPlacement = axis == .vertical ? .unboundedHeight : .unboundedWidth
    let raw = call.node.file.rawTree
    var next = call.node.parent
    while let closure = next, closure.kind != .variableDecl, closure.kind != .functionDecl {
      next = closure.parent
      guard closure.kind == .closureExpr, let (container, label) = Self.contentCall(of: closure)
      else { continue }
      // Among the closure's views; not in an overlay or a sheet inside it, nor in a
      // ScrollView there (`spacersCannotExpand()` says so).
      let placement = ViewPlacement.of(call.node.index, below: closure.index, in: raw)
      guard placement.subtracting(.fitted) == .direct else {
        return nil
      }
      guard container.callee.kind == .declReferenceExpr, let name = container.calleeName,
        name.first?.isUppercase == true,
        let type = resolver.index.type(
          named: name, inside: resolver.enclosingTypeName(of: container.node)),
        type.kind != .extension, type.isView
      else { continue }
      let members = resolver.index.members(of: type.name).filter { member in
        member.kind == .storedProperty && !member.isStatic
          && (member.isViewBuilder || member.type?.functionResult != nil
            || member.type?.name.map(type.genericParameters.contains) == true)
      }
      let asked = Self.properties(filledBy: label, of: container, among: members)
      for property in asked {
        guard
          let use = resolver.unboundedUse(ofMember: property.name, of: type.name, along: unbounded)
        else { continue }
        let place =
          axis == .vertical
          ? "a List or Form row or a vertical ScrollView" : "a horizontal ScrollView"
        let builder =
          use.member == "body" ? "`\(use.builder)`'s body" : "`\(use.builder).\(use.member)`"
        let smaller = axis == .vertical ? "shorter" : "narrower"
        return
          "the stack is content of `\(name)`, which lays out its `\(property.name)` in \(place) in \(builder) (\(use.path)), where the Spacers cannot expand: they only add padding there, and without them it would be \(smaller)"
      }
    }
    return nil
  }

  /// The properties a closure may fill: the one its label names; for the first trailing
  /// closure, `content` when there is one that no argument of the call names, else each not
  /// named (`Card(title: t) { … }` does not fill `title`).
  private static func properties(
    filledBy label: String?, of call: FunctionCall, among members: [MemberInfo]
  ) -> [MemberInfo] {
    if let label {
      let named = members.filter { $0.name == label }
      return named.isEmpty ? members : named
    }
    let written = Set(
      call.arguments.compactMap(\.label) + call.labeledTrailingClosures.map(\.label))
    let open = members.filter { !written.contains($0.name) }
    let content = open.filter { $0.name == "content" }
    return content.isEmpty ? open : content
  }

  /// The call whose content a closure is, with the closure's label (nil for the first
  /// trailing closure): `Sheet { … }`, `Sheet(content: { … })`, `Card { … } footer: { … }`.
  private static func contentCall(of closure: Syntax) -> (FunctionCall, String?)? {
    guard let parent = closure.parent else { return nil }
    switch parent.kind {
    case .functionCallExpr:
      return FunctionCall(parent).map { ($0, nil) }
    case .labeledTrailingClosure:
      guard let call = parent.parent.flatMap(FunctionCall.init) else { return nil }
      return (call, parent.firstToken?.text)
    case .argument:
      guard let list = parent.parent, list.kind == .argumentList,
        let call = list.parent.flatMap(FunctionCall.init)
      else { return nil }
      return (call, Argument(parent).label)
    default:
      return nil
    }
  }
}
