import SwiftCST

/// Swift Charts content (`ChartContent`): marks, and what a `Chart { … }` builder or a
/// declaration of chart content holds. Chart content has modifiers of its own that share
/// View's names (`cornerRadius(_:style:)`, `foregroundStyle(_:)`, `opacity(_:)`), but it is no
/// View: a View modifier written in their place (`clipShape`) does not compile there
/// (developer.apple.com/documentation/charts/chartcontent).
public enum ChartContent {
  /// The marks of Swift Charts (iOS 16, macOS 13, tvOS 16, watchOS 9; `SectorMark` from
  /// iOS 17, macOS 14, tvOS 17, watchOS 10).
  public static let marks: Set<String> = [
    "AreaMark", "BarMark", "LineMark", "PointMark", "RectangleMark", "RuleMark", "SectorMark",
  ]

  /// Calls whose content closure is chart content when they are chart content themselves
  /// (`Chart { ForEach(items) { … } }`); in a view they hold views.
  static let containers: Set<String> = ["ForEach", "Plot"]

  /// Whether `expression`, the base a modifier applies to, is chart content: it starts from a
  /// mark (`BarMark(…).foregroundStyle(.blue)`), or it is written in the content of
  /// `Chart { … }` (through `ForEach` and `Plot`), or in the body of a property or function
  /// declared to produce chart content (`some ChartContent`, `@ChartContentBuilder`). A view
  /// in a closure of anything else (a mark's `annotation { … }`, `chartOverlay { … }`) is
  /// not, nor is the `Chart` view itself.
  public static func isChartContent(_ expression: Syntax) -> Bool {
    if let root = expression.leftmostName, marks.contains(root) { return true }
    if expression.leftmostName == "Charts",
      let name = expression.kind == .functionCallExpr
        ? FunctionCall(expression)?.calleeName : MemberAccess(expression)?.name,
      marks.contains(name)
    {
      return true
    }
    var current = expression
    while let parent = current.parent {
      switch parent.kind {
      case .closureExpr:
        guard let call = EnclosingViews.owningCall(of: parent), let name = call.calleeName,
          let root = call.callee.leftmostName, root == name || root == "Charts"
        else { return false }
        if name == "Chart" { return true }
        guard containers.contains(name) else { return false }
        current = call.node
      case .patternBinding:
        if declaresChartContent(PatternBinding(parent).type) { return true }
        current = parent
      case .variableDecl:
        return DeclarationHeader(parent).hasAttribute("ChartContentBuilder")
      case .functionDecl:
        return DeclarationHeader(parent).hasAttribute("ChartContentBuilder")
          || declaresChartContent(FunctionDeclaration(parent)?.returnType)
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
        .sourceFile, .initializerDecl, .subscriptDecl, .deinitializerDecl, .macroExpansionExpr,
        .macroExpansionDecl:
        return false
      default:
        current = parent
      }
    }
    return false
  }

  /// `some ChartContent`, `any ChartContent`, `Charts.ChartContent`.
  private static func declaresChartContent(_ type: Syntax?) -> Bool {
    type?.tokens.contains { $0.text == "ChartContent" } ?? false
  }
}
