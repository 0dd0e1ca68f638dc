import SwiftCST
import XCTest

/// Where a bare `/…/` is a regex literal: swift-syntax's lexer rule, which the compiler
/// follows with `-enable-bare-slash-regex` (every case here is from its `ForwardSlashRegex`
/// tests or SwiftFormat's, and `swiftc -frontend -parse -enable-bare-slash-regex` accepts
/// each one that parses without diagnostics).
final class BareRegexTests: XCTestCase {
  private func tokens(_ text: String) -> [String] {
    let file = SourceFile(text: text)
    XCTAssertEqual(file.printed(), Array(text.utf8), "round trip")
    return (0..<file.tokenCount - 1).map { file.token(at: $0) }.map { "\($0.kind) \($0.text)" }
  }

  func testABinaryLookingSlashWhereAnExpressionStartsMustBeARegex() {
    // Spaces on neither side of `/` after `=`: a regex, even with an unbalanced `)`.
    XCTAssertEqual(tokens("_ = /)/"), ["identifier _", "equal =", "regexLiteral /)/"])
    XCTAssertEqual(tokens("_ = /^)/"), ["identifier _", "equal =", "regexLiteral /^)/"])
    // After `try?`/`try!` no binary operator may follow, so `/^ x/` is a regex.
    XCTAssertEqual(
      tokens("try? /^ x/"), ["kwTry try", "postfixQuestionMark ?", "regexLiteral /^ x/"])
    // After a name it is division.
    XCTAssertEqual(
      tokens("a / b /c"),
      ["identifier a", "binaryOperator /", "identifier b", "prefixOperator /", "identifier c"])
  }

  func testUnappliedOperatorsStayOperators() {
    // After `(` or `,` an operator may stand alone: `/, 1)` has an unbalanced `)`.
    XCTAssertEqual(
      tokens("_ = qux(/, 1) / 2"),
      [
        "identifier _", "equal =", "identifier qux", "leftParen (", "binaryOperator /",
        "comma ,", "integerLiteral 1", "rightParen )", "binaryOperator /", "integerLiteral 2",
      ])
    XCTAssertEqual(
      tokens("prefix func /!(x: Int) {}").prefix(3), ["identifier prefix", "kwFunc func", "prefixOperator /!"])
  }

  func testAPrefixLookingSlashIsARegexWhereverItScansAsOne() {
    // On a new line after an expression (SwiftFormat: `b\n/\)/`), after a literal too.
    XCTAssertEqual(
      tokens("let a = b\n/\\)/"),
      ["kwLet let", "identifier a", "equal =", "identifier b", "regexLiteral /\\)/"])
    XCTAssertEqual(
      tokens("0\n/x}}}/ \n2"), ["integerLiteral 0", "regexLiteral /x}}}/", "integerLiteral 2"])
    // An escaped space may end it; an unescaped one may not.
    XCTAssertEqual(tokens("_ = /\\ /"), ["identifier _", "equal =", "regexLiteral /\\ /"])
    XCTAssertEqual(
      tokens("_ = (/x /)"),
      ["identifier _", "equal =", "leftParen (", "prefixOperator /", "identifier x", "binaryOperator /", "rightParen )"])
    // Its closing `/` may not start a comment: `/x` then `// comment`.
    XCTAssertEqual(
      tokens("_ = /x// comment"), ["identifier _", "equal =", "prefixOperator /", "identifier x"])
    // Nor may it reach the end of the line.
    XCTAssertEqual(
      tokens("let half = x /2"),
      ["kwLet let", "identifier half", "equal =", "identifier x", "prefixOperator /", "integerLiteral 2"])
  }

  func testARegexStartsInsideAPrefixOperator() {
    XCTAssertEqual(
      tokens("_ = ^^/\"/"),
      ["identifier _", "equal =", "prefixOperator ^^", "regexLiteral /\"/"])
    XCTAssertEqual(
      tokens("foo(&/^ }}x/)"),
      ["identifier foo", "leftParen (", "prefixOperator &", "regexLiteral /^ }}x/", "rightParen )"])
    XCTAssertEqual(
      outlines("_ = ^^/x}}*/"),
      ["sequenceExpr(declReferenceExpr\"_\" prefixOperatorExpr(regexLiteralExpr\"/x}}*/\"))"])
    XCTAssertEqual(diagnostics("_ = ^^/x}}*/\nfunc e() { _ = (^^/x}}*/) }\n#if /^ }}x/\n#endif"), [])
  }

  func testAStrayRegexThatMustBeOneIsReported() {
    // `= / x/`: a regex (nothing else may follow `=`) that may not start with a space.
    XCTAssertEqual(
      diagnostics("_ = / x/"), ["1:6: bare slash regex literal may not start with space"])
    XCTAssertEqual(diagnostics("_ = /)"), ["1:5: unterminated regex literal"])
  }
}
