import Foundation
import TestSupport
import XCTest

/// `diff --stdin-path` and `apply --stdin-path`: an editor's buffer on standard input.
final class StdinPathTests: CLITestCase {
  private let view = """
    struct V: View {
        var body: some View {
            Text("a").foregroundColor(.red)
        }
    }

    """

  private func project() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", platforms: [.iOS(.v17)], targets: [.target(name: "P")])

      """)
    folder.write(".swiftui-migrate", "--only foreground-style,view-builder-content\n")
    folder.write("Sources/P/OnDisk.swift", "let onDisk = 1\n")
    folder.write(
      "Sources/P/BoxExtras.swift",
      """
      import SwiftUI

      extension Box {
          func twice() -> some View {
              VStack { content(); content() }
          }
      }

      """)
    return folder
  }

  private func run(_ arguments: [String], stdin: String, in folder: TemporaryFolder) throws
    -> ProcessResult
  {
    try runProcess(Self.binary, arguments, in: folder.path, input: Data(stdin.utf8))
  }

  func testDiffTreatsTheBufferAsThePathWithItsTargetsConfigAndProject() throws {
    let folder = project()
    let before = folder.snapshot()
    // Targets (iOS 17) from Package.swift, --only from the configuration file.
    let result = try run(
      ["diff", "--stdin-path", "Sources/P/OnDisk.swift"], stdin: view, in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      --- a/Sources/P/OnDisk.swift
      +++ b/Sources/P/OnDisk.swift
      @@ -1,5 +1,5 @@ foreground-style
       struct V: View {
           var body: some View {
      -        Text("a").foregroundColor(.red)
      +        Text("a").foregroundStyle(.red)
           }
       }

      """)
    XCTAssertEqual(
      result.stderr,
      """
      note: P (Package.swift, target P): iOS 17.0
      swiftui-migrate diff: 1 file read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics

      """)
    XCTAssertEqual(folder.snapshot(), before, "nothing written")
  }

  func testApplyPrintsTheRewrittenSourceAndWritesNothing() throws {
    let folder = project()
    let before = folder.snapshot()
    // A file that does not exist yet (an unsaved buffer) works too.
    let result = try run(
      ["apply", "--stdin-path", "Sources/P/Unsaved.swift"], stdin: view, in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout, view.replacingOccurrences(of: "foregroundColor", with: "foregroundStyle"))
    XCTAssertEqual(folder.snapshot(), before, "nothing written")

    // Nothing to do, or a buffer with syntax errors: the buffer comes back as it was.
    for source in ["let x = 1\n", "let x = (\n"] {
      let same = try run(
        ["apply", "--stdin-path", "Sources/P/OnDisk.swift"], stdin: source, in: folder)
      XCTAssertEqual(same.stdout, source)
      XCTAssertEqual(same.status, 0, same.stderr)
    }
  }

  /// The index comes from the buffer's project: `content` is read in another file of it.
  func testTheIndexReadsTheRestOfTheProject() throws {
    let folder = project()
    let box = """
      import SwiftUI

      struct Box<Content: View>: View {
          let content: () -> Content

          var body: some View {
              VStack { content() }
          }
      }

      """
    let result = try run(
      ["apply", "--stdin-path", "Sources/P/Box.swift"], stdin: box, in: folder)
    XCTAssertEqual(result.stdout, box, "left alone: BoxExtras.swift reads content outside body")
    let alone = TemporaryFolder()
    let rewritten = try run(
      ["apply", "--no-config", "--stdin-path", "Box.swift"], stdin: box, in: alone)
    XCTAssertNotEqual(rewritten.stdout, box, "on its own, the container is rewritten")
  }
}
