import SwiftCST
import XCTest

@testable import MigrationKit

/// Names bound by `if let` / `guard let` conditions have the unwrapped type of their value.
final class ResolverConditionBindingTests: XCTestCase {
  func testAConditionBindingHasItsValuesUnwrappedType() {
    let file = SourceFile(
      text: """
        final class Store {}
        final class Coordinator {
          weak var store: Store?
          var other: Store?
          var count: Int? = nil
          func show() {
            guard let store = store else { return }
            if let other, let count, var copy = other as? Store, let first = lookUp() {
              use(store, other, count, copy, first)
            }
            if let a = other, let b = Optional.some(a), let c = a { use(b, c) }
          }
        }
        """)
    let resolver = Resolver(
      file: file, index: SemanticIndex(files: [FileDeclarations(file: file, path: "A.swift")]))
    let calls = file.calls(named: "use")
    XCTAssertEqual(
      calls[0].arguments.map { resolver.type(of: $0.expression!)?.text },
      ["Store", "Store", "Int", "Store", nil])  // `other as? Store` is a `Store?`
    // `c = a` sees the `a` of the condition before it.
    XCTAssertEqual(
      calls[1].arguments.map { resolver.type(of: $0.expression!)?.text }, [nil, "Store"])
  }
}
