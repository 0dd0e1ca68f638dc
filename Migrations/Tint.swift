import MigrationKit
import SwiftCST

/// `.accentColor(c)` → `.tint(c)`.
///
/// The SDK deprecates `accentColor(_:)` ("Use the asset catalog's accent color or
/// View.tint(_:) instead"); `tint(_: Color?)` (iOS 15, macOS 12, tvOS 15, watchOS 8) takes the
/// same `Color?`. It is not the same setting: an accent colour yields to the user's choice on
/// macOS and some control styles draw a tint differently, so every fix is `review`. `nil`
/// (inherit) is only reported: `tint(nil)` means the app's accent colour, not the enclosing
/// view's. Nothing fires where a target predates `tint(_:)` or the targets are unknown; calls
/// that may reach a project method of the same name are reported instead.
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
    to the app's accent colour, so nil is only reported. Color.accentColor (which custom \
    styles often read) does not follow a tint. A call with a comment on its line or just \
    above that speaks of tint or the deprecation is taken as deliberate and only reported. \
    Project statics named accentColor \
    (Color.accentColor, Theme.accentColor) are not calls and are left alone. Nothing fires \
    where a target is older (unless @available or if #available raises it there) or the \
    targets are unknown; a call that may reach a project method named accentColor is only \
    reported. Availability from the SDK documentation: \
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
  public var usesProjectIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "accentColor", key: methodKey, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    // Each finding is at one of these calls (most files have none): looked up before the targets.
    let calls = file.calls(named: "accentColor")
    guard !calls.isEmpty, context.mayBeAvailable(tintTargets, in: file) else { return [] }
    let methods = ProjectMethods(context.index, key: methodKey)
    return calls.compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "accentColor"), site.labels == ["_"],
        let value = site.call.arguments.first?.expression,
        context.isAvailable(tintTargets, at: call.node)
      else { return nil }
      switch ProjectMethodCheck(site, methods, signature: "accentColor(_:)", id: id) {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      guard value.kind != .nilLiteralExpr else {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "accentColor(nil) inherits the enclosing accent colour; tint(nil) uses the app's: left as is",
          safety: .diagnostic)
      }
      if Self.commentSaysDeliberate(site) {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "a comment at this accentColor(_:) speaks of tint or the deprecation: it looks deliberate, left as is",
          safety: .diagnostic)
      }
      return Finding(
        migrationID: id, range: site.range,
        message:
          "accentColor(_:) is deprecated: tint(_:) takes the same colour, but it is always respected where the accent colour yields to the user's choice, some controls draw it differently, and styles that read Color.accentColor do not see it",
        safety: .review,
        fix: Fix(edits: [TextEdit(range: site.access.nameToken.range, replacement: "tint")]))
    }
  }

  /// A comment on the modifier's line or just above it that mentions tint or the deprecation
  /// (`.accentColor(c) // deprecated, but .tint colors menu buttons`).
  static func commentSaysDeliberate(_ site: ModifierCallSite) -> Bool {
    var comments = site.access.dotToken.leadingTrivia
    if let last = site.call.node.lastToken { comments += last.trailingTrivia }
    guard comments.contains("//") || comments.contains("/*") else { return false }
    let lowered = comments.lowercased()
    return lowered.contains("tint") || lowered.contains("deprecat")
  }
}

private let methodKey = "tint.method"

/// tint(_: Color?): iOS 15, macOS 12, tvOS 15, watchOS 8.
private let tintTargets = minimumVersions(iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
