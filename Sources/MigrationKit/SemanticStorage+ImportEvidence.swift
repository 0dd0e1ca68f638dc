/// What files of the run show about modules outside it (`SwiftUITypeName.importEvidence`).
extension SemanticStorage {
  /// The files' `importEvidence`, but where the bare name may mean a type of the run: one
  /// declared at the top level (or a typealias), or one nested in a type the evidence file
  /// declares or extends, or one its types inherit from (inside `extension Theme`, a bare
  /// `Color` means `Theme.Color`; elsewhere an `L10n.Color` is no reading of it).
  static func importEvidence(of files: [FileDeclarations]) -> Set<String> {
    var names: Set<Substring> = []
    for file in files {
      for pair in file.importEvidence { names.insert(evidenceName(pair)) }
    }
    guard !names.isEmpty else { return [] }
    // Per name: whether the run declares it at the top level, and the types holding one.
    var topLevel: Set<Substring> = []
    var holders: [Substring: Set<String>] = [:]
    for file in files {
      let store = file.store
      for type in store.types where type.kind != .extension {
        let qualified = store.string(type.name)
        let parts = qualified.split(separator: ".")
        guard let last = parts.last, names.contains(last) else { continue }
        if parts.count == 1 {
          topLevel.insert(last)
        } else {
          holders[last, default: []].insert(parts.dropLast().joined(separator: "."))
        }
      }
    }
    var evidence: Set<String> = []
    for file in files where !file.importEvidence.isEmpty {
      let store = file.store
      // The types the file declares or extends, and the last names of what they inherit.
      var seen: Set<String> = []
      for index in store.types.indices {
        seen.insert(store.string(store.types[index].name))
        for inherited in store.strings(store.types[index].inheritance) {
          if let last = inherited.split(separator: ".").last { seen.insert(String(last)) }
        }
      }
      for pair in file.importEvidence {
        let name = evidenceName(pair)
        guard !topLevel.contains(name) else { continue }
        let mayMeanNested = holders[name]?.contains { holder in
          seen.contains(holder) || seen.contains(String(holder.split(separator: ".").last!))
        }
        if mayMeanNested != true { evidence.insert(pair) }
      }
    }
    return evidence
  }

  /// `name` of an evidence pair `module\0name`.
  private static func evidenceName(_ pair: String) -> Substring {
    pair[pair.index(after: pair.firstIndex(of: "\u{0}")!)...]
  }
}
