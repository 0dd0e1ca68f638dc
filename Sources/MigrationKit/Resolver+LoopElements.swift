import SwiftCST

// The element type of a loop variable: `item` in `for item in items` or
// `ForEach(items) { item in … }` when `items` is known to be an array (or a set) of one type.
extension Resolver {
  /// The type of `reference`, a name bound as the element of a collection whose type is
  /// known: `for item in items`, `ForEach(items) { item in … }`, `ForEach(items, id: \.id)`
  /// (or `$0` in a `ForEach` closure without a signature), where `items` is `[T]`,
  /// `Array<T>`, `ContiguousArray<T>`, `ArraySlice<T>` or `Set<T>`: `T`. Nil when the name is
  /// not such a variable, has a type already (`type(of:)` tells it), or the collection's type
  /// is not known. A project that declares its own `ForEach` gets nil. `type(of:)` asks it
  /// for an untyped local, so members of the element (`row.title`) have types too.
  public func loopElementType(of reference: Syntax) -> TypeReference? {
    guard reference.kind == .declReferenceExpr, let name = reference.firstToken?.text else {
      return nil
    }
    // The loop or closure binding the name, found by walking outwards (cheap), then
    // confirmed by resolving the name (nothing nearer shadows it).
    var child = reference
    var scope = reference.parent
    while let current = scope {
      switch current.kind {
      case .memberBlock, .sourceFile:
        return nil
      case .forStmt:
        let children = current.children
        guard child.kind == .codeBlock, child == children.last, children.count >= 3,
          let pattern = children.first, pattern.kind == .declReferenceExpr,
          let bound = pattern.firstToken, bound.text == name
        else { break }
        // `for item in items { … }`: no `case`, `try`, `await` or type annotation.
        guard current.tokenIndices.lowerBound + 1 == bound.index,
          children[1].kind != .typeAnnotation, isUntypedLocal(reference, at: bound.range.lowerBound)
        else { return nil }
        return loopElement(of: children[1])
      case .closureExpr:
        guard let offset = soleParameterOffset(named: name, of: current) else { break }
        if let data = forEachData(of: current) {
          guard isUntypedLocal(reference, at: offset) else { return nil }
          return loopElement(of: data)
        }
        if let destination = navigationDestinationType(of: current) {
          guard isUntypedLocal(reference, at: offset) else { return nil }
          return destination
        }
      default: break
      }
      child = current
      scope = current.parent
    }
    return nil
  }

  /// The element of a loop's data: `T` of an array or set of `T`, `Int` of an integer
  /// range (`0..<rows.count`, `1...3`) or of an array's `indices`.
  private func loopElement(of data: Syntax) -> TypeReference? {
    if let element = type(of: data).flatMap(Self.elementType) { return element }
    if let access = MemberAccess(data), access.name == "indices" {
      return access.base.flatMap { isArray($0) } == true ? TypeReference(named: "Int") : nil
    }
    guard data.kind == .sequenceExpr, data.children.count == 2,
      let range = data.ownTokens.first, data.ownTokens.count == 1,
      range.is("..<") || range.is("...")
    else { return nil }
    // Each bound an integer literal, an `Int`, or the `count` of an array or set.
    let isInt = { (bound: Syntax) -> Bool in
      if bound.kind == .integerLiteralExpr { return true }
      if let access = MemberAccess(bound), access.name == "count", let base = access.base,
        let collection = self.type(of: base), Self.elementType(of: collection) != nil
      {
        return true
      }
      return self.type(of: bound)?.text == "Int"
    }
    return data.children.allSatisfy(isInt) ? TypeReference(named: "Int") : nil
  }

  /// Whether `expression` is an array (`[T]`, `Array<T>`, `ContiguousArray<T>`,
  /// `ArraySlice<T>`), whose indices are `Int`s.
  private func isArray(_ expression: Syntax) -> Bool {
    guard let collection = type(of: expression), Self.elementType(of: collection) != nil
    else { return false }
    return !collection.text.hasPrefix("Set<") && !collection.text.hasPrefix("Swift.Set<")
  }

  /// Whether `reference` names the local bound at `offset`, of a type nothing else tells.
  func isUntypedLocal(_ reference: Syntax, at offset: Int) -> Bool {
    guard case .local(let local) = resolve(reference) else { return false }
    return local.offset == offset && local.type == nil && assumedTypes[offset] == nil
  }

  /// Where `closure`'s one parameter named `name` is bound (`{ item in }`, `{ (item) in }`,
  /// `$0` without a signature), as `LocalBinding.offset`; nil when it has no such parameter.
  func soleParameterOffset(named name: String, of closure: Syntax) -> Int? {
    guard let signature = Closure(closure).signature else {
      return name == "$0" ? closure.range.lowerBound : nil
    }
    if let clause = signature.child(.parameterClause) {
      let parameters = clause.children(.parameter)
      guard parameters.count == 1, Parameter(parameters[0]).localName == name else { return nil }
      return parameters[0].range.lowerBound
    }
    var names: [Token] = []
    for token in signature.ownTokens {
      if token.kind == .kwIn { break }
      if token.kind == .identifier { names.append(token) }
    }
    guard names.count == 1, names[0].text == name else { return nil }
    return names[0].range.lowerBound
  }

  /// The data of `ForEach(data) { … }` or `ForEach(data, id: …) { … }` (SwiftUI's, not one
  /// the run declares) whose content closure is `closure`.
  private func forEachData(of closure: Syntax) -> Syntax? {
    var node = closure
    if let parent = node.parent, parent.kind == .argument { node = parent }
    if let parent = node.parent, parent.kind == .argumentList { node = parent }
    guard let call = node.parent.flatMap(FunctionCall.init),
      call.trailingClosure?.node == closure
        || call.argument(labeled: "content")?.expression == closure,
      call.callee.kind == .declReferenceExpr, call.calleeName == "ForEach",
      case .unknown = resolve(call.callee)
    else { return nil }
    let arguments = call.arguments.filter { $0.expression != closure }
    guard let data = arguments.first, data.label == nil,
      arguments.dropFirst().allSatisfy({ $0.label == "id" }), arguments.count <= 2
    else { return nil }
    return data.expression
  }

  /// `Route` of SwiftUI's `.navigationDestination(for: Route.self) { route in … }` (or
  /// `destination: { … }`) whose closure is `closure`: the value it is given. Nil when the run
  /// declares a `navigationDestination` on View of its own.
  private func navigationDestinationType(of closure: Syntax) -> TypeReference? {
    var node = closure
    if let parent = node.parent, parent.kind == .argument { node = parent }
    if let parent = node.parent, parent.kind == .argumentList { node = parent }
    guard let call = node.parent.flatMap(FunctionCall.init),
      call.memberAccess?.name == "navigationDestination",
      call.trailingClosure?.node == closure
        || call.argument(labeled: "destination")?.expression == closure,
      let data = call.argument(labeled: "for")?.expression.flatMap(MemberAccess.init),
      data.name == "self", let type = data.base,
      type.kind == .declReferenceExpr || type.kind == .memberAccessExpr,
      index.members(named: "navigationDestination", in: "View").isEmpty
    else { return nil }
    return TypeReference(text: type.compactText)
  }

  /// `T` for `[T]`, `Array<T>`, `ContiguousArray<T>`, `ArraySlice<T>` or `Set<T>` (not
  /// optional); nil for anything else (a dictionary, a range, an unknown collection).
  static func elementType(of collection: TypeReference) -> TypeReference? {
    guard !collection.isOptional else { return nil }
    let text = collection.text
    var inner: Substring
    if text.hasPrefix("[") && text.hasSuffix("]") {
      inner = text.dropFirst().dropLast()
    } else if let open = text.firstIndex(of: "<"), text.hasSuffix(">"),
      ["Array", "ContiguousArray", "ArraySlice", "Set", "Swift.Array", "Swift.Set"].contains(
        text[..<open])
    {
      inner = text[text.index(after: open)...].dropLast()
    } else {
      return nil
    }
    // One type, bracketed as a whole: not `[K: V]`, not `[A]?[B]`-like text.
    var depth = 0
    for character in inner {
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">":
        depth -= 1
        if depth < 0 { return nil }
      case ":", ",": if depth == 0 { return nil }
      default: break
      }
    }
    inner = inner.drop { $0 == " " }
    guard depth == 0, !inner.isEmpty else { return nil }
    return TypeReference(text: String(inner))
  }
}
