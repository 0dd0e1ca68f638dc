import MigrationKit
import SwiftCST

/// `.navigationBarItems(leading: A, trailing: B)` → `.toolbar { ToolbarItem(placement:
/// .topBarLeading) { A } ToolbarItem(placement: .topBarTrailing) { B } }`, and the forms with
/// one side; a one-sided call chained right after another of the other side joins its toolbar,
/// and a chain that places a side twice is only reported (ToolbarItemsChained.swift).
///
/// `toolbar(content:)` and `ToolbarItem` exist from iOS 14 and tvOS 14. The `topBarLeading`
/// and `topBarTrailing` placements were introduced in iOS 17 and tvOS 17 (later SDKs
/// back-deploy them, `@backDeployed(before: iOS 17.0, tvOS 17.0)`, which older SDKs cannot
/// build), so below iOS 17 the fix writes the older `navigationBarLeading` and
/// `navigationBarTrailing`. Toolbar items are styled as toolbar buttons and laid out by the
/// toolbar, not as the views given: `review`. Nothing fires where a target predates iOS 14
/// or tvOS 14, the targets are unknown, or the call may reach a project method of the same
/// name (a macOS shim, also where macOS or watchOS compiles the call, the shim in the run or
/// not); an argument list with comments outside its views, and a call on each row of a
/// List or ForEach (`rowContainer`), are only reported.
public struct ToolbarItems: Migration {
  public let id = "toolbar-items"
  public let summary =
    "Replace the deprecated navigationBarItems(leading:trailing:) with toolbar items"
  public let rationale = """
    navigationBarItems(leading:trailing:) and its one-sided forms are deprecated ("use \
    toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"). The views move \
    into ToolbarItem(placement:) entries of a toolbar (iOS 14, tvOS 14): .topBarLeading and \
    .topBarTrailing where iOS 17 and tvOS 17 are guaranteed at the call (they were introduced \
    there; later SDKs back-deploy them, which older SDKs cannot build), and \
    .navigationBarLeading and .navigationBarTrailing below. The fix is review: a toolbar \
    styles its items as toolbar buttons (a bordered or glass background on newer systems, the \
    toolbar's tint and font) and lays them out itself, so custom-drawn items can look \
    different; EmptyView() items are dropped. navigationBarItems(leading:) and \
    navigationBarItems(trailing:) chained with nothing between them become one toolbar; a side \
    given again in a chain of these calls (other modifiers between them or not) is only \
    reported, since SwiftUI does not document whether the later call replaces the earlier \
    one's items or adds to them, while toolbar items add up. \
    Nothing fires where a target is older than iOS 14 or tvOS 14 (unless @available or if #available raises it there), when the targets are \
    unknown, or when the call may reach a project method named navigationBarItems (such as a \
    macOS shim); a call that macOS or watchOS compiles (the module builds for it and no #if \
    rules it out) reaches such a shim there even when the run does not hold it, and is only \
    reported. A call on each row of a List or ForEach (inside its content, not in a row's \
    destination or sheet) is only reported too: the bar shows one set of navigationBarItems, \
    while toolbar items add up, one set per row. Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:), \
    developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading and \
    developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbarleading.
    """
  public let example = (
    before: """
    List(items) { item in
      Text(item.name)
    }
    .navigationBarItems(leading: EditButton(), trailing: Button("Add", action: add))
    """,
    after: """
    List(items) { item in
      Text(item.name)
    }
    .toolbar {
      ToolbarItem(placement: .topBarLeading) {
        EditButton()
      }
      ToolbarItem(placement: .topBarTrailing) {
        Button("Add", action: add)
      }
    }
    """
  )
  public let safety = Safety.review
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read function declarations by name (`ProjectMethods`): a local one is a
  /// declaration keyword, which keeps its body parsed.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }
  /// How the fix writes ToolbarItem (`SwiftUITypeName`).
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "navigationBarItems", key: methodKey, in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "navigationBarItems") && context.mayBeAvailable(toolbarTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "navigationBarItems")
    let methods = ProjectMethods(context.index, key: methodKey, path: context.path)
    let outcomes = calls.map { outcome(of: $0, in: file, methods: methods, context: context) }
    return Self.joiningChainedCalls(outcomes, in: file, id: id, group: group)
  }

  /// What one call gets: nothing, a report, or a rewrite (made into a finding once the
  /// calls chained to it are known, `joiningChainedCalls`).
  enum Outcome {
    case report(Finding)
    case rewrite(Rewrite)
  }

  /// A call the fix turns into a toolbar: its items (`EmptyView()` dropped), how they are
  /// placed and the type they are written with.
  struct Rewrite {
    let site: ModifierCallSite
    let items: [(label: String, view: Syntax)]
    let modern: Bool
    let itemType: SwiftUITypeName.Written
    let indentation: String
    let style: SourceStyle

    /// `.topBarLeading/.topBarTrailing` or the older names, for the message.
    var placements: String {
      modern ? ".topBarLeading/.topBarTrailing" : ".navigationBarLeading/.navigationBarTrailing"
    }
  }

  private func outcome(
    of call: FunctionCall, in file: SourceFile, methods: ProjectMethods,
    context: MigrationContext
  ) -> Outcome? {
    guard let site = ModifierCallSite(call.node, named: "navigationBarItems"),
      site.labels == ["leading", "trailing"] || site.labels == ["leading"]
        || site.labels == ["trailing"],
      context.isAvailable(toolbarTargets, at: call.node)
    else { return nil }
    switch ProjectMethodCheck(
      site, methods, signature: "navigationBarItems(\(site.labels.map { $0 + ":" }.joined()))",
      id: id, missingOn: [.macOS, .watchOS], context: context)
    {
    case .rewrite: break
    case .leave: return nil
    case .report(let finding): return .report(finding)
    }
    let items = site.call.arguments.compactMap { argument -> (String, Syntax)? in
      guard let label = argument.label, let view = argument.expression else { return nil }
      return (label, view)
    }
    guard items.count == site.labels.count, let list = site.call.argumentList else {
      return nil
    }
    let resolver = context.resolver(for: file)
    if let rows = Self.rowContainer(of: call.node, resolver: resolver) {
      let place =
        rows == "List"
        ? "onto the List"
        : "onto a view around the ForEach (on the ForEach it still applies to each row)"
      return .report(
        Finding(
          migrationID: id, range: site.range,
          message:
            "navigationBarItems on each row of a \(rows): the bar shows one set of these items, while toolbar items add up, one set per row; move the modifier out of the rows, \(place), then convert it",
          safety: .diagnostic))
    }
    if Self.hasComments(in: list, outside: items.map(\.1)) {
      return .report(
        Finding(
          migrationID: id, range: site.range,
          message:
            "navigationBarItems with comments between its arguments: move the views into toolbar items by hand",
          safety: .diagnostic))
    }
    // `EmptyView()`, also in parentheses, places nothing: that side gets no item.
    let shown = items.filter { Self.unparenthesized($0.1).text != "EmptyView()" }
    guard !shown.isEmpty else { return nil }
    // A ToolbarItem of the run (a model of the app's own toolbar) is what the bare name means.
    return .rewrite(
      Rewrite(
        site: site, items: shown, modern: context.isAvailable(topBarTargets, at: call.node),
        itemType: SwiftUITypeName.written("ToolbarItem", at: call.node, resolver: resolver),
        indentation: file.indentation(ofLineContaining: site.access.dotToken.range.lowerBound),
        style: context.style))
  }

  /// The view whose content the call is in, once per element: "ForEach", or "List" for
  /// `List(data) { row in … }` (SwiftUI's, not a type of the run). Nil outside one, and in a
  /// row's destination or presented view (`NavigationLink(destination:)`, `.sheet { … }`, a
  /// `NavigationStack` of its own), which has its own bar, shown one at a time.
  static func rowContainer(of node: Syntax, resolver: Resolver) -> String? {
    var child = node
    while let parent = child.parent {
      switch parent.kind {
      case .codeBlock, .accessorBlock, .memberBlock, .sourceFile:
        return nil
      case .argument:
        // `NavigationLink(destination: Detail().navigationBarItems(…))`.
        if let call = parent.parent?.parent.flatMap(FunctionCall.init),
          Self.opensBar(call, label: Argument(parent).label, isTrailing: false)
        {
          return nil
        }
      case .closureExpr:
        guard let owner = owningCall(of: parent), let name = owner.call.calleeName else { break }
        if Self.opensBar(owner.call, label: owner.label, isTrailing: owner.isTrailing) {
          return nil
        }
        let isContent = owner.label == nil || owner.label == "content"
        let perElement =
          name == "ForEach"
          || (name == "List" && owner.call.arguments.first.map { $0.label == nil } == true)
        if isContent, perElement, owner.call.callee.kind == .declReferenceExpr,
          !resolver.declaresType(named: name, at: owner.call.node)
        {
          return name
        }
      default: break
      }
      child = parent
    }
    return nil
  }

  /// Whether the closure or argument (`label`; nil for a first trailing closure) of `call`
  /// is a view with a navigation bar of its own: a NavigationLink's destination (its
  /// trailing closure when no `destination:` or `value:` argument comes before), a presented
  /// view, or a navigation container.
  static func opensBar(_ call: FunctionCall, label: String?, isTrailing: Bool) -> Bool {
    switch call.calleeName {
    case "NavigationLink":
      if label == "destination" { return true }
      return isTrailing && label == nil && call.argument(labeled: "destination") == nil
        && call.argument(labeled: "value") == nil
    case "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationView",
      "NavigationStack", "NavigationSplitView":
      return true
    default:
      return false
    }
  }

  /// `toolbar { ToolbarItem(placement: …) { view } … }` at `indentation`, the items' type
  /// written `itemType`, each of `comments` on a line of its own before the item at its
  /// position; nil without items.
  static func toolbar(
    _ items: [(label: String, view: Syntax)], modern: Bool, itemType: String, indentation: String,
    style: SourceStyle, comments: [(before: Int, text: String)] = []
  ) -> String? {
    guard !items.isEmpty else { return nil }
    let unit = style.indentUnit
    let newline = style.lineEnding
    var text = "toolbar {"
    for (position, (label, item)) in items.enumerated() {
      for comment in comments where comment.before == position {
        text += newline + indentation + unit + comment.text
      }
      let edge = label == "leading" ? "Leading" : "Trailing"
      let placement = modern ? "topBar" + edge : "navigationBar" + edge
      // `isEditing ? doneButton : nil` shows the item only while the condition holds.
      let item = unparenthesized(item)
      let (condition, view) = optionalItem(item) ?? (nil, item)
      let outer = condition == nil ? indentation + unit : indentation + unit + unit
      if let condition { text += newline + indentation + unit + "if \(condition) {" }
      let file = view.file
      let body = style.reindent(
        view.text, from: file.blockIndentation(of: view), to: outer + unit,
        skippingFirstLine: true)
      text += newline + outer + itemType + "(placement: .\(placement)) {"
      text += newline + outer + unit + body
      text += newline + outer + "}"
      if condition != nil { text += newline + indentation + unit + "}" }
    }
    return text + newline + indentation + "}"
  }

  /// The view inside `(view)` (older code's way to start it on a line of its own): the
  /// toolbar item's closure needs no parentheses. Kept when a comment is inside them.
  static func unparenthesized(_ view: Syntax) -> Syntax {
    let elements = view.children(.argument)
    guard view.kind == .tupleExpr, elements.count == 1, Argument(elements[0]).label == nil,
      let inner = Argument(elements[0]).expression
    else { return view }
    let file = view.file
    let around =
      file.text(view.range.lowerBound..<inner.range.lowerBound)
      + file.text(inner.range.upperBound..<view.range.upperBound)
    if around.contains("//") || around.contains("/*") { return view }
    return unparenthesized(inner)
  }

  /// `condition ? view : nil` (a one-line condition): the view and its condition, which an
  /// `if` around its toolbar item says, not an item holding an optional view.
  static func optionalItem(_ view: Syntax) -> (condition: String, view: Syntax)? {
    let children = view.children
    guard view.kind == .sequenceExpr, children.count == 3, children[1].kind == .ternaryMiddle,
      children[2].kind == .nilLiteralExpr, let shown = children[1].firstChild,
      !children[0].text.contains("\n")
    else { return nil }
    return (children[0].text, shown)
  }

  /// Comments in the argument list outside the views (they would be lost).
  static func hasComments(in list: Syntax, outside views: [Syntax]) -> Bool {
    var cursor = list.range.lowerBound
    var gaps = ""
    for view in views.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      gaps += list.file.text(cursor..<view.range.lowerBound)
      cursor = view.range.upperBound
    }
    if let close = list.lastToken, close.kind == .rightParen, cursor <= close.range.lowerBound {
      gaps += list.file.text(cursor..<close.range.lowerBound)
    }
    return gaps.contains("//") || gaps.contains("/*")
  }
}

private let methodKey = "toolbar-items.method"

/// toolbar(content:) and ToolbarItem: iOS 14, tvOS 14 (navigationBarItems exists on neither
/// macOS nor watchOS).
private let toolbarTargets = minimumVersions(iOS: "14", macOS: nil, tvOS: "14", watchOS: nil)

/// ToolbarItemPlacement.topBarLeading/.topBarTrailing: iOS 17, tvOS 17.
private let topBarTargets = minimumVersions(iOS: "17", macOS: nil, tvOS: "17", watchOS: nil)
