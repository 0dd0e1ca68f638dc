import MigrationKit
import SwiftCST

// MARK: - Sizing of the run's own modifiers

/// A modifier the run adds to views (`extension View { func card() -> some View { … } }`),
/// its overloads, and the modifiers such a method applies in a file other than the stack's.
extension Sizing {
  /// A method the run adds to views under `name`, as its body sizes the view
  /// (`declaredModifier`). Overloads (`zFont(size:style:)` and `zFont(size:color:)`) size as
  /// one when every one gives the same answer, intrinsic or flexible, settled or not (each
  /// applies the same `.modifier(FontStyle(…))`, say): whichever a call reaches, the view
  /// sizes alike. Overloads that differ, or that sizing cannot tell, are unknown. Nil when
  /// the run declares no such method.
  static func projectModifier(
    _ name: String, along axis: SpacerStack.Axis, lookup: SizingLookup
  ) -> (sizing: Sizing, settled: Bool)? {
    let methods = lookup.resolver.viewExtensionMethods(named: name)
    guard !methods.isEmpty else { return nil }
    let what = "a view with .\(name)"
    let answers = methods.map {
      declaredModifier($0, on: "self", what: what, along: axis, lookup: lookup)
    }
    guard answers.count > 1 else { return answers[0] }
    let first = answers[0]
    let agree = answers.allSatisfy { answer in
      guard answer.settled == first.settled else { return false }
      switch (answer.sizing, first.sizing) {
      case (.intrinsic, .intrinsic), (.flexible, .flexible): return true
      default: return false
      }
    }
    return agree ? first : (.unknown("\(what) (overloaded in this run)"), false)
  }

  /// The modifiers a member of another file applies, by the names the index keeps
  /// (innermost first), outermost first as `modifiers(_:along:lookup:)` reads them: those
  /// that change no size pass, `.frame(…)` by its labels (the member's `frameLabels`),
  /// `.modifier(T(…))` as `T`'s `body(content:)` sizes its content (the member's
  /// `appliedModifierType`), a method of the run as its body sizes the view; any other name
  /// is unknown.
  static func namedModifiers(
    _ names: [String], of member: MemberInfo, what: String, along axis: SpacerStack.Axis,
    lookup: SizingLookup
  ) -> (sizing: Sizing, settled: Bool) {
    var result = Sizing.intrinsic
    for name in names.reversed()
    where !(sizeNeutralModifiers.contains(name) || name.hasPrefix("accessibility")) {
      // `.frame(…)`, by the labels the index keeps, as `modifiers(_:along:lookup:)` reads it.
      if name == "frame", let labels = member.frameLabels {
        let (maxLabel, fixedLabel, otherLabels) =
          axis == .horizontal
          ? ("maxWidth", "width", ["minWidth", "idealWidth"])
          : ("maxHeight", "height", ["minHeight", "idealHeight"])
        if labels.contains(maxLabel) || labels.contains(maxLabel + "?") {
          result = result.merged(.flexible(".frame(\(maxLabel):) in \(what)"))
        } else if labels.contains(fixedLabel) {
          return (result, true)  // a fixed length settles what is inside
        } else if let other = otherLabels.first(where: {
          labels.contains($0) || labels.contains($0 + "?")
        }) {
          result = result.merged(.unknown("\(what) with .frame(\(other):), in another file,"))
        }
        continue
      }
      let applied: (sizing: Sizing, settled: Bool)?
      if name == "modifier", let type = member.appliedModifierType,
        let body = lookup.resolver.viewModifierBody(appliedBy: member)
      {
        applied = declaredModifier(
          body, on: "content", what: "a view with .modifier(\(type))", along: axis,
          lookup: lookup)
      } else if name != "modifier" {
        applied = projectModifier(name, along: axis, lookup: lookup)
      } else {
        applied = nil
      }
      guard let applied else {
        // Unknown, unless a flexible modifier outside it (or inside) decides.
        let sizing: Sizing =
          name == "resizable"
          ? .flexible("a resizable Image in \(what)")
          : .unknown("\(what), which applies .\(name) in another file,")
        result = result.merged(sizing)
        continue
      }
      let sizing = named(applied.sizing, in: what)
      if applied.settled { return (result.merged(sizing), true) }
      result = result.merged(sizing)
    }
    return (result, false)
  }
}
