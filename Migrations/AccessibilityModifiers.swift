import MigrationKit
import SwiftCST

/// `.accessibility(label: X)` → `.accessibilityLabel(X)`, and the same for `hint:`, `value:`,
/// `identifier:`, `hidden:`, `addTraits:`, `removeTraits:` and `sortPriority:`.
///
/// Each deprecated `accessibility(_:)` form has a renamed modifier of the same parameter type
/// and the same `ModifiedContent<Self, AccessibilityAttachmentModifier>` result, so the rename
/// is exact: `safe`. Nothing fires where a target predates the new modifiers (iOS 14, macOS 11,
/// tvOS 14, watchOS 7) or the targets are unknown; calls that may reach a project method
/// named `accessibility` with that label are reported instead.
public struct AccessibilityModifiers: Migration {
  public let id = "accessibility-modifiers"
  public let summary =
    "Replace the deprecated accessibility(label:), (hint:), (value:)… with accessibilityLabel(_:)…"
  public let rationale = """
    The accessibility(label:), (hint:), (value:), (identifier:), (hidden:), (addTraits:), \
    (removeTraits:) and (sortPriority:) modifiers are deprecated in favour of \
    accessibilityLabel(_:), accessibilityHint(_:), accessibilityValue(_:), \
    accessibilityIdentifier(_:), accessibilityHidden(_:), accessibilityAddTraits(_:), \
    accessibilityRemoveTraits(_:) and accessibilitySortPriority(_:) (iOS 14, macOS 11, tvOS \
    14, watchOS 7). Each takes the same type and returns the same modified content, so the \
    rename keeps the behaviour and the rest of the chain. Other labels (selectionIdentifier:, \
    activationPoint:) are left alone. Nothing fires where a target is older (unless \
    @available or if #available raises it there) or the targets are unknown; a call that may \
    reach a project method named accessibility with that label is only reported. \
    Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) and the pages of \
    the other seven modifiers.
    """
  public let example = (
    before: """
    Image(systemName: "star.fill")
      .accessibility(label: Text("Favourite"))
      .accessibility(addTraits: .isButton)
    """,
    after: """
    Image(systemName: "star.fill")
      .accessibilityLabel(Text("Favourite"))
      .accessibilityAddTraits(.isButton)
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
    ProjectMethods.facts(named: "accessibility", key: methodKey, in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "accessibility") && context.mayBeAvailable(accessibilityTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "accessibility")
    let methods = ProjectMethods(context.index, key: methodKey, path: context.path)
    return calls.compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "accessibility"),
        site.labels.count == 1, let label = site.labels.first,
        let new = Self.renames[label],
        let argument = site.call.arguments.first, let labelToken = argument.labelToken,
        let value = argument.expression,
        context.isAvailable(accessibilityTargets, at: call.node)
      else { return nil }
      switch ProjectMethodCheck(
        site, methods, signature: "accessibility(\(label):)", id: id, context: context
      ) {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      return Finding(
        migrationID: id, range: site.range,
        message: "accessibility(\(label):) is deprecated: \(new)(_:) is its new name",
        safety: .safe,
        fix: Fix(edits: [
          TextEdit(range: site.access.nameToken.range, replacement: new),
          TextEdit(range: labelToken.range.lowerBound..<value.range.lowerBound, replacement: ""),
        ]))
    }
  }

  /// The deprecated argument label and the modifier that replaces it.
  static let renames = [
    "label": "accessibilityLabel", "hint": "accessibilityHint", "value": "accessibilityValue",
    "identifier": "accessibilityIdentifier", "hidden": "accessibilityHidden",
    "addTraits": "accessibilityAddTraits", "removeTraits": "accessibilityRemoveTraits",
    "sortPriority": "accessibilitySortPriority",
  ]
}

private let methodKey = "accessibility-modifiers.method"

/// accessibilityLabel(_:) and the others: iOS 14, macOS 11, tvOS 14, watchOS 7.
private let accessibilityTargets = minimumVersions(
  iOS: "14", macOS: "11", tvOS: "14", watchOS: "7")
