import MigrationKit
import SwiftCST

/// `Section(header: H, footer: F) { C }` → `Section { C } header: { H } footer: { F }`, and the
/// forms with only a header or only a footer.
///
/// The SDK deprecates the view-argument initializers, renamed to the `content:header:footer:`
/// closure forms (iOS 15, macOS 12, tvOS 15, watchOS 8), which build the same section: `safe`.
/// The header and footer move into labelled trailing closures, one line each when the content
/// closes on a line of its own. Nothing fires where a target predates the closure forms, when
/// the targets are unknown, or when the project declares its own `Section` type (an extension
/// of SwiftUI's does not count).
public struct SectionHeaderFooter: Migration {
  public let id = "section-header-footer"
  public let summary =
    "Replace the deprecated Section(header:footer:content:) with the header: and footer: closures"
  public let rationale = """
    Section(header:footer:content:), Section(header:content:) and Section(footer:content:) \
    are deprecated and renamed Section(content:header:footer:) and its shorter forms (iOS 15, \
    macOS 12, tvOS 15, watchOS 8), which take the header and footer as view builders. The \
    same views move into labelled trailing closures after the content, so the section is the \
    same. Calls that pass content: by label are left alone. Nothing fires where a target is \
    older (unless @available or if #available raises it there), when the targets are unknown, \
    or when the project declares its own Section type. Availability from the SDK \
    documentation: developer.apple.com/documentation/swiftui/section/init(content:header:footer:).
    """
  public let example = (
    before: """
    Section(header: Text("Account"), footer: Text("Used for sign-in")) {
      TextField("Email", text: $email)
    }
    """,
    after: """
    Section {
      TextField("Email", text: $email)
    } header: {
      Text("Account")
    } footer: {
      Text("Used for sign-in")
    }
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "Section") && context.mayBeAvailable(sectionTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "Section")
    return calls.compactMap { call in
      let labels = call.arguments.map { $0.label ?? "_" }
      guard call.callee.kind == .declReferenceExpr, let content = call.trailingClosure,
        let close = content.rightBrace, call.labeledTrailingClosures.isEmpty,
        labels == ["header", "footer"] || labels == ["header"] || labels == ["footer"],
        let list = call.argumentList,
        context.isAvailable(sectionTargets, at: call.node),
        context.semantic.type(named: "Section").map({ $0.kind == .extension }) ?? true
      else { return nil }
      let style = context.style
      let multiline = close.isAtStartOfLine
      // A content closure written after a multi-line argument list is often indented a level
      // deeper than the `Section` line (its `}` under the `header:` arguments): without the
      // arguments its lines go back to the Section's depth, as they would have been written.
      // Its lines may also sit a level deeper than its brace, under the last argument's
      // continuation lines (`.font(…)) {`): they go back to one level under the Section.
      let closeIndentation = file.indentation(ofLineContaining: close.range.lowerBound)
      let sectionIndentation = file.indentation(ofLineContaining: call.node.range.lowerBound)
      let argumentsSpanLines =
        multiline
        && file.location(of: list.range.lowerBound).line
          != file.location(of: list.range.upperBound).line
      let linesBase = argumentsSpanLines ? Self.linesBase(of: content, close: close) : nil
      let linesMove =
        linesBase.map { $0 != closeIndentation + style.indentUnit(after: closeIndentation) }
        ?? false
      let moves = argumentsSpanLines && (closeIndentation != sectionIndentation || linesMove)
      let indentation = moves ? sectionIndentation : closeIndentation
      // A block written with tabs in a file of spaces (or the reverse) keeps its own kind.
      let unit = style.indentUnit(after: indentation)
      var closures = ""
      for argument in call.arguments {
        guard let label = argument.label, let view = argument.expression else { return nil }
        if multiline {
          let body = style.reindent(
            view.text, from: Self.base(of: view, unit: unit), to: indentation + unit,
            skippingFirstLine: true)
          closures +=
            " \(label): {" + style.lineEnding + indentation + unit + body
            + style.lineEnding + indentation + "}"
        } else {
          closures += " \(label): { \(view.text) }"
        }
      }
      var contentEdit = TextEdit.insert(style.withLineEndings(closures), at: close.range.upperBound)
      if moves {
        let body = content.leftBrace.range.upperBound..<close.range.upperBound
        var moved = style.reindent(
          file.text(body), from: closeIndentation, to: sectionIndentation, skippingFirstLine: true)
        if linesMove, let linesBase {
          // Up to the closing brace's line, which goes level with the Section.
          let lines =
            content.leftBrace.range.upperBound..<close.range.lowerBound
            - closeIndentation.utf8.count
          moved =
            style.reindent(
              file.text(lines), from: linesBase,
              to: sectionIndentation + style.indentUnit(after: sectionIndentation),
              skippingFirstLine: true) + sectionIndentation + "}"
        }
        // Modifiers chained after the brace on lines of their own, which lined up with it (or
        // a level under it), go with it.
        let chainEnd = ModifierChain(base: call.node).outermost.range.upperBound
        let tail = close.range.upperBound..<max(chainEnd, close.range.upperBound)
        let movedTail =
          file.containsBytes("\n", in: tail)
          ? style.reindent(
            file.text(tail), from: closeIndentation, to: sectionIndentation,
            skippingFirstLine: true) : file.text(tail)
        contentEdit = TextEdit(
          range: body.lowerBound..<tail.upperBound,
          replacement: moved + style.withLineEndings(closures) + movedTail)
      }
      return Finding(
        migrationID: id, range: call.callee.range.lowerBound..<list.range.upperBound,
        message:
          "Section(\(labels.map { $0 + ":" }.joined())content:) is deprecated: the header and footer become view-builder closures",
        safety: .safe,
        fix: Fix(edits: [ArgumentListRemoval.edit(removing: list), contentEdit]))
    }
  }
}

extension SectionHeaderFooter {
  /// The indentation of the content closure's shallowest line between its braces (lines at
  /// column 0, `#if` or commented-out code, do not count); nil when it has none, mixes tabs
  /// and spaces in a line's indentation, or holds a multi-line string (whose lines keep
  /// their place).
  static func linesBase(of content: Closure, close: Token) -> String? {
    let file = content.node.file
    let text = file.text(content.leftBrace.range.upperBound..<close.range.lowerBound)
    guard !text.contains("\"\"\"") else { return nil }
    var shallowest: Substring?
    for line in text.sourceLines().dropFirst() {
      let code = line.drop { $0 == " " || $0 == "\t" }
      guard let first = code.first else { continue }
      let indentation = line[..<code.startIndex]
      // Tabs and spaces mixed have no one width to compare.
      if indentation.contains("\t") && indentation.contains(" ") { return nil }
      if indentation.isEmpty && (first == "#" || code.hasPrefix("//")) { continue }
      if shallowest.map({ indentation.count < $0.count }) ?? true { shallowest = indentation }
    }
    return shallowest.map(String.init)
  }

  /// The depth a view argument's later lines are written relative to, so that they land
  /// under the view's first line as a person writes them: a modifier line one level deeper
  /// (`.font(…)`), a closing line level with it (`}`). Read from the shallowest later line,
  /// since the view often starts mid-line (`Section(header: Text(t)`) with its modifiers
  /// under `header:` or under `Section`. Lines at column 0 (`#if`, commented-out code) do
  /// not count; with tabs, the view's line's indentation.
  static func base(of view: Syntax, unit: String) -> String {
    let lineIndentation = view.file.indentation(ofLineContaining: view.range.lowerBound)
    guard !unit.contains("\t") else { return lineIndentation }
    var shallowest: (width: Int, closes: Bool)?
    for line in view.text.sourceLines(omittingEmpty: true).dropFirst() {
      let text = line.drop { $0 == " " }
      guard let first = text.first else { continue }
      if first == "\t" { return lineIndentation }
      let width = line.count - text.count
      if width == 0 && (first == "#" || text.hasPrefix("//")) { continue }
      if shallowest.map({ width < $0.width }) ?? true {
        shallowest = (width, first == "}" || first == ")" || first == "]")
      }
    }
    guard let shallowest else { return lineIndentation }
    let width = shallowest.closes ? shallowest.width : max(shallowest.width - unit.count, 0)
    return String(repeating: " ", count: width)
  }
}

/// Section(content:header:footer:): iOS 15, macOS 12, tvOS 15, watchOS 8.
private let sectionTargets = minimumVersions(iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
