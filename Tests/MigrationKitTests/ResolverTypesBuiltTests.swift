import SwiftCST
import XCTest

@testable import MigrationKit

/// `MemberInfo.builtTypes` and `Resolver.typesBuilt(by:)`: the types of the run a view builds.
final class ResolverTypesBuiltTests: XCTestCase {
  private let screen = """
    struct Screen: View {
      var body: some View {
        VStack {
          header
          Reader(pages: 3).padding()
          Theme.Badge()
        }
        .sheet(isPresented: .constant(true)) { Editor() }
      }
      var header: some View { Title(text: "x") }
      var model: Model { Model() }
    }
    """
  private let views = """
    struct Reader: View {
      let pages: Int
      var body: some View { HStack { Strip(); Text("p") } }
    }
    struct Strip: View {
      var body: some View { Circle().fill(.red) }
      func dot() -> some View { Dot { Text("d") } }
    }
    struct Dot<Content: View>: View {
      let content: () -> Content
      var body: some View { content() }
    }
    struct Title: View {
      let text: String
      var body: some View { Text(text) }
    }
    struct Editor: View { var body: some View { Text("e") } }
    struct Model {}
    struct Unused: View { var body: some View { Reader(pages: 1) } }
    extension Text { func bold2() -> Text { self } }
    """

  private func index() -> (SourceFile, SemanticIndex) {
    let file = SourceFile(text: screen)
    let index = SemanticIndex(files: [
      FileDeclarations(file: file, path: "Screen.swift"),
      FileDeclarations(file: SourceFile(text: views), path: "Views.swift"),
    ])
    return (file, index)
  }

  func testViewBuildingMembersRecordTheCapitalisedNamesTheyCall() {
    let (_, index) = index()
    XCTAssertEqual(
      index.members(named: "body", in: "Screen").first?.builtTypes,
      ["VStack", "Reader", "Theme.Badge", "Editor"])
    XCTAssertEqual(index.members(named: "header", in: "Screen").first?.builtTypes, ["Title"])
    XCTAssertEqual(index.members(named: "dot", in: "Strip").first?.builtTypes, ["Dot", "Text"])
    // Not a view-building member: nothing recorded.
    XCTAssertEqual(index.members(named: "model", in: "Screen").first?.builtTypes, [])
  }

  func testTypesBuiltFollowTheViewsOfTheRunAndTheMembersNamed() throws {
    let (file, index) = index()
    let body = try XCTUnwrap(file.nodes(.functionCallExpr).first { $0.text.hasPrefix("VStack") })
    let built = Resolver(file: file, index: index).typesBuilt(by: body)
    // Through `header` (Title), `Reader` and its body (Strip), and Strip's `dot()` (Dot);
    // not `Theme.Badge` (not a type of the run), nor `Editor` (in the sheet, outside the
    // VStack), nor `Unused`, nor the extended `Text`.
    XCTAssertEqual(built.types.map(\.name), ["Reader", "Title", "Strip", "Dot"])
    XCTAssertEqual(built.members.map(\.name), ["header"])
    XCTAssertTrue(built.isComplete)
  }

  func testANestedTypeIsFoundByItsPath() throws {
    let file = SourceFile(
      text: """
        struct Lobby: View {
          var body: some View {
            VStack {
              Gallery.Shelf(count: 2)
              rows.Cell()
              Kit.Gallery.Frame()
            }
          }
        }
        enum Gallery {
          struct Shelf: View {
            let count: Int
            var body: some View { Gallery.Tile() }
          }
          struct Tile: View { var body: some View { Text("t") } }
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "Lobby.swift")])
    XCTAssertEqual(
      index.members(named: "body", in: "Lobby").first?.builtTypes,
      ["VStack", "Gallery.Shelf", "Kit.Gallery.Frame"])
    let body = try XCTUnwrap(file.nodes(.functionCallExpr).first { $0.text.hasPrefix("VStack") })
    let built = Resolver(file: file, index: index).typesBuilt(by: body)
    XCTAssertEqual(built.types.map(\.name), ["Gallery.Shelf", "Gallery.Tile"])
  }

  func testTheSearchStopsAtItsLimit() throws {
    let (file, index) = index()
    let body = try XCTUnwrap(file.nodes(.functionCallExpr).first { $0.text.hasPrefix("VStack") })
    let built = Resolver(file: file, index: index).typesBuilt(by: body, limit: 2)
    XCTAssertEqual(built.types.map(\.name), ["Reader", "Title"])
    XCTAssertFalse(built.isComplete)
  }
}
