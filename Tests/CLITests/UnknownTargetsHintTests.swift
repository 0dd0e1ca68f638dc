import Foundation
import TestSupport
import XCTest

/// A project that does not say some targets' deployment targets (a Tuist target without a
/// `deploymentTargets:` literal, a Tuist manifest whose targets are computed): the run says
/// once how many files that leaves at the oldest OS and how to give their targets.
final class UnknownTargetsHintTests: CLITestCase {
  private let view = """
    import SwiftUI

    struct Badge: View {
      var body: some View {
        Text("New").foregroundColor(.red)
      }
    }

    """

  func testTuistTargetsReadFromLiteralsAndTheOthersHinted() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Project.swift",
      """
      import ProjectDescription

      let project = Project(
        name: "Shop",
        targets: [
          .target(
            name: "Shop", destinations: .iOS, product: .app, bundleId: "dev.example.shop",
            deploymentTargets: .iOS("17.0"), sources: ["Shop/Sources/**"]),
          .target(
            name: "ShopKit", destinations: .iOS, product: .framework,
            bundleId: "dev.example.shopkit", sources: "ShopKit/Sources/**"),
        ]
      )

      """)
    folder.write("Shop/Sources/Badge.swift", view)
    folder.write("ShopKit/Sources/Badge.swift", view)
    folder.write("ShopKit/Sources/Other.swift", "struct Other {}\n")
    let result = try run(["check", "--only", "foreground-style", "."], in: folder)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      note: Shop (Project.swift, target Shop): iOS 17.0
      note: ShopKit (Project.swift, target ShopKit): targets unknown: the oldest OS is assumed
      note: deployment targets unknown for 2 files (the oldest OS is assumed): give them with --deployment-target (e.g. iOS=17.0,macOS=14.0) or a --deployment-target line in .swiftui-migrate
      swiftui-migrate check: 4 files read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics

      """)
    XCTAssertEqual(
      result.stdout,
      """
      Shop/Sources/Badge.swift:5:16: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]

      """)
  }

  /// A Tuist app whose manifest calls a helper (`Project.app(…)`): its targets are computed
  /// by code the tool does not run.
  private func tuistAppBuiltByAHelper() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "Project.swift",
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project.app(name: "Shop", destinations: .iOS)

      """)
    folder.write("Targets/Shop/Sources/Badge.swift", view)
    return folder
  }

  func testComputedTuistTargetsAreNotedAndHinted() throws {
    let folder = tuistAppBuiltByAHelper()
    let result = try run(["check", "--only", "foreground-style", "."], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      note: Project.swift: not followed (computed by code the tool does not run): the targets Project.app(…) may add; targets unknown: the oldest OS is assumed
      note: Project.swift (targets not read): targets unknown: the oldest OS is assumed (1 file, in Targets/Shop/Sources)
      note: deployment targets unknown for 1 file (the oldest OS is assumed): give them with --deployment-target (e.g. iOS=17.0,macOS=14.0) or a --deployment-target line in .swiftui-migrate
      swiftui-migrate check: 2 files read, 0 would change, 0 fixes, 0 diagnostics

      """)
  }

  /// With `--deployment-target` the targets are the user's: the notes that the manifest's
  /// are unknown and the oldest OS assumed would be untrue (a Tuist app whose manifests all
  /// call helpers printed one per manifest).
  func testComputedTuistTargetsAreNotNotedWhenTheFlagGivesThem() throws {
    let folder = tuistAppBuiltByAHelper()
    let result = try run(
      ["check", "--only", "foreground-style", "--deployment-target", "iOS=17.0", "."],
      in: folder)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stderr,
      """
      swiftui-migrate check: 2 files read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics

      """)
  }
}
