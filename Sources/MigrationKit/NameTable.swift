import SwiftCST

/// Names interned to small integer ids (0, 1, 2… in the order first seen), so that the
/// semantic index's tables are keyed by integers instead of strings.
///
/// Two names are the same when their UTF-8 bytes are (as the compiler compares
/// identifiers). A name is hashed once per question with FNV-1a over its bytes
/// (`ByteKeyTable`), which costs a few instructions a byte, where `String` hashing in a
/// `Dictionary` costs a seeded SipHash plus its set-up per look-up (most of the index's
/// build time before).
struct NameTable: Sendable {
  private var table: ByteKeyTable

  init(minimumCapacity: Int = 0) {
    table = ByteKeyTable(minimumCapacity: minimumCapacity)
  }

  /// How many names it holds.
  var count: Int { table.count }

  /// The name with this id.
  func name(_ id: Int32) -> String {
    String(decoding: table.key(id), as: UTF8.self)
  }

  /// The id of `name`, added if it is new.
  mutating func intern(_ name: String) -> Int32 {
    var name = name
    return name.withUTF8 { intern(bytes: $0) }
  }

  /// The id of the name whose UTF-8 bytes are `name`, added if it is new.
  mutating func intern(bytes name: UnsafeBufferPointer<UInt8>) -> Int32 {
    table.insert(name).id
  }

  /// The id of `name`; nil when it was never added.
  func id(of name: String) -> Int32? { table.id(of: name) }

  /// The id of `bytes` when they were added as a name.
  func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int32? { table.id(of: bytes) }

  /// The id of `prefix` + "." + `name` (say `Outer` and `Inner`), without building the
  /// joined string; nil when it was never added.
  func id(of name: String, after prefix: UnsafeBufferPointer<UInt8>) -> Int32? {
    ByteHash.withBytes(of: name) { tail in
      let dot = ByteHash.fnv1a(CollectionOfOne(UInt8(ascii: ".")), from: ByteHash.fnv1a(prefix))
      return table.id(hash: ByteHash.fnv1a(tail, from: dot)) { stored in
        stored.count == prefix.count + 1 + tail.count
          && stored[prefix.count] == UInt8(ascii: ".")
          && stored.prefix(prefix.count).elementsEqual(prefix)
          && stored.suffix(tail.count).elementsEqual(tail)
      }
    }
  }

  /// The same for a prefix given as text.
  func id(of name: String, after prefix: Substring) -> Int32? {
    ByteHash.withBytes(of: prefix) { id(of: name, after: $0) }
  }
}

extension NameTable {
  /// The UTF-8 bytes of `text` (`ByteHash.withBytes`).
  static func withBytes<Text: StringProtocol, Result>(
    of text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    ByteHash.withBytes(of: text, body)
  }
}
