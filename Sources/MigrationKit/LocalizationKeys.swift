/// What a string literal given to `Text` says about the strings table it is looked up in.
public enum LocalizationKey {
  /// A literal written as a strings-table key rather than as the text a user reads:
  /// `"settings.title"`, `"alert.ok_button"`. Such a literal is looked up whole, and its
  /// table has no entry for a longer literal built from it (`"settings.title:"`), which would
  /// show the key itself. A letter first, no whitespace, escape or interpolation, and two or
  /// more dot-separated parts of letters, digits, `_` and `-` (or one part with a `_`), each
  /// part non-empty: "e.g." and "1.5" are not keys; a sentence never is.
  public static func isKeyShaped(_ literal: String) -> Bool {
    guard let first = literal.unicodeScalars.first, first.properties.isAlphabetic,
      first.isASCII
    else { return false }
    let parts = literal.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count > 1 || literal.contains("_") else { return false }
    return parts.allSatisfy(isKeyPart)
  }

  /// A part of a dotted key: ASCII letters, digits, `_` and `-`, not empty.
  private static func isKeyPart(_ part: Substring) -> Bool {
    !part.isEmpty
      && part.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
      }
  }

  /// A key whose last part is a Markdown link, which its table's entry translates, link
  /// text and all: `"about.links.[Our site](https://example.org)"`. A letter first, one or
  /// more key parts, then a dot and `[…](…)`; text a user reads never starts so.
  private static func isKeyWithMarkdownLink(_ literal: String) -> Bool {
    guard let open = literal.firstIndex(of: "["), literal[..<open].hasSuffix("."),
      let first = literal.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII
    else { return false }
    let path = literal[..<open].dropLast()
    let link = literal[open...]
    return path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isKeyPart)
      && link.contains("](") && link.hasSuffix(")")
  }

  /// `isKeyShaped` for a literal's content as written (or a key whose last part is a
  /// Markdown link, `isKeyWithMarkdownLink`), where each interpolation stands for
  /// a format specifier of the key the table is asked for: `"status.replied-to-\(name)"` is
  /// looked up as `status.replied-to-%@`, a key as much as `"status.title"` is, and the
  /// table has no entry for `status.replied-to-%@, ` either. The interpolations count as a
  /// key's character; escapes do not.
  ///
  /// A key may also take its arguments after single spaces, as a string catalog writes them
  /// (`"status.summary.n-replies \(count)"`, looked up as `status.summary.n-replies %lld`):
  /// one word besides the arguments, itself key-shaped, or lowercase with a hyphen
  /// (`"notifications-others-count \(n)"`); a single word of text with an argument has
  /// neither (`"Page \(n)"`, `"by \(name)"`, `"Check-in \(time)"`). A hyphenated word taken
  /// for a key by mistake only stays a Text of its own, looked up as before.
  public static func isKeyShaped(writtenLiteral content: String) -> Bool {
    guard let marked = markingInterpolations(content) else { return false }
    if isKeyWithMarkdownLink(filled(marked)) { return true }
    let parts = marked.split(separator: " ", omittingEmptySubsequences: false)
    if parts.count == 1 { return isKeyShaped(filled(marked)) }
    guard parts.allSatisfy({ !$0.isEmpty }) else { return false }
    let words = parts.filter { $0.contains { $0 != argumentCharacter } }
    guard words.count == 1, words.count < parts.count else { return false }
    let word = filled(words[0])
    return isKeyShaped(word) || isHyphenatedKey(word)
  }

  /// Stands for an interpolation in `markingInterpolations`.
  private static let argumentCharacter: Character = "\u{1}"

  /// Marked text with each interpolation a key's character (`0`).
  private static func filled(_ marked: some StringProtocol) -> String {
    String(marked.map { $0 == argumentCharacter ? "0" : $0 })
  }

  /// A lowercase word of ASCII letters and digits joined by hyphens, a letter first:
  /// `notifications-others-count`.
  private static func isHyphenatedKey(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count > 1
      && parts.allSatisfy { part in
        !part.isEmpty
          && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }

  /// The content with each interpolation as `argumentCharacter`; nil when it holds another
  /// escape, or an interpolation that does not close.
  private static func markingInterpolations(_ content: String) -> String? {
    var key = ""
    var scalars = content.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        key.unicodeScalars.append(scalar)
        continue
      }
      // An escape other than an interpolation: no key.
      guard scalars.next() == "(" else { return nil }
      var depth = 1
      var inString = false
      while depth > 0, let inner = scalars.next() {
        switch inner {
        case "\\" where inString: _ = scalars.next()
        case "\"": inString.toggle()
        case "(" where !inString: depth += 1
        case ")" where !inString: depth -= 1
        default: break
        }
      }
      guard depth == 0 else { return nil }
      key.append(argumentCharacter)
    }
    return key
  }
}
