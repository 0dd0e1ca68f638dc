import MigrationKit
import SwiftCST

/// `.accentColor(c)` → `.tint(c)`.
///
/// The SDK deprecates `accentColor(_:)` ("Use the asset catalog's accent color or
/// View.tint(_:) instead"); `tint(_: Color?)` (iOS 15, macOS 12, tvOS 15, watchOS 8) takes the
/// same `Color?`. It is not the same setting: an accent colour yields to the user's choice on
/// macOS and some control styles draw a tint differently, so every fix is `review`. `nil`
/// (inherit) is only reported: `tint(nil)` means the app's accent colour, not the enclosing
/// view's. `accentColor(c)` also sets `Color.accentColor` for the views under it and a tint
/// does not: where something under the call reads it (`TintAccentColorReaders`), the call is
/// only reported, naming the readers. Nothing fires where a target predates `tint(_:)` or
/// the targets are unknown; calls that may reach a project method of the same name, or that
/// apply to a type of another module that is not a SwiftUI view
/// (`Resolver.foreignConstruction(heading:)`), are reported instead.
public struct Tint: Migration {
  public let id = "tint"
  public let summary = "Replace the deprecated accentColor(_:) with tint(_:)"
  public let rationale = """
    accentColor(_:) is deprecated ("use the asset catalog's accent color or View.tint(_:) \
    instead"); tint(_: Color?) (iOS 15, macOS 12, tvOS 15, watchOS 8) takes the same Color?. \
    The two are not the same setting, so the fix is review: the documentation says a tint "is \
    always respected" while an accent colour can be overridden by user preference (on macOS \
    the accent colour applies only under the Multicolor accent setting), and some controls \
    draw a tint differently from an accent colour (a bordered button fills with it). \
    accentColor(nil) means "inherit the enclosing accent colour" while tint(nil) falls back \
    to the app's accent colour, so nil is only reported. accentColor(c) also makes \
    Color.accentColor (and the implicit `.accentColor`) mean c for the views under it, and a \
    tint does not: a call under which something reads Color.accentColor is only reported, \
    naming the readers (file:line), because the rename would give them the app's accent \
    colour; have them use the .tint shape style or take the colour, then rename. "Under it" \
    is the modified view's own text, the view-building members of the run it names, and \
    the types of the module it builds, followed through their view-building members (and \
    the modifiers the module declares in View extensions); a \
    reader reached through content a caller passes, another module or a closure property \
    is not seen, so a call with no reader found stays review and its message says what was \
    searched, naming the content its view's callers pass where it shows some (`let content: \
    Content` of a generic view); a reader under a nearer accentColor(d) (not nil) sees d, not this call's \
    colour, and is not counted; a call under which a style of another module is applied \
    (`.buttonStyle(RoundedFillStyle())`, not SwiftUI's) is only reported, because the style \
    is not searched and a style often draws with Color.accentColor; static or top-level values of the module that read Color.accentColor (a text \
    style whose colour is .accentColor) are not followed to where they are used, so that \
    message names them. An implicit `.accentColor` in a file that declares `case accentColor` (a \
    coding key) is not taken as a reader. A call with a comment on its line or just \
    above that speaks of tint or the deprecation, or in a function or property whose own \
    comment names accentColor and speaks of tint or the deprecation, is taken as deliberate \
    and only reported, and so is a call in the else branch of an `if #available(…)` whose first branch calls \
    tint (tint exists below the check too, so accentColor there is a choice). \
    Next to a `.tint(c)` of the same colour (`.tint(c).accentColor(c)`, written while moving \
    from one to the other; also `tint(c)` on the implicit self of a view extension) the call is dropped rather than renamed into a second tint, \
    unless something under it reads Color.accentColor. \
    Project statics named accentColor \
    (Color.accentColor, Theme.accentColor) are not calls and are left alone. Nothing fires \
    where a target is older (unless @available or if #available raises it there) or the \
    targets are unknown; a call that may reach a project method named accentColor is only \
    reported, and so is a call on a chain that starts by constructing a type of another \
    module that is not one of SwiftUI's views (SafariView(url: u).accentColor(.purple)): \
    such a type may declare its own accentColor(_:) returning itself, and a method of it \
    chained after the call would not compile on tint's some View. Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/tint(_:) and \
    developer.apple.com/documentation/swiftui/view/accentcolor(_:).
    """
  public let example = (
    before: """
    Toggle("Notifications", isOn: $notify)
      .accentColor(.orange)
    """,
    after: """
    Toggle("Notifications", isOn: $notify)
      .tint(.orange)
    """
  )
  public let safety = Safety.review
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read `accentColor` declarations, member accesses and calls anywhere.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords(words: ["accentColor"]) }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "accentColor", key: methodKey, in: file)
      + TintAccentColorReaders.facts(in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "accentColor") && context.mayBeAvailable(tintTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "accentColor")
    let methods = ProjectMethods(context.index, key: methodKey, path: context.path)
    var resolver: Resolver?
    return calls.compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "accentColor"), site.labels == ["_"],
        let value = site.call.arguments.first?.expression,
        context.isAvailable(tintTargets, at: call.node)
      else { return nil }
      switch ProjectMethodCheck(
        site, methods, signature: "accentColor(_:)", id: id, context: context
      ) {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      let answering = resolver ?? context.resolver(for: file)
      resolver = answering
      if let type = answering.foreignConstruction(heading: site.receiver) {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "\(type) is a type of another module, not one of SwiftUI's views: this accentColor(_:) may be its own method, which tint(_:) (returning some View) would not replace, and a method of \(type) chained after it would no longer compile: left as is (rename it to tint by hand if it is SwiftUI's modifier)",
          safety: .diagnostic)
      }
      guard value.kind != .nilLiteralExpr else {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "accentColor(nil) inherits the enclosing accent colour; tint(nil) uses the app's: left as is",
          safety: .diagnostic)
      }
      if Self.commentSaysDeliberate(site) {
        // The project's own decision, written next to the call: nothing to ask of the reader.
        return Finding(
          migrationID: id, range: site.range,
          message:
            "a comment at this accentColor(_:) speaks of tint or the deprecation: it looks deliberate, left as is",
          safety: .diagnostic, isVerboseOnly: true)
      }
      if let split = Self.fallbackBesideTint(site, in: file, context: context) {
        // Right as it is while the project supports the systems below the check.
        return Finding(
          migrationID: id, range: site.range,
          message:
            "accentColor(_:) is deprecated, but this call is in the else branch of `\(split.check)` (line \(split.line)), whose first branch uses tint(_:): the project keeps accentColor for the systems below the check on purpose, left as is",
          safety: .diagnostic, isVerboseOnly: true)
      }
      // `.accentColor(.accentColor)`: the colour is the inherited accent itself, so what
      // reads Color.accentColor under the view sees the same colour after the rename.
      let search =
        TintAccentColorReaders.isReader(value, codingKeyInFile: false)
        ? TintAccentColorReaders.Search.ofInheritedAccent
        : TintAccentColorReaders.search(under: site, context: context)
      if search.readers.isEmpty, let style = search.externalStyles.first {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "accentColor(_:) also sets Color.accentColor for the views under it, and tint(_:) does not: the style \(style) applied under this view comes from another module and is not searched, and a style often draws with Color.accentColor: left as is (if it does not read Color.accentColor, rename the call to tint)",
          safety: .diagnostic)
      }
      if let tint = Self.neighbouringTint(of: site, value: value) {
        guard search.readers.isEmpty else {
          return Finding(
            migrationID: id, range: site.range,
            message:
              "the `.tint(\(tint))` next to this accentColor(_:) sets the same colour, but dropping the call also unsets Color.accentColor for the views under it: \(Self.readers(search)) would show the app's accent colour instead: left as is (have the readers use the .tint shape style or take the colour, then drop the call)",
            safety: .diagnostic)
        }
        return Finding(
          migrationID: id, range: site.range,
          message:
            "accentColor(_:) is deprecated, and the `.tint(\(tint))` next to it already sets the same colour: drop the accentColor(_:) call; \(search.noReaders)",
          safety: .review, fix: Fix(edits: [Self.removal(of: site)]))
      }
      if let tint = Self.followingTint(of: site, value: value) {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "accentColor(_:) is deprecated, but the `.tint(\(tint))` right after it already tints the views under it, and renamed, this call would be a tint inside that one, which wins: the views would change colour: left as is (drop the call if `\(tint)` is the colour meant, as it is now)",
          safety: .diagnostic)
      }
      guard search.readers.isEmpty else {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "accentColor(_:) also sets Color.accentColor for the views under it, and tint(_:) does not: \(Self.readers(search)) would show the app's accent colour instead: left as is (have the readers use the .tint shape style or take the colour, then rename the call to tint)",
          safety: .diagnostic)
      }
      return Finding(
        migrationID: id, range: site.range,
        message:
          "accentColor(_:) is deprecated: tint(_:) takes the same colour, but it is always respected where the accent colour yields to the user's choice and some controls draw it differently; \(search.noReaders)",
        safety: .review,
        fix: Fix(edits: [TextEdit(range: site.access.nameToken.range, replacement: "tint")]))
    }
  }

  /// "Color.accentColor read at PageStrip.swift:22 (PageStrip.body)", for a message.
  static func readers(_ search: TintAccentColorReaders.Search) -> String {
    "Color.accentColor read at \(search.named)"
  }

  /// The argument of a `.tint(…)` right before or right after the call in its chain when it
  /// is the same colour as `value` (`.tint(c).accentColor(c)`): renaming would write the tint
  /// twice.
  static func neighbouringTint(of site: ModifierCallSite, value: Syntax) -> String? {
    var neighbours: [FunctionCall] = []
    if let before = FunctionCall(site.receiver) { neighbours.append(before) }
    if let parent = site.call.node.parent, parent.kind == .memberAccessExpr,
      let grand = parent.parent, let after = FunctionCall(grand), after.callee == parent
    {
      neighbours.append(after)
    }
    let colour = value.text.filter { !$0.isWhitespace }
    // `tint(c)` on the implicit self (a view extension's chain) is a receiver too.
    for call in neighbours
    where call.memberAccess?.name == "tint"
      || (call.callee.kind == .declReferenceExpr && call.callee.text == "tint")
    {
      guard call.arguments.count == 1, call.trailingClosure == nil,
        let argument = call.arguments[0].expression, call.arguments[0].label == nil,
        argument.text.filter({ !$0.isWhitespace }) == colour
      else { continue }
      return argument.text
    }
    return nil
  }

  /// The argument of a `.tint(…)` right after the call in its chain in another colour than
  /// `value` (`.accentColor(a).tint(b)`): the views show b, which a `.tint(a)` inside it
  /// would override.
  static func followingTint(of site: ModifierCallSite, value: Syntax) -> String? {
    guard let parent = site.call.node.parent, parent.kind == .memberAccessExpr,
      let grand = parent.parent, let after = FunctionCall(grand), after.callee == parent,
      after.memberAccess?.name == "tint", after.arguments.count == 1,
      after.trailingClosure == nil, after.arguments[0].label == nil,
      let argument = after.arguments[0].expression,
      argument.text.filter({ !$0.isWhitespace }) != value.text.filter({ !$0.isWhitespace })
    else { return nil }
    return argument.text
  }

  /// Deleting the call from its dot, with the line break and indentation before it when the
  /// dot starts a line (comment lines above it stay).
  static func removal(of site: ModifierCallSite) -> TextEdit {
    let dot = site.access.dotToken
    let bytes = site.call.node.file.bytes
    var start = dot.range.lowerBound
    if dot.isAtStartOfLine, let newline = dot.leadingTriviaRange.last(where: { bytes[$0] == 10 }) {
      start = newline > 0 && bytes[newline - 1] == 13 ? newline - 1 : newline
    }
    return TextEdit(range: start..<site.call.node.range.upperBound, replacement: "")
  }

  /// The `if #available(…)` whose else branch holds the call while its first branch calls
  /// tint (`if #available(iOS 16, *) { e.tint(c) } else { e.accentColor(c) }`): tint exists on
  /// both sides of the check, so keeping accentColor below it is a choice, not an oversight.
  /// Nil for a fallback that never runs on the deployment targets: the engine's note there
  /// says to remove the check.
  static func fallbackBesideTint(
    _ site: ModifierCallSite, in file: SourceFile, context: MigrationContext
  ) -> AvailabilitySplit? {
    let splits = AvailabilitySplit.enclosing(fallback: site.call.node)
    if splits.isEmpty { return nil }
    let tints = file.calls(named: "tint")
    guard
      let split = splits.first(where: { split in
        let first = split.firstBranch.range
        return tints.contains {
          let call = $0.node.range
          return first.lowerBound <= call.lowerBound && call.upperBound <= first.upperBound
        }
      }),
      !context.unreachableFallbacks(in: file).contains(where: {
        $0.range.contains(site.range.lowerBound)
      })
    else { return nil }
    return split
  }

  /// A comment on the modifier's line or just above it that mentions tint or the deprecation
  /// (`.accentColor(c) // deprecated, but .tint colors menu buttons`), or the comment of the
  /// function or property holding the call when it names accentColor too.
  static func commentSaysDeliberate(_ site: ModifierCallSite) -> Bool {
    var comments = site.access.dotToken.leadingTrivia
    if let last = site.call.node.lastToken { comments += last.trailingTrivia }
    if comments.contains("//") || comments.contains("/*") {
      let lowered = comments.lowercased()
      if lowered.contains("tint") || lowered.contains("deprecat") { return true }
    }
    // The comment of the function or property holding the call (`/// accentColor, though
    // deprecated, colours the tip's buttons`): it has to name accentColor, as a comment on a
    // whole declaration speaks of more than this call.
    guard
      let holder = site.call.node.ancestors.first(where: {
        $0.kind == .functionDecl || $0.kind == .variableDecl || $0.kind == .subscriptDecl
      }),
      let first = holder.firstToken
    else { return false }
    let lowered = first.leadingTrivia.lowercased()
    return lowered.contains("accentcolor")
      && (lowered.contains("tint") || lowered.contains("deprecat"))
  }
}

private let methodKey = "tint.method"

/// tint(_: Color?): iOS 15, macOS 12, tvOS 15, watchOS 8.
private let tintTargets = minimumVersions(iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
