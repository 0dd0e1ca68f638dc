import SwiftCST

/// What a migration's first-pass facts of a file (`indexFacts`, `earlyFacts`,
/// `lateFactNames`) read inside the bodies of functions, deinitializers, subscripts and
/// accessors (`Migration.bodyWordsOfIndexFacts`). The engine parses generated code without
/// the bodies no migration of the run reads (`GeneratedCodeBodies`).
public struct BodyWords: Sendable {
  /// Identifiers whose presence in a body means the facts may read it.
  public var words: [String]
  /// First bytes of identifiers that mean the same in a file whose bytes hold one of
  /// `initialsWhenBytesHold` (observable-macro reads every `_name` reference of a file with
  /// a wrapper property).
  public var initials: [UInt8]
  public var initialsWhenBytesHold: [String]
  /// Whether the facts read a body that a file parsed without `initials` left unparsed:
  /// the file is then parsed again with them (observable-macro reads `_name` references in
  /// classes and extensions of any file that may hold an `ObservableObject`).
  public var initialsWhenUnparsedBodiesRead: (@Sendable (SourceFile) -> Bool)?
  /// The facts may read every body of a file whose bytes hold one of these
  /// (full-width-frame looks up names anywhere in a file with `Spacer`).
  public var everyBodyWhenBytesHold: [String]
  /// The facts read the bodies of the members of a type whose header holds one of these
  /// (observable-macro reads what the methods of a class that names `ObservableObject`
  /// write).
  public var membersOfTypesNaming: [String]

  public init(
    words: [String] = [], initials: [UInt8] = [], initialsWhenBytesHold: [String] = [],
    initialsWhenUnparsedBodiesRead: (@Sendable (SourceFile) -> Bool)? = nil,
    everyBodyWhenBytesHold: [String] = [], membersOfTypesNaming: [String] = []
  ) {
    self.membersOfTypesNaming = membersOfTypesNaming
    self.initialsWhenUnparsedBodiesRead = initialsWhenUnparsedBodiesRead
    self.words = words
    self.initials = initials
    self.initialsWhenBytesHold = initialsWhenBytesHold
    self.everyBodyWhenBytesHold = everyBodyWhenBytesHold
  }
}

/// How the engine parses a generated file, which it reads only for the index: without the
/// bodies of its functions, deinitializers, subscripts and accessors that no reader of the
/// index needs (`BodySkipping`). A quarter of a large app's Swift can be generated
/// (protocol buffers, asset and string tables), and most of its tokens are in such bodies.
///
/// A body stays parsed when:
/// - its declaration is an initializer (the declaration scanner reads what an initializer
///   forwards to, `DeclarationScanner+Forwards`), or its header names `body`,
///   `ViewBuilder`, `Text`, `Image`, `ModifiedContent` or a type ending in `View` (the
///   scanner reads a view-building member's statements: `buildsViews`), or it is a member
///   of a type whose header names a word of `BodyWords.membersOfTypesNaming`;
/// - it holds a declaration keyword, `Self`, an attribute, `#`, `\`, a regex literal, a
///   module selector, or an operator that starts with `<` or `>` (a split generic
///   bracket) (`BodySkipping.keepsBody`);
/// - it holds an identifier starting with `$` (or with one of a migration's `initials`,
///   see `BodyWords`), a call of a capitalised name (`Name(…)`,
///   `Name { … }`, `Name<T>(…)`: the capitalised calls navigation-stack, safe-area-bar,
///   scroll-indicators and ignores-safe-area-scope record anywhere), one of the SwiftUI
///   names the scanner's import evidence reads (`SwiftUITypeName.namesEditsWrite`), a
///   helper's name (`HelperFiles`), or a word a migration of the run reads there
///   (`Migration.bodyWordsOfIndexFacts`);
/// and no body is left unparsed when a migration of the run reads any body (nil), or the
/// file's bytes hold a word that makes one read every body.
///
/// Such a file is checked for syntax errors outside those bodies only: an error inside one
/// no longer keeps its declarations from the index (the compiler built that file; the
/// parser would be wrong there, not the file).
struct GeneratedCodeBodies: Sendable {
  private let plain: BodySkipping
  /// `plain` with the initials of `initialsWhenBytesHold`.
  private let widened: BodySkipping
  private let widenWhen: [[UInt8]]
  private let widenWhenRead: [@Sendable (SourceFile) -> Bool]
  private let parseWholeWhen: [[UInt8]]

  /// Nil when a migration of `indexing` may read any body.
  init?(indexing: [any Migration], helperSymbols: [String]) {
    var words = helperSymbols
    var initials: [UInt8] = []
    var widenWhen: [String] = []
    var widenWhenRead: [@Sendable (SourceFile) -> Bool] = []
    var parseWholeWhen: [String] = []
    var typeHeaderWords: [String] = []
    for migration in indexing {
      guard let read = migration.bodyWordsOfIndexFacts else { return nil }
      words += read.words
      if !read.initials.isEmpty {
        initials += read.initials
        widenWhen += read.initialsWhenBytesHold
        if let check = read.initialsWhenUnparsedBodiesRead { widenWhenRead.append(check) }
      }
      parseWholeWhen += read.everyBodyWhenBytesHold
      typeHeaderWords += read.membersOfTypesNaming
    }
    // The bare SwiftUI names the scanner's import evidence reads anywhere.
    words += SwiftUITypeName.namesEditsWrite
    let capitals = Set((UInt8(ascii: "A")...UInt8(ascii: "Z")).map { $0 })
    let dollar: Set<UInt8> = [UInt8(ascii: "$")]
    func skipping(_ initials: Set<UInt8>) -> BodySkipping {
      BodySkipping(
        headerWords: ["body", "ViewBuilder", "Text", "Image", "ModifiedContent"],
        headerSuffixes: ["View"], typeHeaderWords: Array(Set(typeHeaderWords)).sorted(),
        bodyWords: Array(Set(words)).sorted(), bodyInitials: initials, calleeInitials: capitals)
    }
    plain = skipping(dollar)
    widened = skipping(dollar.union(initials))
    self.widenWhen = Set(widenWhen).sorted().map { Array($0.utf8) }
    self.widenWhenRead = widenWhenRead
    self.parseWholeWhen = Set(parseWholeWhen).sorted().map { Array($0.utf8) }
  }

  /// The bodies a generated file with these bytes may leave unparsed; nil for none.
  func skipping(forFileBytes bytes: [UInt8]) -> BodySkipping? {
    choice(forFileBytes: bytes)?.skipping
  }

  private func choice(forFileBytes bytes: [UInt8]) -> (skipping: BodySkipping, isPlain: Bool)? {
    if parseWholeWhen.contains(where: { ByteScan.contains($0, in: bytes) }) { return nil }
    return widenWhen.contains(where: { ByteScan.contains($0, in: bytes) })
      ? (widened, false) : (plain, true)
  }

  /// A generated file parsed for the index: without the bodies no reader needs, parsed
  /// again with the initials when a reader asks for one of the bodies left unparsed
  /// (`BodyWords.initialsWhenUnparsedBodiesRead`), and whole when a parse that left bodies
  /// unparsed has syntax errors (so that they are reported as a whole parse reports them).
  func parse(_ bytes: [UInt8]) -> SourceFile {
    let choice = choice(forFileBytes: bytes)
    var source = SourceFile(bytes: bytes, skipping: choice?.skipping)
    if source.diagnostics.isEmpty, !source.unparsedBodies.isEmpty, choice?.isPlain == true,
      widenWhenRead.contains(where: { $0(source) })
    {
      source = SourceFile(bytes: bytes, skipping: widened)
    }
    if !source.unparsedBodies.isEmpty && !source.diagnostics.isEmpty {
      source = SourceFile(bytes: bytes)
    }
    return source
  }

}
