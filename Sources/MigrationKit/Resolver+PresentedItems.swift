import SwiftCST

// The value a presentation gives its content closure: `profile` in
// `.sheet(item: $model.editing) { profile in … }`.
extension Resolver {
  /// The `item:` argument of SwiftUI's `.sheet(item:)`, `.fullScreenCover(item:)`,
  /// `.popover(item:)` or `.navigationDestination(item:)` whose content closure binds
  /// `reference` as its one parameter, of no written type: a binding (`$model.editing`)
  /// whose value, unwrapped, the parameter is. Nil for any other name, and when the run
  /// declares a method of that name on View, which the call may reach instead.
  public func presentedItemBinding(of reference: Syntax) -> Syntax? {
    guard reference.kind == .declReferenceExpr, let name = reference.firstToken?.text else {
      return nil
    }
    // The closure binding the name, found by walking outwards, then confirmed by resolving
    // the name (nothing nearer shadows it), as for a loop's element.
    var scope = reference.parent
    while let current = scope {
      switch current.kind {
      case .memberBlock, .sourceFile:
        return nil
      case .closureExpr:
        if let offset = soleParameterOffset(named: name, of: current) {
          guard isUntypedLocal(reference, at: offset) else { return nil }
          return presentedItem(ofContent: current)
        }
      default: break
      }
      scope = current.parent
    }
    return nil
  }

  /// The presentations whose content closure is given the value of their `item:` binding.
  private static let itemPresentations: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination",
  ]

  /// The `item:` argument of the presentation whose content (trailing, `content:` or
  /// `destination:`) is `closure`.
  private func presentedItem(ofContent closure: Syntax) -> Syntax? {
    var node = closure
    if let parent = node.parent, parent.kind == .argument { node = parent }
    if let parent = node.parent, parent.kind == .argumentList { node = parent }
    guard let call = node.parent.flatMap(FunctionCall.init),
      let name = call.memberAccess?.name, Self.itemPresentations.contains(name),
      call.trailingClosure?.node == closure
        || call.argument(labeled: "content")?.expression == closure
        || call.argument(labeled: "destination")?.expression == closure,
      let item = call.argument(labeled: "item")?.expression,
      index.members(named: name, in: "View").isEmpty
    else { return nil }
    return item
  }
}
