import SwiftCST

extension Resolver {
  /// Whether `expression` has one value for the whole run of the program: a `static let`
  /// or top-level `let` of the run (`Features.compact`, `Self.showsTips`, `kEnabled`), a
  /// `let` property of such a constant (`Features.current.roomy`), a Boolean literal, and
  /// `!`, `&&`, `||` and parentheses over those. False for anything unknown, a `var`, and an
  /// instance `let` of `self` (a view's `let` is an input its parent may change).
  public func isConstant(_ expression: Syntax) -> Bool {
    isConstant(expression, depth: 0)
  }

  private func isConstant(_ expression: Syntax, depth: Int) -> Bool {
    guard depth < 12 else { return false }
    switch expression.kind {
    case .booleanLiteralExpr: return true
    case .tupleExpr:
      let elements = expression.children(.argument)
      guard elements.count == 1, Argument(elements[0]).label == nil,
        let inner = Argument(elements[0]).expression
      else { return false }
      return isConstant(inner, depth: depth + 1)
    case .prefixOperatorExpr:
      guard expression.firstToken?.is("!") == true, let operand = expression.children.last else {
        return false
      }
      return isConstant(operand, depth: depth + 1)
    case .sequenceExpr:
      let operators = expression.ownTokens
      guard !operators.isEmpty,
        operators.allSatisfy({ $0.kind == .binaryOperator && ($0.is("&&") || $0.is("||")) })
      else { return false }
      return expression.children.allSatisfy { isConstant($0, depth: depth + 1) }
    case .declReferenceExpr, .memberAccessExpr:
      let member: MemberInfo
      switch resolve(expression) {
      case .member(let found), .topLevel(let found): member = found
      default: return false
      }
      guard member.kind == .storedProperty, member.isConstant else { return false }
      if member.isStatic || member.containingType == nil { return true }
      // An instance `let`: as constant as the value it is read from.
      guard let base = MemberAccess(expression)?.base, base.firstToken?.kind != .kwSelf else {
        return false
      }
      return isConstant(base, depth: depth + 1)
    default:
      return false
    }
  }
}
