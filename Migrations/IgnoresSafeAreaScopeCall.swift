import MigrationKit
import SwiftCST

// How ignores-safe-area-scope reads one `ignoresSafeArea(_:edges:)` or
// `edgesIgnoringSafeArea(_:)` call: its regions and edges, and whether it ignores every region
// on every edge or the keyboard at the bottom. IgnoresSafeAreaScope.swift writes the findings
// and edits.

extension IgnoresSafeAreaScope {
  /// One `ignoresSafeArea(_:edges:)` or `edgesIgnoringSafeArea(_:)` call and what it ignores.
  struct IgnoringCall {
    let call: FunctionCall
    let nameToken: Token
    let isDeprecated: Bool
    /// The written regions argument (`.all` in `ignoresSafeArea(.all)`), if any.
    let regions: Syntax?
    let edges: Argument?
    /// What the edges argument holds (every edge when there is none).
    let writtenEdges: WrittenEdges
    let edgesAreAll: Bool
    /// Every region (keyboard included) on every edge.
    let ignoresEverything: Bool
    /// Every region (keyboard included), on edges that include (or, held in a value, may
    /// include) the bottom but are not all.
    let ignoresKeyboardAtBottom: Bool

    init?(_ node: Syntax) {
      guard let call = FunctionCall(node), call.trailingClosure == nil else { return nil }
      let callee = call.callee
      // `view.ignoresSafeArea()`, or `ignoresSafeArea()` on an implicit `self`.
      guard callee.kind == .memberAccessExpr || callee.kind == .declReferenceExpr,
        let name = MemberAccess(callee)?.nameToken ?? callee.firstToken
      else { return nil }
      let isDeprecated = name.is("edgesIgnoringSafeArea")
      guard isDeprecated || name.is("ignoresSafeArea") else { return nil }
      let arguments = call.arguments
      if isDeprecated {
        guard arguments.count == 1, arguments[0].label == nil, arguments[0].expression != nil
        else { return nil }
        regions = nil
        self.edges = arguments[0]
      } else {
        let regionsArgument = arguments.first { $0.label == nil }
        let edgesArgument = arguments.first { $0.label == "edges" }
        // Anything else (iOS 27's `alignment:`, a typo) is not ours to judge.
        guard arguments.count == [regionsArgument, edgesArgument].compactMap({ $0 }).count,
          regionsArgument == nil || regionsArgument == arguments.first
        else { return nil }
        regions = regionsArgument?.expression
        edges = edgesArgument
      }
      writtenEdges = WrittenEdges(edges?.expression)
      edgesAreAll = writtenEdges.isAll
      // Regions other than all of them are intentional (`.keyboard`, `.container`).
      let allRegions = regions.map(Self.isAll) ?? true
      ignoresEverything = edgesAreAll && allRegions
      // Edges in a value may hold the bottom edge, where the keyboard is.
      ignoresKeyboardAtBottom = allRegions && !edgesAreAll && writtenEdges.mayInclude("bottom")
      self.isDeprecated = isDeprecated
      self.call = call
      self.nameToken = name
    }

    /// The call with a new argument list, e.g. `(edges: .bottom)`.
    func replacingArguments(with text: String) -> Fix? {
      guard let list = call.argumentList else { return nil }
      return Fix(edits: [TextEdit(range: list.range, replacement: text)])
    }

    /// Regions that hold every region: `.all`, `SafeAreaRegions.all`, `[.all]`,
    /// `[.container, .keyboard]`.
    static func isAll(_ expression: Syntax) -> Bool {
      SafeAreaIgnoring.regions(expression) == SafeAreaIgnoring.allRegions
    }
  }
}
