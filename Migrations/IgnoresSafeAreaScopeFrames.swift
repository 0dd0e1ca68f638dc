import MigrationKit
import SwiftCST

// The frames and backgrounds ignores-safe-area-scope reads to leave a view that ignores every
// edge as it is: a frame sized to the screen, one that centres the view in its container, a
// rounded card. IgnoresSafeAreaScope.swift decides with them.

extension IgnoresSafeAreaScope {
  /// The last `.frame` before `.ignoresSafeArea()` when it fills both axes
  /// (`maxWidth: .infinity, maxHeight: .infinity`) and centres the view (no alignment, or
  /// `.center`), as written on one line; nil otherwise.
  static func centringFillingFrame(_ before: [Modifier]) -> String? {
    guard let frame = before.last(where: { $0.name == "frame" }) else { return nil }
    func value(_ label: String) -> String? {
      frame.arguments.first { $0.label == label }?.expression?.compactText
    }
    guard value("maxWidth") == ".infinity", value("maxHeight") == ".infinity",
      value("alignment").map({ $0 == ".center" }) ?? true
    else { return nil }
    return frame.node.file.text(frame.range).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }

  /// A `.frame` whose arguments name the screen or a safe area (`UIScreen.main.bounds`,
  /// `.screenH`, `safeAreaHeight`).
  static func sizesToScreenOrSafeArea(_ modifier: Modifier) -> Bool {
    guard modifier.name == "frame" else { return false }
    let text = modifier.node.file.text(modifier.range).lowercased()
    return text.contains("screen") || text.contains("safearea")
  }

  /// The rounded shape of a `.background` right before `.ignoresSafeArea()`, as written on
  /// one line: a layer that is such a shape (`Capsule()`), or is clipped to one
  /// (`.clipShape(…)`, `.cornerRadius(…)`), or a style drawn `in:` one. Nil when there is
  /// none, or a frame before it lets the view fill its container (a full-screen panel).
  static func roundedCard(before: [Modifier]) -> String? {
    let fills = before.contains { modifier in
      modifier.name == "frame"
        && modifier.arguments.contains { $0.label == "maxWidth" || $0.label == "maxHeight" }
    }
    if fills { return nil }
    for background in before.reversed().prefix(while: { $0.name == "background" }) {
      if let shape = background.arguments.first(where: { $0.label == "in" })?.expression {
        return shape.excerpt(120)
      }
      let layer =
        background.trailingClosure?.statements.first
        ?? background.arguments.first { $0.label == nil }?.expression
      guard let layer else { continue }
      let chain = ModifierChain(outermost: layer)
      let clips = ["clipShape", "cornerRadius"]
      if let clip = chain.modifiers.first(where: { clips.contains($0.name) }) {
        return ".\(clip.name)\(clip.call?.argumentList?.excerpt(120) ?? "")"
      }
      if let name = chain.base.leftmostName, roundedShapes.contains(name) {
        return chain.base.excerpt(120)
      }
    }
    return nil
  }

  static let roundedShapes: Set = [
    "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse",
  ]
}
