/// What files of the run show about modules outside it (`SwiftUITypeName.importEvidence`).
extension SemanticStorage {
  /// The files' `importEvidence`, but where the bare name may mean a type of the run: one
  /// declared at the top level (or a typealias), or one nested in a type the evidence file
  /// declares or extends, or one its types inherit from (inside `extension Theme`, a bare
  /// `Color` means `Theme.Color`; elsewhere an `L10n.Color` is no reading of it).
  /// (The files are read in place, by index: a `for file in files` loop copied each
  /// file's declarations, retaining and releasing their arrays, for nearly every file
  /// without evidence or types named like edits.)
  static func importEvidence(of files: [FileDeclarations]) -> Set<String> {
    var names: Set<Substring> = []
    for index in files.indices where !files[index].importEvidence.isEmpty {
      for pair in files[index].importEvidence { names.insert(evidenceName(pair)) }
    }
    guard !names.isEmpty else { return [] }
    // Per name: whether the run declares it at the top level, and the types holding one.
    var topLevel: Set<Substring> = []
    var holders: [Substring: Set<String>] = [:]
    for index in files.indices where !files[index].typesNamedLikeEdits.isEmpty {
      for qualified in files[index].typesNamedLikeEdits {
        let (holder, last) = split(qualified)
        guard names.contains(last) else { continue }
        if let holder {
          holders[last, default: []].insert(String(holder))
        } else {
          topLevel.insert(last)
        }
      }
    }
    var evidence: Set<String> = []
    for index in files.indices where !files[index].importEvidence.isEmpty {
      let file = files[index]
      // The types the file declares or extends, and the last names of what they inherit:
      // made only when the run nests a type of one of the file's names somewhere.
      var seen: Set<String>?
      for pair in file.importEvidence {
        let name = evidenceName(pair)
        guard !topLevel.contains(name) else { continue }
        if let holding = holders[name] {
          let types = seen ?? typesSeen(by: file.store)
          seen = types
          let mayMeanNested = holding.contains { holder in
            types.contains(holder) || types.contains(String(split(holder).last))
          }
          if mayMeanNested { continue }
        }
        evidence.insert(pair)
      }
    }
    return evidence
  }

  /// The types a file declares or extends, and the last names of the types they inherit.
  private static func typesSeen(by store: DeclarationStore) -> Set<String> {
    var seen: Set<String> = []
    for index in store.types.indices {
      seen.insert(store.string(store.types[index].name))
      for inherited in store.strings(store.types[index].inheritance) {
        seen.insert(String(split(inherited).last))
      }
    }
    return seen
  }

  /// `Outer.Inner` of `Outer.Inner.Color` (nil for a name without a dot), and `Color`.
  /// (On the UTF-8 view: a dot is one byte, and a split by Characters walks graphemes.)
  private static func split(_ qualified: String) -> (holder: Substring?, last: Substring) {
    guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else {
      return (nil, qualified[...])
    }
    return (qualified[..<dot], qualified[qualified.utf8.index(after: dot)...])
  }

  /// `name` of an evidence pair `module\0name`.
  private static func evidenceName(_ pair: String) -> Substring {
    // The separator is one byte: its UTF-8 index is a Character boundary.
    pair[pair.utf8.index(after: pair.utf8.firstIndex(of: 0)!)...]
  }
}
