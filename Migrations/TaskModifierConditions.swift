import MigrationKit
import SwiftCST

extension TaskModifier {
  /// The names the `if` condition or `switch` subject around `node` reads (`logInState` in
  /// `switch logInState`, `isLoading` in `if !isLoading`), `self.` left out; empty outside
  /// one (the same walk as `enclosingCondition`).
  static func conditionNames(around node: Syntax) -> Set<String> {
    var current = node
    while let parent = current.parent {
      switch parent.kind {
      case .functionDecl, .variableDecl, .accessorDecl, .initializerDecl, .subscriptDecl:
        return []
      case .ifExpr, .switchExpr:
        guard let condition = parent.child(.conditionList) ?? parent.children.first else {
          return []
        }
        return Set(([condition] + condition.descendants).compactMap(assignedName))
      default:
        current = parent
      }
    }
    return []
  }

  /// Whether the Task's work assigns one of `names` (`logInState = .notChecked`): the work
  /// itself then changes which branch shows, and replaces the view the note is about.
  static func assigns(_ names: Set<String>, in body: Closure) -> Bool {
    guard !names.isEmpty else { return false }
    return body.node.descendants(.sequenceExpr).contains { sequence in
      guard let target = sequence.children.first, let name = assignedName(target),
        names.contains(name),
        let next = target.lastToken?.next, next.kind == .equal
      else { return false }
      return true
    }
  }

  /// `x` for `x` or `self.x`; nil for anything else.
  private static func assignedName(_ node: Syntax) -> String? {
    if node.kind == .declReferenceExpr, let token = node.firstToken, token.kind == .identifier {
      return token.text
    }
    if let access = MemberAccess(node), let base = access.base, base.text == "self" {
      return access.name
    }
    return nil
  }
}
