import SwiftCST

extension Token {
  /// Of a container's closing brace: the comment after it on its line that only names the
  /// container it closes (`} // </HStack>`, `} // HStack`, `} // end HStack`), from the
  /// brace's end to the comment's end. A rewrite that removes the container removes this
  /// comment with it: it would name nothing afterwards. Nil when there is no such comment
  /// or the comment says anything else.
  public func closingTagComment(naming name: String) -> Range<Int>? {
    let found = file.comments(in: trailingTriviaRange)
    guard found.count == 1, let comment = found.first,
      file.bytes[comment.lowerBound + 1] == UInt8(ascii: "/")
    else { return nil }
    guard file.isClosingTag(comment, naming: name) else { return nil }
    return range.upperBound..<comment.upperBound
  }
}

extension Syntax {
  /// Of a container's whole expression, its modifiers included (`HStack { … }.padding()`):
  /// a `//` comment alone on the next line that closes the container by name
  /// (`// end HStack`, as some write under a long modifier chain), as the range of that
  /// whole line, its indentation and line break included. A rewrite that removes the
  /// container removes this line with it. Nil when there is no such line.
  public func closingTagLine(naming name: String) -> Range<Int>? {
    let bytes = file.bytes
    let end = tokenIndices.upperBound
    guard end < file.tokenCount else { return nil }
    let next = file.token(at: end)
    guard let comment = file.comments(in: next.leadingTriviaRange).first,
      bytes[comment.lowerBound + 1] == UInt8(ascii: "/"),
      file.isClosingTag(comment, naming: name, bare: false)
    else { return nil }
    // Only blanks and one line break between the expression and the comment.
    var lineStart = -1
    for position in range.upperBound..<comment.lowerBound {
      switch bytes[position] {
      case 32, 9: continue
      case 13 where lineStart < 0 && position + 1 < bytes.count && bytes[position + 1] == 10:
        continue
      case 10 where lineStart < 0: lineStart = position + 1
      default: return nil
      }
    }
    guard lineStart >= 0 else { return nil }
    var lineEnd = comment.upperBound
    while lineEnd < bytes.count, bytes[lineEnd] == 32 || bytes[lineEnd] == 9 { lineEnd += 1 }
    if lineEnd < bytes.count, bytes[lineEnd] == 13 { lineEnd += 1 }
    guard lineEnd < bytes.count, bytes[lineEnd] == 10 else { return nil }
    return lineStart..<lineEnd + 1
  }
}

extension SourceFile {
  /// Whether a `//` comment only names the container `name`: `// </HStack>`, `// /HStack`,
  /// `// end HStack` (also `End`, `END`), and with `bare` `// HStack` (which on a line of
  /// its own may as well head the code below).
  fileprivate func isClosingTag(_ comment: Range<Int>, naming name: String, bare: Bool = true)
    -> Bool
  {
    var words = text(comment.lowerBound + 2..<comment.upperBound)[...]
    while let first = words.first, first == " " || first == "\t" { words = words.dropFirst() }
    while let last = words.last, last == " " || last == "\t" { words = words.dropLast() }
    let tags = ["</\(name)>", "/\(name)", "end \(name)", "End \(name)", "END \(name)"]
    return tags.contains(String(words)) || (bare && words == name[...])
  }
}
