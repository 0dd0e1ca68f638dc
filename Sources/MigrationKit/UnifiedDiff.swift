import SwiftCST

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A unified diff of one file, as `diff -u` and `git diff` print it, which `git apply`
/// and `patch -p1` accept. Each hunk header may name the migrations behind it after the
/// closing `@@` (both tools ignore that text).
public struct UnifiedDiff: Sendable {
  /// A hunk: lines `oldStart..<oldStart + oldCount` of the old file (0-based) became
  /// `newStart..<newStart + newCount` of the new one, context included.
  public struct Hunk: Sendable, Hashable {
    public var oldStart: Int
    public var oldCount: Int
    public var newStart: Int
    public var newCount: Int
    public var changes: [LineChange]
  }

  public let oldLines: Lines
  public let newLines: Lines
  public let changes: [LineChange]
  public let hunks: [Hunk]

  public init(old: [UInt8], new: [UInt8], context: Int = 3) {
    self.init(old: Lines(old), new: new, context: context)
  }

  /// The same, with the old text's line starts already found (`SourceFile.lineStarts`, which
  /// the engine has found for the findings of a changed file): its lines are not searched
  /// again.
  public init(old: [UInt8], oldLineStarts: [Int], new: [UInt8], context: Int = 3) {
    self.init(old: Lines(old, lineStarts: oldLineStarts), new: new, context: context)
  }

  private init(old: Lines, new: [UInt8], context: Int) {
    oldLines = old
    newLines = Lines(new)
    changes = Self.changes(oldLines, newLines)
    hunks = Self.group(changes, oldLineCount: oldLines.count, context: context)
  }

  public var isEmpty: Bool { changes.isEmpty }

  /// The lines of a text, each with its `\n` (a `\r` before it stays in the line, so CRLF
  /// files diff and apply as they are); the last line may have no terminator. Kept as the
  /// text and each line's end offset: a line becomes a slice only when it is read.
  public struct Lines: RandomAccessCollection, Sendable {
    public let bytes: [UInt8]
    /// One past the last byte of each line.
    let ends: [Int]

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      ends = Self.lineEnds(bytes)
    }

    /// The lines of `bytes` whose line starts (`SourceFile.lineStarts`) are `lineStarts`.
    /// Those also start a line after a lone CR: they are these lines only in bytes with no
    /// CR, and the lines are searched again in others.
    init(_ bytes: [UInt8], lineStarts: [Int]) {
      self.bytes = bytes
      guard !ByteScan.contains(byte: 13, in: bytes) else {
        ends = Self.lineEnds(bytes)
        return
      }
      var ends: [Int] = []
      ends.reserveCapacity(lineStarts.count)
      ends.append(contentsOf: lineStarts.dropFirst())
      if ends.last ?? 0 < bytes.count { ends.append(bytes.count) }
      self.ends = ends
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    public subscript(line: Int) -> ArraySlice<UInt8> { bytes[start(line)..<ends[line]] }

    /// The offset where `line` begins.
    func start(_ line: Int) -> Int { line == 0 ? 0 : ends[line - 1] }

    /// Each line's end found by `memchr` (vector compares: a line of a few dozen bytes
    /// costs a call, where a loop over its words cost twice that).
    static func lineEnds(_ bytes: [UInt8]) -> [Int] {
      bytes.withUnsafeBytes { buffer in
        var ends: [Int] = []
        let count = buffer.count
        guard let base = buffer.baseAddress else { return ends }
        ends.reserveCapacity(count / 32 + 1)
        var offset = 0
        while offset < count, let found = memchr(base + offset, 10, count - offset) {
          offset = base.distance(to: UnsafeRawPointer(found)) + 1
          ends.append(offset)
        }
        if ends.last ?? 0 < count { ends.append(count) }
        return ends
      }
    }
  }

  /// The lines of `bytes`, each with its `\n` (a `\r` before it stays in the line, so CRLF
  /// files diff and apply as they are). The last line may have no terminator.
  public static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    Array(Lines(bytes))
  }

  /// The changed blocks: the common first and last lines are cut (compared as bytes), the
  /// lines left are numbered, equal numbers for equal lines, and diffed (`LineDiff`).
  private static func changes(_ old: Lines, _ new: Lines) -> [LineChange] {
    old.bytes.withUnsafeBytes { oldBytes in
      new.bytes.withUnsafeBytes { newBytes in
        let same = { (oldLine: Int, newLine: Int) -> Bool in
          let oldStart = old.start(oldLine)
          let newStart = new.start(newLine)
          let length = old.ends[oldLine] - oldStart
          return length == new.ends[newLine] - newStart
            && (length == 0
              || memcmp(oldBytes.baseAddress! + oldStart, newBytes.baseAddress! + newStart, length)
                == 0)
        }
        var prefix = 0
        while prefix < old.count && prefix < new.count && same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
          && same(old.count - 1 - suffix, new.count - 1 - suffix)
        {
          suffix += 1
        }
        var numbers = LineNumbers(capacity: old.count + new.count - 2 * (prefix + suffix))
        let a = (prefix..<(old.count - suffix)).map {
          numbers.number(oldBytes, from: old.start($0), to: old.ends[$0])
        }
        let b = (prefix..<(new.count - suffix)).map {
          numbers.number(newBytes, from: new.start($0), to: new.ends[$0])
        }
        return LineDiff.changes(numbered: a, b, offset: prefix)
      }
    }
  }

  /// Changes closer than twice the context share a hunk.
  static func group(_ changes: [LineChange], oldLineCount: Int, context: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    for change in changes {
      let oldEnd = change.oldStart + change.oldCount
      let after = min(context, oldLineCount - oldEnd)
      if var last = hunks.last, let previous = last.changes.last,
        change.oldStart - (previous.oldStart + previous.oldCount) <= 2 * context
      {
        last.oldCount = oldEnd + after - last.oldStart
        last.newCount = change.newStart + change.newCount + after - last.newStart
        last.changes.append(change)
        hunks[hunks.count - 1] = last
      } else {
        let before = min(context, change.oldStart)
        hunks.append(
          Hunk(
            oldStart: change.oldStart - before, oldCount: before + change.oldCount + after,
            newStart: change.newStart - before, newCount: before + change.newCount + after,
            changes: [change]))
      }
    }
    return hunks
  }

  /// The byte span `lower...upper` of the new text covered by `count` lines from line
  /// `start` (0-based); for no lines, the offset where line `start` begins. Used to find the
  /// migrations behind a hunk or change.
  public func newByteSpan(start: Int, count: Int) -> (lower: Int, upper: Int) {
    let lower = start < newLines.count ? newLines.start(start) : (newLines.ends.last ?? 0)
    let upper = count > 0 ? newLines.ends[start + count - 1] : lower
    return (lower, upper)
  }

  /// The diff text. `oldPath` nil means a new file (`--- /dev/null`). `label` gives the
  /// migration ids written after each hunk header.
  public func render(oldPath: String?, newPath: String, label: (Hunk) -> [String] = { _ in [] })
    -> [UInt8]
  {
    guard !hunks.isEmpty else { return [] }
    var output: [UInt8] = []
    output += Array("--- \(oldPath.map { "a/" + $0 } ?? "/dev/null")\n+++ b/\(newPath)\n".utf8)
    for hunk in hunks {
      let ids = label(hunk)
      let header =
        "@@ -\(Self.range(hunk.oldStart, hunk.oldCount)) +\(Self.range(hunk.newStart, hunk.newCount)) @@"
        + (ids.isEmpty ? "" : " " + ids.joined(separator: ", "))
      output += Array(header.utf8)
      output.append(10)
      var cursor = hunk.oldStart
      for change in hunk.changes {
        while cursor < change.oldStart {
          Self.append(oldLines[cursor], prefix: UInt8(ascii: " "), to: &output)
          cursor += 1
        }
        for line in oldLines[change.oldStart..<change.oldStart + change.oldCount] {
          Self.append(line, prefix: UInt8(ascii: "-"), to: &output)
        }
        for line in newLines[change.newStart..<change.newStart + change.newCount] {
          Self.append(line, prefix: UInt8(ascii: "+"), to: &output)
        }
        cursor = change.oldStart + change.oldCount
      }
      while cursor < hunk.oldStart + hunk.oldCount {
        Self.append(oldLines[cursor], prefix: UInt8(ascii: " "), to: &output)
        cursor += 1
      }
    }
    return output
  }

  /// `start,count` with 1-based start; `start` alone for one line; the line before for none.
  static func range(_ start: Int, _ count: Int) -> String {
    switch count {
    case 0: "\(start),0"
    case 1: "\(start + 1)"
    default: "\(start + 1),\(count)"
    }
  }

  /// (`prefix` a byte: a `Character`'s `asciiValue` cost more than the rest of the line.)
  private static func append(_ line: ArraySlice<UInt8>, prefix: UInt8, to output: inout [UInt8]) {
    output.append(prefix)
    output += line
    if line.last != 10 {
      output += Array("\n\\ No newline at end of file\n".utf8)
    }
  }
}

/// Numbers for lines, equal numbers for equal bytes: an open-addressing table of the
/// lines seen (their place in the text they came from), hashed eight bytes at a time.
private struct LineNumbers {
  private struct Entry {
    var base: UnsafeRawPointer
    var start: Int
    var length: Int
    var hash: UInt64
  }

  private var entries: [Entry] = []
  /// An index into `entries`, or -1 for an empty slot. Never more than half full.
  private var slots: [Int32]
  private let mask: Int

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [Int32](filledWith: -1, count: size)
    mask = size - 1
    entries.reserveCapacity(capacity)
  }

  /// The number of the line `text[start..<end]`: the first line seen with these bytes.
  mutating func number(_ text: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
    let base = text.baseAddress!
    let length = end - start
    let hash = Self.hash(base + start, length)
    var slot = Int(truncatingIfNeeded: hash >> 7) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { break }
      let entry = entries[index]
      if entry.hash == hash && entry.length == length
        && (length == 0 || memcmp(entry.base + entry.start, base + start, length) == 0)
      {
        return index
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(entries.count)
    entries.append(Entry(base: base, start: start, length: length, hash: hash))
    return entries.count - 1
  }

  private static func hash(_ bytes: UnsafeRawPointer, _ length: Int) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
    var offset = 0
    while offset + 8 <= length {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
      offset += 8
    }
    if offset < length {
      var word: UInt64 = 0
      for index in offset..<length {
        word |= UInt64(bytes.load(fromByteOffset: index, as: UInt8.self)) << (8 * (index - offset))
      }
      hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
    }
    return hash ^ (hash >> 29)
  }
}
