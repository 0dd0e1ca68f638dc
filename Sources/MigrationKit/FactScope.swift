import SwiftCST

/// The names a migration's late facts are restricted to (`Migration.lateFactScope(in:)`).
///
/// Late facts look at every member access of a file and keep the few whose name is in the
/// scope, so `contains(token:in:)` answers from a table of the names' bytes (hashed as
/// `FactNames` hashes them) without making a string per token.
public struct FactScope: Sendable, Equatable {
  public let names: Set<String>
  /// The ASCII names by their bytes.
  private let table: NameHashTable
  /// Whether a name has a byte outside ASCII: tokens are then compared as strings
  /// (canonical equivalence can make a non-ASCII name equal an ASCII token).
  private let hasOtherNames: Bool
  /// The names' first and last bytes, which tell most texts apart without hashing them.
  private let ends: NameEnds

  public init(names: Set<String> = []) {
    self.names = names
    self.ends = NameEnds(names)
    var table = NameHashTable()
    var hasOtherNames = false
    for var name in names {
      name.withUTF8 { bytes in
        if bytes.allSatisfy({ $0 < 0x80 }) {
          table.insert(bytes)
        } else {
          hasOtherNames = true
        }
      }
    }
    self.table = table
    self.hasOtherNames = hasOtherNames
  }

  public static func == (lhs: FactScope, rhs: FactScope) -> Bool { lhs.names == rhs.names }

  /// Whether the token's text is one of the names (as `names.contains(token.text)` tells).
  public func contains(token: Int32, in tree: RawTree) -> Bool {
    tree.textBytes(token).withUnsafeBufferPointer { contains($0) }
  }

  /// Whether the text (UTF-8) is one of the names, as `names.contains` tells for the
  /// string it decodes to.
  public func contains(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard ends.mayBeAName(text) else { return false }

    let (hash, isASCII) = ByteHash.fnv1aAndASCII(text)
    guard isASCII, !hasOtherNames else {
      return names.contains(String(decoding: text, as: UTF8.self))
    }
    return table.contains(text, hash: hash == 0 ? 1 : hash)
  }

  /// Whether a name of a file's `FactNames` may be in the scope (never false when it is).
  public func mayMeet(_ fileNames: FactNames) -> Bool {
    if fileNames.hasOtherNames || hasOtherNames { return !names.isEmpty }
    return fileNames.hashes.contains { table.contains(hash: $0) }
  }
}

/// The names a file's late facts could be about (`Migration.lateFactNames(in:)`), kept as
/// hashes of their bytes: for a file the engine does not keep, whether it has to be read
/// again for its late facts once the scope is known.
public struct FactNames: Sendable, Equatable {
  fileprivate private(set) var hashes: [UInt64] = []
  /// Whether a name has a byte outside ASCII (the file then always meets the scope).
  fileprivate private(set) var hasOtherNames = false
  private var seen = NameHashTable()

  public init() {}

  public var isEmpty: Bool { hashes.isEmpty && !hasOtherNames }

  /// Adds a name.
  public mutating func insert(_ name: String) {
    var name = name
    name.withUTF8 { insert($0) }
  }

  /// Adds a name given as UTF-8.
  public mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      hasOtherNames = true
      return
    }
    let hash = NameHashTable.hash(bytes)
    if seen.insert(hash: hash) { hashes.append(hash) }
  }

  public static func == (lhs: FactNames, rhs: FactNames) -> Bool {
    lhs.hashes == rhs.hashes && lhs.hasOtherNames == rhs.hasOtherNames
  }
}

/// A set of byte strings by hash (open addressing; FNV-1a, never 0), with their bytes for
/// exact look-ups when inserted by bytes.
struct NameHashTable: Sendable {
  private var hashes = [UInt64](repeating: 0, count: 16)
  /// Per slot with bytes: the range of its bytes in `bytes` (-1: inserted by hash only).
  private var starts = [Int32](repeating: -1, count: 16)
  private var ends = [Int32](repeating: -1, count: 16)
  private var bytes: [UInt8] = []
  private var count = 0

  /// NameTable's FNV-1a, with 0 (the empty slot) moved to 1.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let hash = ByteHash.fnv1a(bytes)
    return hash == 0 ? 1 : hash
  }

  private static func firstSlot(_ hash: UInt64, _ capacity: Int) -> Int {
    Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (capacity - 1)
  }

  /// Adds the bytes; false if they were there.
  @discardableResult
  mutating func insert(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    if (count + 1) * 2 > hashes.count { grow() }
    let hash = Self.hash(text)
    var slot = Self.firstSlot(hash, hashes.count)
    while hashes[slot] != 0 {
      if hashes[slot] == hash && equal(slot, text) { return false }
      slot = (slot + 1) & (hashes.count - 1)
    }
    hashes[slot] = hash
    starts[slot] = Int32(bytes.count)
    bytes += text
    ends[slot] = Int32(bytes.count)
    count += 1
    return true
  }

  /// Adds a hash alone; false if it was there.
  mutating func insert(hash: UInt64) -> Bool {
    if (count + 1) * 2 > hashes.count { grow() }
    var slot = Self.firstSlot(hash, hashes.count)
    while hashes[slot] != 0 {
      if hashes[slot] == hash { return false }
      slot = (slot + 1) & (hashes.count - 1)
    }
    hashes[slot] = hash
    count += 1
    return true
  }

  /// Whether these bytes (of this hash) were inserted.
  func contains(_ text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Bool {
    var slot = Self.firstSlot(hash, hashes.count)
    while hashes[slot] != 0 {
      if hashes[slot] == hash && equal(slot, text) { return true }
      slot = (slot + 1) & (hashes.count - 1)
    }
    return false
  }

  /// Whether some inserted text has this hash.
  func contains(hash: UInt64) -> Bool {
    var slot = Self.firstSlot(hash, hashes.count)
    while hashes[slot] != 0 {
      if hashes[slot] == hash { return true }
      slot = (slot + 1) & (hashes.count - 1)
    }
    return false
  }

  private func equal(_ slot: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(starts[slot])
    guard start >= 0, Int(ends[slot]) - start == text.count else { return false }
    for offset in 0..<text.count where bytes[start + offset] != text[offset] { return false }
    return true
  }

  private mutating func grow() {
    let old = (hashes, starts, ends)
    hashes = [UInt64](repeating: 0, count: old.0.count * 2)
    starts = [Int32](repeating: -1, count: hashes.count)
    ends = [Int32](repeating: -1, count: hashes.count)
    for index in old.0.indices where old.0[index] != 0 {
      var slot = Self.firstSlot(old.0[index], hashes.count)
      while hashes[slot] != 0 { slot = (slot + 1) & (hashes.count - 1) }
      hashes[slot] = old.0[index]
      starts[slot] = old.1[index]
      ends[slot] = old.2[index]
    }
  }
}
