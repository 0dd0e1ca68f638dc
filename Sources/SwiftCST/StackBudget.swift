#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How deep the parser may recurse on the current thread, measured in stack bytes rather
/// than levels: a level of nesting costs a few hundred bytes in a release build and several
/// times that in a debug or sanitizer build, and threads differ in stack size (8 MB for a
/// main thread, 512 KB for some pools). The parser compares the address of a local in
/// `enter()` with `lowestAddress`, so real nesting of thousands of levels works wherever
/// there is stack for it, and 20,000 levels stop cleanly before the guard page.
struct StackBudget {
  /// The lowest stack address recursion may reach; 0 when the stack's extent is unknown
  /// (then only the level cap applies).
  let lowestAddress: UInt
  /// The highest address of the current thread's stack (to ignore locals that live
  /// elsewhere, such as a sanitizer's fake stack).
  let highestAddress: UInt

  /// Stack kept free below the deepest parser frame, for the frames of the current
  /// construct, diagnostics and the runtime: an eighth of the stack, 64 KB to 1 MB.
  static func reserve(forStackOf size: UInt) -> UInt {
    min(max(size / 8, 64 << 10), 1 << 20)
  }

  /// The budget of the current thread, measured once per thread (for the main thread,
  /// glibc reads /proc/self/maps to answer, too slow to repeat for every small file).
  static func forCurrentThread() -> StackBudget {
    if let stored = pthread_getspecific(cacheKey) {
      return stored.assumingMemoryBound(to: StackBudget.self).pointee
    }
    let budget = measureCurrentThread()
    let pointer = UnsafeMutablePointer<StackBudget>.allocate(capacity: 1)
    pointer.initialize(to: budget)
    pthread_setspecific(cacheKey, pointer)
    return budget
  }

  /// A thread-specific slot for the measured budget, freed when its thread exits.
  private static let cacheKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
      pthread_key_create(&key) { $0.deallocate() }
    #else
      pthread_key_create(&key) { $0?.deallocate() }
    #endif
    return key
  }()

  private static func measureCurrentThread() -> StackBudget {
    #if canImport(Darwin)
      let thread = pthread_self()
      let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = UInt(pthread_get_stacksize_np(thread))
      guard size > reserve * 2, top > size else {
        return StackBudget(lowestAddress: 0, highestAddress: 0)
      }
      return StackBudget(lowestAddress: top - size + reserve, highestAddress: top)
    #elseif canImport(Glibc)
      // `pthread_getattr_np` is a GNU extension the Glibc module does not declare.
      typealias GetAttributes =
        @convention(c) (
          pthread_t, UnsafeMutablePointer<pthread_attr_t>
        ) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np")
      else { return StackBudget(lowestAddress: 0, highestAddress: 0) }
      let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else {
        return StackBudget(lowestAddress: 0, highestAddress: 0)
      }
      defer { pthread_attr_destroy(&attributes) }
      var base: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base,
        UInt(size) > reserve(forStackOf: UInt(size)) * 2
      else { return StackBudget(lowestAddress: 0, highestAddress: 0) }
      let low = UInt(bitPattern: base)
      let reserve = reserve(forStackOf: UInt(size))
      return StackBudget(lowestAddress: low + reserve, highestAddress: low + UInt(size))
    #else
      return StackBudget(lowestAddress: 0, highestAddress: 0)
    #endif
  }

  /// Whether a frame whose local lives at `address` may recurse further.
  @inline(__always) func allows(_ address: UInt) -> Bool {
    // An address outside the thread's stack tells nothing; the level cap still holds.
    address >= lowestAddress || address > highestAddress
  }
}
