import Foundation
import TestSupport
import XCTest

/// `.swiftui-migrate` files, `--config`, `--no-config`, `--exclude-paths` and `--min-version`.
final class ConfigFileTests: CLITestCase {
  private let view = """
    struct V: View {
        var body: some View {
            Text("a").foregroundColor(.red)
        }
    }

    """

  private func project(config: String, at configPath: String = ".swiftui-migrate")
    -> TemporaryFolder
  {
    let folder = TemporaryFolder()
    folder.write("App/Sources/A.swift", view)
    folder.write("App/Sources/Generated/G.swift", view)
    folder.write("App/Pods/X/P.swift", view)
    folder.write("App/Sources/B.pb.swift", view)
    folder.write("App/" + configPath, config)
    return folder
  }

  private let teamConfig = """
    # Team settings: SwiftFormat's convention, options one or more per line.
    --only foreground-style   --deployment-target iOS=17.0   # comment after options
    --exclude-paths **/Generated/**,*.pb.swift
    --min-version 0.0.1

    """

  func testNearestConfigAppliesBeforeTheCommandLine() throws {
    let folder = project(config: teamConfig)
    let result = try run(["check", "App/Sources"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stdout,
      "App/Sources/A.swift:3:18: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]\n"
    )
    XCTAssertEqual(
      result.stderr,
      "swiftui-migrate check: 1 file read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics\n"
    )
    // The command line wins: its --exclude-paths replaces the file's (Pods stays excluded by
    // the walker's own list), its --only replaces the file's.
    let overridden = try run(
      ["check", "--exclude-paths", "Generated", "--only", "navigation-stack", "App"], in: folder)
    XCTAssertEqual(overridden.status, 0, overridden.stderr)
    XCTAssertEqual(
      overridden.stderr,
      "swiftui-migrate check: 2 files read, 0 would change, 0 fixes, 0 diagnostics\n")
    // --no-config: no targets, so no foregroundStyle fix (iOS 15+), and every file is read.
    let ignored = try run(["check", "--no-config", "App"], in: folder)
    XCTAssertTrue(
      ignored.stderr.hasPrefix("swiftui-migrate check: 3 files read"), ignored.stderr)
  }

  /// A file saved with Windows line endings reads as the same options, line by line.
  func testCRLFConfigReadsAsItsLFTwin() throws {
    let folder = project(config: teamConfig.replacingOccurrences(of: "\n", with: "\r\n"))
    let result = try run(["check", "App/Sources"], in: folder)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stderr,
      "swiftui-migrate check: 1 file read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics\n"
    )
    // A mistake is still named by its line.
    let mistaken = project(config: "--only foreground-style\r\n--frobnicate\r\n")
    let failed = try run(["check", "App/Sources"], in: mistaken)
    XCTAssertEqual(failed.status, 2)
    XCTAssertTrue(failed.stderr.hasPrefix("App/.swiftui-migrate:2: error:"), failed.stderr)
  }

  func testJSONNamesTheConfigurationFile() throws {
    let folder = project(config: teamConfig)
    let result = try run(["diff", "--format", "json", "App"], in: folder)
    XCTAssertTrue(result.stdout.contains("\"configFile\": \"App/.swiftui-migrate\""), result.stdout)
  }

  func testExplicitConfigAndExcludedExplicitFile() throws {
    let folder = project(config: "")
    folder.write("ci.swiftui-migrate", teamConfig)
    let result = try run(
      [
        "check", "--config", "ci.swiftui-migrate", "App/Sources/Generated/G.swift",
        "App/Sources/A.swift",
      ],
      in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stderr,
      """
      App/Sources/Generated/G.swift: skipped: excluded: --exclude-paths '**/Generated/**'
      swiftui-migrate check: 1 file read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics, 1 skipped (excluded 1)

      """)
  }

  func testMistakesNameTheFileAndLineAndWriteNothing() throws {
    let cases: [(String, String)] = [
      (
        "--only foreground-style\n--fromat json\n",
        "App/.swiftui-migrate:2: error: unknown option '--fromat' in a configuration file (it takes --only, --exclude, --include-review, --deployment-target, --exclude-paths, --min-version)\n"
      ),
      (
        "# c\n--exlude navigation-stack\n",
        "App/.swiftui-migrate:2: error: unknown option '--exlude' in a configuration file; did you mean '--exclude'?\n"
      ),
      ("--only\n", "App/.swiftui-migrate:1: error: --only needs a value\n"),
      (
        "only foreground-style\n",
        "App/.swiftui-migrate:1: error: expected an option such as --only, not 'only'\n"
      ),
      (
        "\n\n--only no-such-id\n",
        "App/.swiftui-migrate:3: error: unknown migration 'no-such-id' (see 'swiftui-migrate list')\n"
      ),
      (
        "--deployment-target iOS=seventeen\n",
        "App/.swiftui-migrate:1: error: --deployment-target: "
      ),
      (
        "--min-version 99.0.0\n",
        "App/.swiftui-migrate:1: error: this configuration needs swiftui-migrate 99.0.0 or newer; this is 0.1.0-dev\n"
      ),
      (
        "--min-version latest\n",
        "App/.swiftui-migrate:1: error: --min-version needs a version such as 1.2.0, not 'latest'\n"
      ),
    ]
    for (config, expected) in cases {
      let folder = project(config: config)
      let before = folder.snapshot()
      let result = try run(["apply", "App"], in: folder)
      XCTAssertEqual(result.status, 2, config)
      XCTAssertEqual(result.stdout, "", config)
      XCTAssertTrue(result.stderr.hasPrefix(expected), result.stderr)
      XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
      XCTAssertEqual(folder.snapshot(), before, "nothing written for \(config)")
    }
  }

  func testCommandLineMistakes() throws {
    let folder = project(config: teamConfig)
    folder.write("Other/.swiftui-migrate", "--include-review\n")
    folder.write("Other/C.swift", view)
    let cases: [([String], String)] = [
      (
        ["check", "App", "Other"],
        "swiftui-migrate: the PATHs have different configuration files (App/.swiftui-migrate, Other/.swiftui-migrate); run them separately, or name one with --config\n"
      ),
      (["check", "--config", "missing"], "swiftui-migrate: --config: no such file 'missing'\n"),
      (
        ["check", "--config", "App/.swiftui-migrate", "--no-config"],
        "swiftui-migrate: use one of --config and --no-config\n"
      ),
      (
        ["check", "--min-version", "99", "App"],
        "swiftui-migrate: --min-version needs swiftui-migrate 99 or newer; this is 0.1.0-dev\n"
      ),
    ]
    for (arguments, expected) in cases {
      let result = try run(arguments, in: folder)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.stderr, expected)
    }
  }
}
