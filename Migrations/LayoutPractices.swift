import MigrationKit
import SwiftCST

/// What the `layout-practices` migrations share: their group id, the API availability they
/// rely on (see docs/layout-practices.md for the sources), and small questions about the
/// tree that none of them should answer twice.
enum LayoutPractices {
  static let group = "layout-practices"

  /// `containerRelativeFrame(_:alignment:)` and `(_:alignment:_:)`: iOS 17, macOS 14,
  /// tvOS 17, watchOS 10, visionOS 1.
  static let containerRelativeFrameTargets = minimumVersions(
    iOS: "17", macOS: "14", tvOS: "17", watchOS: "10")

  /// `onGeometryChange(for:of:action:)`: iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1
  /// (back-deployed from the iOS 18 SDK).
  static let onGeometryChangeTargets = minimumVersions(
    iOS: "16", macOS: "13", tvOS: "16", watchOS: "9")

  /// Whether `node` is SwiftUI view code: inside a function or property whose type is
  /// `some View` (wherever it is declared), or else in the body of a type the semantic
  /// index knows as a `View` or `ViewModifier` (its declaration's and extensions'
  /// conformances merged, so `extension Row { … }` in another file counts). Code in an
  /// `App`, a `Scene`, a model, a free function or a non-view member of `extension View`
  /// is not.
  static func isViewCode(_ node: Syntax, _ resolver: Resolver) -> Bool {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .functionDecl:
        if let type = FunctionDeclaration(ancestor)?.returnType, namesView(type) { return true }
      case .patternBinding:
        if let type = PatternBinding(ancestor).type, namesView(type) { return true }
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
        // Not `extension View`: its members that build views say so in their type (above);
        // the others (a snapshot helper) do not lay out the view they extend.
        guard let type = resolver.enclosingType(of: node) else { return false }
        return type.isView || type.inherits("ViewModifier")
      default: break
      }
      current = ancestor.parent
    }
    return false
  }

  /// What `node` builds when it is not view code (`isViewCode`) but Swift Charts or MapKit
  /// content: "chart content" or "map content", inside a function or property declared to
  /// produce it (`some ChartContent`, `@MapContentBuilder`) or in the body of a type the
  /// semantic index knows as `ChartContent` or `MapContent`; nil otherwise.
  static func contentKind(_ node: Syntax, _ resolver: Resolver) -> String? {
    func kind(_ type: Syntax?) -> String? {
      guard let tokens = type?.tokens else { return nil }
      if tokens.contains(where: { $0.text == "ChartContent" }) { return "chart content" }
      if tokens.contains(where: { $0.text == "MapContent" }) { return "map content" }
      return nil
    }
    func builder(_ declaration: Syntax) -> String? {
      let header = DeclarationHeader(declaration)
      if header.hasAttribute("ChartContentBuilder") { return "chart content" }
      if header.hasAttribute("MapContentBuilder") { return "map content" }
      return nil
    }
    var current = node.parent
    while let ancestor = current {
      switch ancestor.kind {
      case .functionDecl:
        if let found = builder(ancestor) ?? kind(FunctionDeclaration(ancestor)?.returnType) {
          return found
        }
      case .patternBinding:
        if let found = kind(PatternBinding(ancestor).type) { return found }
      case .variableDecl:
        if let found = builder(ancestor) { return found }
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
        guard let type = resolver.enclosingType(of: node) else { return nil }
        if type.inherits("ChartContent") { return "chart content" }
        if type.inherits("MapContent") { return "map content" }
        return nil
      default: break
      }
      current = ancestor.parent
    }
    return nil
  }

  /// `some View`, `any View`, `AnyView`.
  private static func namesView(_ type: Syntax) -> Bool {
    let text = type.text
    return text == "some View" || text == "AnyView" || text == "some SwiftUI.View"
  }

  /// Whether a comment sits between the first and last token of `node`, so that writing
  /// the node anew would drop it.
  static func hasComments(in node: Syntax) -> Bool {
    let bytes = node.file.bytes
    let tokens = node.tokens
    let slash = UInt8(ascii: "/")
    for (position, token) in tokens.enumerated() {
      if position > 0, bytes[token.leadingTriviaRange].contains(slash) { return true }
      if position < tokens.count - 1, bytes[token.trailingTriviaRange].contains(slash) {
        return true
      }
    }
    return false
  }

  /// Whether a string literal in `node` spans lines (reindenting it would change its value).
  static func hasMultilineStringLiteral(in node: Syntax) -> Bool {
    node.tokens.contains { token in
      token.kind == .stringLiteral && node.file.bytes[token.range].contains { $0 == 10 || $0 == 13 }
    }
  }

  /// The member accesses `Base.name` in the file (`UIScreen.main`), where `Base` is a plain
  /// name, found with one loop over the file's member accesses and no string per node.
  static func memberAccesses(_ base: StaticString, _ name: StaticString, in file: SourceFile)
    -> [Syntax]
  {
    let tree = file.rawTree
    var found: [Syntax] = []
    for node in tree.nodes(.memberAccessExpr) {
      let tokens = tree.tokens(node)
      guard tokens.count == 3, tree.token(tokens.upperBound - 1, is: name),
        tree.token(tokens.lowerBound, is: base),
        tree.kind(tree.firstChild(node)) == .declReferenceExpr
      else { continue }
      found.append(tree.syntax(node))
    }
    return found
  }
}
