import SwiftCST

/// Subscripts that may stop the program: an array read at an index out of range traps, where
/// a dictionary answers nil for a missing key. Like `TrappingExpressions`, for a rewrite that
/// moves an expression from a closure run only at some moment (an Alert built only to be
/// shown) to one run whenever `body` runs, while the index may not be valid yet.
public enum TrappingSubscripts {
  /// The first subscript in `node` outside the closures written in it (an action runs only
  /// when triggered) whose collection is not known to be a dictionary, as an excerpt; also a
  /// subscript of a name inside a string's interpolation (`"Remove \(items[row])?"`). Nil if
  /// there is none.
  public static func first(in node: Syntax, resolver: Resolver) -> String? {
    let closures = node.descendants(.closureExpr).map(\.range)
    let outsideClosures = { (range: Range<Int>) in
      !closures.contains { $0.contains(range.lowerBound) }
    }
    for read in node.descendants(.subscriptCallExpr) where outsideClosures(read.range) {
      let children = read.children
      guard children.count == 2, !resolver.isDictionary(children[0]) else { continue }
      // A labelled subscript (`items[safe: row]`, `value[keyPath: path]`) is none of the
      // collection's own index reads.
      if let first = children[1].children(.argument).first, Argument(first).label != nil {
        continue
      }
      return read.excerpt(60)
    }
    for token in node.tokens where token.kind == .stringLiteral && outsideClosures(token.range) {
      if let read = subscriptInInterpolation(token.text, at: node, resolver: resolver) {
        return read
      }
    }
    return nil
  }

  /// `items[row]` for `"Remove \(items[row])?"`: a `[` right after a name, a `)` or a `]`
  /// inside an interpolation, unless the collection is a bare name known to be a dictionary.
  static func subscriptInInterpolation(_ literal: String, at node: Syntax, resolver: Resolver)
    -> String?
  {
    let bytes = Array(literal.utf8)
    let isNameByte = TrappingExpressions.isNameByte
    for interpolation in TrappingExpressions.interpolations(in: bytes) {
      for k in interpolation where bytes[k] == UInt8(ascii: "[") && k > interpolation.lowerBound {
        let before = bytes[k - 1]
        guard isNameByte(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: "]"),
          !isLabelled(bytes, at: k + 1, in: interpolation)
        else { continue }
        // The collection, when it is a bare name: the name bytes the `[` follows.
        var nameStart = k
        while nameStart > interpolation.lowerBound, isNameByte(bytes[nameStart - 1]) {
          nameStart -= 1
        }
        let followsADot =
          nameStart > interpolation.lowerBound && bytes[nameStart - 1] == UInt8(ascii: ".")
        let isBareName = nameStart < k && !followsADot
        if isBareName,
          resolver.isDictionary(
            named: String(decoding: bytes[nameStart..<k], as: UTF8.self), at: node)
        {
          continue
        }
        return String(decoding: bytes[interpolation], as: UTF8.self)
      }
    }
    return nil
  }

  /// Whether a name and a `:` start the subscript's arguments at `start` (`safe: row`).
  private static func isLabelled(_ bytes: [UInt8], at start: Int, in range: Range<Int>) -> Bool {
    var end = start
    while end < range.upperBound, TrappingExpressions.isNameByte(bytes[end]) { end += 1 }
    return end > start && end < range.upperBound && bytes[end] == UInt8(ascii: ":")
  }
}

extension Resolver {
  /// Whether `expression` is known to be a dictionary (`[K: V]`, `Dictionary<K, V>`), whose
  /// subscript answers nil for a missing key; false when its type is unknown, or the run
  /// declares subscripts on Dictionary.
  public func isDictionary(_ expression: Syntax) -> Bool {
    guard let type = type(of: expression) else { return false }
    return isDictionaryType(type)
  }

  /// The same for a bare name at `node` (a local, or a member of the enclosing types).
  func isDictionary(named name: String, at node: Syntax) -> Bool {
    let type: TypeReference?
    switch resolve(name: name, at: node) {
    case .local(let local): type = local.type
    case .member(let member), .topLevel(let member):
      type = member.kind == .function ? nil : valueType(of: member)
    default: type = nil
    }
    return type.map(isDictionaryType) ?? false
  }

  private func isDictionaryType(_ type: TypeReference) -> Bool {
    Self.dictionaryTypes(type.unwrapped) != nil
      && index.members(named: "subscript", in: "Dictionary").isEmpty
  }
}
