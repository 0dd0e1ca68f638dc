#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file byte checks the engine makes before and around parsing. Each runs over every
/// byte of every file, so they use the C library's vectorised `memchr`/`memmem` and read
/// eight bytes at a time where they must look at every byte themselves.
enum ByteScan {
  /// Whether `needle` occurs anywhere in `haystack`. `memchr` finds each occurrence of the
  /// needle's byte at `anchor` (pick a byte that is rare in Swift, such as `-`); there the
  /// byte at `check` (the next rarest) is compared first, and only if it matches the whole
  /// needle.
  private static func contains(
    _ needle: UnsafeBufferPointer<UInt8>, anchor: Int, check: Int,
    in haystack: UnsafeRawBufferPointer
  ) -> Bool {
    precondition(needle.indices.contains(anchor) && needle.indices.contains(check))
    guard haystack.count >= needle.count, let base = haystack.baseAddress,
      let pattern = needle.baseAddress
    else { return false }
    let checkByte = needle[check]
    let anchorByte = Int32(needle[anchor])
    // Where the anchor byte may sit for the needle to fit.
    // By pointers, with the needle's start and its byte at `check` as offsets from where
    // `memchr` finds the anchor byte: each occurrence of it costs a few instructions less.
    let toStart = -anchor
    let toCheck = check - anchor
    var from = base + anchor
    let end = base + (haystack.count - (needle.count - anchor - 1))
    while from < end, let found = memchr(from, anchorByte, end - from) {
      let at = UnsafeRawPointer(found)
      if at.load(fromByteOffset: toCheck, as: UInt8.self) == checkByte
        && memcmp(at + toStart, pattern, needle.count) == 0
      {
        return true
      }
      from = at + 1
    }
    return false
  }

  /// Whether `needle` occurs anywhere in `bytes`, anchored on the needle byte least
  /// common in Swift source (see `rank`).
  static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
    needle.withUnsafeBufferPointer { contains($0, in: bytes, range: 0..<bytes.count) }
  }

  /// Whether `needle` occurs in `bytes[range]`.
  static func contains(
    _ needle: UnsafeBufferPointer<UInt8>, in bytes: [UInt8], range: Range<Int>
  ) -> Bool {
    guard !needle.isEmpty else { return true }
    // The rarest byte (the first of equals) and the next rarest (the anchor itself for a
    // needle of one byte).
    var anchor = 0
    var check = 0
    rank.withUnsafeBufferPointer { rank in
      func rarity(_ byte: UInt8) -> Int { byte >= 0x80 ? -1 : Int(rank[Int(byte)]) }
      // The rarities of `anchor` and `check`, kept as they move.
      var anchorRarity = rarity(needle[0])
      var checkRarity = anchorRarity
      for index in 1..<needle.count {
        let rarityHere = rarity(needle[index])
        if rarityHere < anchorRarity {
          check = anchor
          checkRarity = anchorRarity
          anchor = index
          anchorRarity = rarityHere
        } else if check == anchor || rarityHere < checkRarity {
          check = index
          checkRarity = rarityHere
        }
      }
    }
    return bytes.withUnsafeBytes { buffer in
      contains(
        needle, anchor: anchor, check: check,
        in: UnsafeRawBufferPointer(rebasing: buffer[range]))
    }
  }

  /// Whether `first` and whether `second` occur in `bytes[range]`, for two texts of two
  /// bytes or more that start with the same byte: one `memchr` pass over that byte answers
  /// both, where `contains` scanned twice (`UIScreen` and `UIDevice`, asked of every file).
  static func contains(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
    in bytes: [UInt8], range: Range<Int>
  ) -> (first: Bool, second: Bool) {
    precondition(first.count > 1 && second.count > 1 && first[0] == second[0])
    return bytes.withUnsafeBytes { buffer -> (first: Bool, second: Bool) in
      let haystack = UnsafeRawBufferPointer(rebasing: buffer[range])
      let shortest = min(first.count, second.count)
      guard haystack.count >= shortest, let base = haystack.baseAddress else {
        return (false, false)
      }
      var found = (first: false, second: false)
      /// Whether `needle` starts at `at` (its first byte is there).
      func starts(_ needle: UnsafeBufferPointer<UInt8>, at: UnsafeRawPointer) -> Bool {
        at + needle.count <= base + haystack.count
          && at.load(fromByteOffset: 1, as: UInt8.self) == needle[1]
          && memcmp(at, needle.baseAddress!, needle.count) == 0
      }
      var from = base
      // The places the shorter text fits at.
      let end = base + (haystack.count - shortest + 1)
      while from < end, let hit = memchr(from, Int32(first[0]), end - from) {
        let at = UnsafeRawPointer(hit)
        if !found.first && starts(first, at: at) { found.first = true }
        if !found.second && starts(second, at: at) { found.second = true }
        if found.first && found.second { break }
        from = at + 1
      }
      return found
    }
  }

  /// Printable ASCII from the rarest to the commonest, by their counts in the Swift files
  /// of four large open-source SwiftUI apps (12 million bytes of anytype-swift among them).
  private static let byCommonness =
    Array(
      "^~%;97XQ|Z'J8Y5*6+#$34<&@`Kq!WH][G\\2>jz1?-U0OBNFLEx_TVMRDA\"CPkI,=}{w/Sv)(ybh:mgf.pducl"
        .utf8) + Array("snoarite".utf8)

  /// Per ASCII byte, lower is rarer in Swift source: its position in `byCommonness`. Each
  /// `memchr` hit on the anchor costs a compare, so the anchor of `SizeClass` is its `z`
  /// (1 byte in 1,000 of Swift source), not its `S` (8 in 1,000). Bytes not listed are
  /// blanks and control bytes (common: 255); bytes outside ASCII are rare (-1 in
  /// `contains(_:in:range:)`).
  private static let rank: [UInt8] = {
    var rank = [UInt8](repeating: 255, count: 128)
    for (position, byte) in byCommonness.enumerated() { rank[Int(byte)] = UInt8(position) }
    return rank
  }()

  /// Whether `bytes` holds a character other than ASCII that is canonically equivalent to
  /// ASCII: U+037E (`;`), U+1FEF (`` ` ``) or U+212A KELVIN SIGN (`K`), the only three (a
  /// token holding one can equal an ASCII name as a string without holding its bytes). One
  /// pass, eight ASCII bytes at a time.
  static func containsASCIIEquivalent(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var index = 0
      while index < count {
        index = firstNonASCIIWord(in: buffer, from: index)
        guard index < count else { return false }
        switch buffer[index] {
        case 0xCD:
          if index + 1 < count && buffer[index + 1] == 0xBE { return true }
        case 0xE1:
          if index + 2 < count && buffer[index + 1] == 0xBF && buffer[index + 2] == 0xAF {
            return true
          }
        case 0xE2:
          if index + 2 < count && buffer[index + 1] == 0x84 && buffer[index + 2] == 0xAA {
            return true
          }
        default: break
        }
        index += 1
      }
      return false
    }
  }

  /// The first index from `index` whose eight-byte word (or short tail) holds a byte
  /// other than ASCII, skipping ASCII eight bytes at a time; the caller reads on byte by byte.
  private static func firstNonASCIIWord(in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    var index = start
    // Four words at a time while they are all ASCII (nearly all of a Swift file), then the
    // word that is not: the same steps of eight bytes from `start`.
    while index + 32 <= buffer.count {
      let words = UnsafeRawPointer(buffer.baseAddress! + index)
      let any =
        words.loadUnaligned(as: UInt64.self)
        | words.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        | words.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        | words.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
      if any & 0x8080_8080_8080_8080 != 0 { break }
      index += 32
    }
    while index + 8 <= buffer.count {
      let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 { break }
      index += 8
    }
    return index
  }

  /// Whether `bytes` contains `byte`.
  static func contains(byte: UInt8, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
  }

  /// Whether `bytes` is well-formed UTF-8: no stray continuation bytes, no overlong forms,
  /// no surrogates, nothing above U+10FFFF, no sequence cut short.
  static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var index = 0
      while index < count {
        // ASCII eight bytes at a time: most Swift is ASCII between rare non-ASCII runs.
        index = firstNonASCIIWord(in: buffer, from: index)
        guard index < count else { return true }
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        let length: Int
        var lower: UInt8 = 0x80  // allowed range of the second byte
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
          length = 3
          lower = 0xA0  // no overlong 3-byte forms
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
          length = 3
          upper = 0x9F  // no surrogates
        case 0xF0:
          length = 4
          lower = 0x90  // no overlong 4-byte forms
        case 0xF1...0xF3: length = 4
        case 0xF4:
          length = 4
          upper = 0x8F  // nothing above U+10FFFF
        default: return false
        }
        guard index + length <= count else { return false }
        let second = buffer[index + 1]
        guard second >= lower && second <= upper else { return false }
        for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return false }
        index += length
      }
      return true
    }
  }
}
