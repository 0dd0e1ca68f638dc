import MigrationKit
import SwiftCST

/// `onChange(of:perform:)` → `onChange(of:initial:_:)` with a two-parameter (or no-parameter)
/// action. Spec: migrations.md §5.4.
///
/// Matches `.onChange(of: v) { … }` and `.onChange(of: v, perform: …)` (no `initial:`), then:
/// - `{ new in … }` → `{ _, new in … }`; `{ (new: T) in … }` → `{ (_: T, new: T) in … }`;
/// - `{ _ in … }` → `{ … }` (a capture list stays: `{ [weak model] in … }`), and so does a
///   parameter the body never mentions (`{ newValue in save() }` → `{ save() }`);
/// - `{ … $0 … }` → `{ … $1 … }` (only the closure's own `$0`, not a nested closure's);
/// - `perform: { new in … }` → a trailing closure, rewritten as above;
/// - `perform: handle` → `{ _, newValue in handle(newValue) }` (with the argument label of a
///   `func handle(value:)` declared in the file or, as the semantic index answers, of the
///   function of the run it names (`handler.apply` of a known type), or of a compound name
///   `handle(value:)`).
///
/// Refuses (writes nothing) when a deployment target is older than iOS 17 / macOS 14 /
/// tvOS 17 / watchOS 10 or the targets are unknown, and leaves closures that already take
/// two parameters or none. A capture list that may hold the old value (`[old = value]`, or a
/// capture of the observed value) makes the fix `review`, as does a `perform:` function the run
/// does not declare where the semantic index can tell (its argument label is unknown). Other
/// `perform:` expressions are reported.
/// So does a read of the observed value in the action when it is a view's `let`, `var` or
/// `@Environment` property (`SnapshotReads`): the old action saw its value from before the
/// change, so the first parameter is named `oldPhase` and read in its place.
public struct OnChangeTwoParameters: Migration {
  public let id = "on-change-two-parameters"
  public let summary = "Move onChange(of:perform:) to the two-parameter onChange(of:initial:_:)"
  public let rationale = """
    onChange(of:perform:) is deprecated from iOS 17, macOS 14, tvOS 17 and watchOS 10. Its \
    replacement onChange(of:initial:_:) passes the old and the new value (or nothing) to the \
    action and, with initial: false (the default), fires exactly when the old one did. A \
    one-parameter closure gains an ignored first parameter (`{ _, new in }`), a closure that \
    ignores its parameter loses its signature, `$0` becomes `$1`, and `perform: handle` becomes \
    `{ _, newValue in handle(newValue) }`. It fires only when every deployment target is at \
    least iOS 17, macOS 14, tvOS 17 and watchOS 10. A capture list that keeps the previous \
    value (`{ [old = value] new in }`, the old API's advice) is a review fix: the new action \
    receives the old value as its first parameter, so the capture can go. So is an action that \
    reads the value it observes when that is a view's `let` or `@Environment` property \
    (`if phase == .background, newPhase == .active`): the old action was the closure of the \
    previous update and saw the value from before the change, the new one sees the new value; \
    the first parameter is named (`{ oldPhase, newPhase in }`) and read in its place.
    """
  public let example = (
    before: """
    TextField("Name", text: $name)
      .onChange(of: name) { newName in
        validate(newName)
      }
    """,
    after: """
    TextField("Name", text: $name)
      .onChange(of: name) { _, newName in
        validate(newName)
      }
    """
  )
  public let safety = Safety.safe
  public let group: String? = "deprecated-api"
  public var leavesUnreachableFallbacks: Bool { true }
  /// The observed value's declaration tells whether the old action saw it from before the
  /// change (`snapshotName`).
  public var usesSemanticIndex: Bool { true }

  static let availability: [Platform: OSVersion] = [
    .iOS: OSVersion("17.0")!, .macOS: OSVersion("14.0")!, .tvOS: OSVersion("17.0")!,
    .watchOS: OSVersion("10.0")!,
  ]

  public init() {}

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "onChange") && context.mayBeAvailable(Self.availability, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "onChange")
    var findings: [Finding] = []
    var resolver: Resolver?
    func answering() -> Resolver {
      let answering = resolver ?? context.resolver(for: file)
      resolver = answering
      return answering
    }
    func snapshot(_ observed: Syntax) -> String? {
      Self.snapshotName(observed, answering())
    }
    for call in calls {
      guard let access = call.memberAccess, call.labeledTrailingClosures.isEmpty,
        context.isAvailable(Self.availability, at: call.node)
      else { continue }
      let arguments = call.arguments
      guard let observed = arguments.first, observed.label == "of",
        let observedValue = observed.expression
      else { continue }
      let deprecated =
        "onChange(of:perform:) is deprecated from "
        + context.versionsText(Self.availability, at: call.node)
      let finding: Finding?
      if arguments.count == 1, let closure = call.trailingClosure {
        finding = closureFinding(
          closure, observed: observedValue, snapshot: snapshot, at: access, deprecated)
      } else if arguments.count == 2, arguments[1].label == "perform", call.trailingClosure == nil,
        let action = arguments[1].expression, let list = call.argumentList
      {
        let replaced = observed.node.range.upperBound..<list.range.upperBound
        // What the rewrite removes between the arguments (all of it, less a closure action).
        let removed =
          Closure(checking: action) == nil
          ? [replaced]
          : [
            replaced.lowerBound..<action.range.lowerBound,
            action.range.upperBound..<replaced.upperBound,
          ]
        if removed.contains(where: { Self.holdsComment(file.text($0)) }) {
          finding = Finding(
            migrationID: id, range: access.nameToken.range,
            message:
              "\(deprecated); a comment between its arguments has no place in onChange(of:) { … }: move it and rewrite the call by hand",
            safety: .diagnostic)
        } else if let closure = Closure(checking: action) {
          finding = closureFinding(
            closure, observed: observedValue, snapshot: snapshot, at: access, deprecated,
            moving: (
              replaced.lowerBound..<action.range.lowerBound, list.range.upperBound,
              OnChangeWrappedArguments.edits(list: list, observed: observed.node, closure: closure)
            ))
        } else {
          finding = functionFinding(
            action, replacing: replaced, at: access, deprecated, in: file,
            isLocal: { Self.isLocalValue($0, at: action, answering()) },
            runLabel: {
              let resolver = answering()
              return Self.runLabel(
                of: action, receiving: resolver.type(of: observedValue), resolver)
            })
        }
      } else {
        finding = nil
      }
      if let finding { findings.append(finding) }
    }
    return findings
  }

  // MARK: Closures

  /// `moving`: for `perform: { … }`, the text from the end of `of:` to the closure (replaced by
  /// `) `), the end of the argument list (the closure's end to it is removed) and, for an
  /// argument list over several lines, the edits that lay the call out on the closure's
  /// first line (`OnChangeWrappedArguments`).
  private func closureFinding(
    _ closure: Closure, observed: Syntax, snapshot: (Syntax) -> String?,
    at access: MemberAccess, _ deprecated: String,
    moving: (prefix: Range<Int>, listEnd: Int, unwrapping: [TextEdit])? = nil
  ) -> Finding? {
    guard let rewrite = parameterEdits(closure) else { return nil }
    var edits = rewrite.edits
    var moves: [TextEdit] = []
    if let moving {
      moves.append(TextEdit(range: moving.prefix, replacement: ") "))
      moves.append(TextEdit(range: closure.node.range.upperBound..<moving.listEnd, replacement: ""))
      moves += moving.unwrapping
    }
    edits += moves
    if let capture = oldValueCapture(closure, observed: observed) {
      return finding(
        access,
        "\(deprecated) and this action captures \(capture) to keep the previous value; the new action receives it as its first parameter: use that and drop the capture",
        .review, edits)
    }
    if let name = snapshot(observed), let reads = SnapshotReads(closure, name) {
      let held =
        "this action reads \(name), the value it observes: the old action saw it from before the change, the new one sees the new value"
      if let renamed = reads.renamedEdits(closure) {
        return finding(
          access,
          "\(deprecated) and \(held); the old value, the new action's first parameter \(reads.oldName), takes its place",
          .review, renamed + moves)
      }
      return finding(
        access,
        "\(deprecated) and \(held); read the old value, the new action's first parameter, there",
        .review, edits)
    }
    return finding(
      access, "\(deprecated); \(rewrite.change)", .safe, edits)
  }

  /// The edits that turn a one-parameter action into a two- or zero-parameter one; nil when the
  /// closure already has another shape (or one this migration does not rewrite). `change` says
  /// what the edits do, for the message.
  func parameterEdits(_ closure: Closure) -> (edits: [TextEdit], change: String)? {
    guard let signature = closure.signature else { return dollarEdits(closure) }
    guard let inToken = signature.ownToken(.kwIn),
      signature.children.allSatisfy({
        [.captureList, .parameterClause, .returnClause, .effectSpecifiers].contains($0.kind)
      })
    else { return nil }
    let hasResultOrEffects =
      signature.child(.returnClause) != nil || signature.child(.effectSpecifiers) != nil
    if let clause = signature.child(.parameterClause) {
      // `(x)`, `(x: T)`, `(_: T)`.
      let parameters = clause.children(.parameter).map(Parameter.init)
      guard parameters.count == 1, let parameter = parameters.first,
        parameter.secondName == nil, parameter.defaultValue == nil,
        parameter.attributes.isEmpty, let name = parameter.firstName
      else { return nil }
      if name != "_", Self.mentions(closure, name, after: inToken) {
        let first = parameter.type.map { "_: \($0.text), " } ?? "_, "
        return ([.insert(first, at: parameter.node.range.lowerBound)], Self.addsOldValue(name))
      }
      if hasResultOrEffects {
        return ([TextEdit(range: clause.range, replacement: "()")], Self.dropsParameter)
      }
      return (
        dropEdits(closure, signature, from: clause.range.lowerBound, inToken: inToken),
        Self.dropsParameter
      )
    }
    // `x in`, `_ in`.
    let names = signature.ownTokens.filter { $0.kind != .kwIn }
    guard names.count == 1, names[0].kind == .identifier else { return nil }
    if !names[0].is("_"), Self.mentions(closure, names[0].text, after: inToken) {
      return ([.insert("_, ", at: names[0].range.lowerBound)], Self.addsOldValue(names[0].text))
    }
    if hasResultOrEffects {
      return ([TextEdit(range: names[0].range, replacement: "()")], Self.dropsParameter)
    }
    return (
      dropEdits(closure, signature, from: names[0].range.lowerBound, inToken: inToken),
      Self.dropsParameter
    )
  }

  /// Whether the closure's body may read `name`: a token of that text, or a string literal
  /// holding it (an interpolation), after `in`. A parameter it never mentions is ignored, like
  /// `_`, and goes (`{ newValue in save() }` → `{ save() }`).
  static func mentions(_ closure: Closure, _ name: String, after inToken: Token) -> Bool {
    guard !name.hasPrefix("`") else { return true }
    let file = closure.node.file
    for index in (inToken.index + 1)..<closure.node.tokenIndices.upperBound {
      let token = file.token(at: index)
      if token.hasText(name) { return true }
      if token.kind == .stringLiteral, token.text.contains(name) { return true }
    }
    return false
  }

  static func addsOldValue(_ name: String) -> String {
    "the new action takes the old and the new value: { _, \(name) in }"
  }
  static let dropsParameter = "an action that ignores the value takes no parameters"
  static let dollarChange = "in the new action the new value is $1, not $0"

  /// Removes an ignored parameter: `{ _ in x }` → `{ x }`, `{ [weak m] _ in` → `{ [weak m] in`.
  private func dropEdits(_ closure: Closure, _ signature: Syntax, from start: Int, inToken: Token)
    -> [TextEdit]
  {
    if signature.child(.captureList) != nil {
      return [TextEdit(range: start..<inToken.range.lowerBound, replacement: "")]
    }
    let afterBrace = closure.leftBrace.range.upperBound
    let between = closure.node.file.text(afterBrace..<start)
    let from = between.contains("/") ? start : afterBrace
    return [TextEdit(range: from..<inToken.range.upperBound, replacement: "")]
  }

  /// `$0` → `$1` in a closure without a signature; nil when it uses no `$0` (a zero-parameter
  /// action already) or `$1` (two parameters already).
  private func dollarEdits(_ closure: Closure) -> (edits: [TextEdit], change: String)? {
    var edits: [TextEdit] = []
    for reference in closure.node.descendants(.declReferenceExpr) {
      guard let token = reference.firstToken, token.text.hasPrefix("$"),
        reference.ancestor(.closureExpr) == closure.node
      else { continue }
      guard token.is("$0") else { return nil }
      edits.append(TextEdit(range: token.range, replacement: "$1"))
    }
    return edits.isEmpty ? nil : (edits, Self.dollarChange)
  }

  /// The capture in the closure's capture list that may remember the old value:
  /// `old = value`, or a capture named like the observed value's last component.
  private func oldValueCapture(_ closure: Closure, observed: Syntax) -> String? {
    guard let list = closure.signature?.child(.captureList) else { return nil }
    let observedName = observed.tokens.last { $0.kind == .identifier }?.text
    var items: [[Token]] = [[]]
    var depth = 0
    for token in list.tokens.dropFirst().dropLast() {
      switch token.kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      case .comma where depth == 0:
        items.append([])
        continue
      default: break
      }
      items[items.count - 1].append(token)
    }
    for item in items where !item.isEmpty {
      let name = item.last { $0.kind == .identifier || $0.kind == .kwSelf }
      let assigns = item.contains { $0.kind == .equal }
      if assigns || (name?.text == observedName && name?.kind == .identifier) {
        let range = item.first!.range.lowerBound..<item.last!.range.upperBound
        return "[\(closure.node.file.text(range))]"
      }
    }
    return nil
  }

  /// The observed value's name when it is a stored property of a struct (a view) without a
  /// wrapper or with `@Environment`, written `name` or `self.name`: the old action was the
  /// closure of the previous update, whose copy of the view still held the value from before
  /// the change. `@State`, `@Binding` and objects read their current value in either action.
  static func snapshotName(_ observed: Syntax, _ resolver: Resolver) -> String? {
    let tokens = observed.tokens
    let name: Token
    if tokens.count == 1, tokens[0].kind == .identifier {
      name = tokens[0]
    } else if tokens.count == 3, tokens[0].kind == .kwSelf, tokens[1].kind == .period,
      tokens[2].kind == .identifier
    {
      name = tokens[2]
    } else {
      return nil
    }
    guard case .member(let member) = resolver.resolve(name: name.text, at: observed),
      member.kind == .storedProperty, !member.isStatic,
      member.containingType.flatMap({ resolver.index.type(named: $0) })?.kind == .struct
    else { return nil }
    let wrapper = member.propertyWrapper
    return wrapper == nil || wrapper == "Environment" ? name.text : nil
  }

  /// Whether `reference` is a bare name bound in the enclosing function or closure (a
  /// parameter, a local constant or variable).
  static func isLocalValue(
    _ reference: FunctionReference, at node: Syntax, _ resolver: Resolver
  ) -> Bool {
    guard reference.callee == reference.baseName,
      case .local = resolver.resolve(name: reference.baseName, at: node)
    else { return false }
    return true
  }

  /// Whether `text`, code between arguments (no string literal), holds a comment.
  static func holdsComment(_ text: String) -> Bool {
    text.contains("//") || text.contains("/*")
  }

  // MARK: perform: function

  /// `perform: handle` → `) { _, newValue in handle(newValue) }` over `range`.
  private func functionFinding(
    _ action: Syntax, replacing range: Range<Int>, at access: MemberAccess,
    _ deprecated: String, in file: SourceFile, isLocal: (FunctionReference) -> Bool,
    runLabel: () -> String?
  ) -> Finding? {
    guard let reference = FunctionReference(action) else {
      return Finding(
        migrationID: id, range: access.nameToken.range,
        message:
          "\(deprecated); perform: \(action.excerpt(60)) is not a function name: write the action as { _, newValue in … } by hand",
        safety: .diagnostic)
    }
    let name = reference.tokens.contains { $0.is("newValue") } ? "changedValue" : "newValue"
    var safety = Safety.safe
    var note = ""
    let label: String?
    // A parameter or local constant is a closure value, called without a label (and
    // without `self.`).
    let local = reference.labels == nil && isLocal(reference)
    if local {
      label = "_"
    } else if let written = reference.labels {
      guard written.count == 1 else { return nil }
      label = written[0]
    } else if let declared = declaredLabel(of: reference.baseName, near: action, in: file) {
      label = declared
    } else if let declared = runLabel() {
      label = declared
    } else {
      label = nil
      safety = .review
      note =
        "; the run's declaration of \(reference.baseName) cannot be told: add its argument label if it has one"
    }
    let argument = label.map { $0 == "_" ? name : "\($0): \(name)" } ?? name
    let selfPrefix = reference.needsExplicitSelf && !local ? "self." : ""
    let body = "\(selfPrefix)\(reference.callee)(\(argument))"
    return finding(
      access,
      "\(deprecated); the action becomes { _, \(name) in \(body) }\(note)",
      safety, [TextEdit(range: range, replacement: ") { _, \(name) in \(body) }")])
  }

  /// The argument label of a one-parameter function of this name declared in the file (`_` for
  /// none); `_` too for a property of that name (a closure value). Nil when not found or when
  /// the declarations disagree.
  private func declaredLabel(of name: String, near action: Syntax, in file: SourceFile)
    -> String?
  {
    var labels: Set<String> = []
    for function in file.functionDeclarations(named: name) {
      let required = function.parameters.filter { $0.defaultValue == nil }
      guard required.count == 1, let label = required[0].firstName else { continue }
      labels.insert(label)
    }
    if labels.isEmpty {
      for node in file.nodes(.patternBinding) where PatternBinding(node).name == name {
        labels.insert("_")
      }
    }
    return labels.count == 1 ? labels.first : nil
  }

  /// The argument label (`_` for none) of the one-parameter functions of the run that a
  /// function named as a value may be, as the semantic index answers
  /// (`perform: handler.apply` where `handler: ThemeHandler` declares
  /// `func apply(theme: Int)`); `_` for a property, a closure value. Nil when the name is no
  /// member or top-level function of the run, or its overloads disagree and the observed
  /// value's type (`observed`) does not pick one of them by its parameter's type.
  static func runLabel(
    of action: Syntax, receiving observed: TypeReference?, _ resolver: Resolver
  ) -> String? {
    let candidates: [MemberInfo]
    switch resolver.resolve(action) {
    case .member(let member) where member.kind == .function:
      candidates =
        member.containingType.map { resolver.index.members(named: member.name, in: $0) }
        ?? [member]
    case .member(let member)
    where member.kind == .storedProperty || member.kind == .computedProperty:
      return "_"
    case .topLevel(let member) where member.kind == .function:
      candidates = [member]
    default:
      return nil
    }
    var labels: Set<String> = []
    var labelsOfType: Set<String> = []
    for function in candidates where function.kind == .function {
      let parameters = zip(function.parameterLabels, function.parameterHasDefault).enumerated()
      let required = parameters.filter { !$0.element.1 }
      guard required.count == 1 else { continue }
      let (position, (label, _)) = required[0]
      labels.insert(label)
      let type =
        function.parameterTypes.indices.contains(position)
        ? function.parameterTypes[position] : nil
      if let observed, let type, type.text == observed.text { labelsOfType.insert(label) }
    }
    if labels.count == 1 { return labels.first }
    return labelsOfType.count == 1 ? labelsOfType.first : nil
  }

  private func finding(
    _ access: MemberAccess, _ message: String, _ safety: Safety, _ edits: [TextEdit]
  ) -> Finding {
    Finding(
      migrationID: id, range: access.nameToken.range, message: message, safety: safety,
      fix: Fix(edits: edits))
  }
}

/// `handle`, `self.handle`, `model.update`, `handle(value:)`: a function named as a value.
struct FunctionReference {
  let tokens: [Token]
  /// The reference without argument labels: `model.update`.
  let callee: String
  /// The last name: `update`.
  let baseName: String
  /// The labels of a compound name `update(value:)`; nil when none are written.
  let labels: [String]?
  /// A bare name inside a class, where an escaping closure needs `self.`.
  let needsExplicitSelf: Bool

  init?(_ node: Syntax) {
    guard node.kind == .declReferenceExpr || node.kind == .memberAccessExpr else { return nil }
    let tokens = node.tokens
    let open = tokens.firstIndex { $0.kind == .leftParen } ?? tokens.count
    let path = tokens[..<open]
    // identifier (. identifier)*, possibly starting with self.
    for (offset, token) in path.enumerated() {
      let expected = offset % 2 == 0
      if expected
        ? !(token.kind == .identifier || (offset == 0 && token.kind == .kwSelf))
        : token.kind != .period
      {
        return nil
      }
    }
    guard path.count % 2 == 1, let last = path.last, last.kind == .identifier else { return nil }
    if open < tokens.count {
      // (label:label:)
      var labels: [String] = []
      for token in tokens[(open + 1)...] {
        switch token.kind {
        case .identifier: labels.append(token.text)
        case .colon, .rightParen: continue
        default: return nil
        }
      }
      self.labels = labels
    } else {
      self.labels = nil
    }
    self.tokens = tokens
    self.callee = path.map(\.text).joined()
    self.baseName = last.text
    let type = node.ancestor(.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl)
    self.needsExplicitSelf =
      path.count == 1 && (type?.kind == .classDecl || type?.kind == .actorDecl)
  }
}
