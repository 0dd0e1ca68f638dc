import SwiftCST

extension Resolver {
  /// The number `expression` certainly is: a numeric literal (`44`, `-2.5`), a constant of
  /// this file (`path`, as `MigrationContext.path`) whose value is one, or a sum, difference
  /// or product of such numbers (`captionWidth + 20`). A constant is a `static let`, a
  /// top-level `let`, or an instance `let` with an initial value (`let captionWidth: CGFloat
  /// = 120`): no initializer can assign a `let` that has one, so every instance holds it.
  /// Nil for anything else (division, whose result depends on the operands' type), and for
  /// a constant of another file, whose syntax the run does not keep.
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
    case .tupleExpr:
      // `(side + 8)`: one unlabelled element in parentheses.
      let elements = expression.children(.argument)
      guard elements.count == 1, Argument(elements[0]).label == nil,
        let inner = Argument(elements[0]).expression
      else { return nil }
      return numericValue(of: inner, path: path, depth: depth + 1)
    case .sequenceExpr:
      return arithmeticValue(of: expression, path: path, depth: depth)
    case .declReferenceExpr, .memberAccessExpr:
      let member: MemberInfo
      switch resolve(expression) {
      case .member(let found), .topLevel(let found): member = found
      default: return nil
      }
      guard member.kind == .storedProperty, member.isConstant, member.path == path,
        let node = declaration(of: member), node.kind == .patternBinding,
        let value = PatternBinding(node).initializer
      else { return nil }
      return numericValue(of: value, path: path, depth: depth + 1)
    default:
      return nil
    }
  }

  /// `a + b * c` of numbers: `*` before `+` and `-`, each left to right. Nil with any other
  /// operator (`/` divides integers differently), or an operand that is not a number.
  private func arithmeticValue(of sequence: Syntax, path: String, depth: Int) -> Double? {
    let operands = sequence.children
    let operators = sequence.ownTokens
    guard operands.count == operators.count + 1, !operators.isEmpty else { return nil }
    var values: [Double] = []
    for operand in operands {
      guard let value = numericValue(of: operand, path: path, depth: depth + 1) else {
        return nil
      }
      values.append(value)
    }
    // Sums of products: each `+`/`-` starts a term, each `*` multiplies the current one.
    var total = 0.0
    var term = values[0]
    var sign = 1.0
    for (position, token) in operators.enumerated() {
      guard token.kind == .binaryOperator else { return nil }
      let next = values[position + 1]
      switch token.text {
      case "*":
        term *= next
      case "+", "-":
        total += sign * term
        sign = token.is("+") ? 1 : -1
        term = next
      default:
        return nil
      }
    }
    return total + sign * term
  }
}
