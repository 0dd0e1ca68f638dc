import Foundation
import TestSupport
import XCTest

@testable import SwiftCST

/// A changed file lexed again only around its changes must be the file lexed whole.
final class RelexerTests: XCTestCase {
  /// Seeded random changes to every fixture: each relexed file is compared, token by token,
  /// with a whole lex, and parsed alike; most of them must take the relexing path.
  func testRandomChangesToEveryFixtureLexAsWhole() throws {
    var sources = try RobustnessTests.fixtureFiles().map { try [UInt8](Data(contentsOf: $0)) }
    sources.append(Array(RobustnessTests.sample.utf8))
    var random = SplitMix64(seed: 0x2E1E)
    var relexed = 0
    var tried = 0
    for source in sources {
      let old = SourceFile(bytes: source)
      guard old.diagnostics.isEmpty else { continue }
      // A file kept between the engine's passes holds its trivia starts as gaps.
      if tried % 12 == 0 {
        let starts = old.allTriviaStarts()
        old.dropDerivedTables()
        old.restoreDerivedTables()
        XCTAssertEqual(old.allTriviaStarts(), starts)
      }
      for _ in 0..<6 {
        let changes = Self.randomChanges(in: source, using: &random)
        let bytes = Self.apply(changes, to: source)
        tried += 1
        if let tokens = bytes.withUnsafeBufferPointer({
          Relexer.tokens(of: $0, changing: old, by: changes.map(\.change))
        }) {
          relexed += 1
          let whole = bytes.withUnsafeBufferPointer { Lexer.tokenize($0).0 }
          guard Self.same(tokens, whole) else {
            XCTFail(
              "relexed tokens differ after \(changes.map(\.change)) in:\n"
                + String(decoding: source, as: UTF8.self))
            return
          }
        }
        let changed = SourceFile(bytes: bytes, changing: old, by: changes.map(\.change))
        XCTAssertTrue(changed.isParsedAlike(SourceFile(bytes: bytes)))
      }
    }
    XCTAssertGreaterThan(tried, 1_000)
    // Changes that make errors are lexed whole; most do not.
    XCTAssertGreaterThan(relexed * 2, tried, "only \(relexed) of \(tried) relexed")
  }

  /// Changes that reach into what surrounds them: a string or comment opened or closed, a
  /// division turned into a regex, the first and last lines, touching changes.
  func testChangesThatReachBeyondTheirLines() {
    let cases: [(String, [(Range<Int>, String)])] = [
      ("let a = 1\nlet b = \"x\"\nlet c = 3\n", [(12..<12, "\"\"\"\n")]),
      ("let a = 1\n/* c */ let b = 2\nlet c = 3\n", [(10..<12, "/*")]),
      ("let a = 1\n/* c */ let b = 2\nlet c = 3\n", [(15..<17, "")]),
      ("let a = b / c\nlet d = e / f\n", [(8..<9, "(")]),
      ("let a = x\nlet r = a\nlet q = 2 / 1\n", [(18..<19, "/x/")]),
      ("\u{FEFF}#!/usr/bin/swift\nprint(1)\n", [(0..<0, "import A\n")]),
      ("\u{FEFF}#!/usr/bin/swift\nprint(1)\n", [(27..<28, "2")]),
      ("f(a)\ng(b)\nh(c)", [(13..<14, "d, e"), (14..<14, ")")]),
      ("f(a)\ng(b)\nh(c)", [(0..<0, "// x\n"), (5..<9, "g(b, c)"), (14..<14, "\n")]),
      ("let s = \"a \\(b) c\"\nlet t = 1\n", [(12..<13, "x + \"\\(y)\"")]),
      ("a\n.b\n.c\n", [(2..<4, ""), (4..<6, ".d(e: f)")]),
      ("x = y\n", [(0..<6, "")]),
      ("let a = 1 // one\nlet b = 2\n", [(13..<16, "two */")]),
    ]
    for (text, edits) in cases {
      let source = Array(text.utf8)
      let old = SourceFile(bytes: source)
      let changes = edits.map {
        Change(change: ByteChange(range: $0.0, newCount: $0.1.utf8.count), text: Array($0.1.utf8))
      }
      let bytes = Self.apply(changes, to: source)
      let changed = SourceFile(bytes: bytes, changing: old, by: changes.map(\.change))
      XCTAssertTrue(
        changed.isParsedAlike(SourceFile(bytes: bytes)),
        "after \(edits) in \(text.debugDescription)")
      XCTAssertEqual(changed.printed(), bytes)
    }
  }

  /// Trivia starts read back from gaps, long ones (a comment of 300 bytes) included.
  func testTriviaStartsOfAKeptFile() {
    let text = "let a = 1 // \(String(repeating: "x", count: 300))\nlet b = 2\n\n\n  let c = 3\n"
    let file = SourceFile(bytes: Array(text.utf8))
    let starts = file.allTriviaStarts()
    file.dropDerivedTables()
    XCTAssertEqual(file.allTriviaStarts(), starts)
    XCTAssertEqual(starts.count, file.tokenCount)
    XCTAssertEqual(starts.first, 0)
  }

  /// A rewrite as full-width-frame makes it (a stack replaced by its child and a frame)
  /// takes the relexing path.
  func testATypicalRewriteIsRelexed() {
    let text = """
      import SwiftUI

      struct Row: View {
        var body: some View {
          HStack {
            Text("Title")
            Spacer()
          }
          .padding()
        }
      }

      """
    let source = Array(text.utf8)
    let old = SourceFile(bytes: source)
    let hstack = Array(source).firstRange(of: Array("HStack {".utf8))!.lowerBound
    let padding = Array(source).firstRange(of: Array("    .padding()".utf8))!.lowerBound
    let frame = Array(
      "Text(\"Title\")\n        .frame(maxWidth: .infinity, alignment: .leading)\n".utf8)
    let changes = [
      Change(change: ByteChange(range: hstack..<padding, newCount: 0), text: []),
      Change(change: ByteChange(range: padding..<padding, newCount: frame.count), text: frame),
    ]
    let bytes = Self.apply(changes, to: source)
    let tokens = bytes.withUnsafeBufferPointer {
      Relexer.tokens(of: $0, changing: old, by: changes.map(\.change))
    }
    XCTAssertNotNil(tokens)
    XCTAssertTrue(
      SourceFile(bytes: bytes, changing: old, by: changes.map(\.change)).isParsedAlike(
        SourceFile(bytes: bytes)))
  }

  /// A file whose parse split tokens (`>>` closing two generic lists, `>>>` three, `>?` in
  /// `Binding<Bool>?`) is relexed from the lexer's tokens, its pieces joined again, and
  /// parsed alike, whether the change is near a split or not.
  func testAFileWithSplitTokensIsRelexed() {
    let text = """
      let a: Array<Set<Int>> = []
      var b: Binding<Bool>? = nil
      let c = x >> 2
      let d: Array<Array<Set<Int>>> = []
      let e = 1

      """
    let source = Array(text.utf8)
    let old = SourceFile(bytes: source)
    XCTAssertTrue(old.diagnostics.isEmpty)
    // `>>`, `>?` and `>>>`: four pieces split off, two of them consecutive.
    XCTAssertEqual(old.splitPieces.count, 4)
    let whole = source.withUnsafeBufferPointer { Lexer.tokenize($0).0 }
    XCTAssertTrue(Self.same(old.lexedTokens(), whole))
    for (target, replacement) in [
      ("1", "2 + 3"), ("Set<Int>>", "Set<Int>>?"), ("x >> 2", "y"), ("Bool", "Int"),
    ] {
      let start = source.firstRange(of: Array(target.utf8))!.lowerBound
      let inserted = Array(replacement.utf8)
      let changes = [
        Change(
          change: ByteChange(range: start..<start + target.utf8.count, newCount: inserted.count),
          text: inserted)
      ]
      let bytes = Self.apply(changes, to: source)
      let tokens = bytes.withUnsafeBufferPointer {
        Relexer.tokens(of: $0, changing: old, by: changes.map(\.change))
      }
      XCTAssertNotNil(tokens, "replacing \(target)")
      if let tokens {
        XCTAssertTrue(
          Self.same(tokens, bytes.withUnsafeBufferPointer { Lexer.tokenize($0).0 }),
          "replacing \(target)")
      }
      XCTAssertTrue(
        SourceFile(bytes: bytes, changing: old, by: changes.map(\.change)).isParsedAlike(
          SourceFile(bytes: bytes)), "replacing \(target)")
    }
  }

  // MARK: - Helpers

  struct Change {
    var change: ByteChange
    var text: [UInt8]
  }

  static let pieces: [[UInt8]] =
    Mutator.insertions
    + [
      "foo", " ", "\n    ", ".frame(maxWidth: .infinity)", "Text(\"a\")", "1.5", "x / y", "/a+/",
      "try? ", "\"\\(x)\"", "#\"raw\"#", "// note\n", "a?.b", "Array<Set<Int>>", "= -1",
    ].map { Array($0.utf8) }

  /// One to four changes, sorted and not overlapping, some of them touching.
  static func randomChanges(in source: [UInt8], using random: inout SplitMix64) -> [Change] {
    let count = Int.random(in: 1...4, using: &random)
    var starts = (0..<count).map { _ in Int.random(in: 0...source.count, using: &random) }
    starts.sort()
    var changes: [Change] = []
    var previousEnd = 0
    for start in starts {
      let lower = max(start, previousEnd)
      let upper = min(source.count, lower + Int.random(in: 0...12, using: &random))
      var text: [UInt8]
      switch Int.random(in: 0..<3, using: &random) {
      case 0: text = pieces[Int.random(in: 0..<pieces.count, using: &random)]
      case 1:
        // A span of the file itself, as rewrites move code.
        let from = Int.random(in: 0...source.count, using: &random)
        let length = Int.random(in: 1...60, using: &random)
        text = Array(source[from..<min(source.count, from + length)])
      default: text = []
      }
      if upper == lower && text.isEmpty { text = Array(" ".utf8) }
      changes.append(
        Change(change: ByteChange(range: lower..<upper, newCount: text.count), text: text))
      previousEnd = upper
    }
    return changes
  }

  static func apply(_ changes: [Change], to source: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var cursor = 0
    for change in changes {
      output += source[cursor..<change.change.range.lowerBound]
      output += change.text
      cursor = change.change.range.upperBound
    }
    return output + source[cursor...]
  }

  static func same(_ left: TokenArrays, _ right: TokenArrays) -> Bool {
    left.kinds == right.kinds && left.triviaStarts == right.triviaStarts
      && left.textStarts == right.textStarts && left.textEnds == right.textEnds
  }
}
