import MigrationKit
import SwiftCST

/// `if c { V.m(a) } else { V.m(b) }`, where the two branches are one view that differs only in
/// one modifier argument, literals of one kind (numbers, booleans, strings, `Color.x`) →
/// `V.m(c ? a : b)`: one view whose state and identity survive the change (`review`: that
/// changes identity, transitions and animations on purpose). `if c { V }` without `else` is
/// not rewritten (`.opacity` would keep the space); with `--verbose` it is reported when V is
/// a view type that owns `@State`, which starts afresh each time `c` turns true, or starts
/// work with `.task`, which restarts then.
public struct ConditionalModifier: Migration {
  public let id = "conditional-modifier"
  public let summary = "One view with a conditional modifier argument, not two branches"
  public let rationale = """
    The view-structure guide prefers modifiers over conditional views: an if/else whose \
    branches are the same view with a different modifier argument creates two views with two \
    identities, so the view's state is lost and it is replaced with a transition each time \
    the condition changes. When the branches differ only in one argument of one modifier, and \
    both values are literals of one kind (numbers, true/false, strings, Color.x, or colours \
    and members such as .red or .title where the modifier takes one concrete type), the \
    branches become one view with the argument written `condition ? a : b`. This is a review \
    fix: keeping the identity is the point, but the change then animates between the two \
    values instead of swapping views, which may be what the code relied on. An if without \
    else is not rewritten (hiding with opacity keeps the view's space, a different layout); \
    with --verbose it is reported when the view is a view type of the project that owns \
    @State or @StateObject, which starts afresh each time the condition turns true, or \
    starts work with .task, which is cancelled and restarted then (on real code the state \
    was nearly always transient, a focus, a popover, a measured width, and the restart \
    intended, so these notes are not shown by default). A condition that never changes (a \
    static let or top-level let flag) is neither rewritten nor reported: the branches never \
    swap. if let, if case, #available and else-if chains are left alone.
    """
  public let example = (
    before: """
    if isSelected {
      Label(title, systemImage: icon).padding(.horizontal, 16)
    } else {
      Label(title, systemImage: icon).padding(.horizontal, 8)
    }
    """,
    after: """
    Label(title, systemImage: icon).padding(.horizontal, isSelected ? 16 : 8)
    """
  )
  public let safety = Safety.review
  public var group: String? { LayoutPractices.group }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  /// Every finding is at an `if` that `candidate` reads as one view shown under a condition
  /// or two branches of one view that differ in one argument, from the syntax alone (most
  /// `if`s are neither).
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    let tree = file.rawTree
    return tree.nodes(.ifExpr).contains { Self.candidate($0, tree) != nil }
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    // No `mayFind` first: it asks `candidate` of the same `if`s as the walk below, which
    // finds nothing where it would have said no.
    // Made for the first `if` that gets as far as asking it (most files have none).
    var madeResolver: Resolver?
    let tree = file.rawTree
    return tree.nodes(.ifExpr).compactMap { raw -> Finding? in
      guard let (node, condition, branches) = Self.candidate(raw, tree) else { return nil }
      let resolver =
        madeResolver ?? context.resolver(for: file)
      madeResolver = resolver
      guard LayoutPractices.isViewCode(node, resolver) else { return nil }
      let found: Finding?
      switch branches.count {
      case 2: found = merged(node, condition, branches[0], branches[1], context, resolver)
      case 1: found = shownOnlyIf(node, view: branches[0], resolver)
      default: return nil
      }
      // A condition that never changes (`static let` flags): the branches never swap, so
      // there is no identity to keep and no state to lose. Asked last: resolving the
      // condition costs more than both readings above, which most `if`s fail, and neither
      // depends on it.
      guard let found, !resolver.isConstant(condition) else { return nil }
      return found
    }
  }

  /// `if c { V }` alone, with `--verbose` only: V is a view type of the run that owns state
  /// (`@State`, `@StateObject`), which starts afresh each time `c` turns true, or V has a
  /// `.task`, which restarts then. On real code (19 such views in 7 apps) the state was a
  /// focus, a popover flag, a measured width or an animation phase, and the restart of a
  /// `.task` was what the code meant (load when shown).
  private func shownOnlyIf(_ node: Syntax, view: Syntax, _ resolver: Resolver) -> Finding? {
    // The callee resolves to a type only of its name (`onlyView`: a bare name), and a name
    // no type with state ends in is answered without resolving it.
    let chain = ModifierChain(outermost: view)
    if let call = FunctionCall(chain.base),
      let name = call.callee.firstToken?.text, resolver.index.mayOwnState(typeNamed: name),
      case .type(let type) = resolver.resolve(call.callee),
      let owned = Self.ownedState(resolver.index.members(of: type.name))
    {
      return Finding(
        migrationID: id, range: node.range,
        message:
          "\(type.name) owns \(owned) and exists only while the condition holds: its state starts afresh each time it comes back; if it should keep its state, keep the view and hide it (.opacity(0) keeps its space, .hidden() too) or move the state up",
        safety: .diagnostic, isVerboseOnly: true)
    }
    guard chain.has("task") else { return nil }
    return Finding(
      migrationID: id, range: node.range,
      message:
        "this view exists only while the condition holds: its .task is cancelled when it goes and starts again each time it comes back; if it should keep running, keep the view and hide it (.opacity(0) keeps its space, .hidden() too)",
      safety: .diagnostic, isVerboseOnly: true)
  }

  /// The state a view type owns, each kind with its properties in declaration order:
  /// `@State (position, isDragging) and @StateObject (playhead)`. Nil when it owns none.
  static func ownedState(_ members: [MemberInfo]) -> String? {
    var kinds: [(wrapper: String, names: [String])] = []
    for member in members where !member.isStatic {
      guard let wrapper = member.propertyWrapper, ["State", "StateObject"].contains(wrapper)
      else { continue }
      if let position = kinds.firstIndex(where: { $0.wrapper == wrapper }) {
        kinds[position].names.append(member.name)
      } else {
        kinds.append((wrapper, [member.name]))
      }
    }
    guard !kinds.isEmpty else { return nil }
    return kinds.map { "@\($0.wrapper) (\($0.names.joined(separator: ", ")))" }
      .joined(separator: " and ")
  }

  private func merged(
    _ node: Syntax, _ condition: Syntax, _ first: Syntax, _ second: Syntax,
    _ context: MigrationContext, _ resolver: Resolver
  ) -> Finding? {
    guard let difference = ArgumentDifference(first, second),
      !LayoutPractices.hasComments(in: node),
      !LayoutPractices.hasMultilineStringLiteral(in: node)
    else { return nil }
    let file = node.file
    var test = condition.text
    if condition.ownTokens.contains(where: { $0.kind == .infixQuestionMark })
      || condition.descendants(.ternaryMiddle).isEmpty == false
    {
      test = "(\(test))"
    }
    // `.red` is written `Color.red` (a Color of the run's would be what the bare name means).
    let colour =
      difference.writesColour
      ? SwiftUITypeName.written("Color", at: node, resolver: resolver) : nil
    let thenValue = difference.kind.written(difference.thenText, colour: colour?.name)
    let elseValue = difference.kind.written(difference.elseText, colour: colour?.name)
    var ternary = "\(test) ? \(thenValue) : \(elseValue)"
    // `c ? true : false` is `c`, and `c ? false : true` is `!c`.
    switch (thenValue, elseValue) {
    case ("true", "false"): ternary = condition.text
    case ("false", "true"):
      let simple = condition.kind == .declReferenceExpr || condition.kind == .memberAccessExpr
      ternary = simple ? "!" + condition.text : "!(\(condition.text))"
    default: break
    }
    let before = file.text(first.range.lowerBound..<difference.thenNode.range.lowerBound)
    let after = file.text(difference.thenNode.range.upperBound..<first.range.upperBound)
    let text = context.style.reindent(
      before + ternary + after, from: file.indentation(ofLineContaining: first.range.lowerBound),
      to: file.indentation(ofLineContaining: node.range.lowerBound), skippingFirstLine: true)
    return Finding(
      migrationID: id, range: node.range,
      message:
        "both branches are the same view with another .\(difference.modifier) argument: one view with .\(difference.modifier)(…\(test) ? …) keeps its identity and state when the condition changes, and animates between the values instead of swapping views"
        + (colour?.note ?? ""),
      safety: .review,
      fix: Fix(edits: [
        TextEdit(range: node.range, replacement: context.style.withLineEndings(text))
      ]))
  }

  /// What `findings` asks of an `if` before reading it through typed views, on the raw
  /// tree (most `if`s of a project fail it): a statement with no `else if`, whose every
  /// branch holds one statement, a call or a member access (as `onlyView` requires).
  private static func mayHaveOnlyViews(_ node: Int32, _ tree: RawTree) -> Bool {
    let parent = tree.parent(node)
    guard parent >= 0 else { return false }
    switch tree.kind(parent) {
    case .closureExpr, .codeBlock, .sourceFile, .accessorBlock, .switchCase, .ifConfigClause: break
    default: return false
    }
    var blocks = 0
    var child = tree.firstChild(node)
    while child >= 0 {
      switch tree.kind(child) {
      case .ifExpr: return false
      case .codeBlock:
        let statement = tree.firstChild(child)
        guard statement >= 0, tree.nextSibling(statement) < 0,
          tree.kind(statement) == .functionCallExpr || tree.kind(statement) == .memberAccessExpr
        else { return false }
        blocks += 1
      default: break
      }
      child = tree.nextSibling(child)
    }
    return blocks > 0
  }

  /// The `if` at `raw` with its plain condition and its branches' views, when it is one view
  /// under a condition or two views whose tokens differ in one modifier argument
  /// (`ArgumentDifference`, which `merged` asks again).
  private static func candidate(_ raw: Int32, _ tree: RawTree)
    -> (node: Syntax, condition: Syntax, branches: [Syntax])?
  {
    guard mayHaveOnlyViews(raw, tree) else { return nil }
    let node = tree.syntax(raw)
    guard let condition = condition(of: node) else { return nil }
    let blocks = node.children(.codeBlock)
    let branches = blocks.compactMap(onlyView)
    guard branches.count == blocks.count,
      branches.count == 1
        || (branches.count == 2 && ArgumentDifference(branches[0], branches[1]) != nil)
    else { return nil }
    return (node, condition, branches)
  }

  /// A plain Boolean condition: not `if let`, `if case`, `#available` or several clauses.
  private static func condition(of ifNode: Syntax) -> Syntax? {
    guard let list = ifNode.child(.conditionList), let condition = list.onlyChild,
      condition.ownTokens.isEmpty, let expression = condition.onlyChild,
      expression.kind != .macroExpansionExpr, expression.kind != .bindingPatternExpr,
      !(expression.firstToken?.kind == .poundIdentifier)
    else { return nil }
    return expression
  }

  /// The one statement of a branch, if it is a view built by an initializer (`Text(…)`,
  /// `Label(…)`, `RowView(item: item)`), with its modifiers.
  private static func onlyView(_ block: Syntax) -> Syntax? {
    guard let view = block.onlyChild,
      view.kind == .functionCallExpr || view.kind == .memberAccessExpr
    else { return nil }
    let base = ModifierChain(outermost: view).base
    guard let call = FunctionCall(base), call.callee.kind == .declReferenceExpr,
      let name = call.calleeName, name.first?.isUppercase == true
    else { return nil }
    return view
  }
}

/// Where two views, token for token the same, differ: one argument of one modifier, both
/// values literals of one kind.
private struct ArgumentDifference {
  let modifier: String
  let thenNode: Syntax
  let kind: LiteralKind
  /// The values as written in each branch.
  let thenText: String
  let elseText: String

  /// Whether the ternary names Color (`.red` is written `Color.red`).
  var writesColour: Bool { kind == .implicitColour }

  init?(_ first: Syntax, _ second: Syntax) {
    let a = first.tokens
    let b = second.tokens
    guard a.count == b.count else { return nil }
    let differing = a.indices.filter { a[$0].text != b[$0].text || a[$0].kind != b[$0].kind }
    guard let low = differing.first, let high = differing.last else { return nil }
    // The smallest argument of `first` holding every differing token.
    let file = first.file
    let start = a[low].range.lowerBound
    let end = a[high].range.upperBound
    guard var node = smallestNode(in: first, covering: start..<end) else { return nil }
    while node.kind != .argument {
      guard let parent = node.parent, first.contains(parent) else { return nil }
      node = parent
    }
    guard let value = Argument(node).expression, let list = node.parent,
      let call = list.parent.flatMap(FunctionCall.init), let access = call.memberAccess,
      access.base != nil,
      ModifierChain(outermost: first).modifiers.contains(where: { $0.node == call.node })
    else { return nil }
    // The same argument in `second`, by token position.
    let offset = first.tokenIndices.lowerBound
    let valueTokens = value.tokenIndices
    let otherRange =
      b[valueTokens.lowerBound - offset].range
      .lowerBound..<b[valueTokens.upperBound - 1 - offset]
      .range.upperBound
    let otherText = file.text(otherRange)
    guard let kind = LiteralKind(value, modifier: access.name),
      let otherNode = smallestNode(in: second, covering: otherRange),
      otherNode.range == otherRange, LiteralKind(otherNode, modifier: access.name) == kind
    else { return nil }
    modifier = access.name
    thenNode = value
    self.kind = kind
    thenText = value.text
    elseText = otherText
  }
}

/// The literals a ternary can choose between without changing what the modifier receives.
private enum LiteralKind: Equatable {
  case number, boolean, string, colour, implicitColour, implicitMember

  init?(_ node: Syntax, modifier: String) {
    switch node.kind {
    case .integerLiteralExpr, .floatLiteralExpr: self = .number
    case .booleanLiteralExpr: self = .boolean
    case .stringLiteralExpr:
      guard !node.text.contains("\\(") else { return nil }
      self = .string
    case .memberAccessExpr:
      guard let access = MemberAccess(node) else { return nil }
      if let base = access.base {
        guard base.kind == .declReferenceExpr, base.text == "Color" else { return nil }
        self = .colour
      } else if KnownMembers.shapeStyleColors.contains(access.name) {
        self = .implicitColour
      } else if concreteModifiers.contains(modifier) {
        self = .implicitMember
      } else {
        return nil
      }
    default: return nil
    }
  }

  /// `.red` is written `Color.red` (`colour` is how Color is written there): a ternary of
  /// implicit members has no type to look them up in when the modifier is generic
  /// (`foregroundStyle<S: ShapeStyle>`).
  func written(_ text: String, colour: String?) -> String {
    self == .implicitColour ? (colour ?? "Color") + text : text
  }
}

/// Modifiers whose argument has one concrete type, so that `c ? .title : .body` type-checks.
private let concreteModifiers: Set<String> = [
  "font", "fontWeight", "fontDesign", "fontWidth", "multilineTextAlignment", "truncationMode",
  "imageScale", "controlSize", "textCase", "frame", "padding", "symbolVariant",
  "navigationBarTitleDisplayMode",
]

/// The smallest node of `root`'s subtree (itself included) whose range covers `range`.
private func smallestNode(in root: Syntax, covering range: Range<Int>) -> Syntax? {
  var best: Syntax?
  for node in [root] + root.descendants
  where node.range.lowerBound <= range.lowerBound && range.upperBound <= node.range.upperBound {
    if best == nil || node.range.count < best!.range.count { best = node }
  }
  return best
}
