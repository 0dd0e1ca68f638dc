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
