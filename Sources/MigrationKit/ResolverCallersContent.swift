import Foundation
import SwiftCST

extension Resolver {
  /// The generic parameter an expression's view is a value of, when its views are the
  /// caller's: `content` declared `let content: Content`, or a call of a closure that returns
  /// one (`content()` with `let content: () -> Content`, `body(proxy)` with a parameter
  /// `body: (GeometryProxy) -> Content`), where `Content` is a generic parameter of the
  /// enclosing type or function. The caller's `@ViewBuilder` closure may build several views
  /// (a `TupleView`), and a modifier applied to them applies to each. Nil otherwise, and when
  /// the name cannot be resolved.
  public func callersContentParameter(of expression: Syntax) -> String? {
    var node = ModifierChain(outermost: expression).base
    var isCall = false
    if let call = FunctionCall(node) {
      guard call.trailingClosure == nil, call.labeledTrailingClosures.isEmpty else { return nil }
      node = call.callee
      isCall = true
    }
    let declared: TypeReference?
    var owner: String?
    switch resolve(node) {
    case .member(let member):
      guard member.kind == .storedProperty || member.kind == .computedProperty else { return nil }
      declared = member.type
      owner = member.containingType
    case .local(let local):
      declared = local.type
    default:
      return nil
    }
    guard let text = declared?.text, !declared!.isOptional else { return nil }
    // A bare `content` whose indexed type is `() -> Content` is the view that
    // view-builder-content stored in its place earlier in this file's fix point (the index
    // describes the file as read): its value is the closure's result.
    let result = Self.resultType(ofFunctionType: text)
    guard let valueType = isCall ? result : result ?? text else { return nil }
    // The generic parameters around the expression, then those of the member's type: read
    // only for a value whose type could be one (most views are not such a value).
    if Self.enclosingGenericParameters(of: expression).contains(valueType) { return valueType }
    if let owner, let type = index.type(named: owner), type.genericParameters.contains(valueType) {
      return valueType
    }
    return nil
  }

  /// The names of the generic parameters of the types and functions around `node`.
  static func enclosingGenericParameters(of node: Syntax) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let ancestor = current {
      if let clause = ancestor.child(.genericParameterClause) {
        names += clause.children(.genericParameter).map { GenericParameter($0).name }
      }
      current = ancestor.parent
    }
    return names
  }

  /// `Content` for `() -> Content`, `(GeometryProxy) -> Content` or
  /// `@escaping (Item) -> Content`: the text after the last top-level `->`, without
  /// enclosing parentheses. Nil when the text is not a function type.
  public static func resultType(ofFunctionType text: String) -> String? {
    var depth = 0
    var arrow: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "(" || character == "<" || character == "[" { depth += 1 }
      if character == ")" || character == ">" || character == "]" {
        // `->` is not a closing bracket.
        if !(character == ">" && index > text.startIndex && text[text.index(before: index)] == "-")
        {
          depth -= 1
        }
      }
      if depth == 0, character == "-", text[index...].hasPrefix("->") { arrow = index }
      index = text.index(after: index)
    }
    guard let arrow else { return nil }
    var result = text[text.index(arrow, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
    while result.hasPrefix("("), result.hasSuffix(")") {
      result = String(result.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
    return result.isEmpty ? nil : result
  }
}
