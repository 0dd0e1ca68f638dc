import SwiftCST

extension SourceFile {
  /// Whether `text` occurs anywhere in the file's bytes (comments and strings included): a
  /// cheap first test before a migration walks the tree of a file that may hold nothing for it.
  /// Remembered per file: several migrations ask for the same text.
  public func containsBytes(_ text: String) -> Bool {
    answer(aboutBytes: text) {
      ByteHash.withBytes(of: text) { ByteScan.contains($0, in: bytes, range: 0..<bytes.count) }
    }
  }

  /// Whether any of `texts` occurs anywhere in the file's bytes, remembered per file as one
  /// answer under `key` (one look-up in the file's answers where a question per text cost
  /// one each). `key` names the question: it starts with a NUL byte (no `containsBytes`
  /// question is such a text), and the same key always goes with the same texts. Both are
  /// best kept in `static let`s (a key of more than 15 bytes made per call is allocated).
  public func containsAnyBytes(of texts: [StaticString], rememberedAs key: String) -> Bool {
    precondition(key.utf8.first == 0, "a key of containsAnyBytes starts with a NUL byte")
    return answer(aboutBytes: key) {
      for text in texts {
        let found = text.withUTF8Buffer { needle in
          ByteScan.contains(needle, in: bytes, range: 0..<bytes.count)
        }
        if found { return true }
      }
      return false
    }
  }

  /// Whether `first` and whether `second`, two texts that start with the same byte, occur
  /// in the bytes of `range`: one pass for both (`ByteScan.contains(_:_:in:range:)`).
  public func containsBytes(
    _ first: StaticString, _ second: StaticString, in range: Range<Int>
  ) -> (first: Bool, second: Bool) {
    first.withUTF8Buffer { first in
      second.withUTF8Buffer { second in
        ByteScan.contains(first, second, in: bytes, range: range)
      }
    }
  }

  /// Whether `text` occurs in the bytes of `range` (say, a declaration's `range`): a cheap
  /// test before a migration reads the node through typed views and strings.
  public func containsBytes(_ text: String, in range: Range<Int>) -> Bool {
    ByteHash.withBytes(of: text) { ByteScan.contains($0, in: bytes, range: range) }
  }
}
