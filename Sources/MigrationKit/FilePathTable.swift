import SwiftCST

/// The positions of a storage's files by path (`SemanticStorage.fileIndex(ofPath:)`): the
/// paths' bytes in one `ByteKeyTable`, hashed eight bytes at a time. Each file's rewrite
/// and late facts, and each question about where a declaration is seen from, ask by path:
/// a `[String: Int32]` hashed the whole path with a seeded SipHash per question (about a
/// thousand instructions for a path of a hundred bytes).
///
/// Paths are compared by their bytes, as `String` compares ASCII text; a storage with a path
/// outside ASCII has no table, and a path outside ASCII is not asked of one (`String`
/// equality is canonical equivalence there: the caller searches the sorted files).
struct FilePathTable: Sendable {
  private let table: ByteKeyTable
  /// Per key, the position of the first file with that path.
  private let firstFiles: [Int32]

  /// Nil when a path is not ASCII.
  init?(_ files: [FileDeclarations]) {
    var table = ByteKeyTable(minimumCapacity: files.count)
    var firstFiles: [Int32] = []
    firstFiles.reserveCapacity(files.count)
    for index in files.indices {
      var path = files[index].path
      let isASCII = path.withUTF8 { bytes in
        let (hash, isASCII) = ByteHash.wordsAndASCII(bytes)
        guard isASCII else { return false }
        if table.insert(bytes, hash: hash).isNew { firstFiles.append(Int32(index)) }
        return true
      }
      guard isASCII else { return nil }
    }
    self.table = table
    self.firstFiles = firstFiles
  }

  /// The position of the first file at `path`, -1 for none; nil for a path outside ASCII.
  func position(of path: String) -> Int32? {
    var path = path
    return path.withUTF8 { bytes in
      let (hash, isASCII) = ByteHash.wordsAndASCII(bytes)
      guard isASCII else { return nil }
      return table.id(of: bytes, hash: hash).map { firstFiles[Int($0)] } ?? -1
    }
  }
}
