import SwiftCST

/// A compact, exact picture of a tree for assertions: `kind(child child)` with the text of
/// leaf-like nodes in quotes, e.g. `functionCallExpr(declReferenceExpr"f" argumentList(…))`.
func outline(_ node: Syntax) -> String {
  let children = node.children
  if children.isEmpty { return "\(node.kind)\"\(node.text)\"" }
  return "\(node.kind)(" + children.map(outline).joined(separator: " ") + ")"
}

/// The outline of each top-level item of `text`.
func outlines(_ text: String) -> [String] {
  SourceFile(text: text).root.children.map(outline)
}

func diagnostics(_ text: String) -> [String] {
  let file = SourceFile(text: text)
  return file.diagnostics.map { "\(file.location(of: $0.offset)): \($0.message)" }
}

/// Joins pieces of an expected outline (keeps long expectations readable and quick to type-check).
func j(_ parts: String...) -> String { parts.joined() }
