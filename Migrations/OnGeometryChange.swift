import MigrationKit
import SwiftCST

/// A `GeometryReader` in a `.background`/`.overlay` that only copies a value from its proxy
/// into state (`Color.clear` with `.onAppear`/`.onChange(of:)`, or a preference read back
/// by `.onPreferenceChange` on the same view) → `.onGeometryChange(for: T.self) { … }
/// action: { state = $0 }`, with the value the action stored (a derived `Bool` stays a
/// `Bool`, so the action runs only when it changes). `review`; only where
/// `onGeometryChange(for:of:action:)` exists (iOS 16, macOS 13, tvOS 16, watchOS 9).
public struct OnGeometryChange: Migration {
  public let id = "on-geometry-change"
  public let summary =
    "Read geometry into state with onGeometryChange, not a GeometryReader in a background"
  public let rationale = """
    The layout guide warns against GeometryReaders and preference chains used only to learn \
    a size, and the geometry-changes guide shows the replacement: \
    onGeometryChange(for:of:action:) runs a transform on the view's GeometryProxy and calls \
    the action only when the transformed value changes. A GeometryReader in a background or \
    overlay whose only content is Color.clear copying one value into a property, with \
    onAppear and onChange(of:), or with preference(key:value:) read back by \
    onPreferenceChange later in the same view's modifiers, becomes \
    .onGeometryChange(for: T.self) { value } action: { property = $0 }. The value is the one \
    the action stored: proxy.size (CGSize), proxy.frame(in: .global) or .named(…) (CGRect), \
    or a smaller value derived from them (isWide = proxy.size.width > 600 makes the transform \
    return that Bool, so the action runs only when it flips). The type comes from the \
    resolver; when it is not known, or the value reads names other than the proxy (the \
    transform closure is @Sendable), the reader is reported and left alone. The PreferenceKey \
    of a rewritten chain has no other use afterwards, and the message says to delete it. This \
    is a review fix: the action now runs on appear and whenever the value changes, also where \
    the original only read it on appear (or missed the first value), and SwiftUI no longer \
    lays out a GeometryReader in the background. It is made only where every deployment \
    target has onGeometryChange (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1; \
    back-deployed from the Xcode 16 SDK). A GeometryReader that lays out content, a \
    preference read elsewhere, or a key used by other views is left alone.
    """
  public let example = (
    before: """
    content
      .background(
        GeometryReader { proxy in
          Color.clear
            .onAppear { isWide = proxy.size.width > 600 }
            .onChange(of: proxy.size) { size in isWide = size.width > 600 }
        }
      )
    """,
    after: """
    content
      .onGeometryChange(for: Bool.self) { $0.size.width > 600 } action: { isWide = $0 }
    """
  )
  public let safety = Safety.review
  public var group: String? { LayoutPractices.group }
  public var usesProjectIndex: Bool { true }
  /// Its facts read the preference modifiers' calls anywhere.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords(words: Self.preferenceAPIs.names) }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  /// Every preference key named in a preference API of the file (`preference(key: K.self,
  /// …)`, `onPreferenceChange(K.self)`, …), once per use: a chain is rewritten only when
  /// its two uses are the key's only ones in the run.
  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    var facts: [ProjectFact] = []
    for call in file.calls(named: Self.preferenceAPIs) {
      guard let first = FunctionCall(call.node)?.arguments.first,
        let key = GeometryStateCopy.keyName(first.expression)
      else { continue }
      facts.append(ProjectFact(key: Self.keyUses, value: key))
    }
    return facts
  }

  private static let keyUses = "on-geometry-change.preference-key"
  // Looked up in every file: the names' keys are worked out once (`TokenNames`).
  private static let preferenceAPIs = TokenNames([
    "preference", "onPreferenceChange", "transformPreference", "anchorPreference",
    "transformAnchorPreference", "backgroundPreferenceValue", "overlayPreferenceValue",
  ])

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "GeometryReader")
      && context.mayBeAvailable(LayoutPractices.onGeometryChangeTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "GeometryReader")
    let resolver = context.resolver(for: file)
    return calls.compactMap { call -> Finding? in
      guard let copy = GeometryStateCopy(reader: call),
        context.isAvailable(LayoutPractices.onGeometryChangeTargets, at: call.node),
        LayoutPractices.isViewCode(call.node, resolver)
      else { return nil }
      if case .preference(let key, _) = copy.timing {
        // Another view setting or reading the key makes it a real preference flow.
        let uses = context.index.derived("uses", fromFactsFor: Self.keyUses) { facts in
          facts.reduce(into: [String: Int]()) { $0[$1.value, default: 0] += 1 }
        }
        guard uses[key] == 2 else { return nil }
      }
      return finding(copy, resolver, context.style)
    }
  }

  private func finding(_ copy: GeometryStateCopy, _ resolver: Resolver, _ style: SourceStyle)
    -> Finding?
  {
    let range = copy.decoration.range
    let what = copy.value
    if let other = copy.otherName {
      return report(
        copy,
        "this GeometryReader only copies a value into \(copy.target): .onGeometryChange(for:of:action:) does that without a view; not rewritten, since the value reads \(other) besides the geometry (the transform closure is @Sendable): return the geometry part from the transform and derive the rest in the action"
      )
    }
    let type =
      copy.typed.expression.flatMap { resolver.type(of: $0) }
      ?? copy.typed.assignment.flatMap { assignedValueType($0, copy, resolver) }
    guard let type else {
      return report(
        copy,
        "this GeometryReader only copies \(what) into \(copy.target): .onGeometryChange(for: <type>.self) { \(copy.value) } action: { \(copy.target) = $0 } does that without a view; not rewritten, since the value's type is not known here"
      )
    }
    guard !hasComments(copy) else { return nil }
    var edits = [
      TextEdit(range: range, replacement: replacement(copy, type: type, at: range, style))
    ]
    var note = ""
    switch copy.timing {
    case .appearAndChange: break
    case .appearOnly:
      note = " The original read it once, on appear; the action now also runs when it changes."
    case .changeOnly:
      note =
        " The original did not read it on appear; the action now runs with the first value too."
    case .preference(let key, let reader):
      // The reader goes with the line it started on.
      let start = reader.memberAccess.dotToken.previous?.range.upperBound ?? reader.range.lowerBound
      edits.append(TextEdit(range: start..<reader.range.upperBound, replacement: ""))
      note = Self.keyNote(key, removing: [range, reader.range], in: copy.decoration.node.file)
    }
    return Finding(
      migrationID: id, range: range,
      message:
        "this GeometryReader only copies \(what) into \(copy.target): .onGeometryChange(for: \(type.text).self) reads it without a view, and calls the action only when the value changes.\(note)",
      safety: .review,
      fix: Fix(
        edits: edits.map {
          TextEdit(range: $0.range, replacement: style.withLineEndings($0.replacement))
        }))
  }

  /// The type of the value `assignment` stores, its action parameter (if the value
  /// derives from one) taken to have the type of what it stands for.
  private func assignedValueType(
    _ assignment: Syntax, _ copy: GeometryStateCopy, _ resolver: Resolver
  ) -> TypeReference? {
    guard let parameter = copy.parameter, let value = assignment.children.last,
      let binding = resolver.local(named: parameter.name, at: value),
      let type = resolver.type(of: parameter.value)
    else { return resolver.assignedValueType(of: assignment) }
    return resolver.assuming([binding.offset: type]).assignedValueType(of: assignment)
  }

  /// What becomes of the preference key once the fix removes its two uses (the run has no
  /// other preference use of it): deleted when this file declares it `private` or
  /// `fileprivate` and names it nowhere else (`K.defaultValue` starting a state keeps it); a
  /// key declared elsewhere may have other readers, which the run's preference uses do not
  /// count.
  static func keyNote(_ key: String, removing removed: [Range<Int>], in file: SourceFile)
    -> String
  {
    let declaration = (file.nodes(.structDecl) + file.nodes(.enumDecl)).lazy
      .compactMap(TypeDeclaration.init)
      .first { $0.name == key }
    let named = file.root.tokens.filter { token in
      token.kind == .identifier && token.text == key
        && !removed.contains { $0.contains(token.range.lowerBound) }
        && token != declaration?.keywordToken?.next
    }
    guard named.isEmpty else { return " \(key) is still read elsewhere: keep its declaration." }
    guard let declaration,
      declaration.header.hasModifier("private") || declaration.header.hasModifier("fileprivate")
    else { return " If nothing else reads \(key), delete its declaration." }
    return " \(key) has no other use then: delete its declaration."
  }

  private func report(_ copy: GeometryStateCopy, _ message: String) -> Finding {
    Finding(
      migrationID: id, range: copy.decoration.range, message: message, safety: .diagnostic)
  }

  /// `.onGeometryChange(for: T.self) { $0.size } action: { size = $0 }`; the proxy keeps
  /// its name when the value reads it more than once. Written in place of `range`, a line
  /// that would be longer than `LineWidth.limit` and than every line it replaces has each
  /// closure's body on a line of its own, as people break it.
  private func replacement(
    _ copy: GeometryStateCopy, type: TypeReference, at range: Range<Int>, _ style: SourceStyle
  ) -> String {
    let value = SourceFile(text: copy.value)
    let uses = value.root.tokens.filter { token in
      token.kind == .identifier && token.text == copy.proxy && token.previous?.kind != .period
    }
    var (head, body) = ("", "\(copy.proxy) in \(copy.value)")
    if uses.count == 1 {
      body =
        value.text(0..<uses[0].range.lowerBound) + "$0"
        + value.text(uses[0].range.upperBound..<value.bytes.count)
    } else {
      (head, body) = (" \(copy.proxy) in", copy.value)
    }
    let start = ".onGeometryChange(for: \(type.text).self) {"
    let action = "\(copy.target) = $0"
    let line = start + "\(head) \(body) } action: { \(action) }"
    let file = copy.decoration.node.file
    guard LineWidth.isTooLong(line, at: range.lowerBound, replacingTo: range.upperBound, in: file)
    else { return line }
    let lineStart = file.lineStart(ofLineContaining: range.lowerBound)
    let indentation = String(
      decoding: file.bytes[lineStart..<range.lowerBound].prefix { $0 == 32 || $0 == 9 },
      as: UTF8.self)
    let inner = indentation + style.indentUnit(after: indentation)
    return start + head + "\n" + inner + body + "\n" + indentation + "} action: {\n" + inner
      + action + "\n" + indentation + "}"
  }

  /// Whether the bytes the fix removes hold a comment.
  private func hasComments(_ copy: GeometryStateCopy) -> Bool {
    var ranges = [copy.decoration.range]
    if case .preference(_, let reader) = copy.timing { ranges.append(reader.range) }
    let file = copy.decoration.node.file
    return ranges.contains { range in
      let text = file.text(range)
      return text.contains("//") || text.contains("/*")
    }
  }
}
