import MigrationKit
import SwiftCST

/// One `.frame` where the rewrite would write two in a row: the new
/// `.frame(maxWidth: .infinity, alignment: .leading)` next to a frame that only sizes the
/// other axis (`.frame(maxHeight: .infinity)`). The new frame fills its axis, so the other
/// frame's alignment along it does not matter; along the other axis the new frame is as
/// big as its content, so its alignment there does not matter either: one frame with both
/// sizes and the combined alignment lays out the same. A frame that sizes neither axis
/// (`.frame(alignment: .leading)`) gives way to the new frame.
extension SpacerStack {
  /// The alignment the new frame gives along the stack's axis.
  var alignmentAlongAxis: String {
    switch (spacersBefore.isEmpty, spacersAfter.isEmpty, axis) {
    case (true, false, .horizontal): "leading"
    case (false, true, .horizontal): "trailing"
    case (true, false, .vertical): "top"
    case (false, true, .vertical): "bottom"
    default: "center"
    }
  }

  /// The one frame that replaces the new frame and `other`, or nil when `other` is not a
  /// frame that sizes only the other axis with a literal alignment. `outside`: `other`
  /// comes right after the new frame (the stack's first modifier), not before it.
  func frame(mergedWith other: Modifier, outside: Bool = false) -> String? {
    guard other.name == "frame", let call = other.call, call.trailingClosure == nil else {
      return nil
    }
    if let absorbing = frame(absorbedBy: other, call: call, outside: outside) {
      return absorbing
    }
    // `.frame(alignment: .leading)` sizes nothing: it is as big as its view, which its
    // alignment then moves nowhere. The new frame alone does what the two do.
    if call.arguments.count == 1, call.arguments[0].label == "alignment" { return frame }
    return Self.frame(filling: axis, alignedAlong: alignmentAlongAxis, mergedWith: call)
  }

  /// One frame for a frame that fills `axis` and nothing else (`.frame(maxHeight:
  /// .infinity, alignment: .bottom)`: `along` is its alignment's component along `axis`)
  /// and `other`, right inside or outside it, when `other` sizes only the other axis with a
  /// literal alignment (`.frame(maxWidth: .infinity)`); nil when it does not. `background-
  /// decoration` writes one frame so too. Why it lays out the same: see the type's comment.
  static func frame(filling axis: Axis, alignedAlong along: String, mergedWith call: FunctionCall)
    -> String?
  {
    let otherAxisLabels: [String] =
      axis == .horizontal
      ? ["minHeight", "idealHeight", "maxHeight"] : ["minWidth", "idealWidth", "maxWidth"]
    var sizes: [String: String] = [:]
    var crossAlignment = "center"
    for argument in call.arguments {
      guard let label = argument.label, let value = argument.expression else { return nil }
      if label == "alignment" {
        guard let access = MemberAccess(value), access.base == nil,
          let component = Self.component(of: access.name, across: axis)
        else { return nil }
        crossAlignment = component
      } else if otherAxisLabels.contains(label) {
        sizes[label] = value.text
      } else {
        return nil
      }
    }
    guard !sizes.isEmpty else { return nil }
    var arguments: [String] = []
    let own = (axis == .horizontal ? "maxWidth" : "maxHeight") + ": .infinity"
    let theirs = otherAxisLabels.compactMap { label in sizes[label].map { "\(label): \($0)" } }
    arguments = axis == .horizontal ? [own] + theirs : theirs + [own]
    let vertical = axis == .vertical ? along : crossAlignment
    let horizontal = axis == .horizontal ? along : crossAlignment
    if let alignment = Self.alignment(vertical: vertical, horizontal: horizontal) {
      arguments.append("alignment: .\(alignment)")
    }
    return ".frame(\(arguments.joined(separator: ", ")))"
  }

  /// `other` when it already fills the stack's axis (`maxHeight: .infinity` and nothing
  /// else along it, for a VStack) and the new frame follows right inside it: the new
  /// frame's only contribution is its alignment along the axis, which `other`, as big
  /// along the axis, can give instead. `other` written again with the combined alignment
  /// (the same text when that is already its alignment); nil when it does not qualify.
  /// A fixed size along the axis (`width: 44`) qualifies too when `other` is `outside` the
  /// new frame and X certainly fits in it: it offers the new frame exactly that size, which
  /// the new frame fills.
  func frame(absorbedBy modifier: Modifier, call other: FunctionCall, outside: Bool) -> String? {
    let own = axis == .horizontal ? "maxWidth" : "maxHeight"
    let fixed = axis == .horizontal ? "width" : "height"
    let ownAxisLabels: Set<String> =
      axis == .horizontal
      ? ["minWidth", "idealWidth", "maxWidth", "width"]
      : ["minHeight", "idealHeight", "maxHeight", "height"]
    var crossAlignment = "center"
    var alongAlignment = "center"
    var fills = false
    var arguments: [String] = []
    for argument in other.arguments {
      guard let label = argument.label, let value = argument.expression else { return nil }
      if label == "alignment" {
        guard let access = MemberAccess(value), access.base == nil,
          let across = Self.component(of: access.name, across: axis),
          let along = Self.component(
            of: access.name, across: axis == .horizontal ? .vertical : .horizontal)
        else { return nil }
        crossAlignment = across
        alongAlignment = along
        continue
      }
      if label == own {
        guard [".infinity", "CGFloat.infinity", ".greatestFiniteMagnitude"].contains(value.text)
        else { return nil }
        fills = true
      } else if label == fixed && outside && viewFits(in: value) {
        fills = true
      } else if ownAxisLabels.contains(label) {
        return nil
      }
      arguments.append("\(label): \(value.text)")
    }
    guard fills else { return nil }
    let vertical = axis == .vertical ? alignmentAlongAxis : crossAlignment
    let horizontal = axis == .horizontal ? alignmentAlongAxis : crossAlignment
    if alongAlignment == alignmentAlongAxis { return other.node.file.text(modifier.range) }
    if let alignment = Self.alignment(vertical: vertical, horizontal: horizontal) {
      arguments.append("alignment: .\(alignment)")
    }
    return ".frame(\(arguments.joined(separator: ", ")))"
  }

  /// What the rewrite writes for the new frame: the frame after X, or one frame in place of
  /// a frame next to it that does both jobs, or nothing when a later frame of the stack
  /// already does the new frame's.
  enum FramePlan {
    /// `frame` after X.
    case added(String)
    /// X's own last frame (`ownLastFrame`) replaced by one frame that does both.
    case mergedIntoOwn(Modifier, String)
    /// The stack's first modifier, a frame, replaced by one that does both (the same text
    /// when it already does).
    case mergedIntoStack(Modifier, String)
    /// Nothing: this frame of the stack, after padding or inert modifiers, already places X.
    case placedByStack(Modifier)
    /// The stack's first two modifiers, a frame filling the other axis and a fixed size
    /// on both, replaced by one frame of that size (`fixedFrame(filledBy:then:)`).
    case mergedIntoStackFrames(Modifier, Modifier, String)
    /// X's last frame, behind padding (`frameBehindPadding`), removed, and one frame that
    /// does both written after X.
    case mergedAcrossPadding(Modifier, String)
    /// A frame of the stack past its padding (`stackFrameBehindPadding`) replaced by one
    /// that does both; nothing written after X.
    case mergedIntoStackPastPadding(Modifier, String)

    /// Whether the frame is written after X, on a line of its own in a multi-line stack.
    var isAdded: Bool {
      switch self {
      case .added, .mergedAcrossPadding: true
      default: false
      }
    }
  }

  var framePlan: FramePlan {
    if let knownFramePlan { return knownFramePlan }
    if let own = ownLastFrame, let merged = frame(mergedWith: own) {
      return .mergedIntoOwn(own, merged)
    }
    let modifiers = chain.modifiers
    if modifiers.count >= 2, let merged = fixedFrame(filledBy: modifiers[0], then: modifiers[1]) {
      return .mergedIntoStackFrames(modifiers[0], modifiers[1], merged)
    }
    if let first = modifiers.first, let merged = frame(mergedWith: first, outside: true) {
      return .mergedIntoStack(first, merged)
    }
    if let placing = stackFrameFilling(chain.modifiers) { return .placedByStack(placing) }
    if let later = stackFrameBehindPadding, let merged = frame(mergedWith: later, outside: true) {
      return .mergedIntoStackPastPadding(later, merged)
    }
    if let own = frameBehindPadding, let merged = frame(mergedWith: own) {
      return .mergedAcrossPadding(own, merged)
    }
    return .added(frame)
  }

  /// The same as `frameBehindPadding` from the other side: the stack's frame that only fills
  /// the other axis, behind padding and layout-inert modifiers of the stack, at least one
  /// padding (the outer stack of two rewritten first). The new frame inside the padding and
  /// that frame outside it are one frame there.
  var stackFrameBehindPadding: Modifier? {
    frameFillingOtherAxis(behindPaddingIn: chain.modifiers)
  }

  /// X's last frame when it only fills the other axis (`.frame(maxWidth: .infinity,
  /// alignment: .trailing)` in a VStack, as the rewrite of an HStack inside writes) and only
  /// padding and layout-inert modifiers follow it, at least one padding (with none,
  /// `ownLastFrame` merges it): the new frame and that one are one frame after the padding.
  ///
  /// Why: such a frame is as big as what it is offered across the axis (or its view, when
  /// bigger) and as its view along it. With the padding after it, the outer frame offers the
  /// padding its size, the padding offers the inner frame that less its insets, and the
  /// inner frame places X in it by its alignment: X lands at the same place, and is offered
  /// the same size, as when the padding goes around X itself and one frame, filling both
  /// axes, places the padded X with both alignments. A frame with a fixed or minimum size
  /// there does not qualify (the padding would then fall inside or outside that size), nor
  /// does a modifier that draws or lays out in the padded bounds (a background fills what the
  /// inner frame filled). Nil too when a comment stands next to the frame: it may be about it.
  var frameBehindPadding: Modifier? {
    guard view.kind != .sequenceExpr else { return nil }
    return frameFillingOtherAxis(
      behindPaddingIn: ModifierChain(outermost: view).modifiers.reversed())
  }

  /// The first frame of `modifiers`, in their order, when only padding (at least one) and
  /// layout-inert modifiers come before it and it fills only the other axis; nil when a
  /// comment stands next to it.
  private func frameFillingOtherAxis(
    behindPaddingIn modifiers: some Sequence<Modifier>
  ) -> Modifier? {
    var crossedPadding = false
    for modifier in modifiers {
      if modifier.name == "padding" {
        crossedPadding = true
        continue
      }
      if Self.layoutInertModifiers.contains(modifier.name) { continue }
      guard crossedPadding, fillsOnlyOtherAxis(modifier), frameRemoval(modifier) != nil else {
        return nil
      }
      return modifier
    }
    return nil
  }

  /// Whether `modifier` is a frame that fills the other axis and does nothing else:
  /// `.frame(maxWidth: .infinity)` in a VStack, with or without an alignment.
  private func fillsOnlyOtherAxis(_ modifier: Modifier) -> Bool {
    guard modifier.name == "frame", let call = modifier.call, call.trailingClosure == nil else {
      return false
    }
    let fill = axis == .horizontal ? "maxHeight" : "maxWidth"
    var fills = false
    for argument in call.arguments {
      guard let label = argument.label, let value = argument.expression else { return false }
      if label == fill && [".infinity", "CGFloat.infinity"].contains(value.text) {
        fills = true
      } else if label != "alignment" {
        return false
      }
    }
    return fills
  }

  /// The range the fix removes for `frame`, one of X's modifiers: from the line break before
  /// its `.` when it starts a line (else from the `.`) to its end; nil when a comment stands
  /// next to it or inside it.
  func frameRemoval(_ frame: Modifier) -> Range<Int>? {
    let file = frame.node.file
    let dot = frame.memberAccess.dotToken
    guard let before = dot.previous, let last = frame.node.lastToken else { return nil }
    let after = last.next?.range.lowerBound ?? file.bytes.count
    guard file.comments(within: before.range.upperBound..<after).isEmpty else { return nil }
    var start = dot.range.lowerBound
    if dot.isAtStartOfLine,
      let newline = (before.range.upperBound..<start).last(where: { file.bytes[$0] == 10 })
    {
      start = newline > 0 && file.bytes[newline - 1] == 13 ? newline - 1 : newline
    }
    return start..<frame.range.upperBound
  }

  /// What the fix writes, for the finding's message.
  var fixDescription: String {
    let description = planDescription
    guard let redundant = redundantStackFrame else { return description }
    return description
      + ", and remove the stack's later \(Self.written(redundant.frame)), which would then hold a view exactly its own size"
  }

  private var planDescription: String {
    let replace = "replace the \(name) and Spacer"
    switch framePlan {
    case .added(let frame):
      return "\(replace) with \(frame)"
    case .mergedIntoOwn(let own, let merged):
      return "\(replace), and its view's \(Self.written(own)), with \(merged)"
    case .mergedIntoStack(let first, let merged)
    where merged != first.node.file.text(first.range):
      return "\(replace), and the stack's \(Self.written(first)), with \(merged)"
    case .mergedIntoStack(let frame, _), .placedByStack(let frame):
      return
        "\(replace) with its view: the stack's \(Self.written(frame)) already places it the same way"
    case .mergedIntoStackFrames(let filling, let fixed, let merged):
      return
        "\(replace), and the stack's \(Self.written(filling)) and \(Self.written(fixed)), with \(merged)"
    case .mergedAcrossPadding(let own, let merged):
      return "\(replace), and its view's \(Self.written(own)), with \(merged) after its padding"
    case .mergedIntoStackPastPadding(let later, let merged):
      return "\(replace), and the stack's \(Self.written(later)) after its padding, with \(merged)"
    }
  }

  /// One frame for the new frame and the stack's first two modifiers when these are a frame
  /// that fills the other axis (`.frame(maxHeight: .infinity, alignment: .bottom)` on an
  /// HStack, as the rewrite of a VStack around it writes) and a fixed size on both axes
  /// (`.frame(width: 100, height: 100)`) that X certainly fits in along both: the fixed
  /// frame offers the filling one its size, which it fills, and offers it on to the new
  /// frame, which fills it too, so X is placed in exactly that size by the two alignments;
  /// the fixed frame's own alignment places a child of its own size and does nothing. One
  /// `.frame(width:height:alignment:)` with the alignment along the axis from the new frame
  /// and across it from the filling frame lays X out the same. Nil when they do not qualify.
  func fixedFrame(filledBy filling: Modifier, then fixed: Modifier) -> String? {
    guard filling.name == "frame", fixed.name == "frame", let fill = filling.call,
      let size = fixed.call, fill.trailingClosure == nil, size.trailingClosure == nil
    else { return nil }
    let fillLabel = axis == .horizontal ? "maxHeight" : "maxWidth"
    var fills = false
    var crossAlignment = "center"
    for argument in fill.arguments {
      guard let label = argument.label, let value = argument.expression else { return nil }
      if label == fillLabel {
        guard [".infinity", "CGFloat.infinity"].contains(value.text) else { return nil }
        fills = true
      } else if label == "alignment" {
        guard let access = MemberAccess(value), access.base == nil,
          let component = Self.component(of: access.name, across: axis)
        else { return nil }
        crossAlignment = component
      } else {
        return nil
      }
    }
    guard fills else { return nil }
    var width: Syntax?
    var height: Syntax?
    for argument in size.arguments {
      guard let label = argument.label, let value = argument.expression else { return nil }
      switch label {
      case "width": width = value
      case "height": height = value
      case "alignment": continue
      default: return nil
      }
    }
    guard let width, let height,
      viewFits(in: width, along: .horizontal), viewFits(in: height, along: .vertical)
    else { return nil }
    let vertical = axis == .vertical ? alignmentAlongAxis : crossAlignment
    let horizontal = axis == .horizontal ? alignmentAlongAxis : crossAlignment
    let alignment = Self.alignment(vertical: vertical, horizontal: horizontal).map {
      ", alignment: .\($0)"
    }
    return ".frame(width: \(width.text), height: \(height.text)\(alignment ?? ""))"
  }

  /// A modifier on one line, as a message names it: `.frame(width: 44, height: 44)`, each
  /// value as written with its runs of spaces and line breaks made one space (`excerpt`).
  static func written(_ modifier: Modifier) -> String {
    let arguments = modifier.arguments.map { argument in
      let value = argument.expression?.excerpt(120) ?? ""
      return argument.label.map { "\($0): \(value)" } ?? value
    }
    return ".\(modifier.name)(\(arguments.joined(separator: ", ")))"
  }

  /// Whether the stack's own modifiers already give what the new frame gives: after frames
  /// that size only the other axis (`.frame(height: 46)`), padding and modifiers that lay
  /// nothing out (`layoutInertModifiers`), a frame that fills the axis or fixes it to a
  /// number, with the same alignment along it. The new frame, inside that one, would take
  /// what it is offered (or X's size, when X is bigger) and place X there with that
  /// alignment; without it, that frame places X (and the padding around it) with the same
  /// alignment in the same space: X lands in the same place either way, since padding
  /// only insets what is offered and adds it back on both sides.
  /// The answer is that frame, or nil.
  func stackFrameFilling(_ modifiers: [Modifier]) -> Modifier? {
    let otherAxis: Set<String> =
      axis == .horizontal
      ? ["height", "minHeight", "idealHeight", "maxHeight"]
      : ["width", "minWidth", "idealWidth", "maxWidth"]
    let own = axis == .horizontal ? "maxWidth" : "maxHeight"
    let fixed = axis == .horizontal ? "width" : "height"
    for modifier in modifiers {
      if modifier.name == "padding" || Self.layoutInertModifiers.contains(modifier.name) {
        continue
      }
      guard modifier.name == "frame", let call = modifier.call, call.trailingClosure == nil,
        !call.arguments.isEmpty
      else { return nil }
      let labels = call.arguments.map { $0.label ?? "" }
      if labels.allSatisfy(otherAxis.contains) { continue }
      var sizes = false
      var along = "center"
      for argument in call.arguments {
        guard let label = argument.label, let value = argument.expression else { return nil }
        if label == own {
          sizes = [".infinity", "CGFloat.infinity"].contains(value.text)
        } else if label == fixed {
          // A number: `width: nil`, or a value that may be nil, fixes nothing.
          sizes = isNumber(value)
        } else if label == "alignment" {
          guard let access = MemberAccess(value), access.base == nil,
            let component = Self.component(
              of: access.name, across: axis == .horizontal ? .vertical : .horizontal)
          else { return nil }
          along = component
        } else if !otherAxis.contains(label) {
          return nil
        }
      }
      return sizes && along == alignmentAlongAxis ? modifier : nil
    }
    return nil
  }

  /// A later frame of the stack that fills the axis and nothing else
  /// (`.frame(maxWidth: .infinity)`, with any alignment), behind only padding, frames of the
  /// other axis and modifiers that keep the size of what they modify (`sizeKeepingModifiers`),
  /// when the new frame (or the frame it merges into) fills the axis too: that later frame
  /// then holds a view exactly its own size, and goes.
  ///
  /// Why: a frame with only `maxWidth: .infinity` is as wide as the larger of its child and
  /// what it is offered (as wide as its child when offered nothing in particular), and offers
  /// its child what it is offered. The new frame is so too; padding offers its child the width
  /// less the insets and adds them back, and the other modifiers here take their child's
  /// width and offer it theirs. So the view inside the later frame is at least as wide as
  /// what the later frame offers it, which is what the later frame is offered: the later
  /// frame is exactly as wide as that view, and its alignment, along either axis, moves a
  /// child of its own size nowhere (its height is its child's). With `minWidth:` or a fixed
  /// `width:` it could clamp its child, and a frame fixed along the axis between them
  /// (`.frame(width: 100)`), `.fixedSize()` or `.position` would make the view inside
  /// narrower than offered: none of those qualify. The later frame may fill the other axis
  /// too (`.frame(maxWidth: .infinity, maxHeight: .infinity)`) when the frame the rewrite
  /// writes fills it as well (X's own `maxWidth: .infinity` merged in) and no frame of the
  /// other axis stands between them: the same reasoning then holds along both axes.
  /// The frame, and the range the fix removes: from the line break before its `.` when it
  /// starts a line (else from the `.`) to its end. Nil too when a comment stands next to it
  /// or inside it, which may be about it.
  var redundantStackFrame: (frame: Modifier, removal: Range<Int>)? {
    if let knownRedundantStackFrame { return knownRedundantStackFrame }
    guard let frame = redundantStackFrameModifier, let removal = frameRemoval(frame) else {
      return nil
    }
    return (frame, removal)
  }

  private var redundantStackFrameModifier: Modifier? {
    var modifiers = chain.modifiers[...]
    switch framePlan {
    case .added, .mergedIntoOwn, .mergedAcrossPadding: break
    case .mergedIntoStackPastPadding: return nil
    case .mergedIntoStack(let first, _):
      // Absorbed by a frame fixed along the axis (`width: 44`), the new frame fills nothing.
      let fixed = axis == .horizontal ? "width" : "height"
      guard first.call?.argument(labeled: fixed) == nil else { return nil }
      modifiers = modifiers.dropFirst()
    case .mergedIntoStackFrames, .placedByStack: return nil
    }
    let otherAxis: Set<String> =
      axis == .horizontal
      ? ["height", "minHeight", "idealHeight", "maxHeight", "alignment"]
      : ["width", "minWidth", "idealWidth", "maxWidth", "alignment"]
    let own = axis == .horizontal ? "maxWidth" : "maxHeight"
    let otherMax = axis == .horizontal ? "maxHeight" : "maxWidth"
    var fillsOtherAxis = planFillsAxis(otherMax)
    func isInfinity(_ argument: Argument) -> Bool {
      [".infinity", "CGFloat.infinity"].contains(argument.expression?.text ?? "")
    }
    for modifier in modifiers {
      guard let call = modifier.call else { return nil }
      if modifier.name == "padding" || Self.sizeKeepingModifiers.contains(modifier.name)
        || modifier.name.hasPrefix("accessibility")
      {
        continue
      }
      guard modifier.name == "frame", call.trailingClosure == nil, !call.arguments.isEmpty
      else { return nil }
      let labels = call.arguments.map { $0.label ?? "" }
      if labels.allSatisfy(otherAxis.contains) {
        fillsOtherAxis = false
        continue
      }
      let fills = call.arguments.contains { $0.label == own && isInfinity($0) }
      let fillsOnlyAxes = call.arguments.allSatisfy { argument in
        argument.label == own || argument.label == "alignment"
          || (fillsOtherAxis && argument.label == otherMax && isInfinity(argument))
      }
      guard fills, fillsOnlyAxes, labels.filter({ $0 == own }).count == 1 else { return nil }
      return modifier
    }
    return nil
  }

  /// Whether the frame the rewrite writes (a merged one) fills along `label`
  /// (`maxWidth: .infinity`).
  private func planFillsAxis(_ label: String) -> Bool {
    switch framePlan {
    case .mergedIntoOwn(_, let frame), .mergedIntoStack(_, let frame),
      .mergedAcrossPadding(_, let frame):
      return frame.contains("\(label): .infinity") || frame.contains("\(label): CGFloat.infinity")
    default:
      return false
    }
  }

  /// Modifiers that neither lay out nor read the bounds of the view they modify: they set
  /// the environment of the views inside, or run code on events. Between two frames they
  /// change nothing about how the outer frame holds the inner one. `bold()`, `italic()` and
  /// the other text styles are, on a view that is not a Text, environment settings as `font`
  /// is (a stack's `.bold()` before its full-width frame, as in MyHeartCounts).
  static let layoutInertModifiers: Set<String> = [
    "font", "fontWeight", "fontDesign", "fontWidth", "foregroundColor", "foregroundStyle",
    "tint", "multilineTextAlignment", "lineLimit", "lineSpacing", "truncationMode",
    "minimumScaleFactor", "allowsTightening", "textCase", "environment", "environmentObject",
    "disabled", "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit",
    "bold", "italic", "underline", "strikethrough", "monospaced", "monospacedDigit", "kerning",
    "tracking",
  ]

  /// X's last frame, when only layout-inert modifiers follow it in X's own chain: the
  /// frame the new one may merge with.
  var ownLastFrame: Modifier? {
    for modifier in ModifierChain(outermost: view).modifiers.reversed() {
      if modifier.name == "frame" { return modifier }
      if !Self.layoutInertModifiers.contains(modifier.name) { return nil }
    }
    return nil
  }

  /// Whether X is certainly no bigger along `along` (the stack's axis when nil) than
  /// `length`, a number: its last frame fixes it there to a number no larger
  /// (`.frame(width: 14, height: 14)`), with only modifiers after it that leave its size as
  /// the frame fixes it (`sizeKeepingModifiers`: a background, a clip, an offset), or, for a
  /// width, X is a Text with modifiers that only style it: a Text wraps, breaks long words
  /// and truncates to the width it is offered (it is wider only when one character is). A
  /// view that may outgrow the fixed frame (an image, a line of text taller than a fixed
  /// height under Dynamic Type, a Text with padding or `.fixedSize()`) would overflow it
  /// from its aligned edge with one frame, and evenly from the centre with two.
  func viewFits(in length: Syntax, along: Axis? = nil) -> Bool {
    let along = along ?? axis
    let label = along == .horizontal ? "width" : "height"
    guard let outer = self.length(length) else { return false }
    let modifiers = ModifierChain(outermost: view).modifiers
    if along == .horizontal, let text = FunctionCall(ModifierChain(outermost: view).base),
      text.calleeName == "Text", text.callee.kind == .declReferenceExpr,
      modifiers.allSatisfy({
        Self.textStylingModifiers.contains($0.name) || $0.name.hasPrefix("accessibility")
      })
    {
      return true
    }
    guard
      let last = modifiers.reversed().first(where: {
        !Self.sizeKeepingModifiers.contains($0.name) && !$0.name.hasPrefix("accessibility")
      }), last.name == "frame",
      let inner = last.call?.argument(labeled: label)?.expression.flatMap(self.length)
    else { return false }
    return inner <= outer
  }

  /// Modifiers whose view is as big as the view they modify, whatever it is offered: they
  /// set the environment, run code on events, draw a layer in its bounds (`background`,
  /// `overlay`, `border`), clip or mask it, or move or transform what it draws without
  /// laying it out again (`offset`, `rotationEffect`, `scaleEffect`, `shadow`). After a
  /// frame that fixes a size, the view keeps that size.
  static let sizeKeepingModifiers: Set<String> = layoutInertModifiers.union([
    "background", "overlay", "border", "clipShape", "clipped", "cornerRadius", "mask",
    "offset", "shadow", "opacity", "rotationEffect", "scaleEffect", "blur", "brightness",
    "contrast", "saturation", "grayscale", "colorMultiply", "hueRotation", "blendMode",
    "compositingGroup", "drawingGroup", "contentShape", "allowsHitTesting", "hidden",
    "animation", "help", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
    "highPriorityGesture",
  ])

  /// Modifiers of a Text that style it and leave it wrapping to the width it is offered.
  static let textStylingModifiers: Set<String> = layoutInertModifiers.union([
    "baselineOffset", "opacity", "help", "textSelection", "privacySensitive", "redacted",
    "contentTransition",
  ])

  /// The component of an `Alignment` across the stack's axis (vertical for an HStack):
  /// `top` for `.topLeading` in an HStack. Nil for a name that is not a built-in alignment.
  static func component(of alignment: String, across axis: Axis) -> String? {
    let parts: [String: (vertical: String, horizontal: String)] = [
      "center": ("center", "center"), "leading": ("center", "leading"),
      "trailing": ("center", "trailing"), "top": ("top", "center"),
      "bottom": ("bottom", "center"), "topLeading": ("top", "leading"),
      "topTrailing": ("top", "trailing"), "bottomLeading": ("bottom", "leading"),
      "bottomTrailing": ("bottom", "trailing"),
    ]
    guard let found = parts[alignment] else { return nil }
    return axis == .horizontal ? found.vertical : found.horizontal
  }

  /// `topLeading` for (top, leading); nil for (center, center), the default.
  static func alignment(vertical: String, horizontal: String) -> String? {
    switch (vertical, horizontal) {
    case ("center", "center"): nil
    case ("center", _): horizontal
    case (_, "center"): vertical
    default: vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
    }
  }
}
