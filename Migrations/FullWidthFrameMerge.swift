import MigrationKit
import SwiftCST

/// One `.frame` where the rewrite would write two in a row: the new
/// `.frame(maxWidth: .infinity, alignment: .leading)` next to a frame that only sizes the
/// other axis (`.frame(maxHeight: .infinity)`). The new frame fills its axis, so the other
/// frame's alignment along it does not matter; along the other axis the new frame is as
/// big as its content, so its alignment there does not matter either: one frame with both
/// sizes and the combined alignment lays out the same.
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
    let vertical = axis == .vertical ? alignmentAlongAxis : crossAlignment
    let horizontal = axis == .horizontal ? alignmentAlongAxis : crossAlignment
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

  /// Whether the stack's own modifiers already give what the new frame gives: they start
  /// with frames that size only the other axis (`.frame(height: 46)`) and then a frame that
  /// fills the axis with the same alignment along it (`.frame(maxWidth: .infinity)`). X in
  /// the fixed-height frame is then placed in the full width exactly as the new frame would
  /// place it, so writing the new frame too gives two full-width frames in one chain.
  func stackFramesFill(_ modifiers: [Modifier]) -> Bool {
    let otherAxis: Set<String> =
      axis == .horizontal
      ? ["height", "minHeight", "idealHeight", "maxHeight"]
      : ["width", "minWidth", "idealWidth", "maxWidth"]
    let own = axis == .horizontal ? "maxWidth" : "maxHeight"
    for modifier in modifiers {
      guard modifier.name == "frame", let call = modifier.call, call.trailingClosure == nil,
        !call.arguments.isEmpty
      else { return false }
      let labels = call.arguments.map { $0.label ?? "" }
      if labels.allSatisfy(otherAxis.contains) { continue }
      var fills = false
      for argument in call.arguments {
        guard let label = argument.label, let value = argument.expression else { return false }
        if label == own {
          fills = [".infinity", "CGFloat.infinity"].contains(value.text)
        } else if label == "alignment" {
          guard let access = MemberAccess(value), access.base == nil,
            Self.component(
              of: access.name, across: axis == .horizontal ? .vertical : .horizontal)
              == alignmentAlongAxis
          else { return false }
        } else if !otherAxis.contains(label) {
          return false
        }
      }
      return fills && (labels.contains("alignment") || alignmentAlongAxis == "center")
    }
    return false
  }

  /// Whether X is certainly no bigger along the axis than `length`, a number: its last
  /// modifier fixes it to a number no larger (`.frame(width: 14, height: 14)`). A view that
  /// may outgrow the fixed frame (a Text under Dynamic Type) would overflow it from its
  /// aligned edge with one frame, and evenly from the centre with two.
  func viewFits(in length: Syntax) -> Bool {
    let label = axis == .horizontal ? "width" : "height"
    guard let outer = Double(length.text),
      let last = ModifierChain(outermost: view).modifiers.last, last.name == "frame",
      let inner = last.call?.argument(labeled: label)?.expression.flatMap({ Double($0.text) })
    else { return false }
    return inner <= outer
  }

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
