import SwiftCST
import TestSupport
import XCTest

/// Where each token's trivia starts is kept as parsed, and, in a file that waits between the
/// engine's passes (`dropDerivedTables()`), as the gap after the previous token's text (a
/// byte per token, with gaps of 255 bytes or more kept apart): either way the trivia ranges
/// must be the lexer's, whatever the gap. Each test reads a fresh parse and a waiting one.
final class TriviaRangeTests: XCTestCase {
  /// A fresh parse of `bytes`, and one whose trivia starts are compacted (dropped and
  /// restored derived tables, as the engine leaves a file it kept).
  private func parses(_ bytes: [UInt8]) -> [SourceFile] {
    let kept = SourceFile(bytes: bytes)
    kept.dropDerivedTables()
    kept.restoreDerivedTables()
    return [SourceFile(bytes: bytes), kept]
  }

  func testTriviaAroundALongCommentAfterAToken() {
    let comment = "// " + String(repeating: "x", count: 300)
    for file in parses(Array("let a = 1 \(comment)\n  let b = 2 // c\n".utf8)) {
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
  }

  func testTriviaOfAFirstTokenAfterAByteOrderMarkAndAShebang() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nx\n".utf8)
    for file in parses(bytes) {
      XCTAssertEqual(file.token(at: 0).leadingTriviaRange, 0..<20)
      XCTAssertEqual(file.token(at: 0).text, "x")
      XCTAssertEqual(file.token(at: 1).leadingTriviaRange, 21..<22)
    }
  }

  func testTriviaOfTokensSplitByTheParser() {
    // `>>` closing two generic argument lists, `?` split off `?.`.
    for file in parses(Array("let a: A<B<C>> = x?.y\n".utf8)) {
      let tokens = (0..<file.tokenCount).map { file.token(at: $0) }
      XCTAssertEqual(
        tokens.map(\.text),
        ["let", "a", ":", "A", "<", "B", "<", "C", ">", ">", "=", "x", "?", ".", "y", ""])
      XCTAssertEqual(tokens[9].leadingTriviaRange, 13..<13)
      XCTAssertEqual(tokens[9].trailingTrivia, " ")
      XCTAssertEqual(tokens[12].leadingTriviaRange, 18..<18)
      XCTAssertEqual(tokens[13].leadingTriviaRange, 19..<19)
    }
  }

  func testTriviaRangesTileEveryFile() throws {
    for (name, bytes) in try FuzzCorpus.sources() {
      for file in parses(bytes) {
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
}
