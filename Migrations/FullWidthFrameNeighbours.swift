import MigrationKit
import SwiftCST

// The one place where full-width-frame's reserve (migrations.md §1, difference 1) is more
// than a few points of a long Text: a spacer stack beside other views in a stack along the
// same axis with no spacing of its own. There the reserve was the only gap between X and
// the view beside it; the frame lets a long X run up to that view.

extension SpacerStack {
  /// Why the rewrite needs review when the stack stands in a `HStack` (for a `VStack`, a
  /// `VStack`) whose `spacing:` is written and not known to be more than 0, next to a view on
  /// a side where its Spacer is, and nothing but its own spacing and Spacer (no padding)
  /// keeps X off that view. Nil otherwise.
  func neighbourGapReason() -> String? {
    let statement = chain.outermost
    guard let closureNode = statement.parent, closureNode.kind == .closureExpr,
      let outer = closureNode.parent.flatMap(FunctionCall.init),
      outer.trailingClosure?.node == closureNode, outer.callee.kind == .declReferenceExpr,
      outer.calleeName == name,
      let spacing = outer.arguments.first(where: { $0.label == "spacing" })?.expression,
      !isPositive(spacing), hasReserve,
      !ModifierChain(outermost: statement).modifiers.contains(where: { $0.name == "padding" })
    else { return nil }
    let statements = Closure(closureNode).statements
    guard let position = statements.firstIndex(of: statement) else { return nil }
    let before = spacersBefore.isEmpty ? nil : statements[..<position].last { !isSpacer($0) }
    let after =
      spacersAfter.isEmpty ? nil : statements[(position + 1)...].first { !isSpacer($0) }
    guard let neighbour = after ?? before else { return nil }
    let beside = neighbour.leftmostName.map { "the `\($0)`" } ?? "the view"
    let side =
      switch (axis, after != nil) {
      case (.horizontal, true): "after it"
      case (.horizontal, false): "before it"
      case (.vertical, true): "below it"
      case (.vertical, false): "above it"
      }
    return
      "in the \(name)(spacing: \(spacing.text)) around it, only the stack's own spacing and Spacer keep its view off \(beside) \(side): with the frame, a long view runs up to it"
  }

  /// Whether the stack keeps X off its edge at all: it does unless its `spacing:` is 0 and
  /// every Spacer is `Spacer(minLength: 0)` (a Spacer's default minimum is the system spacing).
  var hasReserve: Bool {
    let spacing = call.arguments.first(where: { $0.label == "spacing" })?.expression
    let spacers = (spacersBefore + spacersAfter).compactMap(spacerCall)
    let zeroSpacing = spacing.map { length($0) == 0 || $0.text == ".zero" } ?? false
    let zeroMinimums = spacers.allSatisfy { spacer in
      guard spacer.arguments.count == 1, spacer.arguments[0].label == "minLength",
        let value = spacer.arguments[0].expression
      else { return false }
      return length(value) == 0 || value.text == ".zero"
    }
    return !(zeroSpacing && zeroMinimums)
  }

  /// A spacing certainly more than 0: a number (or one the resolver knows), or `nil`, the
  /// system's default spacing.
  private func isPositive(_ spacing: Syntax) -> Bool {
    if spacing.kind == .nilLiteralExpr { return true }
    return (length(spacing) ?? 0) > 0
  }

  private func isSpacer(_ statement: Syntax) -> Bool { spacerCall(statement) != nil }
}
