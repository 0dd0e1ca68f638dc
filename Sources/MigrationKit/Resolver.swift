import SwiftCST

/// What a name or member access refers to.
public enum Resolution: Sendable, Hashable {
  /// A local `let`/`var`, a parameter of the enclosing function or closure, a name bound by
  /// `if let`/`guard let`/`for`/`case let`, or `newValue`/`oldValue`/`error`.
  case local(LocalBinding)
  /// A member of a type declared (or extended) in the run.
  case member(MemberInfo)
  /// A top-level function or variable of the run.
  case topLevel(MemberInfo)
  /// A type of the run.
  case type(TypeInfo)
  /// `self` or `Self` inside a type of the run (or an extension of one outside it).
  case selfReference(type: String)
  /// A member of a value whose type is known but not declared (nor extended with that
  /// member) in the run: `title` in `text.title` where `text: Text`.
  case externalMember(of: TypeReference, name: String)
  /// Nothing certain: never a guess.
  case unknown
}

/// A name bound locally.
public struct LocalBinding: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// `let`/`var` in a body.
    case variable
    /// A parameter of the enclosing function, initializer or subscript.
    case parameter
    /// A parameter of an enclosing closure (`$0` included).
    case closureParameter
    /// Bound by a condition, a `for` pattern, a `case` pattern, `catch` or an accessor.
    case patternBinding
  }

  public var name: String
  public var kind: Kind
  /// Its type, when written or knowable (`let x: T`, `let x = T(…)`, a parameter's type).
  public var type: TypeReference?
  /// Byte offset of the binding's name.
  public var offset: Int
}

/// Answers "what does this name refer to here" and "what is the type of this expression"
/// for one file, with the run's declarations (`context.semantic`).
///
/// Look-up follows Swift's: locals and closure parameters outwards from the node, then
/// members of the enclosing types (their declarations and extensions in the module,
/// innermost type first), then top-level declarations. A name found nowhere is
/// `.unknown`; so is a member of a class whose superclass is not in the run (it may be
/// inherited). A member access `x.name` is attributed to `name` of x's type only when x's
/// type is known.
public struct Resolver {
  public let file: SourceFile
  public let index: SemanticIndex

  /// Types a caller knows for locals the resolver cannot type, by the binding's offset.
  private var assumedTypes: [Int: TypeReference] = [:]

  public init(file: SourceFile, index: SemanticIndex) {
    self.file = file
    self.index = index
  }

  /// The same resolver, taking the local bound at each offset (`LocalBinding.offset`) to
  /// have the given type when its declaration does not say: the parameter of
  /// `.onChange(of: proxy.size) { new in … }` is a `CGSize` because `proxy.size` is one.
  public func assuming(_ types: [Int: TypeReference]) -> Resolver {
    var copy = self
    copy.assumedTypes.merge(types) { _, new in new }
    return copy
  }

  // MARK: Names

  /// What `node` refers to: a `declReferenceExpr` (`content`, `self`), a
  /// `memberAccessExpr` (`x.content`, `self.content`), or a call of either (the callee is
  /// resolved).
  public func resolve(_ node: Syntax) -> Resolution {
    resolve(node, depth: 0)
  }

  private func resolve(_ node: Syntax, depth: Int) -> Resolution {
    guard depth < 16 else { return .unknown }
    switch node.kind {
    case .functionCallExpr:
      guard let callee = node.firstChild else { return .unknown }
      return resolve(callee, depth: depth + 1)
    case .declReferenceExpr:
      guard let token = node.firstToken else { return .unknown }
      if token.kind == .kwSelf || token.kind == .kwCapitalSelf {
        return enclosingTypeName(of: node).map { .selfReference(type: $0) } ?? .unknown
      }
      return resolve(name: token.text, at: node, depth: depth)
    case .memberAccessExpr:
      guard let access = MemberAccess(node) else { return .unknown }
      guard let base = access.base else { return .unknown }  // `.name`: contextual
      if base.kind == .declReferenceExpr, let first = base.firstToken,
        first.kind == .kwSelf || first.kind == .kwCapitalSelf
      {
        guard let type = enclosingTypeName(of: node) else { return .unknown }
        return member(access.name, ofTypeNamed: type, implicit: false)
      }
      if case .type(let type) = resolve(base, depth: depth + 1) {
        // A static member or a nested type: `Theme.accent`.
        if let nested = index.type(named: access.name, inside: type.name),
          nested.name == type.name + "." + access.name
        {
          return .type(nested)
        }
        return member(access.name, ofTypeNamed: type.name, implicit: false)
      }
      guard let baseType = type(of: base, depth: depth + 1), let name = baseType.name else {
        return .unknown
      }
      let found = member(access.name, ofTypeNamed: name, implicit: false)
      // A type the run only extends (`extension Color`) keeps its own members elsewhere.
      if case .unknown = found, index.type(named: name).map({ $0.kind == .extension }) ?? true {
        return .externalMember(of: baseType, name: access.name)
      }
      return found
    default:
      return .unknown
    }
  }

  /// A bare name at `node`: locals outwards, then members of the enclosing types, then
  /// top-level declarations and types.
  public func resolve(name: String, at node: Syntax) -> Resolution {
    resolve(name: name, at: node, depth: 0)
  }

  private func resolve(name: String, at node: Syntax, depth: Int) -> Resolution {
    if let local = local(named: name, at: node, depth: depth) { return .local(local) }
    var typeScope = enclosingTypeName(of: node)
    while let type = typeScope {
      let found = member(name, ofTypeNamed: type, implicit: true)
      if case .unknown = found {
        // A member inherited from outside the run would win over anything further out.
        if mayInheritUnknownMembers(type) { return .unknown }
      } else {
        return found
      }
      if let nested = index.type(named: name, inside: type), nested.name == type + "." + name {
        return .type(nested)
      }
      typeScope = type.lastIndex(of: ".").map { String(type[..<$0]) }
    }
    let topLevel = index.topLevel(named: name)
    if topLevel.count == 1 || (!topLevel.isEmpty && topLevel.allSatisfy({ $0.kind == .function })) {
      return .topLevel(topLevel[0])
    }
    if !topLevel.isEmpty { return .unknown }
    if let type = index.type(named: name, inside: nil) { return .type(type) }
    return .unknown
  }

  /// The member `name` of a type of the run; `.unknown` when the type declares none or
  /// several that are not all functions (overloads resolve to the first).
  private func member(_ name: String, ofTypeNamed type: String, implicit: Bool) -> Resolution {
    let found = index.members(named: name, in: type)
    if found.count == 1 || (!found.isEmpty && found.allSatisfy { $0.kind == .function }) {
      return .member(found[0])
    }
    return .unknown
  }

  /// Whether members of `type` may come from outside the run: a class whose superclass is
  /// not a class of the run, or a type the run only extends (an external type).
  private func mayInheritUnknownMembers(_ type: String) -> Bool {
    guard let info = index.type(named: type) else { return true }
    switch info.kind {
    case .extension: return true
    case .class:
      guard let first = info.inheritance.first else { return false }
      guard let superclass = index.type(named: first, inside: nil) else {
        // Protocols of the run or of SwiftUI add no stored members; an unknown first name
        // may be a superclass (`NSObject`, `UIViewController`).
        return !Self.knownProtocols.contains(TypeInfo.lastComponent(first))
      }
      return superclass.kind == .class ? mayInheritUnknownMembers(superclass.name) : false
    default: return false
    }
  }

  /// Protocols a class commonly lists first that declare no members a body would name.
  static let knownProtocols: Set<String> = [
    "ObservableObject", "Identifiable", "Hashable", "Equatable", "Codable", "Sendable",
    "View", "Decodable", "Encodable", "CustomStringConvertible",
  ]

  // MARK: Locals

  /// The local binding `name` visible at `node`, searching outwards to the nearest type
  /// body.
  public func local(named name: String, at node: Syntax) -> LocalBinding? {
    local(named: name, at: node, depth: 0)
  }

  private func local(named name: String, at node: Syntax, depth: Int) -> LocalBinding? {
    var child = node
    var scope = node.parent
    while let current = scope {
      switch current.kind {
      case .memberBlock, .sourceFile:
        return nil
      case .closureExpr:
        if let found = closureParameter(named: name, of: current) { return found }
        if let found = declared(name, in: current.children, before: child, depth: depth) {
          return found
        }
      case .codeBlock, .accessorBlock, .switchCase, .ifConfigClause:
        if let found = declared(name, in: current.children, before: child, depth: depth) {
          return found
        }
        if current.kind == .switchCase, let label = current.child(.switchCaseLabel),
          let found = boundName(name, in: label)
        {
          return found
        }
      case .accessorDecl:
        if name == "newValue" || name == "oldValue",
          let keyword = current.firstToken,
          keyword.is("set") || keyword.is("willSet") || keyword.is("didSet")
        {
          return LocalBinding(
            name: name, kind: .patternBinding, type: nil, offset: keyword.range.lowerBound)
        }
      case .functionDecl, .initializerDecl, .subscriptDecl:
        if let function = FunctionDeclaration(current),
          let parameter = function.parameters.first(where: { $0.localName == name })
        {
          return LocalBinding(
            name: name, kind: .parameter, type: parameter.type.map(Self.parameterType),
            offset: parameter.node.range.lowerBound)
        }
      case .ifExpr, .whileStmt, .guardStmt:
        // Conditions bind names for the body (not for `else`), and for later conditions.
        if current.kind != .guardStmt || child.kind == .conditionList,
          let conditions = current.child(.conditionList),
          child.kind == .conditionList || child == current.children(.codeBlock).first
        {
          if let found = boundName(name, in: conditions, before: child) { return found }
        }
      case .forStmt:
        if child.kind == .codeBlock, let pattern = current.firstChild, pattern != child,
          let found = boundName(name, in: pattern)
        {
          return found
        }
      case .catchClause:
        if name == "error", current.child(.codeBlock) == child,
          current.children.count == 1
        {
          return LocalBinding(
            name: name, kind: .patternBinding, type: TypeReference(named: "Error"),
            offset: current.range.lowerBound)
        }
        if let found = boundName(name, in: current, before: child) { return found }
      default: break
      }
      child = current
      scope = current.parent
    }
    return nil
  }

  /// `let`/`var` declarations and `guard` conditions among `items` that come before `child`.
  private func declared(
    _ name: String, in items: [Syntax], before child: Syntax, depth: Int
  ) -> LocalBinding? {
    var found: LocalBinding?
    for item in items {
      if item.range.lowerBound >= child.range.lowerBound { break }
      switch item.kind {
      case .variableDecl:
        for binding in item.children(.patternBinding).map(PatternBinding.init) {
          if binding.name == name, let pattern = binding.pattern {
            found = LocalBinding(
              name: name, kind: .variable, type: localType(of: binding, depth: depth),
              offset: pattern.range.lowerBound)
          } else if let pattern = binding.pattern, pattern.kind == .tupleExpr,
            let bound = boundName(name, in: pattern)
          {
            found = bound
          }
        }
      case .guardStmt:
        if let conditions = item.child(.conditionList), let bound = boundName(name, in: conditions)
        {
          found = bound
        }
      case .functionDecl:
        if let function = FunctionDeclaration(item), function.name == name {
          found = LocalBinding(
            name: name, kind: .variable, type: nil, offset: item.range.lowerBound)
        }
      default: break
      }
    }
    return found
  }

  /// A closure's parameters: `{ a, b in }`, `{ (a: Int) in }`, `$0`.
  private func closureParameter(named name: String, of closure: Syntax) -> LocalBinding? {
    if name.hasPrefix("$"), name.dropFirst().allSatisfy(\.isNumber) {
      if Closure(closure).signature == nil {
        return LocalBinding(
          name: name, kind: .closureParameter, type: nil, offset: closure.range.lowerBound)
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
          name: name, kind: .closureParameter, type: sdkClosureParameter(position, of: closure),
          offset: token.range.lowerBound)
      }
      position += 1
    }
    return nil
  }

  /// The type of the parameter at `position` of a closure the SDK calls with known
  /// arguments (`GeometryReader { proxy in … }`), unless the run declares the callee.
  private func sdkClosureParameter(_ position: Int, of closure: Syntax) -> TypeReference? {
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

  /// A name bound in a pattern or condition (`let x`, `case .a(let x)`, `(i, j)`), before
  /// `limit` when given.
  private func boundName(_ name: String, in node: Syntax, before limit: Syntax? = nil)
    -> LocalBinding?
  {
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
      found = LocalBinding(
        name: name, kind: .patternBinding, type: type, offset: token.range.lowerBound)
    }
    return found
  }

  /// Whether a name in a pattern binds it (`let x`, `case let .a(x)`, a `for` pattern)
  /// rather than reading it (`case .a(x)` compares, `if x == y` reads).
  private func isBindingPosition(_ reference: Syntax, within root: Syntax) -> Bool {
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

  private func localType(of binding: PatternBinding, depth: Int) -> TypeReference? {
    if let type = binding.type { return TypeReference(text: type.compactText) }
    guard let value = binding.initializer, depth < 12 else { return nil }
    return type(of: value, depth: depth + 1)
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

  // MARK: Types of expressions

  /// The type of `expression` when it can be known from declarations: a literal, a
  /// constructor call `T(…)`, a local, parameter or property with a declared type (or
  /// `= T(…)`), a member access on a value of known type, `x!`, `x?.y` (optional). Nil
  /// otherwise.
  public func type(of expression: Syntax) -> TypeReference? { type(of: expression, depth: 0) }

  private func type(of expression: Syntax, depth: Int) -> TypeReference? {
    guard depth < 16 else { return nil }
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
      guard let inner = expression.children.last else { return nil }
      return type(of: inner, depth: depth + 1)
    case .declReferenceExpr:
      switch resolve(expression, depth: depth + 1) {
      case .local(let local): return local.type ?? assumedTypes[local.offset]
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
        // `Color.primary`: a static colour of SwiftUI's Color (extended or not by the run).
        guard base.kind == .declReferenceExpr, let name = base.firstToken?.text,
          name.first?.isUppercase == true
        else { return nil }
        switch resolve(base, depth: depth + 1) {
        case .unknown: break
        case .type(let type) where type.kind == .extension: break
        default: return nil
        }
        return KnownMembers.staticMember(access.name, of: name)
      case .externalMember(let base, let name):
        guard let baseName = base.name, var type = KnownMembers.property(name, of: baseName) else {
          return nil
        }
        if baseIsOptionalChain || base.isOptional { type = type.optional }
        return type
      default: return nil
      }
    case .functionCallExpr:
      guard let call = FunctionCall(expression) else { return nil }
      switch resolve(call.callee, depth: depth + 1) {
      case .type(let type):
        // `Color(hex: s)` where the run declares `init?(hex:)`: optional.
        let fitting = initializers(of: type.name, fitting: call)
        let failable = !fitting.isEmpty && fitting.allSatisfy(\.isFailable)
        return TypeReference(named: type.name, optional: failable)
      case .member(let member), .topLevel(let member):
        guard member.kind == .function, var type = member.type else { return nil }
        if let access = call.memberAccess, access.base?.kind == .optionalChainingExpr {
          type = type.optional
        }
        return type
      case .externalMember(let type, let name):
        // `base.opacity(0.5)` on a Color, `text.bold()` on a Text, `proxy.frame(in: .global)`
        // (not on an optional).
        guard !type.isOptional,
          var result = type.name.flatMap({ KnownMembers.method(name, of: $0) })
        else { return nil }
        if call.memberAccess?.base?.kind == .optionalChainingExpr { result = result.optional }
        return result
      case .local, .selfReference: return nil
      case .unknown:
        // A capitalised callee not declared anywhere in the run is a type of another
        // module (`Text("a")`, `Color(red:…)`): constructing it gives that type.
        return DeclarationScanner.constructedType(expression)
      }
    case .sequenceExpr:
      return conditionalType(of: expression, depth: depth)
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

  /// `c ? a : b`: the branches' type when both are known and name one type (optional when a
  /// branch is, or is `nil`); `a ?? b`: b's type when b is not optional.
  private func conditionalType(of sequence: Syntax, depth: Int) -> TypeReference? {
    let children = sequence.children
    let operators = sequence.ownTokens.filter { $0.kind == .binaryOperator }
    if children.count == 2, operators.count == 1, operators[0].is("??") {
      guard let fallback = type(of: children[1], depth: depth + 1), !fallback.isOptional else {
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
  private func operatorResultType(_ sequence: Syntax, depth: Int) -> TypeReference? {
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

  private func operatorResultType(_ operands: [Syntax], _ operators: [Token], depth: Int)
    -> TypeReference?
  {
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
  private func valueType(of member: MemberInfo) -> TypeReference? {
    if let type = member.type { return type }
    // `@Environment(\.theme) var theme`: the type of `EnvironmentValues.theme` in the run.
    guard let key = member.environmentKey else { return nil }
    let types = Set(index.members(named: key, in: "EnvironmentValues").compactMap(\.type))
    return types.count == 1 ? types.first : nil
  }

  // MARK: Parameters

  /// The declared types of the parameter an argument is passed to: one per function or
  /// initializer of the run the call may reach (overloads whose labels fit the call's,
  /// parameters with defaults skipped). Nil when the callee is not a function or an
  /// initializer declared in the run, or the node is not an argument of a call.
  public func parameterTypes(of argument: Syntax) -> [TypeReference?]? {
    guard argument.kind == .argument, let list = argument.parent, list.kind == .argumentList,
      let call = list.parent.flatMap(FunctionCall.init),
      let position = call.arguments.firstIndex(where: { $0.node == argument }),
      let candidates = fittingCallees(of: call)
    else { return nil }
    return candidates.compactMap { candidate -> TypeReference?? in
      let parameter = candidate.parameters[position]
      guard parameter < candidate.member.parameterTypes.count else { return nil }
      return .some(candidate.member.parameterTypes[parameter])
    }
  }

  /// The functions and initializers of the run (an extension's included: `init?(hex:)` on
  /// `Color`) that a call may reach: overloads whose labels fit the call's. Nil when the
  /// callee is no function or type of the run; empty when none fits.
  public func callees(of call: FunctionCall) -> [MemberInfo]? {
    fittingCallees(of: call)?.map(\.member)
  }

  /// Each fitting callee with the parameter each argument goes to.
  private func fittingCallees(of call: FunctionCall)
    -> [(member: MemberInfo, parameters: [Int])]?
  {
    let candidates: [MemberInfo]
    var callee = call.callee
    // `Color.init(hex:)` is `Color(hex:)`.
    if let access = MemberAccess(callee), access.name == "init", let base = access.base {
      callee = base
    }
    switch resolve(callee) {
    case .member(let member) where member.kind == .function:
      candidates = member.containingType.map { index.members(named: member.name, in: $0) } ?? []
    case .topLevel(let member) where member.kind == .function:
      candidates = index.topLevel(named: member.name)
    case .type(let type):
      candidates = index.initializers(of: type.name)
    default:
      return nil
    }
    return fitting(candidates, call)
  }

  /// The initializers of `type` declared in the run (in it or its extensions) whose labels
  /// fit the call: `Color(hex: s)` or `.init(hex: s)` where a Color is expected.
  public func initializers(of type: String, fitting call: FunctionCall) -> [MemberInfo] {
    fitting(index.initializers(of: type), call).map(\.member)
  }

  private func fitting(_ candidates: [MemberInfo], _ call: FunctionCall)
    -> [(member: MemberInfo, parameters: [Int])]
  {
    let labels = call.arguments.map { $0.label ?? "_" }
    let hasTrailingClosure = call.trailingClosure != nil || !call.labeledTrailingClosures.isEmpty
    let candidates = candidates.filter { $0.kind == .function || $0.kind == .initializer }
    return candidates.compactMap { candidate in
      guard
        let parameters = Self.parameterIndices(
          labels: labels, in: candidate, trailingClosure: hasTrailingClosure)
      else { return nil }
      return (candidate, parameters)
    }
  }

  /// The parameter of `member` each argument of a call with `labels` goes to: labels
  /// matched in order, a parameter with a default may be skipped; nil when the call does
  /// not fit.
  private static func parameterIndices(
    labels: [String], in member: MemberInfo, trailingClosure: Bool
  ) -> [Int]? {
    let parameters = member.parameterLabels
    let defaults = member.parameterHasDefault
    var parameter = 0
    var found: [Int] = []
    for label in labels {
      while parameter < parameters.count, parameters[parameter] != label {
        guard defaults.indices.contains(parameter), defaults[parameter] else { return nil }
        parameter += 1
      }
      guard parameter < parameters.count else { return nil }
      found.append(parameter)
      parameter += 1
    }
    // The rest must have defaults, or take the trailing closures.
    let rest = parameter..<parameters.count
    guard trailingClosure || rest.allSatisfy({ defaults.indices.contains($0) && defaults[$0] })
    else { return nil }
    return found
  }

  // MARK: Enclosing declarations

  /// The qualified name of the type (or extended type) whose body contains `node`.
  public func enclosingTypeName(of node: Syntax) -> String? {
    var names: [String] = []
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
        if let name = TypeDeclaration(ancestor)?.name, !name.isEmpty { names.append(name) }
      case .extensionDecl:
        if let extended = ancestor.children.first(where: {
          $0.kind == .identifierType || $0.kind == .memberType
        }) {
          var name = TypeReference(text: extended.compactText).name ?? extended.compactText
          if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
          names.append(name)
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
      default: break
      }
      current = ancestor.parent
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }

  /// The type of the enclosing type's body as the index knows it.
  public func enclosingType(of node: Syntax) -> TypeInfo? {
    enclosingTypeName(of: node).flatMap { index.type(named: $0) }
  }

  // MARK: Views

  /// The views an expression produces, following references to properties and functions
  /// of the run (`header`, `self.footer`, `row(item)`) to their bodies' arity.
  public func viewArity(of expression: Syntax) -> ViewArity {
    follow(ViewArity.of(expression: expression), at: expression, depth: 0)
  }

  /// The views of a builder's statements, following references as `viewArity(of:)`.
  public func viewArity(ofStatements statements: [Syntax]) -> ViewArity {
    var total = ViewArity.none
    for statement in statements {
      var arity = ViewArity.of(statement: statement)
      if arity.count == .one, arity.rootIsReference {
        arity = viewArity(of: statement)
      } else if statement.kind == .ifExpr || statement.kind == .switchExpr {
        arity = branchesFollowed(statement)
      }
      if arity.count == .none { continue }
      total = total.count == .none ? arity : ViewArity.combined(total, arity)
    }
    return total
  }

  private func branchesFollowed(_ node: Syntax) -> ViewArity {
    let (branches, exhaustive) = ViewArity.branches(of: node)
    var result = ViewArity.none
    for branch in branches {
      result = ViewArity.alternative(result, viewArity(ofStatements: branch))
    }
    if result.count == .one { result.isConditional = branches.count > 1 || !exhaustive }
    return result
  }

  private func follow(_ arity: ViewArity, at expression: Syntax, depth: Int) -> ViewArity {
    if arity.count == .one, let root = arity.root, !arity.rootIsReference,
      let type = index.type(named: root, inside: enclosingTypeName(of: expression)),
      type.kind != .extension,
      let body = index.members(named: "body", in: type.name).first?.viewArity,
      body.count == .several
    {
      // A view type of the run whose body is several views is several views.
      var several = arity
      several.count = .several
      return several
    }
    guard arity.rootIsReference else { return arity }
    // The node naming the reference: the chain's base (a call's callee, or the name).
    var node = ModifierChain(outermost: expression).base
    if let call = FunctionCall(node) { node = call.callee }
    var member: MemberInfo
    switch resolve(node) {
    case .member(let found), .topLevel(let found): member = found
    default: return ViewArity(count: .unknown, root: arity.root, modifiers: arity.modifiers)
    }
    var modifiers = arity.modifiers
    // A member whose one view is itself a reference: follow it in the index, through
    // members of the same type (a body is not parsed again).
    for _ in 0..<4 {
      guard var inner = member.viewArity else {
        return ViewArity(count: .unknown, root: arity.root, modifiers: arity.modifiers)
      }
      modifiers = inner.modifiers + modifiers
      guard inner.rootIsReference, let root = inner.root else {
        inner.modifiers = modifiers
        return inner
      }
      let next =
        member.containingType.map { index.members(named: root, in: $0) }
        ?? index.topLevel(named: root)
      guard next.count == 1 else { break }
      member = next[0]
    }
    return ViewArity(count: .unknown, root: arity.root, modifiers: arity.modifiers)
  }
}
