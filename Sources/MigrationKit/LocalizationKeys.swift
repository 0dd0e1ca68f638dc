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
}
