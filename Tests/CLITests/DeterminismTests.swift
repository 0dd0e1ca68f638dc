import Foundation
import TestSupport
import XCTest

/// Over a copy of all fixtures and the demo app: the output does not depend on `--jobs` or on
/// the run, and a second `apply` changes nothing.
final class DeterminismTests: CLITestCase {
  /// Unknown deployment targets (the oldest), and targets new enough for every migration.
  static let configurations: [[String]] = [
    ["--include-review"],
    [
      "--include-review", "--deployment-target",
      "iOS=26.0,macOS=26.0,tvOS=26.0,watchOS=26.0,visionOS=26.0",
    ],
  ]

  func copyOfFixtures() throws -> TemporaryFolder {
    let folder = TemporaryFolder(prefix: "determinism")
    try FileManager.default.copyItem(
      atPath: TestSupport.Paths.fixtures.path, toPath: folder.path + "/Fixtures")
    return folder
  }

  func testOutputDoesNotDependOnJobsOrRun() throws {
    let folder = try copyOfFixtures()
    let before = folder.snapshot()
    for options in Self.configurations {
      for command in ["diff", "check"] {
        let serial = try run([command, "--jobs", "1"] + options + ["Fixtures"], in: folder)
        let parallel = try run([command, "--jobs", "8"] + options + ["Fixtures"], in: folder)
        let again = try run([command, "--jobs", "8"] + options + ["Fixtures"], in: folder)
        for other in [parallel, again] {
          XCTAssertEqual(other.status, serial.status, "\(command) \(options)")
          XCTAssertEqual(other.stdout, serial.stdout, "\(command) \(options): standard output")
          XCTAssertEqual(other.stderr, serial.stderr, "\(command) \(options): standard error")
        }
        XCTAssertFalse(serial.stderr.contains("bug:"), serial.stderr)
        if command == "diff" {
          XCTAssertEqual(serial.status, 0, serial.stderr)
          XCTAssertTrue(serial.stdout.contains("\n+"), "the migrations have work to do")
        } else {
          XCTAssertEqual(serial.status, 1, "check finds what diff changes")
        }
        let json = try run(
          [command, "--format", "json", "--jobs", "1"] + options + ["Fixtures"], in: folder)
        let jsonParallel = try run(
          [command, "--format", "json", "--jobs", "8"] + options + ["Fixtures"], in: folder)
        XCTAssertEqual(json.stdout, jsonParallel.stdout, "\(command) \(options): JSON")
      }
    }
    XCTAssertEqual(folder.snapshot(), before, "diff and check write nothing")
  }

  func testSecondApplyChangesNothing() throws {
    for options in Self.configurations {
      let folder = try copyOfFixtures()
      let before = folder.snapshot()
      let first = try run(["apply"] + options + ["Fixtures"], in: folder)
      XCTAssertEqual(first.status, 0, first.stderr)
      XCTAssertFalse(first.stderr.contains("bug:"), first.stderr)
      let afterFirst = folder.snapshot()
      XCTAssertNotEqual(afterFirst, before, "\(options): the first apply changes files")

      let second = try run(["apply"] + options + ["Fixtures"], in: folder)
      XCTAssertEqual(second.status, 0, second.stderr)
      XCTAssertEqual(second.stdout, "", "\(options): files written by the second apply")
      XCTAssertEqual(folder.snapshot(), afterFirst, "\(options): the second apply changed files")
      let diff = try run(["diff"] + options + ["Fixtures"], in: folder)
      XCTAssertEqual(diff.stdout, "", "\(options): diff after apply")
      let check = try run(["check"] + options + ["Fixtures"], in: folder)
      XCTAssertEqual(check.status, 0, "\(options): check after apply\n\(check.stdout)")
    }
  }
}
