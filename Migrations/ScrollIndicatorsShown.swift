import MigrationKit
import SwiftCST

/// The members of the project whose views write a scrollable view that takes its indicators
/// from the environment: a ScrollView without `showsIndicators: false`, or a List, Form,
/// Table or TextEditor, with no `.scrollIndicators` of its own in its chain (one there is
/// nearer than any outer one and wins). `.scrollIndicators(.hidden)` on a scroll view around
/// a view built by such a member hides those indicators too; a member whose scrollable views
/// already hide theirs (or set their own) is not one.
enum ShownScrollIndicators {
  /// `Type.member` of each such member, one a line (`FactText.lines`).
  static let key = "scroll-indicators.shown"

  /// The scrollable views.
  static let names = ["ScrollView", "List", "Form", "Table", "TextEditor"]
  /// The same, to look up in every file (their keys worked out once).
  private static let calleeNames = TokenNames(names)

  static func facts(in file: SourceFile) -> [ProjectFact] {
    var lines: [String] = []
    // The calls named so (the file's table of calls by name), not every call of the file.
    for call in file.calls(named: calleeNames) {
      let node = call.node
      guard call.callee.kind == .declReferenceExpr,
        names.contains(call.callee.text), showsIndicators(call),
        let line = member(of: node), !lines.contains(line)
      else { continue }
      lines.append(line)
    }
    guard !lines.isEmpty else { return [] }
    return [ProjectFact(key: key, value: lines.joined(separator: "\n"))]
  }

  /// Whether the member `name` of `type` is one (see the type's documentation).
  static func shows(_ type: String, _ name: String, in index: ProjectIndex) -> Bool {
    index.containsLine(key, type + "." + name)
  }

  /// Whether the scrollable view `call` takes its indicators from the environment.
  private static func showsIndicators(_ call: FunctionCall) -> Bool {
    if call.callee.text == "ScrollView", let shows = call.argument(labeled: "showsIndicators"),
      shows.expression?.text == "false"
    {
      return false
    }
    return !ModifierChain(base: call.node).modifiers.contains { $0.name == "scrollIndicators" }
  }

  /// `Type.member` for the innermost property or function around `node` and the type that
  /// declares it (as the semantic index names them).
  private static func member(of node: Syntax) -> String? {
    var current = node.parent
    var name: String?
    while let declaration = current {
      switch declaration.kind {
      case .functionDecl where name == nil:
        name = FunctionDeclaration(declaration)?.name
      case .variableDecl where name == nil:
        name = VariableDeclaration(declaration)?.bindings.first?.name
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
        guard let name, let type = typePath(declaration) else { return nil }
        return type + "." + name
      default: break
      }
      current = declaration.parent
    }
    return nil
  }

  /// `Outer.Inner` for a type declared in another (or in an extension of `Outer`).
  private static func typePath(_ declaration: Syntax) -> String? {
    var names: [String] = []
    var current: Syntax? = declaration
    while let node = current {
      if let type = TypeDeclaration(node) {
        guard !type.name.isEmpty else { return nil }
        names.insert(type.name, at: 0)
      }
      current = node.parent
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }
}
