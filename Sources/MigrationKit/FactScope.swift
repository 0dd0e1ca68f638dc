import SwiftCST

/// The names a migration's late facts are restricted to (`Migration.lateFactScope(in:)`).
///
/// Late facts look at every member access of a file and keep the few whose name is in the
/// scope, so `contains(token:in:)` answers from a table of the names' bytes (hashed as
/// `FactNames` hashes them) without making a string per token.
public struct FactScope: Sendable, Equatable {
  public var names: Set<String> { storage.names }
  /// The names' first and last bytes, which tell most texts apart without hashing them
  /// (kept here, not in `storage`, for the inlined test of every token).
  @usableFromInline let ends: NameEnds

  /// The scope's tables, in one object: a scope goes down through the helpers of every late
  /// fact (tens of thousands of copies on a large project), and a copy then costs a retain
  /// or two, not one per table.
  private let storage: Storage

  private final class Storage: Sendable {
    let names: Set<String>
    let marked: Set<String>
    /// The ASCII names by their bytes.
    let table: ByteKeyTable
    /// Whether a name has a byte outside ASCII: tokens are then compared as strings
    /// (canonical equivalence can make a non-ASCII name equal an ASCII token).
    let hasOtherNames: Bool
    /// Whether a name holds `;`, `` ` `` or `K` (`mayBeWrittenOtherwise`).
    let hasCanonicalTargets: Bool
    /// The ASCII names' hashes as `FactNames` hashes them (`ByteHash.wordsAndASCII`).
    let nameHashes: HashSlots
    /// What `mayOccur(inBytes:)` searches for: the names that hold no other name of the
    /// scope (where `presentation` is absent, so is `presentationMode`); nil past
    /// `namesCheckedInBytesNotParsed` names or with a name outside ASCII.
    let searchedInBytes: [[UInt8]]?

    init(names: Set<String>, marked: Set<String>) {
      self.names = names
      self.marked = marked
      var table = ByteKeyTable()
      var nameHashes = HashSlots()
      var hasOtherNames = false
      var hasCanonicalTargets = false
      for var name in names {
        name.withUTF8 { bytes in
          if bytes.allSatisfy({ $0 < 0x80 }) {
            table.insert(bytes)
            nameHashes.addIfAbsent(hash: ByteHash.wordsAndASCII(bytes).hash)
          } else {
            hasOtherNames = true
          }
          if bytes.contains(where: {
            $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "K")
          }) {
            hasCanonicalTargets = true
          }
        }
      }
      self.table = table
      self.nameHashes = nameHashes
      self.hasOtherNames = hasOtherNames
      self.hasCanonicalTargets = hasCanonicalTargets
      searchedInBytes =
        hasOtherNames || names.count > FactScope.namesCheckedInBytesNotParsed
        ? nil : FactScope.namesHoldingNoOther(names)
    }
  }

  /// The bytes of the names that hold no other name, in the names' order (sorted).
  private static func namesHoldingNoOther(_ names: Set<String>) -> [[UInt8]] {
    let all = names.sorted().map { Array($0.utf8) }
    return all.filter { name in
      !all.contains { other in
        other.count < name.count
          && (0...(name.count - other.count)).contains { start in
            name[start..<(start + other.count)].elementsEqual(other)
          }
      }
    }
  }

  /// `searchedInBytes` of the storage (for `mayOccur(inBytes:)`).
  var searchedInBytes: [[UInt8]]? { storage.searchedInBytes }

  /// Whether a name has a byte outside ASCII (`mayOccur(in:)`), known when made.
  var hasNamesOutsideASCII: Bool { storage.hasOtherNames }

  /// Whether a name holds `;`, `` ` `` or `K` (`mayOccur(in:)`), known when made.
  var hasCanonicalTargets: Bool { storage.hasCanonicalTargets }

  /// Names of `names` that the migration making the scope tells apart from the others
  /// (`ObservableMacro.lateFacts` looks for its classes read through a static instance only
  /// in files that import SwiftUI). Empty by default.
  public var marked: Set<String> { storage.marked }

  public init(names: Set<String> = [], marked: Set<String> = []) {
    storage = Storage(names: names, marked: marked.intersection(names))
    ends = NameEnds(names)
  }

  public static func == (lhs: FactScope, rhs: FactScope) -> Bool {
    lhs.names == rhs.names && lhs.marked == rhs.marked
  }

  /// Whether the token's text is one of the names (as `names.contains(token.text)` tells).
  public func contains(token: Int32, in tree: RawTree) -> Bool {
    tree.textBytes(token).withUnsafeBufferPointer { contains($0) }
  }

  /// Whether the text (UTF-8) is one of the names, as `names.contains` tells for the
  /// string it decodes to. Inlined into the late facts' loops over every member access or
  /// reference of a file: the test of the ends rejects most texts without a call.
  @inlinable public func contains(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    ends.mayBeAName(text) && containsHashed(text)
  }

  /// Whether `name` is one of the names (`names.contains(name)`), by its bytes.
  public func contains(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { contains($0) }
  }

  /// `contains` past the test of the ends: the names' table, by hash.
  @usableFromInline func containsHashed(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let (hash, isASCII) = ByteHash.fnv1aAndASCII(text)
    guard isASCII, !storage.hasOtherNames else {
      return storage.names.contains(String(decoding: text, as: UTF8.self))
    }
    return storage.table.id(of: text, hash: hash) != nil
  }

  /// Whether a name of a file's `FactNames` may be in the scope (never false when it is:
  /// names are compared by hash alone).
  public func mayMeet(_ fileNames: FactNames) -> Bool {
    if fileNames.areTheFileBytes { return !storage.names.isEmpty }
    if fileNames.hasOtherNames || storage.hasOtherNames { return !storage.names.isEmpty }
    let names = storage.nameHashes
    return fileNames.hashes.entryHashes.contains { hash in
      names.entry(hash: hash, where: { _ in true }) != nil
    }
  }
}

/// The names a file's late facts could be about (`Migration.lateFactNames(in:)`), kept as
/// hashes of their bytes: for a file the engine does not keep, whether it has to be read
/// again for its late facts once the scope is known.
public struct FactNames: Sendable, Equatable {
  /// The names' hashes (`ByteHash.wordsAndASCII`), each once, in the order first added.
  fileprivate private(set) var hashes = HashSlots()
  /// Whether a name has a byte outside ASCII (the file then always meets the scope).
  fileprivate private(set) var hasOtherNames = false
  /// Whether these are `inTheFileBytes`.
  public private(set) var areTheFileBytes = false

  public init() {}

  /// No names, but every name the file's bytes hold (`Migration.lateFactNamesAreInBytes`):
  /// the engine reads the file again once the scope is known, and the scope meets it if its
  /// names may occur in those bytes (`FactScope.mayOccur(inBytes:)`). Never empty.
  public static let inTheFileBytes: FactNames = {
    var names = FactNames()
    names.areTheFileBytes = true
    return names
  }()

  public var isEmpty: Bool { hashes.count == 0 && !hasOtherNames && !areTheFileBytes }

  /// Whether every name of `other` is one of these (by hash): these meet every scope
  /// `other` meets.
  func holdsEveryName(of other: FactNames) -> Bool {
    guard areTheFileBytes || !other.areTheFileBytes, hasOtherNames || !other.hasOtherNames
    else { return false }
    let mine = Set(hashes.entryHashes)
    return other.hashes.entryHashes.allSatisfy(mine.contains)
  }

  /// Adds a name.
  public mutating func insert(_ name: String) {
    var name = name
    name.withUTF8 { insert($0) }
  }

  /// Adds a name given as UTF-8.
  public mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) {
    // Eight bytes at a time (FNV-1a, a byte at a time, was most of the cost of the names
    // of generated files), and whether they are ASCII, in one pass.
    let (hash, isASCII) = ByteHash.wordsAndASCII(bytes)
    guard isASCII else {
      hasOtherNames = true
      return
    }
    hashes.addIfAbsent(hash: hash)
  }

  /// Adds the text of each identifier token among `tokens` of `tree` (-1 and tokens of
  /// other kinds are skipped), as `insert(_:)` would each: one call for the thousands of
  /// names of a generated file, read in place.
  public mutating func insertIdentifiers(_ tokens: [Int32], of tree: RawTree) {
    tree.file.bytes.withUnsafeBufferPointer { bytes in
      tree.withTokenKinds { kinds in
        for token in tokens where token >= 0 && kinds[Int(token)] == .identifier {
          insert(UnsafeBufferPointer(rebasing: bytes[tree.textStart(token)..<tree.textEnd(token)]))
        }
      }
    }
  }

  /// Adds the text of each token among `tokens` of `tree`, whatever its kind (-1 is
  /// skipped), as `insert(_:)` would each; with `droppingFirstByte`, each text but its
  /// first byte (a reference's `_` or `$`).
  public mutating func insertTexts(
    of tokens: [Int32], of tree: RawTree, droppingFirstByte: Bool = false
  ) {
    tree.file.bytes.withUnsafeBufferPointer { bytes in
      for token in tokens where token >= 0 {
        let start = tree.textStart(token)
        let end = tree.textEnd(token)
        insert(
          UnsafeBufferPointer(
            rebasing: bytes[(droppingFirstByte && start < end ? start + 1 : start)..<end]))
      }
    }
  }

  /// The same names as their hashes alone, without the table that keeps them distinct
  /// while they are added: the engine keeps one per migration for each file it does not
  /// keep until the run's late facts (13 MB of tables on anytype-swift, yattee and
  /// duckduckgo-iOS together). Nothing may be added to the result.
  public func compacted() -> FactNames {
    var compact = self
    compact.hashes = hashes.withoutSlots()
    return compact
  }

  public static func == (lhs: FactNames, rhs: FactNames) -> Bool {
    lhs.hashes.entryHashes == rhs.hashes.entryHashes && lhs.hasOtherNames == rhs.hasOtherNames
      && lhs.areTheFileBytes == rhs.areTheFileBytes
  }
}
