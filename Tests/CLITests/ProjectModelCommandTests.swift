import Foundation
import TestSupport
import XCTest

/// The project model seen from the command line: one note per module, helper files per
/// module, per-file modules and targets in JSON, availability scopes, bad project files.
final class ProjectModelCommandTests: CLITestCase {
  private func notes(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter {
      $0.contains("note: ") && !$0.hasPrefix("swiftui-migrate: ")
    }
  }

  func testOneNotePerModuleAndHelpersInEachModule() throws {
    let folder = try copyProjects("XcodeApp", "PackageTargets", "ExplicitFiles")
    let result = try run(
      ["apply", "--include-review", "XcodeApp", "PackageTargets", "ExplicitFiles"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      notes(result.stderr),
      [
        "note: App (XcodeApp/App.xcodeproj, target App): iOS 16.4; also Mac Catalyst",
        "note: Core (PackageTargets/Package.swift, target Core): iOS 16.0, macOS 13.0",
        "note: CoreTests (PackageTargets/Package.swift, target CoreTests): iOS 16.0, macOS 13.0",
        "note: ExplicitFiles/Legacy.xcodeproj (files in no target): targets unknown: the oldest OS is assumed (1 file, in ExplicitFiles/Sources)",
        "note: Feature (PackageTargets/LocalPackages/Feature/Package.swift, target Feature): iOS 17.0, macOS 14.0",
        "note: Interface (PackageTargets/Package.swift, target Interface): iOS 16.0, macOS 13.0",
        "note: Legacy (ExplicitFiles/Legacy.xcodeproj, target Legacy): iOS 17.0",
        "note: Lint (XcodeApp/Package.swift, target Lint): macOS 15.0",
        "note: PackageTargets/Package.swift (files in no target): iOS 16.0, macOS 13.0 (1 file, in PackageTargets/Sources/UI/Legacy)",
        "note: Widget (XcodeApp/App.xcodeproj, target Widget): iOS 17.0; widget extension",
        "note: XcodeApp/App.xcodeproj (files in no target): targets unknown: the oldest OS is assumed (1 file, in XcodeApp/App/Preview)",
        "ExplicitFiles/Sources/Screens/SafeAreaBarOrInset.swift: note: add ExplicitFiles/Sources/Screens/SafeAreaBarOrInset.swift to target Legacy (Legacy.xcodeproj lists its files)",
      ])
    // One helper per module that calls it, in the module's root folder (a package
    // target's folder, a synchronized folder) or beside the first caller.
    let written = result.stdout.split(separator: "\n").map(String.init).filter {
      $0.hasSuffix("SafeAreaBarOrInset.swift")
    }
    XCTAssertEqual(
      written,
      [
        "ExplicitFiles/Sources/Screens/SafeAreaBarOrInset.swift",
        "PackageTargets/LocalPackages/Feature/Sources/Feature/SafeAreaBarOrInset.swift",
        "PackageTargets/Sources/Core/SafeAreaBarOrInset.swift",
        "XcodeApp/App/SafeAreaBarOrInset.swift",
        "XcodeApp/Widget/SafeAreaBarOrInset.swift",
      ])
    // Each module's targets decide: iOS 16.4 keeps onChange(of:perform:), iOS 17 does
    // not; inside `@available(iOS 17, *)` and `if #available(iOS 17, *)` the app may.
    XCTAssertEqual(
      folder.read("XcodeApp/App/Screens/AppSearch.swift")?.contains("{ newQuery in"), true)
    XCTAssertEqual(
      folder.read("XcodeApp/Widget/WidgetSearch.swift")?.contains("{ _, newQuery in"), true)
    let scoped = try XCTUnwrap(folder.read("XcodeApp/App/Screens/NewSearch.swift"))
    XCTAssertEqual(scoped.components(separatedBy: "{ _, newQuery in").count - 1, 2)
    XCTAssertEqual(scoped.components(separatedBy: "{ newQuery in").count - 1, 1)
    // Out of the target (membership exception) and out of the package target (exclude).
    XCTAssertEqual(
      folder.read("XcodeApp/App/Preview/Sample.swift")?.contains("{ newQuery in"), true)
    XCTAssertEqual(
      folder.read("PackageTargets/Sources/UI/Legacy/OldSearch.swift")?.contains("{ newQuery in"),
      true)
    // A second run changes nothing.
    let second = try run(
      ["apply", "--include-review", "XcodeApp", "PackageTargets", "ExplicitFiles"], in: folder)
    XCTAssertEqual(second.stdout, "")
    XCTAssertTrue(second.stderr.contains(" 0 changed"), second.stderr)
  }

  /// Targets a manifest makes with a function of its own (`.screenTarget(name: "Inbox")`)
  /// are still modules of their own: each gets its helper, as one could not see another's.
  func testTargetsMadeByAManifestFunctionGetAHelperEach() throws {
    let stderr = try assertAHelperEach(
      in: "HelperTargets", for: ["Inbox", "Outbox"],
      note: "note: Outbox (HelperTargets/Package.swift, target Outbox): macOS 13.0")
    XCTAssertFalse(stderr.contains("files in no target"), stderr)
  }

  /// Targets a manifest's result builder lists (`targets: collectTargets { … }`, in an
  /// `#if` too) are modules of their own: each gets its helper.
  func testTargetsListedByAManifestBuilderGetAHelperEach() throws {
    try assertAHelperEach(
      in: "BuilderTargets", for: ["Candidates", "PanelKit"],
      note: "note: Panels (BuilderTargets/Package.swift, target Panels): macOS 12.0")
  }

  /// Runs `apply --include-review` on the project fixture `project` and checks that
  /// safe-area-bar wrote one helper file in each of `folders` (under `Sources/`) and that
  /// `note` is among the project notes; returns the run's standard error.
  @discardableResult
  private func assertAHelperEach(
    in project: String, for folders: [String], note: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let folder = try copyProjects(project)
    let result = try run(["apply", "--include-review", project], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    XCTAssertEqual(
      result.stdout.split(separator: "\n").filter { $0.hasSuffix("SafeAreaBarOrInset.swift") },
      folders.map { "\(project)/Sources/\($0)/SafeAreaBarOrInset.swift"[...] },
      file: file, line: line)
    XCTAssertTrue(notes(result.stderr).contains(note), result.stderr, file: file, line: line)
    return result.stderr
  }

  /// foreground-style is review in a widget extension's files, even without `import
  /// WidgetKit`; navigation-stack is review for a window's content in a target that builds
  /// for Mac Catalyst.
  func testWidgetExtensionAndMacCatalystTargetsChangeTheSafety() throws {
    let folder = try copyProjects("XcodeApp")
    let badge = """
      import SwiftUI

      struct Badge: View {
        var body: some View {
          Image(systemName: "star").foregroundColor(.red)
        }
      }

      """
    folder.write("XcodeApp/Widget/Badge.swift", badge)
    folder.write("XcodeApp/App/Badge.swift", badge)
    let scene = """
      import SwiftUI

      struct Main: App {
        var body: some Scene {
          WindowGroup {
            NavigationView {
              Text("Inbox")
            }
            .navigationViewStyle(.stack)
          }
        }
      }

      """
    folder.write("XcodeApp/Widget/Main.swift", scene)
    folder.write("XcodeApp/App/Main.swift", scene)
    let result = try run(
      ["check", "--only", "foreground-style,navigation-stack", "XcodeApp"], in: folder)
    let findings = result.stdout.split(separator: "\n").map(String.init).filter {
      $0.contains("/Badge.swift:") || $0.contains("/Main.swift:")
    }
    XCTAssertEqual(
      findings,
      [
        "XcodeApp/App/Badge.swift:5:30: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]",
        "XcodeApp/App/Main.swift:6:7: warning: NavigationView with the stack style is deprecated from iOS 16; NavigationStack is the same single column; it is the content of a window on Mac, where NavigationStack draws no sidebar and another title bar: check the window [navigation-stack, review]",
        "XcodeApp/Widget/Badge.swift:5:30: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour; in a widget, foregroundStyle may render differently [foreground-style, review]",
        "XcodeApp/Widget/Main.swift:6:7: warning: NavigationView with the stack style is deprecated from iOS 16; NavigationStack is the same single column [navigation-stack]",
      ], result.stdout + result.stderr)
  }

  /// An app extension whose project does not name its extension point is a widget extension
  /// when its files declare the `@main` WidgetBundle.
  func testAWidgetBundleMarksAnExtensionOfUnknownKind() throws {
    let folder = TemporaryFolder()
    folder.write(
      "project.yml",
      """
      name: Notes
      options:
        deploymentTarget:
          iOS: "17.0"
      targets:
        Glance:
          type: app-extension
          platform: iOS
          sources: [Glance]
        Share:
          type: app-extension
          platform: iOS
          sources: [Share]
      """)
    folder.write(
      "Glance/GlanceBundle.swift",
      """
      import SwiftUI
      import WidgetKit

      @main
      struct GlanceBundle: WidgetBundle {
        var body: some Widget { GlanceWidget() }
      }

      """)
    let row = """
      import SwiftUI

      struct Row: View {
        var body: some View {
          Image(systemName: "star").foregroundColor(.red)
        }
      }

      """
    folder.write("Glance/Row.swift", row)
    folder.write("Share/Row.swift", row)
    let result = try run(["check", "--only", "foreground-style", "."], in: folder)
    let findings = result.stdout.split(separator: "\n").map(String.init).filter {
      $0.contains("Row.swift:")
    }
    XCTAssertEqual(
      findings,
      [
        "Glance/Row.swift:5:30: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour; in a widget, foregroundStyle may render differently [foreground-style, review]",
        "Share/Row.swift:5:30: warning: foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour [foreground-style]",
      ], result.stdout + result.stderr)
  }

  func testJSONGivesEachFileItsModuleAndTargets() throws {
    let folder = try copyProjects("XcodeApp")
    let result = try run(["diff", "--format", "json", "--include-review", "XcodeApp"], in: folder)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = try XCTUnwrap(document["files"] as? [[String: Any]])
    let widget = try XCTUnwrap(
      files.first { $0["path"] as? String == "XcodeApp/Widget/WidgetList.swift" })
    XCTAssertEqual(widget["module"] as? String, "Widget (XcodeApp/App.xcodeproj, target Widget)")
    let targets = try XCTUnwrap(widget["deploymentTargets"] as? [String: Any])
    XCTAssertEqual(targets["versions"] as? [String: String], ["iOS": "17.0"])
    XCTAssertEqual(targets["known"] as? Bool, true)
    let modules = try XCTUnwrap(document["modules"] as? [[String: Any]])
    XCTAssertEqual(
      modules.compactMap { $0["label"] as? String }.sorted(),
      [
        "App (XcodeApp/App.xcodeproj, target App)", "Lint (XcodeApp/Package.swift, target Lint)",
        "Widget (XcodeApp/App.xcodeproj, target Widget)",
        "XcodeApp/App.xcodeproj (files in no target)",
      ])
    let overall = try XCTUnwrap(document["deploymentTargets"] as? [String: Any])
    XCTAssertEqual(overall["versions"] as? [String: String], ["iOS": "16.4", "macOS": "15.0"])
    // No text notes on standard error in JSON mode.
    XCTAssertEqual(notes(result.stderr), [])
  }

  /// The modules of `--format json` count each file in every module that compiles it:
  /// `Theme.swift` and `Shared/Badge.swift` of the package target Kit are also the Shop
  /// app's, and the text notes name both modules.
  func testJSONModulesCountASharedFileInEachModule() throws {
    let folder = try copyProjects("PackageSharedFiles")
    let result = try run(["check", "--format", "json", "PackageSharedFiles"], in: folder)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let modules = try XCTUnwrap(document["modules"] as? [[String: Any]])
    XCTAssertEqual(
      modules.map { "\($0["label"] as? String ?? "?"): \($0["files"] as? Int ?? -1)" },
      [
        "Kit (PackageSharedFiles/Kit/Package.swift, target Kit): 3",
        "Shop (PackageSharedFiles/Shop.xcodeproj, target Shop): 3",
      ])
    let overall = try XCTUnwrap(document["deploymentTargets"] as? [String: Any])
    XCTAssertEqual(overall["versions"] as? [String: String], ["iOS": "15.0", "macOS": "13.0"])
    let text = try run(["check", "PackageSharedFiles"], in: folder)
    XCTAssertEqual(
      notes(text.stderr),
      [
        "note: Kit (PackageSharedFiles/Kit/Package.swift, target Kit): iOS 16.0, macOS 13.0",
        "note: Shop (PackageSharedFiles/Shop.xcodeproj, target Shop): iOS 15.0",
      ])
  }

  /// A package that lists macOS among its platforms but whose target has a file importing
  /// UIKit outside `#if` never builds that target for macOS: a deprecated iOS modifier in
  /// another of its files is rewritten, not reported as one a macOS shim may catch. A target
  /// with no such file still builds for macOS, and keeps the report.
  func testAModuleWithAFileImportingUIKitBuildsForNoMacOS() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Wallet",
        platforms: [.iOS(.v16), .macOS(.v13)],
        targets: [
          .target(name: "Wallet"),
          .target(name: "Shared"),
        ]
      )

      """)
    folder.write(
      "Sources/Wallet/HapticButton.swift",
      """
      import SwiftUI
      import UIKit

      struct HapticButton: View {
        var body: some View {
          Button("Send") { UIImpactFeedbackGenerator().impactOccurred() }
        }
      }

      """)
    let list = """
      import SwiftUI

      struct Accounts: View {
        var body: some View {
          List {
            Text("Savings")
          }
          .navigationBarTitle("Accounts")
        }
      }

      """
    folder.write("Sources/Wallet/Accounts.swift", list)
    folder.write("Sources/Shared/Accounts.swift", list)
    let result = try run(["check", "--verbose", "--only", "navigation-title", "."], in: folder)
    let findings = result.stdout.split(separator: "\n").map(String.init).filter {
      $0.contains("Accounts.swift:")
    }
    XCTAssertEqual(
      findings,
      [
        "Sources/Shared/Accounts.swift:8:5: note: SwiftUI has no navigationBarTitle on macOS, which compiles this call: there it can only reach a method this run does not hold (a shim of the project or a package), which a rewrite would bypass; left as is [navigation-title]",
        "Sources/Wallet/Accounts.swift:8:5: warning: navigationBarTitle(_:) is deprecated: navigationTitle(_:) is its new name [navigation-title]",
      ], result.stdout + result.stderr)
  }

  func testFlagOverridesEveryModuleButHelpersStayPerModule() throws {
    let folder = try copyProjects("XcodeApp")
    let result = try run(
      ["diff", "--include-review", "--deployment-target", "iOS=15.0", "XcodeApp"], in: folder)
    XCTAssertEqual(notes(result.stderr), [])
    XCTAssertTrue(result.stdout.contains("+++ b/XcodeApp/App/SafeAreaBarOrInset.swift"))
    XCTAssertTrue(result.stdout.contains("+++ b/XcodeApp/Widget/SafeAreaBarOrInset.swift"))
    // At iOS 15 only the `@available(iOS 17, *)` and `if #available` code may use onChange's new form.
    XCTAssertEqual(
      result.stdout.components(separatedBy: "+      .onChange(of: query) { _,").count - 1, 1)
    XCTAssertEqual(
      result.stdout.components(separatedBy: "+        .onChange(of: query) { _,").count - 1, 1)
  }

  /// Targets whose versions the project does not give (XcodeGen without
  /// `deploymentTarget:`), with the flag the hint suggests: the iOS app takes iOS of it
  /// only, so a fix watchOS lacks is still made there; the watch app takes watchOS.
  func testFlagGivesEachTargetItsOwnPlatforms() throws {
    let folder = TemporaryFolder()
    folder.write(
      "project.yml",
      """
      name: Player
      targets:
        Player:
          type: application
          platform: iOS
          sources: [Player]
        PlayerWatch:
          type: application
          platform: watchOS
          sources: [PlayerWatch]

      """)
    let view = """
      import SwiftUI

      struct Search: View {
        @State private var query = ""

        var body: some View {
          TextField("Search", text: $query).autocapitalization(.none)
        }
      }

      """
    folder.write("Player/Search.swift", view)
    folder.write("PlayerWatch/Search.swift", view)
    let result = try run(
      [
        "diff", "--only", "text-input-autocapitalization", "--deployment-target",
        "iOS=18.0,watchOS=10.0", ".",
      ], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("+++ b/Player/Search.swift"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains(
        "+    TextField(\"Search\", text: $query).textInputAutocapitalization(.never)"),
      result.stdout)
    XCTAssertFalse(result.stdout.contains("PlayerWatch/Search.swift"), result.stdout)
  }

  /// The JSON document's top-level targets are the flag as the modules took it, each its own
  /// platforms' versions: an iOS app given `iOS=18.0,watchOS=10.0` says iOS 18.0 only.
  func testJSONTargetsAreTheFlagAsTheModulesTookIt() throws {
    let folder = TemporaryFolder()
    folder.write(
      "project.yml",
      """
      name: Reader
      targets:
        Reader:
          type: application
          platform: iOS
          sources: [Reader]

      """)
    folder.write(
      "Reader/Page.swift",
      "import SwiftUI\n\nstruct Page: View {\n  var body: some View { Text(\"Page\") }\n}\n")
    let result = try run(
      ["check", "--format", "json", "--deployment-target", "iOS=18.0,watchOS=10.0", "."],
      in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let overall = try XCTUnwrap(document["deploymentTargets"] as? [String: Any])
    XCTAssertEqual(overall["versions"] as? [String: String], ["iOS": "18.0"])
    XCTAssertEqual(overall["source"] as? String, "--deployment-target")
    let modules = try XCTUnwrap(document["modules"] as? [[String: Any]])
    XCTAssertEqual(
      modules.compactMap {
        ($0["deploymentTargets"] as? [String: Any])?["versions"] as? [String: String]
      }, [["iOS": "18.0"]])
  }

  func testBadProjectFilesGiveANoteAndTheRunGoesOn() throws {
    let folder = try copyProjects("BadInput")
    let result = try run(["diff", "BadInput"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    let lines = notes(result.stderr)
    XCTAssertTrue(
      lines.contains(
        "note: BadInput/Malformed/Broken.xcodeproj/project.pbxproj: cannot be understood (line 6: expected ';'); targets unknown: the oldest OS is assumed"
      ), result.stderr)
    XCTAssertTrue(
      lines.contains(
        "note: BadInput/Cycle/Config/Two.xcconfig: #include cycle (One.xcconfig → Two.xcconfig → One.xcconfig); targets unknown: the oldest OS is assumed"
      ), result.stderr)
    XCTAssertTrue(
      lines.contains(
        "note: Cycle (BadInput/Cycle/Cycle.xcodeproj, target Cycle): targets unknown: the oldest OS is assumed"
      ), result.stderr)
    // Unknown targets hold the rewrite back; the computed manifest's platforms (iOS 17) do not.
    XCTAssertFalse(result.stdout.contains("BadInput/Malformed/Sources/Search.swift"))
    XCTAssertFalse(result.stdout.contains("BadInput/Cycle/Sources/CycleSearch.swift"))
    XCTAssertTrue(result.stdout.contains("+++ b/BadInput/Computed/Sources/Alpha/AlphaSearch.swift"))
  }
}
