import SwiftCST

// What a view-building member constructs: the capitalised names it calls (`PageStrip(…)`,
// `VStack { … }`). Recorded in `MemberInfo.builtTypes` so that a migration can follow a view
// to the views of the run it builds (`Resolver.typesBuilt(by:)`) without the other files'
// trees.

extension DeclarationScanner {
  /// The distinct names `Name` of `Name(…)` and `Name { … }` among `tokens`, in order of
  /// first appearance, a nested type with its path (`Gallery.Shelf` of `Gallery.Shelf(…)`);
  /// a name after anything else and a `.` (`.init(…)`, `row.Cell(…)`) is left out.
  /// Framework names are kept: which names are types of the run is known only when the
  /// whole index is.
  static func constructedNames(in tokens: Range<Int32>, of raw: RawTree) -> [String] {
    guard !tokens.isEmpty else { return [] }
    var names: [String] = []
    // The kinds read in place: most tokens are looked at for their kind only.
    raw.withTokenKinds { kinds in
      var previous = TokenKind.endOfFile
      var token = Int(tokens.lowerBound)
      let end = Int(tokens.upperBound)
      while token < end {
        let kind = kinds[token]
        defer {
          previous = kind
          token += 1
        }
        guard kind == .identifier, token + 1 < end,
          kinds[token + 1] == .leftParen || kinds[token + 1] == .leftBrace,
          startsWithUppercase(Int32(token), in: raw)
        else { continue }
        var name = text(of: Int32(token), in: raw)
        if previous == .period {
          guard let path = typePath(before: Int32(token), from: tokens.lowerBound, of: raw) else {
            continue
          }
          name = path + "." + name
        }
        guard !names.contains(name) else { continue }
        // Room for a few names at once (a body builds several: grown one by one from empty,
        // the array was reallocated at the second, third and fifth).
        if names.isEmpty { names.reserveCapacity(4) }
        names.append(name)
      }
    }
    return names
  }

  /// `Outer.Inner` before `.Name` at `token` (`Outer.Inner.Name(…)`): capitalised names
  /// joined by dots, not after another `.` (a value's member, `row.Cell`); nil otherwise.
  private static func typePath(before token: Int32, from first: Int32, of raw: RawTree) -> String? {
    var parts: [String] = []
    var dot = token - 1
    while dot - 1 >= first, raw.tokenKind(dot) == .period {
      let part = dot - 1
      guard raw.tokenKind(part) == .identifier, startsWithUppercase(part, in: raw) else {
        return nil
      }
      parts.insert(text(of: part, in: raw), at: 0)
      dot = part - 1
    }
    guard !parts.isEmpty, dot < first || raw.tokenKind(dot) != .period else { return nil }
    return parts.joined(separator: ".")
  }
}
