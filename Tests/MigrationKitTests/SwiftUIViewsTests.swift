import SwiftCST
import XCTest

@testable import MigrationKit

/// The one list of SwiftUI's views and common value types: asked by name, or by a token's
/// bytes, the answers agree.
final class SwiftUIViewsTests: XCTestCase {
  func testTokensAreAskedByTheirBytes() {
    let file = SourceFile(
      text: "VStack { Text(a); ProfileCard(b); Color.red; Texts(c); SafariView(url: u); List {} }")
    let tree = file.rawTree
    let names = file.root.tokens.filter { $0.kind == .identifier }.map(\.text)
    let found = file.root.tokens.filter {
      $0.kind == .identifier && SwiftUIViews.scope.contains(token: Int32($0.index), in: tree)
    }.map(\.text)
    XCTAssertEqual(
      names,
      [
        "VStack", "Text", "a", "ProfileCard", "b", "Color", "red", "Texts", "c", "SafariView",
        "url", "u", "List",
      ])
    XCTAssertEqual(found, ["VStack", "Text", "Color", "List"])
    XCTAssertEqual(found, names.filter(SwiftUIViews.names.contains))
  }
}
