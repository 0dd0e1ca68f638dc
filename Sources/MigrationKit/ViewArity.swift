import Foundation
import SwiftCST

/// How many views a `@ViewBuilder` body, property, function or closure produces, and what
/// the one view is. A modifier applied to something with several views (a tuple, a
/// `Group` of several, a `ForEach`) applies to each of them.
public struct ViewArity: Sendable, Hashable {
  public enum Count: Sendable, Hashable {
    /// No view statement at all.
    case none
    /// Exactly one view (possibly chosen by `if`/`switch`, each branch one view).
    case one
    /// Several views: several statements, a branch with several, a `Group` of several,
    /// a `ForEach`.
    case several
    /// The code refers to something whose views are not known (a parameter, a member
    /// declared outside the run).
    case unknown
  }

  public var count: Count
  /// For one view: the name its expression starts from (`Text`, `Group`, `ForEach`,
  /// `HStack`, or a property or function such as `header`). Nil when several or unknown.
  public var root: String?
  /// Whether the root is written `SwiftUI.Text(…)`: SwiftUI's view of that name, never a
  /// type of the run (a project that declares its own `Button` writes SwiftUI's this way).
  public var rootIsQualified = false
  /// For one view: the names of the modifiers applied to it, innermost first; for one view
  /// chosen by `if`/`switch` whose branches apply different ones, every name any applies.
  public var modifiers: [String]
  /// One view chosen by `if`/`switch` (or an `if` without `else`: one view or none).
  public var isConditional: Bool

  public init(
    count: Count, root: String? = nil, modifiers: [String] = [], isConditional: Bool = false
  ) {
    self.count = count
    self.root = root
    self.modifiers = modifiers
    self.isConditional = isConditional
  }

  public static let none = ViewArity(count: .none)
  public static let several = ViewArity(count: .several)
  public static let unknown = ViewArity(count: .unknown)

  /// Whether a modifier applied to this content may apply to more than one view.
  public var mayBeSeveral: Bool { count == .several || count == .unknown }

  /// Whether the one view is `Group` or `ForEach`.
  public var isGroupOrForEach: Bool { root == "Group" || root == "ForEach" }

  /// Whether the one view's root is a name that refers to a property, function or local
  /// (lower-case, as `header` or `content`): its views are those of what it refers to.
  public var rootIsReference: Bool {
    guard count == .one, let first = root?.unicodeScalars.first else { return false }
    return first == "_" || CharacterSet.lowercaseLetters.contains(first)
  }
}

extension ViewArity {
  /// The views of result-builder statements (a `@ViewBuilder` body or a view-building
  /// closure), from syntax alone: a `Group`'s content is counted, a `ForEach` is several,
  /// a reference to a property or function is `one` with that name as `root` (the
  /// `Resolver` follows it). Declarations produce no view; a `return` ends the builder
  /// (the returned expression is the one view). (Worked out on the flat arrays: see
  /// `ViewArity+Raw.swift`.)
  public static func of(statements: [Syntax]) -> ViewArity {
    guard let first = statements.first else { return .none }
    return of(statements: statements.lazy.map(\.index), in: first.file.rawTree)
  }

  /// The views of one statement.
  public static func of(statement: Syntax) -> ViewArity {
    of(statement: statement.index, in: statement.file.rawTree)
  }

  /// The views of one view expression: `Text("a").bold()`, `Group { … }`, `header`.
  public static func of(expression: Syntax) -> ViewArity {
    of(expression: expression.index, in: expression.file.rawTree)
  }

  /// `if`/`switch`: one view when every branch holds at most one, several when one holds
  /// several.
  static func ofBranches(_ node: Syntax) -> ViewArity {
    ofBranches(node.index, in: node.file.rawTree)
  }

  /// The statements of each branch of an `if` (with its `else if`s) or `switch`, and
  /// whether one branch always runs (a final `else`, or a `switch`).
  public static func branches(of node: Syntax) -> (branches: [[Syntax]], exhaustive: Bool) {
    let raw = node.file.rawTree
    let (branches, exhaustive) = branches(of: node.index, in: raw)
    return (branches.map { $0.map(raw.syntax) }, exhaustive)
  }

  /// The items of one `#if`/`#elseif`/`#else` arm, without its condition.
  public static func items(of clause: Syntax) -> [Syntax] {
    let raw = clause.file.rawTree
    return items(of: clause.index, in: raw).map(raw.syntax)
  }

  /// Content made of two parts one after the other.
  static func combined(_ first: ViewArity, _ second: ViewArity) -> ViewArity {
    if first.count == .none { return second }
    if second.count == .none { return first }
    if first.count == .unknown || second.count == .unknown {
      // Two parts of which one is unknown are still at least two views unless the
      // unknown one is empty; say unknown.
      return .unknown
    }
    return .several
  }

  /// Content that is one of two alternatives (`if`/`else` branches, `#if` arms).
  static func alternative(_ first: ViewArity, _ second: ViewArity) -> ViewArity {
    switch (first.count, second.count) {
    case (.none, _): return second
    case (_, .none): return first
    case (.several, _), (_, .several): return .several
    case (.unknown, _), (_, .unknown): return .unknown
    default:
      // A plain `EmptyView()` is no view, as a branch that is left out (`if` without `else`).
      if second.isPlainEmptyView && !first.isPlainEmptyView {
        var result = first
        result.isConditional = true
        return result
      }
      if first.isPlainEmptyView && !second.isPlainEmptyView { return alternative(second, first) }
      // Both one view: keep the root only when the branches agree.
      var result = first
      if first.root != second.root || first.rootIsQualified != second.rootIsQualified {
        result.root = nil
        result.rootIsQualified = false
      }
      // Every modifier either branch applies (the view has those of one of them).
      for name in second.modifiers where !result.modifiers.contains(name) {
        result.modifiers.append(name)
      }
      result.isConditional = true
      return result
    }
  }

  /// `EmptyView()` without modifiers.
  var isPlainEmptyView: Bool {
    count == .one && root == "EmptyView" && !rootIsQualified && modifiers.isEmpty
  }
}
