import SwiftCST
import XCTest

@testable import MigrationKit

/// The type of a closure literal called where it is written (`{ …; return x }()`).
final class ResolverCalledClosureTests: XCTestCase {
  /// The types of the arguments of the first call of `use` in `source`.
  private func argumentTypes(_ source: String) -> [String?] {
    let file = SourceFile(text: source)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F.swift")])
    let resolver = Resolver(file: file, index: index)
    return file.calls(named: "use")[0].arguments.map { resolver.type(of: $0.expression!)?.text }
  }

  func testTheReturnThatEndsTheClosureGivesItsType() {
    let types = argumentTypes(
      """
      final class Queue {}
      final class Shelf { let queue = Queue() }
      func f() {
        use(
          { let shelf = Shelf(); return shelf.queue }(),
          { let shelf = Shelf()
            shelf.touch()
            return shelf }(),
          { Shelf() }(),
          { [weak self] in return Queue() }(),
          { () -> Shelf? in nil }(),
          { let shelf = Shelf()
            let doubled = [1, 2].map { n in return n * 2 }
            return shelf.queue }())
      }
      """)
    XCTAssertEqual(types, ["Queue", "Shelf", "Shelf", "Queue", "Shelf?", "Queue"])
  }

  func testAnotherReturnOrAnArgumentLeavesTheTypeUnknown() {
    let types = argumentTypes(
      """
      final class Queue {}
      final class Shelf {}
      func f(flag: Bool) {
        use(
          { if flag { return Queue() }
            return Shelf() }(),
          { for _ in 0..<2 { guard flag else { return Queue() } }
            return Shelf() }(),
          { let shelf = Shelf() }(),
          { (n: Int) in Shelf() }(1),
          { let shelf = Shelf()
            shelf.touch() }(),
          { Shelf() })
      }
      """)
    XCTAssertEqual(types, [nil, nil, nil, nil, nil, nil])
  }
}
