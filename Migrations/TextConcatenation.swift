import MigrationKit
import SwiftCST

/// `Text(a) + Text(b).bold()` → `Text("\(Text(a))\(Text(b).bold())")`; a plain literal is
/// written in: `Text("Total: ") + Text(b).bold()` → `Text("Total: \(Text(b).bold())")`.
///
/// The 26 SDKs deprecate `+` on Text: a concatenation fixes the order of a sentence's parts,
/// which translations cannot change. The same texts, each with its own modifiers, interpolate
/// into one localized `Text` (`LocalizedStringKey`'s Text interpolation, iOS 14). Only a run of
/// `+` whose every operand is certainly a Text is rewritten: a `Text(…)` call with Text
/// modifiers, a name or call the semantic index types as Text, or a choice between Texts
/// (`TextExpression.isText`). `review`: the result is one
/// localized key (`Total: %@`), looked up in the strings table as a whole.
public struct TextConcatenation: Migration {
  public let id = "text-concatenation"
  public let summary = "Replace the deprecated + on Text with one Text built by interpolation"
  public let rationale = """
    The + operator on Text is deprecated in the 26 SDKs (iOS, macOS, tvOS and watchOS 26): a \
    concatenation fixes the order of a sentence's parts, which a translation into another \
    language, right-to-left ones especially, cannot change. The same texts, each keeping its \
    own modifiers (bold, colour, font), are interpolated into one Text, \
    Text("\\(first)\\(second)"), through LocalizedStringKey's Text interpolation (iOS 14, \
    macOS 11, tvOS 14, watchOS 7); a plain literal Text("Total: ") is written into the new \
    literal as is (Text("Total: \\(Text(price).bold())")), unless it is written as a \
    strings-table key (a letter first, no spaces, dot-separated parts or an underscore: \
    Text("settings.total"); or such a word, or a lowercase one with a hyphen, with its \
    arguments after spaces, as a string catalog writes them: \
    Text("notifications-others-count \\(n)")), which stays a Text of its own \
    (Text("\\(Text("settings.total")):")) so that its table still finds it. A sum written over several lines \
    whose one-line Text would pass 100 columns keeps its line breaks, in a multi-line literal \
    whose breaks are escaped with a backslash (the string has no newline; a space ending its \
    last line is written \\u{20}, which no editor trims), its lines at the indentation of the \
    sum's next line, or where the Text starts when that line lined up under the first operand \
    of a sum in parentheses. Only a run of + whose every operand is certainly a Text is \
    rewritten: Text(…) with Text modifiers, a property, local or function the project \
    declares as Text, or a choice between Texts (`c ? a : b`, `o ?? a`). An operand written over lines only because its modifiers \
    continue on lines of their own (Text(error)⏎.italic()) is interpolated on one line. An \
    operand of unknown type, any other operand or a comment spanning lines, and \
    reduce(Text(""), +) are reported. Review: the new Text's localization key is the whole \
    sentence (Total: %@, or %@%@ without a literal), which a strings table must translate as \
    one key where it translated each literal part before. Nothing \
    fires where a target is older (unless @available or if #available raises it there), \
    when the targets are unknown, or when the project declares its own Text type. Sources: \
    developer.apple.com/documentation/swiftui/text/+(_:_:) and \
    developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo.
    """
  public let example = (
    before: """
    Text("Total: ") + Text(price).bold()
    """,
    after: """
    Text("Total: \\(Text(price).bold())")
    """
  )
  public let safety = Safety.review
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  /// Every finding is at a sequence with a `+` operator, in a file that makes a Text (most
  /// files have none of one or the other), looked up before the targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    guard file.hasCalls(named: "Text"), file.containsBytes("+") else { return false }
    let tree = file.rawTree
    return tree.nodes(.sequenceExpr).contains { Self.hasPlus($0, tree) }
      && context.mayBeAvailable(interpolationTargets, in: file)
  }

  /// Whether a `+` operator is among the tokens of the sequence `node` (read on the raw tree,
  /// without building its operands).
  private static func hasPlus(_ node: Int32, _ tree: RawTree) -> Bool {
    tree.tokens(node).contains(where: {
      tree.tokenKind($0) == .binaryOperator && tree.token($0, is: "+")
    })
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    var findings: [Finding] = []
    var resolver: Resolver?
    let tree = file.rawTree
    for node in tree.nodes(.sequenceExpr) {
      // A concatenation has a `+` of its own: a sequence with no `+` operator anywhere in it
      // (most) is passed over on the raw tree.
      guard Self.hasPlus(node, tree) else { continue }
      let sequence = tree.syntax(node)
      guard sequence.firstOwnToken(where: { $0.kind == .binaryOperator && $0.is("+") }) != nil,
        let operands = TextExpression.concatenationOperands(of: sequence),
        !Self.isParenthesisedOperand(sequence),
        context.isAvailable(interpolationTargets, at: sequence)
      else { continue }
      let currentResolver =
        resolver ?? context.resolver(for: file)
      resolver = currentResolver
      // A Text of the run's own where the sum is (not SwiftUI's only extended: an
      // `extension Text` anywhere in the project changes nothing here).
      if currentResolver.declaresType(named: "Text", at: sequence) { continue }
      let texts = operands.map { TextExpression.isText($0, currentResolver) }
      guard texts.contains(true) else { continue }
      let range = operands.first!.range.lowerBound..<operands.last!.range.upperBound
      // `(a + b)`: the parentheses go with the sum, and so would a comment inside them.
      let parenthesised = Self.parenthesised(sequence)
      if let reason = Self.refusal(
        operands, texts: texts, in: parenthesised ?? sequence,
        range: parenthesised?.range ?? range)
      {
        findings.append(
          Finding(
            migrationID: id, range: range,
            message: "+ on Text is deprecated: interpolate the texts into one Text; \(reason)",
            safety: .diagnostic))
        continue
      }
      let pieces = operands.flatMap(Self.flattened)
      let literals = pieces.map(Self.inlinedLiteral)
      let written = zip(pieces, literals).map { $1 ?? "\\(\(Self.oneLine($0) ?? $0.text))" }
      var message =
        "+ on Text is deprecated: one Text interpolating the same texts keeps their modifiers and lets translations reorder them"
      if literals.contains(where: { $0 != nil }) {
        message +=
          "; the literal texts are written into it, so the strings table looks up the whole sentence as one key, not each part"
      }
      if let key = pieces.lazy.compactMap(Self.keyShapedLiteral).first {
        message +=
          "; \"\(key)\" reads as a strings-table key, so it stays a Text of its own, looked up as before"
      }
      // A Text nested where the sum is (or one a module the file imports may declare).
      let text = SwiftUITypeName.written("Text", at: sequence, resolver: currentResolver)
      let editRange = parenthesised?.range ?? range
      let replacement =
        Self.keptLineBreaks(
          written, of: pieces, name: text.name, replacing: editRange, in: file,
          lineEnding: context.style.lineEnding)
        ?? "\(text.name)(\"\(written.joined())\")"
      // A sum whose line breaks were inside an operand (`Text(a)⏎    .bold() + Text(b)`):
      // the breaks cannot be kept between operands, and on one line past `maxColumns` it is
      // not written as a person would; it is reported, as an operand that spans lines is.
      if pieces.contains(where: { file.containsBytes("\n", in: $0.range) }),
        Self.isTooLongOnOneLine(replacement, replacing: editRange, in: file)
      {
        findings.append(
          Finding(
            migrationID: id, range: range,
            message:
              "+ on Text is deprecated: interpolate the texts into one Text; \(Self.spansLines)",
            safety: .diagnostic))
        continue
      }
      // The operands go into a string literal, where no migration sees them again: a fix
      // inside them (foregroundColor → foregroundStyle) is made first.
      var fix = Fix(edits: [TextEdit(range: editRange, replacement: replacement)])
      fix.yieldsToFixesInside = true
      findings.append(
        Finding(
          migrationID: id, range: range,
          message: message + text.note,
          safety: .review,
          fix: fix))
    }
    for call in file.calls(named: "reduce") {
      guard let arguments = Optional(call.arguments), arguments.count == 2,
        arguments[1].expression?.text == "+",
        let initial = arguments[0].expression,
        TextExpression.isText(
          initial, resolver ?? context.resolver(for: file))
      else { continue }
      findings.append(
        Finding(
          migrationID: id, range: call.node.range,
          message:
            "+ on Text is deprecated: reduce(Text(\"\"), +) concatenates texts; build one Text by interpolation (or join the strings first)",
          safety: .diagnostic))
    }
    return findings
  }

  /// A sum written over several lines whose one-line Text would run past `maxColumns`: a
  /// multi-line literal whose lines break where the sum's did, each break escaped with `\`
  /// so that the string (and its localization key) has no newline, its lines at the
  /// indentation of the sum's continued lines. Nil when the sum is on one line or the one
  /// line is short enough.
  static func keptLineBreaks(
    _ written: [String], of pieces: [Syntax], name: String, replacing range: Range<Int>,
    in file: SourceFile, lineEnding: String
  ) -> String? {
    var lines = [""]
    // What each line shows when all its pieces are literal text (written in, or
    // `Text(verbatim:)` kept as a Text of its own), else nil.
    var shown: [String?] = [""]
    var indentation: String?
    for (index, piece) in pieces.enumerated() {
      if index > 0,
        file.containsBytes("\n", in: pieces[index - 1].range.upperBound..<piece.range.lowerBound)
      {
        lines.append("")
        shown.append("")
        indentation = indentation ?? file.indentation(ofLineContaining: piece.range.lowerBound)
      }
      lines[lines.count - 1] += written[index]
      let literal = inlinedLiteral(piece) ?? verbatimLiteral(piece)
      shown[shown.count - 1] = shown[shown.count - 1].flatMap { line in literal.map { line + $0 } }
    }
    // A piece that is only spaces (`+ Text(" ") +`, or a thin or no-break space) stays at the
    // end of the line before it: on a line of its own it would read as a blank line escaped
    // with `\`. So does one of punctuation alone (`+ Text(".")`, `+ Text(verbatim: ")")`): it
    // ends the text before it, as a person writes it.
    for index in lines.indices.reversed() where index > 0 {
      guard let text = shown[index],
        text.allSatisfy(\.isWhitespace)
          || text.drop(while: { $0.isPunctuation && $0 != "\\" && $0 != "\"" }).allSatisfy(
            \.isWhitespace) && text.first?.isPunctuation == true
      else { continue }
      lines[index - 1] += lines.remove(at: index)
      let joined = shown.remove(at: index)
      shown[index - 1] = shown[index - 1].flatMap { line in joined.map { line + $0 } }
    }
    // A first piece of spaces only (`Text(" ") + …`) starts the line after it, for the same
    // reason.
    if lines.count > 1, let first = shown[0], first.allSatisfy(\.isWhitespace) {
      let head = lines.removeFirst()
      lines[0] = head + lines[0]
      shown.removeFirst()
      shown[0] = shown[0].map { first + $0 }
    }
    // A line starting with spaces (`+ Text(" has invited you")`) leaves them at the end of
    // the line before it, before its `\`: at the start of a line of the literal they read as
    // its indentation, and an editor re-indenting the lines changes the string.
    for index in lines.indices where index > 0 {
      let spaces = lines[index].prefix(while: { $0 == " " || $0 == "\t" })
      guard !spaces.isEmpty, spaces.count < lines[index].count else { continue }
      lines[index - 1] += spaces
      lines[index].removeFirst(spaces.count)
    }
    guard var indentation, lines.count > 1 else { return nil }
    // Lines aligned under the first operand of a sum in parentheses (`(Text(a) +⏎ Text(b))`,
    // as full-width-frame writes one it moves) lined up with what followed `(`: the literal,
    // which starts where `(` stood, lines up one column to the left.
    if file.bytes[range.lowerBound] == UInt8(ascii: "("), indentation.hasSuffix(" "),
      indentation.utf8.count
        == range.lowerBound + 1 - file.lineStart(ofLineContaining: range.lowerBound)
    {
      indentation.removeLast()
    }
    // The one line: what precedes the sum on its first line, the Text, what follows it on
    // its last line.
    let oneLine = name.count + lines.joined().count + 4
    guard lineWidth(replacing: range, byTextOf: oneLine, in: file) > maxColumns else {
      return nil
    }
    // A last line ending in a space would end the string with it before the closing `"""`,
    // where nothing shows it and an editor trimming trailing whitespace removes it: that
    // space is written as an escape (`,\u{20}`), the same string and key.
    if let last = lines.last?.last, last.isWhitespace {
      lines[lines.count - 1].removeLast()
      lines[lines.count - 1] += last.unicodeScalars.map {
        "\\u{" + String($0.value, radix: 16, uppercase: true) + "}"
      }.joined()
    }
    let body = lines.map { indentation + $0 }.joined(separator: "\\" + lineEnding)
    return "\(name)(\"\"\"" + lineEnding + body + lineEnding + indentation + "\"\"\")"
  }

  /// Beyond this a one-line Text replacing a sum written over several lines keeps its breaks.
  static let maxColumns = 100

  static let spansLines =
    "an operand spans lines, which a one-line string cannot hold, so this is not rewritten: by hand, name that operand (`let part = Text(…)…`) and interpolate it (`Text(\"…\\(part)\")`)"

  /// Whether `replacement`, one line, makes the line it is written on run past
  /// `maxColumns`.
  static func isTooLongOnOneLine(
    _ replacement: String, replacing range: Range<Int>, in file: SourceFile
  ) -> Bool {
    !replacement.contains(where: \.isNewline)
      && lineWidth(replacing: range, byTextOf: replacement.count, in: file) > maxColumns
  }

  /// The width of the line once `range` is replaced by one line of `length` characters:
  /// what precedes it on its first line, the replacement, what follows it on its last line.
  static func lineWidth(replacing range: Range<Int>, byTextOf length: Int, in file: SourceFile)
    -> Int
  {
    var lineEnd = range.upperBound
    while lineEnd < file.bytes.count, file.bytes[lineEnd] != 10, file.bytes[lineEnd] != 13 {
      lineEnd += 1
    }
    return file.location(of: range.lowerBound).column - 1 + length + lineEnd - range.upperBound
  }

  /// `(a + b)` as an operand of another concatenation, which rewrites it with its own.
  static func isParenthesisedOperand(_ sequence: Syntax) -> Bool {
    guard let argument = sequence.parent, argument.kind == .argument,
      let tuple = argument.parent, tuple.kind == .tupleExpr,
      let outer = tuple.parent, outer.kind == .sequenceExpr
    else { return false }
    return TextExpression.concatenationOperands(of: outer) != nil
  }

  /// `(a + b)`: the parentheses go with the concatenation (`Text(…)` needs none).
  static func parenthesised(_ sequence: Syntax) -> Syntax? {
    guard let argument = sequence.parent, argument.kind == .argument,
      Argument(argument).label == nil, let tuple = argument.parent, tuple.kind == .tupleExpr,
      tuple.children(.argument).count == 1
    else { return nil }
    return tuple
  }

  /// The operands of a parenthesised concatenation in place of the parentheses, and any
  /// other parenthesised operand (`(c ? a : b)`, `(Text(reason).italic())`) without them:
  /// `\(…)` holds it whole.
  static func flattened(_ operand: Syntax) -> [Syntax] {
    guard operand.kind == .tupleExpr, let element = operand.children(.argument).first,
      operand.children(.argument).count == 1, Argument(element).label == nil,
      let inner = Argument(element).expression,
      !inner.ownTokens.contains(where: { $0.kind == .equal })
    else { return [operand] }
    guard inner.kind == .sequenceExpr,
      let operands = TextExpression.concatenationOperands(of: inner)
    else { return [inner] }
    return operands.flatMap(flattened)
  }

  /// The content of a plain literal `Text("Total: ")` (one unlabelled single-line `"…"`
  /// literal, no modifier), written into the new Text's literal as a person writes it
  /// (`Text("Total: \\(Text(price).bold())")`) rather than interpolated as a Text of its
  /// own: both are localized, and the literal's escapes and interpolations mean the same
  /// in either. Nil for a literal written as a strings-table key (`Text("settings.title")`),
  /// which the table would no longer find inside a longer key, and for anything else
  /// (`Text(verbatim:)`, a raw or multi-line literal, a table or bundle argument, a literal
  /// with a modifier).
  static func inlinedLiteral(_ operand: Syntax) -> String? {
    guard let content = plainLiteral(operand), !LocalizationKey.isKeyShaped(writtenLiteral: content)
    else {
      return nil
    }
    return content
  }

  /// A plain literal written as a strings-table key (`Text("settings.title")`): it stays a
  /// Text of its own, so the table still finds it (`LocalizationKey.isKeyShaped`).
  static func keyShapedLiteral(_ operand: Syntax) -> String? {
    guard let content = plainLiteral(operand), LocalizationKey.isKeyShaped(writtenLiteral: content)
    else {
      return nil
    }
    return content
  }

  /// The content of `Text(verbatim: "…")` (a single-line literal, no modifier), or nil.
  static func verbatimLiteral(_ operand: Syntax) -> String? {
    singleLineLiteral(of: operand, labeled: "verbatim")
  }

  /// The content of a plain literal `Text("…")`, or nil.
  static func plainLiteral(_ operand: Syntax) -> String? {
    singleLineLiteral(of: operand, labeled: nil)
  }

  /// The content of `Text(label: "…")`: one argument with that label (nil: none), a
  /// single-line literal of one token, no closure and no modifier; or nil.
  private static func singleLineLiteral(of operand: Syntax, labeled label: String?) -> String? {
    guard let call = FunctionCall(operand), call.callee.kind == .declReferenceExpr,
      call.callee.text == "Text", call.trailingClosure == nil,
      call.labeledTrailingClosures.isEmpty, call.arguments.count == 1,
      call.arguments[0].label == label, let literal = call.arguments[0].expression,
      literal.kind == .stringLiteralExpr, let token = literal.firstToken, token == literal.lastToken
    else { return nil }
    let text = token.text
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"")
    else { return nil }
    return String(text.dropFirst().dropLast())
  }

  /// An operand written over several lines only because its modifiers continue the chain on
  /// lines of their own (`Text(error)⏎    .italic()`), on one line: `Text(error).italic()`.
  /// Nil when a line break is anywhere else (a closure's statements, a multi-line literal,
  /// an argument list over lines) or a comment is in it: those need their lines.
  static func oneLine(_ operand: Syntax) -> String? {
    let file = operand.file
    var text = ""
    var previous: Token?
    for token in operand.tokens {
      if token.text.contains(where: \.isNewline) { return nil }
      if let previous {
        let gap = file.text(previous.range.upperBound..<token.range.lowerBound)
        if gap.contains("/") { return nil }
        if gap.contains(where: \.isNewline) {
          // `name⏎.bold()`, `)⏎.bold()`: the `.` goes straight after, as on one line.
          let continues: Set<TokenKind> = [
            .identifier, .rightParen, .rightSquare, .rightBrace, .stringLiteral,
            .postfixQuestionMark, .exclamationMark, .kwSelf,
          ]
          guard token.kind == .period, continues.contains(previous.kind) else { return nil }
        } else {
          text += gap
        }
      }
      text += token.text
      previous = token
    }
    return text
  }

  /// Why a concatenation with at least one Text operand is only reported, or nil. `sequence`
  /// is what the fix replaces (the sum, or the parentheses around it), `range` its operands
  /// (or the parentheses): a comment between its tokens would be lost.
  static func refusal(_ operands: [Syntax], texts: [Bool], in sequence: Syntax, range: Range<Int>)
    -> String?
  {
    if let unknown = zip(operands, texts).first(where: { !$0.1 })?.0 {
      return
        "`\(unknown.excerpt(40))` is not certainly a Text, so this is not rewritten: if it is one, write the interpolation by hand"
    }
    // A plain literal is written into the new literal as is, however its call is laid out
    // (`Text(⏎  "…"⏎)`, as a formatter breaks a long argument).
    if operands.contains(where: {
      ($0.text.contains("\n") || $0.text.contains("\r")) && oneLine($0) == nil
        && inlinedLiteral($0) == nil
    }) {
      return spansLines
    }
    let tokens = sequence.tokens.filter {
      $0.range.lowerBound >= range.lowerBound && $0.range.upperBound <= range.upperBound
    }
    if tokens.dropFirst().contains(where: { $0.leadingTrivia.contains("/") })
      || tokens.dropLast().contains(where: { $0.trailingTrivia.contains("/") })
    {
      return
        "a comment in the sum or its parentheses would be lost, so this is not rewritten: write the interpolation by hand and move the comment above it"
    }
    return nil
  }
}

/// LocalizedStringKey's Text interpolation: iOS 14, macOS 11, tvOS 14, watchOS 7.
private let interpolationTargets = minimumVersions(
  iOS: "14", macOS: "11", tvOS: "14", watchOS: "7")
