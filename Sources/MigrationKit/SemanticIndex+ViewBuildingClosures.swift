import Foundation
import SwiftCST

extension SemanticIndex {
  /// Whether the closure labelled `label` of a call of `callee` (a view type's name as
  /// written at top level) is laid out where the call is, as the run declares `callee`:
  /// where its `body` lays out the property of that name (`trailingContent()` among its
  /// views, yes; `details()` in a `.sheet`, no), else whether its initializer's parameter of
  /// that label, or without one its stored property of that name (the memberwise
  /// initializer's), builds views: `@ViewBuilder`, or a closure returning a view (`() ->
  /// some View`, `() -> AnyView`, `() -> Trailing` with `Trailing: View`). A row's
  /// `trailingContent:` declared so is laid out in the row; its `onSelect: () -> Void` is
  /// not. Nil when the run does not declare `callee` as a struct or declares no parameter or
  /// property of that name: the label's name is all there is to go by.
  public func laysOut(closureLabelled label: String, of callee: String) -> Bool? {
    guard case .declared(let qualified) = lookUpType(named: callee, inside: nil),
      let type = type(named: qualified), type.kind == .struct
    else { return nil }
    for body in members(named: "body", in: qualified) {
      let names = body.laidOutNames
      if let position = names.firstIndex(of: label) {
        return !body.laidOutNamePlacements[position].intersection(Self.laidOutHere).isEmpty
      }
    }
    var answer: Bool?
    for initializer in initializers(of: qualified) {
      let labels = initializer.parameterLabels
      guard let position = labels.firstIndex(of: label) else { continue }
      let types = initializer.parameterTypes
      let returned = position < types.count ? types[position]?.text : nil
      answer = (answer ?? false) || Self.returnsView(returned, in: type)
    }
    if let answer { return answer }
    for member in members(named: label, in: qualified) where member.kind == .storedProperty {
      answer =
        (answer ?? false) || member.isViewBuilder || Self.returnsView(member.type?.text, in: type)
    }
    return answer
  }

  /// The placements of a view laid out among a body's views (not only under a view ignoring
  /// the safe area, which is recorded with them).
  private static let laidOutHere: ViewPlacement = [
    .direct, .framed, .unboundedHeight, .unboundedWidth, .fitted,
  ]

  /// Whether a closure type (as written) returns a view: what follows its last `->` is
  /// `some View`, `any View`, `AnyView` or another name ending in `View`, or a generic
  /// parameter of `type` constrained to `View`. False for any other type, and for no
  /// closure type at all.
  private static func returnsView(_ text: String?, in type: TypeInfo) -> Bool {
    guard let text, let arrow = text.range(of: "->", options: .backwards) else { return false }
    // `(() -> Trailing)?` of an optional closure: the parentheses and `?` around go.
    let result = text[arrow.upperBound...].trimmingCharacters(in: Self.aroundAType)
    if result.hasSuffix("View") { return true }
    return type.genericParameters.contains(result)
      && type.genericConstraints.contains { $0.parameter == result && $0.constraint == "View" }
  }

  private static let aroundAType = CharacterSet(charactersIn: " \t\n()?!")
}
