import SwiftCST

extension Resolver {
  /// The number `expression` certainly is: a numeric literal (`44`, `-2.5`), or a constant of
  /// this file (`path`, as `MigrationContext.path`) whose value is one: a `static let` or
  /// top-level `let` (`static let itemWidth: CGFloat = 64`, read as `Grid.itemWidth`). Nil
  /// for anything else, and for a constant of another file, whose syntax the run does not
  /// keep.
  public func numericValue(of expression: Syntax, inFileAt path: String) -> Double? {
    numericValue(of: expression, path: path, depth: 0)
  }

  private func numericValue(of expression: Syntax, path: String, depth: Int) -> Double? {
    guard depth < 8 else { return nil }
    switch expression.kind {
    case .integerLiteralExpr, .floatLiteralExpr:
      return Double(expression.text.filter { $0 != "_" })
    case .prefixOperatorExpr:
      guard expression.firstToken?.is("-") == true, let operand = expression.children.last,
        let value = numericValue(of: operand, path: path, depth: depth + 1)
      else { return nil }
      return -value
    case .declReferenceExpr, .memberAccessExpr:
      let member: MemberInfo
      switch resolve(expression) {
      case .member(let found), .topLevel(let found): member = found
      default: return nil
      }
      guard member.kind == .storedProperty, member.isConstant,
        member.isStatic || member.containingType == nil, member.path == path,
        let node = declaration(of: member), node.kind == .patternBinding,
        let value = PatternBinding(node).initializer
      else { return nil }
      return numericValue(of: value, path: path, depth: depth + 1)
    default:
      return nil
    }
  }
}
