// The class is declared once in each branch of an `#if`, and only the first branch has an
// import of its own: `import Observation` goes with the file's imports, which both branches
// see, not after the first branch's import.
import Foundation
import Observation
#if !os(watchOS)
import Dispatch

@Observable
final class Reachability {
  private(set) var isReachable = false

  func refresh() {
    DispatchQueue.main.async { self.isReachable = true }
  }
}
#else
@Observable
final class Reachability {
  private(set) var isReachable = true
}
#endif
