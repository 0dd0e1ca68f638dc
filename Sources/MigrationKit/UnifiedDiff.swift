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

  public let oldLines: [ArraySlice<UInt8>]
  public let newLines: [ArraySlice<UInt8>]
  public let changes: [LineChange]
  public let hunks: [Hunk]

  public init(old: [UInt8], new: [UInt8], context: Int = 3) {
    oldLines = Self.lines(old)
    newLines = Self.lines(new)
    changes = LineDiff.changes(
      from: oldLines.map(HashedLine.init), to: newLines.map(HashedLine.init),
      numbering: Self.numbers)
    hunks = Self.group(changes, oldLineCount: oldLines.count, context: context)
  }

  public var isEmpty: Bool { changes.isEmpty }

  /// The lines of `bytes`, each with its `\n` (a `\r` before it stays in the line, so CRLF
  /// files diff and apply as they are). The last line may have no terminator.
  public static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    // `memchr` finds each newline.
    let ends = bytes.withUnsafeBytes { buffer -> [Int] in
      var ends: [Int] = []
      guard let base = buffer.baseAddress else { return ends }
      var from = 0
      while from < buffer.count, let found = memchr(base + from, 10, buffer.count - from) {
        let index = base.distance(to: UnsafeRawPointer(found))
        ends.append(index)
        from = index + 1
      }
      return ends
    }
    for index in ends {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  /// Equal lines get equal numbers: each line is interned by its bytes (a few
  /// instructions a byte, where a `Dictionary` of lines hashed each with SipHash).
  private static func numbers(
    _ old: ArraySlice<HashedLine>, _ new: ArraySlice<HashedLine>
  ) -> ([Int], [Int]) {
    var table = NameTable(minimumCapacity: old.count + new.count)
    let number = { (line: HashedLine) -> Int in
      Int(line.bytes.withUnsafeBufferPointer { table.intern(bytes: $0) })
    }
    return (old.map(number), new.map(number))
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
    let lower = start < newLines.count ? newLines[start].startIndex : (newLines.last?.endIndex ?? 0)
    let upper = count > 0 ? newLines[start + count - 1].endIndex : lower
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
          Self.append(oldLines[cursor], prefix: " ", to: &output)
          cursor += 1
        }
        for line in oldLines[change.oldStart..<change.oldStart + change.oldCount] {
          Self.append(line, prefix: "-", to: &output)
        }
        for line in newLines[change.newStart..<change.newStart + change.newCount] {
          Self.append(line, prefix: "+", to: &output)
        }
        cursor = change.oldStart + change.oldCount
      }
      while cursor < hunk.oldStart + hunk.oldCount {
        Self.append(oldLines[cursor], prefix: " ", to: &output)
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

  private static func append(_ line: ArraySlice<UInt8>, prefix: Character, to output: inout [UInt8])
  {
    output.append(prefix.asciiValue!)
    output += line
    if line.last != 10 {
      output += Array("\n\\ No newline at end of file\n".utf8)
    }
  }
}

/// A line as a dictionary key: hashed and compared as one block of bytes (an `ArraySlice`
/// key feeds the hasher a byte at a time, which was most of the cost of diffing a file
/// that changed throughout).
private struct HashedLine: Equatable {
  let bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  static func == (lhs: HashedLine, rhs: HashedLine) -> Bool {
    guard lhs.bytes.count == rhs.bytes.count else { return false }
    return lhs.bytes.withUnsafeBytes { left in
      rhs.bytes.withUnsafeBytes { right in
        left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
  }
}
