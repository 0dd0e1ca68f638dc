import MigrationKit
import SwiftCST

/// A `GeometryReader` in a `.background` or `.overlay` whose only content is `Color.clear`
/// copying one value read from the proxy into a property: with `.onAppear`/`.onChange(of:)`
/// assigning it, or with `.preference(key:value:)` read back by an `.onPreferenceChange` of
/// the same view. What `on-geometry-change` rewrites; the finding and the text are there.
struct GeometryStateCopy {
  /// How the value reached the property.
  enum Timing {
    /// `.onAppear` and `.onChange(of:)`: the value as it is, kept current.
    case appearAndChange
    /// `.onAppear` alone: read once.
    case appearOnly
    /// `.onChange(of:)` alone: not read on appear.
    case changeOnly
    /// `.preference(key:value:)` and `.onPreferenceChange` on the decorated view.
    case preference(key: String, reader: Modifier)
  }

  /// The `.background(…)`/`.overlay(…)` modifier holding the reader: replaced by the fix.
  let decoration: Modifier
  let timing: Timing
  /// The property assigned, as written (`size`, `self.isWide`).
  let target: String
  /// The value in terms of the proxy (`proxy.size.width > 600`), the onChange or preference
  /// parameter replaced by what it stands for.
  let value: String
  /// The proxy's name.
  let proxy: String
  /// A name the value reads besides the proxy (the transform closure is `@Sendable`).
  let otherName: String?
  /// The assignment whose value's type the resolver is asked (`size = proxy.size`), or the
  /// expression whose own type is the value's (the onChange or preference value).
  let typed: (assignment: Syntax?, expression: Syntax?)
  /// The action's parameter the assigned value derives from, and what it stands for.
  let parameter: (name: String, value: Syntax)?

  init?(reader call: FunctionCall) {
    guard call.callee.kind == .declReferenceExpr, call.arguments.isEmpty,
      call.labeledTrailingClosures.isEmpty, let closure = call.trailingClosure,
      let proxy = Self.onlyParameter(of: closure), closure.statements.count == 1,
      let decoration = Self.decoration(holding: call)
    else { return nil }
    let content = ModifierChain(outermost: closure.statements[0])
    guard content.base.text == "Color.clear", !content.modifiers.isEmpty else { return nil }
    var appear: StateAssignment?
    var change: StateAssignment?
    var preference: (key: String, value: Syntax)?
    var changeReadsInitial = false
    for modifier in content.modifiers {
      switch modifier.name {
      case "onAppear" where appear == nil:
        guard let action = Self.action(of: modifier, label: "perform"),
          action.signature == nil, let assignment = StateAssignment(onlyStatementOf: action)
        else { return nil }
        appear = assignment
      case "onChange" where change == nil:
        // `initial: true` reads the value on appear as well (iOS 17's onChange(of:initial:_:)).
        let labels = modifier.arguments.map { $0.label ?? "_" }
        let initial = modifier.arguments.first { $0.label == "initial" }?.expression?.text
        guard labels == ["of"] || labels == ["of", "initial"] else { return nil }
        if let initial {
          guard initial == "true" || initial == "false" else { return nil }
          changeReadsInitial = initial == "true"
        }
        guard let observed = modifier.arguments.first, observed.label == "of",
          let observedValue = observed.expression, Self.isPostfix(observedValue),
          let action = Self.action(of: modifier, label: nil),
          let assignment = StateAssignment(onlyStatementOf: action),
          let parameter = Self.newValueParameter(of: action)
        else { return nil }
        change = assignment.replacing(parameter, with: observedValue)
      case "preference" where preference == nil:
        let arguments = modifier.arguments
        guard arguments.count == 2, arguments[0].label == "key", arguments[1].label == "value",
          let key = Self.keyName(arguments[0].expression), let value = arguments[1].expression,
          Self.isPostfix(value)
        else { return nil }
        preference = (key, value)
      default: return nil
      }
    }
    let copy: StateAssignment
    if let preference {
      guard appear == nil, change == nil,
        let reader = Self.preferenceReader(after: decoration, key: preference.key),
        let action = Self.action(of: reader, label: "perform"),
        let assignment = StateAssignment(onlyStatementOf: action),
        let parameter = Self.newValueParameter(of: action)
      else { return nil }
      copy = assignment.replacing(parameter, with: preference.value)
      timing = .preference(key: preference.key, reader: reader)
    } else if let appear, let change {
      guard appear.target == change.target, appear.valueTokens == change.valueTokens else {
        return nil
      }
      copy = appear
      timing = .appearAndChange
    } else if let appear {
      copy = appear
      timing = .appearOnly
    } else if let change {
      copy = change
      timing = changeReadsInitial ? .appearAndChange : .changeOnly
    } else {
      return nil
    }
    guard !copy.value.contains("\n"), copy.readsProxy(proxy) else { return nil }
    self.decoration = decoration
    self.target = copy.target
    self.value = copy.value
    self.proxy = proxy
    self.otherName = copy.names.first { $0 != proxy && !Self.allowedNames.contains($0) }
    self.typed = (copy.assignment, copy.stoodFor)
    self.parameter = copy.parameter
  }

  /// Free functions and types a value may read in a `@Sendable` transform.
  private static let allowedNames: Set<String> = [
    "max", "min", "abs", "round", "floor", "ceil", "CGFloat", "Double", "Int", "Float",
    "CGSize", "CGRect", "CGPoint", "EdgeInsets",
  ]

  /// `{ proxy in … }` or `{ (proxy) in … }`: the one parameter's name.
  private static func onlyParameter(of closure: Closure) -> String? {
    guard let signature = closure.signature else { return nil }
    if let clause = signature.child(.parameterClause) {
      let parameters = clause.children(.parameter).map(Parameter.init)
      guard parameters.count == 1 else { return nil }
      return parameters[0].localName
    }
    var names: [String] = []
    for token in signature.ownTokens {
      if token.kind == .kwIn { break }
      if token.kind == .identifier { names.append(token.text) }
    }
    return names.count == 1 && names[0] != "_" ? names[0] : nil
  }

  /// The `.background(reader)`, `.overlay(reader)`, `.background { reader }` or
  /// `.overlay { reader }` modifier whose only content is the reader.
  private static func decoration(holding reader: FunctionCall) -> Modifier? {
    var node = reader.node
    guard let parent = node.parent else { return nil }
    if parent.kind == .argument {
      guard Argument(parent).label == nil, let list = parent.parent,
        list.children(.argument).count == 1, let call = list.parent
      else { return nil }
      node = call
      guard let modifier = FunctionCall(call), modifier.trailingClosure == nil else { return nil }
    } else if parent.kind == .closureExpr {
      guard Closure(parent).signature == nil, Closure(parent).statements.count == 1,
        let call = parent.parent.flatMap(FunctionCall.init), call.trailingClosure?.node == parent,
        call.arguments.isEmpty, call.labeledTrailingClosures.isEmpty
      else { return nil }
      node = call.node
    } else {
      return nil
    }
    guard let modifier = ModifierChain(outermost: node).modifiers.last, modifier.node == node,
      modifier.name == "background" || modifier.name == "overlay"
    else { return nil }
    return modifier
  }

  /// The `.onPreferenceChange(Key.self)` later in the decorated view's chain.
  private static func preferenceReader(after decoration: Modifier, key: String) -> Modifier? {
    let chain = ModifierChain(base: ModifierChain(outermost: decoration.node).base)
    guard let position = chain.modifiers.firstIndex(where: { $0.node == decoration.node })
    else { return nil }
    return chain.modifiers[(position + 1)...].first { modifier in
      modifier.name == "onPreferenceChange" && modifier.arguments.first?.label == nil
        && keyName(modifier.arguments.first?.expression) == key
    }
  }

  /// `Key.self` → `Key`.
  static func keyName(_ expression: Syntax?) -> String? {
    guard let expression, let access = MemberAccess(expression), access.name == "self",
      let base = access.base, base.kind == .declReferenceExpr || base.kind == .memberAccessExpr
    else { return nil }
    return base.text
  }

  /// The action closure: the trailing closure, or the argument labelled `label`.
  private static func action(of modifier: Modifier, label: String?) -> Closure? {
    if let closure = modifier.trailingClosure { return closure }
    guard let label, let argument = modifier.arguments.last, argument.label == label,
      let expression = argument.expression
    else { return nil }
    return Closure(checking: expression)
  }

  /// The name the action's new value goes by: `new` in `{ new in }` or `{ _, new in }`,
  /// `$0` (one parameter) or `$1` (two) without a signature; nil when it takes none
  /// (`{ … }` of `onChange(of:_:)` receives nothing: "" then, replacing nothing).
  private static func newValueParameter(of closure: Closure) -> String? {
    guard let signature = closure.signature else {
      let dollars = Set(
        closure.node.tokens.filter { $0.kind == .identifier && $0.text.hasPrefix("$") }.map(\.text))
      if dollars.isEmpty { return "" }
      if dollars == ["$0"] { return "$0" }
      return dollars.contains("$1") && dollars.isSubset(of: ["$0", "$1"]) ? "$1" : nil
    }
    var names: [String] = []
    if let clause = signature.child(.parameterClause) {
      names = clause.children(.parameter).compactMap { Parameter($0).localName }
    } else {
      for token in signature.ownTokens {
        if token.kind == .kwIn { break }
        if token.kind == .identifier { names.append(token.text) }
      }
    }
    guard names.count == 1 || names.count == 2, let last = names.last, last != "_" else {
      return nil
    }
    return last
  }

  /// A value that can stand in for a name without parentheses: `proxy.size`,
  /// `proxy.frame(in: .global)`, `value`.
  private static func isPostfix(_ node: Syntax) -> Bool {
    [.declReferenceExpr, .memberAccessExpr, .functionCallExpr].contains(node.kind)
  }
}

/// `target = value` as the only statement of an action closure.
private struct StateAssignment {
  let assignment: Syntax?
  let target: String
  /// The value's tokens' texts, with a parameter replaced by what it stands for.
  let valueTokens: [String]
  let value: String
  /// The names the value reads (`proxy`, `threshold`), after replacement.
  let names: [String]
  /// The expression a bare parameter stood for (its type is the value's).
  let stoodFor: Syntax?
  /// The action's parameter and the expression it stands for, when the value derives
  /// from it (`-new`, `new.width > 600`): its type is that expression's.
  let parameter: (name: String, value: Syntax)?

  init?(onlyStatementOf closure: Closure) {
    let statements = closure.statements
    guard statements.count == 1, statements[0].kind == .sequenceExpr else { return nil }
    let sequence = statements[0]
    let operators = sequence.ownTokens
    let operands = sequence.children
    guard let first = operators.first, first.kind == .equal, operands.count == operators.count + 1,
      !operators.dropFirst().contains(where: { $0.kind == .equal }),
      operands[0].kind == .declReferenceExpr || Self.isSelfMember(operands[0])
    else { return nil }
    assignment = sequence
    target = operands[0].text
    let file = sequence.file
    let valueRange = operands[1].range.lowerBound..<sequence.range.upperBound
    value = file.text(valueRange)
    let tokens = sequence.tokens.filter { valueRange.contains($0.range.lowerBound) }
    valueTokens = tokens.map(\.text)
    names = Self.names(in: operands.dropFirst())
    stoodFor = nil
    parameter = nil
  }

  private init(
    assignment: Syntax?, target: String, valueTokens: [String], value: String, names: [String],
    stoodFor: Syntax?, parameter: (name: String, value: Syntax)?
  ) {
    self.assignment = assignment
    self.target = target
    self.valueTokens = valueTokens
    self.value = value
    self.names = names
    self.stoodFor = stoodFor
    self.parameter = parameter
  }

  /// `self.name`.
  private static func isSelfMember(_ node: Syntax) -> Bool {
    guard let access = MemberAccess(node), let base = access.base else { return false }
    return base.kind == .declReferenceExpr && base.firstToken?.kind == .kwSelf
  }

  /// The bare names the operands read (`proxy` in `proxy.size.width`), not member names.
  private static func names(in operands: ArraySlice<Syntax>) -> [String] {
    var found: [String] = []
    for operand in operands {
      for node in [operand] + operand.descendants(.declReferenceExpr)
      where node.kind == .declReferenceExpr {
        // `.global` in `frame(in: .global)` is an implicit member, not a declReferenceExpr;
        // `self` is a name like any other here.
        if let token = node.firstToken { found.append(token.text) }
      }
    }
    return found
  }

  /// The same assignment with `parameter` (a name, or "" for none) replaced by `value`.
  func replacing(_ parameter: String, with replacement: Syntax) -> StateAssignment {
    guard !parameter.isEmpty, let assignment else { return self }
    let file = assignment.file
    let operands = assignment.children
    let valueRange = operands[1].range.lowerBound..<assignment.range.upperBound
    var text = ""
    var tokens: [String] = []
    var previousEnd = valueRange.lowerBound
    let replacementTokens = replacement.tokens.map(\.text)
    for token in assignment.tokens where valueRange.contains(token.range.lowerBound) {
      text += file.text(previousEnd..<token.range.lowerBound)
      if token.kind == .identifier, token.text == parameter, !Self.isMemberName(token) {
        text += replacement.text
        tokens += replacementTokens
      } else {
        text += token.text
        tokens.append(token.text)
      }
      previousEnd = token.range.upperBound
    }
    var names = self.names.filter { $0 != parameter }
    if self.names.contains(parameter) {
      names += Self.names(in: [replacement])
    }
    let bare =
      operands.count == 2 && operands[1].kind == .declReferenceExpr
      && operands[1].text == parameter
    return StateAssignment(
      assignment: assignment, target: target, valueTokens: tokens, value: text, names: names,
      stoodFor: bare ? replacement : nil, parameter: bare ? nil : (parameter, replacement))
  }

  /// Whether the value reads `proxy` (after replacement).
  func readsProxy(_ proxy: String) -> Bool { names.contains(proxy) }

  /// `x.name`: the name after a dot is a member, not the parameter.
  private static func isMemberName(_ token: Token) -> Bool {
    token.previous?.kind == .period
  }
}
