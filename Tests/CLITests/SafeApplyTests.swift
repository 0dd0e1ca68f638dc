import Foundation
import TestSupport
import XCTest

/// `apply` refuses to write over uncommitted changes unless `--allow-dirty`.
final class SafeApplyTests: CLITestCase {
  private let view = """
    struct V: View {
        var body: some View {
            Text("a").foregroundColor(.red)
        }
    }

    """

  private let options = ["--only", "foreground-style", "--deployment-target", "iOS=17.0"]

  private func git(_ arguments: [String], in folder: TemporaryFolder) throws {
    let result = try runProcess(
      "/usr/bin/env",
      ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: folder.path)
    XCTAssertEqual(result.status, 0, result.stderr)
  }

  /// A repository with three files committed, then: A modified, B staged, D untracked;
  /// C clean; Plain.swift (nothing to rewrite) modified.
  private func repository() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("Sources/A.swift", view)
    folder.write("Sources/B.swift", view)
    folder.write("Sources/C.swift", view)
    folder.write("Sources/Plain.swift", "let x = 1\n")
    try git(["init", "-q"], in: folder)
    try git(["add", "."], in: folder)
    try git(["commit", "-q", "-m", "start"], in: folder)
    folder.write("Sources/A.swift", "// edited\n" + view)
    folder.write("Sources/B.swift", "// staged\n" + view)
    try git(["add", "Sources/B.swift"], in: folder)
    folder.write("Sources/D.swift", view)
    folder.write("Sources/Plain.swift", "let x = 2\n")
    return folder
  }

  func testApplyRefusesToWriteOverUncommittedChanges() throws {
    let folder = try repository()
    let before = folder.snapshot()
    let refused = try run(["apply"] + options + ["Sources"], in: folder)
    XCTAssertEqual(refused.status, 2)
    XCTAssertEqual(refused.stdout, "")
    XCTAssertEqual(
      refused.stderr,
      """
      swiftui-migrate: apply would write files with uncommitted changes; commit or stash them first, or rerun with --allow-dirty:
        Sources/A.swift (modified)
        Sources/B.swift (staged)
        Sources/D.swift (untracked)

      """)
    XCTAssertEqual(folder.snapshot(), before, "nothing written, not even git's index")

    // Only the clean file: it goes ahead (the modified Plain.swift is not written).
    let clean = try run(
      ["apply"] + options + ["Sources/C.swift", "Sources/Plain.swift"], in: folder)
    XCTAssertEqual(clean.status, 0, clean.stderr)
    XCTAssertEqual(clean.stdout, "Sources/C.swift\n")

    let allowed = try run(["apply", "--allow-dirty"] + options + ["Sources"], in: folder)
    XCTAssertEqual(allowed.status, 0, allowed.stderr)
    XCTAssertEqual(allowed.stdout, "Sources/A.swift\nSources/B.swift\nSources/D.swift\n")
    XCTAssertEqual(
      allowed.stderr,
      "swiftui-migrate apply: 5 files read, 3 changed, 3 fixes (foreground-style 3), 0 diagnostics\n"
    )
    // Nothing else of the repository changed: the index still has B staged as it was.
    let status = try runProcess(
      "/usr/bin/env", ["git", "status", "--porcelain"], in: folder.path)
    XCTAssertEqual(
      status.stdout,
      " M Sources/A.swift\nMM Sources/B.swift\n M Sources/C.swift\n M Sources/Plain.swift\n?? Sources/D.swift\n"
    )
  }

  func testOutsideAGitWorkTreeItSaysSoOnce() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", view)
    folder.write("B.swift", view)
    let result = try run(["apply"] + options + ["A.swift", "B.swift"], in: folder)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stderr,
      """
      swiftui-migrate: note: not in a git work tree, so apply cannot check for uncommitted changes; going ahead
      swiftui-migrate apply: 2 files read, 2 changed, 2 fixes (foreground-style 2), 0 diagnostics

      """)
  }
}
