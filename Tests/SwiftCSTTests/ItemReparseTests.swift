import XCTest

@testable import SwiftCST

/// A changed file parsed again from the one item holding its changes must be the file
/// parsed whole (`RelexerTests` checks the same for random changes to every fixture).
final class ItemReparseTests: XCTestCase {
  private let view = """
    import SwiftUI

    struct Row: View {
      let title: String
      var body: some View {
        Text(title)
          .padding()
      }
      struct Badge: View {
        var body: some View { Circle().foregroundColor(.red) }
      }
    }

    func helper() -> Int {
      let a = 1
      return a
    }

    """

  /// Whether `replacement` put over the first `target` of `text` is parsed from the items
  /// around it, checking the result is the file parsed whole either way.
  private func reparsesItems(
    _ text: String, replacing target: String, with replacement: String,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    let source = Array(text.utf8)
    let wanted = Array(target.utf8)
    let lower = (0...(source.count - wanted.count)).first {
      Array(source[$0..<($0 + wanted.count)]) == wanted
    }!
    let change = ByteChange(
      range: lower..<(lower + target.utf8.count), newCount: replacement.utf8.count)
    let bytes =
      Array(source[..<lower]) + Array(replacement.utf8)
      + Array(source[(lower + target.utf8.count)...])
    let old = SourceFile(bytes: source)
    let changed = SourceFile(bytes: bytes, changing: old, by: [change])
    XCTAssertTrue(changed.isParsedAlike(SourceFile(bytes: bytes)), file: file, line: line)
    return bytes.withUnsafeBufferPointer { buffer in
      guard let tokens = Relexer.tokens(of: buffer, changing: old, by: [change]) else {
        return false
      }
      return ItemReparse.parse(buffer, tokens, old: old, changes: [change]) != nil
    }
  }

  func testAChangeInsideAMemberParsesThatMember() {
    XCTAssertTrue(reparsesItems(view, replacing: ".padding()", with: ".padding(8)\n.bold()"))
    XCTAssertTrue(reparsesItems(view, replacing: "foregroundColor", with: "foregroundStyle"))
    XCTAssertTrue(reparsesItems(view, replacing: "return a", with: "return a + 1"))
  }

  func testAChangeAcrossItemsOrAtAMembersStartParsesTheItemsAroundIt() {
    // The first tokens of a member: the type around it, or the member before it too.
    XCTAssertTrue(reparsesItems(view, replacing: "let title", with: "var title"))
    XCTAssertTrue(
      reparsesItems(
        view, replacing: "var body: some View {\n    Text",
        with: "@ViewBuilder var body: some View {\n    Text"))
    XCTAssertTrue(
      reparsesItems(view, replacing: "  struct Badge", with: "  var x = 1\n  struct Badge"))
    XCTAssertTrue(reparsesItems(view, replacing: "}\n\nfunc helper", with: "}\nfunc helper"))
    XCTAssertTrue(reparsesItems(view, replacing: "let a = 1", with: "let a = 1 }\nfunc f() {"))
  }

  func testAChangeOutsideADeclarationOrWithAnErrorParsesTheFileWhole() {
    XCTAssertFalse(reparsesItems(view, replacing: "import SwiftUI", with: "import Foundation"))
    XCTAssertFalse(reparsesItems(view, replacing: "let a = 1", with: "let a = (1"))
  }
}
