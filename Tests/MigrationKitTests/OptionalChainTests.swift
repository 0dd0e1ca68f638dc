import MigrationKit
import SwiftCST
import XCTest

/// `Syntax.endsOptionalChain`: a modifier written after the expression would join an
/// optional chain in it (and go with the view when the chain is nil).
final class OptionalChainTests: XCTestCase {
  /// Whether the argument of `f(…)` in `let v = f(expression)` ends an optional chain.
  private func endsChain(_ expression: String) throws -> Bool {
    let file = SourceFile(text: "let v = f(\(expression))\n")
    let call = try XCTUnwrap(file.calls(named: "f").first)
    return try XCTUnwrap(call.arguments.first?.expression).endsOptionalChain
  }

  func testAChainThroughAQuestionMarkIsOpen() throws {
    XCTAssertTrue(try endsChain("badge?.view"))
    XCTAssertTrue(try endsChain("badge?.view.padding(4)"))
    XCTAssertTrue(try endsChain("model?.rows[0].title"))
    XCTAssertTrue(try endsChain("model?.row!.title"))
  }

  func testParenthesesAndPlainChainsEndNothing() throws {
    XCTAssertFalse(try endsChain("(badge?.view).padding(4)"))
    XCTAssertFalse(try endsChain("badge!.view"))
    XCTAssertFalse(try endsChain("Text(title ?? \"\").bold()"))
    XCTAssertFalse(try endsChain(".leading"))
    XCTAssertFalse(try endsChain("label"))
  }
}
