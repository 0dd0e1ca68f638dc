import SwiftCST

extension Syntax {
  /// The node's code for a one-line message: each run of spaces, tabs and line breaks is one
  /// space, cut after `limit` characters with `…`. A diagnostic is one line
  /// (`file:line:col: note: …`), so code quoted in it must not carry a line break.
  public func excerpt(_ limit: Int) -> String {
    var result = ""
    var pendingSpace = false
    var count = 0
    for character in text {
      if character == " " || character == "\t" || character == "\n" || character == "\r"
        || character == "\r\n"
      {
        pendingSpace = !result.isEmpty
        continue
      }
      if count == limit { return result + "…" }
      if pendingSpace {
        result.append(" ")
        count += 1
        pendingSpace = false
        if count == limit { return result + "…" }
      }
      result.append(character)
      count += 1
    }
    return result
  }
}

extension Syntax {
  /// The node's code for a one-line message, as `excerpt(_:)` but cut only between tokens:
  /// whole tokens up to `limit` characters, then `…` (after a space where one was); a first
  /// token longer than `limit` is
  /// cut as `excerpt(_:)` cuts it. Trivia between tokens (spaces, line breaks, comments) is
  /// one space.
  public func tokenExcerpt(_ limit: Int) -> String {
    var result = ""
    var count = 0
    var previousEnd: Int?
    for token in tokens where !token.text.isEmpty {
      let spaced = previousEnd.map { $0 < token.range.lowerBound } ?? false
      let length = token.text.count + (spaced ? 1 : 0)
      if count + length > limit {
        return result.isEmpty ? excerpt(limit) : result + (spaced ? " …" : "…")
      }
      if spaced { result.append(" ") }
      result.append(token.text)
      count += length
      previousEnd = token.range.upperBound
    }
    return result
  }
}
