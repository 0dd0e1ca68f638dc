import MigrationKit
import SwiftCST

/// `ScrollView(axes, showsIndicators: false) { … }` → `ScrollView(axes) { … }` followed by
/// `.scrollIndicators(.hidden)`; `showsIndicators: true` (the default) is dropped.
///
/// `scrollIndicators(_:axes:)` (iOS 16, macOS 13, tvOS 16, watchOS 9) sets the visibility
/// through the environment, so scrollable views inside the content inherit it: `safe` when the
/// content writes no other ScrollView, List, Form, Table or TextEditor, `review` when it does
/// or when a view of the project it builds writes one (`scrollableBuilt(by:in:_:)`).
/// A value other than a literal is only reported. A chain that already has `.scrollIndicators`
/// gets no second one: the argument goes when that one hides on every axis, else a report. Nothing fires where a target predates
/// scrollIndicators or the targets are unknown, nor when the project declares its own
/// `ScrollView` type (an extension of SwiftUI's does not count; its methods chained right
/// after the scroll view stay before the new modifier).
public struct ScrollIndicators: Migration {
  public let id = "scroll-indicators"
  public let summary =
    "Replace ScrollView(showsIndicators: false) with the scrollIndicators(.hidden) modifier"
  public let rationale = """
    ScrollView's showsIndicators: parameter is superseded by the scrollIndicators(_:axes:) \
    modifier (iOS 16, macOS 13, tvOS 16, watchOS 9). showsIndicators: false becomes \
    .scrollIndicators(.hidden) on the scroll view, laid out like the rest of its chain; \
    showsIndicators: true is the default and is dropped. The modifier works through the \
    environment, so scrollable views inside the content inherit the hidden indicators: the \
    fix is safe when the content writes no other ScrollView, List, Form, Table or \
    TextEditor, and review when it does, or when a view of the project it builds (in any \
    file) or a view-building property it names writes one that shows its indicators (no \
    showsIndicators: false or .scrollIndicators of its own): it inherits the hidden \
    indicators too. A \
    scroll view whose chain already has .scrollIndicators(.hidden) or (.never) loses only \
    the argument; one whose chain sets another visibility is only reported, since a second \
    modifier inside it would override it. A non-literal value is only reported. Nothing fires where a target is older (unless \
    @available or if #available raises it there), when the targets are unknown, or when the \
    project declares its own ScrollView. Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:).
    """
  public let example = (
    before: """
    ScrollView(.horizontal, showsIndicators: false) {
      HStack { ForEach(tags, id: \\.self) { Text($0) } }
    }
    """,
    after: """
    ScrollView(.horizontal) {
      HStack { ForEach(tags, id: \\.self) { Text($0) } }
    }
    .scrollIndicators(.hidden)
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesSemanticIndex: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read calls of the scrollable views (capitalised) anywhere.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }

  public init() {}

  /// The members whose scrollable views take their indicators from the environment.
  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ShownScrollIndicators.facts(in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "ScrollView") && context.mayBeAvailable(scrollIndicatorTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "ScrollView")
    return calls.compactMap { call in
      guard call.callee.kind == .declReferenceExpr, let content = call.trailingClosure,
        call.labeledTrailingClosures.isEmpty,
        let shows = call.argument(labeled: "showsIndicators"), let value = shows.expression,
        let list = call.argumentList,
        call.arguments.map({ $0.label ?? "_" }) == ["showsIndicators"]
          || call.arguments.map({ $0.label ?? "_" }) == ["_", "showsIndicators"],
        context.isAvailable(scrollIndicatorTargets, at: call.node),
        context.semantic.type(named: "ScrollView").map({ $0.kind == .extension }) ?? true
      else { return nil }
      let range = call.callee.range.lowerBound..<list.range.upperBound
      guard value.kind == .booleanLiteralExpr else {
        return Finding(
          migrationID: id, range: range,
          message:
            "ScrollView(showsIndicators:) with a value that is not a literal: write .scrollIndicators(value ? .automatic : .hidden) by hand",
          safety: .diagnostic)
      }
      // `(showsIndicators: false)` goes whole; after an axes argument, `, showsIndicators: …`.
      var edits: [TextEdit] =
        if call.arguments.count == 1 {
          [ArgumentListRemoval.edit(removing: list)]
        } else if let axes = call.arguments.first?.expression {
          [TextEdit(range: axes.range.upperBound..<value.range.upperBound, replacement: "")]
        } else {
          []
        }
      guard !edits.isEmpty else { return nil }
      if value.text == "true" {
        return Finding(
          migrationID: id, range: range,
          message: "ScrollView(showsIndicators: true) is the default: the argument goes",
          safety: .safe, fix: Fix(edits: edits))
      }
      // A chain that already sets the visibility: a second modifier inside it would win over
      // it (the innermost environment value does), so none is added.
      if let existing = ModifierChain(base: call.node).modifiers.first(where: {
        $0.name == "scrollIndicators"
      }) {
        let written = file.text(existing.range)
        guard Self.hidesOnEveryAxis(existing) else {
          return Finding(
            migrationID: id, range: range,
            message:
              "ScrollView(showsIndicators: false) and \(written) on one scroll view: keep the one you mean by hand (a second modifier inside the chain's would override it)",
            safety: .diagnostic)
        }
        return Finding(
          migrationID: id, range: range,
          message:
            "ScrollView(showsIndicators:) is superseded: the \(written) on its chain already hides the indicators",
          safety: .safe, fix: Fix(edits: edits))
      }
      edits.append(
        Self.modifierInsertion(
          after: call, style: context.style,
          // Methods the project adds to ScrollView must stay right after it (`.snapping()`).
          extendsScrollView: { !context.semantic.members(named: $0, in: "ScrollView").isEmpty }))
      let nested =
        Self.nestedScrollable(in: content)
        ?? Self.scrollableBuilt(by: content, in: file, context)
      return Finding(
        migrationID: id, range: range,
        message: nested.map {
          "ScrollView(showsIndicators: false): .scrollIndicators(.hidden) also hides the indicators of the \($0) inside it"
        }
          ?? "ScrollView(showsIndicators:) is superseded: .scrollIndicators(.hidden) hides the same indicators",
        safety: nested == nil ? .safe : .review, fix: Fix(edits: edits))
    }
  }

  /// `.scrollIndicators(.hidden)` or `.scrollIndicators(.never)` with no `axes:`: hidden on every
  /// axis, as `showsIndicators: false` hides them.
  static func hidesOnEveryAxis(_ modifier: Modifier) -> Bool {
    guard modifier.arguments.count == 1, let argument = modifier.arguments.first,
      argument.label == nil, let value = argument.expression
    else { return false }
    return [
      ".hidden", ".never", "ScrollIndicatorVisibility.hidden", "ScrollIndicatorVisibility.never",
    ]
    .contains(value.text)
  }
  /// `.scrollIndicators(.hidden)` after the scroll view: as the chain lays out its modifiers,
  /// else on a line of its own when the content closes on its own line, else inline.
  static func modifierInsertion(
    after call: FunctionCall, style: SourceStyle,
    extendsScrollView: (String) -> Bool = { _ in false }
  ) -> TextEdit {
    let modifier = ".scrollIndicators(.hidden)"
    let chain = ModifierChain(base: call.node)
    let kept = chain.modifiers.prefix { extendsScrollView($0.name) }.count
    if kept > 0 || chain.modifiers.contains(where: { $0.memberAccess.dotToken.isAtStartOfLine }) {
      return chain.insertion(of: modifier, afterModifierAt: kept > 0 ? kept - 1 : nil, style: style)
    }
    // `}.listRowInsets(…)`: the chain continues on the closing line, so does the modifier.
    guard let close = call.node.lastToken, close.isAtStartOfLine, chain.modifiers.isEmpty else {
      return .insert(modifier, at: call.node.range.upperBound)
    }
    let indentation = call.node.file.indentation(ofLineContaining: close.range.lowerBound)
    return .insert(style.lineEnding + indentation + modifier, at: call.node.range.upperBound)
  }

  /// The first scrollable view written in the content, by name.
  static func nestedScrollable(in content: Closure) -> String? {
    for node in content.node.descendants(.functionCallExpr) {
      guard let name = FunctionCall(node)?.callee, name.kind == .declReferenceExpr,
        scrollableViews.contains(name.text)
      else { continue }
      return name.text
    }
    return nil
  }
}

extension ScrollIndicators {
  /// The first scrollable view taking its indicators from the environment
  /// (`ShownScrollIndicators`) that a view-building member the content names, or a view of
  /// the project it builds (in any file, through the views those build), writes:
  /// `List in notesColumn`, `ScrollView in AlbumStrip`. The environment carries the hidden
  /// indicators into them too. When the search stops before following every view, it says so.
  static func scrollableBuilt(
    by content: Closure, in file: SourceFile, _ context: MigrationContext
  ) -> String? {
    let built = context.resolver(for: file).typesBuilt(
      by: content.node)
    for member in built.members {
      if let type = member.containingType,
        ShownScrollIndicators.shows(type, member.name, in: context.index),
        let name = member.builtTypes.first(where: scrollableViews.contains)
      {
        return "\(name) in \(member.name)"
      }
    }
    for (type, seen) in zip(built.types, built.indexes) {
      for member in seen.members(of: type.name) where member.viewArity != nil {
        if ShownScrollIndicators.shows(type.name, member.name, in: context.index),
          let name = member.builtTypes.first(where: scrollableViews.contains)
        {
          return "\(name) in \(type.name)"
        }
      }
    }
    return built.isComplete ? nil : "scrollable views that the views it builds may hold"
  }
}

private let scrollableViews: Set<String> = ["ScrollView", "List", "Form", "Table", "TextEditor"]

/// scrollIndicators(_:axes:): iOS 16, macOS 13, tvOS 16, watchOS 9.
private let scrollIndicatorTargets = minimumVersions(
  iOS: "16", macOS: "13", tvOS: "16", watchOS: "9")
