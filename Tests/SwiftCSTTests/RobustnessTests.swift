import Foundation
import SwiftCST
import TestSupport
import XCTest

/// The parser never crashes, never hangs and never loses a byte, whatever the input.
final class RobustnessTests: XCTestCase {
  func testDeepNestingIsBoundedAndReported() {
    for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("f { ", "}"), ("a.b(", ")")] {
      let text =
        "let x = " + String(repeating: open, count: 20_000) + "1"
        + String(repeating: close, count: 20_000)
      let file = SourceFile(text: text)
      XCTAssertEqual(file.printed(), Array(text.utf8), "round trip with \(open)")
      XCTAssertTrue(
        file.diagnostics.contains { $0.message.contains("nesting is too deep") },
        "depth reported for \(open)")
    }
    // In an expression, `Array<Array<…` is not generic arguments (too long to be), so it is a
    // flat run of comparisons ending in a postfix operator: no deep recursion at all.
    let angles =
      "let x = " + String(repeating: "Array<", count: 20_000) + "1"
      + String(repeating: ">", count: 20_000)
    let file = SourceFile(text: angles)
    XCTAssertEqual(file.printed(), Array(angles.utf8))
    XCTAssertEqual(file.nodes(.sequenceExpr).count, 1)
  }

  /// The compiler allows 256 levels of brackets and braces; so does the parser, without a
  /// diagnostic, for every kind of nesting.
  func testRealNestingOfHundredsOfLevelsParses() {
    let depth = 250
    var statements = "func f(_ a: Bool) {\n"
    for _ in 0..<depth { statements += "if a {\n" }
    statements += String(repeating: "}\n", count: depth) + "}\n"
    let texts = [
      "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
      "let x = " + String(repeating: "f { ", count: depth) + "1" + String(repeating: " }", count: depth),
      "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth),
      statements,
    ]
    for text in texts {
      let file = SourceFile(text: text)
      XCTAssertEqual(file.diagnostics.map(\.message), [], String(text.prefix(12)))
      XCTAssertEqual(file.printed(), Array(text.utf8))
    }
  }

  /// On a thread with a small stack the parser stops recursing before the stack ends.
  func testDeepNestingOnASmallStackIsReportedNotACrash() {
    let text = "let x = " + String(repeating: "(", count: 20_000) + String(repeating: ")", count: 20_000)
    let result = Box()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let file = SourceFile(text: text)
      result.printed = file.printed() == Array(text.utf8)
      result.reported = file.diagnostics.contains { $0.message.contains("nesting is too deep") }
      done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
    XCTAssertTrue(result.printed)
    XCTAssertTrue(result.reported)
  }

  final class Box: @unchecked Sendable {
    var printed = false
    var reported = false
  }

  func testInvalidBytesRoundTripAndAreReported() {
    let inputs: [[UInt8]] = [
      [0xFF, 0xFE, 0x00, 0x41],
      Array("let s = \"\u{0}\"".utf8) + [0xC3],
      Array("\r\n\r\r\n".utf8),
      Array("\"\"\"".utf8),
      Array("#\"\\#(".utf8),
      Array("/* /* */".utf8),
      Array("`".utf8),
    ]
    for input in inputs {
      let file = SourceFile(bytes: input)
      XCTAssertEqual(file.printed(), input)
    }
    XCTAssertFalse(SourceFile(bytes: [0xFF, 0x41]).diagnostics.isEmpty)
  }

  /// Thousands of seeded mutants of every fixture: truncations, deletions, insertions of
  /// delimiters, duplicated spans. Each must round-trip exactly and finish promptly.
  func testMutantsOfAllFixturesRoundTrip() throws {
    var sources = try Self.fixtureFiles().map { try [UInt8](Data(contentsOf: $0)) }
    sources.append(Array(Self.sample.utf8))
    var random = SplitMix64(seed: 0x5EED)
    let mutantsPerSource = max(20, (3_000 + sources.count - 1) / sources.count)
    var checked = 0
    for source in sources {
      for _ in 0..<mutantsPerSource {
        let mutant = Mutator.mutate(source, using: &random)
        let started = Date()
        let file = SourceFile(bytes: mutant)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "parsing a mutant took too long")
        if file.printed() != mutant {
          XCTFail("round trip failed for a mutant:\n\(String(decoding: mutant, as: UTF8.self))")
          return
        }
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 3_000)
  }

  static func fixtureFiles() throws -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: Paths.fixtures, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted {
      $0.path < $1.path
    }
  }

  static let sample = """
    struct Row<Content: View>: View {
      @State private var on = false
      let content: () -> Content
      var body: some View {
        HStack(spacing: 4) {
          Text("a \\(b ? "x" : "\\(c)")").font(.title)
          Spacer()
        }
        #if os(iOS)
        .padding()
        #endif
        .overlay(alignment: .bottom) { Button { on.toggle() } label: { Text(#"raw \\#(on)"#) } }
      }
    }
    """
}
