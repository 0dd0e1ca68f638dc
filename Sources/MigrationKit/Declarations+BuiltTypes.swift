import SwiftCST

// What a view-building member constructs: the capitalised names it calls (`PageStrip(…)`,
// `VStack { … }`). Recorded in `MemberInfo.builtTypes` so that a migration can follow a view
// to the views of the run it builds (`Resolver.typesBuilt(by:)`) without the other files'
// trees.

extension DeclarationScanner {
  /// The distinct names `Name` of `Name(…)` and `Name { … }` among `tokens`, in order of
  /// first appearance; a name after a `.` (`Theme.Row(…)`, `.init(…)`) is left out.
  /// Framework names are kept: which names are types of the run is known only when the
  /// whole index is.
  static func constructedNames(in tokens: Range<Int32>, of raw: RawTree) -> [String] {
    guard !tokens.isEmpty else { return [] }
    var names: [String] = []
    var previous = TokenKind.endOfFile
    var token = tokens.lowerBound
    while token < tokens.upperBound {
      let kind = raw.tokenKind(token)
      defer {
        previous = kind
        token += 1
      }
      guard kind == .identifier, previous != .period, token + 1 < tokens.upperBound,
        startsWithUppercase(token, in: raw)
      else { continue }
      let next = raw.tokenKind(token + 1)
      guard next == .leftParen || next == .leftBrace else { continue }
      let name = text(of: token, in: raw)
      if !names.contains(name) { names.append(name) }
    }
    return names
  }
}
