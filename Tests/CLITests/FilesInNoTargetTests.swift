import Foundation
import TestSupport
import XCTest

/// Files an Xcode project holds in no target (a watch extension folder whose target was
/// removed): no target compiles them, and the project's own settings are no target's, so
/// their targets are unknown. The run says so once, on the project's line, with the folders.
final class FilesInNoTargetTests: CLITestCase {
  private func project() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try FileManager.default.copyItem(
      atPath: TestSupport.Paths.fixtures.path + "/Projects/WatchLeftover",
      toPath: folder.path + "/WatchLeftover")
    return folder
  }

  func testFilesInNoTargetHaveUnknownTargetsToldOncePerProject() throws {
    let result = try run(["check", "WatchLeftover"], in: project())
    XCTAssertEqual(result.status, 1)
    // The watch file is not read as the project's iOS 15: no foregroundStyle (watchOS 8)
    // and no ignoresSafeArea (watchOS 7) rewrite, and no per-finding "targets unknown".
    XCTAssertEqual(
      result.stdout,
      """
      WatchLeftover/Remote Watch Extension/LoadGauge.swift:14:9: note: `VStack` with text or controls ignores the safe area on every edge, so its content runs under the bars and home indicator; move `.ignoresSafeArea()` to a backdrop (`.background { bg.ignoresSafeArea() }`) or limit it to the intended edges (`edges: .bottom`) [ignores-safe-area-scope]
      WatchLeftover/Remote/HostList.swift:9:17: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour; written Color.secondary (.secondary would be the hierarchical style) [foreground-style]

      """)
    XCTAssertEqual(
      result.stderr,
      """
      note: Remote (WatchLeftover/Remote.xcodeproj, target Remote): iOS 15.0
      note: WatchLeftover/Remote.xcodeproj (files in no target): targets unknown: the oldest OS is assumed (1 file, in WatchLeftover/Remote Watch Extension)
      swiftui-migrate check: 2 files read, 1 would change, 1 fix (foreground-style 1), 1 diagnostic (1 more with --verbose)

      """)
  }

  func testVerboseShowsWhyTheDeprecatedSpellingStays() throws {
    let result = try run(["check", "--verbose", "WatchLeftover"], in: project())
    XCTAssertTrue(
      result.stdout.contains(
        "WatchLeftover/Remote Watch Extension/LoadGauge.swift:14:10: note: `edgesIgnoringSafeArea(_:)` is deprecated, but its replacement `ignoresSafeArea(edges:)` needs iOS 14, macOS 11, tvOS 14, watchOS 7 and the deployment targets are unknown (pass --deployment-target) [ignores-safe-area-scope]\n"
      ), result.stdout)
  }

  func testTheFlagGivesThemTargets() throws {
    let result = try run(
      ["diff", "--deployment-target", "watchOS=8.0", "WatchLeftover"], in: project())
    XCTAssertTrue(
      result.stdout.contains("+                .foregroundStyle(.green)\n"), result.stdout)
  }
}
