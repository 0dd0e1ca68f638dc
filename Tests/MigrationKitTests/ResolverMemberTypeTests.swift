import SwiftCST
import XCTest

@testable import MigrationKit

/// Member types asked without a file: written, inferred from the initial value, given by
/// a protocol extension, a function's result.
final class ResolverMemberTypeTests: XCTestCase {
  func testAMemberTypeIsAnsweredFromTheDeclarationsAlone() {
    let file = SourceFile(
      text: """
        final class Library {}
        enum Services { static let library = Library() }
        final class AppEnvironment {
          static let shared = AppEnvironment()
          let library = Services.library
          var count: Int = 0
          func make() -> Library { Library() }
          var unknown = compute()
        }
        protocol Reading {}
        extension Reading { var library: Library { Services.library } }
        struct Container: Reading {}
        struct Twice: Reading { var library = 1; var library = 2 }
        """)
    let resolver = Resolver(
      index: SemanticIndex(files: [FileDeclarations(file: file, path: "A.swift")]))
    let questions = [
      ("shared", "AppEnvironment"), ("library", "AppEnvironment"), ("count", "AppEnvironment"),
      ("make", "AppEnvironment"), ("unknown", "AppEnvironment"), ("library", "Container"),
      ("library", "Twice"), ("missing", "Container"),
    ]
    XCTAssertEqual(
      questions.map { resolver.memberType($0.0, ofTypeNamed: $0.1)?.text },
      ["AppEnvironment", "Library", "Int", "Library", nil, "Library", nil, nil])
  }

  /// A name a `@dynamicMemberLookup` type does not declare is read through its
  /// `subscript(dynamicMember:)`: its result type when that is a type, not a generic `Value`.
  func testAMemberReadThroughDynamicMemberLookupHasTheSubscriptsType() {
    let file = SourceFile(
      text: """
        import SwiftUI
        struct Tokens { let accent = Color.red; var title: Int = 0 }
        @dynamicMemberLookup struct Palette {
          let tokens = Tokens()
          var title = "Palette"
          subscript(dynamicMember keyPath: KeyPath<Tokens, Color>) -> Color { tokens[keyPath: keyPath] }
        }
        @dynamicMemberLookup struct Wrapper<Base> {
          let base: Base
          subscript<Value>(dynamicMember keyPath: KeyPath<Base, Value>) -> Value { base[keyPath: keyPath] }
        }
        """)
    let resolver = Resolver(
      index: SemanticIndex(files: [FileDeclarations(file: file, path: "A.swift")]))
    let questions = [
      ("accent", "Palette"), ("title", "Palette"), ("accent", "Wrapper"), ("accent", "Tokens"),
    ]
    XCTAssertEqual(
      questions.map { resolver.memberType($0.0, ofTypeNamed: $0.1)?.text },
      ["Color", "String", nil, "Color"])
  }
}
