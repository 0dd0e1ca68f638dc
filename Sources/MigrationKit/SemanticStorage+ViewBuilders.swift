import SwiftCST

extension SemanticStorage {
  /// The view-building members of the run (in every module) whose bodies call a name whose
  /// last component is `name` (`Row` for `Row(…)` and `Settings.Row(…)`), in path then
  /// declaration order. The table is built on the first question, once per run: most runs
  /// ask none.
  func viewBuilders(callingLast name: String) -> [MemberInfo] {
    let table = builderTable.withLock { table in
      if let table { return table }
      let built = BuilderTable(files)
      table = built
      return built
    }
    return table.positions(callingLast: name).map {
      MemberInfo(files[Int($0.file)].store, $0.item)
    }
  }

  /// The positions of the view-building members by the last component of each name they
  /// call. When every name is ASCII (nearly every run), keyed by the names' bytes in a
  /// `ByteKeyTable` (the last components read in place, hashed with FNV-1a: a `String` per
  /// component hashed with SipHash was most of the table's cost); otherwise by `String`.
  struct BuilderTable: Sendable {
    private var names = ByteKeyTable()
    /// Per key of `names`, the positions.
    private var positions: [[DeclarationPosition]] = []
    /// The table by `String` when a name is not ASCII (nil otherwise).
    private var byString: [String: [DeclarationPosition]]?

    init(_ files: [FileDeclarations]) {
      if !addASCIINames(of: files) {
        names = ByteKeyTable()
        positions = []
        byString = Self.byString(files)
      }
    }

    /// The positions under `name` (`String` equality: a name outside ASCII is compared
    /// with each key as a string).
    func positions(callingLast name: String) -> [DeclarationPosition] {
      if let byString { return byString[name] ?? [] }
      var name = name
      let id = name.withUTF8 { bytes -> Int32? in
        guard bytes.contains(where: { $0 >= 0x80 }) else { return names.id(of: bytes) }
        let string = String(decoding: bytes, as: UTF8.self)
        return (0..<Int32(names.count)).first {
          String(decoding: names.key($0), as: UTF8.self) == string
        }
      }
      return id.map { positions[Int($0)] } ?? []
    }

    /// Adds the names by bytes; false (leaving the table to be remade) at a name outside
    /// ASCII.
    private mutating func addASCIINames(of files: [FileDeclarations]) -> Bool {
      for (fileIndex, file) in files.enumerated() {
        let store = file.store
        for (index, member) in store.members.enumerated() where member.details >= 0 {
          let built = store.details[Int(member.details)].builtTypes
          guard !built.isEmpty else { continue }
          let position = DeclarationPosition(file: Int32(fileIndex), item: Int32(index))
          for name in built {
            var name = name
            let added = name.withUTF8 { bytes -> Bool in
              var start = 0
              for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 { return false }
                if byte == UInt8(ascii: ".") { start = offset + 1 }
              }
              let (id, isNew) = self.names.insert(UnsafeBufferPointer(rebasing: bytes[start...]))
              if isNew { positions.append([]) }
              SemanticStorage.add(position, to: &positions[Int(id)])
              return true
            }
            guard added else { return false }
          }
        }
      }
      return true
    }

    private static func byString(_ files: [FileDeclarations]) -> [String: [DeclarationPosition]] {
      var table: [String: [DeclarationPosition]] = [:]
      for (fileIndex, file) in files.enumerated() {
        let store = file.store
        for (index, member) in store.members.enumerated() where member.details >= 0 {
          let names = store.details[Int(member.details)].builtTypes
          guard !names.isEmpty else { continue }
          let position = DeclarationPosition(file: Int32(fileIndex), item: Int32(index))
          for name in names {
            // Each member once per name: it is the last one added under a name it calls
            // (members come in order). A set of names per member was half of this table's
            // cost. One look-up of the name (asking `table[last]` first hashed it twice).
            SemanticStorage.add(position, to: &table[QualifiedName.last(of: name), default: []])
          }
        }
      }
      return table
    }
  }

  fileprivate static func add(
    _ position: DeclarationPosition, to positions: inout [DeclarationPosition]
  ) {
    if positions.last != position { positions.append(position) }
  }
}
