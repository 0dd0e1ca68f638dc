import SwiftCST
import TestSupport
import XCTest

/// Where each token's trivia starts is kept as the gap after the previous token's text (a
/// byte per token, with gaps of 255 bytes or more kept apart): the trivia ranges must be the
/// lexer's, whatever the gap.
final class TriviaRangeTests: XCTestCase {
  func testTriviaAroundALongCommentAfterAToken() {
    let comment = "// " + String(repeating: "x", count: 300)
    let file = SourceFile(text: "let a = 1 \(comment)\n  let b = 2 // c\n")
    let tokens = (0..<file.tokenCount).map { file.token(at: $0) }
    XCTAssertEqual(tokens.map(\.text), ["let", "a", "=", "1", "let", "b", "=", "2", ""])
    XCTAssertEqual(tokens[3].trailingTrivia, " \(comment)")
    XCTAssertEqual(tokens[4].leadingTrivia, "\n  ")
    XCTAssertEqual(tokens[4].leadingTriviaRange.lowerBound, 10 + comment.utf8.count)
    XCTAssertEqual(tokens[7].trailingTrivia, " // c")
    XCTAssertEqual(tokens[8].leadingTrivia, "\n")
    XCTAssertEqual(tokens[0].leadingTriviaRange, 0..<0)
    XCTAssertEqual(file.root.fullRange, 0..<file.bytes.count)
  }

  func testTriviaOfAFirstTokenAfterAByteOrderMarkAndAShebang() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nx\n".utf8)
    let file = SourceFile(bytes: bytes)
    XCTAssertEqual(file.token(at: 0).leadingTriviaRange, 0..<20)
    XCTAssertEqual(file.token(at: 0).text, "x")
    XCTAssertEqual(file.token(at: 1).leadingTriviaRange, 21..<22)
  }

  func testTriviaOfTokensSplitByTheParser() {
    // `>>` closing two generic argument lists, `?` split off `?.`.
    let file = SourceFile(text: "let a: A<B<C>> = x?.y\n")
    let tokens = (0..<file.tokenCount).map { file.token(at: $0) }
    XCTAssertEqual(
      tokens.map(\.text),
      ["let", "a", ":", "A", "<", "B", "<", "C", ">", ">", "=", "x", "?", ".", "y", ""])
    XCTAssertEqual(tokens[9].leadingTriviaRange, 13..<13)
    XCTAssertEqual(tokens[9].trailingTrivia, " ")
    XCTAssertEqual(tokens[12].leadingTriviaRange, 18..<18)
    XCTAssertEqual(tokens[13].leadingTriviaRange, 19..<19)
  }

  func testTriviaRangesTileEveryFile() throws {
    for (name, bytes) in try FuzzCorpus.sources() {
      let file = SourceFile(bytes: bytes)
      var offset = 0
      for index in 0..<file.tokenCount {
        let token = file.token(at: index)
        XCTAssertEqual(token.leadingTriviaRange.lowerBound, offset, name)
        XCTAssertEqual(token.leadingTriviaRange.upperBound, token.range.lowerBound, name)
        XCTAssertEqual(token.range.upperBound, token.trailingTriviaRange.lowerBound, name)
        offset = token.trailingTriviaRange.upperBound
      }
      XCTAssertEqual(offset, bytes.count, name)
      XCTAssertEqual(file.printed(), bytes, name)
    }
  }
}
