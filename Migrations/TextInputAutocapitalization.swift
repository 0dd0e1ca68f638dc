import MigrationKit
import SwiftCST

/// `.autocapitalization(.none)` → `.textInputAutocapitalization(.never)` (iOS 15, tvOS 15).
///
/// The four UITextAutocapitalizationType cases map one to one (`.none` → `.never`,
/// `.allCharacters` → `.characters`): `safe`. Any other value is wrapped in the failable
/// `TextInputAutocapitalization(_:)`: `review`. Nothing fires when iOS or tvOS targets predate
/// iOS 15 / tvOS 15 or the targets are unknown; calls that may reach a project method of the
/// same name are reported instead.
public struct TextInputAutocapitalization: Migration {
  public let id = "text-input-autocapitalization"
  public let summary =
    "Replace the deprecated autocapitalization(_:) with textInputAutocapitalization(_:)"
  public let rationale = """
    autocapitalization(_:) takes UIKit's UITextAutocapitalizationType and is deprecated in \
    favour of textInputAutocapitalization(_:) (iOS 15, tvOS 15, watchOS 8, visionOS 1). The \
    four cases map one to one: .none to .never, .words, .sentences, and .allCharacters to \
    .characters, so a literal case is a safe fix. Any other value goes through the failable \
    TextInputAutocapitalization(_:) initializer, which gives nil (the default behaviour) for a \
    value it does not know: a review fix. Nothing fires when an iOS or tvOS target is older \
    than 15 or the targets are unknown. Properties such as autocapitalizationType, argument \
    labels and plain functions are left alone. autocapitalization(_:) does not exist on macOS \
    or watchOS: a call one of them compiles (no #if rules it out) reaches a project's shim \
    there, in the run or not, and is only reported.
    """
  public let example = (
    before: """
    TextField("Email", text: $email)
      .autocapitalization(.none)
    """,
    after: """
    TextField("Email", text: $email)
      .textInputAutocapitalization(.never)
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read function declarations by name (`ProjectMethods`): a local one is a
  /// declaration keyword, which keeps its body parsed.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }
  /// How the fix writes TextInputAutocapitalization (`SwiftUITypeName`).
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "autocapitalization", key: methodKey, in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "autocapitalization") && context.mayBeAvailable(textInputTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "autocapitalization")
    let methods = ProjectMethods(context.index, key: methodKey, path: context.path)
    return calls.compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "autocapitalization"),
        site.labels == ["_"],
        let value = site.call.arguments.first?.expression,
        context.isAvailable(textInputTargets, at: call.node)
      else { return nil }
      switch ProjectMethodCheck(
        site, methods, signature: "autocapitalization(_:)", id: id, missingOn: [.macOS, .watchOS],
        context: context)
      {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      let rename = TextEdit(
        range: site.access.nameToken.range, replacement: "textInputAutocapitalization")
      if let new = Self.literalCase(value) {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "autocapitalization(_:) is deprecated: textInputAutocapitalization(.\(new)) is the same setting",
          safety: .safe,
          fix: Fix(edits: [rename, TextEdit(range: value.range, replacement: "." + new)]))
      }
      // A back-deployed TextInputAutocapitalization of the run's would be what the bare name means.
      let type = SwiftUITypeName.written(
        "TextInputAutocapitalization", at: call.node,
        resolver: context.resolver(for: file))
      return Finding(
        migrationID: id, range: site.range,
        message:
          "autocapitalization(_:) is deprecated: TextInputAutocapitalization(_:) converts the value, and gives nil (the default behaviour) for one it does not know"
          + type.note,
        safety: .review,
        fix: Fix(edits: [
          rename, .insert(type.name + "(", at: value.range.lowerBound),
          .insert(")", at: value.range.upperBound),
        ]))
    }
  }

  /// The TextInputAutocapitalization case for `.none`, `UITextAutocapitalizationType.words`, ….
  static func literalCase(_ value: Syntax) -> String? {
    guard value.kind == .memberAccessExpr, let access = MemberAccess(value) else { return nil }
    if let base = access.base {
      guard base.kind == .declReferenceExpr, base.text == "UITextAutocapitalizationType" else {
        return nil
      }
    }
    return cases[access.name]
  }

  private static let cases = [
    "none": "never", "words": "words", "sentences": "sentences", "allCharacters": "characters",
  ]
}

private let methodKey = "text-input-autocapitalization.method"

/// `textInputAutocapitalization(_:)`: iOS 15, tvOS 15 (not on macOS).
private let textInputTargets = minimumVersions(iOS: "15", macOS: nil, tvOS: "15", watchOS: nil)
