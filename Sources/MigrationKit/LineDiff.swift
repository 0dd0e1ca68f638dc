import SwiftCST

/// A block of consecutive changed lines: `oldCount` lines at `oldStart` became `newCount`
/// lines at `newStart` (0-based line indices).
public struct LineChange: Sendable, Hashable {
  public var oldStart: Int
  public var oldCount: Int
  public var newStart: Int
  public var newCount: Int
}

/// Line diff with Myers' O(ND) algorithm in linear space (the "middle snake" divide and
/// conquer). The common prefix and suffix are cut first, so a small edit in a large file
/// costs one scan plus a diff of the few lines around the edit.
public enum LineDiff {
  /// The changed blocks between two line sequences, in order.
  public static func changes<Line: Hashable>(from old: [Line], to new: [Line]) -> [LineChange] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    // Number the distinct lines of the middle so the algorithm compares integers.
    var numbers: [Line: Int] = [:]
    let number = { (line: Line) -> Int in numbers[line] ?? insert(line, into: &numbers) }
    let a = old[prefix..<(old.count - suffix)].map(number)
    let b = new[prefix..<(new.count - suffix)].map(number)
    return changes(numbered: a, b, offset: prefix)
  }

  /// The changed blocks between the numbered lines `a` and `b` (equal numbers for equal
  /// lines), with `offset` added to every line index (the common lines cut before them).
  static func changes(numbered a: [Int], _ b: [Int], offset: Int) -> [LineChange] {
    // On buffers: every step of the search read and wrote arrays with a bounds check (and a
    // uniqueness check per write), most of the cost of a changed file's diff.
    let diagonals = 2 * ((a.count + b.count + 1) / 2 + 1) + 1
    let marks = UnsafeMutableBufferPointer<Bool>.allocate(capacity: a.count + b.count)
    let furthest = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * diagonals)
    defer {
      marks.deallocate()
      furthest.deallocate()
    }
    marks.initialize(repeating: false)
    furthest.initialize(repeating: 0)
    return a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        let solver = Solver(
          a: a, b: b, deleted: UnsafeMutableBufferPointer(rebasing: marks[0..<a.count]),
          inserted: UnsafeMutableBufferPointer(rebasing: marks[a.count...]),
          forward: UnsafeMutableBufferPointer(rebasing: furthest[0..<diagonals]),
          backward: UnsafeMutableBufferPointer(rebasing: furthest[diagonals...]),
          offset: diagonals / 2)
        solver.compare(0, a.count, 0, b.count)
        return solver.blocks().map {
          LineChange(
            oldStart: $0.oldStart + offset, oldCount: $0.oldCount, newStart: $0.newStart + offset,
            newCount: $0.newCount)
        }
      }
    }
  }

  private static func insert<Line: Hashable>(_ line: Line, into numbers: inout [Line: Int]) -> Int {
    let number = numbers.count
    numbers[line] = number
    return number
  }

  /// The search over buffers owned by `changes(numbered:_:offset:)`.
  private struct Solver {
    let a: UnsafeBufferPointer<Int>
    let b: UnsafeBufferPointer<Int>
    let deleted: UnsafeMutableBufferPointer<Bool>
    let inserted: UnsafeMutableBufferPointer<Bool>
    /// Furthest-reaching x per diagonal k = x - y (forward search) and y per diagonal
    /// c = k - delta (backward search), indexed with `offset` (`2 * offset + 1` of each,
    /// zeros at first); reused by every call.
    let forward: UnsafeMutableBufferPointer<Int>
    let backward: UnsafeMutableBufferPointer<Int>
    let offset: Int

    /// Marks the lines of `a[aLow..<aHigh]` and `b[bLow..<bHigh]` that are not on a shortest edit script.
    func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
      var aLow = aLow
      var bLow = bLow
      var aHigh = aHigh
      var bHigh = bHigh
      while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] {
        aLow += 1
        bLow += 1
      }
      while aLow < aHigh && bLow < bHigh && a[aHigh - 1] == b[bHigh - 1] {
        aHigh -= 1
        bHigh -= 1
      }
      if aLow == aHigh {
        for index in bLow..<bHigh { inserted[index] = true }
      } else if bLow == bHigh {
        for index in aLow..<aHigh { deleted[index] = true }
      } else if let (start, end) = middleSnake(aLow, aHigh, bLow, bHigh) {
        // Both halves hold fewer edits than the whole; the snake itself holds at most one,
        // which the prefix and suffix trimming of its own call resolves.
        compare(aLow, start.x, bLow, start.y)
        compare(start.x, end.x, start.y, end.y)
        compare(end.x, aHigh, end.y, bHigh)
      } else {
        // Unreachable for valid input; a correct, if not minimal, answer.
        for index in aLow..<aHigh { deleted[index] = true }
        for index in bLow..<bHigh { inserted[index] = true }
      }
    }

    /// The middle snake of the box: a stretch of a shortest edit path (at most one edit
    /// followed or preceded by matching lines) that splits it into two halves with about
    /// half the edits each. Searches from both corners until the paths meet.
    func middleSnake(
      _ left: Int, _ right: Int, _ top: Int, _ bottom: Int
    ) -> (start: (x: Int, y: Int), end: (x: Int, y: Int))? {
      let delta = (right - left) - (bottom - top)
      let odd = (right - left + bottom - top) & 1 == 1
      let maxD = (right - left + bottom - top + 1) / 2
      forward[offset + 1] = left
      backward[offset + 1] = bottom
      for d in 0...maxD {
        // Forward: furthest reaching d-paths from the top left.
        var k = d
        while k >= -d {
          var x: Int
          let previousX: Int
          if k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) {
            x = forward[offset + k + 1]
            previousX = x
          } else {
            previousX = forward[offset + k - 1]
            x = previousX + 1
          }
          var y = top + (x - left) - k
          let previousY = (d == 0 || x != previousX) ? y : y - 1
          while x < right && y < bottom && a[x] == b[y] {
            x += 1
            y += 1
          }
          forward[offset + k] = x
          let c = k - delta
          if odd && c >= -(d - 1) && c <= d - 1 && y >= backward[offset + c] {
            return ((previousX, previousY), (x, y))
          }
          k -= 2
        }
        // Backward: furthest reaching d-paths from the bottom right.
        var c = d
        while c >= -d {
          var y: Int
          let previousY: Int
          if c == -d || (c != d && backward[offset + c - 1] > backward[offset + c + 1]) {
            y = backward[offset + c + 1]
            previousY = y
          } else {
            previousY = backward[offset + c - 1]
            y = previousY - 1
          }
          let k = c + delta
          var x = left + (y - top) + k
          let previousX = (d == 0 || y != previousY) ? x : x + 1
          while x > left && y > top && a[x - 1] == b[y - 1] {
            x -= 1
            y -= 1
          }
          backward[offset + c] = y
          if !odd && k >= -d && k <= d && x <= forward[offset + k] {
            return ((x, y), (previousX, previousY))
          }
          c -= 2
        }
      }
      return nil
    }

    /// Groups the marks into blocks.
    func blocks() -> [LineChange] {
      var result: [LineChange] = []
      var i = 0
      var j = 0
      while i < a.count || j < b.count {
        if i < a.count && j < b.count && !deleted[i] && !inserted[j] {
          i += 1
          j += 1
          continue
        }
        let oldStart = i
        let newStart = j
        while i < a.count && deleted[i] { i += 1 }
        while j < b.count && inserted[j] { j += 1 }
        result.append(
          LineChange(
            oldStart: oldStart, oldCount: i - oldStart, newStart: newStart, newCount: j - newStart))
      }
      return result
    }
  }
}
