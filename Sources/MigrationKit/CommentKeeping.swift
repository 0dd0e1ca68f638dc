import SwiftCST

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine's guard for "never lose a byte of anyone's code": a fix may move a comment or
/// re-indent it, but a comment inside the text it replaces must come back in its
/// replacements, unless a range the fix names as removed on purpose holds it
/// (`Fix.removedComments`).
/// Migrations keep or refuse comments themselves; this catches the case one forgot.
enum CommentKeeping {
  /// Why the fix loses a comment (`it would drop the comment `// …` on line 12`), or nil.
  static func lostComment(by fix: Fix, in file: SourceFile) -> String? {
    var replacements: Replacements?
    for edit in fix.edits where !edit.range.isEmpty {
      guard edit.range.upperBound <= file.bytes.count,
        file.bytes.withUnsafeBufferPointer({
          Self.holdsSlash(UnsafeBufferPointer(rebasing: $0[edit.range]))
        })
      else { continue }
      for comment in file.comments(within: edit.range)
      where !fix.removedComments.contains(where: {
        $0.lowerBound <= comment.lowerBound && comment.upperBound <= $0.upperBound
      }) {
        if replacements == nil {
          replacements = Replacements(fix.edits.map(\.replacement).joined(separator: " "))
        }
        if replacements!.contain(file.bytes[comment]) { continue }
        let text = file.text(comment)
        let shown = text.count <= 40 ? text : text.prefix(39) + "…"
        return
          "it would drop the comment `\(shown)` on line \(file.location(of: comment.lowerBound).line)"
      }
    }
    return nil
  }

  /// Whether the bytes hold a `/` (a comment starts with one), by `memchr`.
  private static func holdsSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
    return memchr(base, Int32(UInt8(ascii: "/")), bytes.count) != nil
  }

  /// The fix's replacements, joined by spaces, as a comment is looked for in them: collapsed
  /// (`collapsed(_:)`), and for plain text (ASCII without a carriage return, where each byte
  /// is a `Character`, as most fixes' text is) as bytes, so that a comment is looked for
  /// without the `Character` walks of `String`'s split and search.
  private struct Replacements {
    let joined: String
    /// Collapsed, when `joined` is plain text.
    let plain: [UInt8]?
    /// Collapsed, when it is not, or a comment is not (made on first use).
    var text: String?

    init(_ joined: String) {
      self.joined = joined
      plain = Replacements.isPlain(joined.utf8) ? Replacements.collapsedBytes(joined.utf8) : nil
    }

    mutating func contain(_ comment: ArraySlice<UInt8>) -> Bool {
      if let plain, Self.isPlain(comment) {
        return Self.bytes(plain, contain: Self.collapsedBytes(comment))
      }
      if text == nil { text = CommentKeeping.collapsed(joined) }
      return text!.contains(CommentKeeping.collapsed(String(decoding: comment, as: UTF8.self)))
    }

    /// ASCII without a carriage return: each byte is a `Character` of its own (a `\r\n` is
    /// one), and canonical equivalence is byte equality.
    static func isPlain<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
      bytes.allSatisfy { $0 < 0x80 && $0 != 13 }
    }

    /// `collapsed(_:)` of plain text, by bytes.
    static func collapsedBytes<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
      var collapsed: [UInt8] = []
      collapsed.reserveCapacity(bytes.count)
      var space = false
      for byte in bytes {
        if byte == 32 || byte == 9 || byte == 10 {
          space = !collapsed.isEmpty
          continue
        }
        if space {
          collapsed.append(32)
          space = false
        }
        collapsed.append(byte)
      }
      return collapsed
    }

    /// Whether `needle` (not empty) occurs in `haystack`.
    static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
      guard let first = needle.first, needle.count <= haystack.count else { return false }
      return haystack.withUnsafeBufferPointer { haystack in
        needle.withUnsafeBufferPointer { needle in
          var start = 0
          let last = haystack.count - needle.count
          while start <= last {
            if haystack[start] == first {
              var offset = 1
              while offset < needle.count && haystack[start + offset] == needle[offset] {
                offset += 1
              }
              if offset == needle.count { return true }
            }
            start += 1
          }
          return false
        }
      }
    }
  }

  /// The text with each run of spaces, tabs and line breaks as one space: a comment
  /// re-indented by the fix is still the same comment.
  private static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isSourceLineBreak })
      .joined(separator: " ")
  }
}
