import MigrationKit
import SwiftCST

/// `.navigationBarTitle(X)` → `.navigationTitle(X)`, and `.navigationBarTitle(X, displayMode: M)`
/// → `.navigationTitle(X)` followed by `.navigationBarTitleDisplayMode(M)`.
///
/// The SDK marks the one-argument forms `renamed: "navigationTitle(_:)"`; the three overloads
/// (Text, LocalizedStringKey, StringProtocol) have the same three counterparts, so the title
/// keeps its type. `displayMode:` exists only on iOS (and visionOS, Mac Catalyst), where
/// navigationBarTitleDisplayMode(_:) takes the same NavigationBarItem.TitleDisplayMode.
/// Always `safe`; nothing fires when an iOS, tvOS or watchOS target predates navigationTitle
/// (iOS 14, tvOS 14, watchOS 7) or the targets are unknown. Calls that may reach a project
/// method of the same name are reported instead.
public struct NavigationTitle: Migration {
  public let id = "navigation-title"
  public let summary =
    "Replace the deprecated navigationBarTitle(_:displayMode:) with navigationTitle(_:)"
  public let rationale = """
    navigationBarTitle(_:) is deprecated and renamed navigationTitle(_:) (iOS 14, macOS 11, \
    tvOS 14, watchOS 7); its Text, LocalizedStringKey and StringProtocol overloads map one to \
    one, so the title keeps its type and localization. navigationBarTitle(_:displayMode:) \
    (iOS only) becomes navigationTitle(_:) followed by navigationBarTitleDisplayMode(_:) (iOS \
    14, watchOS 8) with the same NavigationBarItem.TitleDisplayMode, on its own line when the \
    modifiers of the chain are (none when the modifier right before or after it already sets \
    the same mode). Nothing fires where an iOS, tvOS or watchOS target is older \
    than navigationTitle (unless @available or if #available raises it there) or the targets \
    are unknown; a call that may reach a project method \
    named navigationBarTitle (say a macOS shim in an extension of View) is only reported, \
    as is one that macOS compiles (no #if rules it out), the shim in the run or not. \
    Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/navigationtitle(_:) and \
    developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:).
    """
  public let example = (
    before: """
    List(items) { item in
      Text(item.name)
    }
    .navigationBarTitle("Items", displayMode: .inline)
    """,
    after: """
    List(items) { item in
      Text(item.name)
    }
    .navigationTitle("Items")
    .navigationBarTitleDisplayMode(.inline)
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read function declarations by name (`ProjectMethods`): a local one is a
  /// declaration keyword, which keeps its body parsed.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "navigationBarTitle", key: methodKey, in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "navigationBarTitle")
      && context.mayBeAvailable(navigationTitleTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "navigationBarTitle")
    let methods = ProjectMethods(context.index, key: methodKey, path: context.path)
    return calls.compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "navigationBarTitle"),
        site.labels == ["_"] || site.labels == ["_", "displayMode"],
        let title = site.call.arguments.first?.expression,
        context.isAvailable(navigationTitleTargets, at: call.node)
      else { return nil }
      switch ProjectMethodCheck(
        site, methods, signature: "navigationBarTitle", id: id, missingOn: [.macOS],
        context: context)
      {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      var edits = [TextEdit(range: site.access.nameToken.range, replacement: "navigationTitle")]
      guard let mode = site.call.argument(labeled: "displayMode")?.expression else {
        return Finding(
          migrationID: id, range: site.range,
          message: "navigationBarTitle(_:) is deprecated: navigationTitle(_:) is its new name",
          safety: .safe, fix: Fix(edits: edits))
      }
      // `, displayMode: .inline` goes; the mode moves to a modifier of its own. Arguments
      // written on lines of their own for the two leave the title back on the call's line
      // when it fits there.
      if let lines = Self.argumentLines(title: title, mode: mode, in: file) {
        edits.append(TextEdit(range: lines.open, replacement: ""))
        edits.append(TextEdit(range: title.range.upperBound..<lines.close, replacement: ""))
      } else {
        edits.append(
          TextEdit(range: title.range.upperBound..<mode.range.upperBound, replacement: ""))
      }
      // `.navigationBarTitleDisplayMode(.inline).navigationBarTitle("", displayMode: .inline)`
      // already sets the mode next to it: a second one would repeat that line.
      if Self.displayModeNextTo(site, mode: mode) {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "navigationBarTitle(_:displayMode:) is deprecated: navigationTitle(_:) sets the same title, and the navigationBarTitleDisplayMode(_:) next to it already sets the mode",
          safety: .safe, fix: Fix(edits: edits))
      }
      edits.append(
        ModifierChain.insertion(
          of: ".navigationBarTitleDisplayMode(\(mode.text))", after: call.node.range.upperBound,
          inChain: site.chain.outermost.range, of: file, style: context.style))
      return Finding(
        migrationID: id, range: site.range,
        message:
          "navigationBarTitle(_:displayMode:) is deprecated: navigationTitle(_:) with navigationBarTitleDisplayMode(_:) sets the same title and mode",
        safety: .safe, fix: Fix(edits: edits))
    }
  }
}

extension NavigationTitle {
  /// Whether the modifier right before or right after the call is
  /// `.navigationBarTitleDisplayMode(mode)` with the same mode, as written.
  static func displayModeNextTo(_ site: ModifierCallSite, mode: Syntax) -> Bool {
    func setsMode(_ node: Syntax?) -> Bool {
      guard let call = node.flatMap(FunctionCall.init),
        call.memberAccess?.name == "navigationBarTitleDisplayMode",
        call.arguments.count == 1, call.trailingClosure == nil
      else { return false }
      return call.arguments[0].expression?.text == mode.text
    }
    let node = site.call.node
    guard !setsMode(site.receiver) else { return true }
    guard let access = node.parent, MemberAccess(access)?.base == node else { return false }
    return setsMode(access.parent)
  }

  /// `(⏎ title,⏎ displayMode: m⏎)`: the blanks after `(` and from the title to `)`, when
  /// the title is one line and `.navigationTitle(title)` then fits in `maxColumns`; nil
  /// for arguments on the call's line, a comment among them, or a long title.
  static func argumentLines(title: Syntax, mode: Syntax, in file: SourceFile)
    -> (open: Range<Int>, close: Int)?
  {
    let bytes = file.bytes
    func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
    var open = title.range.lowerBound
    while open > 0, isBlank(bytes[open - 1]) { open -= 1 }
    var close = mode.range.upperBound
    while close < bytes.count, isBlank(bytes[close]) { close += 1 }
    guard open > 0, bytes[open - 1] == UInt8(ascii: "("), close < bytes.count,
      bytes[close] == UInt8(ascii: ")"),
      file.containsBytes("\n", in: open..<title.range.lowerBound),
      !file.containsBytes("\n", in: title.range), !file.containsBytes("\r", in: title.range)
    else { return nil }
    var lineEnd = close + 1
    while lineEnd < bytes.count, bytes[lineEnd] != 10, bytes[lineEnd] != 13 { lineEnd += 1 }
    let columns =
      file.location(of: open).column - 1 + "navigationTitle".count - "navigationBarTitle".count
      + title.range.count + lineEnd - close
    guard columns <= maxColumns else { return nil }
    return (open..<title.range.lowerBound, close)
  }

  /// Beyond this the title stays on a line of its own.
  static let maxColumns = 100
}

private let methodKey = "navigation-title.method"

/// `navigationTitle(_:)`: iOS 14, tvOS 14, watchOS 7 (the deprecated modifier does not exist on
/// macOS, so a macOS target does not matter; `displayMode:` exists only on iOS).
private let navigationTitleTargets = minimumVersions(
  iOS: "14", macOS: nil, tvOS: "14", watchOS: "7")
