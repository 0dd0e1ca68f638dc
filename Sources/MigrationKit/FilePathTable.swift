import SwiftCST

/// The positions of a storage's files by path (`SemanticStorage.fileIndex(ofPath:)`): the
/// paths' bytes in one `ByteKeyTable`, hashed eight bytes at a time. Each file's rewrite
/// and late facts, and each question about where a declaration is seen from, ask by path:
/// a `[String: Int32]` hashed the whole path with a seeded SipHash per question (about a
/// thousand instructions for a path of a hundred bytes).
///
/// Paths are equal as `String`s are: an ASCII path is found by its bytes, then compared as a
/// string with those of the few paths outside ASCII that start with the same ASCII bytes
/// (one of them could be canonically equivalent to it: the canonical decomposition of a
/// path keeps the ASCII bytes before its first other one); a path outside ASCII is not
/// asked of the table (nil: the caller searches the sorted files).
struct FilePathTable: Sendable {
  private let table: ByteKeyTable
  /// Per key, the position of the first file with that path.
  private let firstFiles: [Int32]
  /// The files whose paths are not ASCII, in order (none in most runs), with the bytes of
  /// each path before its first byte outside ASCII.
  private let outsideASCII: [(position: Int32, path: String, asciiStart: [UInt8])]

  init(_ files: [FileDeclarations]) {
    var table = ByteKeyTable(minimumCapacity: files.count)
    var firstFiles: [Int32] = []
    firstFiles.reserveCapacity(files.count)
    var outsideASCII: [(position: Int32, path: String, asciiStart: [UInt8])] = []
    for index in files.indices {
      var path = files[index].path
      let asciiStart = path.withUTF8 { bytes -> [UInt8]? in
        let (hash, isASCII) = ByteHash.wordsAndASCII(bytes)
        if table.insert(bytes, hash: hash).isNew { firstFiles.append(Int32(index)) }
        return isASCII ? nil : Array(bytes.prefix { $0 < 0x80 })
      }
      if let asciiStart { outsideASCII.append((Int32(index), path, asciiStart)) }
    }
    self.table = table
    self.firstFiles = firstFiles
    self.outsideASCII = outsideASCII
  }

  /// The position of the first file at `path`, -1 for none; nil for a path outside ASCII.
  func position(of path: String) -> Int32? {
    var bytesOf = path
    return bytesOf.withUTF8 { bytes -> Int32? in
      let (hash, isASCII) = ByteHash.wordsAndASCII(bytes)
      guard isASCII else { return nil }
      let found = table.id(of: bytes, hash: hash).map { firstFiles[Int($0)] } ?? -1
      for other in outsideASCII where found < 0 || other.position < found {
        let start = other.asciiStart
        if bytes.count >= start.count, bytes.prefix(start.count).elementsEqual(start),
          other.path == path
        {
          return other.position
        }
      }
      return found
    }
  }
}
