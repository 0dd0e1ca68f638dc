import Foundation
import TestSupport
import XCTest

/// `check` text output: `warning:` for a fix (`[id, review]` when only `--include-review`
/// applies it), `note:` for a finding without one, and findings that say there is nothing
/// to do only with `--verbose`.
final class CheckLevelTests: CLITestCase {
  private func project() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "Card.swift",
      """
      import SwiftUI

      struct Card<Content: View>: View {
          let content: (() -> Content)?
          let footer: () -> AnyView
          var body: some View {
              HStack {
                  Spacer()
                  // the title sits at the trailing edge
                  Text("Title").foregroundColor(.red)
              }
              footer()
          }
      }

      """)
    return folder
  }

  private let arguments = [
    "check", "--only", "foreground-style,full-width-frame,view-builder-content",
    "--deployment-target", "iOS=17.0", ".",
  ]

  func testLevelsAndTags() throws {
    let result = try run(arguments, in: project())
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stdout,
      """
      Card.swift:5:9: note: `footer` returns `AnyView`, not a generic `View` parameter; make the container generic over `Content: View` first [view-builder-content]
      Card.swift:7:9: warning: replace the HStack and Spacer with .frame(maxWidth: .infinity, alignment: .trailing) (review: a comment between a Spacer and its view stays above the view and may describe the layout the rewrite removes: check it) [full-width-frame, review]
      Card.swift:10:26: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]

      """)
    // The summary counts the one note printed, and says what `--verbose` adds.
    XCTAssertEqual(
      result.stderr,
      "swiftui-migrate check: 1 file read, 1 would change, 1 fix (foreground-style 1), 1 diagnostic (1 more with --verbose); 1 review fix not applied; rerun with --include-review\n"
    )
  }

  func testVerbosePrintsFindingsThatSayThereIsNothingToDo() throws {
    let result = try run(arguments + ["--verbose"], in: project())
    XCTAssertTrue(
      result.stdout.hasPrefix(
        "Card.swift:4:9: note: `content` is an optional closure; a stored view can't be absent the same way, so keep the closure [view-builder-content]\n"
      ), result.stdout)
    XCTAssertEqual(result.stdout.split(separator: "\n").count, 4)
    XCTAssertEqual(
      result.stderr,
      "swiftui-migrate check: 1 file read, 1 would change, 1 fix (foreground-style 1), 2 diagnostics; 1 review fix not applied; rerun with --include-review\n"
    )
  }

  func testDiffSummaryCountsTheDiagnosticsCheckPrints() throws {
    let result = try run(["diff"] + arguments.dropFirst(), in: project())
    XCTAssertTrue(
      result.stderr.hasSuffix(
        ", 1 diagnostic (1 more with --verbose); 1 review fix not applied; rerun with --include-review\n"
      ), result.stderr)
  }
}
