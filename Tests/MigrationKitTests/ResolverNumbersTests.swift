import SwiftCST
import XCTest

@testable import MigrationKit

/// `numericValue(of:inFileAt:)`: the number a length certainly is.
final class ResolverNumbersTests: XCTestCase {
  func testLiteralsAndConstantsOfTheFileAreNumbers() {
    let file = SourceFile(
      text: """
        enum Grid {
          static let side: CGFloat = 64
          static let gap = -2.5
          static let alias = side
          static var height: CGFloat = 40
          let width: CGFloat = 10
        }
        let kInset = 1_000

        func use() {
          measure(12, -3, Grid.side, Grid.gap, Grid.alias, kInset, Grid.height, Grid().width, other)
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "measure")[0].arguments.map(\.expression!)
    XCTAssertEqual(
      arguments.map { resolver.numericValue(of: $0, inFileAt: "F0.swift") },
      [12, -3, 64, -2.5, 64, 1000, nil, 10, nil])
    // A constant of another file: its syntax is not kept, so its value is not known.
    XCTAssertNil(resolver.numericValue(of: arguments[2], inFileAt: "Other.swift"))
  }

  /// An instance `let` with an initial value is the same in every instance; sums,
  /// differences and products of numbers are numbers; a quotient, a `var` operand or another
  /// operator is not known.
  func testInstanceConstantsAndArithmetic() {
    let file = SourceFile(
      text: """
        struct Form {
          let captionWidth: CGFloat = 120
          var spacing: CGFloat = 8
          let given: CGFloat

          func use() {
            measure(
              captionWidth, captionWidth + 20, captionWidth - 10, (captionWidth + 4) * 2,
              2 + 3 * 4 - 1, captionWidth / 2, captionWidth + spacing, given, captionWidth % 7,
              -(captionWidth), 1 << 2)
          }
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "measure")[0].arguments.map(\.expression!)
    XCTAssertEqual(
      arguments.map { resolver.numericValue(of: $0, inFileAt: "F0.swift") },
      [120, 140, 110, 248, 13, nil, nil, nil, nil, -120, nil])
  }
}
