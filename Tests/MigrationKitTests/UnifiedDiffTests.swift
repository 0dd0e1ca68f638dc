import Foundation
import TestSupport
import XCTest

@testable import MigrationKit

final class UnifiedDiffTests: XCTestCase {
  private func diff(_ old: String, _ new: String, path: String = "f.swift", labels: [String] = [])
    -> String
  {
    let diff = UnifiedDiff(old: Array(old.utf8), new: Array(new.utf8))
    return String(
      decoding: diff.render(oldPath: path, newPath: path) { _ in labels }, as: UTF8.self)
  }

  func testOneChangedLine() {
    XCTAssertEqual(
      diff("a\nb\nc\n", "a\nB\nc\n", labels: ["full-width-frame", "tint"]),
      """
      --- a/f.swift
      +++ b/f.swift
      @@ -1,3 +1,3 @@ full-width-frame, tint
       a
      -b
      +B
       c

      """)
  }

  func testSingleLineFileUsesShortRanges() {
    XCTAssertEqual(diff("a\n", "b\n"), "--- a/f.swift\n+++ b/f.swift\n@@ -1 +1 @@\n-a\n+b\n")
  }

  func testNoNewlineAtEndOfFile() {
    XCTAssertEqual(
      diff("a\nb", "a\nc"),
      """
      --- a/f.swift
      +++ b/f.swift
      @@ -1,2 +1,2 @@
       a
      -b
      \\ No newline at end of file
      +c
      \\ No newline at end of file

      """)
    XCTAssertEqual(
      diff("a\nb", "a\nb\n"),
      "--- a/f.swift\n+++ b/f.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
  }

  func testCRLFLinesStayAsTheyAre() {
    XCTAssertEqual(
      diff("a\r\nb\r\n", "a\r\nc\r\n"),
      "--- a/f.swift\n+++ b/f.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
  }

  func testNewFile() {
    let diff = UnifiedDiff(old: [], new: Array("x\ny\n".utf8))
    XCTAssertEqual(
      String(
        decoding: diff.render(oldPath: nil, newPath: "Sources/H.swift") { _ in ["helper"] },
        as: UTF8.self),
      "--- /dev/null\n+++ b/Sources/H.swift\n@@ -0,0 +1,2 @@ helper\n+x\n+y\n")
  }

  func testDistantChangesGetTheirOwnHunksAndCloseOnesShareOne() {
    let old = (1...20).map { "line \($0)\n" }.joined()
    var lines = (1...20).map { "line \($0)\n" }
    lines[0] = "first\n"
    lines[7] = "eighth\n"
    lines[19] = "last\n"
    XCTAssertEqual(
      diff(old, lines.joined()),
      """
      --- a/f.swift
      +++ b/f.swift
      @@ -1,11 +1,11 @@
      -line 1
      +first
       line 2
       line 3
       line 4
       line 5
       line 6
       line 7
      -line 8
      +eighth
       line 9
       line 10
       line 11
      @@ -17,4 +17,4 @@
       line 17
       line 18
       line 19
      -line 20
      +last

      """)
  }

  func testInsertionAndDeletionRanges() {
    XCTAssertEqual(
      diff("a\nb\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\nX\ne\nf\ng\nh\n"),
      "--- a/f.swift\n+++ b/f.swift\n@@ -2,6 +2,7 @@\n b\n c\n d\n+X\n e\n f\n g\n")
    XCTAssertEqual(
      diff("a\nb\nc\nd\ne\nf\ng\nh\n", "a\nb\nc\nd\nf\ng\nh\n"),
      "--- a/f.swift\n+++ b/f.swift\n@@ -2,7 +2,6 @@\n b\n c\n d\n-e\n f\n g\n h\n")
    XCTAssertEqual(diff("a\n", ""), "--- a/f.swift\n+++ b/f.swift\n@@ -1 +0,0 @@\n-a\n")
  }

  func testLinesKeepTheirNewlinesAndTheLastMayHaveNone() {
    var random = SplitMix64(seed: 5)
    for _ in 0..<2_000 {
      let alphabet: [UInt8] = [10, 13, 97, 98]
      let bytes = (0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % 4)] }
      var expected: [[UInt8]] = []
      var line: [UInt8] = []
      for byte in bytes {
        line.append(byte)
        if byte == 10 {
          expected.append(line)
          line = []
        }
      }
      if !line.isEmpty { expected.append(line) }
      XCTAssertEqual(UnifiedDiff.lines(bytes).map(Array.init), expected, "\(bytes)")
    }
  }

  /// The diff compares lines as bytes in place and numbers them in its own table; the
  /// changes must be those of `LineDiff` over the lines themselves (the reference), and
  /// `newByteSpan` must cover exactly the lines it names. Texts of few distinct bytes, so
  /// that equal lines, blank lines, lines of 8+ bytes and CR-only lines are common.
  func testChangesAreThoseOfTheLineDiffOfTheLines() {
    var random = SplitMix64(seed: 22)
    let alphabet: [UInt8] = [10, 10, 13, 97, 98, 32, 32, 32]
    for round in 0..<1_500 {
      let old = (0..<Int(random.next() % 90)).map { _ in alphabet[Int(random.next() % 8)] }
      var new = old
      for _ in 0..<Int(random.next() % 5) {
        let position = Int(random.next() % UInt64(new.count + 1))
        let length = Int(random.next() % 12)
        let replacement = (0..<Int(random.next() % 12)).map { _ in
          alphabet[Int(random.next() % 8)]
        }
        new.replaceSubrange(position..<min(new.count, position + length), with: replacement)
      }
      if round % 7 == 0 { new = old }
      let diff = UnifiedDiff(old: old, new: new)
      let oldLines = UnifiedDiff.lines(old).map(Array.init)
      let newLines = UnifiedDiff.lines(new).map(Array.init)
      XCTAssertEqual(diff.oldLines.map(Array.init), oldLines)
      XCTAssertEqual(diff.newLines.map(Array.init), newLines)
      XCTAssertEqual(
        diff.changes, LineDiff.changes(from: oldLines, to: newLines), "\(old) -> \(new)")
      for change in diff.changes {
        let span = diff.newByteSpan(start: change.newStart, count: change.newCount)
        XCTAssertEqual(
          Array(new[span.lower..<span.upper]),
          Array(newLines[change.newStart..<change.newStart + change.newCount].joined()))
      }
    }
  }

  func testIdenticalInputsGiveNoDiff() {
    XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
  }

  // MARK: - git apply and patch -p1

  private struct Case {
    var path: String
    var old: String?
    var new: String
  }

  private var cases: [Case] {
    let long = (1...40).map { "    let value\($0) = \($0)\n" }.joined()
    var longChanged = long.replacingOccurrences(of: "value3 =", with: "renamed3 =")
    longChanged = longChanged.replacingOccurrences(of: "    let value20 = 20\n", with: "")
    longChanged += "    // appended\n"
    return [
      Case(path: "Sources/App/A.swift", old: long, new: longChanged),
      Case(
        path: "B.swift", old: "struct B {\r\n  var x = 1\r\n}\r\n",
        new: "struct B {\r\n  var x = 2\r\n  var y = 3\r\n}\r\n"),
      Case(path: "C.swift", old: "let c = 1", new: "let c = 2\nlet d = 3"),
      Case(path: "D.swift", old: "let d = 1\n", new: "let d = 1"),
      Case(
        path: "Sources/App/Helper.swift", old: nil,
        new: "extension View {\n  func helper() -> some View { self }\n}\n"),
    ]
  }

  private func makePatch() -> String {
    cases.map { item in
      let diff = UnifiedDiff(old: Array((item.old ?? "").utf8), new: Array(item.new.utf8))
      return String(
        decoding: diff.render(oldPath: item.old == nil ? nil : item.path, newPath: item.path) { _ in
          ["some-migration"]
        },
        as: UTF8.self)
    }.joined()
  }

  private func writeOldFiles(in folder: TemporaryFolder) {
    for item in cases { if let old = item.old { folder.write(item.path, old) } }
  }

  private func assertNewFiles(
    in folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line
  ) {
    for item in cases {
      XCTAssertEqual(
        folder.read(item.path).map { Array($0.utf8) }, Array(item.new.utf8), item.path, file: file,
        line: line)
    }
  }

  func testGitApplyAcceptsTheDiff() throws {
    let folder = TemporaryFolder()
    writeOldFiles(in: folder)
    let patch = folder.write("../\(folder.url.lastPathComponent).patch", makePatch())
    defer { try? FileManager.default.removeItem(atPath: patch) }
    XCTAssertEqual(
      try runProcess("/usr/bin/env", ["git", "init", "-q"], in: folder.path).status, 0)
    let check = try runProcess("/usr/bin/env", ["git", "apply", "--check", patch], in: folder.path)
    XCTAssertEqual(check.status, 0, check.stderr)
    let apply = try runProcess("/usr/bin/env", ["git", "apply", patch], in: folder.path)
    XCTAssertEqual(apply.status, 0, apply.stderr)
    assertNewFiles(in: folder)
  }

  func testPatchAcceptsTheDiff() throws {
    let folder = TemporaryFolder()
    writeOldFiles(in: folder)
    let patch = folder.write("../\(folder.url.lastPathComponent).patch", makePatch())
    defer { try? FileManager.default.removeItem(atPath: patch) }
    let result = try runProcess(
      "/usr/bin/env", ["patch", "-p1", "-s", "-i", patch], in: folder.path)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    assertNewFiles(in: folder)
  }
}
