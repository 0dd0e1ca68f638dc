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

  #if canImport(Glibc)
    /// Once enabled, a thread the runner starts makes its malloc arena usable for two
    /// blocks at once: glibc's own report (`malloc_info`) shows an arena of that size.
    func testThreadsOfAnEnabledProcessGrowTheirArenaInOneStep() throws {
      HeapGrowth.enable()
      ParallelRunner.onLargeStack {}
      let largest = try XCTUnwrap(Self.largestArenaBytes())
      XCTAssertGreaterThanOrEqual(largest, HeapGrowth.blockSize * HeapGrowth.blockCount)
    }

    /// The bytes of the largest malloc arena, from glibc's `malloc_info` report.
    private static func largestArenaBytes() -> Int? {
      typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
      guard let address = dlsym(dlopen(nil, RTLD_LAZY), "malloc_info") else { return nil }
      var buffer: UnsafeMutablePointer<CChar>?
      var length = 0
      let stream = open_memstream(&buffer, &length)
      _ = unsafeBitCast(address, to: MallocInfo.self)(0, stream)
      fclose(stream)
      defer { free(buffer) }
      guard let buffer else { return nil }
      // One `<heap nr="…">` element per arena; the process's totals follow the last.
      let arenas = String(cString: buffer).components(separatedBy: "<heap nr=").dropFirst()
      let marker = "<system type=\"current\" size=\""
      return arenas.compactMap { arena -> Int? in
        let own = arena.components(separatedBy: "</heap>")[0]
        guard let size = own.components(separatedBy: marker).dropFirst().first else { return nil }
        return Int(size.prefix { $0.isNumber })
      }.max()
    }
  #endif
}
