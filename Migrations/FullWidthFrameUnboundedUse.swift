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
    let raw = call.node.file.rawTree
    var member = raw.parent(call.node.index)
    while member >= 0, raw.kind(member) != .variableDecl, raw.kind(member) != .functionDecl {
      member = raw.parent(member)
    }
    guard member >= 0, let name = memberName(member, in: raw),
      ViewPlacement.of(call.node.index, below: member, in: raw) == .direct,
      let type = resolver.enclosingTypeName(of: call.node)
    else { return nil }
    let unbounded: ViewPlacement = axis == .vertical ? .unboundedHeight : .unboundedWidth
    guard
      let use = name == "body"
        ? resolver.unboundedUse(ofViewType: type, along: unbounded)
        : resolver.unboundedUse(ofMember: name, of: type, along: unbounded)
    else { return nil }
    let container =
      axis == .vertical ? "a List or Form row or a vertical ScrollView" : "a horizontal ScrollView"
    let subject = name == "body" ? "`\(type)`" : "`\(type).\(name)`"
    let builder =
      use.member == "body" ? "`\(use.builder)`'s body" : "`\(use.builder).\(use.member)`"
    let via =
      use.through.isEmpty
      ? "" : " as part of " + use.through.map { "`\($0)`" }.joined(separator: " in ")
    return
      "\(subject) is laid out in \(container) in \(builder) (\(use.path))\(via), where its Spacers cannot expand: they only add padding there, and without them it would be shorter"
  }

  /// The name of a property (its first binding) or function declaration; nil for a
  /// `body(content:)` function (a view modifier's, laid out wherever it is applied).
  private func memberName(_ member: Int32, in raw: RawTree) -> String? {
    if raw.kind(member) == .variableDecl {
      return VariableDeclaration(raw.syntax(member))?.bindings.first?.name
    }
    let name = FunctionDeclaration(raw.syntax(member))?.name
    return name == "body" ? nil : name
  }
}
