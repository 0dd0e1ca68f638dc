import SwiftCST

/// A `[String: [Int]]` of file paths (`ProjectModel.xcodeFiles`, and the same by lower-cased
/// path) looked up by bytes: the paths' bytes in one `ByteKeyTable`, hashed eight bytes at a
/// time, where the dictionary hashed each asked path whole with a seeded SipHash (about a
/// thousand instructions for a path of a hundred bytes, twice for most files of a run).
///
/// Answers as the dictionary does (see `FilePathTable`): an ASCII path is found by its
/// bytes, or else among the keys outside ASCII, compared as strings (one of them may be
/// canonically equivalent to it); a path outside ASCII is looked up in the dictionary.
struct ListedFileTable: Sendable {
  private let dictionary: [String: [Int]]
  private let table: ByteKeyTable
  /// Per key of `table`, its value.
  private let values: [[Int]]
  private let keysOutsideASCII: [String]

  init(_ dictionary: [String: [Int]]) {
    self.dictionary = dictionary
    var table = ByteKeyTable(minimumCapacity: dictionary.count)
    var values: [[Int]] = []
    values.reserveCapacity(dictionary.count)
    var keysOutsideASCII: [String] = []
    for (key, value) in dictionary {
      var path = key
      let isASCII = path.withUTF8 { bytes -> Bool in
        let (hash, isASCII) = ByteHash.wordsAndASCII(bytes)
        guard isASCII else { return false }
        // (Keys are distinct strings, and distinct ASCII strings have distinct bytes.)
        if table.insert(bytes, hash: hash).isNew { values.append(value) }
        return true
      }
      if !isASCII { keysOutsideASCII.append(key) }
    }
    self.table = table
    self.values = values
    self.keysOutsideASCII = keysOutsideASCII
  }

  /// `dictionary[path]`.
  func value(of path: String) -> [Int]? {
    var bytesOf = path
    let found = bytesOf.withUTF8 { bytes -> [Int]?? in
      let (hash, isASCII) = ByteHash.wordsAndASCII(bytes)
      guard isASCII else { return nil }
      return .some(table.id(of: bytes, hash: hash).map { values[Int($0)] })
    }
    guard let found else { return dictionary[path] }
    if let found { return found }
    guard !keysOutsideASCII.isEmpty else { return nil }
    return keysOutsideASCII.first { $0 == path }.flatMap { dictionary[$0] }
  }

  /// `dictionary[path.lowercased()]`: of an ASCII path, its bytes with `A`…`Z` made lower
  /// case (what `lowercased()` makes of ASCII text), looked up without making the string.
  func value(ofLowercased path: String) -> [Int]? {
    var bytesOf = path
    let found = bytesOf.withUTF8 { bytes -> [Int]?? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
        for offset in 0..<bytes.count {
          let byte = bytes[offset]
          lowered[offset] =
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        let key = UnsafeBufferPointer(lowered)
        let hash = ByteHash.wordsAndASCII(key).hash
        if let id = table.id(of: key, hash: hash) { return .some(values[Int(id)]) }
        guard !keysOutsideASCII.isEmpty else { return .some(nil) }
        let text = String(decoding: key, as: UTF8.self)
        return .some(keysOutsideASCII.first { $0 == text }.flatMap { dictionary[$0] })
      }
    }
    return found ?? dictionary[path.lowercased()]
  }
}
