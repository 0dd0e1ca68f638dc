import SwiftCST
import XCTest

@testable import MigrationKit

/// The type of `collection[…]` for arrays and dictionaries of known types.
final class ResolverSubscriptTests: XCTestCase {
  func testArrayAndDictionaryReadsHaveTheirElementTypes() {
    let file = SourceFile(
      text: """
        struct Shelf {
          var books: [Book]
          var byTitle: [String: Book]
          var counts: Dictionary<String, [Int]>
          var tags: Set<String>
          var maybe: [Book]?

          func use(title: String, index: Int, range: Range<Int>, key: Key) {
            show(books[0], books[index], books[range], byTitle[title], byTitle[title, default: Book()],
              counts["a"], byTitle[key], tags[tags.startIndex], maybe?[0], byTitle[unknown])
          }
        }
        struct Book {}
        struct Key {}
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "show")[0].arguments.map(\.expression!)
    XCTAssertEqual(
      arguments.map { resolver.type(of: $0)?.text },
      ["Book", "Book", nil, "Book?", "Book", "[Int]?", nil, nil, "Book?", nil])
  }

  /// UIKit's and AppKit's `row`, `item` and `section` of an `IndexPath` are Ints, so an array
  /// read at one has the element's type; other members of IndexPath stay unknown.
  func testArrayReadsAtAnIndexPathsPositions() {
    let file = SourceFile(
      text: """
        struct Shelf {
          var books: [Book]

          func use(path: IndexPath, other: Page) {
            show(books[path.row], books[path.item], path.section, books[path.count], books[other.row])
          }
        }
        struct Book {}
        struct Page { var row: Int? }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "show")[0].arguments.map(\.expression!)
    XCTAssertEqual(
      arguments.map { resolver.type(of: $0)?.text }, ["Book", "Book", "Int", nil, nil])
  }
}
