import MigrationKit
import SwiftCST

/// `HStack { X; Spacer() }` → `X.frame(maxWidth: .infinity, alignment: .leading)`, with the
/// trailing and centred forms and the `VStack` twins (`maxHeight:`, `.top`/`.bottom`).
/// Behaviour and verdicts: `shared/migrations.md` §1.
///
/// Matching: a `HStack`/`VStack` whose trailing closure holds exactly one view X and one or
/// more `Spacer` statements (`SpacerStack`). Only such stacks are ever reported; a stack with
/// two or more other views is ordinary layout and yields nothing.
/// Refusing: `verdict()` (skip with a diagnostic, or review, with the reasons).
/// Writing: `edit(comments:style:)` moves X to where the stack began and adds the frame.
public struct FullWidthFrame: Migration {
  public let id = "full-width-frame"
  public let summary =
    "Push a single view with .frame(maxWidth:/maxHeight:alignment:), not a stack and a Spacer"
  public let rationale = """
    A stack whose only job is to push one view to an edge, or to centre it, with Spacers is one \
    frame modifier: `HStack { X; Spacer() }` becomes `X.frame(maxWidth: .infinity, alignment: .leading)`, \
    `HStack { Spacer(); X }` the `.trailing` form, `HStack { Spacer(); X; Spacer() }` \
    `X.frame(maxWidth: .infinity)`, and a VStack the same with `maxHeight:` and `.top`/`.bottom`; \
    the stack's own modifiers follow the new frame in their order, and its `alignment:`/`spacing:` \
    arguments are dropped.

    The one layout difference is the reserve: in the stack X can never use the last \
    `spacing + minLength` points beside the Spacer (twice that when centred), while the frame gives X \
    the whole width or height, so a Text longer than the space left by the reserve wraps or truncates \
    a little later after the rewrite.

    Applied by default when X is a Text, Label, non-resizable Image, a Button with such a label, or a \
    view with a fixed width (height in a VStack). Review when a Spacer has a minLength other than 0, X \
    is a view the migration cannot classify, X has .layoutPriority, or the stack is under .fixedSize(), \
    ViewThatFits, a Grid, or a lazy stack or scroll view along the same axis. Left alone, and \
    reported only by `check --verbose` since there is nothing to do, when X is flexible \
    (TextField, Slider, Toggle, Color, a Shape, a resizable Image, GeometryReader, anything with \
    maxWidth:/maxHeight: or .position, or such a view inside X, under an if or a ForEach too), X \
    produces several views or is the caller's generic content (`content()` of a `@ViewBuilder` \
    closure, which may be several), a child is an if, switch, ForEach, Group or #if, a Spacer has \
    modifiers, the Spacers are asymmetric, a comment inside the stack has no obvious place, the \
    stack is a toolbar item's content, or the stack's type is written out in a declaration. When \
    the stack already has a frame that fills the same axis, the alignment goes into that frame \
    instead of a second `.frame`. A stack with two or more views besides its Spacers \
    is ordinary layout and is not reported.
    """
  public let example = (
    before: """
    HStack(spacing: 8) {
        Text(title)
            .font(.headline)
        Spacer()
    }
    .padding()
    """,
    after: """
    Text(title)
        .font(.headline)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    """
  )
  public let safety = Safety.safe

  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    let resolver = Resolver(file: file, index: context.semantic)
    return file.calls(named: ["HStack", "VStack"]).compactMap { call -> Finding? in
      guard let stack = SpacerStack(call.node) else { return nil }
      let range = stack.call.node.range
      let verdict = stack.verdict(resolver: resolver)
      if let skip = verdict.skip {
        var finding = Finding(
          migrationID: id, range: range,
          message: "\(stack.name) with a Spacer left as it is: \(skip)", safety: .diagnostic)
        // A stack left as it is needs nothing from the developer: `--verbose` only.
        finding.isVerboseOnly = true
        return finding
      }
      guard let comments = stack.comments() else {
        var finding = Finding(
          migrationID: id, range: range,
          message:
            "\(stack.name) with a Spacer left as it is: a comment inside it has no obvious place after the rewrite",
          safety: .diagnostic)
        finding.isVerboseOnly = true
        return finding
      }
      var message = "replace the \(stack.name) and Spacer with \(stack.frame)"
      if !verdict.review.isEmpty {
        message += " (review: \(verdict.review.joined(separator: "; ")))"
      }
      return Finding(
        migrationID: id, range: range, message: message,
        safety: verdict.review.isEmpty ? .safe : .review,
        fix: Fix(edits: [stack.edit(comments: comments, style: context.style)]))
    }
    .sorted { $0.range.lowerBound < $1.range.lowerBound }
  }
}

// MARK: - Matching

/// A `HStack`/`VStack` with a trailing closure of exactly one view and one or more Spacers.
struct SpacerStack {
  enum Axis { case horizontal, vertical }

  let call: FunctionCall
  let axis: Axis
  let closure: Closure
  /// X: the one statement that is not a Spacer.
  let view: Syntax
  let spacersBefore: [Syntax]
  let spacersAfter: [Syntax]

  var name: String { axis == .horizontal ? "HStack" : "VStack" }

  init?(_ node: Syntax) {
    guard let call = FunctionCall(node), call.callee.kind == .declReferenceExpr,
      let name = call.callee.firstToken
    else { return nil }
    if name.is("HStack") {
      axis = .horizontal
    } else if name.is("VStack") {
      axis = .vertical
    } else {
      return nil
    }
    guard let closure = call.trailingClosure, closure.signature == nil, closure.rightBrace != nil,
      call.labeledTrailingClosures.isEmpty,
      call.arguments.allSatisfy({ $0.label == "alignment" || $0.label == "spacing" })
    else { return nil }
    var before: [Syntax] = []
    var after: [Syntax] = []
    var view: Syntax?
    for statement in closure.statements {
      if spacerCall(statement) != nil {
        if view == nil { before.append(statement) } else { after.append(statement) }
      } else if view == nil {
        view = statement
      } else {
        return nil  // two or more views: ordinary layout, not this pattern
      }
    }
    guard let view, !(before.isEmpty && after.isEmpty) else { return nil }
    self.call = call
    self.closure = closure
    self.view = view
    self.spacersBefore = before
    self.spacersAfter = after
  }

  /// The stack's own modifiers (`HStack { … }.padding()…`).
  var chain: ModifierChain { ModifierChain(base: call.node) }

  /// The modifier that replaces the stack.
  var frame: String {
    let dimension = axis == .horizontal ? "maxWidth" : "maxHeight"
    let alignment: String? =
      switch (spacersBefore.isEmpty, spacersAfter.isEmpty, axis) {
      case (true, false, .horizontal): "leading"
      case (false, true, .horizontal): "trailing"
      case (true, false, .vertical): "top"
      case (false, true, .vertical): "bottom"
      default: nil
      }
    return ".frame(\(dimension): .infinity\(alignment.map { ", alignment: .\($0)" } ?? ""))"
  }
}

/// The `Spacer(…)` call a statement is made of, with or without modifiers.
func spacerCall(_ statement: Syntax) -> FunctionCall? {
  guard let call = FunctionCall(ModifierChain(outermost: statement).base),
    call.callee.kind == .declReferenceExpr, call.callee.firstToken?.text == "Spacer"
  else { return nil }
  return call
}

// MARK: - Verdict

extension SpacerStack {
  struct Verdict {
    /// Why the stack is left as it is (reported with `--verbose`); nil if it is rewritten.
    var skip: String?
    /// Why the rewrite needs review; empty if it is safe.
    var review: [String] = []
  }

  /// Modifiers that are traits of the stack's child (or write preferences the stack's
  /// parent reads): lifted out of the stack they would apply somewhere else.
  static let traitModifiers: Set<String> = [
    "transition", "zIndex", "id", "tag", "layoutPriority", "preference", "anchorPreference",
    "transformPreference", "transformAnchorPreference",
  ]

  func verdict(resolver: Resolver) -> Verdict {
    if let reason = childIsConditional() { return Verdict(skip: reason) }
    if let reason = shapeProblem() { return Verdict(skip: reason) }
    if let trait = ModifierChain(outermost: view).modifiers.first(where: {
      Self.traitModifiers.contains($0.name)
    }) {
      return Verdict(
        skip:
          "its view has .\(trait.name), which belongs to the stack's child; without the stack it would apply to the stack's place in its parent"
      )
    }
    let arity = resolver.viewArity(of: view)
    if arity.count == .several {
      let what = (arity.root ?? view.leftmostName).map { "`\($0)`" } ?? "its view"
      return Verdict(
        skip:
          "\(what) produces several views; without the stack the frame and every later modifier would apply to each of them"
      )
    }
    if let parameter = resolver.callersContentParameter(of: view) {
      let what = view.leftmostName.map { "`\($0)`" } ?? "its view"
      return Verdict(
        skip:
          "\(what) is the caller's content (a generic `\(parameter)`), which may be several views; without the stack the frame and every later modifier would apply to each of them"
      )
    }
    if let reason = spacersCannotExpand() { return Verdict(skip: reason) }
    if isToolbarItemContent() {
      return Verdict(
        skip:
          "it is a toolbar item's content, which the toolbar lays out at its ideal size: the Spacer pushes nothing, and without the stack the view itself becomes the item (a Button is then styled as a bar button)"
      )
    }
    let sizing = Sizing.of(view, along: axis, in: axis, resolver: resolver)
    if case .flexible(let what) = sizing {
      return Verdict(
        skip:
          "\(what) is flexible, so the stack shares the free space between it and the Spacer while the frame would give it all"
      )
    }
    if namesStackType() { return Verdict(skip: "the stack's type is written out in a declaration") }
    if arity.count == .unknown, let root = arity.root, arity.rootIsReference {
      let unknownViews =
        "cannot tell whether `\(root)` is one view (several would each get the frame)"
      return Verdict(review: [unknownViews] + reviewReasons(sizing: sizing))
    }
    return Verdict(review: reviewReasons(sizing: sizing))
  }

  private func reviewReasons(sizing: Sizing) -> [String] {

    var review: [String] = []
    let spacers = spacersBefore + spacersAfter
    if let odd = spacers.compactMap(spacerCall).first(where: { !hasZeroOrDefaultMinimum($0) }) {
      review.append("\(odd.node.text) keeps a minimum gap the frame does not")
    }
    if case .unknown(let what) = sizing { review.append("cannot tell whether \(what) is flexible") }
    for reason in ancestorReasons() where !review.contains(reason) { review.append(reason) }
    return review
  }

  /// An `if`, `switch` or `#if` child: not one view pushed by Spacers, nothing to do.
  private func childIsConditional() -> String? {
    switch view.kind {
    case .ifExpr: return "its view is an `if`"
    case .switchExpr: return "its view is a `switch`"
    case .ifConfigDecl: return "its view is under `#if`"
    default: return nil
    }
  }

  /// A child or a Spacer that makes the stack more than "one view pushed by Spacers".
  private func shapeProblem() -> String? {
    if let base = FunctionCall(ModifierChain(outermost: view).base),
      base.callee.kind == .declReferenceExpr
    {
      switch base.calleeName {
      case "ForEach": return "its view is a ForEach"
      case "Group": return "its view is a Group, whose views would each get the frame"
      default: break
      }
    }
    if !view.isExpression { return "its other child is not a view" }
    if let inner = FunctionCall(ModifierChain(outermost: view).base),
      ["HStack", "VStack", "ZStack"].contains(inner.calleeName ?? ""),
      let statements = inner.trailingClosure?.statements, !statements.isEmpty,
      statements.allSatisfy({ spacerCall($0) != nil })
    {
      return "its view is a stack of Spacers only, which has nothing to push"
    }
    let file = call.node.file
    if call.node.tokenIndices.contains(where: {
      file.token(at: $0).kind == .poundIdentifier && file.token(at: $0).is("#if")
    }) {
      return "it contains `#if`"
    }
    if (spacersBefore + spacersAfter).contains(where: { spacerCall($0)?.node != $0 }) {
      return "a Spacer has modifiers"
    }
    if spacersBefore.count > 1 || spacersAfter.count > 1 {
      return "several Spacers on one side place the view off the edge and off the centre"
    }
    if let before = spacersBefore.first, let after = spacersAfter.first,
      !sameTokens(before, after)
    {
      return "the Spacers on either side differ (asymmetric)"
    }
    return nil
  }

  /// True if the stack (with its modifiers) is a statement of a `ToolbarItem`,
  /// `ToolbarItemGroup` or `.toolbar { … }` closure.
  private func isToolbarItemContent() -> Bool {
    let statement = chain.outermost
    guard let closureNode = statement.parent, closureNode.kind == .closureExpr,
      Closure(closureNode).statements.contains(statement),
      let owner = closureNode.parent.flatMap(FunctionCall.init)
        ?? closureNode.parent?.parent.flatMap(FunctionCall.init)
    else { return false }
    return ["ToolbarItem", "ToolbarItemGroup", "toolbar"].contains(owner.calleeName ?? "")
  }

  /// True if a declaration around the stack spells out `HStack<…>`/`VStack<…>` (a property's
  /// type or a function's return type), which the frame's type would no longer match.
  private func namesStackType() -> Bool {
    for ancestor in call.node.ancestors {
      let type: Syntax?
      switch ancestor.kind {
      case .patternBinding: type = PatternBinding(ancestor).type
      case .functionDecl: type = FunctionDeclaration(ancestor)?.returnType
      default: continue
      }
      guard let type else { continue }
      let types = [type] + type.descendants
      if types.contains(where: { $0.kind == .identifierType && $0.firstToken?.text == name }) {
        return true
      }
    }
    return false
  }

  /// Review reasons from the views around the stack: nil size proposals along its axis.
  private func ancestorReasons() -> [String] {
    var reasons: [String] = []
    for ancestor in call.node.ancestors {
      guard let outer = FunctionCall(ancestor) else { continue }
      if outer.callee.contains(call.node) {
        // A modifier on the stack or on a view that holds it.
        if outer.calleeName == "fixedSize" {
          reasons.append("under .fixedSize() the stack and the frame have different ideal sizes")
        }
        continue
      }
      guard outer.callee.kind == .declReferenceExpr, let container = outer.calleeName else {
        continue
      }
      switch container {
      case "ViewThatFits":
        reasons.append("inside ViewThatFits the stack and the frame have different ideal sizes")
      case "Grid", "GridRow", "LazyVGrid", "LazyHGrid":
        reasons.append("inside a Grid the stack and the frame may size the cell differently")
      case "LazyVStack" where axis == .vertical, "LazyHStack" where axis == .horizontal:
        reasons.append("inside a \(container) the stack and the frame have different ideal sizes")
      default:
        break
      }
    }
    return reasons
  }

  /// A stack in a `List` or `Form` row, or in a `ScrollView` along its axis, is offered no
  /// length to fill along it: its Spacers are only padding, and removing them changes the
  /// size.
  private func spacersCannotExpand() -> String? {
    for ancestor in call.node.ancestors {
      guard let outer = FunctionCall(ancestor), !outer.callee.contains(call.node),
        outer.callee.kind == .declReferenceExpr, let container = outer.calleeName
      else { continue }
      switch container {
      case "List" where axis == .vertical, "Form" where axis == .vertical:
        return
          "in a \(container) row the Spacers cannot expand (the row is as tall as its content), so they only add padding; without them the row would be shorter"
      case "ScrollView" where scrollAxes(outer).contains(axis):
        let along = axis == .vertical ? "vertical" : "horizontal"
        return
          "in a \(along) ScrollView the Spacers cannot expand along the scroll axis, so they only add padding; without them the content would be shorter"
      default:
        continue
      }
    }
    return nil
  }
}

/// `Spacer()`, `Spacer(minLength: 0)` (or `0.0`, `.zero`, `nil`).
private func hasZeroOrDefaultMinimum(_ spacer: FunctionCall) -> Bool {
  guard let argument = spacer.arguments.first else { return true }
  guard spacer.arguments.count == 1, argument.label == "minLength",
    let value = argument.expression?.text
  else {
    return false
  }
  return ["0", "0.0", ".zero", "nil"].contains(value)
}

/// The axes a `ScrollView(…)` scrolls along (vertical by default; both if not written literally).
private func scrollAxes(_ scrollView: FunctionCall) -> [SpacerStack.Axis] {
  guard
    let axes = scrollView.arguments.first(where: { $0.label == nil || $0.label == "axes" })?
      .expression
  else {
    return [.vertical]
  }
  let text = axes.text
  var result: [SpacerStack.Axis] = []
  if text.contains("horizontal") { result.append(.horizontal) }
  if text.contains("vertical") { result.append(.vertical) }
  return result.isEmpty ? [.horizontal, .vertical] : result
}

/// True if the two nodes have the same tokens (ignoring trivia).
private func sameTokens(_ a: Syntax, _ b: Syntax) -> Bool {
  a.tokens.map(\.text) == b.tokens.map(\.text)
}

extension Syntax {
  /// True for expression nodes (not declarations or statements).
  var isExpression: Bool {
    switch kind {
    case .functionCallExpr, .memberAccessExpr, .declReferenceExpr, .subscriptCallExpr,
      .sequenceExpr,
      .tupleExpr, .postfixIfConfigExpr, .forceUnwrapExpr, .optionalChainingExpr, .tryExpr,
      .awaitExpr,
      .genericSpecializationExpr, .macroExpansionExpr:
      return true
    default:
      return false
    }
  }
}

// MARK: - Comments

extension SpacerStack {
  /// Comments the rewrite keeps: before X (they stay before it) and at the end of X's last
  /// line (they stay there). Nil if any other comment sits inside the stack.
  struct Comments {
    var beforeView: [Range<Int>] = []
    /// From the end of X to the end of a comment that follows it on its line.
    var afterView: Range<Int>?
  }

  func comments() -> Comments? {
    let file = call.node.file
    let first = call.node.tokenIndices.lowerBound
    let brace = closure.rightBrace!.index
    let viewTokens = view.tokenIndices
    let singleLine = isSingleLine
    var result = Comments()
    for index in first...brace {
      let token = file.token(at: index)
      if index != first {
        let found = file.comments(in: token.leadingTriviaRange)
        if !found.isEmpty && index == viewTokens.lowerBound {
          result.beforeView += found
        } else if !found.isEmpty
          && !(viewTokens.lowerBound < index && index < viewTokens.upperBound)
        {
          return nil
        }
      }
      if index != brace {
        let found = file.comments(in: token.trailingTriviaRange)
        if found.isEmpty || (viewTokens.lowerBound <= index && index < viewTokens.upperBound - 1) {
          continue
        }
        if index == viewTokens.upperBound - 1 && !singleLine {
          result.afterView = view.range.upperBound..<found.last!.upperBound
        } else if index == closure.leftBrace.index && index + 1 == viewTokens.lowerBound {
          result.beforeView += found
        } else {
          return nil
        }
      }
    }
    // A `//` comment before X needs a line of its own, which a stack in the middle of a line lacks.
    if !startsLine(call.node.range.lowerBound, in: file.bytes) || singleLine,
      result.beforeView.contains(where: { file.bytes[$0.lowerBound + 1] == UInt8(ascii: "/") })
    {
      return nil
    }
    return result
  }

  var isSingleLine: Bool {
    let file = call.node.file
    return file.location(of: call.node.range.lowerBound).line
      == file.location(of: closure.node.range.upperBound - 1).line
  }
}

// MARK: - Writing

extension SpacerStack {
  /// X moved to where the stack began, with the frame and then the stack's own modifiers.
  ///
  /// - One-line stack: the frame goes inline, the stack's modifiers stay where they are.
  /// - Multi-line stack: X's lines are re-indented from X's indentation to the stack's line's;
  ///   the frame gets its own line, at the indentation of X's own modifier lines if it has
  ///   some, else one unit deeper than X's first line; the stack's modifiers follow at that
  ///   same indentation.
  func edit(comments: Comments, style: SourceStyle) -> TextEdit {
    let file = call.node.file
    let start = call.node.range.lowerBound
    let closureEnd = closure.node.range.upperBound
    let stackIndent = file.indentation(ofLineContaining: start)
    let viewIndent = file.indentation(ofLineContaining: view.range.lowerBound)
    let ownLines = !isSingleLine && startsLine(start, in: file.bytes)
    func moved(_ range: Range<Int>) -> String {
      SourceStyle.reindent(
        file.text(range), from: viewIndent, to: stackIndent, skippingFirstLine: true)
    }

    // Comments before X keep their own lines (where the stack starts a line), or stay inline.
    var text = ""
    for comment in comments.beforeView {
      let endsLine = file.text(comment.upperBound..<view.range.lowerBound).contains {
        $0 == "\n" || $0 == "\r"
      }
      text += moved(comment) + (ownLines && endsLine ? style.lineEnding + stackIndent : " ")
    }
    // Two frames in a row that one expresses are written as one: X's own last frame, or
    // the stack's first modifier, when it only sizes the other axis.
    let ownLast = ModifierChain(outermost: view).modifiers.last
    let mergedWithOwn = ownLast.flatMap { frame(mergedWith: $0) }
    let stackFirst = chain.modifiers.first
    let mergedWithStack = mergedWithOwn == nil ? stackFirst.flatMap { frame(mergedWith: $0) } : nil
    if let mergedWithOwn, let ownLast {
      // The frame's own line keeps its place in the moved block (`moved` leaves a
      // whitespace-only last line as it is).
      var lead = view.range.lowerBound..<ownLast.range.lowerBound
      var indentation = ""
      while lead.count > 0,
        file.bytes[lead.upperBound - 1] == 32 || file.bytes[lead.upperBound - 1] == 9
      {
        lead = lead.lowerBound..<(lead.upperBound - 1)
      }
      if lead.upperBound < ownLast.range.lowerBound, lead.count > 0,
        file.bytes[lead.upperBound - 1] == 10 || file.bytes[lead.upperBound - 1] == 13
      {
        indentation = SourceStyle.movedIndentation(
          file.text(lead.upperBound..<ownLast.range.lowerBound), from: viewIndent, to: stackIndent)
      } else {
        lead = view.range.lowerBound..<ownLast.range.lowerBound
      }
      text += moved(lead) + indentation + mergedWithOwn
    } else {
      text += moved(view.range)
    }
    let newFrame = mergedWithStack ?? frame
    // Where the stack's own modifiers start (after a frame merged into the new one).
    let tailStart = mergedWithStack != nil ? stackFirst!.node.range.upperBound : closureEnd
    if isSingleLine {
      if mergedWithOwn != nil {
        return TextEdit(range: start..<tailStart, replacement: text)
      }
      return TextEdit(range: start..<tailStart, replacement: text + newFrame)
    }
    if let after = comments.afterView { text += moved(after) }
    // At X's own modifier column; after a multi-line call whose last line starts with its
    // closing `}` or `)` (`} label: { … }`, `})`), at that line's column, as Xcode indents
    // `}\n.modifier()`; else one unit deeper.
    let closingLine = closingLineIndentation(of: view).map {
      SourceStyle.movedIndentation($0, from: viewIndent, to: stackIndent)
    }
    let frameIndent =
      modifierLineIndentation(in: view.tokenIndices, of: file).map {
        SourceStyle.movedIndentation($0, from: viewIndent, to: stackIndent)
      } ?? closingLine ?? (stackIndent + style.indentUnit)
    if mergedWithOwn == nil { text += style.lineEnding + frameIndent + newFrame }

    let chainEnd = chain.outermost.range.upperBound
    guard chainEnd > tailStart, let brace = closure.rightBrace,
      let next = mergedWithStack != nil ? stackFirst!.node.lastToken?.next : brace.next
    else {
      return TextEdit(range: start..<max(closureEnd, tailStart), replacement: text)
    }
    // The stack's modifier lines move to the frame's indentation, and what they hold with them.
    let tailTokens = (next.index)..<chain.outermost.tokenIndices.upperBound
    let tailIndent =
      modifierLineIndentation(in: tailTokens, of: file)
      ?? file.indentation(ofLineContaining: brace.range.lowerBound)
    let tail = SourceStyle.reindent(
      file.text(tailStart..<chainEnd), from: tailIndent, to: frameIndent, skippingFirstLine: true)
    if next.isAtStartOfLine {
      // Anything after `}` on its line (a comment) stays on the frame's line.
      text += tail
    } else {
      // `}.modifier`: the modifier starts a line of its own below the frame.
      let trimmed = String(tail.drop { $0 == " " || $0 == "\t" })
      text += style.lineEnding + frameIndent + trimmed
    }
    return TextEdit(range: start..<chainEnd, replacement: text)
  }

  /// For a view over several lines whose last line starts with a closing bracket (`}`,
  /// `)`, `})`): that line's indentation.
  private func closingLineIndentation(of view: Syntax) -> String? {
    guard var token = view.lastToken, let first = view.firstToken,
      !(first.index == token.index)
    else { return nil }
    while !token.isAtStartOfLine, token.index > first.index, let previous = token.previous {
      token = previous
    }
    guard token.isAtStartOfLine, token.index > first.index, token.kind.isClosingBracket else {
      return nil
    }
    return view.file.indentation(ofLineContaining: token.range.lowerBound)
  }

  /// The indentation of the first line among `tokens` that starts with a modifier of the
  /// chain they belong to (a `.` outside any brackets).
  private func modifierLineIndentation(in tokens: Range<Int>, of file: SourceFile) -> String? {
    var depth = 0
    for index in tokens {
      let token = file.token(at: index)
      if token.kind.isOpeningBracket { depth += 1 }
      if token.kind.isClosingBracket { depth -= 1 }
      if depth == 0 && token.kind == .period && token.isAtStartOfLine {
        return file.indentation(ofLineContaining: token.range.lowerBound)
      }
    }
    return nil
  }
}

/// True if only spaces and tabs stand between the start of the line and `offset`.
private func startsLine(_ offset: Int, in bytes: [UInt8]) -> Bool {
  var cursor = offset
  while cursor > 0 {
    let byte = bytes[cursor - 1]
    if byte == 10 || byte == 13 { return true }
    if byte != 32 && byte != 9 { return false }
    cursor -= 1
  }
  return true
}
