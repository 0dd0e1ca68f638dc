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

  /// A property whose initial value is one cast has the cast's type: `as!` and `as` give
  /// `T` whatever the value is; `as?` (an optional) and a cast inside a longer sequence are
  /// not read.
  func testAPropertyInitialisedByACastHasTheCastsType() {
    let file = SourceFile(
      text: """
        final class SettingsStore {}
        enum Settings { enum Store {} }
        final class Screen {
          lazy var forced = Injector.shared.store as! SettingsStore
          var widened = store as SettingsStore
          var nested = store as! Settings.Store
          var optional = store as? SettingsStore
          var generic = store as! Box<SettingsStore>
          var longer = flag ?? store as! SettingsStore
          var lowercase = store as! settingsStore
        }
        """)
    let resolver = Resolver(
      index: SemanticIndex(files: [FileDeclarations(file: file, path: "A.swift")]))
    let names = ["forced", "widened", "nested", "optional", "generic", "longer", "lowercase"]
    XCTAssertEqual(
      names.map { resolver.memberType($0, ofTypeNamed: "Screen")?.text },
      ["SettingsStore", "SettingsStore", "Settings.Store", nil, nil, nil, nil])
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

/// Member accesses whose base's type the resolver reads through the run: a typealias another
/// file declares, and an array's `first` and `last`.
final class ResolverAliasAndArrayEndTests: XCTestCase {
  func testAnAliasOfAnotherFileAndAnArraysEndsAreTyped() {
    let models = SourceFile(
      text: """
        struct Post { var content: String }
        struct Feed { var latest: Post; var posts: [Post] }
        typealias Stream = Feed
        """)
    let reader = SourceFile(
      text: """
        func read(stream: Stream, posts: [Post], tags: Set<String>, names: [String: Int]) {
          use(stream.latest)
          use(posts.first)
          use(stream.posts.last)
          use(tags.first)
          use(names.first)
        }
        """)
    let index = SemanticIndex(
      files: [
        FileDeclarations(file: models, path: "Models.swift"),
        FileDeclarations(file: reader, path: "Reader.swift"),
      ], path: "Reader.swift")
    let resolver = Resolver(file: reader, index: index, path: "Reader.swift")
    let types = reader.nodes(.memberAccessExpr).filter { $0.parent?.kind == .argument }.map {
      resolver.type(of: $0)?.text
    }
    // A set's and a dictionary's `first` are not taught: unknown, never a guess.
    XCTAssertEqual(types, ["Post", "Post?", "Post?", nil, nil])
  }
}
