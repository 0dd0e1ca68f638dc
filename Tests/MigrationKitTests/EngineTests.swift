import Foundation
import SwiftCST
import TestSupport
import XCTest

@testable import MigrationKit

final class EngineTests: XCTestCase {
  private let rename = ReplaceMigration(id: "rename", pattern: "oldName", replacement: "newName")

  /// Runs the engine in `folder` and returns the reports in the order they came.
  private func run(
    _ mode: RunMode, in folder: TemporaryFolder, _ migrations: [any Migration],
    paths: [String] = [], jobs: Int = 2, retainedSourceBytes: Int = 16 << 20
  ) -> (reports: [FileReport], summary: RunSummary) {
    let reports = Locked([FileReport]())
    var options = EngineOptions(
      mode: mode, migrations: migrations, jobs: jobs, currentDirectory: folder.path)
    options.retainedSourceBytes = retainedSourceBytes
    let engine = Engine(options: options)
    let summary = engine.run(paths: paths) { report in reports.withLock { $0.append(report) } }
    return (reports.withLock { $0 }, summary)
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  func testDiffWritesNothingAndLabelsHunks() {
    let folder = TemporaryFolder()
    folder.write("Sources/A.swift", "let oldName = 1\nlet other = 2\n")
    folder.write("Sources/B.swift", "let b = 2\n")
    let before = folder.snapshot()
    let (reports, summary) = run(.diff, in: folder, [rename])
    XCTAssertEqual(folder.snapshot(), before)
    XCTAssertEqual(reports.map(\.path), ["Sources/A.swift", "Sources/B.swift"])
    XCTAssertEqual(reports.map(\.status), [.changed, .unchanged])
    XCTAssertEqual(
      text(reports[0].diff),
      """
      --- a/Sources/A.swift
      +++ b/Sources/A.swift
      @@ -1,2 +1,2 @@ rename
      -let oldName = 1
      +let newName = 1
       let other = 2

      """)
    XCTAssertEqual(
      reports[0].edits,
      [
        LineEdit(
          startLine: 1, endLine: 2, replacement: "let newName = 1\n", migrationIDs: ["rename"])
      ])
    XCTAssertEqual(summary.filesRead, 2)
    XCTAssertEqual(summary.filesChanged, 1)
    XCTAssertEqual(summary.fixCounts, ["rename": 1])
    XCTAssertEqual(
      summary.line(changedWord: "would change"),
      "2 files read, 1 would change, 1 fix (rename 1), 0 diagnostics")
  }

  func testAHunkNamesOnlyTheMigrationsThatChangedItsLines() {
    let folder = TemporaryFolder()
    let lines = "A\nB\nC\nD\nE\nF\nG\nH\nI\nJ\n"
    folder.write("A.swift", lines)
    // "wide" rewrites every line and changes only the first; "rename" then changes the last.
    let wide = ReplaceMigration(id: "wide", pattern: lines, replacement: "a" + lines.dropFirst())
    let rename = ReplaceMigration(id: "rename", pattern: "J", replacement: "j")
    let (reports, _) = run(.diff, in: folder, [wide, rename])
    XCTAssertEqual(
      text(reports[0].diff),
      """
      --- a/A.swift
      +++ b/A.swift
      @@ -1,4 +1,4 @@ wide
      -A
      +a
       B
       C
       D
      @@ -7,4 +7,4 @@ rename
       G
       H
       I
      -J
      +j

      """)
  }

  func testApplyWritesWhatDiffShows() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", "let oldName = 1\r\nlet x = oldName\r\n")
    let (diffReports, _) = run(.diff, in: folder, [rename])
    let (applyReports, summary) = run(.apply, in: folder, [rename])
    XCTAssertEqual(folder.read("A.swift"), "let newName = 1\r\nlet x = newName\r\n")
    XCTAssertEqual(applyReports.map(\.diff), diffReports.map(\.diff))
    XCTAssertEqual(
      summary.line(changedWord: "changed"),
      "1 file read, 1 changed, 2 fixes (rename 2), 0 diagnostics")
    // Idempotent: a second run has nothing left to do.
    let (again, secondSummary) = run(.apply, in: folder, [rename])
    XCTAssertEqual(again.map(\.status), [.unchanged])
    XCTAssertFalse(secondSummary.wouldChange)
  }

  func testBadFilesAreReportedAndTheOthersGoOn() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "let oldName = 1\n")
    folder.write("B.swift", bytes: [0x6C, 0x65, 0x74, 0xFF, 0x0A])
    folder.write("C.swift", bytes: Array("let oldName = 1\n".utf8) + [0])
    folder.write("D.swift", "let oldName = \"unterminated\n")
    folder.write("E.swift", "let oldName = 2\n")
    let (reports, summary) = run(.apply, in: folder, [rename], paths: [".", "Missing.swift"])
    XCTAssertEqual(
      reports.map { "\($0.path) \($0.status)" },
      [
        "Missing.swift failed(\"no such file or folder\")",
        "A.swift changed",
        "B.swift skipped(not valid UTF-8)",
        "C.swift skipped(binary file: contains NUL bytes)",
        "D.swift skipped(syntax errors: 1:15: unterminated string literal)",
        "E.swift changed",
      ])
    XCTAssertEqual(folder.read("D.swift"), "let oldName = \"unterminated\n")
    XCTAssertEqual(folder.read("E.swift"), "let newName = 2\n")
    XCTAssertEqual(
      summary.line(changedWord: "changed"),
      "5 files read, 2 changed, 2 fixes (rename 2), 0 diagnostics, 3 skipped (binary file 1, not valid UTF-8 1, syntax errors 1), 1 error"
    )
  }

  func testInvalidSwiftIsReportedAndNotWritten() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "let a = 1\nlet b = 2\n")
    let (reports, summary) = run(
      .apply, in: folder, [ReplaceMigration(id: "quote", pattern: "2", replacement: "\"2")])
    XCTAssertEqual(reports.map(\.status), [.unchanged])
    XCTAssertEqual(
      reports[0].problems.map(\.message),
      ["migration quote produced invalid Swift in A.swift:2; the file is left unchanged"])
    XCTAssertEqual(folder.read("A.swift"), "let a = 1\nlet b = 2\n")
    XCTAssertEqual(summary.migrationProblems, 1)
  }

  func testHelperFileIsCreatedOnceBesideTheFirstRequester() {
    let folder = TemporaryFolder()
    folder.write("Z/A.swift", "let oldName = 1\n")
    folder.write("M/B.swift", "let oldName = 2\n")
    let helper = NewFile(
      name: "Helper.swift", contents: "func helperThing() {}\n", providesSymbol: "helperThing")
    let migration = ReplaceMigration(
      id: "rename", pattern: "oldName", replacement: "newName", newFiles: [helper])
    let (reports, summary) = run(.apply, in: folder, [migration])
    XCTAssertEqual(reports.map(\.path), ["M/B.swift", "Z/A.swift", "M/Helper.swift"])
    XCTAssertEqual(reports.last?.status, .created)
    XCTAssertEqual(
      text(reports.last!.diff),
      "--- /dev/null\n+++ b/M/Helper.swift\n@@ -0,0 +1 @@ rename\n+func helperThing() {}\n")
    XCTAssertEqual(folder.read("M/Helper.swift"), "func helperThing() {}\n")
    XCTAssertNil(folder.read("Z/Helper.swift"))
    XCTAssertEqual(summary.newFiles, 1)
  }

  func testHelperFileIsNotCreatedWhenTheRunDeclaresItsSymbolOrTheFileExists() {
    let helper = NewFile(
      name: "Helper.swift", contents: "func helperThing() {}\n", providesSymbol: "helperThing")
    let migration = ReplaceMigration(
      id: "rename", pattern: "oldName", replacement: "newName", newFiles: [helper])

    let declared = TemporaryFolder()
    declared.write("A.swift", "let oldName = 1\n")
    declared.write("Other/Existing.swift", "extension View { func helperThing() {} }\n")
    let (reports, summary) = run(.apply, in: declared, [migration])
    XCTAssertEqual(reports.map(\.path), ["A.swift", "Other/Existing.swift"])
    XCTAssertEqual(summary.newFiles, 0)

    let existing = TemporaryFolder()
    existing.write("A.swift", "let oldName = 1\n")
    existing.write("Helper.swift", bytes: [0xFF])
    let (_, existingSummary) = run(.diff, in: existing, [migration], paths: ["A.swift"])
    XCTAssertEqual(existingSummary.newFiles, 0)
  }

  func testIndexPassRunsOnlyWhenAMigrationNeedsIt() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "struct Alpha {}\n")
    folder.write("B/B.swift", "struct Beta {}\n")
    let unused = IndexingMigration(usesIndex: false)
    _ = run(.check, in: folder, [unused])
    XCTAssertEqual(unused.calls.withLock { $0 }, 0)

    let used = IndexingMigration(usesIndex: true)
    let (reports, _) = run(.check, in: folder, [used])
    XCTAssertEqual(used.calls.withLock { $0 }, 2)
    XCTAssertEqual(
      reports.map { $0.findings.map(\.message) },
      [["index: Alpha@A.swift Beta@B/B.swift"], ["index: Alpha@A.swift Beta@B/B.swift"]])
  }

  func testKeptFilesAreParsedOnceAndRewrittenWithTheCompleteIndex() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", "// uses Gamma\nlet a = 1\n")
    folder.write("B.swift", "// asks\nlet oldName = 2\n")
    folder.write("C.swift", "struct Gamma {}\n")
    for mode in [RunMode.check, .diff, .apply] {
      let copy = TemporaryFolder()
      for name in ["A.swift", "B.swift", "C.swift"] { copy.write(name, folder.read(name)!) }
      let migration = SelectiveIndexMigration()
      // Budget for A.swift and B.swift (24 bytes each), not C.swift (16 more).
      let (reports, _) = run(
        mode, in: copy, [migration, rename], jobs: 1, retainedSourceBytes: 50)
      XCTAssertEqual(
        reports.map { $0.findings.map(\.message) },
        [["index: Gamma@C.swift"], ["asked: 0", "replace oldName"], ["no index needed"]],
        "\(mode)")
      // No file is looked at in both passes: A and B in the second (kept parsed), C in the
      // first (past the budget, and it asks nothing). B, once rewritten, is looked at again
      // by the fix point.
      XCTAssertEqual(
        migration.calls.withLock { $0 }, ["A.swift": 1, "B.swift": 2, "C.swift": 1], "\(mode)")
      XCTAssertEqual(reports.map(\.status), [.unchanged, .changed, .unchanged], "\(mode)")
      XCTAssertEqual(
        copy.read("B.swift"), mode == .apply ? "// asks\nlet newName = 2\n" : "// asks\nlet oldName = 2\n",
        "\(mode)")
    }
  }

  func testAKeptFileNoMigrationMayFindAnythingInIsNotRewritten() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "// finds\nlet a = 1\n")
    folder.write("B.swift", "let b = 2\n")
    folder.write("C.swift", "// finds\nlet oldName = 3\n")
    for mode in [RunMode.check, .diff, .apply] {
      let copy = TemporaryFolder()
      for name in ["A.swift", "B.swift", "C.swift"] { copy.write(name, folder.read(name)!) }
      let migration = MayFindMigration()
      let (reports, _) = run(mode, in: copy, [migration, rename], jobs: 1)
      XCTAssertEqual(
        reports.map { $0.findings.map(\.message) }, [["found"], [], ["found", "replace oldName"]],
        "\(mode)")
      XCTAssertEqual(reports.map(\.status), [.unchanged, .unchanged, .changed], "\(mode)")
      // Every file is kept for the rewriting pass, but `mayFind` rules B.swift out for both
      // migrations (`rename`'s default says yes only where its pattern is): no findings
      // are asked of it (and `may-find`, which finds no fixes, is not asked again after C.swift
      // is rewritten).
      XCTAssertEqual(migration.mayFindCalls.withLock { $0 }["B.swift"], 1, "\(mode)")
      XCTAssertEqual(migration.calls.withLock { $0 }, ["A.swift": 1, "C.swift": 1], "\(mode)")
    }
  }

  func testFilesThatDoNotReadTheIndexAreRewrittenInTheFirstPass() {
    let folder = TemporaryFolder()
    // A.swift needs the index and comes first, but the fact it needs is in C.swift.
    folder.write("A.swift", "// uses Gamma\nlet a = 1\n")
    folder.write("B.swift", "let b = 2\n")
    folder.write("C.swift", "struct Gamma {}\n")
    let migration = SelectiveIndexMigration()
    // No tree is kept: files are rewritten against the probing index.
    let (reports, _) = run(.check, in: folder, [migration], jobs: 1, retainedSourceBytes: 0)
    XCTAssertEqual(
      reports.map { $0.findings.map(\.message) },
      [["index: Gamma@C.swift"], ["no index needed"], ["no index needed"]])
    // A.swift is looked at twice (given up in the first pass, redone with the full index),
    // the others once.
    XCTAssertEqual(migration.calls.withLock { $0 }, ["A.swift": 2, "B.swift": 1, "C.swift": 1])
  }

  func testAFileThatAskedOnlyAboutKeysWithoutFactsIsNotReadAgain() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "// asks\nlet a = 1\n")
    folder.write("B.swift", "// uses Gamma\nlet b = 2\n")
    folder.write("C.swift", "struct Gamma {}\n")
    for mode in [RunMode.check, .diff, .apply] {
      let migration = SelectiveIndexMigration()
      let (reports, _) = run(mode, in: folder, [migration], jobs: 1, retainedSourceBytes: 0)
      XCTAssertEqual(
        reports.map { $0.findings.map(\.message) },
        [["asked: 0"], ["index: Gamma@C.swift"], ["no index needed"]], "\(mode)")
      // B.swift's key has facts: read again. A.swift's has none: its first answer stands,
      // except for apply, which writes nothing from a probing index.
      XCTAssertEqual(
        migration.calls.withLock { $0 },
        ["A.swift": mode == .apply ? 2 : 1, "B.swift": 2, "C.swift": 1], "\(mode)")
    }
  }

  func testOutputDoesNotDependOnTheNumberOfJobs() {
    let folder = TemporaryFolder()
    for index in 0..<40 {
      folder.write(
        "F\(index % 7)/File\(index).swift",
        index % 3 == 0 ? "let oldName = \(index)\n" : "let x = \(index)\n")
    }
    let one = run(.diff, in: folder, [rename], jobs: 1)
    let four = run(.diff, in: folder, [rename], jobs: 4)
    XCTAssertEqual(one.reports.map(\.path), one.reports.map(\.path).sorted())
    XCTAssertEqual(one.reports.map(\.path), four.reports.map(\.path))
    XCTAssertEqual(one.reports.map(\.diff), four.reports.map(\.diff))
    XCTAssertEqual(one.summary, four.summary)
    XCTAssertEqual(one.summary.filesChanged, 14)
  }

  func testSymbolicLinkToAFileIsRewrittenThroughTheLink() throws {
    let folder = TemporaryFolder()
    let outside = TemporaryFolder()
    outside.write("Real.swift", "let oldName = 1\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Link.swift", withDestinationPath: outside.path + "/Real.swift")
    let (reports, _) = run(.apply, in: folder, [rename])
    XCTAssertEqual(reports.map(\.path), ["Link.swift"])
    XCTAssertEqual(reports[0].notes.count, 1)
    XCTAssertTrue(reports[0].notes[0].hasPrefix("symbolic link to "))
    XCTAssertEqual(outside.read("Real.swift"), "let newName = 1\n")
    XCTAssertNotNil(
      try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Link.swift"))
  }

  func testReviewFixesAreMarkedInHunkHeaders() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "let oldName = 1\n")
    let review = ReplaceMigration(
      id: "rename", pattern: "oldName", replacement: "newName", safety: .review)
    let reports = Locked([FileReport]())
    let engine = Engine(
      options: EngineOptions(
        mode: .diff, migrations: [review], includeReview: true, currentDirectory: folder.path))
    engine.run(paths: []) { report in reports.withLock { $0.append(report) } }
    XCTAssertEqual(
      reports.withLock { $0.map { text($0.diff) } },
      [
        "--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@ rename (review)\n-let oldName = 1\n+let newName = 1\n"
      ])
    XCTAssertEqual(reports.withLock { $0[0].edits.map(\.migrationIDs) }, [["rename"]])
  }

  func testReviewFixesAreCountedForTheHint() {
    let folder = TemporaryFolder()
    folder.write("A.swift", "let oldName = 1\n")
    let review = ReplaceMigration(
      id: "rename", pattern: "oldName", replacement: "newName", safety: .review)
    let (reports, summary) = run(
      .check, in: folder, [review, DiagnosticMigration(id: "note", pattern: "let")])
    XCTAssertEqual(
      summary.line(changedWord: "would change"),
      "1 file read, 0 would change, 0 fixes, 1 diagnostic; 1 review fix not applied; rerun with --include-review"
    )
    XCTAssertEqual(summary.findings, 2)
    XCTAssertEqual(
      reports[0].findings.map { $0.checkLine(path: reports[0].path) },
      ["A.swift:1:1: note: found let [note]", "A.swift:1:5: warning: replace oldName [rename, review]"])
  }

  func testDeclaredNamesForHelperChecks() {
    let file = SourceFile(
      text: "struct A { var b = 1; func c() { let d = 2 } }\nactor E {}\ntypealias F = Int\n")
    XCTAssertEqual(HelperFiles.declaredNames(in: file), ["A", "b", "c", "E", "F"])
  }
}

/// Reads the index only for files that contain `// uses`.
private final class SelectiveIndexMigration: Migration, @unchecked Sendable {
  let id = "selective"
  let summary = "Selective index test"
  let rationale = "For tests."
  let example = (before: "", after: "")
  let safety = Safety.diagnostic
  var usesProjectIndex: Bool { true }
  let calls = Locked([String: Int]())

  func indexFacts(in file: SourceFile) -> [ProjectFact] {
    occurrences(of: "struct ", in: file.bytes).map { range in
      let name = file.bytes[range.upperBound...].prefix { $0 != UInt8(ascii: " ") }
      return ProjectFact(key: "selective.struct", value: String(decoding: name, as: UTF8.self))
    }
  }

  func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    calls.withLock { $0[context.path, default: 0] += 1 }
    if !occurrences(of: "// asks", in: file.bytes).isEmpty {
      // A key no file has facts under: the probing index's empty answer is the final one.
      let count = context.index.facts(forKey: "selective.nothing").count
      return [
        Finding(migrationID: id, range: 0..<0, message: "asked: \(count)", safety: .diagnostic)
      ]
    }
    guard !occurrences(of: "// uses", in: file.bytes).isEmpty else {
      return [
        Finding(migrationID: id, range: 0..<0, message: "no index needed", safety: .diagnostic)
      ]
    }
    let described = context.index.facts(forKey: "selective.struct").map { "\($0.value)@\($0.path)" }
    return [
      Finding(
        migrationID: id, range: 0..<0, message: "index: \(described.joined(separator: " "))",
        safety: .diagnostic)
    ]
  }
}

/// Finds something only in files with a `// finds` comment, and says so in `mayFind`.
private final class MayFindMigration: Migration, @unchecked Sendable {
  let id = "may-find"
  let summary = "mayFind test"
  let rationale = "For tests."
  let example = (before: "", after: "")
  let safety = Safety.diagnostic
  var usesProjectIndex: Bool { true }
  var findsFixes: Bool { false }
  let calls = Locked([String: Int]())
  let mayFindCalls = Locked([String: Int]())

  func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    mayFindCalls.withLock { $0[context.path, default: 0] += 1 }
    return !occurrences(of: "// finds", in: file.bytes).isEmpty
  }

  func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    calls.withLock { $0[context.path, default: 0] += 1 }
    guard mayFind(in: file, context: context) else { return [] }
    return [Finding(migrationID: id, range: 0..<0, message: "found", safety: .diagnostic)]
  }
}
