import Foundation
import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

/// Generated code is never kept parsed: for a migration whose late facts need a scope's name
/// in the file's bytes (`lateFactNamesAreInBytes`), the first pass records no names, and
/// the file is read again once the scope is known, parsed only if a name may occur in it.
final class GeneratedCodeLateFactsTests: XCTestCase {
  func testTheMigrationsWhoseLateFactsStartWithTheBytesTestSayIt() {
    XCTAssertTrue(DismissAction().lateFactNamesAreInBytes)
    XCTAssertTrue(ObservableMacro().lateFactNamesAreInBytes)
    // Their scopes are not tested against the bytes first.
    XCTAssertFalse(ViewBuilderContent().lateFactNamesAreInBytes)
    XCTAssertFalse(FullWidthFrame().lateFactNamesAreInBytes)
  }

  /// The names of a generated file are its bytes: they meet any scope with names (the
  /// engine then searches the bytes), and are never empty, even compacted.
  func testTheFileBytesMeetEveryScopeWithNames() {
    let names = FactNames.inTheFileBytes
    XCTAssertFalse(names.isEmpty)
    XCTAssertTrue(names.areTheFileBytes)
    XCTAssertFalse(FactNames().areTheFileBytes)
    XCTAssertEqual(names.compacted(), names)
    XCTAssertNotEqual(names, FactNames())
    XCTAssertTrue(FactScope(names: ["anything"]).mayMeet(names))
    XCTAssertFalse(FactScope().mayMeet(names))
  }

  /// The bytes of a file not parsed are searched for more names than a parsed file's
  /// (`mayOccur(in:)`), with the same answer where both search.
  func testScopeMayOccurInTheBytesOfAFileNotParsed() {
    let text = "extension Other {\n  func f() { _mode.x(); self.$title.y() }\n}\n"
    let bytes = Array(text.utf8)
    let file = SourceFile(text: text)
    for names: Set<String> in [["mode"], ["zzz", "title"], ["presentation", "dismissal"], []] {
      XCTAssertEqual(
        FactScope(names: names).mayOccur(inBytes: bytes),
        FactScope(names: names).mayOccur(in: file), "\(names)")
    }
    // Past a few names the bytes are searched still, up to 32 names.
    let absent = Set((0..<32).map { "name\($0)" })
    XCTAssertTrue(FactScope(names: absent).mayOccur(in: file))
    XCTAssertFalse(FactScope(names: absent).mayOccur(inBytes: bytes))
    XCTAssertTrue(FactScope(names: absent.union(["title"])).mayOccur(inBytes: bytes))
    XCTAssertTrue(FactScope(names: absent.union(["name32"])).mayOccur(inBytes: bytes))
    // A name outside ASCII, or a character that can stand for one of a name's.
    XCTAssertTrue(FactScope(names: ["caf\u{E9}"]).mayOccur(inBytes: bytes))
    let kelvin = Array("extension Other {\n  func f() { \u{212A}ey() }\n}\n".utf8)
    XCTAssertTrue(FactScope(names: ["Key"]).mayOccur(inBytes: kelvin))
    XCTAssertFalse(FactScope(names: ["presentation"]).mayOccur(inBytes: kelvin))
  }

  /// A generated extension that mentions a presentationMode property keeps dismiss-action
  /// from fixing it, with or without kept trees; one that mentions other names does not.
  func testAGeneratedExtensionsMentionCountsWithAndWithoutKeptTrees() {
    let sheet = """
      import SwiftUI

      struct Sheet: View {
        @Environment(\\.presentationMode) var presentationMode
        var body: some View {
          Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
      }
      """
    for (mention, fixes) in [("presentationMode", false), ("title", true)] {
      let folder = TemporaryFolder()
      folder.write("Sheet.swift", sheet)
      folder.write(
        "Generated.swift",
        """
        // DO NOT EDIT.
        extension Sheet {
          func close() { \(mention).wrappedValue.dismiss() }
        }
        """)
      for retained in [0, 16 << 20] {
        var options = EngineOptions(
          mode: .check, migrations: [DismissAction()], jobs: 2, currentDirectory: folder.path)
        options.retainedSourceBytes = retained
        options.deploymentTargets = DeploymentTargets([.iOS: OSVersion("17.0")!])
        let reports = Locked([FileReport]())
        Engine(options: options).run(paths: []) { report in
          reports.withLock { $0.append(report) }
        }
        let findings = reports.withLock { $0 }.flatMap { report in
          report.findings.map { "\(report.path):\($0.start.line): \($0.hasFix ? "fix" : "no fix")" }
        }
        XCTAssertEqual(
          findings, ["Sheet.swift:4: \(fixes ? "fix" : "no fix")"],
          "\(mention), retainedSourceBytes \(retained)")
      }
    }
  }
}
