import SwiftCST

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splitting a fact's value (lines of tab-separated fields) by its UTF-8 bytes.
///
/// `String.split(separator: "\n")` walks the text by `Character`, breaking grapheme
/// clusters at every byte; on the facts of a large project that cost more than the tables
/// built from them. These give the same pieces as those calls: a `"\r\n"` pair is one
/// `Character` (not a `"\n"`), so no split happens there; a tab or a lone `"\n"` is always a
/// `Character` of its own.
public enum FactText {
  /// Whether a line of `value` starts with one of `tags` followed by a tab (each line starts
  /// the value or follows a line feed), by its bytes: a fact scan asks this first, since most
  /// values have no such line and need not be split into lines and fields.
  public static func hasLine(taggedWithAnyOf tags: [UInt8], in value: String) -> Bool {
    var value = value
    return value.withUTF8 { bytes in
      var start = 0
      while start + 1 < bytes.count {
        if bytes[start + 1] == UInt8(ascii: "\t") && tags.contains(bytes[start]) { return true }
        guard let base = bytes.baseAddress,
          let end = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
        else { return false }
        start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(end)) + 1
      }
      return false
    }
  }

  /// The non-empty lines of `text`, as `text.split(separator: "\n")` gives them.
  public static func lines(_ text: String) -> [Substring] {
    pieces(of: text[...], ranges: { lineRanges($0) })
  }

  /// The fields of `line`, as `line.split(separator: "\t", omittingEmptySubsequences:
  /// false)` gives them.
  public static func fields(_ line: Substring) -> [Substring] {
    pieces(of: line, ranges: { fieldRanges($0, in: 0..<$0.count) })
  }

  /// Calls `body` with the fields of each line of `text` (`lines`, then `fields`), as byte
  /// ranges: a reader makes a `String` only of the fields it keeps (making one of every
  /// field cost more than the tables built from them).
  public static func forEachLine(of text: String, _ body: (FactFields) -> Void) {
    var text = text
    text.withUTF8 { bytes in
      // One buffer of field ranges for every line (no array per line, no reference counting).
      var fields = FactFields(bytes: bytes)
      defer { fields.storage.deallocate() }
      // The lines of `lineRanges`, one at a time.
      var start = 0
      var from = 0
      while let index = firstIndex(of: 10, in: bytes, from: from) {
        from = index + 1
        if index > 0 && bytes[index - 1] == 13 { continue }
        if index > start {
          fields.split(start..<index)
          body(fields)
        }
        start = index + 1
      }
      if bytes.count > start {
        fields.split(start..<bytes.count)
        body(fields)
      }
    }
  }

  /// The byte ranges of the non-empty lines: split at each "\n" that does not follow a
  /// "\r" (a "\r\n" pair is one Character, not a "\n"). `memchr` finds the line breaks:
  /// a fact's lines run to hundreds of bytes.
  static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var from = 0
    while let index = firstIndex(of: 10, in: bytes, from: from) {
      from = index + 1
      if index > 0 && bytes[index - 1] == 13 { continue }
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
    // Facts' lines have up to eight fields: room for them at once, not grown field by field.
    ranges.reserveCapacity(8)
    var start = line.lowerBound
    let lineBytes = UnsafeBufferPointer(rebasing: bytes[..<line.upperBound])
    while let index = firstIndex(of: 9, in: lineBytes, from: start) {
      ranges.append(start..<index)
      start = index + 1
    }
    ranges.append(start..<line.upperBound)
    return ranges
  }

  /// The first index of `byte` in `bytes` at or after `from`, by `memchr`.
  private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int)
    -> Int?
  {
    guard from < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + from, Int32(byte), bytes.count - from)
    else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
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

/// The fields of one line of a fact's value (`FactText.forEachLine`), by their bytes: each
/// reads as `String(decoding:as:)` of its bytes would, made only when asked for.
public struct FactFields {
  /// The whole value's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The fields' byte ranges in `bytes`, in order (a line has one field at least): `count`
  /// of `capacity`, owned by `FactText.forEachLine`.
  fileprivate var storage: UnsafeMutablePointer<Range<Int>>
  private var capacity = 8
  public private(set) var count = 0

  fileprivate init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    storage = .allocate(capacity: capacity)
  }

  /// Takes the fields of `line` (as `FactText.fieldRanges`: split at each tab, empty
  /// fields kept).
  fileprivate mutating func split(_ line: Range<Int>) {
    count = 0
    guard let base = bytes.baseAddress else { return }
    var start = line.lowerBound
    while start < line.upperBound, let found = memchr(base + start, 9, line.upperBound - start) {
      let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      append(start..<index)
      start = index + 1
    }
    append(start..<line.upperBound)
  }

  private mutating func append(_ range: Range<Int>) {
    if count == capacity {
      let grown = UnsafeMutablePointer<Range<Int>>.allocate(capacity: capacity * 2)
      grown.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = grown
      capacity *= 2
    }
    (storage + count).initialize(to: range)
    count += 1
  }

  private func range(_ position: Int) -> Range<Int> {
    precondition(position >= 0 && position < count, "no such field")
    return storage[position]
  }

  /// The field at `position`, as a string.
  public subscript(position: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range(position)]), as: UTF8.self)
  }

  /// Whether the field at `position` is empty.
  public func isEmpty(_ position: Int) -> Bool { range(position).isEmpty }

  /// The bytes of the field at `position` (valid only while `FactText.forEachLine`'s body
  /// runs): for a reader that compares or keys a field by its bytes before it makes a
  /// `String` of it.
  public func fieldBytes(_ position: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range(position)])
  }

  /// Where the field at `position` is in the value's UTF-8 bytes: for a reader that makes
  /// a `String` of the field later, only if it needs one (from `value.utf8` at that range).
  public func byteRange(_ position: Int) -> Range<Int> { range(position) }

  /// Whether the field at `position` holds exactly the bytes of `text`. For an ASCII `text`
  /// with no character another is canonically equivalent to (letters other than `K`,
  /// digits, `-`, `$`, `?`), the same as `self[position] == text`.
  public func field(_ position: Int, is text: StaticString) -> Bool {
    let range = range(position)
    guard range.count == text.utf8CodeUnitCount else { return false }
    let field = UnsafeBufferPointer(rebasing: bytes[range])
    return text.withUTF8Buffer { field.elementsEqual($0) }
  }

  /// `Int(self[position])`: a field of 1 to 18 ASCII digits is read from its bytes (it
  /// fits an `Int` whatever it holds), any other through the string.
  public func int(_ position: Int) -> Int? {
    let range = range(position)
    if (1...18).contains(range.count) {
      var value = 0
      for index in range {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return Int(self[position]) }
        value = value * 10 + Int(digit)
      }
      return value
    }
    return Int(self[position])
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
/// (`ByteKeyTable`) instead of as `String`s, which made the table cost more than the facts.
///
/// Built in one pass over each value's bytes: `memchr` finds the line ends, one loop per
/// line hashes it and tells whether it is ASCII, and only a line not seen before is copied
/// (a large project records a hundred thousand lines under one key, built while every other
/// file waits for the table).
struct FactLineSet: Sendable {
  /// The distinct ASCII lines.
  private var lines = ByteKeyTable()
  /// Lines with a non-ASCII byte, compared as strings (canonical equivalence).
  private var others: Set<String> = []

  init(values: [String]) {
    for value in values {
      var value = value
      value.withUTF8 { add(linesOf: $0) }
    }
  }

  /// Whether one of the lines equals `line` (as `String` equality tells).
  func contains(_ line: String) -> Bool {
    if others.contains(line) { return true }
    guard line.utf8.allSatisfy({ $0 < 0x80 }) else {
      // An ASCII line can still equal it (the Kelvin sign is a K): compare as strings.
      for id in 0..<Int32(lines.count)
      where String(decoding: lines.key(id), as: UTF8.self) == line {
        return true
      }
      return false
    }
    var line = line
    return line.withUTF8 { lines.id(of: $0) != nil }
  }

  /// Adds the non-empty lines of one value: split at each "\n" that does not follow a
  /// "\r", as `FactText.lineRanges` splits.
  private mutating func add(linesOf value: UnsafeBufferPointer<UInt8>) {
    guard let base = value.baseAddress else { return }
    let count = value.count
    var start = 0
    var from = 0
    while from < count {
      guard let found = memchr(base + from, 10, count - from) else { break }
      let newline = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      from = newline + 1
      if newline > 0 && base[newline - 1] == 13 { continue }
      if newline > start { add(UnsafeBufferPointer(start: base + start, count: newline - start)) }
      start = newline + 1
    }
    if count > start { add(UnsafeBufferPointer(start: base + start, count: count - start)) }
  }

  private mutating func add(_ line: UnsafeBufferPointer<UInt8>) {
    let (hash, isASCII) = ByteHash.fnv1aAndASCII(line)
    guard isASCII else {
      others.insert(String(decoding: line, as: UTF8.self))
      return
    }
    lines.insert(line, hash: hash)
  }
}
