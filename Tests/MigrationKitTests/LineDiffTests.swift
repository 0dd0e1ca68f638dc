import XCTest

@testable import MigrationKit

final class LineDiffTests: XCTestCase {
  /// Length of the longest common subsequence, by dynamic programming (the reference).
  private func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  /// Rebuilds `b` from `a` and the changes, and returns the number of changed lines.
  private func replay(_ a: [Int], _ b: [Int], _ changes: [LineChange]) -> (
    rebuilt: [Int], edits: Int
  ) {
    var rebuilt: [Int] = []
    var cursor = 0
    var edits = 0
    for change in changes {
      XCTAssertGreaterThanOrEqual(change.oldStart, cursor)
      rebuilt += a[cursor..<change.oldStart]
      XCTAssertEqual(rebuilt.count, change.newStart)
      rebuilt += b[change.newStart..<change.newStart + change.newCount]
      cursor = change.oldStart + change.oldCount
      edits += change.oldCount + change.newCount
    }
    rebuilt += a[cursor...]
    return (rebuilt, edits)
  }

  func testRandomInputsGiveMinimalCorrectScripts() {
    var generator = SplitMix(seed: 42)
    for round in 0..<3000 {
      let alphabet = 1 + Int(generator.next() % 6)
      let a = (0..<Int(generator.next() % 14)).map { _ in Int(generator.next() % UInt64(alphabet)) }
      var b = a
      for _ in 0..<Int(generator.next() % 6) {
        let position = b.isEmpty ? 0 : Int(generator.next() % UInt64(b.count + 1))
        switch generator.next() % 3 {
        case 0: b.insert(Int(generator.next() % UInt64(alphabet)), at: position)
        case 1: if position < b.count { b.remove(at: position) }
        default: if position < b.count { b[position] = Int(generator.next() % UInt64(alphabet)) }
        }
      }
      if round % 2 == 1 {
        b = (0..<Int(generator.next() % 14)).map { _ in Int(generator.next() % UInt64(alphabet)) }
      }
      let changes = LineDiff.changes(from: a, to: b)
      let (rebuilt, edits) = replay(a, b, changes)
      XCTAssertEqual(rebuilt, b, "\(a) -> \(b)")
      XCTAssertEqual(edits, a.count + b.count - 2 * lcsLength(a, b), "\(a) -> \(b)")
    }
  }

  func testLargeFileWithOneChangedLineIsFast() {
    let old = (0..<200_000).map { "line \($0)\n" }
    var new = old
    new[100_000] = "changed\n"
    let start = Date()
    let changes = LineDiff.changes(from: old, to: new)
    XCTAssertEqual(
      changes, [LineChange(oldStart: 100_000, oldCount: 1, newStart: 100_000, newCount: 1)])
    XCTAssertLessThan(Date().timeIntervalSince(start), 2)
  }

  func testUnrelatedInputsOfThousandsOfLines() {
    let old = (0..<3000).map { $0 * 2 }
    let new = (0..<3000).map { $0 * 3 }
    let changes = LineDiff.changes(from: old, to: new)
    let (rebuilt, edits) = replay(old, new, changes)
    XCTAssertEqual(rebuilt, new)
    // Common: multiples of 6 below 6000 → 1000 lines.
    XCTAssertEqual(edits, 6000 - 2 * 1000)
  }
}

/// A small deterministic random number generator for tests.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
