/// Nodes grouped by the text of one token each (a call by its callee's name), built in one
/// pass, so that a rule asks for `calls(named: "overlay")` instead of walking every call
/// of the file and building a string per call.
///
/// An open-addressing table keyed by a hash of the token's bytes (no strings are made);
/// entries with the same text are chained in the order they were given. Texts whose hashes
/// collide are told apart by comparing bytes, so a look-up is exact. A class: every look-up
/// takes it out of the file's tables, and a struct of eight arrays would be retained and
/// released eight times per look-up.
final class NameIndex: Sendable {
  // The file's bytes and token boundaries (shared storage; the index must not hold the
  // file itself, which holds the index).
  private let bytes: [UInt8]
  private let textStarts: [UInt32]
  private let textEnds: [UInt32]
  /// Per slot: the hash of its text (0: empty) and its first entry.
  private let slotHashes: [UInt64]
  private let slotFirst: [Int32]
  /// Per entry: the node, the token holding its text, and the next entry with that text.
  private let entryNodes: [Int32]
  private let entryTokens: [Int32]
  private let entryNext: [Int32]

  /// `pairs` are (node, token) in the order look-ups should return the nodes.
  init(file: SourceFile, pairs: [(node: Int32, token: Int32)]) {
    bytes = file.bytes
    textStarts = file.textStarts
    textEnds = file.textEnds
    var capacity = 16
    while capacity < pairs.count * 2 { capacity <<= 1 }
    var slotHashes = [UInt64](repeating: 0, count: capacity)
    var slotFirst = [Int32](repeating: -1, count: capacity)
    var slotLast = [Int32](repeating: -1, count: capacity)
    var entryTokens = [Int32](repeating: 0, count: pairs.count)
    var entryNext = [Int32](repeating: -1, count: pairs.count)
    let textStarts = file.textStarts
    let textEnds = file.textEnds
    file.bytes.withUnsafeBufferPointer { bytes in
      for (entry, pair) in pairs.enumerated() {
        let text = TokenText.text(of: pair.token, textStarts, textEnds, bytes)
        let hash = TokenText.hash(text)
        var slot = TokenText.firstSlot(hash, capacity)
        while slotHashes[slot] != 0
          && !(slotHashes[slot] == hash
            && TokenText.equal(
              TokenText.text(of: entryTokens[Int(slotFirst[slot])], textStarts, textEnds, bytes),
              text))
        {
          slot = (slot + 1) & (capacity - 1)
        }
        entryTokens[entry] = pair.token
        if slotHashes[slot] == 0 {
          slotHashes[slot] = hash
          slotFirst[slot] = Int32(entry)
        } else {
          entryNext[Int(slotLast[slot])] = Int32(entry)
        }
        slotLast[slot] = Int32(entry)
      }
    }
    self.slotHashes = slotHashes
    self.slotFirst = slotFirst
    self.entryNodes = pairs.map(\.node)
    self.entryTokens = entryTokens
    self.entryNext = entryNext
  }

  /// The nodes whose token reads `name`, in the order given at build time.
  func nodes(named name: String) -> [Int32] {
    var name = name
    return name.withUTF8 { nodes(text: $0, hash: TokenText.hash($0)) }
  }

  /// The same for a name of `names`, whose bytes were hashed when they were made.
  func nodes(_ names: TokenNames, at position: Int) -> [Int32] {
    names.texts[position].withUnsafeBufferPointer {
      nodes(text: $0, hash: names.hashes[position])
    }
  }

  private func nodes(text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> [Int32] {
    bytes.withUnsafeBufferPointer { bytes in
      let capacity = slotHashes.count
      var slot = TokenText.firstSlot(hash, capacity)
      while slotHashes[slot] != 0 {
        if slotHashes[slot] == hash
          && TokenText.equal(
            TokenText.text(of: entryTokens[Int(slotFirst[slot])], textStarts, textEnds, bytes),
            text)
        {
          var result: [Int32] = []
          var entry = slotFirst[slot]
          while entry >= 0 {
            result.append(entryNodes[Int(entry)])
            entry = entryNext[Int(entry)]
          }
          return result
        }
        slot = (slot + 1) & (capacity - 1)
      }
      return []
    }
  }
}

/// Names to look up in every file's tables (`SourceFile.calls(named:)`), with their bytes
/// and hashes worked out once (in a `static let`), not on each look-up of each file: a
/// migration asking for thirty names of every file hashed thirty strings per file.
public struct TokenNames: Sendable {
  let texts: [[UInt8]]
  let hashes: [UInt64]

  public init(_ names: [String]) {
    texts = names.map { Array($0.utf8) }
    hashes = texts.map { text in text.withUnsafeBufferPointer { TokenText.hash($0) } }
  }

  public var count: Int { texts.count }
}

/// A set of token texts of one file, compared by bytes: deduplicates names (say, every
/// identifier used in an extension) without building a string per token.
public struct TokenTextSet {
  private let bytes: [UInt8]
  private let textStarts: [UInt32]
  private let textEnds: [UInt32]
  /// Per slot: the hash of its text (0: empty) and a token with that text.
  private var slotHashes: [UInt64]
  private var slotTokens: [Int32]
  private var count = 0

  public init(file: SourceFile) {
    bytes = file.bytes
    textStarts = file.textStarts
    textEnds = file.textEnds
    slotHashes = [UInt64](repeating: 0, count: 16)
    slotTokens = [Int32](repeating: 0, count: 16)
  }

  /// Whether a token with the same text was added.
  public func contains(_ token: Token) -> Bool { contains(tokenAt: Int32(token.index)) }
  public func contains(tokenAt index: Int32) -> Bool { probe(index).found }

  /// Adds the token's text; false if a token with the same text was added before.
  @discardableResult
  public mutating func insert(_ token: Token) -> Bool { insert(tokenAt: Int32(token.index)) }

  /// `insert(_:)` by token index (for `RawTree` loops).
  @discardableResult
  public mutating func insert(tokenAt index: Int32) -> Bool {
    if (count + 1) * 2 > slotHashes.count { grow() }
    let (slot, hash, found) = probe(index)
    guard !found else { return false }
    slotHashes[slot] = hash
    slotTokens[slot] = index
    count += 1
    return true
  }

  /// Forgets every text, keeping the table (a set reused for one scope after another).
  public mutating func removeAll() {
    guard count > 0 else { return }
    for slot in slotHashes.indices { slotHashes[slot] = 0 }
    count = 0
  }

  private func probe(_ token: Int32) -> (slot: Int, hash: UInt64, found: Bool) {
    bytes.withUnsafeBufferPointer { bytes in
      let text = TokenText.text(of: token, textStarts, textEnds, bytes)
      let hash = TokenText.hash(text)
      let mask = slotHashes.count - 1
      var slot = TokenText.firstSlot(hash, slotHashes.count)
      while slotHashes[slot] != 0 {
        if slotHashes[slot] == hash
          && TokenText.equal(
            TokenText.text(of: slotTokens[slot], textStarts, textEnds, bytes), text)
        {
          return (slot, hash, true)
        }
        slot = (slot + 1) & mask
      }
      return (slot, hash, false)
    }
  }

  private mutating func grow() {
    let oldHashes = slotHashes
    let oldTokens = slotTokens
    slotHashes = [UInt64](repeating: 0, count: oldHashes.count * 2)
    slotTokens = [Int32](repeating: 0, count: oldHashes.count * 2)
    let mask = slotHashes.count - 1
    for (hash, token) in zip(oldHashes, oldTokens) where hash != 0 {
      var slot = TokenText.firstSlot(hash, slotHashes.count)
      while slotHashes[slot] != 0 { slot = (slot + 1) & mask }
      slotHashes[slot] = hash
      slotTokens[slot] = token
    }
  }
}

/// Hashing and comparing token texts by their bytes.
enum TokenText {
  static func text(
    of token: Int32, _ textStarts: [UInt32], _ textEnds: [UInt32],
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> UnsafeBufferPointer<UInt8> {
    let start = Int(textStarts[Int(token)])
    let end = Int(textEnds[Int(token)])
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// FNV-1a, never 0 (0 marks an empty slot).
  static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash == 0 ? 1 : hash
  }

  /// Where probing for `hash` starts in a table of `capacity` slots (a power of two).
  static func firstSlot(_ hash: UInt64, _ capacity: Int) -> Int {
    Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (capacity - 1)
  }

  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    for index in 0..<a.count where a[index] != b[index] { return false }
    return true
  }
}
