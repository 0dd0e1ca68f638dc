import SwiftCST
import XCTest

@testable import MigrationKit

/// The type of a call of a generic function that returns the value it is given
/// (`func tweaked<T>(_ value: T, _ change: (inout T) -> Void) -> T`).
final class ResolverReturnedArgumentTests: XCTestCase {
  /// The types of the arguments of the first call of `use` in `source`, with `helpers` in
  /// another file of the run.
  private func argumentTypes(_ source: String, helpers: String) -> [String?] {
    let file = SourceFile(text: source)
    let other = SourceFile(text: helpers)
    let index = SemanticIndex(files: [
      FileDeclarations(file: file, path: "F.swift"),
      FileDeclarations(file: other, path: "Helpers.swift"),
    ])
    let resolver = Resolver(file: file, index: index)
    return file.calls(named: "use")[0].arguments.map { resolver.type(of: $0.expression!)?.text }
  }

  private let helpers = """
    func tweaked<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value { value }
    func paired<A, B>(_ first: A, _ second: B) -> A { first }
    func either<T>(_ first: T, or second: T) -> T { first }
    func boxed<T>(_ value: T) -> [T] { [value] }
    func cast<In, Out>(_ value: In, to type: Out.Type) -> Out? { value as? Out }
    func relabelled<T>(value: T) -> T { value }
    """

  func testTheArgumentOfTheReturnedParameterGivesTheType() {
    let types = argumentTypes(
      """
      final class Shelf {}
      final class Lamp {}
      func f() {
        use(
          tweaked(Shelf()) { _ in },
          paired(Lamp(), Shelf()),
          relabelled(value: Lamp()))
      }
      """, helpers: helpers)
    XCTAssertEqual(types, ["Shelf", "Lamp", "Lamp"])
  }

  func testTwoSuchParametersOrAnotherResultSayNothing() {
    let types = argumentTypes(
      """
      final class Shelf {}
      func f() {
        use(
          either(Shelf(), or: Shelf()),
          boxed(Shelf()),
          cast(Shelf(), to: Shelf.self))
      }
      """, helpers: helpers)
    // Not from an argument: `either` has two parameters of its result's type, which
    // argument it returns is not told, and its result `T` (as `cast`'s `Out?`) names no
    // type, so neither is typed; `boxed` is typed from its written result.
    XCTAssertEqual(types, [nil, "[T]", nil])
  }
}
