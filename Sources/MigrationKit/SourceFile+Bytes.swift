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

  /// Whether `text` occurs in the bytes of `range` (say, a declaration's `range`): a cheap
  /// test before a migration reads the node through typed views and strings.
  public func containsBytes(_ text: String, in range: Range<Int>) -> Bool {
    ByteHash.withBytes(of: text) { ByteScan.contains($0, in: bytes, range: range) }
  }
}
