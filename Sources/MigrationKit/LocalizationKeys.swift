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
    return parts.allSatisfy { part in
      !part.isEmpty
        && part.unicodeScalars.allSatisfy {
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
    }
  }

  /// `isKeyShaped` for a literal's content as written, where each interpolation stands for
  /// a format specifier of the key the table is asked for: `"status.replied-to-\(name)"` is
  /// looked up as `status.replied-to-%@`, a key as much as `"status.title"` is, and the
  /// table has no entry for `status.replied-to-%@, ` either. The interpolations count as a
  /// key's character; escapes do not.
  public static func isKeyShaped(writtenLiteral content: String) -> Bool {
    var key = ""
    var scalars = content.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        key.unicodeScalars.append(scalar)
        continue
      }
      // An escape other than an interpolation: no key.
      guard scalars.next() == "(" else { return false }
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
      guard depth == 0 else { return false }
      key += "0"
    }
    return isKeyShaped(key)
  }
}
