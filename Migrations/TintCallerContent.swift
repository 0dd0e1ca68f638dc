import MigrationKit
import SwiftCST

/// The content a view shows that its callers pass: stored properties typed by a generic
/// parameter that is a `View` (`let content: Content` in `SheetView<Content: View>`), or by a
/// closure returning one. The search for readers of Color.accentColor under an
/// `.accentColor(_:)` call cannot see what the callers pass, so a call under which such
/// content shows says so instead of "nothing under this view reads it".
enum TintCallerContent {
  /// The type declaring `call` and its caller-content properties that `receiver` shows: named
  /// in it, or in a member of that type it names (`sheetContent()` whose body shows
  /// `content`). Nil when it shows none.
  static func shown(under receiver: Syntax, at call: Syntax) -> (type: String, names: [String])? {
    var current = call.parent
    while let node = current, node.kind != .structDecl && node.kind != .classDecl {
      current = node.parent
    }
    guard let node = current, let type = TypeDeclaration(node) else { return nil }
    let viewParameters = Set(
      type.genericParameters.filter { $0.constraint.map(isView) ?? false }.map(\.name)
        + whereViews(of: node))
    guard !viewParameters.isEmpty else { return nil }
    var content: [String] = []
    var memberBodies: [String: Syntax] = [:]
    for member in type.members {
      if let function = FunctionDeclaration(member) {
        memberBodies[function.name] = member
        continue
      }
      guard let variable = VariableDeclaration(member), !variable.header.hasModifier("static")
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.name else { continue }
        if let written = binding.type, returnsOrIs(written, oneOf: viewParameters) {
          content.append(name)
        } else if binding.accessorBlock != nil {
          memberBodies[name] = member
        }
      }
    }
    guard !content.isEmpty else { return nil }
    let named = names(in: receiver)
    var shown = content.filter(named.contains)
    for name in named where shown.count < content.count {
      guard let body = memberBodies[name] else { continue }
      let inMember = names(in: body)
      shown += content.filter { inMember.contains($0) && !shown.contains($0) }
    }
    return shown.isEmpty ? nil : (type.name, content.filter(shown.contains))
  }

  /// The names `node` refers to: bare (`content`) and through `self` (`self.content`).
  private static func names(in node: Syntax) -> Set<String> {
    var names = Set<String>()
    for reference in [node] + node.descendants(.declReferenceExpr)
    where reference.kind == .declReferenceExpr {
      names.insert(reference.text)
    }
    for access in node.descendants(.memberAccessExpr) {
      guard let member = MemberAccess(access), member.base?.text == "self" else { continue }
      names.insert(member.name)
    }
    return names
  }

  /// `Content`, `() -> Content` or `(Item) -> Content` for a parameter `Content`.
  private static func returnsOrIs(_ type: Syntax, oneOf parameters: Set<String>) -> Bool {
    let text = type.text.filter { !$0.isWhitespace }
    if parameters.contains(text) { return true }
    guard let arrow = text.range(of: "->", options: .backwards) else { return false }
    var result = text[arrow.upperBound...]
    if result.hasSuffix(")") { result = result.dropLast() }
    return parameters.contains(String(result))
  }

  /// The parameters a `where` clause makes views (`where Content: View`).
  private static func whereViews(of node: Syntax) -> [String] {
    node.child(.genericWhereClause)?.children(.genericRequirement).compactMap { requirement in
      requirement.children.count == 2 && isView(requirement.children[1])
        ? requirement.children[0].text : nil
    } ?? []
  }
}
