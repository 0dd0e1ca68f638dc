extension StringProtocol {
  /// The text's lines without their line breaks, split at each LF, CRLF or CR as the Swift
  /// compiler splits lines. `split(separator: "\n")` compares `Character`s, and a CRLF is one
  /// `Character`, equal to neither `"\n"` nor `"\r"`: it left a CRLF file's text in one line.
  public func sourceLines(omittingEmpty: Bool = false) -> [SubSequence] {
    split(omittingEmptySubsequences: omittingEmpty, whereSeparator: \.isSourceLineBreak)
  }

  /// The text's lines, each with the line break that ends it as written (LF, CRLF or CR;
  /// empty after the last line), so that an edit line by line keeps the file's line endings.
  public func sourceLinesWithBreaks() -> [(line: SubSequence, lineBreak: SubSequence)] {
    var lines: [(line: SubSequence, lineBreak: SubSequence)] = []
    var start = startIndex
    while let end = self[start...].firstIndex(where: \.isSourceLineBreak) {
      let next = index(after: end)
      lines.append((self[start..<end], self[end..<next]))
      start = next
    }
    lines.append((self[start...], self[endIndex...]))
    return lines
  }
}

extension Character {
  /// A line break of Swift source: LF, CRLF or CR.
  var isSourceLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
