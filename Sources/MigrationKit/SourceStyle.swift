#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The formatting conventions of one file, so that code a fix writes looks like its neighbours.
public struct SourceStyle: Sendable, Hashable {
  /// One level of indentation: "\t" or N spaces.
  public var indentUnit: String
  /// "\n" or "\r\n".
  public var lineEnding: String
  /// What the file does with the blank lines inside indented code, and so what a block
  /// moved to another depth does with its own lines of only spaces or tabs.
  public var whitespaceOnlyLines: WhitespaceOnlyLines

  /// The blank lines of a file inside indented code.
  public enum WhitespaceOnlyLines: Sendable, Hashable {
    /// Empty, as formatters (swift-format, SwiftFormat) and Xcode's "including
    /// whitespace-only lines" trimming leave them: a moved block's whitespace-only lines
    /// become empty.
    case emptied
    /// Indented like the code around them, as Xcode writes them by default: a moved
    /// block's whitespace-only lines move to the new depth with its code.
    case moved
  }

  public init(
    indentUnit: String = "    ", lineEnding: String = "\n",
    whitespaceOnlyLines: WhitespaceOnlyLines = .emptied
  ) {
    self.indentUnit = indentUnit
    self.lineEnding = lineEnding
    self.whitespaceOnlyLines = whitespaceOnlyLines
  }

  /// The unit that indents a line one level deeper than a line indented with
  /// `indentation`: the file's, unless that indentation is all tabs in a file of spaces
  /// (a tab then, as the block around was written) or all spaces in a file of tabs (four
  /// spaces, the width `reindent` gives a tab). Either way the new line is indented with
  /// one kind of whitespace, like its neighbours.
  public func indentUnit(after indentation: String) -> String {
    guard let first = indentation.utf8.first,
      indentation.utf8.allSatisfy({ $0 == first })
    else { return indentUnit }
    if first == UInt8(ascii: "\t") && indentUnit != "\t" { return "\t" }
    if first == UInt8(ascii: " ") && indentUnit == "\t" { return "    " }
    return indentUnit
  }

  /// Detects the indentation unit (tabs, or the most common step between the
  /// indentation of consecutive lines), the line ending (the majority) and what the file
  /// does with blank lines after indented code (`moved` when more of them hold spaces or
  /// tabs than none).
  public static func detect(in bytes: [UInt8]) -> SourceStyle {
    bytes.withUnsafeBufferPointer(detect)
  }

  /// `detect(in:)` over the buffer: a line's rest is skipped with `memchr`, since only the
  /// indentation and the line break are read.
  private static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceStyle {
    var crlf = 0
    var lf = 0
    var tabLines = 0
    var spaceLines = 0
    var emptyLines = 0
    var previousIndented = false
    var whitespaceOnlyLines = 0
    var stepCounts = [Int](repeating: 0, count: 9)
    var previousIndent = 0
    var index = 0
    let count = bytes.count
    while index < count {
      // At the start of a line: measure its indentation.
      var spaces = 0
      var startsWithTab = false
      var cursor = index
      // Spaces eight at a time (view code is indented deeply), up to the first other byte;
      // tabs and what follows them byte by byte below.
      while cursor + 8 <= count {
        let word = UnsafeRawPointer(bytes.baseAddress! + cursor).loadUnaligned(as: UInt64.self)
        let other = UInt64(littleEndian: word) ^ 0x2020_2020_2020_2020
        if other != 0 {
          let run = other.trailingZeroBitCount / 8
          cursor += run
          spaces += run
          break
        }
        cursor += 8
        spaces += 8
      }
      while cursor < count,
        bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t")
      {
        if cursor == index && bytes[cursor] == UInt8(ascii: "\t") { startsWithTab = true }
        if bytes[cursor] == UInt8(ascii: " ") { spaces += 1 }
        cursor += 1
      }
      let blank =
        cursor >= count || bytes[cursor] == UInt8(ascii: "\n")
        || bytes[cursor] == UInt8(ascii: "\r")
      if blank {
        // Only blank lines after indented code: at the top level both kinds are empty.
        if previousIndented {
          if cursor > index { whitespaceOnlyLines += 1 } else if cursor < count { emptyLines += 1 }
        }
      } else {
        previousIndented = startsWithTab || spaces > 0
        if startsWithTab {
          tabLines += 1
        } else if spaces > 0 {
          spaceLines += 1
        }
        if !startsWithTab {
          let step = spaces - previousIndent
          if step > 0 && step < stepCounts.count { stepCounts[step] += 1 }
          previousIndent = spaces
        }
      }
      // Move to the next line.
      if cursor < count {
        let base = bytes.baseAddress!
        if let newline = memchr(base + cursor, Int32(UInt8(ascii: "\n")), count - cursor) {
          cursor = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline))
        } else {
          cursor = count
        }
      }
      if cursor < count {
        if cursor > 0 && bytes[cursor - 1] == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
      }
      index = cursor + 1
    }
    var style = SourceStyle()
    style.lineEnding = crlf > lf ? "\r\n" : "\n"
    style.whitespaceOnlyLines = whitespaceOnlyLines > emptyLines ? .moved : .emptied
    if tabLines > spaceLines {
      style.indentUnit = "\t"
    } else if let best = stepCounts.indices.dropFirst().max(by: { stepCounts[$0] < stepCounts[$1] }
    ),
      stepCounts[best] > 0
    {
      style.indentUnit = String(repeating: " ", count: best)
    }
    return style
  }
}
