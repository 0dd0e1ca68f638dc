import SwiftCST

extension SourceFile {
  /// The indentation `syntax`, written over several lines, is laid out from: that of the
  /// line it starts on, or that of its closing line when this line starts with its last
  /// token (a `}` or `)` on a line of its own) and is indented less. Code that starts far
  /// to the right on a line of its own (`.navigationBarItems(leading:` and then
  /// `Button(action: {` under the colon) often has its body and closing brace indented from
  /// the statement's line instead: moved from its first line's depth, every deeper line
  /// would lose its own indentation; moved from its closing line's, the block keeps its shape.
  public func blockIndentation(of syntax: Syntax) -> String {
    let opening = indentation(ofLineContaining: syntax.range.lowerBound)
    guard let last = syntax.lastToken, last.isAtStartOfLine,
      last.range.lowerBound > syntax.range.lowerBound
    else { return opening }
    let closing = indentation(ofLineContaining: last.range.lowerBound)
    return closing.utf8.count < opening.utf8.count && opening.hasPrefix(closing) ? closing : opening
  }
}
