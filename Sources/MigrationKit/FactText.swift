import SwiftCST

/// Splitting a fact's value (lines of tab-separated fields) by its UTF-8 bytes.
///
/// `String.split(separator: "\n")` walks the text by `Character`, breaking grapheme
/// clusters at every byte; on the facts of a large project that cost more than the tables
/// built from them. These give the same pieces as those calls: a `"\r\n"` pair is one
/// `Character` (not a `"\n"`), so no split happens there; a tab or a lone `"\n"` is always a
/// `Character` of its own.
public enum FactText {
  /// The non-empty lines of `text`, as `text.split(separator: "\n")` gives them.
  public static func lines(_ text: String) -> [Substring] {
    pieces(of: text[...], ranges: { lineRanges($0) })
  }

  /// The fields of `line`, as `line.split(separator: "\t", omittingEmptySubsequences:
  /// false)` gives them.
  public static func fields(_ line: Substring) -> [Substring] {
    pieces(of: line, ranges: { fieldRanges($0, in: 0..<$0.count) })
  }

  /// Each line's fields (`lines`, then `fields`), as strings.
  public static func fieldLines(_ text: String) -> [[String]] {
    var text = text
    return text.withUTF8 { bytes in
      lineRanges(bytes).map { line in
        fieldRanges(bytes, in: line).map {
          String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
        }
      }
    }
  }

  /// The byte ranges of the non-empty lines: split at each "\n" that does not follow a
  /// "\r" (a "\r\n" pair is one Character, not a "\n").
  static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    for index in 0..<bytes.count
    where bytes[index] == 10 && (index == 0 || bytes[index - 1] != 13) {
      if index > start { ranges.append(start..<index) }
      start = index + 1
    }
    if bytes.count > start { ranges.append(start..<bytes.count) }
    return ranges
  }

  /// The byte ranges of the fields of `line`, empty ones included.
  static func fieldRanges(_ bytes: UnsafeBufferPointer<UInt8>, in line: Range<Int>)
    -> [Range<Int>]
  {
    var ranges: [Range<Int>] = []
    var start = line.lowerBound
    for index in line where bytes[index] == 9 {
      ranges.append(start..<index)
      start = index + 1
    }
    ranges.append(start..<line.upperBound)
    return ranges
  }

  /// The pieces of `text` at the byte ranges `ranges` finds (ranges end at ASCII bytes, so
  /// on character boundaries).
  private static func pieces(
    of text: Substring, ranges: (UnsafeBufferPointer<UInt8>) -> [Range<Int>]
  ) -> [Substring] {
    var copy = text
    let found = copy.withUTF8 { ranges($0) }
    let utf8 = text.utf8
    return found.map {
      let start = utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)
      let end = utf8.index(start, offsetBy: $0.count)
      return text[start..<end]
    }
  }
}

extension FactText {
  /// Appends the text of `token` to a fact's bytes as `String(decoding:)` of its bytes reads
  /// it: ASCII as it is; a token with another byte is decoded on its own, so a value made of
  /// such pieces reads as the pieces would one by one.
  public static func append(_ token: Int32, of raw: RawTree, to bytes: inout [UInt8]) {
    let text = raw.textBytes(token)
    if text.allSatisfy({ $0 < 0x80 }) {
      bytes += text
    } else {
      bytes += String(decoding: text, as: UTF8.self).utf8
    }
  }
}

/// The lines of some facts' values (`FactText.lines`), for `ProjectIndex.containsLine`:
/// a set of strings, with the ASCII lines (nearly all) hashed and compared by their bytes
/// instead of as `String`s, which made the table cost more than the facts.
struct FactLineSet: Sendable {
  /// The ASCII lines' bytes, one after another, and where each ends.
  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  /// Open addressing: per slot, the line's index + 1 (0: empty) and its hash.
  private var slots = [Int32](repeating: 0, count: 16)
  private var hashes = [UInt64](repeating: 0, count: 16)
  /// Lines with a non-ASCII byte, compared as strings (canonical equivalence).
  private var others: Set<String> = []

  init(values: [String]) {
    for value in values {
      var value = value
      value.withUTF8 { bytes in
        for line in FactText.lineRanges(bytes) {
          let text = UnsafeBufferPointer(rebasing: bytes[line])
          if text.allSatisfy({ $0 < 0x80 }) {
            insert(text)
          } else {
            others.insert(String(decoding: text, as: UTF8.self))
          }
        }
      }
    }
  }

  /// Whether one of the lines equals `line` (as `String` equality tells).
  func contains(_ line: String) -> Bool {
    if others.contains(line) { return true }
    guard line.utf8.allSatisfy({ $0 < 0x80 }) else {
      // An ASCII line can still equal it (the Kelvin sign is a K): compare as strings.
      var start = 0
      for end in ends {
        if String(decoding: bytes[start..<end], as: UTF8.self) == line { return true }
        start = end
      }
      return false
    }
    var line = line
    return line.withUTF8 { slot(of: $0).found }
  }

  private mutating func insert(_ line: UnsafeBufferPointer<UInt8>) {
    if (ends.count + 1) * 2 > slots.count { grow() }
    let (slot, hash, found) = slot(of: line)
    guard !found else { return }
    bytes += line
    ends.append(bytes.count)
    slots[slot] = Int32(ends.count)
    hashes[slot] = hash
  }

  /// Where `line` is, or the empty slot where it would go.
  private func slot(of line: UnsafeBufferPointer<UInt8>) -> (slot: Int, hash: UInt64, found: Bool) {
    let hash = Self.hash(line)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    while slots[slot] != 0 {
      if hashes[slot] == hash && equal(text(Int(slots[slot]) - 1), line) {
        return (slot, hash, true)
      }
      slot = (slot + 1) & mask
    }
    return (slot, hash, false)
  }

  private func text(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : ends[index - 1])..<ends[index]
  }

  /// Whether the stored bytes at `range` are `text`.
  private func equal(_ range: Range<Int>, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard range.count == text.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      for offset in 0..<text.count where stored[range.lowerBound + offset] != text[offset] {
        return false
      }
      return true
    }
  }

  private mutating func grow() {
    let count = slots.count * 2
    slots = [Int32](repeating: 0, count: count)
    hashes = [UInt64](repeating: 0, count: count)
    let bytes = self.bytes
    bytes.withUnsafeBufferPointer { stored in
      for index in ends.indices {
        let hash = Self.hash(UnsafeBufferPointer(rebasing: stored[text(index)]))
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (count - 1) }
        slots[slot] = Int32(index + 1)
        hashes[slot] = hash
      }
    }
  }

  /// FNV-1a.
  private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}
