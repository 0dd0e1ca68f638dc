import SwiftCST
import XCTest

@testable import MigrationKit

/// A private or fileprivate member another file declares is none a file can see, once the
/// resolver knows the file's path.
final class ResolverFilePrivateMembersTests: XCTestCase {
  func testOtherFilesPrivateMembersAreNotSeen() {
    let settings = SourceFile(
      text: """
        final class Palette {}
        struct Shade {}
        func show() {
          use(Palette.ink, Palette.hidden, Palette.shared)
        }
        fileprivate extension Palette {
          static let ink = Shade()
        }
        extension Palette {
          static let shared = Shade()
        }
        """)
    let search = SourceFile(
      text: """
        extension Palette {
          fileprivate static let ink = Shade()
          private static let hidden = Shade()
        }
        """)
    let index = SemanticIndex(files: [
      FileDeclarations(file: search, path: "Search.swift"),
      FileDeclarations(file: settings, path: "Settings.swift"),
    ])
    let arguments = settings.calls(named: "use")[0].arguments.map(\.expression!)
    let seen = Resolver(file: settings, index: index, path: "Settings.swift")
    XCTAssertEqual(arguments.map { seen.type(of: $0)?.text }, ["Shade", nil, "Shade"])
    // Without the path, the two `ink`s are one ambiguity and `hidden` is taken as found.
    let pathless = Resolver(file: settings, index: index)
    XCTAssertEqual(arguments.map { pathless.type(of: $0)?.text }, [nil, "Shade", "Shade"])
  }

  func testOtherFilesPrivateTopLevelValuesAreNotSeen() {
    let settings = SourceFile(
      text: """
        struct Shade {}
        private let accent = Shade()
        func show() { use(accent, tone()) }
        fileprivate func tone() -> Shade { Shade() }
        """)
    let search = SourceFile(
      text: """
        private let accent = 1
        private func tone() -> Int { 1 }
        """)
    let index = SemanticIndex(files: [
      FileDeclarations(file: search, path: "Search.swift"),
      FileDeclarations(file: settings, path: "Settings.swift"),
    ])
    let arguments = settings.calls(named: "use")[0].arguments.map(\.expression!)
    let seen = Resolver(file: settings, index: index, path: "Settings.swift")
    XCTAssertEqual(arguments.map { seen.type(of: $0)?.text }, ["Shade", "Shade"])
    // Without the path, the two `accent`s are one ambiguity; the two `tone()`s overloads
    // of different results.
    let pathless = Resolver(file: settings, index: index)
    XCTAssertEqual(arguments.map { pathless.type(of: $0)?.text }, [nil, nil])
  }
}
