import Foundation
import Migrations
import TestSupport
import XCTest

/// `list`, `explain`, `--help`, `--version` and usage errors.
final class CommandTests: CLITestCase {
  func testList() throws {
    let result = try run(["list"], in: TemporaryFolder())
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stderr, "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    XCTAssertEqual(lines.count, allMigrations.count)
    for (line, migration) in zip(lines, allMigrations) {
      XCTAssertTrue(line.hasPrefix(migration.id + " "), String(line))
      XCTAssertTrue(line.contains(" \(migration.safety.rawValue) "), String(line))
      XCTAssertTrue(line.hasSuffix("  " + migration.summary), String(line))
    }
  }

  func testExplainAGroupListsItsMembers() throws {
    let result = try run(["explain", "deprecated-api"], in: TemporaryFolder())
    XCTAssertEqual(result.status, 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let members = allMigrations.filter { $0.group == "deprecated-api" }.map(\.id)
    XCTAssertGreaterThanOrEqual(members.count, 6)
    XCTAssertEqual(
      lines.first,
      "deprecated-api: a group of \(members.count) migrations (select them all with --only deprecated-api):"
    )
    XCTAssertEqual(
      lines.dropFirst().prefix(members.count).map { String($0.prefix { $0 != " " }) }, members)
    XCTAssertEqual(lines.last, "Run 'swiftui-migrate explain <id>' for one of them.")
  }

  func testExplainUnknownIdIsAUsageError() throws {
    let folder = TemporaryFolder()
    let unknown = try run(["explain", "no-such-migration"], in: folder)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(unknown.stdout, "")
    XCTAssertEqual(
      unknown.stderr,
      "swiftui-migrate: unknown migration 'no-such-migration' (see 'swiftui-migrate list')\n")
    guard let first = allMigrations.first else { return }
    // A typo in a real id: drop one letter.
    var typo = first.id
    typo.remove(at: typo.index(typo.startIndex, offsetBy: typo.count / 2))
    let mistyped = try run(["explain", typo], in: folder)
    XCTAssertEqual(mistyped.status, 2)
    XCTAssertEqual(
      mistyped.stderr, "swiftui-migrate: unknown migration '\(typo)'; did you mean '\(first.id)'?\n"
    )
    let known = try run(["explain", first.id], in: folder)
    XCTAssertEqual(known.status, 0)
    XCTAssertTrue(known.stdout.hasPrefix("\(first.id) (\(first.safety.rawValue)"))
    XCTAssertTrue(known.stdout.contains(first.rationale))
  }

  func testUsageErrorsAreOneLineWithASuggestion() throws {
    let folder = TemporaryFolder()
    let cases: [([String], String)] = [
      (
        [],
        "swiftui-migrate: missing command (one of list, explain, diff, apply, check, parse); see 'swiftui-migrate --help'\n"
      ),
      (["dif"], "swiftui-migrate: unknown command 'dif'; did you mean 'diff'?\n"),
      (["--verison"], "swiftui-migrate: unknown option '--verison'; did you mean '--version'?\n"),
      (
        ["diff", "--onyl", "x"],
        "swiftui-migrate: unknown option '--onyl' for diff; did you mean '--only'?\n"
      ),
      (
        ["diff", "--strict"],
        "swiftui-migrate: unknown option '--strict' for diff; see 'swiftui-migrate --help'\n"
      ),
      (["diff", "--format", "xml"], "swiftui-migrate: --format must be text, json, github or sarif, not 'xml'\n"),
      (
        ["check", "--jobs", "0"],
        "swiftui-migrate: --jobs must be a whole number of at least 1, not '0'\n"
      ),
      (
        ["apply", "--only"],
        "swiftui-migrate: --only needs a value; see 'swiftui-migrate apply --help'\n"
      ),
      (
        ["check", "--only", "no-such-migration"],
        "swiftui-migrate: unknown migration 'no-such-migration' (see 'swiftui-migrate list')\n"
      ),
      (
        ["diff", "--deployment-target", "android=14"],
        "swiftui-migrate: --deployment-target: unknown platform 'android' (expected one of iOS, macOS, tvOS, watchOS, visionOS)\n"
      ),
      (["parse"], "swiftui-migrate: parse needs at least one PATH\n"),
      (
        ["parse", "--dump", "--print", "A.swift"],
        "swiftui-migrate: use one of --dump and --print\n"
      ),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments, in: folder)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.stdout, "", "\(arguments)")
      XCTAssertEqual(result.stderr, message, "\(arguments)")
    }
  }

  func testHelpAndVersion() throws {
    let folder = TemporaryFolder()
    let version = try run(["--version"], in: folder)
    XCTAssertEqual(version.status, 0)
    XCTAssertEqual(version.stdout, "swiftui-migrate 0.1.0-dev\n")
    let general = try run(["--help"], in: folder)
    XCTAssertEqual(general.status, 0)
    XCTAssertTrue(general.stdout.contains("swiftui-migrate diff   [options] [PATH...]"))
    for command in ["list", "explain", "diff", "apply", "check", "parse"] {
      let help = try run([command, "--help"], in: folder)
      XCTAssertEqual(help.status, 0, command)
      XCTAssertTrue(help.stdout.hasPrefix("Usage: swiftui-migrate \(command)"), command)
      XCTAssertEqual(try run(["help", command], in: folder).stdout, help.stdout)
    }
    XCTAssertTrue(try run(["check", "--help"], in: folder).stdout.contains("--strict"))
  }
}
