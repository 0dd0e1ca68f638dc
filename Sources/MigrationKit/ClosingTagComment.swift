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
    var words = file.text(comment.lowerBound + 2..<comment.upperBound)[...]
    while let first = words.first, first == " " || first == "\t" { words = words.dropFirst() }
    while let last = words.last, last == " " || last == "\t" { words = words.dropLast() }
    let tags = ["</\(name)>", "/\(name)", name, "end \(name)", "End \(name)", "END \(name)"]
    guard tags.contains(String(words)) else { return nil }
    return range.upperBound..<comment.upperBound
  }
}
