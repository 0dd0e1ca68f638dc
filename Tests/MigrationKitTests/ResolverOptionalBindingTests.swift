import SwiftCST
import XCTest

@testable import MigrationKit

/// The value an optional-binding condition unwraps (`Resolver.optionalBindingValue`).
final class ResolverOptionalBindingTests: XCTestCase {
  /// The value bound to each argument of the first call of `use` in `source`, as text.
  private func boundValues(_ source: String) -> [String?] {
    let file = SourceFile(text: source)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F.swift")])
    let resolver = Resolver(file: file, index: index)
    return file.calls(named: "use")[0].arguments.map { argument in
      let reference = argument.expression!
      guard let local = resolver.local(named: reference.text, at: reference) else { return nil }
      return resolver.optionalBindingValue(of: local, in: file)?.text
    }
  }

  func testGuardIfAndWhileLetGiveTheValueTheyUnwrap() {
    let values = boundValues(
      """
      func f(items: [Int]) {
        guard let coordinator = Coordinator.shared else { return }
        if var queue = coordinator.queue, let first = queue.first {
          while let next = iterator.next() {
            use(coordinator, queue, first, next)
          }
        }
      }
      """)
    XCTAssertEqual(
      values, ["Coordinator.shared", "coordinator.queue", "queue.first", "iterator.next()"])
  }

  func testOtherBindingsHaveNone() {
    let values = boundValues(
      """
      func f(model: Model?, items: [Int], value: Any) {
        let plain = Model()
        if let model {
          if case .some(let inner) = model.child {
            for item in items {
              use(plain, model, inner, item)
            }
          }
        }
      }
      """)
    XCTAssertEqual(values, [nil, nil, nil, nil])
  }
}
