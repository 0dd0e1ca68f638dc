import MigrationKit
import SwiftCST

// The views ignores-safe-area-scope leaves to their host: a view type whose instance the run
// gives a hosting view or controller as its root (`UIHostingController(rootView:
// ShortcutBar())`, in any file). The host's view is placed by UIKit or AppKit (an input
// accessory above the keyboard, a panel, a window's content), and the safe area the body's
// root ignores is the host's own insets: ignoring them on the whole view is what keeps a
// 40-point accessory bar from being squeezed by the home indicator's.

extension IgnoresSafeAreaScope {
  /// The key of the facts that name a view type given to a hosting type as its root.
  static let hostedRootKey = "ignores-safe-area-scope.hosted-root"

  public var usesProjectIndex: Bool { true }
  /// Its facts read calls of the hosting types (capitalised) anywhere.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    var names: Set<String> = []
    for call in file.calls(named: Self.hostingTypes.sorted()) {
      guard let root = call.arguments.first(where: { $0.label == "rootView" })?.expression,
        let view = Self.rootViewCall(root),
        view.callee.kind == .declReferenceExpr, let name = view.calleeName,
        name.first?.isUppercase == true
      else { continue }
      names.insert(name)
    }
    return names.sorted().map { ProjectFact(key: Self.hostedRootKey, value: $0) }
  }

  /// The view call a hosting call's `rootView:` is, modifiers aside: `ShortcutBar()`, or the
  /// value of the local constant it names (`let summary = MatchSummary(…)` before
  /// `UIHostingController(rootView: summary)`, as a cell's configuration writes it).
  private static func rootViewCall(_ root: Syntax) -> FunctionCall? {
    let base = ModifierChain(outermost: root).base
    if let call = FunctionCall(base) { return call }
    guard base.kind == .declReferenceExpr, let name = base.firstToken?.text,
      let value = localConstant(named: name, before: base)
    else { return nil }
    return FunctionCall(ModifierChain(outermost: value).base)
  }

  /// The value of the nearest `let name = value` before `use`, in a code block around it
  /// (not in a closure or type nested in that block).
  private static func localConstant(named name: String, before use: Syntax) -> Syntax? {
    var current = use
    while let scope = current.parent {
      if scope.kind == .memberBlock || scope.kind == .sourceFile { return nil }
      current = scope
      guard scope.kind == .codeBlock || scope.kind == .closureExpr else { continue }
      let value = scope.descendants(.variableDecl).last { node in
        node.range.upperBound <= use.range.lowerBound
          && node.ancestor(.codeBlock, .closureExpr, .memberBlock) == scope
          && VariableDeclaration(node)?.isLet == true
          && VariableDeclaration(node)?.bindings.first?.name == name
      }
      if let value, let bindings = VariableDeclaration(value)?.bindings, bindings.count == 1 {
        return bindings[0].initializer
      }
    }
    return nil
  }

  /// Why the view ignoring the safe area (`whole`, with every modifier; `base` without them)
  /// is its host's to place, or nil: it is given to a hosting type as its root, or it is the
  /// `body` of a view type the run hosts so. Text input keeps its keyboard finding: a hosted
  /// screen's field must rise above the keyboard too.
  func hostedRoot(
    _ whole: Syntax, _ base: Syntax, subject: String, context: MigrationContext
  ) -> String? {
    if Self.mayShowKeyboard(context, at: whole),
      Layer.textInput(in: base, context: context) != nil
    {
      return nil
    }
    let host: String
    if isHostingRoot(whole) {
      host = "the root view of a hosting view or controller"
    } else if let type = bodyOwner(of: whole, context: context),
      context.index.contains(Self.hostedRootKey, type)
    {
      host = "the body of \(type), which the app gives a hosting view or controller as its root"
    } else {
      return nil
    }
    return
      "\(subject) ignores the safe area on every edge, and it is \(host): UIKit or AppKit places the host's view (an input accessory, a panel, a window), and ignoring its safe area keeps the host's insets out of the view: left as it is"
  }

  /// The name of the type whose `body` is `expression`: its one statement besides local
  /// constants, or what that statement returns.
  private func bodyOwner(of expression: Syntax, context: MigrationContext) -> String? {
    var statement = expression
    if let parent = statement.parent, parent.kind == .returnStmt { statement = parent }
    guard let binding = statement.ancestor(.patternBinding) else { return nil }
    let property = PatternBinding(binding)
    // Local constants before the view build nothing (`let state = getState()`).
    guard property.name == "body",
      property.getterStatements?.filter({ $0.kind != .variableDecl }) == [statement]
    else { return nil }
    let resolver = context.resolver(for: expression.file)
    // `Editor.Toolbar`: the hosting call names it as written, `Toolbar` inside `Editor`.
    return resolver.enclosingTypeName(of: binding)?.split(separator: ".").last.map(String.init)
  }
}
