import MigrationKit
import SwiftCST

/// `.disableAutocorrection(b)` → `.autocorrectionDisabled(b)` (`.autocorrectionDisabled()` for
/// `true`).
///
/// The deprecated modifier takes a `Bool?` (nil: the platform's default); the new one takes a
/// `Bool`. A literal, a negation, a comparison or a value the semantic index knows is a
/// non-optional `Bool` is `safe`; `nil` or a value known to be optional is only reported (there
/// is no `Bool` that means "default"); any other value is `review` (it must not be optional).
/// Nothing fires where a watchOS target predates watchOS 8 or the targets are unknown; calls
/// that may reach a project method of the same name are reported instead.
public struct AutocorrectionDisabled: Migration {
  public let id = "autocorrection-disabled"
  public let summary =
    "Replace the deprecated disableAutocorrection(_:) with autocorrectionDisabled(_:)"
  public let rationale = """
    disableAutocorrection(_:) is deprecated and renamed autocorrectionDisabled(_:) (iOS 13, \
    macOS 10.15, tvOS 13, watchOS 8: it is back-deployed to the first SwiftUI releases). The \
    old modifier takes a Bool? where nil means the platform's default; the new one takes a \
    Bool that defaults to true. So true becomes autocorrectionDisabled() (or is removed where \
    autocorrectionDisabled() already stands right beside it), false and any other \
    non-optional Bool (a negation, a comparison, a property the project declares as Bool) \
    carry over as they are (safe), and nil or an optional value is only reported, since no \
    Bool means "default". A value whose type cannot be told is a review fix. Nothing fires \
    where a target is older or the targets are unknown; a call that may reach a project method \
    named disableAutocorrection is only reported. Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:).
    """
  public let example = (
    before: """
    TextField("Username", text: $username)
      .disableAutocorrection(true)
    """,
    after: """
    TextField("Username", text: $username)
      .autocorrectionDisabled()
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read function declarations by name (`ProjectMethods`): a local one is a
  /// declaration keyword, which keeps its body parsed.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "disableAutocorrection", key: methodKey, in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "disableAutocorrection")
      && context.mayBeAvailable(autocorrectionTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "disableAutocorrection")
    let methods = ProjectMethods(context.index, key: methodKey, path: context.path)
    return calls.compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "disableAutocorrection"),
        site.labels == ["_"], let value = site.call.arguments.first?.expression,
        context.isAvailable(autocorrectionTargets, at: call.node)
      else { return nil }
      switch ProjectMethodCheck(
        site, methods, signature: "disableAutocorrection(_:)", id: id, context: context
      ) {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      let rename = TextEdit(
        range: site.access.nameToken.range, replacement: "autocorrectionDisabled")
      switch Self.kind(of: value, context.resolver(for: file))
      {
      case .true:
        if let removal = Self.removalBesideModern(site) {
          return Finding(
            migrationID: id, range: site.range,
            message:
              "disableAutocorrection(_:) is deprecated, and autocorrectionDisabled() right beside it already makes the same setting: removed",
            safety: .safe, fix: Fix(edits: [TextEdit(range: removal, replacement: "")]))
        }
        return Finding(
          migrationID: id, range: site.range,
          message:
            "disableAutocorrection(_:) is deprecated: autocorrectionDisabled() is the same setting",
          safety: .safe,
          fix: Fix(edits: [rename, TextEdit(range: value.range, replacement: "")]))
      case .bool:
        return Finding(
          migrationID: id, range: site.range,
          message:
            "disableAutocorrection(_:) is deprecated: autocorrectionDisabled(_:) takes the same Bool",
          safety: .safe, fix: Fix(edits: [rename]))
      case .optional:
        return Finding(
          migrationID: id, range: site.range,
          message:
            "disableAutocorrection(_:) with nil or an optional: autocorrectionDisabled(_:) takes a Bool, and no Bool means the default that nil does: left as is",
          safety: .diagnostic)
      case .unknown:
        return Finding(
          migrationID: id, range: site.range,
          message:
            "disableAutocorrection(_:) is deprecated: autocorrectionDisabled(_:) takes a Bool, not a Bool?: check that this value is never nil",
          safety: .review, fix: Fix(edits: [rename]))
      }
    }
  }

  enum Kind: Equatable { case `true`, bool, optional, unknown }

  /// `.disableAutocorrection(true)` written right before or after `.autocorrectionDisabled()`
  /// (or `(true)`): the rename would write the same modifier twice in a row, so the old call
  /// goes, from the end of the view it modifies. Nil when a comment stands in that text.
  static func removalBesideModern(_ site: ModifierCallSite) -> Range<Int>? {
    guard let base = site.access.base else { return nil }
    let node = site.call.node
    var neighbours: [Syntax] = [base]
    if let parent = node.parent, MemberAccess(parent)?.base == node, let grand = parent.parent,
      FunctionCall(grand)?.callee == parent
    {
      neighbours.append(grand)
    }
    let disables = neighbours.contains { neighbour in
      guard let call = FunctionCall(neighbour), call.memberAccess?.name == "autocorrectionDisabled",
        call.trailingClosure == nil
      else { return false }
      let arguments = call.arguments
      return arguments.isEmpty
        || (arguments.count == 1 && arguments[0].label == nil
          && arguments[0].expression?.text == "true")
    }
    let removal = base.range.upperBound..<node.range.upperBound
    guard disables, node.file.comments(in: removal).isEmpty else { return nil }
    return removal
  }

  /// What the argument is: the literal `true`, some other non-optional Bool, nil or optional.
  static func kind(of value: Syntax, _ resolver: Resolver) -> Kind {
    switch value.kind {
    case .booleanLiteralExpr: return value.text == "true" ? .true : .bool
    case .nilLiteralExpr: return .optional
    case .prefixOperatorExpr:
      return value.firstToken?.is("!") == true ? .bool : .unknown
    case .tupleExpr:
      let elements = value.children(.argument)
      guard elements.count == 1, Argument(elements[0]).label == nil,
        let inner = Argument(elements[0]).expression
      else { return .unknown }
      return kind(of: inner, resolver) == .true ? .bool : kind(of: inner, resolver)
    case .sequenceExpr:
      return sequenceKind(value, resolver)
    default:
      guard let type = resolver.type(of: value) else { return .unknown }
      if type.isOptional { return .optional }
      return type.text == "Bool" ? .bool : .unknown
    }
  }

  /// `a == b`, `x && y`: a Bool. `c ? a : b`: the branches decide.
  private static func sequenceKind(_ sequence: Syntax, _ resolver: Resolver) -> Kind {
    let children = sequence.children
    if children.contains(where: { $0.kind == .ternaryMiddle }) {
      guard children.count >= 3, children[children.count - 2].kind == .ternaryMiddle,
        let then = children[children.count - 2].firstChild, let otherwise = children.last
      else { return .unknown }
      let kinds = [kind(of: then, resolver), kind(of: otherwise, resolver)]
      if kinds.contains(.optional) { return .optional }
      return kinds.allSatisfy { $0 == .bool || $0 == .true } ? .bool : .unknown
    }
    let operators = sequence.ownTokens.filter { $0.kind == .binaryOperator }
    guard !operators.isEmpty,
      operators.allSatisfy({ token in booleanOperators.contains { token.hasText($0) } })
    else { return .unknown }
    return .bool
  }
}

/// Operators whose result is a Bool whatever they compare.
private let booleanOperators = ["==", "!=", "<", "<=", ">", ">=", "&&", "||", "===", "!=="]

private let methodKey = "autocorrection-disabled.method"

/// autocorrectionDisabled(_:): iOS 13, macOS 10.15, tvOS 13, watchOS 8 (back-deployed).
private let autocorrectionTargets = minimumVersions(
  iOS: "13", macOS: "10.15", tvOS: "13", watchOS: "8")
