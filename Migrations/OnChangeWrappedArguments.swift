import MigrationKit
import SwiftCST

/// `.onChange(of: v, perform: { … })` written over several lines: the edits that make the
/// rewritten call read as a person writes it, `.onChange(of: v) { … }` with the closure's
/// lines at the call's depth.
///
/// ```swift
/// .onChange(                         .onChange(of: query) { _, text in
///   of: query,                         search(text)
///   perform: { text in          →    }
///     search(text)
///   }
/// )
/// ```
enum OnChangeWrappedArguments {
  /// The edits that bring `of:` up to the opening parenthesis when a line break separates
  /// them, and move the closure's lines after its first from the depth of the line it starts
  /// on to the depth of the parenthesis's line; none when the closure starts on that line.
  /// A closure holding a multi-line string literal keeps its lines (they may be the string's),
  /// as does one whose signature is not on its first line.
  static func edits(list: Syntax, observed: Syntax, closure: Closure) -> [TextEdit] {
    let file = list.file
    guard let open = list.firstToken, open.is("(") else { return [] }
    let callLine = file.location(of: open.range.lowerBound).line
    let closureStart = closure.node.range.lowerBound
    guard file.location(of: closureStart).line != callLine else { return [] }
    var edits: [TextEdit] = []
    let gap = open.range.upperBound..<observed.range.lowerBound
    if file.text(gap).allSatisfy(\.isWhitespace), file.text(gap).contains(where: \.isNewline) {
      edits.append(TextEdit(range: gap, replacement: ""))
    }
    // A signature on a line of its own is rewritten there: those lines stay.
    let closureText = file.text(closure.node.range)
    guard !closureText.contains("\"\"\""),
      closure.signature.map({
        file.location(of: $0.range.upperBound).line == file.location(of: closureStart).line
      }) ?? true
    else { return edits }
    let old = file.indentation(ofLineContaining: closureStart)
    let new = file.indentation(ofLineContaining: open.range.lowerBound)
    guard old != new else { return edits }
    let bytes = file.bytes
    for start in file.lineStarts
    where start > closureStart && start < closure.node.range.upperBound {
      var end = start
      while end < bytes.count, bytes[end] == 32 || bytes[end] == 9 { end += 1 }
      // Blank lines stay as they are.
      guard end < bytes.count, bytes[end] != 10, bytes[end] != 13 else { continue }
      let indentation = file.text(start..<end)
      let moved = SourceStyle.movedIndentation(indentation, from: old, to: new)
      if moved != indentation {
        edits.append(TextEdit(range: start..<end, replacement: moved))
      }
    }
    return edits
  }
}
