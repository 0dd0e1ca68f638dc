import SwiftCST

// The types of expressions (the parameters they are passed to: Resolver+Parameters.swift).
extension Resolver {
  // MARK: Types of expressions

  /// The type of `expression` when it can be known from declarations: a literal, a
  /// constructor call `T(…)`, a local, parameter or property with a declared type (or
  /// `= T(…)`), a loop variable over data of known element type (`loopElementType(of:)`), a
  /// member access on a value of known type, `x!`, `x?.y` (optional). Nil otherwise.
  public func type(of expression: Syntax) -> TypeReference? { type(of: expression, depth: 0) }

  func type(of expression: Syntax, depth: Int) -> TypeReference? {
    guard depth < 16 else { return nil }
    switch expression.kind {
    case .functionCallExpr, .memberAccessExpr, .declReferenceExpr:
      return expressions.type(of: expression, depth: depth) {
        uncachedType(of: expression, depth: depth)
      }
    default:
      return uncachedType(of: expression, depth: depth)
    }
  }

  /// `Tab.allCases` of an enum of the run that conforms to `CaseIterable` (in its
  /// declaration or an extension) and declares no `allCases`: the compiler synthesizes it,
  /// `[Tab]`. Nil for another type (a struct or class must declare it).
  private static func synthesizedAllCases(of type: TypeInfo) -> TypeReference? {
    guard type.kind == .enum,
      type.inheritance.contains(where: { $0 == "CaseIterable" || $0 == "Swift.CaseIterable" })
    else { return nil }
    return TypeReference(text: "[\(type.name)]")
  }

  /// `type(of:depth:)` without the cache.
  private func uncachedType(of expression: Syntax, depth: Int) -> TypeReference? {
    switch expression.kind {
    case .stringLiteralExpr: return TypeReference(named: "String")
    case .integerLiteralExpr: return TypeReference(named: "Int")
    case .floatLiteralExpr: return TypeReference(named: "Double")
    case .booleanLiteralExpr: return TypeReference(named: "Bool")
    case .tupleExpr:
      let elements = expression.children(.argument)
      guard elements.count == 1, Argument(elements[0]).label == nil,
        let inner = Argument(elements[0]).expression
      else { return nil }
      return type(of: inner, depth: depth + 1)
    case .forceUnwrapExpr, .optionalChainingExpr:
      // `x!` is the wrapped type; `x?` (before `.member`) too, the chain makes the result
      // optional (see `.memberAccessExpr`).
      guard let inner = expression.firstChild else { return nil }
      return type(of: inner, depth: depth + 1)?.unwrapped
    case .tryExpr, .awaitExpr:
      // `try? x` is optional (`try!` and `try` are x's type).
      guard let inner = expression.children.last, let innerType = type(of: inner, depth: depth + 1)
      else { return nil }
      let mark = expression.kind == .tryExpr ? expression.ownTokens.dropFirst().first : nil
      return mark?.is("?") == true ? innerType.optional : innerType
    case .declReferenceExpr:
      switch resolve(expression, depth: depth + 1) {
      case .local(let local):
        // An untyped loop variable (`ForEach(rows) { row in … }`) is its data's element.
        guard let type = local.type else {
          return assumedTypes[local.offset] ?? loopElementType(of: expression)
        }
        return qualified(type, writtenInside: enclosingTypeName(of: expression))
      case .member(let member), .topLevel(let member):
        return member.kind == .function ? nil : valueType(of: member)
      case .selfReference(let type):
        return expression.firstToken?.kind == .kwSelf ? TypeReference(named: type) : nil
      default: return nil
      }
    case .memberAccessExpr:
      guard let access = MemberAccess(expression), let base = access.base else { return nil }
      let baseIsOptionalChain = base.kind == .optionalChainingExpr
      switch resolve(expression, depth: depth + 1) {
      case .member(let member):
        guard member.kind != .function, var type = valueType(of: member) else { return nil }
        if baseIsOptionalChain { type = type.optional }
        return type
      case .unknown:
        // `Color.compound.textPrimary`: a name served by the `subscript(dynamicMember:)` of
        // a type of the run (only looked for when the run declares the base's type).
        if !baseIsOptionalChain, let owner = declaredBaseType(of: access, depth: depth),
          let dynamic = dynamicMember(access.name, ofTypeNamed: owner)
        {
          return dynamic.type
        }
        // `Color.primary`: a static colour of SwiftUI's Color (extended or not by the run).
        guard base.kind == .declReferenceExpr, let name = base.firstToken?.text,
          name.first?.isUppercase == true
        else { return nil }
        switch resolve(base, depth: depth + 1) {
        case .unknown: break
        case .type(let type) where type.kind == .extension: break
        case .type(let type):
          return access.name == "allCases" ? Self.synthesizedAllCases(of: type) : nil
        default: return nil
        }
        return KnownMembers.staticMember(access.name, of: name)
      case .externalMember(let base, let name):
        // `theme.colors.accent` of `let colors = (accent: Palette.accent, …)`.
        if let element = base.tupleElement(labelled: name) {
          return baseIsOptionalChain ? element.optional : element
        }
        if name == "coordinator",
          let coordinator = representableCoordinatorType(on: base, at: expression)
        {
          return baseIsOptionalChain ? coordinator.optional : coordinator
        }
        // `rows.first`, `rows.last` of an array: its element, optional.
        if name == "first" || name == "last", let element = Self.arrayElementType(base) {
          return element.optional
        }
        guard let baseName = base.name, var type = KnownMembers.property(name, of: baseName) else {
          return nil
        }
        if baseIsOptionalChain || base.isOptional { type = type.optional }
        return type
      default: return nil
      }
    case .functionCallExpr:
      guard let call = FunctionCall(expression) else { return nil }
      switch call.callee.kind {
      case .optionalChainingExpr, .forceUnwrapExpr, .functionCallExpr:
        // `onPick?(item)`, `onPick!(item)`, `curried(1)(2)`: a closure value's result.
        return closureResultType(of: call, resolution: nil, depth: depth)
      case .closureExpr:
        // `{ let m = Model(); return m }()`: the closure's result.
        return calledClosureResultType(of: call, depth: depth)
      default: break
      }
      let resolution = resolve(call.callee, depth: depth + 1)
      switch resolution {
      case .type(let type):
        // `Color(hex: s)` where the run declares `init?(hex:)`: optional.
        let fitting = initializers(of: type.name, fitting: call)
        let failable = !fitting.isEmpty && fitting.allSatisfy(\.isFailable)
        if failable, type.kind == .extension,
          let own = KnownMembers.ownInitializerLabels[type.name],
          own.contains(call.arguments.map { $0.label ?? "_" })
        {
          // `Text("Items")` with the project's `init?(_ source: String)` in an extension:
          // SwiftUI's own init fits too, and wins over a disfavored one; else either may.
          let disfavored = fitting.allSatisfy { $0.attributes.contains("_disfavoredOverload") }
          return disfavored ? TypeReference(named: type.name) : nil
        }
        return TypeReference(named: type.name, optional: failable)
      case .member(let member), .topLevel(let member):
        guard member.kind == .function else {
          return closureResultType(of: call, resolution: resolution, depth: depth)
        }
        // `tweaked(Library()) { … }` of `func tweaked<T>(_ value: T, …) -> T`: a Library.
        if let type = returnedArgumentType(of: call, resolvedTo: member, depth: depth) {
          return type
        }
        // Overloads may return different types (`from(hex:) -> Color`, `from(palette:) ->
        // Color?`): then the ones whose labels fit the call must agree.
        // `resolve(Router.self)` of `func resolve<T>(_ type: T.Type) -> T`: the call decides
        // the type, which its generic parameter's name does not tell.
        guard let callee = resultTypeCallee(of: call, resolvedTo: member),
          !callee.returnsOwnGenericParameter,
          var type = callee.type.flatMap({ qualified($0, writtenInside: callee.containingType) })
        else { return nil }
        if let access = call.memberAccess, access.base?.kind == .optionalChainingExpr {
          type = type.optional
        }
        return type
      case .externalMember(let type, let name):
        // `base.opacity(0.5)` on a Color, `text.bold()` on a Text, `proxy.frame(in: .global)`,
        // `decoder.decode(Reply.self, from: data)` (not on an optional).
        guard !type.isOptional, let typeName = type.name,
          var result = KnownMembers.method(name, of: typeName)
            ?? KnownMembers.decodedType(name, of: typeName, in: call)
        else { return nil }
        if call.memberAccess?.base?.kind == .optionalChainingExpr { result = result.optional }
        return result
      case .local: return closureResultType(of: call, resolution: resolution, depth: depth)
      case .selfReference: return nil
      case .unknown:
        // A capitalised callee not declared anywhere in the run is a type of another
        // module (`Text("a")`, `Color(red:…)`): constructing it gives that type.
        return DeclarationScanner.constructedType(expression)
      }
    case .subscriptCallExpr:
      return subscriptType(of: expression, depth: depth)
    case .sequenceExpr:
      return castType(of: expression) ?? conditionalType(of: expression, depth: depth)
        ?? operatorResultType(expression, depth: depth)
    case .prefixOperatorExpr:
      guard let first = expression.firstToken, let operand = expression.children.last else {
        return nil
      }
      if first.is("!") { return TypeReference(named: "Bool") }
      return first.is("-") ? type(of: operand, depth: depth + 1) : nil
    default:
      return nil
    }
  }

  /// `y as T` and `y as! T`: T; `y as? T`: T optional; `y is T`: Bool. Nil for any other
  /// sequence.
  func castType(of sequence: Syntax) -> TypeReference? {
    let children = sequence.children
    guard children.count == 2, let cast = children.last, cast.kind == .typeCastSuffix,
      let keyword = cast.firstToken, let type = cast.children.last
    else { return nil }
    if keyword.kind == .kwIs { return TypeReference(named: "Bool") }
    let written = TypeReference(text: type.compactText)
    guard let mark = cast.ownTokens.dropFirst().first else { return written }
    return mark.is("?") ? written.optional : written
  }

  /// The result of calling a value of function type: a closure property, variable or
  /// parameter (`makeSentinel()` of a `() -> Sentinel`, `onPick?(item)` of a
  /// `((Item) -> Model)?`, optional), or a call's result (`curried(1)(2)`). Nil when the
  /// callee is a function, a type or a value whose type is not a known function type.
  /// `resolution` is the callee's, when already known.
  func closureResultType(of call: FunctionCall, resolution: Resolution?, depth: Int)
    -> TypeReference?
  {
    var callee = call.callee
    var chained = false
    var forced = false
    if callee.kind == .optionalChainingExpr || callee.kind == .forceUnwrapExpr,
      let inner = callee.firstChild
    {
      chained = callee.kind == .optionalChainingExpr
      forced = !chained
      callee = inner
    }
    var scope: String?
    switch callee.kind {
    case .functionCallExpr:
      scope = enclosingTypeName(of: callee)
    case .declReferenceExpr, .memberAccessExpr:
      switch resolution ?? resolve(callee, depth: depth + 1) {
      case .local: scope = enclosingTypeName(of: callee)
      case .member(let member), .topLevel(let member):
        guard member.kind == .storedProperty || member.kind == .computedProperty else {
          return nil
        }
        scope = member.containingType
      default: return nil
      }
    default: return nil
    }
    guard let value = type(of: callee, depth: depth + 1) else { return nil }
    // An optional closure is called through `?` or `!`, or in an optional chain
    // (`model?.make()`, whose value type is optional for that reason).
    let inChain = MemberAccess(callee)?.base?.kind == .optionalChainingExpr
    guard !value.isOptional || chained || forced || inChain,
      let result = value.unwrapped.functionResult,
      let named = qualified(result, writtenInside: scope)
    else { return nil }
    return value.isOptional && !forced ? named.optional : named
  }

  /// `c ? a : b`: the branches' type when both are known and name one type (optional when a
  /// branch is, or is `nil`); `a ?? b` (`a ?? b ?? c`): the last operand's type when it is
  /// not optional.
  func conditionalType(of sequence: Syntax, depth: Int) -> TypeReference? {
    let children = sequence.children
    let operators = sequence.ownTokens.filter { $0.kind == .binaryOperator }
    if children.count >= 2, operators.count == children.count - 1,
      operators.allSatisfy({ $0.is("??") }),
      sequence.ownTokens.allSatisfy({ $0.kind == .binaryOperator })
    {
      guard let last = children.last, let fallback = type(of: last, depth: depth + 1),
        !fallback.isOptional
      else {
        return nil
      }
      return fallback
    }
    guard children.count >= 3, children[children.count - 2].kind == .ternaryMiddle,
      children.dropLast(2).allSatisfy({ $0.kind != .ternaryMiddle }),
      !sequence.ownTokens.contains(where: { $0.kind == .equal }),
      let then = children[children.count - 2].firstChild, let otherwise = children.last
    else { return nil }
    let branches = [then, otherwise]
    let known = branches.filter { $0.kind != .nilLiteralExpr }.map {
      type(of: $0, depth: depth + 1)
    }
    guard let first = known.first ?? nil, first.name != nil,
      known.allSatisfy({ $0?.name == first.name })
    else { return nil }
    let optional = known.count < 2 || known.contains { $0?.isOptional == true }
    return optional ? TypeReference(named: first.name!, optional: true) : first
  }

  /// `a > b`, `a && b`: `Bool`; `a * 2`, `a - b`: the operands' type when every operand
  /// that is not a literal has the same known type. Nil with a ternary, an assignment,
  /// a cast or an operator it does not know.
  func operatorResultType(_ sequence: Syntax, depth: Int) -> TypeReference? {
    operatorResultType(sequence.children, sequence.ownTokens, depth: depth)
  }

  /// The type of the value an assignment `target = value` stores (`x = a.width > 600`:
  /// `Bool`), the parser keeping `=` and the value's operators in one flat sequence. Nil
  /// when `assignment` is not one, or the value's type is not knowable.
  public func assignedValueType(of assignment: Syntax) -> TypeReference? {
    guard assignment.kind == .sequenceExpr else { return nil }
    let operators = assignment.ownTokens
    let operands = assignment.children
    guard let first = operators.first, first.kind == .equal, operands.count == operators.count + 1,
      !operators.dropFirst().contains(where: { $0.kind == .equal })
    else { return nil }
    if operands.count == 2 { return type(of: operands[1], depth: 0) }
    return operatorResultType(Array(operands.dropFirst()), Array(operators.dropFirst()), depth: 0)
  }

  func operatorResultType(_ operands: [Syntax], _ operators: [Token], depth: Int)
    -> TypeReference?
  {
    // `c > 1 ? a : b`: the ternary's `? a :` is a child, not an operator token, and binds
    // loosest: the value is a branch, whose type the comparison does not tell.
    if operands.contains(where: { $0.kind == .ternaryMiddle }) { return nil }
    var comparison = false
    for token in operators {
      switch token.kind {
      case .binaryOperator:
        let text = token.text
        if Self.comparisonOperators.contains(text) {
          comparison = true
        } else if !Self.arithmeticOperators.contains(text) {
          return nil
        }
      default: return nil  // `?:`, `=`, `as`, `is`
      }
    }
    if comparison { return TypeReference(named: "Bool") }
    var found: TypeReference?
    for operand in operands {
      if operand.kind == .integerLiteralExpr || operand.kind == .floatLiteralExpr { continue }
      guard let type = type(of: operand, depth: depth + 1), !type.isOptional else { return nil }
      if let known = found, known != type { return nil }
      found = type
    }
    return found
  }

  private static let comparisonOperators: Set<String> = [
    "<", ">", "<=", ">=", "==", "!=", "&&", "||",
  ]
  private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/"]

  /// The type of reading a property: its declared type (a property wrapper's wrapped
  /// value: `@State var x: Int` reads as `Int`).
  func valueType(of member: MemberInfo, depth: Int = 0) -> TypeReference? {
    if let type = member.type { return qualified(type, writtenInside: member.containingType) }
    // `@State var color = kDefaultColor`: the type of the value it starts with.
    if let reference = member.initialReference {
      if reference.first == "(" { return tupleType(reference, from: member, depth: depth + 1) }
      return referenceType(
        reference.split(separator: ".").map(String.init), from: member, depth: depth + 1)
    }
    // `@Environment(\.theme) var theme`: the type of `EnvironmentValues.theme` in the run.
    guard let key = member.environmentKey else { return nil }
    let types = Set(index.members(named: key, in: "EnvironmentValues").compactMap(\.type))
    return types.count == 1 ? types.first : nil
  }

  /// `type`, written inside the type `scope` (nil: at top level), named as the run declares
  /// it: `ViewModel` written in `HistoryView` or an extension of it is
  /// `HistoryView.ViewModel` when the run declares that, so that its members are found and
  /// two `X.ViewModel`/`Y.ViewModel` stay apart. A type the run does not declare keeps its
  /// name (`Color`); nil when the name is ambiguous (declared twice where it is found).
  func qualified(_ type: TypeReference, writtenInside scope: String?) -> TypeReference? {
    guard let name = type.name else { return type }
    switch index.lookUpType(named: name, inside: scope) {
    case .undeclared: return type
    case .ambiguous: return nil
    case .declared(let qualifiedName):
      guard qualifiedName != name else { return type }
      // A typealias keeps the name written (what it names is not followed; a migration
      // that follows aliases itself reads the written name).
      if index.type(named: qualifiedName)?.kind == .typealias { return type }
      var named = type
      named.name = qualifiedName
      return named
    }
  }

  /// The function whose result type a call has: `member` (what the callee resolved to, the
  /// first of its overloads) when every overload returns the same type, else the overloads
  /// whose labels fit the call when they all return one type. Nil otherwise.
  private func resultTypeCallee(of call: FunctionCall, resolvedTo member: MemberInfo)
    -> MemberInfo?
  {
    let overloads =
      member.containingType.map { index.members(named: member.name, in: $0) }
      ?? visibleTopLevel(named: member.name)
    let functions = overloads.filter { $0.kind == .function }
    if functions.allSatisfy({ $0.type?.text == member.type?.text }) { return member }
    let fitting = fitting(functions, call).map(\.member)
    guard let first = fitting.first, fitting.allSatisfy({ $0.type?.text == first.type?.text })
    else { return nil }
    return first
  }
}
