extension SemanticStorage {
  /// The view-building members of the run (in every module) whose bodies call a name whose
  /// last component is `name` (`Row` for `Row(…)` and `Settings.Row(…)`), in path then
  /// declaration order. The table is built on the first question, once per run: most runs
  /// ask none.
  func viewBuilders(callingLast name: String) -> [MemberInfo] {
    let table = builderTable.withLock { table in
      if let table { return table }
      let built = buildBuilderTable()
      table = built
      return built
    }
    return (table[name] ?? []).map { MemberInfo(files[Int($0.file)].store, $0.item) }
  }

  private func buildBuilderTable() -> [String: [DeclarationPosition]] {
    var table: [String: [DeclarationPosition]] = [:]
    for (fileIndex, file) in files.enumerated() {
      let store = file.store
      for (index, member) in store.members.enumerated() where member.details >= 0 {
        let names = store.details[Int(member.details)].builtTypes
        guard !names.isEmpty else { continue }
        let position = DeclarationPosition(file: Int32(fileIndex), item: Int32(index))
        for name in names {
          // Each member once per name: it is the last one added under a name it calls
          // (members come in order). A set of names per member was half of this table's cost.
          // One look-up of the name (asking `table[last]` first hashed it twice).
          Self.add(position, to: &table[QualifiedName.last(of: name), default: []])
        }
      }
    }
    return table
  }

  private static func add(
    _ position: DeclarationPosition, to positions: inout [DeclarationPosition]
  ) {
    if positions.last != position { positions.append(position) }
  }
}
