import SwiftCST

extension Resolver {
  /// Whether `expression` is doubly optional (`T??`), where `expression ?? fallback` is still
  /// optional (`??` unwraps one level): true for a dictionary's value, an array's element or a
  /// collection's `first`, `last`, `min()`, … whose value or element type is optional
  /// (`[String: Color?]`, `[Color?]`), or a value whose known type is written `T??`; nil
  /// (cannot tell) for such a read of a collection of unknown type; false otherwise. A name
  /// or member of unknown type counts as not doubly optional: only these reads add a level
  /// of their own to a type that may already be optional.
  ///
  /// Without a resolver (`nil`) the types are unknown.
  public static func isDoublyOptional(_ expression: Syntax, resolver: Resolver?) -> Bool? {
    var node = expression
    while node.kind == .tupleExpr, let inner = parenthesised(node) { node = inner }
    if let type = resolver?.type(of: node), isDoublyOptional(type.text) { return true }
    switch node.kind {
    case .subscriptCallExpr:
      guard let base = node.firstChild,
        let collection = resolver?.type(of: base).map(unwrappedOnce)
      else { return nil }
      if let (_, value) = dictionaryTypes(collection) { return value.isOptional }
      if let element = elementType(of: collection) { return isDoublyOptional(element.text) }
      return nil
    case .memberAccessExpr, .functionCallExpr:
      let access =
        node.kind == .functionCallExpr
        ? FunctionCall(node)?.memberAccess : MemberAccess(node)
      guard let access, optionalElementReads.contains(access.name), let base = access.base
      else { return false }
      guard let collection = resolver?.type(of: base).map(unwrappedOnce),
        let element = elementType(of: collection)
      else { return nil }
      return element.isOptional
    default:
      return false
    }
  }

  /// Members of a collection that read one element as an optional (nil when there is none).
  static let optionalElementReads: Set<String> = [
    "first", "last", "randomElement", "min", "max", "popLast", "popFirst",
  ]

  /// `(a)`'s `a`.
  private static func parenthesised(_ tuple: Syntax) -> Syntax? {
    let elements = tuple.children(.argument)
    guard elements.count == 1, Argument(elements[0]).label == nil else { return nil }
    return Argument(elements[0]).expression
  }

  /// The collection read through optional chaining (`shelf?.books[0]`'s `[Book]?`) as itself.
  private static func unwrappedOnce(_ type: TypeReference) -> TypeReference {
    type.isOptional ? TypeReference(text: withoutOneOptional(type.text)) : type
  }

  /// `T??`, `T?!`, `Optional<T?>`, `Optional<Optional<T>>`: optional inside optional.
  static func isDoublyOptional(_ text: String) -> Bool {
    let type = TypeReference(text: text)
    guard type.isOptional else { return false }
    return TypeReference(text: withoutOneOptional(text)).isOptional
  }

  /// The text of an optional type without its outer level: `Color??` → `Color?`,
  /// `Optional<Color?>` → `Color?`, `(() -> Void)?` → `() -> Void`.
  private static func withoutOneOptional(_ text: String) -> String {
    var core = Substring(text)
    if let last = core.last, last == "?" || last == "!" {
      core = core.dropLast()
    } else if core.hasPrefix("Optional<"), core.last == ">" {
      core = core.dropFirst("Optional<".count).dropLast()
    }
    if core.hasPrefix("("), core.hasSuffix(")"), !core.contains(",") {
      core = core.dropFirst().dropLast()
    }
    return String(core)
  }
}
