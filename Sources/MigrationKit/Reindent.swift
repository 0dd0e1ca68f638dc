extension SourceStyle {
  /// Shifts every line of `text` by `levels` indentation units: positive adds this style's
  /// unit, negative removes up to that many levels (a unit, a tab, or what spaces there
  /// are). Blank lines stay as they are, and so do line endings (LF or CRLF) and lines of
  /// code commented out at column 0 (`//` as the line's first bytes, as Xcode's ⌘/ writes).
  /// With `skippingFirstLine`, the first line is left alone (it continues code the
  /// caller has already placed).
  public func reindent(_ text: String, by levels: Int, skippingFirstLine: Bool = false) -> String {
    guard levels != 0 else { return text }
    return Self.mapLines(text, skippingFirstLine: skippingFirstLine) { line in
      if levels > 0 { return Array(String(repeating: indentUnit, count: levels).utf8) + line }
      var rest = line[...]
      for _ in 0..<(-levels) { rest = removeOneLevel(rest) }
      return Array(rest)
    }
  }

  /// Replaces the indentation `old` at the start of each line with `new` (to move a block
  /// to another depth); a line that does not start with `old` loses the whitespace it has
  /// in common with it and gets `new`. Whitespace-only lines stay as they are, unless
  /// `movingWhitespaceOnlyLines`: then a line of spaces or tabs moves like a line of code
  /// (editors that keep such lines write them at the code's indentation), and only empty
  /// lines stay empty.
  public static func reindent(
    _ text: String, from old: String, to new: String, skippingFirstLine: Bool = false,
    movingWhitespaceOnlyLines: Bool = false
  ) -> String {
    let oldBytes = Array(old.utf8)
    let newBytes = Array(new.utf8)
    return mapLines(
      text, skippingFirstLine: skippingFirstLine,
      movingWhitespaceOnlyLines: movingWhitespaceOnlyLines
    ) { line in
      var common = 0
      while common < oldBytes.count && common < line.count && line[common] == oldBytes[common] {
        common += 1
      }
      return newBytes + line[common...]
    }
  }

  /// One indentation string moved from depth `old` to `new`, by the same rule as
  /// `reindent(_:from:to:)` (which leaves whitespace-only lines alone).
  public static func movedIndentation(_ indentation: String, from old: String, to new: String)
    -> String
  {
    let common = zip(indentation.utf8, old.utf8).prefix { $0 == $1 }.count
    return new + String(decoding: Array(indentation.utf8.dropFirst(common)), as: UTF8.self)
  }

  /// `text` with every line break (LF, CRLF or CR) written as this style's line ending.
  public func withLineEndings(_ text: String) -> String {
    var output: [UInt8] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 13 || byte == 10 {
        output += lineEnding.utf8
        if byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10 { index += 1 }
      } else {
        output.append(byte)
      }
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  private func removeOneLevel(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let unit = Array(indentUnit.utf8)
    if line.starts(with: unit) { return line.dropFirst(unit.count) }
    if line.first == 9 { return line.dropFirst() }
    let width = unit == [9] ? 4 : unit.count
    return line.dropFirst(line.prefix(width).prefix { $0 == 32 }.count)
  }

  /// Applies `transform` to the content of each non-blank line (without its line ending);
  /// with `movingWhitespaceOnlyLines`, of each non-empty line.
  private static func mapLines(
    _ text: String, skippingFirstLine: Bool, movingWhitespaceOnlyLines: Bool = false,
    _ transform: ([UInt8]) -> [UInt8]
  ) -> String {
    var output: [UInt8] = []
    for (number, line) in UnifiedDiff.lines(Array(text.utf8)).enumerated() {
      var contentEnd = line.endIndex
      while contentEnd > line.startIndex
        && (line[contentEnd - 1] == 10 || line[contentEnd - 1] == 13)
      { contentEnd -= 1 }
      let content = Array(line[line.startIndex..<contentEnd])
      let blank =
        movingWhitespaceOnlyLines ? content.isEmpty : content.allSatisfy { $0 == 32 || $0 == 9 }
      // Code commented out at column 0 (Xcode's ⌘/) stays at column 0.
      let columnZeroComment = content.starts(with: [47, 47])
      output +=
        (blank || columnZeroComment || (skippingFirstLine && number == 0))
        ? content : transform(content)
      output += line[contentEnd...]
    }
    return String(decoding: output, as: UTF8.self)
  }
}
