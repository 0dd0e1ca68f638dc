#if os(Linux)
  import Synchronization
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock of one file's tables (`FileTables`), held while `locked` runs its body.
///
/// On Linux the standard library's `Mutex`, whose uncontended lock and unlock are one
/// atomic instruction each, inlined: a `pthread_mutex_t` costs two calls into the C
/// library, and the tables of a run's files are asked a few hundred thousand times.
/// Elsewhere a `pthread_mutex_t` (`Mutex` needs macOS 15).
struct TableLock: ~Copyable {
  #if os(Linux)
    private let mutex = Mutex<Void>(())

    init() {}

    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
      try mutex.withLock { _ in try body() }
    }
  #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
      mutex = .allocate(capacity: 1)
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body()
    }
  #endif
}
