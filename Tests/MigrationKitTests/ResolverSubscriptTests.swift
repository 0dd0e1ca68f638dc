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

  /// `??` unwraps one level: a read that adds a level to an optional value or element type
  /// is doubly optional; one of a collection of unknown type cannot be told.
  func testDoublyOptionalReads() {
    let file = SourceFile(
      text: """
        struct Palette {
          var overrides: [String: Color?]
          var presets: [String: Color]
          var picks: [Color?]
          var colours: [Color]
          var maybe: Color??
          var accent: Color?

          func use(key: String, other: Other) {
            show(overrides[key], presets[key], picks.first, picks.last(where: { $0 != nil }),
              colours.first, picks[0], maybe, accent, (overrides[key]), other.table[key],
              other.list.first, other.value)
          }
        }
        struct Color {}
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "show")[0].arguments.map(\.expression!)
    XCTAssertEqual(
      arguments.map { Resolver.isDoublyOptional($0, resolver: resolver) },
      [true, false, true, true, false, false, true, false, true, nil, nil, false])
    // Without types, the reads that may add a level cannot be told; a plain name is taken
    // as it is.
    XCTAssertEqual(
      arguments.map { Resolver.isDoublyOptional($0, resolver: nil) },
      [nil, nil, nil, nil, nil, nil, false, false, nil, nil, nil, false])
  }
}
