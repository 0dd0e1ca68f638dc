import SwiftCST
import XCTest

final class LexerTests: XCTestCase {
  private func tokens(_ text: String) -> [String] {
    let file = SourceFile(text: text)
    return (0..<file.tokenCount - 1).map { file.token(at: $0) }.map { "\($0.kind) \($0.text)" }
  }

  func testStringLiteralsAreSingleTokensWithExactEnds() {
    XCTAssertEqual(
      tokens(#"f("\(a ? "x" : "\(b)")", 1)"#),
      [
        "identifier f", "leftParen (", #"stringLiteral "\(a ? "x" : "\(b)")""#, "comma ,",
        "integerLiteral 1", "rightParen )",
      ])
    XCTAssertEqual(
      tokens("#\"a\\#(x)\"b\"# + ##\"q\"##"),
      ["stringLiteral #\"a\\#(x)\"b\"#", "binaryOperator +", "stringLiteral ##\"q\"##"])
    XCTAssertEqual(
      tokens("\"\"\"\n  a \"\" \\(b)\n  \"\"\" x"),
      ["stringLiteral \"\"\"\n  a \"\" \\(b)\n  \"\"\"", "identifier x"])
    XCTAssertEqual(
      tokens(##"#"""# + y"##), [##"stringLiteral #"""#"##, "binaryOperator +", "identifier y"])
  }

  func testRegexLiteralsVersusDivision() {
    XCTAssertEqual(
      tokens("let r = /a+b/"), ["kwLet let", "identifier r", "equal =", "regexLiteral /a+b/"])
    XCTAssertEqual(
      tokens("x = a / b / c"),
      [
        "identifier x", "equal =", "identifier a", "binaryOperator /", "identifier b",
        "binaryOperator /", "identifier c",
      ])
    XCTAssertEqual(tokens("#/\n a\n/#"), ["regexLiteral #/\n a\n/#"])
    XCTAssertEqual(
      tokens("f(/ x)"),
      ["identifier f", "leftParen (", "binaryOperator /", "identifier x", "rightParen )"])
  }

  func testOperatorsByBinding() {
    XCTAssertEqual(
      tokens("a+b - c x! y?.z -w u++ p ?? q a!=b"),
      [
        "identifier a", "binaryOperator +", "identifier b", "binaryOperator -", "identifier c",
        "identifier x", "exclamationMark !",
        "identifier y", "postfixQuestionMark ?", "period .", "identifier z", "prefixOperator -",
        "identifier w", "identifier u",
        "postfixOperator ++", "identifier p", "binaryOperator ??", "identifier q", "identifier a",
        "exclamationMark !",
        "equal =", "identifier b",
      ])
    XCTAssertEqual(
      tokens("0..<n a...b -> ∪"),
      [
        "integerLiteral 0", "binaryOperator ..<", "identifier n", "identifier a",
        "binaryOperator ...", "identifier b", "arrow ->",
        "binaryOperator ∪",
      ])
  }

  func testNumbersIdentifiersAndPound() {
    XCTAssertEqual(
      tokens("0x1p-2 1_000 0b1010 1.5e3 t.0.1"),
      [
        "floatLiteral 0x1p-2", "integerLiteral 1_000", "integerLiteral 0b1010",
        "floatLiteral 1.5e3", "identifier t", "period .",
        "integerLiteral 0", "period .", "integerLiteral 1",
      ])
    XCTAssertEqual(
      tokens("`class` $0 $x café 名前 _"),
      [
        "identifier `class`", "identifier $0", "identifier $x", "identifier café", "identifier 名前",
        "identifier _",
      ])
    XCTAssertEqual(
      tokens("#if #available #Preview @Observable \\.x"),
      [
        "poundIdentifier #if", "poundIdentifier #available", "poundIdentifier #Preview", "atSign @",
        "identifier Observable",
        "backslash \\", "period .", "identifier x",
      ])
  }

  func testTriviaFollowsTheNewlineRule() throws {
    let file = SourceFile(text: "a // one\n  /* two\n */ b /* three */\n")
    let a = file.token(at: 0)
    let b = file.token(at: 1)
    XCTAssertEqual(a.trailingTrivia, " // one")
    XCTAssertEqual(b.leadingTrivia, "\n  /* two\n */ ")
    XCTAssertEqual(b.trailingTrivia, " /* three */")
    XCTAssertEqual(file.token(at: 2).leadingTrivia, "\n")
    XCTAssertTrue(b.isAtStartOfLine)
  }

  func testNestedBlockCommentsAndShebangAndBOM() {
    let text = "\u{FEFF}#!/usr/bin/env swift\n/* a /* b */ c */ x"
    XCTAssertEqual(tokens(text), ["identifier x"])
    XCTAssertEqual(SourceFile(text: text).diagnostics, [])
  }

  func testUnterminatedConstructsAreReported() {
    XCTAssertEqual(diagnostics("let s = \"abc\nlet t = 1"), ["1:9: unterminated string literal"])
    XCTAssertEqual(diagnostics("x /* never closed"), ["1:3: unterminated '/*' comment"])
    XCTAssertEqual(diagnostics("f(\n"), ["2:1: expected ')' to match '(' at line 1"])
    XCTAssertEqual(diagnostics("}"), ["1:1: unexpected '}' here"])
  }
}
