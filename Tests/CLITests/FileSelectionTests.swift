import Foundation
import TestSupport
import XCTest

/// `--files-from`, `--changed-since` and `--shard`.
final class FileSelectionTests: CLITestCase {
  private let view = """
    struct V: View {
        var body: some View {
            Text("a").foregroundColor(.red)
        }
    }

    """

  private let options = ["--only", "foreground-style", "--deployment-target", "iOS=17.0"]

  /// A patch cut into its files' sections (each from its `--- ` line), by bytes: a
  /// "\r\n" is one Character, and the demo app has CRLF files.
  private func sections(_ patch: String) -> [[UInt8]] {
    var result: [[UInt8]] = []
    for line in Array(patch.utf8).split(separator: 10, omittingEmptySubsequences: false)
      .dropLast()
    {
      if line.starts(with: Array("--- ".utf8)) || result.isEmpty { result.append([]) }
      result[result.count - 1] += line + [10]
    }
    return result
  }

  /// The demo app's whole patch is the union of its shards' patches, byte for byte, with
  /// every migration, cross-file ones included (the index pass reads every file).
  func testShardsTogetherGiveTheWholePatch() throws {
    let demo = TestSupport.Paths.fixtures.appendingPathComponent("Demo").path
    let whole = try run(["diff", "--include-review"], in: demo)
    XCTAssertEqual(whole.status, 0, whole.stderr)
    var existing: [[UInt8]] = []
    var created: Set<[UInt8]> = []
    for shard in 1...3 {
      let part = try run(["diff", "--include-review", "--shard", "\(shard)/3"], in: demo)
      XCTAssertEqual(part.status, 0, part.stderr)
      XCTAssertFalse(part.stdout.isEmpty, "shard \(shard) has work")
      for section in sections(part.stdout) {
        // A new helper file is written by every shard whose files need it.
        if section.starts(with: Array("--- /dev/null".utf8)) {
          created.insert(section)
        } else {
          existing.append(section)
        }
      }
    }
    let union: [UInt8] =
      Array(existing.sorted { $0.lexicographicallyPrecedes($1) }.joined())
      + Array(created.sorted { $0.lexicographicallyPrecedes($1) }.joined())
    XCTAssertEqual(union, Array(whole.stdout.utf8))
    XCTAssertEqual(Set(existing).count, existing.count, "each file in one shard")
  }

  /// A container in one shard whose `content` is read by an extension in the other: the
  /// shard with the container still sees that use (the index reads every file) and leaves
  /// the closure alone, as the whole run does.
  func testAShardSeesUsesInFilesOfOtherShards() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Box.swift",
      """
      import SwiftUI

      struct Box<Content: View>: View {
          let content: () -> Content

          var body: some View {
              VStack { content() }
          }
      }

      """)
    folder.write(
      "BoxExtras.swift",
      """
      import SwiftUI

      extension Box {
          func twice() -> some View {
              VStack { content(); content() }
          }
      }

      """)
    let alone = try run(["diff", "--only", "view-builder-content", "Box.swift"], in: folder)
    XCTAssertFalse(alone.stdout.isEmpty, "on its own, the container is rewritten")
    let shard = try run(
      ["check", "--only", "view-builder-content", "--shard", "2/2", "--verbose"], in: folder)
    XCTAssertEqual(shard.status, 0)
    XCTAssertEqual(
      shard.stdout,
      "Box.swift:4:9: note: `content` is used in an extension of `Box` at BoxExtras.swift:5:18; a stored view is built once, in init, so keep the closure or move that use into `body` [view-builder-content]\n"
    )
    XCTAssertEqual(
      shard.stderr,
      "swiftui-migrate check: 1 file read, 0 would change, 0 fixes, 1 diagnostic\n")
  }

  /// A stack style is removed with the renames of every NavigationView of the run; with
  /// one of them in a file outside `--files-from`, which the run does not rewrite, it stays
  /// (that NavigationView would lose it).
  func testAStackStyleStaysWhenANavigationViewIsOutsideTheSelection() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Root.swift",
      """
      import SwiftUI

      struct Root: View {
          var body: some View {
              TabView {
                  NavigationView {
                      Text("Home")
                  }
                  Tags()
              }
              .navigationViewStyle(.stack)
          }
      }

      """)
    folder.write(
      "Tags.swift",
      """
      import SwiftUI

      struct Tags: View {
          var body: some View {
              NavigationView {
                  Text("Tags")
              }
          }
      }

      """)
    folder.write("list.txt", "Root.swift\n")
    let options = [
      "--only", "navigation-stack", "--include-review", "--deployment-target", "iOS=16.0",
    ]
    let whole = try run(["check"] + options, in: folder)
    XCTAssertTrue(whole.stdout.contains("removed with them"), whole.stdout)
    let listed = try run(["check", "--verbose", "--files-from", "list.txt"] + options, in: folder)
    XCTAssertFalse(listed.stdout.contains("removed with them"), listed.stdout)
    XCTAssertTrue(
      listed.stdout.contains(
        "Root.swift:11:9: note: `.navigationViewStyle(.stack)` here styles the NavigationViews below it"
      ), listed.stdout)
  }

  func testFilesFromAListOrStandardInput() throws {
    let folder = TemporaryFolder()
    for name in ["A", "B", "C"] { folder.write("Sources/\(name).swift", view) }
    folder.write("list.txt", "Sources/A.swift\n\nREADME.md\r\nSources/C.swift\n")
    let listed = try run(["check", "--files-from", "list.txt"] + options, in: folder)
    XCTAssertEqual(listed.status, 1)
    XCTAssertEqual(
      listed.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) },
      ["Sources/A.swift", "Sources/C.swift"])
    let piped = try runProcess(
      Self.binary, ["check", "--files-from", "-"] + options, in: folder.path,
      input: Data("Sources/B.swift\n".utf8))
    XCTAssertEqual(piped.status, 1)
    XCTAssertEqual(
      piped.stderr,
      "swiftui-migrate check: 1 file read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics\n"
    )
    let missing = try run(["check", "--files-from", "nope.txt"], in: folder)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(
      missing.stderr.hasPrefix("swiftui-migrate: --files-from: nope.txt: cannot read"),
      missing.stderr)
  }

  private func git(_ arguments: [String], in folder: TemporaryFolder) throws {
    let result = try runProcess(
      "/usr/bin/env",
      ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: folder.path)
    XCTAssertEqual(result.status, 0, result.stderr)
  }

  func testChangedSinceTakesCommittedStagedModifiedAndUntrackedFiles() throws {
    let folder = TemporaryFolder()
    for name in ["Old", "Committed", "Staged", "Modified", "Deleted"] {
      folder.write("Sources/\(name).swift", view)
    }
    try git(["init", "-q"], in: folder)
    try git(["add", "."], in: folder)
    try git(["commit", "-q", "-m", "one"], in: folder)
    try git(["tag", "base"], in: folder)
    folder.write("Sources/Committed.swift", "// c\n" + view)
    try git(["commit", "-q", "-am", "two"], in: folder)
    folder.write("Sources/Staged.swift", "// s\n" + view)
    try git(["add", "Sources/Staged.swift"], in: folder)
    folder.write("Sources/Modified.swift", "// m\n" + view)
    folder.write("Sources/New.swift", view)
    folder.write("Other/Outside.swift", view)
    try FileManager.default.removeItem(atPath: folder.path + "/Sources/Deleted.swift")
    let result = try run(["check", "--changed-since", "base"] + options + ["Sources"], in: folder)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) },
      [
        "Sources/Committed.swift", "Sources/Modified.swift", "Sources/New.swift",
        "Sources/Staged.swift",
      ])
    XCTAssertEqual(
      result.stderr,
      "swiftui-migrate check: 4 files read, 4 would change, 4 fixes (foreground-style 4), 0 diagnostics\n"
    )
  }

  func testBadSelectionsAreOneErrorAndWriteNothing() throws {
    let repository = TemporaryFolder()
    repository.write("A.swift", view)
    try git(["init", "-q"], in: repository)
    try git(["add", "."], in: repository)
    try git(["commit", "-q", "-m", "one"], in: repository)
    let plain = TemporaryFolder()
    plain.write("A.swift", view)
    let cases: [([String], TemporaryFolder, String)] = [
      (
        ["apply", "--shard", "3/2"], plain,
        "swiftui-migrate: --shard must be I/N with I from 1 to N, such as 1/4, not '3/2'\n"
      ),
      (
        ["apply", "--shard", "0/2"], plain,
        "swiftui-migrate: --shard must be I/N with I from 1 to N, such as 1/4, not '0/2'\n"
      ),
      (
        ["apply", "--changed-since", "no-such-ref"], repository,
        "swiftui-migrate: --changed-since: unknown git ref 'no-such-ref'\n"
      ),
      (
        ["apply", "--changed-since", "HEAD"], plain,
        "swiftui-migrate: --changed-since needs a git work tree, and . is not in one\n"
      ),
    ]
    for (arguments, folder, expected) in cases {
      let before = folder.snapshot()
      let result = try run(arguments + options, in: folder)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.stdout, "")
      XCTAssertEqual(result.stderr, expected)
      XCTAssertEqual(folder.snapshot(), before, "nothing written for \(arguments)")
    }
  }
}
