import MigrationKit
import SwiftCST

/// `ZStack(alignment: A) { D; content }` where D is a decoration layer (a colour, gradient,
/// material or shape, maybe with `.ignoresSafeArea()`) → `content.frame(maxWidth: .infinity,
/// maxHeight: .infinity, alignment: A).background { D }`; with the decoration last,
/// `.overlay { D }`. The frame keeps the ZStack's size, which the greedy layer made the whole
/// proposal; it is left out along a direction the content fills itself (a List, a ScrollView,
/// a VStack holding a Spacer along the height).
/// `review`: the layers are the same, but the view tree is not, so check animations and
/// transitions on them. Left alone: ZStacks with other children, `zIndex`, conditional or
/// repeated content, decorations with a size, gestures or anything else that is not paint.
public struct BackgroundDecoration: Migration {
  public let id = "background-decoration"
  public let summary = "Decorate a view with background or overlay, not a two-layer ZStack"
  public let rationale = """
    The view-structure guide keeps ZStack for peer views that lay out together, and \
    background and overlay for decorating one view: the decorated view stays the layout \
    anchor and the intent is plain. A ZStack of exactly two layers, one a decoration (a \
    Color, a gradient, a shape filled or stroked, a material, with modifiers such as \
    opacity, ignoresSafeArea or allowsHitTesting) and one view, becomes that view with the \
    decoration as its background (decoration first) or overlay (decoration last). The \
    decoration filled the space the ZStack was offered, so the content gets \
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment:) with the ZStack's \
    alignment, which keeps the size and the placement; a content that already fills its \
    space (List, ScrollView, Form, a navigation container, a stack holding one, a view placed \
    by .position) or a ZStack \
    under .fixedSize() \
    (offered no size, it took its content's size) needs no frame; a content that fills one \
    direction already (a VStack holding a Spacer fills the height, a view framed \
    .frame(maxWidth: .infinity) the width) is framed along the other only, with that part of \
    the alignment (.topLeading → .frame(maxHeight: .infinity, alignment: .top)), in the \
    view's own last frame when that fills the one direction (.frame(maxWidth: .infinity) and \
    .frame(maxHeight: .infinity, alignment: .bottom) in a row lay out as \
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)); and a centred \
    ZStack sized by .frame(width:height:) hands that frame to the content, with the \
    decoration after it (an icon on a tile: the tile filled exactly that frame). A \
    Color.clear layer only places the view, so it becomes that frame, and under the \
    ZStack's own .frame(maxWidth: .infinity, maxHeight: .infinity) with the same alignment \
    it simply goes (no second frame); that frame as the ZStack's first modifier, with any \
    alignment, goes where the content gets its frame, which fills the space in both \
    directions already (with the colour behind it, or the Color.clear layer gone). This is a \
    review fix: a ZStack child inherits the ZStack's transitions and identity differently from a \
    background, and a decoration that is not greedy in a ZStack whose proposal is unbounded \
    (inside a ScrollView) may size differently. Below iOS 15, macOS 12, tvOS 15 and watchOS \
    8 the decoration is passed as background(_:) instead of the closure form. ZStacks with \
    more children, a zIndex, an if, ForEach or #if among the layers, a view read through an \
    optional chain (`badge?.view`, where the frame and the decoration would join the chain \
    and go with the view when it is nil), comments between the layers, or a decoration with a frame, a gesture or a tap action are left alone, as is a \
    content layer that is a value the declarations type as paint or cannot type (an asset \
    colour such as `Asset.fill.swiftUIColor`): two paints are peers, not a view and its \
    decoration. So is a view scaled to fill its space (`.scaledToFill()`, \
    `.aspectRatio(contentMode: .fill)`) that would need the frame: it is bigger than the \
    space the decoration filled, and as its background or overlay the decoration would grow \
    to its size; and so is a view with a fixed frame along a direction in which the ZStack \
    is given a fixed frame afterwards (`X.frame(height: H)` in a ZStack under \
    .frame(height: h).clipped()), unless H is known to be no more than h (two numbers, or \
    the same expression): taller than h, the view makes the ZStack taller than the layer.
    """
  public let example = (
    before: """
    ZStack(alignment: .top) {
      Color.indigo.ignoresSafeArea()
      VStack { header; content }
    }
    """,
    after: """
    VStack { header; content }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .background {
        Color.indigo.ignoresSafeArea()
      }
    """
  )
  public let safety = Safety.review
  public var group: String? { LayoutPractices.group }
  /// A content layer that is a value (`theme.card`, `Asset.panel.swiftUIColor`) is typed
  /// through the declarations of the run.
  public var usesSemanticIndex: Bool { true }

  public init() {}

  /// Every finding is at a ZStack of this shape, read from the syntax alone.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.calls(named: "ZStack").contains { DecoratedStack($0) != nil }
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    // No `mayFind` first: it reads the same ZStacks as the walk below, which finds nothing
    // where it would have said no.
    file.calls(named: "ZStack").compactMap { call -> Finding? in
      guard let layers = DecoratedStack(call),
        Decoration.isView(value: layers.content, context: context)
      else { return nil }
      let closureForm = context.isAvailable(backgroundClosureTargets, at: call.node)
      let style = context.style
      let modifier = layers.decorationFirst ? "background" : "overlay"
      if layers.isClear {
        return Finding(
          migrationID: id, range: call.node.range,
          message: layers.needsFrame
            ? "a ZStack of Color.clear and one view only places the view in the space offered: that is \(layers.ownFrameMerged?.merged ?? layers.filled.fillingFrame(alignment: layers.alignment))"
            : "a ZStack of Color.clear and one view, framed to fill its space: the frame alone places the view, and the Color.clear layer goes",
          safety: .review,
          fix: Fix(edits: [
            TextEdit(
              range: layers.replacedRange(style: style),
              replacement: layers.rewritten(modifier: modifier, closureForm: true, style: style))
          ]))
      }
      // A view that can be bigger than the space offered (an image scaled to fill it) makes
      // the ZStack, and so the frame around the view, bigger than that space, while the
      // layer took only the space: as the view's background or overlay it would grow to the
      // view's size. Nothing to rewrite.
      if layers.needsFrame, let overflow = Self.overflowingModifier(of: layers.content) {
        return Finding(
          migrationID: id, range: call.node.range,
          message:
            "a ZStack of a decoration layer and one view left as it is: with .\(overflow) the view can be bigger than the space offered, which the layer fills; as the view's .\(modifier) the layer would take the view's size instead",
          safety: .diagnostic, isVerboseOnly: true)
      }
      // A view with a fixed frame longer than the ZStack's fixed frame offers: the same.
      if layers.needsFrame, layers.fixedFrame == nil,
        let overflow = Self.overflowingFrame(of: layers.content, in: layers.call)
      {
        let (length, longer) =
          overflow.along == "height" ? ("height", "taller") : ("width", "wider")
        return Finding(
          migrationID: id, range: call.node.range,
          message:
            "a ZStack of a decoration layer and one view left as it is: with .frame(\(length): \(overflow.view)) the view can be \(longer) than the ZStack's .frame(\(length): \(overflow.stack)) offers, which the layer fills; as the view's .\(modifier) the layer would take the view's \(length) instead",
          safety: .diagnostic, isVerboseOnly: true)
      }
      let text = layers.rewritten(modifier: modifier, closureForm: closureForm, style: style)
      // `.background(Color.x)` is `background(_:ignoresSafeAreaEdges:)` from iOS 15: the
      // colour then fills the safe area the view meets, which the layer did not. Written for
      // the oldest OS when the targets are unknown, so the reader is told.
      let styleOverload =
        !closureForm && layers.decorationIsStyle
        && !context.deploymentTargets(at: call.node).isKnown
      return Finding(
        migrationID: id, range: call.node.range,
        message:
          "a ZStack of a decoration layer and one view: .\(modifier) on the view says it is decoration and keeps the view the layout anchor\(layers.needsFrame ? " (the frame keeps the size the layer filled)" : "")"
          + (styleOverload
            ? "; the deployment targets are unknown, so it is written as for iOS 14: from iOS 15 and macOS 12, .\(modifier)(\(Decoration.head(of: layers.decoration))…) also fills the safe area the view meets (write .\(modifier) { … } there)"
            : ""),
        safety: .review,
        fix: Fix(edits: [TextEdit(range: layers.replacedRange(style: style), replacement: text)]))
    }
  }
}

/// `background(alignment:content:)` and `overlay(alignment:content:)`.
private let backgroundClosureTargets = minimumVersions(
  iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")

/// A `ZStack` of exactly a decoration and one view.
private struct DecoratedStack {
  let call: FunctionCall
  let decoration: Syntax
  let content: Syntax
  let decorationFirst: Bool
  /// The ZStack's `alignment:` argument, unless it is `.center`.
  let alignment: String?
  let needsFrame: Bool
  /// The directions the content fills already: the frame gives it only the others.
  let filled: FilledAxes
  /// The layer is `Color.clear` (maybe not hit-testable, maybe ignoring the safe area).
  let isClear: Bool
  /// The layer is a colour or gradient value (a `ShapeStyle`), not made a view by a
  /// modifier: `.background(layer)` may pick the style overload (see `findings`).
  let decorationIsStyle: Bool
  /// `.frame(width: W, height: H)` on the centred ZStack: the layer filled exactly that
  /// frame, so the content takes the frame and the decoration goes after it (the frame
  /// moves into the fix; no `maxWidth: .infinity` frame inside a fixed one).
  let fixedFrame: Modifier?
  /// `.frame(maxWidth: .infinity, maxHeight: .infinity)` as the ZStack's first modifier,
  /// where the fix frames the content to fill: the content's frame (with the greedy
  /// decoration after it, or none for a clear layer) fills the space offered in both
  /// directions, so the stack's frame holds a view at least as big as what it offers it,
  /// is exactly that view's size and places it nowhere, whatever its alignment. It goes.
  let fillingStackFrame: Modifier?

  init?(_ call: FunctionCall) {
    guard call.callee.kind == .declReferenceExpr, call.labeledTrailingClosures.isEmpty,
      let closure = call.trailingClosure, closure.signature == nil,
      call.arguments.allSatisfy({ $0.label == "alignment" }), call.arguments.count <= 1
    else { return nil }
    let layers = closure.statements
    guard layers.count == 2 else { return nil }
    let first = Decoration.isDecoration(layers[0])
    let last = Decoration.isDecoration(layers[1])
    // Two decorations (or none) are peers, not a view and its decoration.
    guard first != last else { return nil }
    decorationFirst = first
    decoration = first ? layers[0] : layers[1]
    content = first ? layers[1] : layers[0]
    // Two shapes (a track and a knob) are peers too, whatever their modifiers; a blend mode
    // or compositing group composes the two layers as a ZStack does, not as a background.
    guard Self.isOneView(content), !Decoration.isPaint(ModifierChain(outermost: content).base),
      !ModifierChain(outermost: content).has("blendMode"),
      !ModifierChain(base: call.node).has("compositingGroup"),
      // Read after the layers, which turn most ZStacks down for less than these scans.
      !LayoutPractices.hasComments(in: closure.node),
      !LayoutPractices.hasMultilineStringLiteral(in: closure.node)
    else { return nil }
    self.call = call
    let written = call.argument(labeled: "alignment")?.expression?.text
    alignment = written == ".center" || written == "Alignment.center" ? nil : written
    isClear = Decoration.isClear(decoration)
    decorationIsStyle = Decoration.isStyle(decoration)
    // Under `.fixedSize()` the ZStack is offered no size at all: the layer took its ideal
    // size, and a frame with only maximums would be its content's size, so it is not written.
    // A clear layer under the ZStack's own filling frame (`ZStack { Color.clear; X }
    // .frame(maxWidth: .infinity, maxHeight: .infinity)`) only repeats that frame: the
    // fix drops the layer and adds no second frame.
    let stackFrameFills = isClear && Self.framedToFill(call, alignment: alignment)
    filled = stackFrameFills ? .both : FilledAxes(of: content)
    needsFrame = !filled.both && (isClear || !Self.isFixedSize(call))
    // Around a view that fills its space already, a clear layer does nothing at all.
    guard !(isClear && !needsFrame && !stackFrameFills) else { return nil }
    fixedFrame =
      needsFrame && alignment == nil && !isClear
      ? Self.fixedFrame(on: call, contentOnItsLine: Self.startsLine(content, after: call)) : nil
    fillingStackFrame =
      needsFrame && fixedFrame == nil ? Self.fillingFrame(on: call) : nil
  }

  /// The content starts a line below the ZStack's (the fix writes its modifiers on lines).
  private static func startsLine(_ content: Syntax, after call: FunctionCall) -> Bool {
    let file = call.node.file
    return file.location(of: content.range.lowerBound).line
      != file.location(of: call.node.range.lowerBound).line
  }

  /// The ZStack's first modifier is `.frame(maxWidth: .infinity, maxHeight: .infinity)`
  /// with the ZStack's own alignment (`alignment`, nil for centred).
  private static func framedToFill(_ call: FunctionCall, alignment: String?) -> Bool {
    guard let first = ModifierChain(base: call.node).modifiers.first,
      FilledAxes(frame: first).both
    else { return false }
    let written = first.call?.argument(labeled: "alignment")?.expression?.text
    let own = written == ".center" || written == "Alignment.center" ? nil : written
    return own == alignment
  }

  /// The ZStack's first modifier is `.fixedSize()` (both axes), maybe after padding.
  private static func isFixedSize(_ call: FunctionCall) -> Bool {
    let modifiers = ModifierChain(base: call.node).modifiers.drop { $0.name == "padding" }
    guard let first = modifiers.first, first.name == "fixedSize" else { return false }
    return first.arguments.isEmpty
  }

  /// The ZStack's first modifier when it is `.frame(width: W, height: H)`, maybe with the
  /// default `alignment: .center` (the content is centred in it, as in the ZStack). A frame
  /// written over several lines moves with its lines re-indented, so only where the fix
  /// writes the content's modifiers on lines of their own (`contentOnItsLine`).
  private static func fixedFrame(on call: FunctionCall, contentOnItsLine: Bool) -> Modifier? {
    guard let first = ModifierChain(base: call.node).modifiers.first, first.name == "frame"
    else { return nil }
    var labels = first.arguments.map(\.label)
    if labels.last == "alignment",
      let alignment = first.arguments.last?.expression?.text,
      alignment == ".center" || alignment == "Alignment.center"
    {
      labels.removeLast()
    }
    guard labels == ["width", "height"],
      first.arguments.allSatisfy({ ($0.expression?.text ?? "nil") != "nil" }),
      contentOnItsLine || !call.node.file.text(first.range).contains("\n")
    else { return nil }
    return first
  }

  /// The ZStack's first modifier when it is `.frame(maxWidth: .infinity, maxHeight:
  /// .infinity)`, maybe with an alignment, and nothing else.
  private static func fillingFrame(on call: FunctionCall) -> Modifier? {
    guard let first = ModifierChain(base: call.node).modifiers.first,
      FilledAxes(frame: first).both,
      first.arguments.allSatisfy({ ["maxWidth", "maxHeight", "alignment"].contains($0.label) })
    else { return nil }
    return first
  }

  /// The content's own last frame, when it fills the one direction the fix frames the
  /// content in (the other), only modifiers that lay nothing out follow it, and one frame
  /// does both (`SpacerStack.frame(filling:alignedAlong:mergedWith:)`, which full-width-frame
  /// writes so too): that frame, and the one frame written in its place.
  /// `.frame(maxWidth: .infinity)` then `.frame(maxHeight: .infinity, alignment: .bottom)`
  /// is `.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)`: the first is
  /// as tall as its view, so its alignment along the height moves nothing, and the second as
  /// wide as the first, so its alignment along the width moves nothing either.
  var ownFrameMerged: (frame: Modifier, merged: String)? {
    guard needsFrame, fixedFrame == nil, filled.width != filled.height else { return nil }
    var own: Modifier?
    for modifier in ModifierChain(outermost: content).modifiers.reversed() {
      if modifier.name == "frame" {
        own = modifier
        break
      }
      guard SpacerStack.layoutInertModifiers.contains(modifier.name) else { return nil }
    }
    guard let own, let call = own.call, call.trailingClosure == nil,
      FilledAxes(frame: own) == filled
    else { return nil }
    // The ZStack's alignment along the framed direction (`bottom` of `.bottomLeading` for
    // the height).
    var name = alignment ?? ".center"
    if name.hasPrefix("Alignment.") { name = "." + name.dropFirst("Alignment.".count) }
    guard name.hasPrefix("."),
      let along = SpacerStack.component(
        of: String(name.dropFirst()), across: filled.width ? .horizontal : .vertical),
      let merged = SpacerStack.frame(
        filling: filled.width ? .vertical : .horizontal, alignedAlong: along, mergedWith: call)
    else { return nil }
    return (own, merged)
  }

  /// Where the ZStack's own chain continues after what the fix replaces.
  private var chainRest: Int {
    (fixedFrame ?? fillingStackFrame)?.node.range.upperBound ?? call.node.range.upperBound
  }

  /// One view that is not a branch, a loop or a group (whose children would be the
  /// ZStack's), has no `zIndex`, and is not read through an optional chain (`badge?.view`:
  /// the frame and the background written after it would join the chain, and go with the
  /// view when it is nil, where the ZStack still drew the decoration).
  private static func isOneView(_ view: Syntax) -> Bool {
    guard
      view.kind == .functionCallExpr || view.kind == .memberAccessExpr
        || view.kind == .declReferenceExpr,
      !view.endsOptionalChain
    else { return false }
    let chain = ModifierChain(outermost: view)
    guard !chain.has("zIndex") else { return false }
    guard let head = chain.base.leftmostName else { return false }
    // A Spacer beside a colour is a hit area or a filler, not a view to decorate.
    return !["ForEach", "Group", "Section", "TupleView", "EmptyView", "Spacer"].contains(head)
  }

  /// The replacement for the whole ZStack call.
  func rewritten(modifier: String, closureForm: Bool, style: SourceStyle) -> String {
    let file = call.node.file
    let outer = file.indentation(ofLineContaining: call.node.range.lowerBound)
    let contentIndent = file.indentation(ofLineContaining: content.range.lowerBound)
    let decorationIndent = file.indentation(ofLineContaining: decoration.range.lowerBound)
    let multiline =
      file.location(of: content.range.lowerBound).line
      != file.location(of: call.node.range.lowerBound).line
    var frame = ""
    var contentText = content.text
    if let (own, merged) = ownFrameMerged {
      // The content's own frame does both.
      contentText =
        file.text(content.range.lowerBound..<own.range.lowerBound) + merged
        + file.text(own.range.upperBound..<content.range.upperBound)
    } else if let fixedFrame, repeatsLastFrame(of: content, fixedFrame) {
      // The view's own last frame is this one already: written once.
    } else if let fixedFrame {
      // A frame over several lines keeps its lines where they were from its first line's
      // indentation (`.frame(` or `}.frame(`), now the new modifiers'.
      let from = file.indentation(ofLineContaining: fixedFrame.range.lowerBound)
      frame = style.reindent(
        file.text(fixedFrame.range), from: from,
        to: Self.modifierIndentation(
          of: content, outer: outer, from: contentIndent, unit: style.indentUnit),
        skippingFirstLine: true)
    } else if needsFrame {
      frame = filled.fillingFrame(alignment: alignment)
    }
    // `Color.clear` paints nothing: the layer only sized the stack, which the frame does.
    let attaches = !isClear
    guard multiline else {
      let attached =
        !attaches
        ? ""
        : closureForm ? ".\(modifier) { \(decoration.text) }" : ".\(modifier)(\(decoration.text))"
      return contentText + frame + attached
    }
    let body = style.reindent(
      contentText, from: contentIndent, to: outer, skippingFirstLine: true)
    let modifierIndent = Self.modifierIndentation(
      of: content, outer: outer, from: contentIndent, unit: style.indentUnit)
    let inner = modifierIndent + style.indentUnit
    let layer = style.reindent(
      decoration.text, from: decorationIndent, to: inner, skippingFirstLine: true)
    var text = body
    if !frame.isEmpty { text += "\n" + modifierIndent + frame }
    if !attaches {
    } else if closureForm {
      text += "\n\(modifierIndent).\(modifier) {\n\(inner)\(layer)\n\(modifierIndent)}"
    } else if layer.contains("\n") {
      // A layer of several lines goes on lines of its own, as the closure form's does.
      text += "\n\(modifierIndent).\(modifier)(\n\(inner)\(layer)\n\(modifierIndent))"
    } else {
      text += "\n\(modifierIndent).\(modifier)(\(layer))"
    }
    if let tail = movedTail(from: outer, to: modifierIndent, style: style) {
      // `}.frame(…)`: the modifier that followed the brace starts a line like the others.
      text += tail.first == "." ? "\n" + modifierIndent + tail : tail
    }
    return style.withLineEndings(text)
  }

  /// The bytes the fix replaces: the ZStack call, and its own modifiers when they must move
  /// to the new modifiers' indentation (see `movedTail`).
  func replacedRange(style: SourceStyle) -> Range<Int> {
    let file = call.node.file
    let outer = file.indentation(ofLineContaining: call.node.range.lowerBound)
    let contentIndent = file.indentation(ofLineContaining: content.range.lowerBound)
    let modifierIndent = Self.modifierIndentation(
      of: content, outer: outer, from: contentIndent, unit: style.indentUnit)
    guard movedTail(from: outer, to: modifierIndent, style: style) != nil else {
      return call.node.range.lowerBound..<chainRest
    }
    return call.node.range.lowerBound..<ModifierChain(base: call.node).outermost.range.upperBound
  }

  /// The ZStack's own modifiers, when they start lines at the ZStack's indentation and the
  /// new modifiers go deeper: moved there too, so the whole chain lines up.
  private func movedTail(from outer: String, to modifierIndent: String, style: SourceStyle)
    -> String?
  {
    let chain = ModifierChain(base: call.node)
    let file = call.node.file
    // Modifiers that start lines, or one after the closing brace whose closure spans lines
    // (`}.onTapGesture {` … `}`): its lines follow the new indentation too. One after the
    // brace (`}.padding(2)`) starts a line after the new modifiers' lines in any case.
    let tailModifiers = chain.modifiers.filter { $0.range.lowerBound >= chainRest }
    let afterBrace = tailModifiers.first.map { !$0.memberAccess.dotToken.isAtStartOfLine } ?? false
    // `}` alone, then the chain one level in (`    .clipShape(…)`): the chain moves from its
    // own depth, so it lines up with the new modifiers rather than going a level deeper.
    let tailIndent =
      afterBrace ? outer : Self.deeperIndentation(of: tailModifiers.first, than: outer) ?? outer
    guard modifierIndent != tailIndent || afterBrace,
      afterBrace || tailModifiers.contains(where: { $0.memberAccess.dotToken.isAtStartOfLine })
        || file.text(chainRest..<chain.outermost.range.upperBound).contains("\n"),
      file.location(of: content.range.lowerBound).line
        != file.location(of: call.node.range.lowerBound).line
    else { return nil }
    let tail = chainRest..<chain.outermost.range.upperBound
    guard
      !chain.modifiers.contains(where: {
        LayoutPractices.hasMultilineStringLiteral(in: $0.node)
      })
    else { return nil }
    // `}.frame(height: 70)` with the next modifiers a level in (`    .padding()`, a common
    // layout): they line up with the one that left the brace, which now starts a line.
    if afterBrace,
      let next = tailModifiers.first(where: { $0.memberAccess.dotToken.isAtStartOfLine })
    {
      let dot = next.memberAccess.dotToken.range.lowerBound
      let continued = file.indentation(ofLineContaining: dot)
      if continued.utf8.count > outer.utf8.count, continued.hasPrefix(outer) {
        let lineStart = dot - continued.utf8.count
        return style.reindent(
          file.text(chainRest..<lineStart), from: outer, to: modifierIndent,
          skippingFirstLine: true)
          + style.reindent(
            file.text(lineStart..<tail.upperBound), from: continued, to: modifierIndent)
      }
    }
    return style.reindent(
      file.text(tail), from: tailIndent, to: modifierIndent, skippingFirstLine: true)
  }

  /// The indentation of the line where `modifier` starts, when it is deeper than `outer`.
  private static func deeperIndentation(of modifier: Modifier?, than outer: String) -> String? {
    guard let dot = modifier?.memberAccess.dotToken else { return nil }
    let indentation = dot.file.indentation(ofLineContaining: dot.range.lowerBound)
    return indentation.utf8.count > outer.utf8.count && indentation.hasPrefix(outer)
      ? indentation : nil
  }

  /// Where the new modifiers go: beside the content's own modifiers when they start lines,
  /// at the outer indentation after a closing brace, one level in after a one-line view.
  private static func modifierIndentation(
    of content: Syntax, outer: String, from old: String, unit: String
  ) -> String {
    let file = content.file
    let chain = ModifierChain(outermost: content)
    if let dot = chain.modifiers.reversed().map(\.memberAccess.dotToken).first(where: {
      $0.isAtStartOfLine
    }) {
      return SourceStyle.movedIndentation(
        file.indentation(ofLineContaining: dot.range.lowerBound), from: old, to: outer,
        unit: unit)
    }
    let oneLine =
      file.location(of: content.range.lowerBound).line
      == file.location(of: content.range.upperBound).line
    return oneLine ? outer + unit : outer
  }
}

/// Paint that fills the space it is offered and does nothing else.
private enum Decoration {
  /// False when the content layer is a value (`Asset.panel.swiftUIColor`, `theme.fill`)
  /// whose type the declarations of the run do not give, or give as paint (a `Color`, a
  /// gradient, a shape): it may be paint too, and two paints are peers, not a view and its
  /// decoration (the rewrite would also frame a colour that fills its space already). A
  /// call (`Header()`, `VStack { … }`) or a value typed as a view is a view, unless it builds
  /// a shape the run declares (`struct Pie: Shape`).
  static func isView(value content: Syntax, context: MigrationContext) -> Bool {
    let base = ModifierChain(outermost: content).base
    let resolver = context.resolver(for: base.file)
    // `PieShape(progress: p)` of `struct PieShape: Shape`: a shape of the run, paint too.
    if let call = FunctionCall(base), call.callee.kind == .declReferenceExpr,
      let name = call.calleeName,
      let type = resolver.index.type(named: name, inside: resolver.enclosingTypeName(of: base)),
      type.kind != .extension, resolver.index.conforms(type.name, to: "Shape")
    {
      return false
    }
    guard base.kind == .declReferenceExpr || base.kind == .memberAccessExpr else { return true }
    guard let type = resolver.type(of: base) else { return false }
    let name = type.name.map { String($0.split(separator: ".").last ?? "") } ?? ""
    let paint = paintTypes.union(shapeTypes).union(["AnyShape", "AnyShapeStyle", "UIColor"])
    return !paint.contains(name)
      && !["some Shape", "some ShapeStyle", "any Shape", "any ShapeStyle"].contains(type.text)
  }

  static func isDecoration(_ layer: Syntax) -> Bool {
    let chain = ModifierChain(outermost: layer)
    guard chain.modifiers.allSatisfy({ paintModifiers.contains($0.name) }),
      chain.modifiers.allSatisfy({ $0.trailingClosure == nil })
    else { return false }
    return isPaint(chain.base)
  }

  /// `Color.black`, `Color(.systemBackground)`, `LinearGradient(…)`, `Rectangle()`,
  /// `RoundedRectangle(cornerRadius: 8)`, `Color.black.opacity(0.4)` (through `ModifierChain`,
  /// `.opacity` is a modifier of `Color.black`).
  static func isPaint(_ base: Syntax) -> Bool {
    if let access = MemberAccess(base), let root = access.base,
      root.kind == .declReferenceExpr, root.firstToken?.text == "Color"
    {
      return true
    }
    if let call = FunctionCall(base), call.callee.kind == .declReferenceExpr,
      call.trailingClosure == nil, let name = call.calleeName
    {
      return paintTypes.contains(name) || shapeTypes.contains(name)
    }
    return false
  }

  /// A colour or gradient, bare or with `.opacity` (`Color.black.opacity(0.4)` is still a
  /// `Color`): a `ShapeStyle` as well as a view.
  static func isStyle(_ layer: Syntax) -> Bool {
    let chain = ModifierChain(outermost: layer)
    guard chain.modifiers.allSatisfy({ $0.name == "opacity" }) else { return false }
    if let access = MemberAccess(chain.base), let root = access.base,
      root.kind == .declReferenceExpr, root.firstToken?.text == "Color"
    {
      return true
    }
    guard let call = FunctionCall(chain.base), call.callee.kind == .declReferenceExpr,
      let name = call.calleeName
    else { return false }
    return paintTypes.contains(name)
  }

  /// How a layer's text starts, for a message: `Color`, `LinearGradient`.
  static func head(of layer: Syntax) -> String {
    ModifierChain(outermost: layer).base.leftmostName ?? "Color"
  }

  /// `Color.clear`, with modifiers that change nothing once it is gone.
  static func isClear(_ layer: Syntax) -> Bool {
    let chain = ModifierChain(outermost: layer)
    return chain.base.text == "Color.clear"
      && chain.modifiers.allSatisfy { ["allowsHitTesting", "ignoresSafeArea"].contains($0.name) }
  }

  static let paintTypes: Set<String> = [
    "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
  ]
  static let shapeTypes: Set<String> = [
    "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse",
    "ContainerRelativeShape",
  ]
  private static let paintModifiers: Set<String> = [
    "fill", "stroke", "strokeBorder", "foregroundStyle", "foregroundColor", "opacity",
    "ignoresSafeArea", "edgesIgnoringSafeArea", "blur", "brightness", "saturation",
    "allowsHitTesting", "accessibilityHidden",
  ]
}
