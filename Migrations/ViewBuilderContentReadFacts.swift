import MigrationKit
import SwiftCST

// view-builder-content's index facts: the reads of names as `x.name` each file records
// (written as lines of bytes), the keys they go under, and the table that answers "who reads
// this name" from them for the whole run.

/// Per file: the names read as `x.name` (for some `x` other than `self`), each with the
/// place of its first read, as lines of `name line:col`.
let readsKey = "view-builder-content.reads"
/// Per file: the name of each container it declares and of its closure properties, one a
/// line.
let containersKey = "view-builder-content.containers"
/// Per file and extended type: the names the file's extensions of the type use, the same way.
func extensionKey(_ type: String) -> String { "view-builder-content.extension.\(type)" }

/// The place on the first line for `name` in a reads or extension fact, if it has one.
func recordedPlace(of name: String, in value: String) -> String? {
  let prefix = Array(name.utf8) + [UInt8(ascii: " ")]
  var value = value
  return value.withUTF8 { bytes in
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      if end - start > prefix.count
        && prefix.indices.allSatisfy({ bytes[start + $0] == prefix[$0] })
      {
        return String(decoding: bytes[(start + prefix.count)..<end], as: UTF8.self)
      }
      start = end + 1
    }
    return nil
  }
}

/// The lines of a fact, `name line:col` each, written as bytes: this runs for every member
/// access of the project.
struct FactLines {
  let tree: RawTree
  private var bytes: [UInt8] = []

  init(_ tree: RawTree) { self.tree = tree }

  var isEmpty: Bool { bytes.isEmpty }
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Adds the name token's text and the place where `node` starts, and the type of the
  /// value read when known.
  mutating func append(name: Int32, at node: Int32, type: String? = nil) {
    let first = tree.firstToken(node)
    guard first >= 0 else { return }  // (a name always comes with its node's tokens)
    bytes += tree.textBytes(name)
    bytes.append(UInt8(ascii: " "))
    let location = tree.file.location(of: tree.textStart(first))
    appendDecimal(location.line)
    bytes.append(UInt8(ascii: ":"))
    appendDecimal(location.column)
    if let type {
      bytes.append(UInt8(ascii: " "))
      bytes += Array(type.utf8)
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  private mutating func appendDecimal(_ value: Int) {
    if value >= 10 { appendDecimal(value / 10) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}

/// A file that reads a name as `x.name`, and where first.
struct Reader: Equatable, Sendable {
  let path: String
  let place: String
  /// The type of the value read, when the reading file tells.
  let type: String?
}

/// Marks a place where the value read is of a type the reading code does not tell.
let unknownMark = "\u{0}"

/// `Card` for `Module.Card`.
func unqualifiedName(_ type: String) -> String {
  type.split(separator: ".").last.map(String.init) ?? type
}

/// The reads facts of a run, indexed once by the name each line reads. Every property that
/// may convert asks about its own name; the run's facts hold tens of thousands of lines and
/// a few names are asked about, so the index makes no string until a name is asked: the
/// facts' bytes are copied into one buffer and each line is filed under a hash of its first
/// word (names compare by bytes, as the compiler compares identifiers). The index is kept
/// for the facts last asked about (compared by value: the same array of the same index
/// compares in constant time), so another run or index never sees a stale one.
final class RecordedReads: Sendable {
  static let shared = RecordedReads()

  private let parsed = Locked<(facts: [ProjectFact], lines: ReadLines)>(([], ReadLines([])))

  /// Every read of `name` in `facts`, in the facts' order.
  func readers(of name: String, in facts: [ProjectFact]) -> [Reader] {
    parsed.withLock { parsed in
      if parsed.facts != facts { parsed = (facts, ReadLines(facts)) }
      return parsed.lines.readers(of: name, in: facts)
    }
  }
}

/// The lines `name place [type]` of reads facts (words split at spaces, empty words
/// dropped; lines of fewer than two words ignored), grouped by name in the facts' order.
struct ReadLines: Sendable {
  /// Every fact's value, one after the other.
  private let bytes: [UInt8]
  /// Per line: its fact, and where it starts and ends in `bytes`.
  private let lineFacts: [Int32]
  private let lineStarts: [Int32]
  private let lineEnds: [Int32]
  /// The lines' first words, and the lines grouped by first word.
  private let names: ByteKeyTable
  private let linesByName: GroupedValues<Int32>

  init(_ facts: [ProjectFact]) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(facts.reduce(0) { $0 + $1.value.utf8.count })
    var lineFacts: [Int32] = []
    var lineStarts: [Int32] = []
    var lineEnds: [Int32] = []
    var names = ByteKeyTable()
    var linesByName = GroupedValues<Int32>()
    for (position, fact) in facts.enumerated() {
      let base = bytes.count
      bytes.append(contentsOf: fact.value.utf8)
      let end = bytes.count
      bytes.withUnsafeBufferPointer { buffer in
        var start = base
        while start < end {
          var lineEnd = start
          while lineEnd < end && buffer[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
          // The first word, and whether a second follows it.
          var nameStart = start
          while nameStart < lineEnd && buffer[nameStart] == UInt8(ascii: " ") { nameStart += 1 }
          var nameEnd = nameStart
          while nameEnd < lineEnd && buffer[nameEnd] != UInt8(ascii: " ") { nameEnd += 1 }
          var rest = nameEnd
          while rest < lineEnd && buffer[rest] == UInt8(ascii: " ") { rest += 1 }
          if nameStart < nameEnd && rest < lineEnd {
            let name = names.insert(UnsafeBufferPointer(rebasing: buffer[nameStart..<nameEnd])).id
            linesByName.append(Int32(lineFacts.count), toGroup: name)
            lineFacts.append(Int32(position))
            lineStarts.append(Int32(start))
            lineEnds.append(Int32(lineEnd))
          }
          start = lineEnd + 1
        }
      }
    }
    linesByName.finish(groupCount: names.count)
    self.bytes = bytes
    self.lineFacts = lineFacts
    self.lineStarts = lineStarts
    self.lineEnds = lineEnds
    self.names = names
    self.linesByName = linesByName
  }

  /// The readers of `name`: `facts` are the facts the index was made from (for their paths).
  func readers(of name: String, in facts: [ProjectFact]) -> [Reader] {
    guard let id = names.id(of: name) else { return [] }
    return bytes.withUnsafeBufferPointer { buffer in
      linesByName.values(inGroup: id).map { line in
        let words = Self.words(
          in: Int(lineStarts[Int(line)])..<Int(lineEnds[Int(line)]), buffer, limit: 3)
        let text = { (range: Range<Int>) in
          String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
        }
        return Reader(
          path: facts[Int(lineFacts[Int(line)])].path, place: text(words[1]),
          type: words.count > 2 ? text(words[2]) : nil)
      }
    }
  }

  /// The first `limit` words of `line`, split at spaces, empty words dropped.
  private static func words(
    in line: Range<Int>, _ buffer: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var word = line.lowerBound
    for index in line.lowerBound...line.upperBound
    where index == line.upperBound || buffer[index] == UInt8(ascii: " ") {
      if index > word {
        words.append(word..<index)
        if words.count == limit { break }
      }
      word = index + 1
    }
    return words
  }
}
