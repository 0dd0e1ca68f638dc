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
    ///
    /// glibc may hand the thread the arena of a thread that has exited with memory still in
    /// use (it failed once under load, after other tests' threads). Then the arena's first
    /// heap has no room for both blocks, the second goes to a new heap, and glibc deletes
    /// that heap when the block is freed: the arena held both blocks at once, but its
    /// current size no longer says so; its peak (`max`) does. The first thread below leaves
    /// such an arena, so the case is met every run, not only under load.
    func testThreadsOfAnEnabledProcessGrowTheirArenaInOneStep() throws {
      HeapGrowth.enable()
      let kept = Self.exitedThreadKeeping(bytes: 8 << 20)
      defer { for block in kept { free(block) } }
      let before = try XCTUnwrap(Self.arenaSizes())
      ParallelRunner.onLargeStack {}
      let after = try XCTUnwrap(Self.arenaSizes())
      let both = HeapGrowth.blockSize * HeapGrowth.blockCount
      // Usable for both now (a new arena, or one grown before), or grown during this step to
      // hold both (no arena was added, so each keeps its place in the report).
      let usable = after.contains { $0.current >= both }
      let grewNow =
        before.count == after.count
        && zip(before, after).contains { old, new in new.peak >= both && new.peak > old.peak }
      XCTAssertTrue(usable || grewNow, "arenas before \(before), after \(after)")
    }

    /// Runs a thread that allocates `bytes` in small blocks and exits without freeing them
    /// (its arena goes back to glibc with them); returns the blocks, joined.
    private static func exitedThreadKeeping(bytes: Int) -> [UnsafeMutableRawPointer] {
      final class Box: @unchecked Sendable {
        let count: Int
        var blocks: [UnsafeMutableRawPointer] = []
        init(count: Int) { self.count = count }
      }
      let box = Box(count: bytes / 4096)
      var thread = pthread_t()
      let started = pthread_create(
        &thread, nil,
        { argument in
          let box = Unmanaged<Box>.fromOpaque(argument!).takeUnretainedValue()
          for _ in 0..<box.count { box.blocks.append(malloc(4000)!) }
          return nil
        }, Unmanaged.passUnretained(box).toOpaque())
      if started == 0 { pthread_join(thread, nil) }
      return box.blocks
    }

    /// Each malloc arena's size now and at its peak, from glibc's `malloc_info` report, in
    /// the report's order.
    private static func arenaSizes() -> [(current: Int, peak: Int)]? {
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
      return arenas.compactMap { arena in
        let own = arena.components(separatedBy: "</heap>")[0]
        func size(_ type: String) -> Int? {
          let marker = "<system type=\"\(type)\" size=\""
          guard let size = own.components(separatedBy: marker).dropFirst().first else {
            return nil
          }
          return Int(size.prefix { $0.isNumber })
        }
        guard let current = size("current"), let peak = size("max") else { return nil }
        return (current, peak)
      }
    }
  #endif
}
