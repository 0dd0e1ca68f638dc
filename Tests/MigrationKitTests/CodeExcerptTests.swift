import MigrationKit
import SwiftCST
import XCTest

/// `Syntax.excerpt`: code quoted in a one-line message is cut between whole tokens, with
/// trivia and white space inside a token made one space.
final class CodeExcerptTests: XCTestCase {
  private func call(_ text: String, named name: String = "f") -> Syntax {
    SourceFile(text: "let x = \(text)\n").calls(named: name).first!.node
  }

  func testShortCodeIsQuotedWholeOnOneLine() {
    XCTAssertEqual(call("f(a,\n    b)  // end").excerpt(40), "f(a, b)")
  }

  func testLineBreaksOfAChainAndAroundBracketsAreNoSpace() {
    XCTAssertEqual(
      call("f(duration: d)\n    .repeatForever(autoreverses: b)", named: "repeatForever")
        .excerpt(60),
      "f(duration: d).repeatForever(autoreverses: b)")
    XCTAssertEqual(call("f(\n    a,\n    [\n      .b\n    ]\n)").excerpt(40), "f(a, [.b])")
    // On one line, the spaces are the code's own.
    XCTAssertEqual(call("f( a ) .g()", named: "g").excerpt(40), "f( a ) .g()")
  }

  func testLongCodeIsCutBetweenTokens() {
    let node = call("f(someLongName, anotherLongName)")
    XCTAssertEqual(node.excerpt(20), "f(someLongName, …")
    XCTAssertEqual(node.excerpt(14), "f(someLongName…")
    XCTAssertEqual(node.excerpt(33), "f(someLongName, anotherLongName)")
  }

  func testACutIsNeverRightAfterAPeriod() {
    XCTAssertEqual(call("f(a, [.iPhone])").excerpt(8), "f(a, […")
  }

  func testCommentsBetweenTokensAreOneSpace() {
    XCTAssertEqual(call("f(/* first */ a)").excerpt(40), "f( a)")
  }

  func testAMultiLineLiteralStaysOnOneLine() {
    XCTAssertEqual(call("f(\"\"\"\n  a\n  b\n  \"\"\")").excerpt(40), "f(\"\"\" a b \"\"\")")
  }

  func testAFirstTokenLongerThanTheLimitIsCutInside() {
    XCTAssertEqual(call("fffff()", named: "fffff").excerpt(3), "fff…")
  }
}
