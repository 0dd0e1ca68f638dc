import SwiftCST
import XCTest

@testable import MigrationKit

/// The local look-up reads a scope's items, a closure's signature, a parameter clause and a
/// condition list only where a token may be the name asked (`RawTree.mayHoldName`): what
/// it passes over binds nothing of that name, and what `String` equality takes for the
/// name is still found.
final class ResolverLocalNameTests: XCTestCase {
  private func resolver(_ source: String) -> Resolver {
    let file = SourceFile(text: source)
    return Resolver(
      file: file, index: SemanticIndex(files: [FileDeclarations(file: file, path: "F.swift")]))
  }

  /// The `n`th (0-based; -1: the last) reference whose text is `text` (by `String`
  /// equality).
  private func reference(_ text: String, _ occurrence: Int = 0, in resolver: Resolver) -> Syntax {
    let found = resolver.file.nodes(.declReferenceExpr).filter { $0.text == text }
      .sorted { $0.range.lowerBound < $1.range.lowerBound }
    return occurrence < 0 ? found[found.count + occurrence] : found[occurrence]
  }

  private func local(_ text: String, _ occurrence: Int = 0, in resolver: Resolver)
    -> LocalBinding?
  {
    resolver.local(named: text, at: reference(text, occurrence, in: resolver))
  }

  func testEachKindOfBindingIsFoundBeforeItsUseAndNotAfter() {
    let resolver = resolver(
      """
      func run(count: Int, _ label: String) {
        print(early)
        let early = 1
        let (first, second) = (1, 2)
        guard let unwrapped = Optional(3) else { return }
        func helper() {}
        items.map { element in element }
        items.map { (row: Int) in row }
        if let bound = Optional(4), bound > 0 { print(bound) }
        print(early, first, second, unwrapped, count, label)
        helper()
        print(later)
        let later = 2
      }
      """)
    XCTAssertNil(local("early", 0, in: resolver), "declared after the use")
    XCTAssertEqual(local("early", 2, in: resolver)?.kind, .variable)
    XCTAssertEqual(local("first", 1, in: resolver)?.kind, .patternBinding)
    XCTAssertEqual(local("second", 1, in: resolver)?.kind, .patternBinding)
    XCTAssertEqual(local("unwrapped", 1, in: resolver)?.kind, .patternBinding)
    XCTAssertEqual(local("count", 0, in: resolver)?.kind, .parameter)
    XCTAssertEqual(local("label", 0, in: resolver)?.kind, .parameter)
    XCTAssertEqual(local("helper", 0, in: resolver)?.kind, .variable)
    XCTAssertEqual(local("element", -1, in: resolver)?.kind, .closureParameter)
    XCTAssertEqual(local("row", -1, in: resolver)?.kind, .closureParameter)
    // From the later condition and from the body.
    XCTAssertEqual(local("bound", 1, in: resolver)?.kind, .patternBinding)
    XCTAssertEqual(local("bound", 2, in: resolver)?.kind, .patternBinding)
    XCTAssertNil(local("later", 0, in: resolver))
    XCTAssertNil(local("items", 0, in: resolver), "bound nowhere")
  }

  func testANameSpelledWithOtherBytesThatCompareEqualIsFound() {
    // `K` (U+212A KELVIN SIGN) is the same `String` as `K`: the bytes differ, the
    // look-up's answer does not.
    let resolver = resolver(
      """
      func run(\u{212A}: Int) {
        print(K)
        let \u{212A}\u{212A} = 1
        print(KK)
        items.map { (\u{212A}x: Int) in Kx }
      }
      """)
    XCTAssertEqual(local("K", 0, in: resolver)?.kind, .parameter)
    XCTAssertEqual(local("KK", -1, in: resolver)?.kind, .variable)
    XCTAssertEqual(local("Kx", -1, in: resolver)?.kind, .closureParameter)
  }
}
