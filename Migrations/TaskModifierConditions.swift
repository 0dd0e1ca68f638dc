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
    return body.node.descendants(.sequenceExpr).contains { isAssignment(to: names, $0) }
  }

  /// The method of this file, called by the Task's work on the view itself (`await
  /// loadSettings()`, `self.reload()`), whose body assigns one of `names` (`isLoading =
  /// false` at its end): the work then replaces the view as if it assigned it itself. One
  /// call deep; a method of another object or file is not read, and keeps the note. What a
  /// method assigns is read once per file (`assignedByMethod`, by the method's offset):
  /// several loading rows often call the same method.
  static func methodAssigning(
    _ names: Set<String>, calledIn body: Closure, resolver: Resolver, path: String,
    assignedByMethod: inout [Int: Set<String>]
  ) -> String? {
    guard !names.isEmpty else { return nil }
    for node in body.node.descendants(.functionCallExpr) {
      guard let call = FunctionCall(node), call.trailingClosure == nil,
        call.callee.kind == .declReferenceExpr
          || MemberAccess(call.callee)?.base.map({ $0.text == "self" }) == true,
        case .member(let method) = resolver.resolve(call.callee), method.kind == .function,
        method.path == path
      else { continue }
      let assigned: Set<String>
      if let known = assignedByMethod[method.offset] {
        assigned = known
      } else {
        var found: Set<String> = []
        for statement in resolver.bodyStatements(of: method, inFileAt: path) ?? [] {
          if let name = assignedTarget(statement) { found.insert(name) }
          for node in statement.descendants(.sequenceExpr) {
            if let name = assignedTarget(node) { found.insert(name) }
          }
        }
        assignedByMethod[method.offset] = found
        assigned = found
      }
      if !assigned.isDisjoint(with: names) { return method.name }
    }
    return nil
  }

  /// A method the Task's work calls on an object the condition reads (`viewModel` of
  /// `switch self.viewModel.state`, `await self.viewModel.performInitialLoading()`), as
  /// `viewModel.performInitialLoading`: a view model's loading method is what moves it out
  /// of the state that shows this view (its body, in another file or type, is not read).
  /// Nil when the work calls none.
  static func methodOfConditionObject(_ names: Set<String>, calledIn body: Closure) -> String? {
    guard !names.isEmpty else { return nil }
    for node in body.node.descendants(.functionCallExpr) {
      guard let call = FunctionCall(node), let access = MemberAccess(call.callee),
        let base = access.base, let object = assignedName(base), names.contains(object)
      else { continue }
      return object + "." + access.name
    }
    return nil
  }

  /// Whether `node` is `x = …` or `self.x = …` for one of `names`.
  private static func isAssignment(to names: Set<String>, _ node: Syntax) -> Bool {
    assignedTarget(node).map(names.contains) ?? false
  }

  /// `x` for `x = …` or `self.x = …`; nil for anything else.
  private static func assignedTarget(_ node: Syntax) -> String? {
    guard node.kind == .sequenceExpr, let target = node.children.first,
      let name = assignedName(target),
      let next = target.lastToken?.next, next.kind == .equal
    else { return nil }
    return name
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
