import SwiftCST

// Local bindings: let/var, parameters and closure parameters visible at a node.
extension Resolver {
  // MARK: Locals

  /// The local binding `name` visible at `node`, searching outwards to the nearest type
  /// body.
  public func local(named name: String, at node: Syntax) -> LocalBinding? {
    local(named: name, at: node, depth: 0)
  }

  func local(named name: String, at node: Syntax, depth: Int) -> LocalBinding? {
    // The name's bytes, read once for the walk's token tests (a test made them for each
    // token, which cost more than the test).
    var text = name
    return text.withUTF8 { bytes in
      local(named: name, LocalNameBytes(bytes), at: node, depth: depth)
    }
  }

  private func local(
    named name: String, _ bytes: LocalNameBytes, at node: Syntax, depth: Int
  ) -> LocalBinding? {
    // Walked by the tree's indices: most ancestors are expressions that bind nothing, and a
    // `Syntax` handle per step was a retain and a release; the scopes get one.
    let raw = node.file.rawTree
    var child = node.index
    // The child of `child` the walk came from (a condition, in a condition list).
    var previous = node.index
    var scope = raw.parent(node.index)
    while scope >= 0 {
      switch raw.kind(scope) {
      case .memberBlock, .sourceFile:
        return nil
      case .closureExpr:
        let current = raw.syntax(scope)
        if Self.mayNameClosureParameter(name, bytes, scope, raw) {
          let parameter = cache.closureParameter(name, of: current) {
            closureParameter(named: name, of: current)
          }
          if let found = parameter { return found }
        }
        if let found = declared(
          name, bytes, inScope: current, before: raw.syntax(child), depth: depth)
        {
          return found
        }
      case .codeBlock, .accessorBlock, .switchCase, .ifConfigClause:
        let current = raw.syntax(scope)
        if let found = declared(
          name, bytes, inScope: current, before: raw.syntax(child), depth: depth)
        {
          return found
        }
        if current.kind == .switchCase, let label = current.child(.switchCaseLabel),
          let found = boundName(name, in: label)
        {
          return found
        }
      case .accessorDecl:
        let current = raw.syntax(scope)
        if name == "newValue" || name == "oldValue",
          let keyword = current.firstToken,
          keyword.is("set") || keyword.is("willSet") || keyword.is("didSet")
        {
          return LocalBinding(
            name: name, kind: .patternBinding, type: nil, offset: keyword.range.lowerBound)
        }
      case .functionDecl, .initializerDecl, .subscriptDecl:
        // Parameters' names are tokens of the parameter clause.
        let clause = raw.child(scope, .parameterClause)
        if clause >= 0, raw.mayHold(bytes, in: raw.tokens(clause)),
          var found = parameters(of: raw.syntax(scope))[name]
        {
          found.name = name
          return found
        }
      case .ifExpr, .whileStmt, .guardStmt:
        // Conditions bind names for the body (not for `else`), and for later conditions.
        let list = raw.child(scope, .conditionList)
        guard list >= 0, raw.mayHold(bytes, in: raw.tokens(list)) else { break }
        let current = raw.syntax(scope)
        let from = raw.syntax(child)
        if current.kind != .guardStmt || from.kind == .conditionList,
          let conditions = current.child(.conditionList),
          from.kind == .conditionList || from == current.children(.codeBlock).first
        {
          // From a condition, the conditions before it; from the body, all of them.
          let limit = from.kind == .conditionList ? raw.syntax(previous) : from
          if let found = boundName(name, in: conditions, before: limit) { return found }
        }
      case .forStmt:
        let current = raw.syntax(scope)
        let from = raw.syntax(child)
        if from.kind == .codeBlock, let pattern = current.firstChild, pattern != from {
          // `for item in …`: the pattern is the name itself (not among its descendants).
          if pattern.kind == .declReferenceExpr, let token = pattern.firstToken,
            token.kind == .identifier, token.hasText(name)
          {
            return LocalBinding(
              name: name, kind: .patternBinding, type: nil, offset: token.range.lowerBound)
          }
          if let found = boundName(name, in: pattern) { return found }
        }
      case .catchClause:
        let current = raw.syntax(scope)
        let from = raw.syntax(child)
        if name == "error", current.child(.codeBlock) == from,
          current.children.count == 1
        {
          return LocalBinding(
            name: name, kind: .patternBinding, type: TypeReference(named: "Error"),
            offset: current.range.lowerBound)
        }
        if let found = boundName(name, in: current, before: from) { return found }
      default: break
      }
      previous = child
      child = scope
      scope = raw.parent(scope)
    }
    return nil
  }

  /// The parameters of a function, initializer or subscript by local name (the first of
  /// each name).
  func parameters(of function: Syntax) -> [String: LocalBinding] {
    cache.parameters(of: function) {
      var found: [String: LocalBinding] = [:]
      for parameter in FunctionDeclaration(function)?.parameters ?? [] {
        guard let name = parameter.localName, found[name] == nil else { continue }
        found[name] = LocalBinding(
          name: name, kind: .parameter, type: parameter.type.map(Self.parameterType),
          offset: parameter.node.range.lowerBound)
      }
      return found
    }
  }

  /// `let`/`var` declarations, `guard` conditions and local functions among the items of
  /// `scope` that come before `child`; the last one that binds `name`.
  func declared(
    _ name: String, _ bytes: LocalNameBytes, inScope scope: Syntax, before child: Syntax,
    depth: Int
  ) -> LocalBinding? {
    // Read on the raw tree: an item is read through typed views only when a token of its
    // patterns or conditions may be the name (most scopes bind none of the names asked; a
    // table of each scope's names, built per scope, cost more than the questions).
    let raw = scope.file.rawTree
    let limit = child.range.lowerBound
    var found: LocalBinding?
    // A `let`/`var` found, typed once it is known to be the last.
    var untyped: PatternBinding?
    var itemIndex = raw.firstChild(scope.index)
    while itemIndex >= 0 {
      defer { itemIndex = raw.nextSibling(itemIndex) }
      let kind = raw.kind(itemIndex)
      guard kind == .variableDecl || kind == .guardStmt || kind == .functionDecl else { continue }
      // The items before `child`: up to the first that does not start before it.
      let first = raw.firstToken(itemIndex)
      let start = first >= 0 ? raw.textStart(first) : raw.syntax(itemIndex).range.lowerBound
      guard start < limit else { break }
      guard Self.mayDeclare(bytes, itemIndex, raw) else { continue }
      let item = raw.syntax(itemIndex)
      switch kind {
      case .variableDecl:
        for binding in item.children(.patternBinding).map(PatternBinding.init) {
          if binding.name == name, let pattern = binding.pattern {
            found = LocalBinding(
              name: name, kind: .variable, type: nil, offset: pattern.range.lowerBound)
            untyped = binding
          } else if let pattern = binding.pattern, pattern.kind == .tupleExpr,
            let bound = boundName(name, in: pattern)
          {
            found = bound
            untyped = nil
          }
        }
      case .guardStmt:
        if let conditions = item.child(.conditionList), let bound = boundName(name, in: conditions)
        {
          found = bound
          untyped = nil
        }
      case .functionDecl:
        if let function = FunctionDeclaration(item), function.name == name {
          found = LocalBinding(
            name: name, kind: .variable, type: nil, offset: item.range.lowerBound)
          untyped = nil
        }
      default: break
      }
    }
    if let binding = untyped { found?.type = localType(of: binding, depth: depth) }
    return found
  }

  /// Whether an item of a scope (a `let`/`var`, a `guard` or a local function) may bind
  /// `name` as `declared` reads it: a token of a binding's simple or tuple pattern, or of a
  /// `guard`'s conditions, may be the name; a function is read whole.
  private static func mayDeclare(_ name: LocalNameBytes, _ item: Int32, _ raw: RawTree) -> Bool {
    switch raw.kind(item) {
    case .variableDecl:
      var binding = raw.firstChild(item)
      while binding >= 0 {
        defer { binding = raw.nextSibling(binding) }
        guard raw.kind(binding) == .patternBinding else { continue }
        let pattern = raw.firstChild(binding)
        guard pattern >= 0 else { continue }
        switch raw.kind(pattern) {
        case .declReferenceExpr:
          // `PatternBinding.name`: the pattern's first token.
          let token = raw.firstToken(pattern)
          if token >= 0, raw.mayHold(name, in: token..<token + 1) { return true }
        case .tupleExpr:
          if raw.mayHold(name, in: raw.tokens(pattern)) { return true }
        default: break
        }
      }
      return false
    case .guardStmt:
      let conditions = raw.child(item, .conditionList)
      return conditions >= 0 && raw.mayHold(name, in: raw.tokens(conditions))
    default:
      return true
    }
  }

  /// Whether a closure may have a parameter `name` (`closureParameter(named:of:)`): a
  /// shorthand `$0` may be any closure's; another name must be a token of its signature.
  private static func mayNameClosureParameter(
    _ name: String, _ bytes: LocalNameBytes, _ closure: Int32, _ raw: RawTree
  ) -> Bool {
    if name.utf8.first == UInt8(ascii: "$") { return true }
    let signature = raw.child(closure, .closureSignature)
    return signature >= 0 && raw.mayHold(bytes, in: raw.tokens(signature))
  }

  /// A closure's parameters: `{ a, b in }`, `{ (a: Int) in }`, `$0`.
  func closureParameter(named name: String, of closure: Syntax) -> LocalBinding? {
    if name.hasPrefix("$"), let position = Int(name.dropFirst()) {
      if Closure(closure).signature == nil {
        return LocalBinding(
          name: name, kind: .closureParameter,
          type: reduceParameter(position, of: closure)
            ?? runClosureParameter(position, of: closure),
          offset: closure.range.lowerBound)
      }
      return nil
    }
    guard let signature = Closure(closure).signature else { return nil }
    if let clause = signature.child(.parameterClause) {
      for parameterNode in clause.children(.parameter) {
        let parameter = Parameter(parameterNode)
        if parameter.localName == name {
          return LocalBinding(
            name: name, kind: .closureParameter, type: parameter.type.map(Self.parameterType),
            offset: parameterNode.range.lowerBound)
        }
      }
      return nil
    }
    var position = 0
    for token in signature.ownTokens {
      if token.kind == .kwIn { break }
      guard token.kind == .identifier else { continue }
      if token.kind == .identifier && token.hasText(name) {
        return LocalBinding(
          name: name, kind: .closureParameter,
          type: sdkClosureParameter(position, of: closure)
            ?? reduceParameter(position, of: closure)
            ?? runClosureParameter(position, of: closure),
          offset: token.range.lowerBound)
      }
      position += 1
    }
    return nil
  }

  /// The type of the parameter at `position` of a closure the SDK calls with known
  /// arguments (`GeometryReader { proxy in … }`), unless the run declares the callee.
  func sdkClosureParameter(_ position: Int, of closure: Syntax) -> TypeReference? {
    var node = closure
    if let parent = node.parent, parent.kind == .argument { node = parent }
    if let parent = node.parent, parent.kind == .argumentList { node = parent }
    guard let call = node.parent.flatMap(FunctionCall.init),
      call.trailingClosure?.node == closure
        || call.argument(labeled: "content")?.expression == closure,
      call.callee.kind == .declReferenceExpr, let callee = call.calleeName,
      let types = KnownMembers.closureParameters(ofCallTo: callee), position < types.count,
      case .unknown = resolve(call.callee)
    else { return nil }
    return types[position]
  }

  /// The type of a `reduce` closure's parameter: the standard library's `reduce(_:_:)` and
  /// `reduce(into:_:)` call the closure with a value of the initial value's type (the first
  /// parameter: `names.reduce(Text("")) { line, name in … }`, `line` is a `Text`) and an
  /// element of the sequence (the second: `parts.dropFirst().reduce(first) { $0 + $1 }`, `$1`
  /// is a `Text` when `parts` is a `[Text]`). Nil for another parameter or call, a `reduce`
  /// of the run, or a sequence whose element type is not known.
  func reduceParameter(_ position: Int, of closure: Syntax) -> TypeReference? {
    guard position == 0 || position == 1 else { return nil }
    var node = closure
    if let parent = node.parent, parent.kind == .argument { node = parent }
    if let parent = node.parent, parent.kind == .argumentList { node = parent }
    guard let call = node.parent.flatMap(FunctionCall.init),
      call.callee.kind == .memberAccessExpr, let access = MemberAccess(call.callee),
      access.name == "reduce", let base = access.base, call.labeledTrailingClosures.isEmpty
    else { return nil }
    let arguments = call.arguments
    // `reduce(x) { … }` or `reduce(x, { … })`; `into:` labels the initial value.
    if call.trailingClosure?.node == closure {
      guard arguments.count == 1 else { return nil }
    } else {
      guard arguments.count == 2, arguments[1].label == nil,
        arguments[1].expression == closure
      else { return nil }
    }
    guard arguments[0].label == nil || arguments[0].label == "into",
      let initial = arguments[0].expression
    else { return nil }
    switch resolve(call.callee) {
    case .unknown, .externalMember:
      return position == 0 ? type(of: initial) : sequenceElement(of: base)
    default: return nil
    }
  }

  /// The element type of an array or set, also through the standard library's methods that
  /// keep the elements (`parts.dropFirst()`, `items.filter { … }`, `names.sorted()`); nil
  /// when it is not known or a method of the run's has the name.
  func sequenceElement(of expression: Syntax) -> TypeReference? {
    if let call = FunctionCall(expression), let access = call.memberAccess,
      Self.elementKeepingMethods.contains(access.name), let base = access.base
    {
      switch resolve(call.callee) {
      case .unknown, .externalMember: return sequenceElement(of: base)
      default: return nil
      }
    }
    return type(of: expression).flatMap(Self.elementType)
  }

  private static let elementKeepingMethods: Set = [
    "dropFirst", "dropLast", "prefix", "suffix", "reversed", "filter", "sorted", "shuffled",
  ]

  /// The type of the parameter at `position` of a closure passed as an argument to a
  /// function or initializer of the run whose parameter there has a function type
  /// (`TextStyle(apply: { $0.bold() })` with `init(apply: @escaping (Text) -> Text)`): the
  /// closure's parameter is a `Text`.
  func runClosureParameter(_ position: Int, of closure: Syntax) -> TypeReference? {
    guard let type = parameterType(receiving: closure),
      let types = Self.functionParameterTypes(type.text), position < types.count
    else { return nil }
    return types[position]
  }

  /// The declared type of the parameter of a function or initializer of the run that a
  /// closure written as an argument goes to (`@escaping (Text) -> Text` for the closure of
  /// `TextStyle(apply: { … })`); nil when the callee is not the run's, or the overloads the
  /// call may reach declare different types there.
  public func parameterType(receiving closure: Syntax) -> TypeReference? {
    guard let argument = closure.parent, argument.kind == .argument,
      let list = argument.parent, list.kind == .argumentList,
      let call = list.parent.flatMap(FunctionCall.init),
      let written = call.arguments.firstIndex(where: { $0.expression == closure }),
      let callees = fittingCallees(of: call), !callees.isEmpty
    else { return nil }
    var found: TypeReference?
    for (member, parameters) in callees {
      guard written < parameters.count, parameters[written] < member.parameterTypes.count,
        let type = member.parameterTypes[parameters[written]]
      else { return nil }
      if let found, found.text != type.text { return nil }
      found = type
    }
    return found
  }

  /// The parameter types of a function type written `(A, B) -> R` (after `@escaping`,
  /// `@Sendable` or `@MainActor`, with `async`/`throws` before the arrow); nil for any other
  /// type.
  static func functionParameterTypes(_ text: String) -> [TypeReference]? {
    var rest = Substring(text.filter { !$0.isWhitespace })
    for attribute in ["@escaping", "@Sendable", "@MainActor"] {
      while rest.hasPrefix(attribute) { rest = rest.dropFirst(attribute.count) }
    }
    guard rest.first == "(" else { return nil }
    var depth = 0
    var parts: [String] = []
    var current = ""
    var close: Substring.Index?
    var previous: Character = " "
    for index in rest.indices {
      let character = rest[index]
      defer { previous = character }
      switch character {
      case ">" where previous == "-":
        break  // the arrow of a function type among the parameters
      case "(", "[", "<":
        depth += 1
        if depth == 1 && character == "(" { continue }
      case ")", "]", ">":
        depth -= 1
        if depth == 0 {
          close = index
          break
        }
      case "," where depth == 1:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      if close != nil { break }
      current.append(character)
    }
    guard let close else { return nil }
    let after = rest[rest.index(after: close)...]
    guard after.hasPrefix("->") || after.hasPrefix("async") || after.hasPrefix("throws")
    else { return nil }
    if !current.isEmpty { parts.append(current) }
    return parts.map { part in
      // `(_ text: Text) -> Text`: the type after the label.
      let type = part.firstIndex(of: ":").map { String(part[part.index(after: $0)...]) } ?? part
      return TypeReference(text: type)
    }
  }

  /// A name bound in a pattern or condition (`let x`, `case .a(let x)`, `(i, j)`), before
  /// `limit` when given.
  func boundName(_ name: String, in node: Syntax, before limit: Syntax? = nil)
    -> LocalBinding?
  {
    // The names are tokens of `node` before `limit`: most conditions and patterns asked
    // hold none, and are not read through typed views.
    let raw = node.file.rawTree
    var tokens = raw.tokens(node.index)
    if let limit {
      let end = max(tokens.lowerBound, min(tokens.upperBound, raw.tokens(limit.index).lowerBound))
      tokens = tokens.lowerBound..<end
    }
    guard raw.mayHoldName(name, in: tokens) else { return nil }
    var found: LocalBinding?
    for reference in node.descendants(.declReferenceExpr) {
      if let limit, reference.range.lowerBound >= limit.range.lowerBound { break }
      guard let token = reference.firstToken, token.hasText(name) else { continue }
      guard isBindingPosition(reference, within: node) else { continue }
      var type: TypeReference?
      if let condition = reference.parent, condition.kind == .condition,
        let annotation = condition.child(.typeAnnotation)?.firstChild
      {
        type = TypeReference(text: annotation.compactText)
      }
      if type == nil { type = castPatternType(boundBy: reference) }
      if type == nil {
        type = casePayloadType(boundBy: reference, depth: 0)
      }
      if type == nil, let condition = reference.parent, condition.kind == .condition,
        condition.firstChild == reference
      {
        // `if let x = value`, `guard let x = value`: value's type, unwrapped; `if let x`:
        // the unwrapped type of the `x` outside (the conditions do not see their own).
        let value = condition.child(.initializerClause)?.firstChild ?? reference
        type = self.type(of: value, depth: 1)?.unwrapped
      }
      found = LocalBinding(
        name: name, kind: .patternBinding, type: type, offset: token.range.lowerBound)
    }
    return found
  }

  /// The type a type-casting pattern gives the name it binds: `case let x as T`,
  /// `if case let x as T = y`, `for case let x as T in xs`, `catch let e as T`,
  /// `case .a(let x as T)`; each name of `case let (a, b) as (A, B)` its element's type.
  func castPatternType(boundBy reference: Syntax) -> TypeReference? {
    var node = reference
    // `let (a, b)`: the element's position in the tuple.
    var element: Int?
    if let argument = node.parent, argument.kind == .argument, argument.firstChild == node,
      Argument(argument).label == nil, let tuple = argument.parent, tuple.kind == .tupleExpr
    {
      element = tuple.children(.argument).firstIndex(of: argument)
      node = tuple
    }
    if let binding = node.parent, binding.kind == .bindingPatternExpr { node = binding }
    guard let sequence = node.parent, sequence.kind == .sequenceExpr,
      sequence.firstChild == node, sequence.children.count == 2,
      let cast = sequence.children.last, cast.kind == .typeCastSuffix,
      let keyword = cast.firstToken, keyword.kind == .kwAs,
      cast.ownTokens.count == 1, let type = cast.children.last
    else { return nil }
    guard let position = element else { return TypeReference(text: type.compactText) }
    let elements = type.children(.tupleTypeElement)
    guard type.kind == .tupleType, position < elements.count,
      elements.allSatisfy({ $0.ownTokens.isEmpty }),
      let elementType = elements[position].firstChild
    else { return nil }
    return TypeReference(text: elementType.compactText)
  }

  /// Whether a name in a pattern binds it (`let x`, `case let .a(x)`, a `for` pattern)
  /// rather than reading it (`case .a(x)` compares, `if x == y` reads).
  func isBindingPosition(_ reference: Syntax, within root: Syntax) -> Bool {
    var node = reference
    while let parent = node.parent {
      switch parent.kind {
      case .bindingPatternExpr: return true
      case .condition:
        // `let x = value` / `var x`: the name right after the keyword.
        let keyword = parent.firstToken
        return (keyword?.kind == .kwLet || keyword?.kind == .kwVar)
          && parent.firstChild == node
      case .initializerClause: return false
      default: break
      }
      if parent == root {
        // A `for` pattern or a `catch` pattern binds plain names.
        return root.kind == .tupleExpr || root.kind == .declReferenceExpr
          || root.parent?.kind == .forStmt
      }
      node = parent
    }
    return false
  }

  func localType(of binding: PatternBinding, depth: Int) -> TypeReference? {
    localTypes.type(of: binding.node, depth: depth) {
      if let type = binding.type { return TypeReference(text: type.compactText) }
      guard let value = binding.initializer, depth < 12 else { return nil }
      return type(of: value, depth: depth + 1)
    }
  }

  /// A parameter's type as a value inside the body: `@escaping () -> T` stays a function
  /// type; `inout T` is `T`; `T...` is `[T]`.
  static func parameterType(_ type: Syntax) -> TypeReference {
    var node = type
    while node.kind == .attributedType,
      let inner = node.children.last(where: { $0.kind != .attribute })
    {
      node = inner
    }
    if node.kind == .packExpansionType, let inner = node.firstChild {
      return TypeReference(text: "[" + inner.compactText + "]")
    }
    return TypeReference(text: node.compactText)
  }
}

extension Resolver {
  /// The value an optional-binding condition unwraps into `binding`: `Coordinator.shared`
  /// of `guard let coordinator = Coordinator.shared` (and of `if let`, `if var`, `while
  /// let`). Nil for any other binding, and for the shorthand `if let x`.
  public func optionalBindingValue(of binding: LocalBinding, in file: SourceFile) -> Syntax? {
    guard binding.kind == .patternBinding else { return nil }
    let raw = file.rawTree
    for condition in raw.nodes(.condition) {
      let syntax = raw.syntax(condition)
      guard syntax.range.contains(binding.offset), let reference = syntax.firstChild,
        reference.kind == .declReferenceExpr, reference.range.lowerBound == binding.offset
      else { continue }
      return syntax.child(.initializerClause)?.firstChild
    }
    return nil
  }
}
