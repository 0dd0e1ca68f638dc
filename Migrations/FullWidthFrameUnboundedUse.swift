import MigrationKit
import SwiftCST

// Where the run lays out the view a stack belongs to, asked of the semantic index: a stack
// whose Spacers cannot expand there only pads, so its fix needs review.
extension SpacerStack {
  /// A stack among the views of a type's `body` (no List, ScrollView, GeometryReader, fixed
  /// frame or modifier's content around it there) is laid out where the type is; among a
  /// helper's views (`var content: some View`), where the type's members lay the helper
  /// out. Where the run lays either out in a List or Form row, or in a ScrollView along the
  /// stack's axis, its Spacers cannot expand, as `spacersCannotExpand()` says of a stack
  /// written there. Only a use the index shows counts (`Resolver.unboundedUse`).
  func unboundedUseReason(_ resolver: Resolver) -> String? {
    // `VStack(spacing: 0) { X; Spacer(minLength: 0) }` is as long as X there, as the frame is.
    guard hasReserve else { return nil }
    let unbounded: ViewPlacement = axis == .vertical ? .unboundedHeight : .unboundedWidth
    guard let (type, name, use) = resolver.viewUse(around: call.node, along: unbounded) else {
      return nil
    }
    let container =
      axis == .vertical ? "a List or Form row or a vertical ScrollView" : "a horizontal ScrollView"
    let subject = name == "body" ? "`\(type)`" : "`\(type).\(name)`"
    let builder =
      use.member == "body" ? "`\(use.builder)`'s body" : "`\(use.builder).\(use.member)`"
    let via =
      use.through.isEmpty
      ? "" : " as part of " + use.through.map { "`\($0)`" }.joined(separator: " in ")
    let smaller = axis == .vertical ? "shorter" : "narrower"
    return
      "\(subject) is laid out in \(container) in \(builder) (\(use.path))\(via), where its Spacers cannot expand: they only add padding there, and without them it would be \(smaller)"
  }
}
