extension SourceStyle {
  /// Shifts every line of `text` by `levels` indentation units: positive adds this style's
  /// unit, negative removes up to that many levels (a unit, a tab, or what spaces there
  /// are). Blank lines stay as they are, and so do line endings (LF or CRLF) and lines of
  /// code commented out at column 0 (`//` as the line's first bytes, as Xcode's ⌘/ writes),
  /// and `#if` / `#else` / `#endif` lines at column 0 outside multi-line strings. With
  /// `skippingFirstLine`, the first line is left alone (it continues code the caller has
  /// already placed).
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
  /// in common with it and gets `new`. A line indented with other whitespace than `old`
  /// (spaces under a block of tabs, tabs under spaces) keeps its depth under `old` in
  /// columns, written after `new` in this style's unit (`deeperIndentation`). Where `new` is spaces, tabs in a line's own deeper
  /// indentation (a block written with tabs moved into code indented with spaces) each
  /// become a unit of spaces, so that no line has a tab after spaces; not in a block that
  /// holds a multi-line string, whose lines may be its value. Empty lines stay empty; lines
  /// of only spaces or tabs are handled as the file handles its blank lines
  /// (`whitespaceOnlyLines`): emptied, or moved like a line of code. In a block that holds a
  /// multi-line string literal (`"""`) they always move, since such a line may be part of
  /// the string's value, which moving the block with its closing delimiter keeps.
  public func reindent(
    _ text: String, from old: String, to new: String, skippingFirstLine: Bool = false
  ) -> String {
    let oldBytes = Array(old.utf8)
    let newBytes = Array(new.utf8)
    let holdsString = Self.holdsTripleQuote(text)
    let blankLines: BlankLines = whitespaceOnlyLines == .moved || holdsString ? .moved : .emptied
    // What a tab after `new`'s spaces becomes; nil where tabs stay as they are.
    let tabAsSpaces: [UInt8]? =
      !holdsString && !newBytes.isEmpty && newBytes.allSatisfy({ $0 == 32 })
      ? Array((indentUnit == "\t" ? "    " : indentUnit).utf8) : nil
    return Self.mapLines(text, skippingFirstLine: skippingFirstLine, blankLines: blankLines) {
      line in
      var common = 0
      while common < oldBytes.count && common < line.count && line[common] == oldBytes[common] {
        common += 1
      }
      var moved = newBytes
      var rest = common
      let indentEnd = line.prefix { $0 == 9 || $0 == 32 }.count
      if !holdsString, common < oldBytes.count, indentEnd > common {
        moved += Self.deeperIndentation(
          of: line[..<indentEnd], than: oldBytes, unit: indentUnit, inSpaces: tabAsSpaces != nil)
        rest = indentEnd
      }
      guard let tabAsSpaces else { return moved + line[rest...] }
      while rest < line.count && (line[rest] == 9 || line[rest] == 32) {
        if line[rest] == 9 { moved += tabAsSpaces } else { moved.append(32) }
        rest += 1
      }
      return moved + line[rest...]
    }
  }

  /// The columns by which `indentation` is deeper than `old` (a tab is a unit's columns,
  /// four where the unit is a tab), written as tabs (then spaces for what is left) where
  /// `unit` is a tab and not `inSpaces`, else as spaces; none where it is not deeper. So a
  /// line pasted with spaces into a block of tabs moves with the block.
  private static func deeperIndentation<C: Collection<UInt8>>(
    of indentation: C, than old: [UInt8], unit indentUnit: String, inSpaces: Bool
  ) -> [UInt8] {
    let tabColumns = indentUnit == "\t" ? 4 : max(1, indentUnit.utf8.count)
    func columns<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
      bytes.reduce(0) { $0 + ($1 == 9 ? tabColumns : 1) }
    }
    let extra = columns(indentation) - columns(old)
    guard extra > 0 else { return [] }
    guard indentUnit == "\t", !inSpaces else { return Array(repeating: 32, count: extra) }
    return Array(repeating: 9, count: extra / tabColumns)
      + Array(repeating: 32, count: extra % tabColumns)
  }

  /// `text.contains("\"\"\"")`, asked only of a text whose bytes hold three quotes in a
  /// row: no other character is canonically equivalent to a quote, so a text without them
  /// holds no match, and the search by characters (a Foundation call) cost more than the
  /// whole reindent.
  static func holdsTripleQuote(_ text: String) -> Bool {
    ByteScan.contains(Array("\"\"\"".utf8), in: Array(text.utf8)) && text.contains("\"\"\"")
  }

  /// One indentation string moved from depth `old` to `new`, by the same rule as
  /// `reindent(_:from:to:)` for a line of code; its tabs after `new`'s spaces become `unit`
  /// (this style's unit), and other whitespace than `old` keeps its depth in columns, only
  /// when a unit is given.
  public static func movedIndentation(
    _ indentation: String, from old: String, to new: String, unit: String? = nil
  ) -> String {
    let common = zip(indentation.utf8, old.utf8).prefix { $0 == $1 }.count
    if let unit, common < old.utf8.count, indentation.utf8.count > common {
      // Other whitespace than `old` (spaces under tabs): its depth under `old`, in `unit`.
      let inSpaces = !new.isEmpty && new.utf8.allSatisfy { $0 == 32 }
      let deeper = deeperIndentation(
        of: indentation.utf8, than: Array(old.utf8), unit: unit, inSpaces: inSpaces)
      return new + String(decoding: deeper, as: UTF8.self)
    }
    let rest = String(decoding: Array(indentation.utf8.dropFirst(common)), as: UTF8.self)
    guard let unit, !new.isEmpty, new.utf8.allSatisfy({ $0 == 32 }) else { return new + rest }
    let spaces = unit == "\t" ? "    " : unit
    return new + rest.replacingTabs(with: spaces)
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

  /// What `mapLines` does with a line of only spaces or tabs.
  private enum BlankLines {
    /// Left as it is.
    case kept
    /// Written as an empty line.
    case emptied
    /// Transformed like a line of code.
    case moved
  }

  /// Applies `transform` to the content of each line that holds code (without its line
  /// ending); empty lines stay empty, whitespace-only lines go by `blankLines`.
  private static func mapLines(
    _ text: String, skippingFirstLine: Bool, blankLines: BlankLines = .kept,
    _ transform: ([UInt8]) -> [UInt8]
  ) -> String {
    var output: [UInt8] = []
    // In a multi-line string literal a line at column 0 could be part of the value, which
    // must move with its closing delimiter.
    let keepsDirectives = !holdsTripleQuote(text)
    for (number, line) in UnifiedDiff.lines(Array(text.utf8)).enumerated() {
      var contentEnd = line.endIndex
      while contentEnd > line.startIndex
        && (line[contentEnd - 1] == 10 || line[contentEnd - 1] == 13)
      { contentEnd -= 1 }
      let content = Array(line[line.startIndex..<contentEnd])
      // Code commented out at column 0 (Xcode's ⌘/) stays at column 0.
      let columnZeroComment = content.starts(with: [47, 47])
      // So do `#if`, `#elseif`, `#else` and `#endif` written at column 0.
      let columnZeroDirective = keepsDirectives && isConditionalDirective(content)
      if (skippingFirstLine && number == 0) || content.isEmpty || columnZeroComment
        || columnZeroDirective
      {
        output += content
      } else if content.allSatisfy({ $0 == 32 || $0 == 9 }) {
        switch blankLines {
        case .kept: output += content
        case .emptied: break
        case .moved: output += transform(content)
        }
      } else {
        output += transform(content)
      }
      output += line[contentEnd...]
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `#if`, `#elseif`, `#else` or `#endif` as the line's first bytes, followed by nothing,
  /// a space, a tab, `(`, `!` or a comment.
  private static func isConditionalDirective(_ line: [UInt8]) -> Bool {
    // Most lines are not: they are ruled out before the keywords' arrays are made.
    guard line.first == UInt8(ascii: "#") else { return false }
    for keyword in ["#if", "#elseif", "#else", "#endif"] {
      let bytes = Array(keyword.utf8)
      guard line.starts(with: bytes) else { continue }
      guard line.count > bytes.count else { return true }
      if [32, 9, 40, 33, 47].contains(line[bytes.count]) { return true }
    }
    return false
  }
}

extension String {
  /// The text with each tab written as `spaces`.
  fileprivate func replacingTabs(with spaces: String) -> String {
    guard utf8.contains(9) else { return self }
    var bytes: [UInt8] = []
    for byte in utf8 { if byte == 9 { bytes += spaces.utf8 } else { bytes.append(byte) } }
    return String(decoding: bytes, as: UTF8.self)
  }
}
