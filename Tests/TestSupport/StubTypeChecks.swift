import Foundation
import MigrationKit

extension SwiftUIStub {
  /// Type-checks each set of sources against the stub, in parallel. Per set: nil when it
  /// type-checks, else its first three errors (or why the compiler could not run).
  public static func typecheckEach(_ sets: [[String: String]]) -> [String?] {
    let results = Locked([String?](repeating: nil, count: sets.count))
    DispatchQueue.concurrentPerform(iterations: sets.count) { index in
      let message: String?
      do {
        let errors = try typecheck(sources: sets[index])
        message = errors.isEmpty ? nil : errors.prefix(3).joined(separator: "\n")
      } catch {
        message = "\(error)"
      }
      results.withLock { $0[index] = message }
    }
    return results.withLock { $0 }
  }
}
