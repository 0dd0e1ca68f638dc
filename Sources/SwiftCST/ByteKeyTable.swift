// The hash tables of the tool keyed by text bytes (interned names, byte questions,
// fact lines, late-fact names) or by integers made from interned names, all on one
// implementation:
//
// - `ByteHash`: FNV-1a, the one byte hash (a few instructions a byte, no seed, the same on
//   every machine, and continuable: `a` then `b` hashes as `a + b` does).
// - `HashSlots`: the open addressing under every table. Entries are numbered 0, 1, 2… in
//   the order they are added, each keeps its 64-bit hash, and what makes two keys equal
//   is the caller's (bytes, an integer that is its own hash, or the hash alone).
// - `ByteKeyTable`: distinct byte strings numbered in the order first added, with their
//   bytes in one flat array (a set, an interning table, or the keys of a map whose values
//   live in arrays indexed by the number).
// - `GroupedValues` (GroupedValues.swift): several values per key, each key's in the order
//   added, in one flat array (the multi-valued form: a key's number is its group).

/// FNV-1a over bytes: the hash of every byte-keyed table, and of `--shard`'s file split
/// (which must give the same answer on every machine, as Swift's seeded `Hasher` does not).
public enum ByteHash {
  @inlinable public static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
  @inlinable public static var prime: UInt64 { 0x100_0000_01b3 }

  /// FNV-1a of `bytes`, continuing from `seed` (the hash of the bytes before them).
  @inlinable
  public static func fnv1a<Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, from seed: UInt64 = offsetBasis
  ) -> UInt64 {
    var hash = seed
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
    return hash
  }

  /// FNV-1a of `bytes`.
  @inlinable
  public static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = offsetBasis
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
    return hash
  }

  /// FNV-1a, and whether every byte is ASCII, in one pass.
  @inlinable
  public static func fnv1aAndASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    hash: UInt64, isASCII: Bool
  ) {
    var hash = offsetBasis
    var high: UInt8 = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* prime
      high |= byte
    }
    return (hash, high < 0x80)
  }

  /// A hash of `bytes` read eight at a time, and whether every byte is ASCII: a few
  /// instructions per eight bytes, where `fnv1a` takes a few a byte. For sets of names
  /// hashed in bulk and compared by hash alone within a run (`FactNames`: the identifiers
  /// of generated files run to 30 bytes); never mixed with `fnv1a` hashes, and not
  /// continuable.
  @inlinable
  public static func wordsAndASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    hash: UInt64, isASCII: Bool
  ) {
    let count = bytes.count
    var hash = offsetBasis ^ UInt64(truncatingIfNeeded: count)
    guard count > 0, let base = bytes.baseAddress else { return (hash, true) }
    let raw = UnsafeRawPointer(base)
    var high: UInt64 = 0
    var offset = 0
    while offset + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      high |= word
      hash = mixWord(hash, word)
      offset += 8
    }
    if offset < count {
      // The last bytes: the eight that end the text (some read twice) when it has eight,
      // else two overlapping halves of four or the first, middle and last bytes.
      let word: UInt64
      if count >= 8 {
        word = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      } else if count >= 4 {
        word =
          UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
          | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
      } else {
        word =
          UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16
      }
      high |= word
      hash = mixWord(hash, word)
    }
    hash ^= hash >> 29
    return (hash &* wordPrime, high & 0x8080_8080_8080_8080 == 0)
  }

  @inlinable static var wordPrime: UInt64 { 0x9E37_79B9_7F4A_7C15 }

  @inlinable
  static func mixWord(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (hash ^ word) &* wordPrime
    return mixed ^ (mixed >> 32)
  }

  /// Whether `a` and `b` hold the same bytes: eight at a time.
  @inlinable
  public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = a.count
    guard b.count == count else { return false }
    guard count > 0, let aBase = a.baseAddress, let bBase = b.baseAddress else { return true }
    let a = UnsafeRawPointer(aBase)
    let b = UnsafeRawPointer(bBase)
    var offset = 0
    while offset + 8 <= count {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < count {
      if a.load(fromByteOffset: offset, as: UInt8.self)
        != b.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }

  /// The UTF-8 bytes of `text`, without a copy when it is stored contiguously.
  @inlinable
  public static func withBytes<Text: StringProtocol, Result>(
    of text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }
}

/// Open addressing over 64-bit hashes: entries numbered 0, 1, 2… in the order added, found
/// by linear probing in a slot array never more than half full.
///
/// It stores no keys: `entry(hash:where:)` asks the caller whether an entry with the same
/// hash is the key looked for, so one probing loop serves tables keyed by bytes
/// (`ByteKeyTable`), by integers (whose hash is the integer: `where: { _ in true }`) and by
/// hashes alone. A slot holds its entry's hash beside the entry, so a probe reads one
/// array and compares keys only on equal hashes; each entry's hash is kept in entry order
/// too, so growing reads no keys. The slot of a hash is the top bits of its product with
/// 2^64/φ (Fibonacci hashing), which spreads small consecutive integers too.
public struct HashSlots: Sendable {
  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var hash: UInt64
    /// The entry, or -1 when the slot is empty.
    @usableFromInline var entry: Int32

    @inlinable init(hash: UInt64, entry: Int32) {
      self.hash = hash
      self.entry = entry
    }
  }

  /// A power of two long (or empty).
  @usableFromInline var slots: [Slot] = []
  /// Per entry: its hash.
  @usableFromInline var hashes: [UInt64] = []
  /// 64 - log2(slots.count).
  @usableFromInline var shift: UInt64 = 64

  /// Room for `minimumCapacity` entries before the first growth (the slots and the
  /// per-entry hashes: a table of a few dozen entries grew its hashes six times).
  public init(minimumCapacity: Int = 0) {
    if minimumCapacity > 0 { reserveCapacity(minimumCapacity) }
  }

  /// How many entries there are.
  @inlinable public var count: Int { hashes.count }

  /// The hash `entry` was added with.
  @inlinable public func hash(of entry: Int32) -> UInt64 { hashes[Int(entry)] }

  /// Every entry's hash, in entry order.
  @inlinable public var entryHashes: [UInt64] { hashes }

  @inlinable
  func firstSlot(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The first entry added with `hash` for which `matches` holds; nil when there is none.
  @inlinable
  public func entry(hash: UInt64, where matches: (Int32) -> Bool) -> Int32? {
    guard !slots.isEmpty else { return nil }
    let found = probe(hash: hash, where: matches).entry
    return found < 0 ? nil : found
  }

  /// The entry of `hash` for which `matches` holds (-1 when none), and its slot or the
  /// empty slot where probing stopped.
  @inlinable
  func probe(hash: UInt64, where matches: (Int32) -> Bool) -> (entry: Int32, slot: Int) {
    slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var slot = firstSlot(hash)
      while true {
        let entry = slots[slot].entry
        if entry < 0 || (slots[slot].hash == hash && matches(entry)) { return (entry, slot) }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Adds an entry with `hash` (the caller has made sure its key is not there) and returns
  /// its number, `count` before the call.
  @inlinable
  @discardableResult
  public mutating func add(hash: UInt64) -> Int32 {
    makeRoomForOneMore()
    return add(hash: hash, atEmptySlot: probe(hash: hash, where: { _ in false }).slot)
  }

  /// Adds an entry with `hash` unless one has it (a set of hashes): one probe when it is
  /// there, as `entry(hash:where:)` then `add(hash:)` would find.
  @inlinable
  public mutating func addIfAbsent(hash: UInt64) {
    if !slots.isEmpty {
      let (entry, slot) = probe(hash: hash, where: { _ in true })
      if entry >= 0 { return }
      if (hashes.count + 1) * 2 <= slots.count {
        add(hash: hash, atEmptySlot: slot)
        return
      }
    }
    add(hash: hash)
  }

  /// Grows the slots if one more entry would make them more than half full.
  @inlinable
  mutating func makeRoomForOneMore() {
    if (hashes.count + 1) * 2 > slots.count { resize(toHold: max(8, hashes.count * 2)) }
  }

  /// Adds an entry with `hash` at `slot`, an empty slot `probe` stopped at (after
  /// `makeRoomForOneMore()`).
  @inlinable
  mutating func add(hash: UInt64, atEmptySlot slot: Int) -> Int32 {
    let entry = Int32(hashes.count)
    hashes.append(hash)
    slots[slot] = Slot(hash: hash, entry: entry)
    return entry
  }

  /// Room for `capacity` entries in all without growing.
  public mutating func reserveCapacity(_ capacity: Int) {
    guard capacity > 0 else { return }
    if capacity * 2 > slots.count { resize(toHold: capacity) }
    hashes.reserveCapacity(capacity)
  }

  /// The same entries without their slots, in an array of exactly their count: a set that
  /// is done and only read whole (`count`, `entryHashes`) until the end of a run takes an
  /// eighth to a quarter of the memory. A look-up finds nothing in it until the next `add`,
  /// which places every entry again.
  public func withoutSlots() -> HashSlots {
    var compact = HashSlots()
    compact.hashes = hashes.withUnsafeBufferPointer { Array($0) }
    return compact
  }

  /// Forgets every entry, keeping the slots (a table reused for one scope after another).
  public mutating func removeAll() {
    guard !hashes.isEmpty else { return }
    hashes.removeAll(keepingCapacity: true)
    for slot in slots.indices { slots[slot].entry = -1 }
  }

  /// Slots for `capacity` entries (twice as many, a power of two), every entry placed again.
  @usableFromInline
  mutating func resize(toHold capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [Slot](filledWith: Slot(hash: 0, entry: -1), count: size)
    shift = UInt64(64 - size.trailingZeroBitCount)
    let mask = size - 1
    for (entry, hash) in hashes.enumerated() {
      var slot = firstSlot(hash)
      while slots[slot].entry >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Slot(hash: hash, entry: Int32(entry))
    }
  }
}

/// Distinct byte strings (keys), numbered 0, 1, 2… in the order first added, with their
/// bytes one after another in one array: a set of texts, an interning table (text → small
/// integer), or the keys of a map whose values are arrays indexed by the key's number.
///
/// Keys are equal when their bytes are (as the compiler compares identifiers; callers that
/// compare as `String` does, with canonical equivalence, keep non-ASCII texts apart). A key
/// is hashed with `ByteHash.fnv1a`; callers that ask many tables for the same key (a fixed
/// list of names asked of every file) pass the hash they worked out once.
public struct ByteKeyTable: Sendable {
  @usableFromInline var index: HashSlots
  /// The keys' bytes; key `id` spans `starts[id]..<starts[id + 1]`.
  @usableFromInline var bytes: [UInt8] = []
  @usableFromInline var starts: [Int32] = [0]

  /// Room for `minimumCapacity` keys before the slots or the key arrays grow (the
  /// bytes for keys of up to eight bytes on average).
  public init(minimumCapacity: Int = 0) {
    index = HashSlots(minimumCapacity: minimumCapacity)
    if minimumCapacity > 0 {
      starts.reserveCapacity(minimumCapacity + 1)
      bytes.reserveCapacity(8 * minimumCapacity)
    }
  }

  /// How many keys there are.
  @inlinable public var count: Int { index.count }

  /// The hash this table uses for `key`.
  @inlinable
  public static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 { ByteHash.fnv1a(key) }

  /// The number of `key`, whose hash is `hash`; nil when it was never added.
  @inlinable
  public func id(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
    bytes.withUnsafeBufferPointer { stored in
      index.entry(hash: hash) { Self.equal(stored, starts, $0, key) }
    }
  }

  /// The number of `key`; nil when it was never added.
  @inlinable
  public func id(of key: UnsafeBufferPointer<UInt8>) -> Int32? {
    id(of: key, hash: Self.hash(key))
  }

  /// The number of `text`'s UTF-8 bytes; nil when they were never added.
  @inlinable
  public func id<Text: StringProtocol>(of text: Text) -> Int32? {
    ByteHash.withBytes(of: text) { id(of: $0) }
  }

  /// The first key with hash `hash` whose bytes satisfy `matches` (for a key that is not
  /// in one piece, say `prefix.name` asked without joining the two).
  @inlinable
  public func id(hash: UInt64, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) -> Int32? {
    bytes.withUnsafeBufferPointer { stored in
      index.entry(hash: hash) { entry in
        matches(
          UnsafeBufferPointer(
            rebasing: stored[Int(starts[Int(entry)])..<Int(starts[Int(entry) + 1])]))
      }
    }
  }

  /// Whether some key has hash `hash` (a hash alone may stand for several texts).
  @inlinable
  public func containsKey(withHash hash: UInt64) -> Bool {
    index.entry(hash: hash) { _ in true } != nil
  }

  /// Adds `key` (of hash `hash`) unless it is there; its number, and whether it is new.
  @inlinable
  @discardableResult
  public mutating func insert(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (
    id: Int32, isNew: Bool
  ) {
    index.makeRoomForOneMore()
    let (found, slot) = bytes.withUnsafeBufferPointer { stored in
      index.probe(hash: hash) { Self.equal(stored, starts, $0, key) }
    }
    if found >= 0 { return (found, false) }
    bytes.append(contentsOf: key)
    starts.append(Int32(bytes.count))
    return (index.add(hash: hash, atEmptySlot: slot), true)
  }

  /// Adds `key` unless it is there; its number, and whether it is new.
  @inlinable
  @discardableResult
  public mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> (id: Int32, isNew: Bool) {
    insert(key, hash: Self.hash(key))
  }

  /// The bytes of key `id`.
  @inlinable
  public func key(_ id: Int32) -> ArraySlice<UInt8> {
    bytes[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])]
  }

  /// Room for `capacity` keys in all without growing the slots.
  public mutating func reserveCapacity(_ capacity: Int) {
    index.reserveCapacity(capacity)
    starts.reserveCapacity(capacity + 1)
  }

  /// Forgets every key, keeping the storage.
  public mutating func removeAll() {
    guard count > 0 else { return }
    index.removeAll()
    bytes.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    starts.append(0)
  }

  /// Whether key `id` (its bytes in `stored` at `starts`) is `key`.
  @inlinable
  static func equal(
    _ stored: UnsafeBufferPointer<UInt8>, _ starts: [Int32], _ id: Int32,
    _ key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let start = Int(starts[Int(id)])
    guard Int(starts[Int(id) + 1]) - start == key.count else { return false }
    return ByteHash.equal(UnsafeBufferPointer(rebasing: stored[start..<start + key.count]), key)
  }
}
