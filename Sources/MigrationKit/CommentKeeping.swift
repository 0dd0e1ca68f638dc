import SwiftCST

/// The engine's guard for "never lose a byte of anyone's code": a fix may move a comment or
/// re-indent it, but a comment inside the text it replaces must come back in its
/// replacements, unless a range the fix names as removed on purpose holds it
/// (`Fix.removedComments`).
/// Migrations keep or refuse comments themselves; this catches the case one forgot.
enum CommentKeeping {
  /// Why the fix loses a comment (`it would drop the comment `// …` on line 12`), or nil.
  static func lostComment(by fix: Fix, in file: SourceFile) -> String? {
    let slash = UInt8(ascii: "/")
    var replacements: String?
    for edit in fix.edits where !edit.range.isEmpty {
      guard edit.range.upperBound <= file.bytes.count,
        file.bytes[edit.range].contains(slash)
      else { continue }
      for comment in file.comments(within: edit.range)
      where !fix.removedComments.contains(where: {
        $0.lowerBound <= comment.lowerBound && comment.upperBound <= $0.upperBound
      }) {
        if replacements == nil {
          replacements = collapsed(fix.edits.map(\.replacement).joined(separator: " "))
        }
        let text = file.text(comment)
        guard !replacements!.contains(collapsed(text)) else { continue }
        let shown = text.count <= 40 ? text : text.prefix(39) + "…"
        return
          "it would drop the comment `\(shown)` on line \(file.location(of: comment.lowerBound).line)"
      }
    }
    return nil
  }

  /// The text with each run of spaces, tabs and line breaks as one space: a comment
  /// re-indented by the fix is still the same comment.
  private static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      .joined(separator: " ")
  }
}
