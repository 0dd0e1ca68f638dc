import Foundation
import XCTest

@testable import MigrationKit

final class ParallelRunnerTests: XCTestCase {
  func testResultsArriveInIndexOrder() {
    let delivered = Locked([Int]())
    ParallelRunner.run(
      count: 200, jobs: 4,
      work: { index -> Int in
        if index % 17 == 0 { usleep(2000) }
        return index * 2
      },
      deliver: { index, value in delivered.withLock { $0.append(value / 2 == index ? index : -1) } }
    )
    XCTAssertEqual(delivered.withLock { $0 }, Array(0..<200))
  }

  /// Deep enough to overflow a default 8 MB (or 512 KB) stack, but not 64 MB.
  private static func depth(_ level: Int) -> Int {
    var padding = (level, level, level, level, level, level, level, level)
    if level == 0 { return 0 }
    let below = depth(level - 1)
    withUnsafeMutablePointer(to: &padding) { _ in }
    return below + 1
  }

  func testWorkRunsOnLargeStacks() {
    XCTAssertEqual(ParallelRunner.onLargeStack { Self.depth(100_000) }, 100_000)
    let results = Locked([Int]())
    ParallelRunner.run(
      count: 2, jobs: 2, work: { _ in Self.depth(100_000) },
      deliver: { _, value in results.withLock { $0.append(value) } })
    XCTAssertEqual(results.withLock { $0 }, [100_000, 100_000])
  }
}
