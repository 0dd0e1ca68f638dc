import SwiftCST

/// The functions of a Tuist project's `Tuist/ProjectDescriptionHelpers` that make a target
/// (`Target.makeFrameworkTarget(name: "Chat", …)`, a `static func` of `extension Target`
/// returning `Target` or `Self`), and the `static let`s of its types
/// (`Constant.deploymentTargets`), read as Swift and never run. A manifest's call of such a
/// function is followed into its body: the values the body gives `.target(…)` are read
/// where they are literals, the function's parameters (the call's arguments, else their
/// defaults), its `let`s, top-level `let`s of the manifest, those constants, and the little
/// the helpers of real projects compute from them: `"\(name)/Sources/**"`,
/// `folder.isEmpty ? "Sources/**" : [folder, "Sources/**"].joined(separator: "/")`,
/// `.init(stringLiteral: sources)`, `tested.name`, a `let` set by each branch of
/// `if let previews { … } else { … }`. Anything else is not read (nil).
struct TuistHelpers {
  /// Target functions by name.
  var targetFunctions: [String: FunctionDeclaration] = [:]
  /// `static let`s by `Type.name`: their initial values.
  var constants: [String: Syntax] = [:]

  init() {}

  init(files: [[UInt8]]) {
    for bytes in files {
      let file = SourceFile(bytes: bytes)
      for declaration in file.root.children {
        guard let type = TypeDeclaration(declaration) else { continue }
        let typeName = type.name
        for member in type.members {
          if let function = FunctionDeclaration(member), function.header.hasModifier("static"),
            typeName == "Target",
            let returned = function.returnType?.text, returned == "Target" || returned == "Self"
          {
            targetFunctions[function.name] = function
          } else if let variable = VariableDeclaration(member), variable.isLet,
            variable.header.hasModifier("static")
          {
            for binding in variable.bindings {
              if let name = binding.name, let value = binding.initializer {
                constants[typeName + "." + name] = value
              }
            }
          }
        }
      }
    }
  }
}

/// Values of a Tuist manifest's expressions, in the scope they are written in (the
/// manifest's top level, or the body of a helper function called with some arguments).
struct TuistEvaluator {
  final class Scope {
    /// Parameters bound to the caller's arguments or to their defaults.
    var bound: [String: Value] = [:]
    /// The `let`s whose `if` is being read (a condition reading one of them again is not
    /// known: the evaluation stops instead of going round).
    var pending: Set<String> = []
    /// The function body (or block of an `if` in it) whose `let`s are in scope; nil at a
    /// file's top level.
    let body: Syntax?
    /// The scope around a block's.
    let parent: Scope?
    /// The file whose top-level `let`s are in scope (the manifest's; a helper file's
    /// top-level values are not read).
    let topLevel: SourceFile?

    init(body: Syntax?, parent: Scope? = nil, topLevel: SourceFile?) {
      self.body = body
      self.parent = parent
      self.topLevel = topLevel
    }
  }

  /// An expression with the scope it is written in.
  struct Value {
    var node: Syntax
    var scope: Scope
  }

  let helpers: TuistHelpers
  /// Calls are followed this deep at most (a helper calling a helper…), values as many times.
  private static let depthLimit = 24

  /// The expression `value` stands for: a name of the scope followed to its value, a
  /// constant of the helpers to its initial value.
  func resolved(_ value: Value, depth: Int = 0) -> Value? {
    guard depth < Self.depthLimit else { return nil }
    let node = value.node
    switch node.kind {
    case .declReferenceExpr:
      guard let name = node.referencedNameToken?.text, let next = lookUp(name, in: value.scope)
      else { return value }
      return resolved(next, depth: depth + 1)
    case .memberAccessExpr:
      if let access = MemberAccess(node), let base = access.base, base.kind == .declReferenceExpr,
        let constant = helpers.constants[base.text + "." + access.name]
      {
        return resolved(
          Value(node: constant, scope: Scope(body: nil, topLevel: nil)), depth: depth + 1)
      }
      return value
    case .tupleExpr:
      // `(value)`.
      if let only = node.onlyChild, only.kind == .argument, only.children.count == 1,
        let inner = only.firstChild
      {
        return resolved(Value(node: inner, scope: value.scope), depth: depth + 1)
      }
      return value
    default: return value
    }
  }

  /// A parameter, a `let` of the body (given its value where it is declared, or by the
  /// branch of an `if` that runs), or a top-level `let`.
  private func lookUp(_ name: String, in scope: Scope) -> Value? {
    if let bound = scope.bound[name] { return bound }
    if let body = scope.body {
      for statement in body.children {
        guard let variable = VariableDeclaration(statement) else { continue }
        for binding in variable.bindings where binding.name == name {
          if let value = binding.initializer { return Value(node: value, scope: scope) }
          return assignment(to: name, in: body, scope: scope)
        }
      }
      return scope.parent.flatMap { lookUp(name, in: $0) }
    }
    guard let file = scope.topLevel else { return nil }
    for statement in file.root.children {
      guard let variable = VariableDeclaration(statement), variable.isLet else { continue }
      for binding in variable.bindings where binding.name == name {
        return binding.initializer.map { Value(node: $0, scope: scope) }
      }
    }
    return nil
  }

  /// The value `let name: T` gets from the branch of an `if let x { name = … } else { name
  /// = … }` (or `if condition`) of `body` that runs; nil when that is not known.
  private func assignment(to name: String, in body: Syntax, scope: Scope) -> Value? {
    guard scope.pending.insert(name).inserted else { return nil }
    defer { scope.pending.remove(name) }
    for statement in body.children where statement.kind == .ifExpr {
      let blocks = statement.children(.codeBlock)
      guard blocks.contains(where: { assigned(name, in: $0) != nil }) else { continue }
      guard blocks.count == 2, let conditions = statement.child(.conditionList),
        conditions.children.count == 1, let condition = conditions.firstChild,
        let holds = self.holds(condition, in: scope)
      else { return nil }
      let block = holds ? blocks[0] : blocks[1]
      return assigned(name, in: block).map {
        Value(node: $0, scope: Scope(body: block, parent: scope, topLevel: nil))
      }
    }
    return nil
  }

  /// The value of `name = value`, a statement of `block`.
  private func assigned(_ name: String, in block: Syntax) -> Syntax? {
    for statement in block.children where statement.kind == .sequenceExpr {
      let parts = statement.children
      guard parts.count == 2, parts[0].kind == .declReferenceExpr, parts[0].text == name,
        statement.ownTokens.count == 1, statement.ownTokens[0].kind == .equal
      else { continue }
      return parts[1]
    }
    return nil
  }

  /// Whether an `if` condition holds: `let x` (`let x = x`) binds a value that is not nil,
  /// `x.isEmpty`, `!x.isEmpty`; nil when that is not known.
  private func holds(_ condition: Syntax, in scope: Scope) -> Bool? {
    let text = condition.text
    if text.hasPrefix("let ") || text.hasPrefix("var ") {
      let name = text.dropFirst(4).split(separator: "=").first.map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let name, let value = lookUp(String(name), in: scope) else { return nil }
      return isNil(value).map { !$0 }
    }
    guard let expression = condition.firstChild else { return nil }
    return bool(Value(node: expression, scope: scope))
  }

  /// Whether a value is `nil`; nil when not known.
  func isNil(_ value: Value) -> Bool? {
    guard let value = resolved(value) else { return nil }
    switch value.node.kind {
    case .nilLiteralExpr: return true
    case .stringLiteralExpr, .arrayExpr, .integerLiteralExpr, .booleanLiteralExpr: return false
    default: return string(value) != nil ? false : nil
    }
  }

  /// `x.isEmpty`, `!x.isEmpty`, `true`, `false` of strings the evaluator knows.
  func bool(_ value: Value) -> Bool? {
    guard let value = resolved(value) else { return nil }
    let node = value.node
    switch node.kind {
    case .booleanLiteralExpr: return node.text == "true"
    case .prefixOperatorExpr:
      guard node.firstToken?.text == "!", let operand = node.children.last else { return nil }
      return bool(Value(node: operand, scope: value.scope)).map { !$0 }
    case .memberAccessExpr:
      guard let access = MemberAccess(node), access.name == "isEmpty", let base = access.base,
        let text = string(Value(node: base, scope: value.scope))
      else { return nil }
      return text.isEmpty
    default: return nil
    }
  }

  /// A string the manifest computes: a literal with interpolations of known names, a
  /// ternary of known strings, `[…].joined(separator: "/")`, `.init(stringLiteral: …)`,
  /// `target.name`.
  func string(_ value: Value, depth: Int = 0) -> String? {
    guard depth < Self.depthLimit, let value = resolved(value) else { return nil }
    let node = value.node
    switch node.kind {
    case .stringLiteralExpr:
      if let text = PackageManifest.stringValue(node) { return text }
      return interpolated(node, in: value.scope, depth: depth)
    case .sequenceExpr:
      let parts = node.children
      guard parts.count == 3, parts[1].kind == .ternaryMiddle,
        let holds = bool(Value(node: parts[0], scope: value.scope)),
        let middle = parts[1].firstChild
      else { return nil }
      return string(Value(node: holds ? middle : parts[2], scope: value.scope), depth: depth + 1)
    case .functionCallExpr:
      guard let call = FunctionCall(node), let access = call.memberAccess else { return nil }
      if access.name == "joined", let base = access.base, call.arguments.count == 1,
        call.arguments[0].label == "separator",
        let separator = call.arguments[0].expression.flatMap(PackageManifest.stringValue),
        let parts = strings(Value(node: base, scope: value.scope), depth: depth + 1)
      {
        return parts.joined(separator: separator)
      }
      if access.name == "init", call.arguments.count == 1,
        call.arguments[0].label == "stringLiteral", let argument = call.arguments[0].expression
      {
        return string(Value(node: argument, scope: value.scope), depth: depth + 1)
      }
      return nil
    case .memberAccessExpr:
      // `tested.name` of a target the manifest makes.
      guard let access = MemberAccess(node), access.name == "name", let base = access.base,
        let made = resolved(Value(node: base, scope: value.scope)),
        let call = FunctionCall(made.node)
      else { return nil }
      return targetName(call, in: made.scope, depth: depth + 1)
    default: return nil
    }
  }

  /// The strings of an array literal, each one the evaluator knows.
  func strings(_ value: Value, depth: Int = 0) -> [String]? {
    guard let value = resolved(value) else { return nil }
    if let text = string(value, depth: depth) { return [text] }
    guard value.node.kind == .arrayExpr else { return nil }
    var texts: [String] = []
    for element in value.node.children(.argument) {
      guard let item = element.children.last,
        let text = string(Value(node: item, scope: value.scope), depth: depth + 1)
      else { return nil }
      texts.append(text)
    }
    return texts
  }

  /// `"\(name)/Sources/**"`: each interpolation a name or `name.name` the evaluator knows.
  private func interpolated(_ node: Syntax, in scope: Scope, depth: Int) -> String? {
    guard node.tokenIndices.count == 1, let token = node.firstToken else { return nil }
    let text = Array(token.text)
    guard text.count >= 2, text.first == "\"", text.last == "\"", !token.text.hasPrefix("\"\"\"")
    else { return nil }
    var result = ""
    var index = 1
    while index < text.count - 1 {
      if text[index] == "\\" && index + 1 < text.count - 1 && text[index + 1] == "(" {
        guard let close = text[(index + 2)...].firstIndex(of: ")") else { return nil }
        let path = String(text[(index + 2)..<close]).split(separator: ".").map(String.init)
        guard let first = path.first, path.count <= 2,
          path.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
          let named = lookUp(first, in: scope)
        else { return nil }
        let part: String?
        if path.count == 1 {
          part = string(named, depth: depth + 1)
        } else if path[1] == "name", let made = resolved(named), let call = FunctionCall(made.node)
        {
          part = targetName(call, in: made.scope, depth: depth + 1)
        } else {
          part = nil
        }
        guard let part else { return nil }
        result += part
        index = close + 1
      } else if text[index] == "\\" {
        return nil
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return result
  }

  /// The name of the target `call` makes.
  private func targetName(_ call: FunctionCall, in scope: Scope, depth: Int) -> String? {
    guard let (target, inScope) = targetCall(call, in: scope, depth: depth),
      let name = target.argument(labeled: "name")?.expression
    else { return nil }
    return string(Value(node: name, scope: inScope), depth: depth + 1)
  }

  /// The `.target(…)` (`Target(…)`, `Target.target(…)`) call `call` is or makes, followed
  /// through the helper functions it calls, with the scope of its arguments.
  func targetCall(_ call: FunctionCall, in scope: Scope, depth: Int = 0) -> (
    FunctionCall, Scope
  )? {
    guard depth < Self.depthLimit else { return nil }
    if TuistProject.isTargetCall(call) { return (call, scope) }
    guard let access = call.memberAccess,
      access.base == nil || access.base?.text == "Target" || access.base?.text == "Self",
      let function = helpers.targetFunctions[access.name], let body = function.body
    else { return nil }
    let inner = Scope(body: body, topLevel: nil)
    let arguments = call.arguments
    var next = 0
    for parameter in function.parameters {
      guard let local = parameter.localName else { continue }
      let label = parameter.firstName == "_" ? nil : parameter.firstName
      if next < arguments.count, arguments[next].label == label,
        let expression = arguments[next].expression
      {
        inner.bound[local] = Value(node: expression, scope: scope)
        next += 1
      } else if let value = parameter.defaultValue {
        inner.bound[local] = Value(node: value, scope: Scope(body: nil, topLevel: nil))
      } else {
        return nil
      }
    }
    guard next == arguments.count, let returned = Self.returned(body),
      let value = resolved(Value(node: returned, scope: inner)),
      let made = FunctionCall(value.node)
    else { return nil }
    return targetCall(made, in: value.scope, depth: depth + 1)
  }

  /// What a function body returns: its one expression, or its last `return`'s value.
  private static func returned(_ body: Syntax) -> Syntax? {
    let statements = body.children.filter { $0.kind != .unknown }
    if statements.count == 1, let only = statements.first, only.kind != .returnStmt,
      only.kind != .variableDecl
    {
      return only
    }
    guard let last = statements.last, last.kind == .returnStmt else { return nil }
    return last.children.last
  }
}
