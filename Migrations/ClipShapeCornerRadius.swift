import MigrationKit
import SwiftCST

/// `.cornerRadius(r)` → `.clipShape(.rect(cornerRadius: r))`, which is what the deprecated
/// modifier does (`clipShape(RoundedRectangle(cornerRadius: r), style: FillStyle(antialiased: a))`).
///
/// Writes `.rect(cornerRadius:)` at every deployment target: Apple documents
/// `Shape.rect(cornerRadius:style:)` (where `Self == RoundedRectangle`) from iOS 13, macOS 10.15,
/// tvOS 13 and watchOS 6, emitted into the client, with the same `.continuous` default style as
/// `RoundedRectangle(cornerRadius:)`. `antialiased: false` (or any value but
/// `true`) becomes `style: FillStyle(antialiased: …)`. Always `safe`. Only modifier calls with
/// the signature `(_:)` or `(_:antialiased:)` match: not `layer.cornerRadius = 8`, not a plain
/// `cornerRadius(8)`, not `.cornerRadius(8, corners: …)`, not Swift Charts' own
/// `ChartContent.cornerRadius` (`BarMark(…).cornerRadius(4)`, content of `Chart { … }`); calls
/// that may reach a project method of the same name are reported instead.
public struct ClipShapeCornerRadius: Migration {
  public let id = "clip-shape-corner-radius"
  public let summary =
    "Replace the deprecated cornerRadius(_:antialiased:) with clipShape(_:style:)"
  public let rationale = """
    cornerRadius(_:antialiased:) is deprecated; its body is clipShape with a RoundedRectangle \
    of that radius and FillStyle(antialiased:), so writing that out is exact. The shape is \
    written .rect(cornerRadius:) whatever the deployment targets: Apple's SwiftUI documentation \
    (developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)) lists it from \
    iOS 13, macOS 10.15, tvOS 13 and watchOS 6 (it is emitted into the app, so it needs the \
    Xcode 15 SDK or later to build, not a newer OS), and it is RoundedRectangle(cornerRadius:) \
    with the same default corner style. antialiased: false \
    becomes style: FillStyle(antialiased: false); antialiased: true is the default and goes. \
    Only calls of the SwiftUI signature on a view are rewritten: a CALayer's cornerRadius \
    property, plain functions, argument labels, Swift Charts' own cornerRadius on chart \
    content (a mark such as BarMark, or the content of a Chart builder, where clipShape does \
    not exist) and project overloads such as cornerRadius(_:corners:) are left alone; a call that may reach a project method named \
    cornerRadius is only reported. A number literal (`.cornerRadius(8)`) cannot reach a \
    project method whose parameter there is an enum, struct or class of the run that no \
    literal can be (`func cornerRadius(_ radius: AppRadius)`, with nothing it lists an \
    ExpressibleBy…Literal or numeric protocol): such a call is rewritten. A call right before or after a clipShape of the same \
    rounded rectangle (the same radius, a literal or a name, the default styles, nothing \
    between) is removed instead of leaving the clip twice in a row; that fix is review, as \
    one clip antialiases the edge once where two did it twice.
    """
  public let example = (
    before: """
    Image(item.thumbnail)
      .cornerRadius(8)
    """,
    after: """
    Image(item.thumbnail)
      .clipShape(.rect(cornerRadius: 8))
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read function declarations by name (`ProjectMethods`): a local one is a
  /// declaration keyword, which keeps its body parsed.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }
  /// How the fix writes FillStyle (`SwiftUITypeName`).
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "cornerRadius", key: methodKey, in: file)
  }

  /// Every finding is at a call of this name (most files have none).
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "cornerRadius")
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let methods = ProjectMethods(context.index, key: methodKey, path: context.path)
    return file.calls(named: "cornerRadius").compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "cornerRadius"),
        site.labels == ["_"] || site.labels == ["_", "antialiased"],
        let radius = site.call.arguments.first?.expression,
        // Swift Charts' own `cornerRadius(_:style:)`: chart content has no `clipShape`.
        !ChartContent.isChartContent(site.receiver)
      else { return nil }
      switch ProjectMethodCheck(site, methods, signature: "cornerRadius", id: id, context: context)
      {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      let antialiased = site.call.argument(labeled: "antialiased")?.expression
      if antialiased.map({ $0.kind == .booleanLiteralExpr && $0.text == "true" }) ?? true,
        let twin = Self.sameClip(beside: site, radius: radius, in: file, context: context)
      {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "cornerRadius(_:antialiased:) is deprecated: the clipShape(\(twin.shape)) right \(twin.side) it already clips to the same shape, so the call goes rather than clip twice (the edge is then antialiased once, not twice)",
          safety: .review, fix: Fix(edits: [TextEdit(range: twin.deletion, replacement: "")]))
      }
      var edits = [
        TextEdit(range: site.access.nameToken.range, replacement: "clipShape"),
        .insert(".rect(cornerRadius: ", at: radius.range.lowerBound),
        .insert(")", at: radius.range.upperBound),
      ]
      var shape = ".rect(cornerRadius:)"
      var note = ""
      if let antialiased = site.call.argument(labeled: "antialiased"),
        let value = antialiased.expression
      {
        if value.kind == .booleanLiteralExpr && value.text == "true" {
          // The default: drop `, antialiased: true`.
          edits.append(
            TextEdit(
              range: radius.range.upperBound..<antialiased.node.range.upperBound, replacement: ""))
        } else {
          // A FillStyle of the run's would be what the bare name means.
          let fill = SwiftUITypeName.written(
            "FillStyle", at: call.node,
            resolver: context.resolver(for: file))
          note = fill.note
          edits.append(
            TextEdit(
              range: antialiased.node.range.lowerBound..<value.range.lowerBound,
              replacement: "style: \(fill.name)(antialiased: "))
          edits.append(.insert(")", at: value.range.upperBound))
          shape += ", style: FillStyle(antialiased:)"
        }
      }
      return Finding(
        migrationID: id, range: site.range,
        message:
          "cornerRadius(_:antialiased:) is deprecated: it is exactly clipShape(\(shape))" + note,
        safety: .safe, fix: Fix(edits: edits))
    }
  }
}

private let methodKey = "clip-shape-corner-radius.method"
