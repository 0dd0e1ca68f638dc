#if canImport(Glibc)
  import Glibc
#endif

/// Lets the threads of a process take memory from the system in large steps (glibc only;
/// elsewhere it does nothing).
///
/// glibc gives each thread but the first a malloc arena of its own, in heaps of 64 MB of
/// address space, and makes a heap usable (`mprotect`) just far enough for each request
/// that does not fit: a run that keeps 100 MB of parsed trees pays one system call per page
/// or two (18,000 on anytype-swift, yattee and duckduckgo-iOS together). A thread that
/// starts by taking one large block and giving it back makes its heap usable in one call,
/// and its later requests are cut from that block. A heap past the first (a run keeping
/// more than 64 MB of trees on one thread) is made usable whole when glibc creates it,
/// by a top pad as large as a heap (without it, `diff --jobs 1` on 25 MB of Swift made
/// 10,000 `mprotect` calls). The pages are not touched, so they cost no memory until they
/// are used.
public enum HeapGrowth {
  /// Two blocks just under the largest size glibc lets come from a heap instead of a
  /// mapping of its own (`M_MMAP_THRESHOLD` at most 32 MB) fill a thread's first heap.
  static let blockSize = 31 << 20
  static let blockCount = 2
  /// The size of a glibc heap of a thread's arena (`HEAP_MAX_SIZE` on 64-bit systems).
  static let heapSize = 64 << 20

  private static let enabled = Locked(false)

  /// Sets glibc's allocator up for `reserveForCurrentThread()`, once per process, for a
  /// short-lived process (the command line): blocks up to 32 MB come from the heaps, a new
  /// heap is made usable whole, and memory freed at the top of a heap is kept for later
  /// requests rather than given back.
  /// Skipped when the system counts every usable page against a hard limit
  /// (`vm.overcommit_memory` 2): there the reserved pages would count too.
  public static func enable() {
    #if canImport(Glibc)
      enabled.withLock { enabled in
        guard !enabled, !commitIsStrict(), let mallopt = MallocControls.mallopt else { return }
        enabled =
          mallopt(MallocControls.mmapThreshold, Int32(32 << 20)) == 1
          && mallopt(MallocControls.trimThreshold, Int32.max) == 1
          && mallopt(MallocControls.topPad, Int32(heapSize)) == 1
      }
    #endif
  }

  /// Grows the calling thread's arena by `blockCount` blocks at once, if `enable()` ran.
  static func reserveForCurrentThread() {
    #if canImport(Glibc)
      guard enabled.withLock({ $0 }), let usableSize = MallocControls.mallocUsableSize else {
        return
      }
      let blocks = (0..<blockCount).map { _ in malloc(blockSize) }
      for block in blocks {
        // A call the optimizer knows nothing about keeps it from dropping the allocation.
        if let block { _ = usableSize(block) }
        free(block)
      }
    #endif
  }

  /// Whether `vm.overcommit_memory` is 2 (strict accounting).
  private static func commitIsStrict() -> Bool {
    guard let setting = try? FileIO.read("/proc/sys/vm/overcommit_memory") else { return false }
    return setting.first == UInt8(ascii: "2")
  }

  #if canImport(Glibc)
    /// The parts of glibc's malloc.h that the Glibc module leaves out, looked up by name.
    private enum MallocControls {
      static let mmapThreshold: Int32 = -3
      static let trimThreshold: Int32 = -1
      static let topPad: Int32 = -2
      static let mallopt = symbol("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)
      static let mallocUsableSize = symbol(
        "malloc_usable_size", as: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)

      private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let address = dlsym(dlopen(nil, RTLD_LAZY), name) else { return nil }
        return unsafeBitCast(address, to: type)
      }
    }
  #endif
}
