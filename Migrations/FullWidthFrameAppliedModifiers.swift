import MigrationKit
import SwiftCST

// A modifier of the run applied to the stack that lays its content out somewhere else than
// where the stack stands: `.scrollIfNeeded()` whose `.modifier(T())` body is
// `ViewThatFits { content; ScrollView { content } }`.
extension SpacerStack {
  /// Review reasons from the run's own modifiers on the stack (`.modifier(T(…))`, or a
  /// View extension method applying one): where the ViewModifier's `body(content:)` lays
  /// `content` out in a List or Form row or a ScrollView along the stack's axis, the
  /// stack's Spacers may not expand; in a ViewThatFits, the stack's ideal length, Spacers
  /// included, helps choose what is shown, and the frame's is shorter. Read from the
  /// index's placements of `content` in that body; asked only of a stack whose Spacers add
  /// length (`hasReserve`), and only for the modifiers on the stack itself.
  func appliedModifierReason(_ resolver: Resolver) -> String? {
    guard hasReserve else { return nil }
    let along: ViewPlacement = axis == .vertical ? .unboundedHeight : .unboundedWidth
    for modifier in ModifierChain(base: call.node).modifiers {
      let bodies: [MemberInfo]
      var written = "`.\(modifier.name)`"
      if modifier.name == "modifier" {
        guard let applied = modifier.call?.arguments.first?.expression,
          let type = FunctionCall(applied)?.calleeName ?? applied.leftmostName,
          let body = resolver.viewModifierBody(ofType: type, at: call.node)
        else { continue }
        bodies = [body]
        written = "`.modifier(\(type)(…))`"
      } else {
        // Most modifiers on a stack are SwiftUI's: the run declares no method of the name.
        // Asked of `extension View` alone (one look-up, not the six of
        // `viewExtensionMethods`): a stack is no Text or Image.
        let methods = resolver.index.members(named: modifier.name, in: "View").filter {
          $0.kind == .function && !$0.isStatic
        }
        guard !methods.isEmpty else { continue }
        bodies = methods.compactMap { resolver.viewModifierBody(appliedBy: $0) }
      }
      for body in bodies {
        guard let position = body.laidOutNames.firstIndex(of: "content") else { continue }
        let placement = body.laidOutNamePlacements[position]
        var places: [String] = []
        var effects: [String] = []
        if !placement.isDisjoint(with: along) {
          places.append(
            axis == .vertical
              ? "a List or Form row or a vertical ScrollView" : "a horizontal ScrollView")
          effects.append("its Spacers cannot expand")
        }
        if placement.contains(.fitted) {
          places.append("a ViewThatFits")
          effects.append("the stack and the frame have different ideal sizes")
        }
        guard !places.isEmpty else { continue }
        let owner = body.containingType.map { "`\($0)`'s body" } ?? "its body"
        return
          "its \(written) lays it out in \(places.joined(separator: " or ")) (\(owner)), where \(effects.joined(separator: " and "))"
      }
    }
    return nil
  }
}
