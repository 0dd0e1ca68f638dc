import Foundation

/// A value shared between threads, guarded by a lock.
public final class Locked<Value>: @unchecked Sendable {
  /// Read and written only under `lock`, so without the run-time exclusivity checks (about
  /// 80 instructions each; `diff` takes these locks about 100,000 times on corpus3).
  @exclusivity(unchecked) private var value: Value
  private let lock = NSLock()

  public init(_ value: Value) { self.value = value }

  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// Sets `value[position]` to `element`, moved in: a closure given to `withLock` that
  /// captured it would copy it (retaining every reference it holds once more).
  public func set<Element>(_ position: Int, to element: consuming Element)
  where Value == [Element] {
    lock.lock()
    defer { lock.unlock() }
    value[position] = element
  }
}

/// Progress of `ParallelRunner.run`.
private struct RunState<Output> {
  var nextToStart = 0
  var nextToDeliver = 0
  var finished: [Int: Output] = [:]
}

/// Runs work on threads it creates with large stacks (the parser is recursive, and the
/// default stacks of Dispatch's workers and secondary threads are small).
public enum ParallelRunner {
  public static let stackSize = 64 << 20

  /// The default `--jobs`: the number of cores.
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Calls `work` for every index in `0..<count` on up to `jobs` threads, and `deliver`
  /// with each result in index order, one call at a time (results that finish early wait
  /// for their predecessors). Returns when everything is delivered. `deliver` owns each
  /// result, and may move it on without a copy.
  public static func run<Output: Sendable>(
    count: Int, jobs: Int,
    work: @escaping @Sendable (Int) -> Output,
    deliver: @escaping @Sendable (Int, consuming Output) -> Void
  ) {
    guard count > 0 else { return }
    let state = Locked(RunState<Output>())
    // Only one thread delivers at a time, without holding the state lock while it does.
    let delivery = NSLock()
    let threads = max(1, min(jobs, count))
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<threads {
      startThread {
        while true {
          let index = state.withLock { state -> Int in
            defer { state.nextToStart += 1 }
            return state.nextToStart
          }
          guard index < count else { break }
          let output = work(index)
          delivery.lock()
          // The next result to deliver goes out at once; another waits in `finished` for
          // its predecessors (a result copied in and out of the table is a copy of every
          // reference it holds, per file).
          let isNext = state.withLock { state -> Bool in
            guard state.nextToDeliver == index else {
              state.finished[index] = output
              return false
            }
            state.nextToDeliver += 1
            return true
          }
          if isNext { deliver(index, output) }
          while let (next, ready) = state.withLock({ state -> (Int, Output)? in
            guard let ready = state.finished.removeValue(forKey: state.nextToDeliver) else {
              return nil
            }
            defer { state.nextToDeliver += 1 }
            return (state.nextToDeliver, ready)
          }) {
            deliver(next, ready)
          }
          delivery.unlock()
        }
        done.signal()
      }
    }
    for _ in 0..<threads { done.wait() }
  }

  /// Runs `body` on a new thread with a large stack and waits for its result.
  public static func onLargeStack<Output: Sendable>(_ body: @escaping @Sendable () -> Output)
    -> Output
  {
    let result = Locked<Output?>(nil)
    let done = DispatchSemaphore(value: 0)
    startThread {
      let output = body()
      result.withLock { $0 = output }
      done.signal()
    }
    done.wait()
    return result.withLock { $0! }
  }

  private static func startThread(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread {
      HeapGrowth.reserveForCurrentThread()
      body()
    }
    thread.stackSize = stackSize
    thread.start()
  }
}
