import SwiftCST

extension Syntax {
  /// The node's code for a one-line message: whole tokens up to `limit` characters, then
  /// `…` (after a space where one was), so a quote never ends inside a name or a literal.
  /// Trivia between tokens (spaces, line breaks, comments) is one space, and so is each run of
  /// white space inside a token (a multi-line string literal): a diagnostic is one line
  /// (`file:line:col: note: …`), so code quoted in it must not carry a line break. A line
  /// break before a chained `.member` or a closing bracket, or after an opening one, is no
  /// space at all. A first token longer than `limit` is cut after `limit` characters.
  public func excerpt(_ limit: Int) -> String {
    var result = ""
    var count = 0
    var previousEnd: Int?
    // What the excerpt was before a `.` it ends with: a cut right after one (`[.…`) reads
    // as a typo, so the cut goes before it.
    var beforePeriod: String?
    for token in tokens where !token.text.isEmpty {
      let text = Self.oneLine(token.text)
      var spaced = previousEnd.map { $0 < token.range.lowerBound } ?? false
      // A line break before a chained `.member` or a closing bracket, or after an opening
      // one, is layout, not a space one line would have: `Animation.linear(duration: d)`
      // then `.repeatForever()` on the next line reads `Animation.linear(duration: d).repeatForever()`.
      if spaced, let previousEnd,
        text == "." || text == ")" || text == "]" || result.last == "(" || result.last == "[",
        file.bytes[previousEnd..<token.range.lowerBound].contains(where: { $0 == 10 || $0 == 13 })
      {
        spaced = false
      }
      let length = text.count + (spaced ? 1 : 0)
      if count + length > limit {
        guard !result.isEmpty else { return String(text.prefix(limit)) + "…" }
        if let beforePeriod, !beforePeriod.isEmpty { return beforePeriod + "…" }
        return result + (spaced ? " …" : "…")
      }
      beforePeriod = text == "." ? result : nil
      if spaced { result.append(" ") }
      result.append(text)
      count += length
      previousEnd = token.range.upperBound
    }
    return result
  }

  /// `text` with each run of spaces, tabs and line breaks made one space.
  private static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isWhitespace) else { return text }
    var result = ""
    var pendingSpace = false
    for character in text {
      if character == " " || character == "\t" || character == "\n" || character == "\r"
        || character == "\r\n"
      {
        pendingSpace = true
        continue
      }
      if pendingSpace { result.append(" ") }
      pendingSpace = false
      result.append(character)
    }
    if pendingSpace { result.append(" ") }
    return result
  }
}
