import MigrationKit
import SwiftCST

/// Text input under a view that ignores the keyboard safe area, as far as the index
/// follows the views of the run the view builds.
extension IgnoresSafeAreaScope.Layer {
  /// The first text-input control under the view: written in it (`TextField`), or else
  /// built by a view-building member of the run it names or by a view type of the run it
  /// builds, as far as the index follows (`Resolver.typesBuilt(by:)`): a form of
  /// `CredentialField(…)` rows whose body holds a `SecureField` gives `SecureField` in
  /// `CredentialField` (`owner`; nil for a control written in the view). Only views laid
  /// out among the view's own are followed (`ViewPlacement`): not a modifier's content (a
  /// sheet's, a toolbar's) or a `NavigationLink` (its destination is another screen); a
  /// view under a fixed `.frame` in its member (`TextField(…).frame(height: 44)`) is still
  /// on the screen (`framed`).
  static func textInput(in view: Syntax, context: MigrationContext)
    -> (name: String, owner: String?)?
  {
    if let name = textInput(in: view) { return (name, nil) }
    let resolver = context.resolver(for: view.file)
    let laidOutElsewhere = view.descendants(.functionCallExpr).flatMap { node -> [Syntax] in
      guard let call = FunctionCall(node) else { return [] }
      if call.calleeName == "NavigationLink" { return [node] }
      guard let access = call.memberAccess, access.base != nil else { return [] }
      return call.arguments.compactMap(\.expression)
        + (call.trailingClosure.map { [$0.node] } ?? [])
        + call.labeledTrailingClosures.map(\.closure.node)
    }
    func laidOutAmongItsViews(_ member: MemberInfo) -> [String] {
      zip(member.builtTypes, member.builtPlacements).filter { !$0.1.isEmpty }.map(\.0)
    }
    let built = resolver.typesBuilt(
      by: view, limit: 64, excluding: laidOutElsewhere, followed: laidOutAmongItsViews)
    for member in built.members {
      guard let name = laidOutAmongItsViews(member).first(where: textInputs.contains)
      else { continue }
      let owner = member.containingType.map { "\($0).\(member.name)" } ?? member.name
      return (name, owner)
    }
    for (type, seen) in zip(built.types, built.indexes) {
      for member in seen.members(of: type.name) where member.name == "body" {
        guard let name = laidOutAmongItsViews(member).first(where: textInputs.contains)
        else { continue }
        return (name, type.name)
      }
    }
    return nil
  }
}
