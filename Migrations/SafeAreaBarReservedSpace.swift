import MigrationKit
import SwiftCST

extension SafeAreaBar {
  /// The modifier on the scroll view that already keeps the bar's edge free
  /// (`.padding(.bottom, 60)`, `.safeAreaPadding(.bottom, 60)`, `.contentMargins(.bottom, 60)`,
  /// or the `.vertical` forms), or nil. Such a scroll view's rows do not go under the bar, and
  /// as a safe-area bar the reservation would stay next to it: the rewrite gains nothing.
  static func reservation(on scroller: Syntax, at edge: String) -> Modifier? {
    let names: Set<String> = ["padding", "safeAreaPadding", "contentMargins"]
    return ModifierChain(outermost: scroller).modifiers.first { modifier in
      guard names.contains(modifier.name), modifier.arguments.count >= 2,
        let first = modifier.arguments.first, first.label == nil,
        let edges = first.expression.flatMap(MemberAccess.init), edges.base == nil
      else { return false }
      return edges.name == edge || edges.name == "vertical"
    }
  }
}
