import Foundation
import TestSupport
import XCTest

/// `apply --add-suppressions` (a baseline for big codebases) and
/// `check --report-unused-suppressions`.
final class SuppressionCommandTests: CLITestCase {
  private let targets = ["--deployment-target", "iOS=17.0"]
  private let outsideGit =
    "swiftui-migrate: note: not in a git work tree, so apply cannot check for uncommitted changes; going ahead\n"

  private let source = """
    import SwiftUI

    struct A: View {
        var body: some View {
            VStack {
                // swiftui-migrate: NAV001 keep this layout for the nav team
                Text("a").foregroundColor(.red)
                // swiftui-migrate:disable:next navigation-title -- design asked
                Text("b").foregroundColor(.blue)
                Text("c")
                    .foregroundColor(.green).cornerRadius(3)
                Text("d").foregroundColor(.red) // swiftui-migrate:disable:this foreground-style
            }
        }
    }

    """

  func testAddSuppressionsWritesABaselineAndASecondRunNothing() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", source)
    folder.write(
      "B.swift", "\tlet x = 1\r\n\tvar body: some View { Text(\"\").cornerRadius(2) }\r\n")
    folder.write("Clean.swift", "let clean = 1\n")
    let diff = try run(["diff", "--add-suppressions"] + targets, in: folder)
    XCTAssertEqual(diff.status, 0)
    let apply = try run(["apply", "--add-suppressions"] + targets, in: folder)
    XCTAssertEqual(apply.status, 0)
    XCTAssertEqual(apply.stdout, "A.swift\nB.swift\n")
    XCTAssertEqual(
      apply.stderr,
      outsideGit
        + "swiftui-migrate apply: 3 files read, 2 changed, 0 fixes, 0 diagnostics, 5 suppressions added (clip-shape-corner-radius 2, foreground-style 3)\n"
    )
    // The other tool's comment is left alone and gets a comment of ours below it; the
    // finding under a directive of ours for another id joins that directive.
    XCTAssertEqual(
      folder.read("A.swift"),
      """
      import SwiftUI

      struct A: View {
          var body: some View {
              VStack {
                  // swiftui-migrate: NAV001 keep this layout for the nav team
                  // swiftui-migrate:disable:next foreground-style -- baseline
                  Text("a").foregroundColor(.red)
                  // swiftui-migrate:disable:next navigation-title foreground-style -- design asked
                  Text("b").foregroundColor(.blue)
                  Text("c")
                      // swiftui-migrate:disable:next foreground-style clip-shape-corner-radius -- baseline
                      .foregroundColor(.green).cornerRadius(3)
                  Text("d").foregroundColor(.red) // swiftui-migrate:disable:this foreground-style
              }
          }
      }

      """)
    XCTAssertEqual(
      folder.read("B.swift"),
      "\tlet x = 1\r\n\t// swiftui-migrate:disable:next clip-shape-corner-radius -- baseline\r\n"
        + "\tvar body: some View { Text(\"\").cornerRadius(2) }\r\n")
    // `diff` showed exactly what `apply` wrote.
    XCTAssertEqual(
      Array(diff.stdout.utf8).split(separator: 10)
        .filter { $0.first == UInt8(ascii: "+") && !$0.starts(with: Array("+++".utf8)) }.count, 4)
    let again = try run(["apply", "--add-suppressions"] + targets, in: folder)
    XCTAssertEqual(again.status, 0)
    XCTAssertEqual(again.stdout, "")
    XCTAssertEqual(
      again.stderr,
      outsideGit + "swiftui-migrate apply: 3 files read, 0 changed, 0 fixes, 0 diagnostics\n")
    let strict = try run(["check", "--strict"] + targets, in: folder)
    XCTAssertEqual(strict.status, 0, strict.stdout)
    XCTAssertEqual(strict.stdout, "")
  }

  func testAddSuppressionsFollowsOnlyAndExcludeAndDiffWritesNothing() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", source)
    let before = folder.snapshot()
    let diff = try run(
      ["diff", "--add-suppressions", "--only", "deprecated-api", "--exclude", "foreground-style"]
        + targets, in: folder)
    XCTAssertEqual(diff.status, 0)
    XCTAssertEqual(
      diff.stdout,
      """
      --- a/A.swift
      +++ b/A.swift
      @@ -8,6 +8,7 @@
                   // swiftui-migrate:disable:next navigation-title -- design asked
                   Text("b").foregroundColor(.blue)
                   Text("c")
      +                // swiftui-migrate:disable:next clip-shape-corner-radius -- baseline
                       .foregroundColor(.green).cornerRadius(3)
                   Text("d").foregroundColor(.red) // swiftui-migrate:disable:this foreground-style
               }

      """)
    XCTAssertEqual(
      diff.stderr,
      "swiftui-migrate diff: 1 file read, 1 would change, 0 fixes, 0 diagnostics, 1 suppression to add (clip-shape-corner-radius 1)\n"
    )
    XCTAssertEqual(folder.snapshot(), before)
  }

  /// A line that begins inside a multi-line string gets `disable:this` at its end; one that
  /// also ends in a comment gets nothing, and a note says so.
  func testLinesBeginningInsideAStringLiteral() throws {
    let folder = TemporaryFolder()
    folder.write(
      "S.swift",
      """
      struct S: View {
          var body: some View {
              Text(\"\"\"
                x
                \"\"\").foregroundColor(.red)
              Text(\"\"\"
                y
                \"\"\").foregroundColor(.red) // keep
          }
      }

      """)
    let result = try run(["apply", "--add-suppressions"] + targets, in: folder)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stderr,
      outsideGit
        + "S.swift: note: line 8: no suppression comment added for foreground-style: it begins inside a multi-line string literal or comment and ends in one or in a comment; add a suppression comment by hand\n"
        + "swiftui-migrate apply: 1 file read, 1 changed, 0 fixes, 0 diagnostics, 1 suppression added (foreground-style 1)\n"
    )
    XCTAssertEqual(
      folder.read("S.swift")!.split(separator: "\n")[4],
      "          \"\"\").foregroundColor(.red) // swiftui-migrate:disable:this foreground-style -- baseline"
    )
    let check = try run(["check"] + targets, in: folder)
    XCTAssertEqual(
      check.stdout,
      "S.swift:8:15: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]\n"
    )
  }

  func testReportUnusedSuppressions() throws {
    let folder = TemporaryFolder()
    folder.write(
      "A.swift",
      """
      import SwiftUI

      struct A: View {
          var body: some View {
              VStack {
                  // swiftui-migrate: NAV001 keep this layout for the nav team
                  Text("z")
                  // swiftui-migrate:disable:next foreground-style, navigation-title
                  Text("a").foregroundColor(.red)
                  Text("b") // swiftui-migrate:disable:this clip-shape-corner-radius
                  // swiftui-migrate:disable:next foreground-stlye
                  Text("c")
                  // swiftui-migrate:disable navigation-stack
                  Text("d")
                  // swiftui-migrate:enable navigation-stack
                  // swiftui-migrate:disable:next all -- nothing here either
                  Text("e")
                  // swiftui-migrate:disable:next screen-size
                  Text("f")
              }
          }
      }

      """)
    let expected = """
      A.swift:8:13: warning: suppression comment switches nothing off: no navigation-title finding on the next line [unused-suppression]
      A.swift:10:23: warning: suppression comment switches nothing off: no clip-shape-corner-radius finding on this line [unused-suppression]
      A.swift:11:13: warning: suppression comment names no migration: 'foreground-stlye'; did you mean 'foreground-style'? [unused-suppression]
      A.swift:13:13: warning: suppression comment switches nothing off: no navigation-stack finding in the lines it switches off [unused-suppression]
      A.swift:16:13: warning: suppression comment switches nothing off: no finding on the next line [unused-suppression]
      A.swift:18:13: warning: suppression comment switches nothing off: no screen-size finding on the next line [unused-suppression]

      """
    let check = try run(["check", "--report-unused-suppressions"] + targets, in: folder)
    XCTAssertEqual(check.stdout, expected)
    XCTAssertEqual(
      check.stderr,
      "swiftui-migrate check: 1 file read, 0 would change, 0 fixes, 0 diagnostics, 6 unused suppressions\n"
    )
    // Like any finding without a fix: exit 1 only with --strict.
    XCTAssertEqual(check.status, 0)
    let strict = try run(
      ["check", "--strict", "--report-unused-suppressions"] + targets, in: folder)
    XCTAssertEqual(strict.status, 1)
    XCTAssertEqual(strict.stdout, expected)
    // Without the flag, nothing is said about them.
    let plain = try run(["check", "--strict"] + targets, in: folder)
    XCTAssertEqual(plain.status, 0)
    XCTAssertEqual(plain.stdout, "")
    // A migration left out of the run cannot be judged: only `foreground-stlye` (no such
    // migration) and navigation-title's neighbour are reported with --only.
    let only = try run(
      ["check", "--report-unused-suppressions", "--only", "foreground-style,navigation-title"]
        + targets, in: folder)
    XCTAssertEqual(
      only.stdout,
      """
      A.swift:8:13: warning: suppression comment switches nothing off: no navigation-title finding on the next line [unused-suppression]
      A.swift:11:13: warning: suppression comment names no migration: 'foreground-stlye'; did you mean 'foreground-style'? [unused-suppression]

      """)
    let github = try run(
      ["check", "--format", "github", "--report-unused-suppressions", "--only", "navigation-title"]
        + targets, in: folder)
    XCTAssertEqual(
      github.stdout,
      """
      ::warning file=A.swift,line=8,col=13,title=unused-suppression::suppression comment switches nothing off: no navigation-title finding on the next line
      ::warning file=A.swift,line=11,col=13,title=unused-suppression::suppression comment names no migration: 'foreground-stlye'; did you mean 'foreground-style'?

      """)
    let json = try run(
      ["check", "--format", "json", "--report-unused-suppressions", "--only", "navigation-title"]
        + targets, in: folder)
    XCTAssertTrue(
      json.stdout.contains(
        """
        "unusedSuppressions": [
                {
                  "column": 13,
                  "ids": [
                    "navigation-title"
                  ],
                  "line": 8,
        """), json.stdout)
    XCTAssertTrue(json.stdout.contains("\"unusedSuppressions\": 2"), json.stdout)
    let sarif = try run(
      ["check", "--format", "sarif", "--report-unused-suppressions"], in: folder)
    XCTAssertEqual(sarif.status, 2)
    XCTAssertEqual(
      sarif.stderr,
      "swiftui-migrate: --report-unused-suppressions prints text, json or github, not sarif\n")
  }

  /// A use kept by a suppression blocks its ObservableObject class: the comment is at work
  /// although no finding is printed under it.
  func testASuppressionThatKeepsAnObservableObjectIsUsed() throws {
    let fixture = TestSupport.Paths.fixtures
      .appendingPathComponent("observable-macro/blocked-suppressed-use/input").path
    let result = try run(
      ["check", "--verbose", "--report-unused-suppressions"] + targets, in: fixture)
    XCTAssertEqual(
      result.stdout,
      "Theme.swift:4:13: note: Theme stays ObservableObject: a suppression comment keeps it (ThemedView.swift:5) [observable-macro]\n"
    )
  }

  /// Editors: the buffer with its baseline comments on stdout, nothing written.
  func testAddSuppressionsFromStandardInput() throws {
    let folder = TemporaryFolder()
    let buffer =
      "struct V: View {\n    var body: some View { Text(\"\").foregroundColor(.red) }\n}\n"
    let result = try runProcess(
      Self.binary, ["apply", "--add-suppressions", "--stdin-path", "V.swift"] + targets,
      in: folder.path, input: Data(buffer.utf8))
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stdout,
      "struct V: View {\n    // swiftui-migrate:disable:next foreground-style -- baseline\n"
        + "    var body: some View { Text(\"\").foregroundColor(.red) }\n}\n")
    XCTAssertEqual(folder.snapshot(), [:])
  }

  func testFlagsBelongToTheirCommands() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", source)
    let check = try run(["check", "--add-suppressions"], in: folder)
    XCTAssertEqual(check.status, 2)
    XCTAssertEqual(
      check.stderr,
      "swiftui-migrate: unknown option '--add-suppressions' for check; see 'swiftui-migrate --help'\n"
    )
    let apply = try run(["apply", "--report-unused-suppressions"], in: folder)
    XCTAssertEqual(apply.status, 2)
  }
}
