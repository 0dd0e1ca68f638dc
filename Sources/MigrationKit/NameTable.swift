/// Names interned to small integer ids (0, 1, 2… in the order first seen), so that the
/// semantic index's tables are keyed by integers instead of strings.
///
/// Two names are the same when their UTF-8 bytes are (as the compiler compares
/// identifiers). A name is hashed once per question with FNV-1a over its bytes, which
/// costs a few instructions a byte, where `String` hashing in a `Dictionary` costs a
/// seeded SipHash plus its set-up per look-up (most of the index's build time before).
struct NameTable: Sendable {
  private struct Slot {
    var id: Int32
    var tag: UInt32
  }

  /// The names' bytes, one after the other; name `id` spans `starts[id]..<starts[id + 1]`.
  private var bytes: [UInt8] = []
  private var starts: [Int32] = [0]
  private var hashes: [UInt64] = []
  /// Open addressing, never more than half full. A slot holds an id (-1 when empty) with
  /// the low half of its name's hash, so that a probe reads one array, not also `hashes`.
  private var slots: [Slot] = []
  private var shift: UInt64 = 64

  init(minimumCapacity: Int = 0) {
    if minimumCapacity > 0 { resize(to: minimumCapacity) }
  }

  /// How many names it holds.
  var count: Int { hashes.count }

  /// The name with this id.
  func name(_ id: Int32) -> String {
    String(decoding: bytes[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])], as: UTF8.self)
  }

  /// The id of `name`, added if it is new.
  mutating func intern(_ name: String) -> Int32 {
    var name = name
    return name.withUTF8 { intern(bytes: $0) }
  }

  /// The id of `name`; nil when it was never added.
  func id(of name: String) -> Int32? {
    Self.withBytes(of: name) { find($0, Self.hash($0), joinedTo: nil) }
  }

  /// The id of `prefix` + "." + `name` (say `Outer` and `Inner`), without building the
  /// joined string; nil when it was never added.
  func id(of name: String, after prefix: UnsafeBufferPointer<UInt8>) -> Int32? {
    Self.withBytes(of: name) { second in
      let dot = Self.hash(CollectionOfOne(UInt8(ascii: ".")), from: Self.hash(prefix))
      return find(prefix, Self.hash(second, from: dot), joinedTo: second)
    }
  }

  /// The same for a prefix given as text.
  func id(of name: String, after prefix: Substring) -> Int32? {
    Self.withBytes(of: prefix) { id(of: name, after: $0) }
  }

  /// The id of `bytes` when they were added as a name.
  func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    find(bytes, Self.hash(bytes), joinedTo: nil)
  }

  /// The id of the name whose UTF-8 bytes are `name`, added if it is new.
  mutating func intern(bytes name: UnsafeBufferPointer<UInt8>) -> Int32 {
    let hash = Self.hash(name)
    if let id = find(name, hash, joinedTo: nil) { return id }
    if (hashes.count + 1) * 2 > slots.count { resize(to: max(16, slots.count * 2)) }
    let id = Int32(hashes.count)
    bytes.append(contentsOf: name)
    starts.append(Int32(bytes.count))
    hashes.append(hash)
    place(id, hash)
    return id
  }

  /// The id of the name whose bytes are `name` (followed by "." and `tail` when given).
  private func find(
    _ name: UnsafeBufferPointer<UInt8>, _ hash: UInt64, joinedTo tail: UnsafeBufferPointer<UInt8>?
  ) -> Int32? {
    guard !slots.isEmpty else { return nil }
    let length = name.count + (tail.map { $0.count + 1 } ?? 0)
    let mask = slots.count - 1
    let tag = UInt32(truncatingIfNeeded: hash)
    var slot = slotIndex(hash)
    while true {
      let entry = slots[slot]
      if entry.id < 0 { return nil }
      if entry.tag == tag, matches(entry.id, name, tail, length: length) { return entry.id }
      slot = (slot + 1) & mask
    }
  }

  private func matches(
    _ id: Int32, _ name: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>?,
    length: Int
  ) -> Bool {
    let start = Int(starts[Int(id)])
    guard Int(starts[Int(id) + 1]) - start == length else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      for index in 0..<name.count where stored[start + index] != name[index] { return false }
      guard let tail else { return true }
      let dot = start + name.count
      guard stored[dot] == UInt8(ascii: ".") else { return false }
      for index in 0..<tail.count where stored[dot + 1 + index] != tail[index] { return false }
      return true
    }
  }

  private func slotIndex(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  private mutating func place(_ id: Int32, _ hash: UInt64) {
    let mask = slots.count - 1
    var slot = slotIndex(hash)
    while slots[slot].id >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Slot(id: id, tag: UInt32(truncatingIfNeeded: hash))
  }

  /// Room for `capacity` names (rounded up to a power of two, twice as many slots).
  private mutating func resize(to capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [Slot](repeating: Slot(id: -1, tag: 0), count: size)
    shift = UInt64(64 - size.trailingZeroBitCount)
    for id in hashes.indices { place(Int32(id), hashes[id]) }
  }

  /// FNV-1a's offset basis and prime: the byte hash of every table keyed by text bytes.
  static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let fnvPrime: UInt64 = 0x100_0000_01b3

  /// FNV-1a, continuing from `seed`.
  static func hash<Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, from seed: UInt64 = fnvOffsetBasis
  ) -> UInt64 {
    var hash = seed
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* fnvPrime
    }
    return hash
  }

  /// FNV-1a, and whether every byte is ASCII, in one pass.
  static func hashAndASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
    var hash = fnvOffsetBasis
    var high: UInt8 = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* fnvPrime
      high |= byte
    }
    return (hash, high < 0x80)
  }

  static func withBytes<Text: StringProtocol, Result>(
    of text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }
}
