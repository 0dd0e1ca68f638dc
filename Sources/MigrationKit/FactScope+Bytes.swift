import SwiftCST

extension FactScope {
  /// Scopes of up to this many names are checked against a file's bytes (`mayOccur(in:)`);
  /// past it the scans would cost more than the walks they save.
  static let namesCheckedByBytes = 8

  /// Whether some token of the file may read as one of the names (as `contains` tells, and
  /// with a leading `_` or `$` dropped): false only when the names are few and ASCII, none
  /// occurs in the file's bytes, and neither does a character that can stand for ASCII. A
  /// late fact restricted to the scope then has nothing to look at in the file.
  public func mayOccur(in file: SourceFile) -> Bool {
    guard !names.isEmpty else { return false }
    // (Whether the names are ASCII is known since the scope was made.)
    guard names.count <= Self.namesCheckedByBytes, !hasNamesOutsideASCII else { return true }
    return names.contains { file.containsBytes($0) }
      || (mayBeWrittenOtherwise && ByteScan.containsASCIIEquivalent(file.bytes))
  }

  /// Scopes of up to this many names are checked against the bytes of a file not parsed
  /// (`mayOccur(inBytes:)`): one scan per name costs less than parsing the file, up to
  /// about as much as the names the first pass no longer records.
  static let namesCheckedInBytesNotParsed = 32

  /// `mayOccur(in:)` for the bytes of a file not parsed (a generated file's, read again for
  /// its late facts, `Migration.lateFactNamesAreInBytes`), with more names checked: false
  /// only when the names are ASCII and at most `namesCheckedInBytesNotParsed`, and neither
  /// they nor a character that can stand for ASCII occur in `bytes`.
  public func mayOccur(inBytes bytes: [UInt8]) -> Bool {
    guard !names.isEmpty else { return false }
    // (Searched only for the names that hold no other: where it is absent, so are they.)
    guard let searched = searchedInBytes else { return true }
    return searched.contains { ByteScan.contains($0, in: bytes) }
      || (mayBeWrittenOtherwise && ByteScan.containsASCIIEquivalent(bytes))
  }

  /// Whether a name holds `;`, `` ` `` or `K`, the only ASCII characters another character
  /// is canonically equivalent to (`ByteScan.containsASCIIEquivalent`): a text equal to a
  /// name without these as a string holds the name's bytes, so the scan of a file for those
  /// other characters is needed only when this holds.
  private var mayBeWrittenOtherwise: Bool { hasCanonicalTargets }
}

/// Per first byte of a set of ASCII names, a bit per last byte (modulo 64): a text whose
/// ends match no name's is none of them, told without hashing it (most tokens a late fact
/// looks at are not in its scope).
@usableFromInline struct NameEnds: Sendable {
  /// Empty (every text may be a name) when a name is empty or not ASCII.
  @usableFromInline let masks: [UInt64]

  init(_ names: Set<String>) {
    var masks = [UInt64](repeating: 0, count: 128)
    for name in names {
      guard let first = name.utf8.first, let last = name.utf8.last,
        name.utf8.allSatisfy({ $0 < 0x80 })
      else {
        self.masks = []
        return
      }
      masks[Int(first)] |= 1 << (last & 63)
    }
    self.masks = masks
  }

  /// False only if the text is no name: a text equal to an ASCII name as a string has the
  /// name's first and last bytes, unless it starts or ends with a character canonically
  /// equivalent to ASCII (`ByteScan.containsASCIIEquivalent`), whose bytes are not ASCII.
  @inlinable func mayBeAName(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !masks.isEmpty, let first = text.first, let last = text.last, first < 0x80,
      last < 0x80
    else { return true }
    return masks[Int(first)] & (1 << (last & 63)) != 0
  }
}
