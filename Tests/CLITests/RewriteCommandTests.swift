import Foundation
import Migrations
import TestSupport
import XCTest

/// `diff`, `apply` and `check` end to end. Exact output is asserted where it does not
/// depend on which migrations are registered; the rest checks the contract that holds
/// for any registry: diff and check write nothing, apply writes exactly what diff shows,
/// check fails exactly when apply would change something, and a second apply is a no-op.
final class RewriteCommandTests: CLITestCase {
  private func copy(_ folder: TemporaryFolder) -> TemporaryFolder {
    let copy = TemporaryFolder()
    for (path, data) in folder.snapshot() { copy.write(path, bytes: Array(data)) }
    return copy
  }

  func testDiffAndCheckWriteNothingAndApplyWritesWhatDiffShows() throws {
    let project = makeProject()
    let before = project.snapshot()
    let diff = try run(["diff", "--include-review"], in: project)
    XCTAssertEqual(diff.status, 0, diff.stderr)
    XCTAssertEqual(project.snapshot(), before, "diff writes nothing")
    let check = try run(["check", "--include-review"], in: project)
    XCTAssertEqual(project.snapshot(), before, "check writes nothing")
    XCTAssertEqual(check.status, diff.stdout.isEmpty ? 0 : 1, check.stdout + check.stderr)

    // The diff, applied by git to a copy, gives what apply writes.
    let patched = copy(project)
    if !diff.stdout.isEmpty {
      XCTAssertEqual(
        try runProcess("/usr/bin/env", ["git", "init", "-q"], in: patched.path).status, 0)
      let patchFile = patched.write(".swiftui-migrate.patch", diff.stdout)
      let gitApply = try runProcess("/usr/bin/env", ["git", "apply", patchFile], in: patched.path)
      XCTAssertEqual(gitApply.status, 0, gitApply.stderr)
      try FileManager.default.removeItem(atPath: patchFile)
      try FileManager.default.removeItem(atPath: patched.path + "/.git")
    }
    let apply = try run(["apply", "--include-review"], in: project)
    XCTAssertEqual(apply.status, 0, apply.stderr)
    XCTAssertEqual(project.snapshot(), patched.snapshot(), "apply writes exactly what diff shows")

    let again = try run(["diff", "--include-review"], in: project)
    XCTAssertEqual(again.stdout, "", "a second run changes nothing")
    XCTAssertEqual(try run(["check", "--include-review"], in: project).status, 0)
  }

  func testOnlyOneMigrationRewritesOnlyItsPattern() throws {
    let project = makeProject()
    let result = try run(["diff", "--only", "full-width-frame"], in: project)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stderr,
      "swiftui-migrate diff: 3 files read, 2 would change, 2 fixes (full-width-frame 2), 0 diagnostics\n"
    )
    let hunkHeaders = result.stdout.split(separator: "\n").filter { $0.hasPrefix("@@ ") }
    XCTAssertEqual(hunkHeaders.count, 2)
    XCTAssertTrue(hunkHeaders.allSatisfy { $0.hasSuffix(" @@ full-width-frame") }, "\(hunkHeaders)")
    XCTAssertTrue(
      result.stdout.contains(
        "+                Text(\"Title\")\n+                    .frame(maxWidth: .infinity, alignment: .leading)\n"
      ))
    XCTAssertFalse(result.stdout.contains("foregroundStyle"), "other migrations stay off")
  }

  func testSummaryLineEndsEveryRun() throws {
    let project = makeProject()
    for command in ["diff", "apply", "check"] {
      let result = try run([command, "Sources/App/Model.swift"], in: project)
      let lines = result.stderr.split(separator: "\n")
      XCTAssertTrue(
        lines.last?.hasPrefix("swiftui-migrate \(command): 1 file read, ") ?? false, result.stderr)
    }
  }

  func testUnreadableFilesAreReportedAndTheOthersProcessed() throws {
    let project = makeProject()
    project.write(
      "Sources/App/Latin1.swift", bytes: Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8))
    let parent = (project.path as NSString).deletingLastPathComponent
    let name = project.url.lastPathComponent
    let result = try run(["diff", name + "/Sources", name + "/Missing.swift"], in: parent)
    XCTAssertEqual(result.status, 2, "a PATH that cannot be read")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "\(name)/Missing.swift: error: no such file or folder")
    XCTAssertTrue(
      lines.contains("\(name)/Sources/App/Latin1.swift: skipped: not valid UTF-8"), result.stderr)
    XCTAssertTrue(lines.last!.hasPrefix("swiftui-migrate diff: 4 files read, "), result.stderr)
    XCTAssertTrue(lines.last!.contains(", 1 skipped (not valid UTF-8 1), 1 error"), result.stderr)
    for line in result.stdout.split(separator: "\n")
    where line.hasPrefix("+++ ") || line.hasPrefix("--- ") {
      XCTAssertTrue(
        line.hasPrefix("--- a/\(name)/Sources/") || line.hasPrefix("+++ b/\(name)/Sources/"),
        String(line))
    }
    // Without the missing path, the bad file alone does not fail the run.
    let withoutMissing = try run(["diff", name + "/Sources"], in: parent)
    XCTAssertEqual(withoutMissing.status, 0, withoutMissing.stderr)
  }

  func testJSONDocument() throws {
    let project = makeProject()
    project.write("Bad.swift", bytes: [0xFF, 0x0A])
    let result = try run(
      ["check", "--format", "json", "--deployment-target", "iOS=17.0,macOS=14.0"], in: project)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(document["command"] as? String, "check")
    let targets = try XCTUnwrap(document["deploymentTargets"] as? [String: Any])
    XCTAssertEqual(targets["versions"] as? [String: String], ["iOS": "17.0", "macOS": "14.0"])
    XCTAssertEqual(targets["source"] as? String, "--deployment-target")
    let summary = try XCTUnwrap(document["summary"] as? [String: Any])
    XCTAssertEqual(summary["filesRead"] as? Int, 4)
    XCTAssertEqual(summary["skipped"] as? [String: Int], ["not valid UTF-8": 1])
    let files = try XCTUnwrap(document["files"] as? [[String: Any]])
    let bad = try XCTUnwrap(files.first { $0["path"] as? String == "Bad.swift" })
    XCTAssertEqual(bad["status"] as? String, "skipped")
    XCTAssertEqual(bad["reason"] as? String, "not valid UTF-8")
    for file in files {
      for finding in file["findings"] as? [[String: Any]] ?? [] {
        XCTAssertNotNil(finding["id"] as? String)
        XCTAssertNotNil((finding["range"] as? [String: Any])?["start"])
      }
    }
    // Deterministic: the same run gives the same bytes.
    let second = try run(
      ["check", "--format", "json", "--deployment-target", "iOS=17.0,macOS=14.0"], in: project)
    XCTAssertEqual(second.stdout, result.stdout)
  }

  func testDeploymentTargetsComeFromThePackageManifest() throws {
    let project = makeProject()
    project.write(
      "Package.swift",
      "let package = Package(name: \"App\", platforms: [.iOS(.v16), .macOS(\"13.3\")])\n")
    let result = try run(["diff", "--format", "json", "Sources"], in: project)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let targets = try XCTUnwrap(document["deploymentTargets"] as? [String: Any])
    XCTAssertEqual(targets["versions"] as? [String: String], ["iOS": "16.0", "macOS": "13.3"])
    XCTAssertEqual(targets["source"] as? String, "Package.swift")
    XCTAssertEqual(targets["known"] as? Bool, true)
  }

  func testOnlySelectsMigrationsAndJobsDoNotChangeOutput() throws {
    let project = makeProject()
    let serial = try run(["diff", "--jobs", "1", "--include-review"], in: project)
    let parallel = try run(["diff", "--jobs", "4", "--include-review"], in: project)
    XCTAssertEqual(serial.stdout, parallel.stdout)
    XCTAssertEqual(serial.stderr, parallel.stderr)
    guard let first = allMigrations.first else { return }
    let only = try run(["diff", "--only", first.id, "--include-review"], in: project)
    XCTAssertEqual(only.status, 0, only.stderr)
    for line in only.stdout.split(separator: "\n") where line.hasPrefix("@@") {
      XCTAssertTrue(line.hasSuffix("@@ \(first.id)"), String(line))
    }
  }
}
