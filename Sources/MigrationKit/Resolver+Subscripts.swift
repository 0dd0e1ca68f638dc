import Foundation
import SwiftCST

extension Resolver {
  /// The type of `collection[…]`: the element `T` of an array (`[T]`, `Array<T>`,
  /// `ContiguousArray<T>`, `ArraySlice<T>`) read at an `Int`; `V?` of a dictionary (`[K: V]`,
  /// `Dictionary<K, V>`) read at a key of type `K`, and `V` with `default:`; optional after
  /// `x?[…]`. Nil for anything else: a range or an index, a collection or argument of unknown
  /// type, a collection the run declares subscripts on.
  func subscriptType(of expression: Syntax, depth: Int) -> TypeReference? {
    let children = expression.children
    guard children.count == 2, children[1].kind == .argumentList else { return nil }
    let base = children[0]
    let arguments = children[1].children(.argument).map(Argument.init)
    guard let first = arguments.first, first.label == nil, let key = first.expression,
      let collection = type(of: base, depth: depth + 1), !collection.isOptional,
      let argument = type(of: key, depth: depth + 1)?.text
    else { return nil }
    let chained = base.kind == .optionalChainingExpr
    if arguments.count == 1, argument == "Int", let element = Self.arrayElementType(collection),
      index.members(named: "subscript", in: "Array").isEmpty
    {
      return chained ? element.optional : element
    }
    guard let (keyType, value) = Self.dictionaryTypes(collection), keyType.text == argument,
      index.members(named: "subscript", in: "Dictionary").isEmpty
    else { return nil }
    if arguments.count == 1 { return value.optional }
    guard arguments.count == 2, arguments[1].label == "default" else { return nil }
    return chained ? value.optional : value
  }

  /// `T` of `[T]`, `Array<T>`, `ContiguousArray<T>` or `ArraySlice<T>` (not a set, whose
  /// subscript takes an index).
  static func arrayElementType(_ collection: TypeReference) -> TypeReference? {
    guard let name = collection.name,
      ["Array", "ContiguousArray", "ArraySlice", "Swift.Array"].contains(name)
    else { return nil }
    return elementType(of: collection)
  }

  /// `(K, V)` of `[K: V]` or `Dictionary<K, V>` (not optional); nil for anything else.
  static func dictionaryTypes(_ collection: TypeReference) -> (TypeReference, TypeReference)? {
    guard !collection.isOptional else { return nil }
    let text = collection.text
    let inner: Substring
    let separator: Character
    if text.hasPrefix("[") && text.hasSuffix("]") {
      inner = text.dropFirst().dropLast()
      separator = ":"
    } else if text.hasPrefix("Dictionary<") || text.hasPrefix("Swift.Dictionary<"),
      text.hasSuffix(">"), let open = text.firstIndex(of: "<")
    {
      inner = text[text.index(after: open)...].dropLast()
      separator = ","
    } else {
      return nil
    }
    // The one separator at depth 0: `[String: [Int]]` splits at the first colon only.
    var depth = 0
    var split: Substring.Index?
    for position in inner.indices {
      switch inner[position] {
      case "[", "(", "<": depth += 1
      case "]", ")", ">":
        depth -= 1
        if depth < 0 { return nil }
      case ":", ",":
        guard depth == 0 else { continue }
        guard inner[position] == separator, split == nil else { return nil }
        split = position
      default: break
      }
    }
    guard depth == 0, let split else { return nil }
    let key = inner[..<split].trimmingCharacters(in: .whitespaces)
    let value = inner[inner.index(after: split)...].trimmingCharacters(in: .whitespaces)
    guard !key.isEmpty, !value.isEmpty else { return nil }
    return (TypeReference(text: key), TypeReference(text: value))
  }
}
