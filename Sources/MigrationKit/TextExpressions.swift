import SwiftCST

/// Which expressions are certainly a SwiftUI `Text`: the one type that `+` joins into
/// another `Text`, and a view as inflexible as any Text (it sizes to its content).
public enum TextExpression {
  /// The operands of `a + b + …` (also after `x = `), nil if the sequence holds any other
  /// operator, a ternary or a cast.
  public static func concatenationOperands(of sequence: Syntax) -> [Syntax]? {
    let operators = sequence.ownTokens.filter { $0.kind == .binaryOperator || $0.kind == .equal }
    var operands = sequence.children
    guard !operators.isEmpty, operators.count == operands.count - 1,
      operands.allSatisfy({ $0.kind != .ternaryMiddle && $0.kind != .typeCastSuffix })
    else { return nil }
    var plus = operators[...]
    if operators[0].kind == .equal {
      plus = plus.dropFirst()
      operands.removeFirst()
    }
    guard !plus.isEmpty, plus.allSatisfy({ $0.kind == .binaryOperator && $0.is("+") }) else {
      return nil
    }
    return operands
  }

  /// Whether `node` is certainly a `Text`: `Text(…)` with Text modifiers, a name or call
  /// the resolver types `Text` (or `Text?`, unwrapped with `!`), a parenthesised Text, a concatenation of Texts (`+` is
  /// declared on Text alone), `c ? t1 : t2` with two Texts, or `o ?? t` ending in a Text.
  public static func isText(_ node: Syntax, _ resolver: Resolver) -> Bool {
    if node.kind == .tupleExpr {
      let elements = node.children(.argument)
      guard elements.count == 1, Argument(elements[0]).label == nil,
        let inner = Argument(elements[0]).expression
      else { return false }
      return isText(inner, resolver)
    }
    if node.kind == .sequenceExpr {
      if let operands = concatenationOperands(of: node) {
        return !node.ownTokens.contains { $0.kind == .equal }
          && operands.allSatisfy { isText($0, resolver) }
      }
      return isTextChoice(node, resolver)
    }
    let chain = ModifierChain(outermost: node)
    guard
      chain.modifiers.allSatisfy({ KnownMembers.textModifiers.contains($0.name) && $0.call != nil })
    else {
      // A method or property of a value, not a modifier: `self.styled(word)`,
      // `board.best()`, whatever type the resolver gives the whole expression.
      return isTypedText(node, resolver)
    }
    let base = chain.base
    if let call = FunctionCall(base), call.callee.kind == .declReferenceExpr,
      call.callee.text == "Text", call.trailingClosure == nil
    {
      return true
    }
    return isTypedText(base, resolver)
  }

  /// A name, member, call or force unwrap the resolver types `Text` (not optional).
  private static func isTypedText(_ node: Syntax, _ resolver: Resolver) -> Bool {
    guard
      node.kind == .declReferenceExpr || node.kind == .memberAccessExpr
        || node.kind == .functionCallExpr || node.kind == .forceUnwrapExpr,
      let type = resolver.type(of: node)
    else { return false }
    return !type.isOptional && (type.text == "Text" || type.text == "SwiftUI.Text")
  }

  /// `c ? t1 : t2` (one `? t1 :` before the last operand, after a condition whose operators
  /// all bind tighter than `?:`, as every operator but an assignment does) with two Texts,
  /// or `o ?? t` (only `??` operators) whose last operand is a Text: both are a Text.
  private static func isTextChoice(_ sequence: Syntax, _ resolver: Resolver) -> Bool {
    let children = sequence.children
    let operators = sequence.ownTokens.filter { $0.kind == .binaryOperator || $0.kind == .equal }
    let middles = children.filter { $0.kind == .ternaryMiddle }
    if middles.count == 1, children.count >= 3, children[children.count - 2] == middles[0],
      middles[0].children.count == 1, let chosen = middles[0].children.first,
      operators.allSatisfy({ !isAssignment($0) }),
      children.allSatisfy({ $0.kind != .typeCastSuffix })
    {
      return isText(chosen, resolver) && isText(children[children.count - 1], resolver)
    }
    guard !operators.isEmpty, operators.count == children.count - 1,
      operators.allSatisfy({ $0.kind == .binaryOperator && $0.is("??") }),
      children.allSatisfy({ $0.kind != .ternaryMiddle && $0.kind != .typeCastSuffix }),
      let last = children.last
    else { return false }
    return isText(last, resolver)
  }

  /// `=` and the compound assignments (`+=`), which bind looser than `?:`.
  private static func isAssignment(_ token: Token) -> Bool {
    if token.kind == .equal { return true }
    let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]
    return token.text.hasSuffix("=") && !comparisons.contains(token.text)
  }
}
