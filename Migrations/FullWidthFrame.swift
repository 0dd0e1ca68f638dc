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
/// This file holds the Migration conformance and the writing; the comments around a stack are
/// in FullWidthFrameComments.swift, matching and the verdict in FullWidthFrameSites.swift, how X sizes in FullWidthFrameSizing.swift, and
/// folding the new frame into an existing one in FullWidthFrameMerge.swift.
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

    Applied by default when X is a Text (also a `+` of Texts or a choice between Texts, which is one \
    Text), Label, non-resizable Image, a Button, Link, NavigationLink or ShareLink with such a label \
    (or a Menu, where the module does not build for a Mac, whose pop-up button is not modelled), or \
    a view with a fixed width (height in a VStack); a view type, property or function of the \
    run is sized as its body, in whichever file of the run it is declared. Review when X \
    is a view the migration cannot classify, X has .layoutPriority, or the stack is under .fixedSize() \
    along its axis, ViewThatFits, a Grid, or a lazy stack or scroll view along the same axis (not \
    when an overlay or background between them holds the stack: its content is proposed the size \
    of the view it decorates). Review too when the stack is among the views of a view type's \
    body that the run lays out (itself or as part of other view types' bodies) in a List or Form \
    row or a ScrollView along the stack's axis, where its Spacers cannot expand (a view built \
    in a Button's action, a `Task`, or a closure labelled otherwise than a view builder's \
    `content:`, `label:`, `header:` and the like, such as a row's `details:`, is not laid \
    out there; a closure of a view of the run is laid out there when that view's body lays it \
    out among its views, or, where the body does not show, declares it `@ViewBuilder` or a \
    closure returning a view, such as a row's `trailingContent:`, and not when it shows it \
    in a sheet or declares it otherwise, such as `onSelect: () -> Void`), and when the \
    stack is the content of a view type of the run (`Panel { VStack { … } }`) whose body lays that \
    content out there. Review too \
    when a comment left in place (just before the stack, or kept with its view) names the \
    stack's kind or a Spacer, which the rewrite removes, so that it can be reworded, or stood \
    between a Spacer and the view, where it may describe the removed layout in other words. \
    Review too \
    when the stack stands beside another view, on a Spacer's side, in a stack along the same \
    axis whose `spacing:` is written and not surely more than 0 \
    (`HStack(spacing: 0) { HStack { Text(t); Spacer() }; Button(…) }`), with no padding of its \
    own: its spacing and Spacer were all that kept X off that view, and with the frame a long X \
    runs up to it. Left alone, and \
    reported only by `check --verbose` since there is nothing to do, when X is flexible \
    (TextField, Slider, Toggle, Color, a Shape, a resizable Image unless scaled to fit a fixed \
    length across the stack (`.resizable().scaledToFit().frame(height: 24)`), GeometryReader, anything with \
    maxWidth:/maxHeight: or .position, or such a view inside X, under an if or a ForEach too; a \
    text field, slider, toggle, picker or progress bar only along the width, and, where the module \
    builds for watchOS, a Button or link with the default style, which fills the width there, and \
    in a widget a Text that keeps counting (`style: .timer`, `.relative`, `.offset`, \
    `timerInterval:`, also interpolated into its string), which a widget lays out as wide as it \
    is offered; but \
    not a Toggle only macOS compiles, a checkbox as wide as its label, outside a Form, nor a \
    view under .fixedSize() along the axis, which takes its ideal size whatever it is offered), X \
    is a Divider not written inside a stack along the same axis (a Divider draws across the stack \
    it stands in, so without the stack it would follow the one around it), X \
    produces several views or is the caller's generic content (`content()` of a `@ViewBuilder` \
    closure, which may be several), X is read through an optional chain (`badge?.view`, where \
    the frame would join the chain and go with the view when it is nil), X is a Button, link or Menu whose label is several views \
    (which the stack lays out side by side, with its spacing), a child is an if, switch, ForEach, Group or #if, a Spacer has \
    modifiers or a minLength other than 0 (a gap the developer chose, which a frame cannot \
    keep), the Spacers are asymmetric, a comment inside the stack has no obvious place, the \
    stack is a toolbar item's content (also as all of a property or function its file uses \
    only there: `ToolbarItem { backButton }`), or the stack's type is written out in a \
    declaration. When \
    the stack already has a frame that fills the same axis, or fixes it to a size the view \
    certainly fits in (`.frame(width: 44)` around a 16-point image, also when modifiers that \
    keep its size follow the image's frame: `.background`, `.clipShape`, `.offset`; or a \
    width around a Text, which wraps to any width it is offered; a size is a number, a \
    constant `let` of the file with a value, or a sum or product of them: \
    `captionWidth + 20`), the alignment goes into that frame instead of a second `.frame` \
    (a view pushed into a corner by two stacks inside a fixed width and height it fits in \
    gets one `.frame(width:height:alignment:)`); when a later frame of the stack, after padding or modifiers that lay \
    nothing out (`.onAppear`, `.font`), already places X with the same alignment, no frame \
    is added; a later frame that only fills the axis (`.frame(maxWidth: .infinity)`, any \
    alignment), after padding, frames of the other axis or modifiers that keep their view's \
    size (`.background`), is removed, since the new frame makes what it holds exactly its \
    size (one filling both axes too, when the frame written fills both and no frame of the \
    other axis stands between); and X's own last frame on the other axis, followed only by such modifiers \
    (`.multilineTextAlignment`), takes the new size and alignment itself. A `//` comment that ends the line of the stack's \
    only Spacer ends the new frame's line, spaced as it was. A stack with two or more views besides its Spacers \
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

  private static let stacks = TokenNames(["HStack", "VStack"])
  /// Every finding is at an HStack or VStack call with a `Spacer()` statement, which
  /// `SpacerSites` tells on the raw tree.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    // Most files have no Spacer: told by the calls table without making the list.
    guard file.hasCalls(named: "Spacer") else { return false }
    let spacers = file.calls(named: "Spacer")
    guard !spacers.isEmpty else { return false }
    let sites = SpacerSites(spacers, file.rawTree)
    return file.calls(named: Self.stacks).contains { sites.mayBeSpacerStack($0.node.index) }
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    // `mayFind`'s reading, made once: the Spacers, then the stacks that may hold one.
    let spacers = file.calls(named: "Spacer")
    guard !spacers.isEmpty else { return [] }
    let sites = SpacerSites(spacers, file.rawTree)
    // Most stacks have no Spacer statement of their own, or two views besides: passed
    // over on the raw tree before their statements are read through typed views.
    let candidates = file.calls(named: Self.stacks).filter {
      sites.mayBeSpacerStack($0.node.index)
    }
    guard !candidates.isEmpty else { return [] }
    let resolver = context.resolver(for: file)
    return candidates.compactMap { call -> Finding? in
      guard var stack = SpacerStack(call.node) else { return nil }
      stack.length = { resolver.numericValue(of: $0, inFileAt: context.path) }
      stack.isNumberType = { value in
        guard let type = resolver.type(ofValue: value), !type.isOptional else { return false }
        return ["CGFloat", "Double"].contains(type.text)
      }
      let range = stack.call.node.range
      let verdict = stack.verdict(resolver: resolver, context: context)
      if let skip = verdict.skip {
        // A stack left as it is needs nothing from the developer: `--verbose` only.
        return Finding(
          migrationID: id, range: range,
          message: "\(stack.name) with a Spacer left as it is: \(skip)", safety: .diagnostic,
          isVerboseOnly: true)
      }
      guard let comments = stack.comments(), comments.afterSpacer == nil || stack.framePlan.isAdded
      else {
        return Finding(
          migrationID: id, range: range,
          message:
            "\(stack.name) with a Spacer left as it is: a comment inside it has no obvious place after the rewrite",
          safety: .diagnostic, isVerboseOnly: true)
      }
      stack.remember()
      var review = verdict.review
      if stack.keepsCommentNamingRemoved(comments) {
        review.append(
          "a comment left in place names the \(stack.name) or a Spacer, which the rewrite removes: reword it"
        )
      } else if !stack.spacersBefore.isEmpty && !comments.beforeView.isEmpty {
        // Between a Spacer and the view, a comment may say what the Spacer does in words of
        // its own (`// keep the note on the trailing side`): no keyword tells.
        review.append(
          "a comment between a Spacer and its view stays above the view and may describe the layout the rewrite removes: check it"
        )
      }
      let tagLine = stack.chain.outermost.closingTagLine(naming: stack.name)
      var message = stack.fixDescription
      if !review.isEmpty {
        message += " (review: \(review.joined(separator: "; ")))"
      }
      return Finding(
        migrationID: id, range: range, message: message,
        safety: review.isEmpty ? .safe : .review,
        fix: Fix(
          edits: [stack.edit(comments: comments, style: context.style)]
            + (tagLine.map { [TextEdit(range: $0, replacement: "")] } ?? []),
          // A `// </HStack>` after the closing brace, or on the line after the stack's last
          // modifier, names the stack the rewrite removes.
          removedComments: (stack.closure.rightBrace?.closingTagComment(naming: stack.name).map {
            [$0]
          } ?? []) + (tagLine.map { [$0] } ?? [])))
    }
    .sorted { $0.range.lowerBound < $1.range.lowerBound }
  }
}

// MARK: - Writing

extension SpacerStack {
  /// X moved to where the stack began, with the frame and then the stack's own modifiers.
  ///
  /// - One-line stack: the frame goes inline, the stack's modifiers stay where they are.
  /// - Multi-line stack: X's lines are re-indented from X's indentation to the stack's line's;
  ///   the frame gets its own line, at the indentation of X's own modifier lines if it has
  ///   some, else of X's closing line, else of the modifier lines of the one-line views beside
  ///   the stack, else one unit deeper than X's first line; the stack's modifiers follow at
  ///   that same indentation.
  func edit(comments: Comments, style: SourceStyle) -> TextEdit {
    let file = call.node.file
    let start = call.node.range.lowerBound
    let closureEnd = closure.node.range.upperBound
    let stackIndent = file.indentation(ofLineContaining: start)
    let viewIndent = file.indentation(ofLineContaining: view.range.lowerBound)
    let ownLines = !isSingleLine && startsLine(start, in: file.bytes)
    func moved(_ range: Range<Int>) -> String {
      style.reindent(
        file.text(range), from: viewIndent, to: stackIndent, skippingFirstLine: true)
    }

    // Comments before X keep their own lines (where the stack starts a line), or stay inline.
    // Code commented out at column 0 (Xcode's ⌘/) stays there, as `reindent` keeps it: when
    // such a line comes first, the edit starts at the beginning of the stack's line.
    let atColumnZero = { (comment: Range<Int>) in
      ownLines && comment.lowerBound > 0 && file.bytes[comment.lowerBound + 1] == 47
        && (file.bytes[comment.lowerBound - 1] == 10 || file.bytes[comment.lowerBound - 1] == 13)
    }
    let editStart =
      comments.beforeView.first.map(atColumnZero) == true ? start - stackIndent.utf8.count : start
    var text = ""
    var atLineStart = editStart != start
    for comment in comments.beforeView {
      // Bytes, not Characters: a `\r\n` is one Character, equal to neither "\n" nor "\r".
      let endsLine = file.bytes[comment.upperBound..<view.range.lowerBound].contains {
        $0 == 10 || $0 == 13
      }
      if atColumnZero(comment) {
        text += file.text(comment)
      } else {
        text += (atLineStart ? stackIndent : "") + moved(comment)
      }
      atLineStart = ownLines && endsLine
      text += atLineStart ? style.lineEnding : " "
    }
    if atLineStart { text += stackIndent }
    // Two frames in a row that one expresses are written as one: X's own last frame (with
    // only layout-inert modifiers after it, which then follow the merged frame), or the
    // stack's first modifier, when it only sizes the other axis.
    let plan = framePlan
    var ownLast: Modifier?
    var mergedWithOwn: String?
    var stackFirst: Modifier?
    var mergedWithStack: String?
    // Nothing to write when the stack's own frames already fill the axis the same way.
    var newFrame = ""
    switch plan {
    case .added(let frame): newFrame = frame
    case .mergedIntoOwn(let own, let merged): (ownLast, mergedWithOwn) = (own, merged)
    case .mergedIntoStack(let first, let merged):
      (stackFirst, mergedWithStack, newFrame) = (first, merged, merged)
    case .mergedIntoStackFrames(_, let fixed, let merged):
      // The filling frame goes with the fixed one: the stack's modifiers start after both.
      (stackFirst, mergedWithStack, newFrame) = (fixed, merged, merged)
    case .placedByStack: break
    case .mergedAcrossPadding(_, let merged): newFrame = merged
    case .mergedIntoStackPastPadding: break
    }
    // The stack's frame past its padding, written again as the merged frame.
    let laterStackFrame: (range: Range<Int>, text: String)? =
      if case .mergedIntoStackPastPadding(let later, let merged) = plan {
        (later.range, merged)
      } else { nil }
    // X's frame behind its padding goes: the merged frame is written after X.
    let removedOwnFrame: Range<Int>? =
      if case .mergedAcrossPadding(let own, _) = plan { frameRemoval(own) } else { nil }
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
          file.text(lead.upperBound..<ownLast.range.lowerBound), from: viewIndent, to: stackIndent,
          unit: style.indentUnit)
      } else {
        lead = view.range.lowerBound..<ownLast.range.lowerBound
      }
      text +=
        moved(lead) + indentation + mergedWithOwn
        + moved(ownLast.range.upperBound..<view.range.upperBound)
    } else if view.kind == .sequenceExpr {
      // `Text(a) + Text(b)`, `c ? x : y`: a modifier after them would bind to the last operand.
      // The `(` moves the first line one column right, and the lines aligned with it too.
      text += "(" + shiftingLines(alignedAfterOpening(view), of: moved(view.range)) + ")"
    } else if let removedOwnFrame {
      text +=
        movedView(
          view.range.lowerBound..<removedOwnFrame.lowerBound, indentation: viewIndent,
          to: stackIndent, style: style)
        + movedView(
          removedOwnFrame.upperBound..<view.range.upperBound, indentation: viewIndent,
          to: stackIndent, style: style)
    } else {
      text += movedView(view.range, indentation: viewIndent, to: stackIndent, style: style)
    }
    // Where the stack's own modifiers start (after a frame merged into the new one, or after
    // a `// </HStack>` that names the stack this removes).
    let tailStart =
      mergedWithStack != nil
      ? stackFirst!.node.range.upperBound
      : closure.rightBrace?.closingTagComment(naming: name)?.upperBound ?? closureEnd
    // A later frame of the stack that the new frame leaves nothing to do goes.
    let removal = redundantStackFrame?.removal
    if isSingleLine {
      let frame = mergedWithOwn != nil ? "" : newFrame
      if let laterStackFrame {
        return TextEdit(
          range: editStart..<laterStackFrame.range.upperBound,
          replacement: text + file.text(tailStart..<laterStackFrame.range.lowerBound)
            + laterStackFrame.text)
      }
      guard let removal else {
        return TextEdit(range: editStart..<tailStart, replacement: text + frame)
      }
      return TextEdit(
        range: editStart..<removal.upperBound,
        replacement: text + frame + file.text(tailStart..<removal.lowerBound))
    }
    if let after = comments.afterView { text += moved(after) }
    // At X's own modifier column; after a multi-line call whose last line starts with its
    // closing `}` or `)` (`} label: { … }`, `})`), at that line's column, as Xcode indents
    // `}\n.modifier()`; else one unit deeper.
    let closingLine = closingLineIndentation(of: view).map {
      SourceStyle.movedIndentation($0, from: viewIndent, to: stackIndent, unit: style.indentUnit)
    }
    let frameIndent =
      modifierLineIndentation(in: view.tokenIndices, of: file).map {
        SourceStyle.movedIndentation(
          $0, from: viewIndent, to: stackIndent, unit: style.indentUnit)
      } ?? closingLine ?? siblingModifierIndentation(at: stackIndent)
      ?? (stackIndent + style.indentUnit)
    if mergedWithOwn == nil, !newFrame.isEmpty {
      text += style.lineEnding + frameIndent + newFrame
      if let comment = comments.afterSpacer { text += file.text(comment) }
    }

    let outermost = chain.outermostThroughIfConfigs
    let chainEnd = outermost.range.upperBound
    guard chainEnd > tailStart, let brace = closure.rightBrace,
      let next = mergedWithStack != nil ? stackFirst!.node.lastToken?.next : brace.next
    else {
      return TextEdit(range: editStart..<max(closureEnd, tailStart), replacement: text)
    }
    // The stack's modifier lines move to the frame's indentation, and what they hold with them.
    let tailTokens = (next.index)..<outermost.tokenIndices.upperBound
    let tailIndent =
      modifierLineIndentation(in: tailTokens, of: file)
      ?? file.indentation(ofLineContaining: brace.range.lowerBound)
    let tailText =
      laterStackFrame.map {
        file.text(tailStart..<$0.range.lowerBound) + $0.text
          + file.text($0.range.upperBound..<chainEnd)
      }
      ?? removal.map {
        file.text(tailStart..<$0.lowerBound) + file.text($0.upperBound..<chainEnd)
      }
      ?? file.text(tailStart..<chainEnd)
    let tail = style.reindent(
      tailText, from: tailIndent, to: frameIndent, skippingFirstLine: true)
    if next.isAtStartOfLine {
      // Anything after `}` on its line (a comment) stays on the frame's line; blanks alone
      // at the end of that line go with the brace.
      let rest = tail.drop { $0 == " " || $0 == "\t" }
      text += rest.first?.isNewline == true ? String(rest) : tail
    } else {
      // `}.modifier`: the modifier starts a line of its own below the frame.
      let trimmed = String(tail.drop { $0 == " " || $0 == "\t" })
      text += style.lineEnding + frameIndent + trimmed
    }
    return TextEdit(range: editStart..<chainEnd, replacement: text)
  }

  /// The lines of `view` (0 its first) that move one column right with its first line when
  /// a `(` is written before it: those that start at the column of `view`'s first token
  /// (`+ Text(b)` under `Text(a)`) or of a token right after an opening bracket of a line
  /// that moves (arguments aligned under the first one), so they stay lined up with it.
  private func alignedAfterOpening(_ view: Syntax) -> Set<Int> {
    let file = view.file
    guard let first = view.firstToken else { return [] }
    let firstLine = file.location(of: first.range.lowerBound).line
    var lines: Set<Int> = []
    var anchors: Set<Int> = [file.location(of: first.range.lowerBound).column]
    var lineMoves = true
    var previous: Token?
    for index in view.tokenIndices {
      let token = file.token(at: index)
      let location = file.location(of: token.range.lowerBound)
      if index != first.index && token.isAtStartOfLine {
        lineMoves = anchors.contains(location.column)
        if lineMoves { lines.insert(location.line - firstLine) }
      } else if lineMoves, let previous, previous.kind.isOpeningBracket {
        anchors.insert(location.column)
      }
      previous = token
    }
    return lines
  }

  /// `text` with one space added after the indentation of each line numbered in `lines`.
  private func shiftingLines(_ lines: Set<Int>, of text: String) -> String {
    guard !lines.isEmpty else { return text }
    var output: [UInt8] = []
    for (number, line) in UnifiedDiff.lines(Array(text.utf8)).enumerated() {
      guard lines.contains(number) else {
        output += line
        continue
      }
      let indentation = line.prefix { $0 == 32 || $0 == 9 }
      output += indentation + [32] + line.dropFirst(indentation.count)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// How the statements beside the stack (in the closure it stands in) indent the first
  /// modifier line of a one-line view that starts a line at the stack's column, when every
  /// one that shows it agrees (`Text(day)` with `.frame(width: 80)` below it at the same
  /// column): X is such a view after the rewrite, so its frame follows their layout. Nil
  /// when none shows it.
  private func siblingModifierIndentation(at stackIndent: String) -> String? {
    let outermost = chain.outermost
    guard let parent = outermost.parent, let closure = Closure(checking: parent) else {
      return nil
    }
    let file = outermost.file
    var found: String?
    for sibling in closure.statements where sibling != outermost {
      let siblingChain = ModifierChain(outermost: sibling)
      let base = siblingChain.base
      guard !siblingChain.modifiers.isEmpty, let first = base.firstToken,
        let last = base.lastToken, first.isAtStartOfLine,
        file.location(of: first.range.lowerBound).line
          == file.location(of: last.range.lowerBound).line,
        file.indentation(ofLineContaining: first.range.lowerBound) == stackIndent,
        let indentation = modifierLineIndentation(
          in: (last.index + 1)..<sibling.tokenIndices.upperBound, of: file)
      else { continue }
      if let found, found != indentation { return nil }
      found = indentation
    }
    return found
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
  /// chain they belong to (a `.` outside any brackets), or with an indented `#if` before
  /// any such line: the directive stands at the chain's depth, and the modifiers inside
  /// its block may be written one level deeper (`#if os(iOS)` ↵ `  .padding()`), so
  /// they would give the block's depth, not the chain's. A directive at column 0 is no
  /// guide to the chain's depth.
  private func modifierLineIndentation(in tokens: Range<Int>, of file: SourceFile) -> String? {
    var depth = 0
    for index in tokens {
      let token = file.token(at: index)
      if token.kind.isOpeningBracket { depth += 1 }
      if token.kind.isClosingBracket { depth -= 1 }
      guard depth == 0, token.isAtStartOfLine else { continue }
      if token.kind == .period {
        return file.indentation(ofLineContaining: token.range.lowerBound)
      }
      if token.kind == .poundIdentifier, token.is("#if") {
        let indentation = file.indentation(ofLineContaining: token.range.lowerBound)
        if !indentation.isEmpty { return indentation }
      }
    }
    return nil
  }
}

/// True if only spaces and tabs stand between the start of the line and `offset` (also read
/// by FullWidthFrameComments.swift).
func startsLine(_ offset: Int, in bytes: [UInt8]) -> Bool {
  var cursor = offset
  while cursor > 0 {
    let byte = bytes[cursor - 1]
    if byte == 10 || byte == 13 { return true }
    if byte != 32 && byte != 9 { return false }
    cursor -= 1
  }
  return true
}
