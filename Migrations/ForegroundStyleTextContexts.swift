import MigrationKit
import SwiftCST

/// Where `foregroundColor(_:)` is applied to a Text that must stay a Text: below iOS 17 /
/// macOS 14 / tvOS 17 / watchOS 10 `foregroundStyle(_:)` makes it `some View`, which does not
/// compile there.
extension ForegroundStyle {
  /// Why `expression` (a Text) must stay a Text, or nil: `+` between texts, a variable or
  /// result declared `Text`, a local or property that holds it and is used as a Text, an
  /// argument SwiftUI declares as `Text` (`.navigationTitle(_:)`, `TextField(…, prompt:)`),
  /// an element of `map`/`reduce` over texts.
  func textContext(_ expression: Syntax, _ resolver: Resolver?, depth: Int = 0) -> String? {
    var node = expression
    while let argument = node.parent, argument.kind == .argument, let tuple = argument.parent,
      tuple.kind == .tupleExpr, tuple.children.count == 1
    {
      node = tuple
    }
    guard let parent = node.parent else { return nil }
    switch parent.kind {
    case .sequenceExpr:
      let concatenates = parent.ownTokens.contains {
        $0.kind == .binaryOperator && ($0.is("+") || $0.is("+="))
      }
      return concatenates ? "a Text concatenation" : assignedText(node, in: parent, resolver)
    case .initializerClause:
      guard let binding = parent.parent, binding.kind == .patternBinding else { return nil }
      let pattern = PatternBinding(binding)
      if let type = pattern.type?.text { return Self.isText(type) ? "a \(type) variable" : nil }
      return usedAsText(binding, resolver, depth: depth)
    case .returnStmt:
      if let type = resultType(of: parent), Self.isText(type) { return "a \(type) result" }
      return closureResult(parent, resolver, depth: depth)
    case .codeBlock, .accessorBlock:
      guard parent.children.count == 1, let type = resultType(of: node), Self.isText(type)
      else { return nil }
      return "a \(type) result"
    case .switchCase:
      // `case .low: Text("low").foregroundColor(.green)`, a case of a `switch` that is the
      // result of a property or function declared `Text`.
      guard parent.children.filter({ $0.kind != .switchCaseLabel }) == [node],
        let type = resultType(of: node), Self.isText(type)
      else { return nil }
      return "a \(type) result"
    case .closureExpr:
      guard Closure(parent).statements.count == 1 else { return nil }
      return closureResult(node, resolver, depth: depth)
    case .argument:
      if let tuple = parent.parent, tuple.kind == .tupleExpr {
        return tupleElement(parent, of: tuple)
      }
      if let array = parent.parent, array.kind == .arrayExpr {
        return arrayElement(of: array)
      }
      return textArgument(parent) ?? drawnText(parent, resolver)
        ?? reduceInitial(parent, resolver) ?? projectTextArgument(parent, resolver)
    default:
      return nil
    }
  }

  /// An element of a tuple returned or stored where the declared tuple type has `Text` or
  /// `Text?` in its place: `return (title, Text(a).foregroundColor(.red), nil)` in a
  /// property declared `(String, Text?, (() -> Void)?)`.
  private func tupleElement(_ element: Syntax, of tuple: Syntax) -> String? {
    let elements = tuple.children(.argument)
    guard let position = elements.firstIndex(of: element) else { return nil }
    guard let declared = declaredType(of: tuple), let types = Self.tupleElementTypes(declared),
      types.count == elements.count, types[position] == "Text" || types[position] == "Text?"
    else { return nil }
    return "an element of a tuple declared \(declared) (\(types[position]) there)"
  }

  /// An element of an array literal returned or stored where `[Text]` is declared:
  /// `var parts: [Text] { [Text(a).foregroundColor(.red), Text(b)] }`.
  private func arrayElement(of array: Syntax) -> String? {
    guard let declared = declaredType(of: array) else { return nil }
    let compact = declared.filter { !$0.isWhitespace }
    guard ["[Text]", "[Text]?", "[Text?]", "Array<Text>"].contains(compact) else { return nil }
    return "an element of an array declared \(declared)"
  }

  /// The type declared where a literal `value` goes: the result type when it is returned
  /// (or is a body's one statement), the variable's type when it initializes one.
  private func declaredType(of value: Syntax) -> String? {
    guard let parent = value.parent else { return nil }
    switch parent.kind {
    case .returnStmt: return resultType(of: parent)
    case .codeBlock, .accessorBlock:
      guard parent.children.count == 1 else { return nil }
      return resultType(of: value)
    case .initializerClause:
      guard let binding = parent.parent, binding.kind == .patternBinding else { return nil }
      return PatternBinding(binding).type?.text
    default: return nil
    }
  }

  /// The element types of a tuple type's text, labels dropped, without spaces:
  /// `(String, title: Text?, (() -> Void)?)` → `["String", "Text?", "(()->Void)?"]`
  /// (`TypeReference.tupleElements`).
  static func tupleElementTypes(_ text: String) -> [String]? {
    TypeReference.tupleElements(text)?.map(\.type)
  }

  /// `Text`, `Text?` or `Text!`: a place only a Text (or nil) goes.
  static func isText(_ type: String) -> Bool {
    type == "Text" || type == "Text?" || type == "Text!"
  }

  /// `label = Text(a).foregroundColor(.red)`, where `label` (a variable or property) is
  /// declared or inferred a Text (`var label = Text("")`).
  private func assignedText(_ node: Syntax, in sequence: Syntax, _ resolver: Resolver?) -> String? {
    let children = sequence.children
    guard let resolver, children.count == 2, children[1] == node,
      sequence.ownTokens.contains(where: { $0.kind == .equal }),
      let type = resolver.type(of: children[0])?.text, Self.isText(type)
    else { return nil }
    return "an assignment to a \(type) variable"
  }

  /// The declared result type of the function or property whose body holds `node`.
  private func resultType(of node: Syntax) -> String? {
    guard let owner = node.ancestor(.functionDecl, .patternBinding, .closureExpr, .initializerDecl)
    else { return nil }
    switch owner.kind {
    case .functionDecl: return FunctionDeclaration(owner)?.returnType?.text
    case .patternBinding: return PatternBinding(owner).type?.text
    default: return nil
    }
  }

  /// The closure holding `node` (its result) when that result must be a Text: its signature
  /// declares `-> Text`; it is stored where its declared function type returns Text
  /// (`let make: (String) -> Text = { … }`) or passed where a function or initializer of the
  /// run declares such a type; it is called where it is written and the call
  /// is in a Text context (`let exonym: Text = { if … { return Text(a).foregroundColor(.red) }
  /// … }()`); or its result becomes an element of `map`, `compactMap`, `flatMap` or `reduce`
  /// (`items.map { Text($0).foregroundColor(.red) }.reduce(Text(""), +)`).
  private func closureResult(_ node: Syntax, _ resolver: Resolver?, depth: Int) -> String? {
    guard let closure = node.ancestor(.closureExpr) else { return nil }
    if let type = Closure(closure).signature?.child(.returnClause)?.firstChild?.text,
      Self.isText(type)
    {
      return "a closure declared -> \(type)"
    }
    if let clause = closure.parent, clause.kind == .initializerClause,
      let binding = clause.parent, binding.kind == .patternBinding,
      let type = PatternBinding(binding).type?.text,
      let result = Self.functionResultType(type), Self.isText(result)
    {
      return "a closure stored as \(type)"
    }
    // `TextStyle(apply: { $0.foregroundColor(c) })` with `apply: @escaping (Text) -> Text`.
    if let type = resolver?.parameterType(receiving: closure)?.text,
      let result = Self.functionResultType(type), Self.isText(result)
    {
      return "a closure passed where \(type.filter { !$0.isWhitespace }) is expected"
    }
    if let parent = closure.parent, let call = FunctionCall(parent), call.callee == closure,
      depth < 3, let context = textContext(parent, resolver, depth: depth + 1)
    {
      return "the result of a closure called where it is written (\(context))"
    }
    var holder = closure
    if let argument = holder.parent, argument.kind == .argument, let list = argument.parent {
      holder = list
    }
    guard let call = holder.parent.flatMap(FunctionCall.init), let access = call.memberAccess,
      ["map", "compactMap", "flatMap", "reduce"].contains(access.name)
    else { return nil }
    return "the result of a \(access.name) closure"
  }

  /// The result type of a function type's text, without spaces: `(String) -> Text` and
  /// `((String) -> Text)?` → `Text`, `(A) -> (B) -> Text` → `(B)->Text`; nil when the text is
  /// no function type.
  static func functionResultType(_ text: String) -> String? {
    var compact = Array(text.filter { !$0.isWhitespace })
    while compact.last == "?" || compact.last == "!" { compact.removeLast() }
    // `((String) -> Text)`: one pair of parentheses around the whole type.
    if compact.first == "(", compact.last == ")" {
      var depth = 0
      var wrapsAll = true
      for (index, character) in compact.enumerated() {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        if depth == 0 && index != compact.count - 1 { wrapsAll = false }
      }
      if wrapsAll { compact = Array(compact.dropFirst().dropLast()) }
    }
    var depth = 0
    for index in compact.indices {
      switch compact[index] {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where index > 0 && compact[index - 1] != "-": depth -= 1
      case "-" where depth == 0 && index + 1 < compact.count && compact[index + 1] == ">":
        return String(compact[(index + 2)...])
      default: break
      }
    }
    return nil
  }

  /// An argument SwiftUI declares as `Text` (no `some View` overload).
  private func textArgument(_ argument: Syntax) -> String? {
    guard let list = argument.parent, list.kind == .argumentList,
      let call = list.parent.flatMap(FunctionCall.init)
    else { return nil }
    let arguments = call.arguments
    guard let position = arguments.firstIndex(where: { $0.node == argument }) else { return nil }
    let label = arguments[position].label
    if let access = call.memberAccess {
      // Modifiers whose labelled parameter is a Text (`.accessibility(label:)`).
      if let label {
        guard textModifierLabels[access.name]?.contains(label) == true else { return nil }
        return "the Text argument \(label): of \(access.name)"
      }
      // Modifiers and Alert.Button's factories whose first, unlabelled argument is a Text.
      guard position == 0, textFirstArgument.contains(access.name) else { return nil }
      return "the Text argument of \(access.name)(_:)"
    }
    guard let name = call.calleeName, let labels = textLabels[name], let label,
      labels.contains(label)
    else { return nil }
    return "the Text argument \(label): of \(name)"
  }

  /// The first argument of `resolve(_:)` or `draw(_:in:)` / `draw(_:at:anchor:)` on a
  /// Canvas's GraphicsContext (`context.draw(context.resolve(text), in: rect)`): both take a
  /// Text and no view. A `resolve` or `draw` the project declares decides for itself.
  private func drawnText(_ argument: Syntax, _ resolver: Resolver?) -> String? {
    guard Argument(argument).label == nil, let list = argument.parent,
      list.kind == .argumentList, list.firstChild == argument,
      let call = list.parent.flatMap(FunctionCall.init), let access = call.memberAccess,
      access.base != nil, ["resolve", "draw"].contains(access.name),
      resolver?.callees(of: call) == nil
    else { return nil }
    return "the Text argument of a graphics context's \(access.name)(_:)"
  }

  /// The initial result of `reduce(_:_:)` or `reduce(into:_:)`: the closure returns (or
  /// updates) a value of its type, so a Text there stays one (`words.reduce(Text("")
  /// .foregroundColor(.gray)) { $0 + Text($1) }`). A `reduce` the project declares decides
  /// for itself.
  private func reduceInitial(_ argument: Syntax, _ resolver: Resolver?) -> String? {
    let label = Argument(argument).label
    guard label == nil || label == "into", let list = argument.parent,
      list.kind == .argumentList, list.firstChild == argument,
      let call = list.parent.flatMap(FunctionCall.init), let access = call.memberAccess,
      access.base != nil, access.name == "reduce", resolver?.callees(of: call) == nil
    else { return nil }
    return "the initial result of reduce(\(label ?? "_"):_:)"
  }

  /// `row(Text(…).foregroundColor(.red))` where the project declares `func row(_ t: Text)`
  /// (or an initializer taking a Text there, in any overload the call may reach); or
  /// `Row(title: Text(…).foregroundColor(.red))` where the project's `Row` stores
  /// `let title: Text`: its memberwise initializer (or one that mirrors it) takes a Text.
  private func projectTextArgument(_ argument: Syntax, _ resolver: Resolver?) -> String? {
    guard let resolver else { return nil }
    if let types = resolver.parameterTypes(of: argument),
      types.contains(where: { $0?.text == "Text" || $0?.text == "Text?" }),
      let call = argument.parent?.parent.flatMap(FunctionCall.init)
    {
      let name = call.memberAccess?.name ?? call.calleeName ?? "init"
      let labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
      return "the Text argument of the project's \(name)(\(labels))"
    }
    guard let label = Argument(argument).label, let list = argument.parent,
      list.kind == .argumentList, let call = list.parent.flatMap(FunctionCall.init),
      case .type(let type) = resolver.resolve(call.callee)
    else { return nil }
    let stored = resolver.index.members(named: label, in: type.name).contains {
      $0.kind == .storedProperty && $0.type?.text == "Text"
    }
    return stored ? "the Text argument \(label): of \(type.name)" : nil
  }

  /// A `let`/`var` without a written type that holds the Text: a Text when some use needs
  /// one (a local's uses in its block, a property's in this file, found with the resolver).
  private func usedAsText(_ binding: Syntax, _ resolver: Resolver?, depth: Int) -> String? {
    guard let resolver, depth < 3, let nameNode = binding.firstChild,
      nameNode.kind == .declReferenceExpr, let nameToken = nameNode.firstToken
    else { return nil }
    let name = nameToken.text
    let offset = nameToken.range.lowerBound
    guard let block = binding.ancestor(.codeBlock, .closureExpr, .accessorBlock, .memberBlock)
    else { return nil }
    let isLocal = block.kind != .memberBlock
    guard let scope = isLocal ? block : block.parent else { return nil }
    for use in scope.descendants(.declReferenceExpr)
    where use.range.lowerBound > offset || !isLocal {
      guard use.range.lowerBound != offset, use.firstToken?.text == name else { continue }
      var reference = use
      switch resolver.resolve(use) {
      case .local(let local) where isLocal && local.offset == offset: break
      case .member(let member) where !isLocal && member.name == name: break
      case .selfReference where !isLocal:
        // `self.name`: the member access is the use.
        guard let parent = use.parent, let access = MemberAccess(parent), access.base == use,
          access.name == name
        else { continue }
        reference = parent
      default: continue
      }
      if let context = textContext(reference, resolver, depth: depth + 1) {
        let line = use.file.location(of: use.range.lowerBound).line
        return "a \(isLocal ? "variable" : "property") used as a Text (line \(line): \(context))"
      }
    }
    return nil
  }

  /// Whether a Text stays a Text through `modifiers` (on targets where each has a Text form).
  func keepsText(_ modifiers: [String]) -> Bool {
    modifiers.allSatisfy { textKeepingModifiers.contains($0) }
  }

  /// What the modifier is applied to, as far as the syntax tells.
  enum ReceiverKind { case text, view, unknown }

  /// `Text(…)` with only Text-keeping modifiers is a Text; a SwiftUI shape or view (or anything
  /// after a layout modifier) is not; anything else (a variable, a project call) is unknown.
  /// A modifier the project declares on Text (`extension Text { func themed() -> Text }`,
  /// in any module the file sees) keeps a Text when each declaration returns one, and
  /// makes the receiver unknown otherwise: it is no SwiftUI layout modifier. A modifier that
  /// neither the run nor SwiftUI declares is another module's: the receiver is unknown too.
  func receiverKind(_ receiver: Syntax, _ resolver: Resolver?) -> ReceiverKind {
    let chain = ModifierChain(outermost: receiver)
    var projectModifier = false
    for modifier in chain.modifiers where !textKeepingModifiers.contains(modifier.name) {
      let declared = resolver?.index.members(named: modifier.name, in: "Text") ?? []
      guard !declared.isEmpty else {
        // SwiftUI's own modifier (`.padding()`) makes a View; one no file of the run declares
        // and SwiftUI does not have is another module's, which may keep a Text a Text
        // (`extension Text { func rounded(_ size: CGFloat) -> Text }` in a design package).
        if SwiftUIModifiers.contains(modifier.name) { return .view }
        projectModifier = true
        continue
      }
      if !declared.allSatisfy({ $0.kind == .function && $0.type?.text == "Text" }) {
        projectModifier = true
      }
    }
    guard !projectModifier, let call = FunctionCall(chain.base),
      call.callee.kind == .declReferenceExpr, let name = call.callee.firstToken?.text
    else { return .unknown }
    // A type (or typealias) of the run with SwiftUI's name is the run's: a modifier on the
    // app's own `Text` view returns a view, and its own `Image` may be anything.
    if resolver?.declaresType(named: name, at: call.callee) == true { return .unknown }
    if name == "Text" { return .text }
    return nonTextViews.contains(name) ? .view : .unknown
  }
}

/// Modifiers (and `Alert.Button` factories) whose first, unlabelled parameter SwiftUI declares
/// as `Text` or `Text?`.
private let textFirstArgument: Set<String> = [
  "navigationTitle", "navigationSubtitle", "help", "badge", "accessibilityLabel",
  "accessibilityValue", "accessibilityHint", "alert", "confirmationDialog", "default", "cancel",
  "destructive", "navigationBarTitle",
]

/// Modifiers with labelled parameters SwiftUI declares as `Text` or `Text?` (the other
/// overloads take strings, none a view): the deprecated `accessibility(label:)`,
/// `accessibility(value:)`, `accessibility(hint:)`, and `searchable(text:placement:prompt:)`.
private let textModifierLabels: [String: Set<String>] = [
  "accessibility": ["label", "value", "hint"], "searchable": ["prompt"],
]

/// Initializers with parameters SwiftUI declares as `Text` or `Text?`.
private let textLabels: [String: Set<String>] = [
  "TextField": ["prompt"], "SecureField": ["prompt"], "Alert": ["title", "message"],
  "ActionSheet": ["title", "message"],
]

/// Modifiers that return a Text when applied to a Text.
private let textKeepingModifiers = KnownMembers.textModifiers.union([
  "textCase", "speechAlwaysIncludesPunctuation",
  "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued",
  "accessibilityLabel", "accessibilityHeading", "accessibilityTextContentType", "customAttribute",
  "typesettingLanguage",
])

/// SwiftUI views and shapes that are never a Text.
private let nonTextViews: Set<String> = [
  "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule",
  "ContainerRelativeShape", "Path", "Image", "Label", "Button", "Toggle", "TextField",
  "SecureField", "TextEditor", "Link", "Menu", "Picker", "Slider", "Stepper", "ProgressView",
  "Gauge", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ScrollView", "List",
  "ForEach", "Spacer", "Divider", "Color", "AsyncImage", "ShareLink", "DatePicker", "ColorPicker",
]

/// Where a chain's outermost expression is one branch of `condition ? a : b`.
struct ConditionalBranches {
  /// The whole `condition ? a : b`.
  let expression: Syntax
  /// The other branch's expression.
  let other: Syntax
  /// True for `a`, false for `b`.
  let isFirst: Bool

  init?(_ node: Syntax) {
    var node = node
    while let argument = node.parent, argument.kind == .argument, let tuple = argument.parent,
      tuple.kind == .tupleExpr, tuple.children.count == 1
    {
      node = tuple
    }
    guard let parent = node.parent else { return nil }
    let sequence: Syntax
    if parent.kind == .ternaryMiddle, let outer = parent.parent, outer.kind == .sequenceExpr {
      sequence = outer
      isFirst = true
    } else if parent.kind == .sequenceExpr, parent.children.last == node,
      parent.children.dropLast().last?.kind == .ternaryMiddle
    {
      sequence = parent
      isFirst = false
    } else {
      return nil
    }
    // Only `condition ? a : b` on its own: not `x = c ? a : b` or nested operators after it.
    let children = sequence.children
    guard children.count >= 3, children[children.count - 2].kind == .ternaryMiddle,
      children.dropLast(2).allSatisfy({ $0.kind != .ternaryMiddle }),
      !sequence.ownTokens.contains(where: Self.isAssignment),
      let then = children[children.count - 2].firstChild, let otherwise = children.last
    else { return nil }
    expression = sequence
    other = isFirst ? otherwise : then
  }

  /// `=`, `+=` and the other assignment operators, which bind looser than `?:`.
  private static func isAssignment(_ token: Token) -> Bool {
    if token.kind == .equal { return true }
    guard token.kind == .binaryOperator else { return false }
    let text = token.text
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }
}
