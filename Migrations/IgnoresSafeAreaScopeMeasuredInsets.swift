import MigrationKit
import SwiftCST

// A view that ignores the safe area on every edge and pads itself by insets it measures
// (`.padding(.horizontal, safeAreaInsetPadding(reader))`, `.padding(.bottom,
// window.safeAreaInsets.bottom)`) handles those insets itself: ignoring only the edge its
// content is pinned to would keep the safe area on the other edges and apply the insets
// there a second time.

extension IgnoresSafeAreaScope {
  /// The first `.padding` on the view or inside it whose length names a safe area and whose
  /// edges reach past `kept` (any edges, without one), as written (`.padding(.vertical,
  /// inset(reader))`); nil when there is none.
  static func measuredInsetPadding(
    in base: Syntax, whole: ModifierChain, keeping kept: PinnedEdge?
  ) -> String? {
    let inside = base.descendants(.functionCallExpr).compactMap(FunctionCall.init)
    for call in whole.modifiers.compactMap(\.call) + inside
    where call.memberAccess?.name == "padding" {
      let values = call.arguments.compactMap(\.expression)
      guard values.contains(where: { $0.text.lowercased().contains("safearea") }) else { continue }
      // `.padding(length)` pads every edge; `.padding(edges, length)` the edges named.
      let edges =
        values.count == 2
        ? values[0].text.filter { !" []".contains($0) }.split(separator: ",").map(String.init)
        : [".all"]
      if let kept, !edges.contains(where: { $0 != "." + kept.rawValue }) { continue }
      return ".padding" + (call.argumentList?.excerpt(120) ?? "()")
    }
    return nil
  }
}
