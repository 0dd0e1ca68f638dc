/// Splitting a fact's value (lines of tab-separated fields) by its UTF-8 bytes.
///
/// `String.split(separator: "\n")` walks the text by `Character`, breaking grapheme
/// clusters at every byte; on the facts of a large project that cost more than the tables
/// built from them. These give the same pieces as those calls: a `"\r\n"` pair is one
/// `Character` (not a `"\n"`), so no split happens there; a tab or a lone `"\n"` is always a
/// `Character` of its own.
public enum FactText {
  /// The non-empty lines of `text`, as `text.split(separator: "\n")` gives them.
  public static func lines(_ text: String) -> [Substring] {
    split(text[...], at: UInt8(ascii: "\n"), keepingEmpty: false)
  }

  /// The fields of `line`, as `line.split(separator: "\t", omittingEmptySubsequences:
  /// false)` gives them.
  public static func fields(_ line: Substring) -> [Substring] {
    split(line, at: UInt8(ascii: "\t"), keepingEmpty: true)
  }

  private static func split(_ text: Substring, at separator: UInt8, keepingEmpty: Bool)
    -> [Substring]
  {
    var pieces: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    var previous: UInt8 = 0
    while index != utf8.endIndex {
      let byte = utf8[index]
      // A "\n" after "\r" belongs to the "\r\n" Character.
      if byte == separator && !(separator == 10 && previous == 13) {
        if keepingEmpty || start != index { pieces.append(text[start..<index]) }
        start = utf8.index(after: index)
      }
      previous = byte
      utf8.formIndex(after: &index)
    }
    if keepingEmpty || start != utf8.endIndex { pieces.append(text[start..<utf8.endIndex]) }
    return pieces
  }
}
