import MigrationKit
import SwiftCST
import XCTest

/// `MemberUses.inFile(of:)`: the uses of a private or fileprivate member in its own file;
/// nil when another file may use it.
final class MemberUsesTests: XCTestCase {
  private let file = SourceFile(
    text: """
      struct Card: View {
        var body: some View {
          Text("a").background(wash).overlay(self.wash.opacity(0.5)).mask { shade() }
        }
        private var wash: some View { Color.red }
        fileprivate func shade() -> some View { wash }
        private(set) var tint = 1
        var open: some View { Text("b") }
        private var unused: Int { tint }
        private var a = 1, b = 2
        func show() { let wash = 2; _ = wash }
      }
      private extension Card {
        var glow: some View { Color.blue }
        struct Halo { var ring: Int { 1 } }
      }
      fileprivate struct Tile { var face: some View { glow } }
      extension Card { var plain: some View { glow.opacity(0.5) } }
      struct Board { private struct Cell { var edge: Int { 2 } } }
      """)

  private func declaration(_ name: String) throws -> Syntax {
    try XCTUnwrap(
      file.root.descendants.first { node in
        switch node.kind {
        case .variableDecl:
          return VariableDeclaration(node)?.bindings.first?.name == name
        case .functionDecl:
          return FunctionDeclaration(node)?.name == name
        default: return false
        }
      }, name)
  }

  private func uses(of name: String) throws -> [String]? {
    try MemberUses.inFile(of: declaration(name))?.map(\.text)
  }

  func testUsesOfPrivateMembersAreTheirFilesReferences() throws {
    // A local of the same name counts too (errs towards more uses); its binding does not.
    XCTAssertEqual(try uses(of: "wash"), ["wash", "self.wash", "wash", "wash"])
    // A function's use is the call.
    XCTAssertEqual(try uses(of: "shade"), ["shade()"])
    XCTAssertEqual(try uses(of: "unused"), [])
  }

  func testMembersOfPrivateTypesAndExtensionsAreTheirFiles() throws {
    // `private extension`, a `fileprivate` type, a type nested in either, a private nested type.
    XCTAssertEqual(try uses(of: "glow"), ["glow", "glow"])
    XCTAssertEqual(try uses(of: "face"), [])
    XCTAssertEqual(try uses(of: "ring"), [])
    XCTAssertEqual(try uses(of: "edge"), [])
    // An internal extension's member: other files may use it.
    XCTAssertNil(try uses(of: "plain"))
  }

  func testMembersOtherFilesMayUseHaveNoAnswer() throws {
    XCTAssertNil(try uses(of: "tint"))
    XCTAssertNil(try uses(of: "open"))
    XCTAssertNil(try uses(of: "a"))
  }

  func testUsesInOwnFileWhateverTheAccess() throws {
    // `inOwnFile` answers for members other files may use too, with this file's uses only.
    let screen = SourceFile(
      text: """
        struct Screen: View {
          var back: some View { Text("<") }
          func done() -> some View { Text("OK") }
          var body: some View { back.toolbar { back; done() } }
        }
        """)
    func ownUses(_ name: String) throws -> [String]? {
      let declaration = try XCTUnwrap(
        screen.root.descendants.first {
          VariableDeclaration($0)?.bindings.first?.name == name
            || FunctionDeclaration($0)?.name == name
        })
      XCTAssertNil(MemberUses.inFile(of: declaration), name)
      return MemberUses.inOwnFile(of: declaration)?.map(\.text)
    }
    XCTAssertEqual(try ownUses("back"), ["back", "back"])
    XCTAssertEqual(try ownUses("done"), ["done()"])
  }
}
