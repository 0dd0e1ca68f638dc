import SwiftCST

/// Code kept for OS versions no deployment target has: the `else` of `if #available(…)`
/// (an `else if` chain included) and the body of `guard #available(…) else { … }`, when
/// every platform the module builds for is already at least the versions the check asks
/// for. That code never runs, yet it still compiles: it is where a project keeps an old
/// API for older systems (`if #available(iOS 16, *) { NavigationStack { … } } else {
/// NavigationView { … } }`), so replacing that API there would only make both branches
/// the same. The real fix is to remove the check and keep its first branch.
public struct UnreachableFallback: Sendable, Hashable {
  /// The bytes that never run: the `else` branch (with any `else if`), or the guard's body.
  public var range: Range<Int>
  /// The check as written, on one line: `if #available(macOS 13.0, *)`.
  public var check: String
  /// The line of the check.
  public var line: Int
  public var isGuard: Bool
  /// The deployment targets at the check, as `iOS 17.0, macOS 13.0`.
  public var targets: String
  /// Whether only an `@available` around the check (`@available(macOS 26, *) struct Tile`)
  /// raises the targets to what the check asks for: the module's own are lower.
  public var isRaisedByAvailable = false

  /// What a finding there says instead of making its fix.
  public var note: String {
    let branch = isGuard ? "the else of `\(check)`" : "the else branch of `\(check)`"
    let advice =
      isGuard
      ? "remove the guard and its else" : "remove the check and keep its first branch"
    let never =
      isRaisedByAvailable
      ? "where the @available around it holds (\(targets))"
      : "on the deployment targets (\(targets))"
    return "left as is: this is \(branch) (line \(line)), which never runs \(never): \(advice)"
  }

  /// Whether every edit of `fix` falls inside the fallback.
  public func contains(_ fix: Fix) -> Bool {
    !fix.edits.isEmpty
      && fix.edits.allSatisfy {
        range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound
      }
  }
}

extension MigrationContext {
  /// The fallbacks of `file` that never run on its deployment targets (at each check, so
  /// an enclosing `@available` counts). Empty for unknown targets, and for a check with
  /// anything besides `#available` (`if #available(iOS 17, *), compact`: its else runs) or
  /// with a platform this tool does not model (`macCatalyst 16`).
  public func unreachableFallbacks(in file: SourceFile) -> [UnreachableFallback] {
    guard deploymentTargets.isKnown, file.containsBytes("#available") else { return [] }
    var fallbacks: [UnreachableFallback] = []
    for statement in file.nodes(.ifExpr) + file.nodes(.guardStmt) {
      guard let conditions = statement.child(.conditionList),
        let required = Self.availabilityRequired(conditions),
        let fallback = Self.fallbackBranch(of: statement)
      else { continue }
      let targets = deploymentTargets(at: statement)
      guard targets.allAtLeast(required) else { continue }
      let keyword = statement.kind == .guardStmt ? "guard" : "if"
      // One line: `#available(iOS 16,\n    macOS 13, *)` → `#available(iOS 16, macOS 13, *)`.
      let check = conditions.text.split(whereSeparator: \.isNewline)
        .map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
      fallbacks.append(
        UnreachableFallback(
          range: fallback.range, check: "\(keyword) \(check)",
          line: file.location(of: statement.range.lowerBound).line,
          isGuard: statement.kind == .guardStmt,
          targets: targets.summary,
          isRaisedByAvailable: !deploymentTargets.allAtLeast(required)))
    }
    return fallbacks
  }

  /// The versions the conditions ask for, when each is `#available(…)` whose items are all
  /// `*` or a modelled platform and its version; nil otherwise.
  private static func availabilityRequired(_ conditions: Syntax) -> [Platform: OSVersion]? {
    var required: [Platform: OSVersion] = [:]
    let items = conditions.children(.condition)
    guard !items.isEmpty else { return nil }
    for condition in items {
      guard condition.children.count == 1, let expansion = condition.firstChild,
        expansion.kind == .macroExpansionExpr, expansion.firstToken?.is("#available") == true,
        let arguments = expansion.child(.argumentList),
        let versions = AvailabilityScopes.checkedVersions(in: arguments)
      else { return nil }
      for (platform, version) in versions where version > (required[platform] ?? OSVersion([0])) {
        required[platform] = version
      }
    }
    return required
  }

  /// The `else` branch of an `if` (a block or an `else if`), or the body of a `guard`.
  static func fallbackBranch(of statement: Syntax) -> Syntax? {
    if statement.kind == .guardStmt { return statement.child(.codeBlock) }
    guard let then = statement.child(.codeBlock) else { return nil }
    var sibling = then.nextSibling
    while let node = sibling {
      if node.kind == .codeBlock || node.kind == .ifExpr { return node }
      sibling = node.nextSibling
    }
    return nil
  }
}

/// An `if #available(…)` (every condition an availability check, whether or not the
/// deployment targets meet it) and its first branch: what the project writes for the systems
/// the check asks for, beside the fallback it keeps for older ones.
public struct AvailabilitySplit {
  public var statement: Syntax
  /// The block that runs where the check holds.
  public var firstBranch: Syntax
  /// The check as written, on one line: `if #available(iOS 16.0, *)`.
  public var check: String
  /// The line of the check.
  public var line: Int

  /// Each such `if` whose `else` branch (an `else if` included) holds `node`, nearest first
  /// (in `if #available(iOS 17, *) { … } else if #available(iOS 16, *) { … } else { node }`,
  /// both checks).
  public static func enclosing(fallback node: Syntax) -> [AvailabilitySplit] {
    var splits: [AvailabilitySplit] = []
    for statement in node.ancestors where statement.kind == .ifExpr {
      guard let conditions = statement.child(.conditionList), isAvailabilityOnly(conditions),
        let first = statement.child(.codeBlock),
        let fallback = MigrationContext.fallbackBranch(of: statement),
        fallback.range.lowerBound <= node.range.lowerBound,
        node.range.upperBound <= fallback.range.upperBound
      else { continue }
      let check = conditions.text.split(whereSeparator: \.isNewline)
        .map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
      splits.append(
        AvailabilitySplit(
          statement: statement, firstBranch: first, check: "if \(check)",
          line: node.file.location(of: statement.range.lowerBound).line))
    }
    return splits
  }

  /// Whether every condition is `#available(…)` (`if #available(iOS 16, *), compact`: its
  /// else also runs on new systems, so it is not only a fallback).
  private static func isAvailabilityOnly(_ conditions: Syntax) -> Bool {
    let items = conditions.children(.condition)
    return !items.isEmpty
      && items.allSatisfy { condition in
        condition.children.count == 1 && condition.firstChild?.kind == .macroExpansionExpr
          && condition.firstChild?.firstToken?.is("#available") == true
      }
  }
}
