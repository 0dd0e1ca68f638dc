import SwiftCST

/// Expressions that stop the program when a value is missing: a force unwrap (`error!`),
/// `try!` and `as!`, also inside a string's interpolation (`"\(count!) left"`). A rewrite
/// that moves an expression from a closure run only at some moment (an Alert built only to
/// be shown) to one run whenever `body` runs must not move one of these.
public enum TrappingExpressions {
  /// The first trapping expression in `node` outside the closures written in it (an action
  /// runs only when triggered), as an excerpt; nil if there is none.
  public static func first(in node: Syntax) -> String? {
    let closures = node.descendants(.closureExpr).map(\.range)
    for token in node.tokens {
      let range = token.range
      if closures.contains(where: { $0.contains(range.lowerBound) }) { continue }
      switch token.kind {
      case .exclamationMark:
        return excerpt(around: range, in: node)
      case .stringLiteral:
        if let unwrap = unwrapInInterpolation(token.text) { return unwrap }
      default: continue
      }
    }
    return nil
  }

  /// The smallest expression holding the `!` at `mark`: `failure!` in `Text(failure!)`,
  /// `try! parse()`, `record as! String`.
  private static func excerpt(around mark: Range<Int>, in node: Syntax) -> String {
    var expression = node
    for kind in [SyntaxKind.forceUnwrapExpr, .tryExpr, .sequenceExpr] {
      for inner in node.descendants(kind)
      where inner.range.contains(mark.lowerBound) && inner.range.count < expression.range.count {
        expression = inner
      }
    }
    return expression.excerpt(60)
  }

  /// `retries!` for `"Attempt \(retries!) of 5"`: a postfix `!` (after a name, `)`, `]` or
  /// `?`, and not `!=`) inside an interpolation.
  static func unwrapInInterpolation(_ literal: String) -> String? {
    let bytes = Array(literal.utf8)
    for interpolation in interpolations(in: bytes) {
      for k in interpolation where bytes[k] == UInt8(ascii: "!") && k > interpolation.lowerBound {
        let before = bytes[k - 1]
        let after = k + 1 < interpolation.upperBound ? bytes[k + 1] : 0
        let isPostfix =
          before == UInt8(ascii: ")") || before == UInt8(ascii: "]") || before == UInt8(ascii: "?")
          || isNameByte(before)
        if isPostfix && after != UInt8(ascii: "=") {
          return String(decoding: bytes[interpolation], as: UTF8.self)
        }
      }
    }
    return nil
  }

  /// The byte ranges of the interpolations (`\(…)`, without the delimiters) in a string
  /// literal's bytes, outermost only; an unclosed one runs to the end.
  public static func interpolations(in bytes: [UInt8]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var i = 0
    while i + 1 < bytes.count {
      guard bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "(") else {
        i += 1
        continue
      }
      let start = i + 2
      var depth = 1
      var j = start
      while j < bytes.count, depth > 0 {
        if bytes[j] == UInt8(ascii: "(") { depth += 1 }
        if bytes[j] == UInt8(ascii: ")") { depth -= 1 }
        j += 1
      }
      found.append(start..<(depth == 0 ? j - 1 : j))
      i = j
    }
    return found
  }

  /// A byte of a name: an ASCII letter, a digit or `_`.
  static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }
}
