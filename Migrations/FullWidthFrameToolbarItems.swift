import MigrationKit
import SwiftCST

// A stack that is a toolbar item's content, written there or as the whole value of a
// property or function that its file uses only there (`ToolbarItem { backButton }`).
extension SpacerStack {
  /// Why the stack is left alone as a toolbar item's content, or nil: the toolbar lays
  /// an item out at its ideal size, so the Spacer pushes nothing, and without the stack
  /// the view itself becomes the item (a Button is then styled as a bar button).
  func toolbarItemReason() -> String? {
    let consequence =
      "the toolbar lays out at its ideal size: the Spacer pushes nothing, and without the stack the view itself becomes the item (a Button is then styled as a bar button)"
    if Self.isToolbarItemContent(chain.outermost) {
      return "it is a toolbar item's content, which \(consequence)"
    }
    // The uses this file shows, every one in a toolbar. A member this file also lays out
    // elsewhere goes by the other rules; one other files may use too is still left alone,
    // which errs towards no fix.
    guard let member = memberOfWholeValue(), let name = Self.memberName(member),
      let uses = MemberUses.inOwnFile(of: member), !uses.isEmpty,
      uses.allSatisfy({ Self.isToolbarItemContent(ModifierChain(base: $0).outermost) })
    else { return nil }
    return
      "it is all of `\(name)`, and this file uses `\(name)` only as a toolbar item's content, which \(consequence)"
  }

  /// True if `statement` is a statement of a `ToolbarItem`, `ToolbarItemGroup` or
  /// `.toolbar { … }` closure.
  static func isToolbarItemContent(_ statement: Syntax) -> Bool {
    guard let closureNode = statement.parent, closureNode.kind == .closureExpr,
      Closure(closureNode).statements.contains(statement),
      let owner = closureNode.parent.flatMap(FunctionCall.init)
        ?? closureNode.parent?.parent.flatMap(FunctionCall.init)
    else { return false }
    return ["ToolbarItem", "ToolbarItemGroup", "toolbar"].contains(owner.calleeName ?? "")
  }

  /// The property or function of a type whose whole value is the stack with its modifiers:
  /// the one statement of its getter or body (`return` or not).
  private func memberOfWholeValue() -> Syntax? {
    var node = chain.outermost
    if let parent = node.parent, parent.kind == .returnStmt { node = parent }
    guard let block = node.parent, block.onlyChild == node else { return nil }
    switch block.kind {
    case .accessorBlock:
      guard let binding = block.parent, binding.kind == .patternBinding,
        let declaration = binding.parent, declaration.kind == .variableDecl
      else { return nil }
      return declaration
    case .codeBlock:
      guard let declaration = block.parent, declaration.kind == .functionDecl else {
        return nil
      }
      return declaration
    default:
      return nil
    }
  }

  /// The name a property or function declares.
  private static func memberName(_ declaration: Syntax) -> String? {
    FunctionDeclaration(declaration)?.name
      ?? VariableDeclaration(declaration)?.bindings.first?.name
  }
}
