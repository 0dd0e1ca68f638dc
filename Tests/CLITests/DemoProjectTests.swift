import Foundation
import TestSupport
import XCTest

/// The README's first command runs on the demo app; its Xcode project must be read as a
/// real one, so a new user sees the demo's targets and no warning about our own files.
final class DemoProjectTests: CLITestCase {
  func testTheREADMEsFirstCommandReadsTheDemoProject() throws {
    let root = TestSupport.Paths.fixtures.deletingLastPathComponent().path
    let result = try run(["diff", "Fixtures/Demo"], in: root)
    XCTAssertEqual(result.status, 0)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 3, result.stderr)
    XCTAssertEqual(
      lines.first, "note: Demo (Fixtures/Demo/Demo.xcodeproj, target Demo): iOS 17.0, macOS 14.0")
    XCTAssertTrue(lines[1].hasPrefix("swiftui-migrate diff: 23 files read, "), result.stderr)
    // The same patch as with the targets given by hand.
    let given = try run(
      ["diff", "Fixtures/Demo", "--deployment-target", "iOS=17.0,macOS=14.0"], in: root)
    XCTAssertEqual(given.stdout, result.stdout)
    XCTAssertFalse(result.stdout.isEmpty)
  }
}
