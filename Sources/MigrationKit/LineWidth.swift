import SwiftCST

/// How wide a line a rewrite may write: past `limit` columns (swift-format's line length)
/// people break a call's arguments or closures, unless the file is written wider already.
public enum LineWidth {
  /// swift-format's line length.
  public static let limit = 100

  /// The columns of a line's bytes: a tab is four, a UTF-8 character one.
  public static func columns(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 + ($1 == 9 ? 4 : $1 & 0xC0 == 0x80 ? 0 : 1) }
  }

  /// Whether `text` (one line), written at `offset` of `file` in place of the code up to
  /// `end`, would end its line past `limit` and past every line of the code it replaces
  /// (from the start of `offset`'s line to `end`): a file written that wide keeps its width.
  public static func isTooLong(
    _ text: String, at offset: Int, replacingTo end: Int, in file: SourceFile
  ) -> Bool {
    let bytes = file.bytes
    let lineStart = file.lineStart(ofLineContaining: offset)
    let width = columns(bytes[lineStart..<offset]) + text.count
    guard width > limit else { return false }
    let stop = min(end, bytes.count)
    var longest = 0
    var start = lineStart
    for position in lineStart..<stop where bytes[position] == 10 {
      longest = max(longest, columns(bytes[start..<position]))
      start = position + 1
    }
    longest = max(longest, columns(bytes[start..<stop]))
    return width > longest
  }
}
