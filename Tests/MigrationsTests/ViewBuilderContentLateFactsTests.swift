import Foundation
import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

/// view-builder-content's reads are late facts: files the engine keeps parsed record only
/// the reads of names some container of the run declares as a closure property.
final class ViewBuilderContentLateFactsTests: XCTestCase {
  private let migration = ViewBuilderContent()

  func testTheScopeHoldsEveryClosurePropertyAContainerDeclaresAndNothingElse() {
    let containers = SourceFile(
      text: """
        import SwiftUI

        enum Layouts {
          struct Framed<Content: View>: View {
            let framed: () -> Content
            let title: String
            var body: some View { framed() }
          }
        }

        func badge() -> some View {
          struct Badge<Label: View>: View {
            let badgeLabel: () -> Label
            var body: some View { badgeLabel() }
          }
          return Badge { Text("new") }
        }

        struct Row<Content: View>: View {
          let leading: (() -> Content)?
          let trailing: (Int) -> Content
          let erased: () -> AnyView
          let action: () -> Void
          var body: some View { EmptyView() }
        }

        struct NotAView<Content: View> {
          let builder: () -> Content
        }
        """)
    let other = SourceFile(
      text: """
        struct Card<Content: View>: View {
          let content: () -> Content
          var body: some View { VStack { content() } }
        }
        """)
    var facts: [ProjectFact] = []
    for (file, path) in [(containers, "Containers.swift"), (other, "Card.swift")] {
      for var fact in migration.earlyFacts(in: file) {
        fact.path = path
        facts.append(fact)
      }
    }
    // The first pass records no reads for a kept file.
    XCTAssertFalse(facts.contains { $0.key == "view-builder-content.reads" })
    let scope = migration.lateFactScope(in: ProjectIndex(facts: facts))
    // The containers' names (for their extensions' uses) and their closure properties'
    // (for reads), nested and local containers too; optional, parameterised and AnyView
    // closures are judged (and reported) as well. Not `title`, `action` (returns no view)
    // or a non-view's `builder`.
    XCTAssertEqual(
      scope.names,
      [
        "Framed", "framed", "Badge", "badgeLabel", "Row", "leading", "trailing", "erased",
        "Card", "content",
      ])
  }

  func testLateFactsAreTheFullFactsLinesOfTheNamesInScope() {
    let file = SourceFile(
      text: """
        struct Holder { let content: String; let title: String }
        func f(holder: Holder, items: [Holder], other: Any) {
          use(holder.content)
          use(holder.title)
          use(items.first?.content)
          use(other.content)
          use(other.title)
          use(holder.content)
        }
        """)
    // `items.first?.content` is a Holder's (an array's `first` is its element, optional),
    // recorded once with the first.
    let full = migration.indexFacts(in: file).filter { $0.key == "view-builder-content.reads" }
    XCTAssertEqual(
      full.map(\.value),
      ["content 3:7 Holder\ntitle 4:7 Holder\nfirst 5:7 Array\ncontent 6:7 Any\ntitle 7:7 Any\n"])
    let own = OwnDeclarations(FileDeclarations(file: file, path: ""))
    let late = migration.lateFacts(in: file, own: own, scope: FactScope(names: ["content"]))
    XCTAssertEqual(late.map(\.key), ["view-builder-content.reads"])
    XCTAssertEqual(late.map(\.value), ["content 3:7 Holder\ncontent 6:7 Any\n"])
    XCTAssertEqual(
      migration.lateFacts(in: file, own: own, scope: FactScope(names: ["footer"])), [])
    XCTAssertEqual(migration.lateFacts(in: file, own: own, scope: FactScope()), [])
  }

  func testLateExtensionUsesAreThoseOfTheTypesInScope() {
    let file = SourceFile(
      text: """
        extension Gallery {
          var plain: some View { slides() }
        }
        extension Shelf {
          var again: some View { self.caption() }
        }
        extension Gallery {
          var other: some View { self.footer() }
        }
        """)
    let own = OwnDeclarations(FileDeclarations(file: file, path: ""))
    let full = migration.indexFacts(in: file).filter { $0.key.contains(".extension.") }
    XCTAssertEqual(full.map(\.value), ["slides 2:26\nfooter 8:26\n", "caption 5:26\n"])
    let late = migration.lateFacts(in: file, own: own, scope: FactScope(names: ["Gallery"]))
    XCTAssertEqual(late, [full[0]])
  }

  /// Files only indexed (generated code, files outside `--files-from`) are kept for their
  /// late facts too: their reads block a conversion whatever the budget.
  func testReadsInGeneratedAndUnselectedFilesCountWithAndWithoutKeptTrees() {
    let folder = TemporaryFolder()
    let panel = folder.write(
      "Panel.swift",
      """
      import SwiftUI

      struct Panel<Content: View>: View {
        let content: () -> Content
        var body: some View { VStack { content() } }
      }

      struct Tile<Content: View>: View {
        let tileContent: () -> Content
        var body: some View { VStack { tileContent() } }
      }

      struct Badge<Content: View>: View {
        let badgeContent: () -> Content
        var body: some View { VStack { badgeContent() } }
      }
      """)
    folder.write(
      "Generated.swift",
      """
      // DO NOT EDIT.
      import SwiftUI

      func generated(panel: Panel<Text>) -> some View { panel.content() }
      """)
    folder.write(
      "Other.swift",
      """
      import SwiftUI

      func other(tile: Tile<Text>) -> some View { tile.tileContent() }
      """)
    for retained in [0, 16 << 20] {
      var options = EngineOptions(
        mode: .check, migrations: [migration], jobs: 2, currentDirectory: folder.path)
      options.retainedSourceBytes = retained
      options.selection = FileSelection(files: [panel])
      let reports = Locked([FileReport]())
      Engine(options: options).run(paths: []) { report in
        reports.withLock { $0.append(report) }
      }
      let findings = reports.withLock { $0 }.flatMap { report in
        report.findings.map { "\(report.path):\($0.start.line): \($0.hasFix ? "fix" : "no fix")" }
      }
      XCTAssertEqual(
        findings, ["Panel.swift:4: no fix", "Panel.swift:9: no fix", "Panel.swift:14: fix"],
        "retainedSourceBytes \(retained)")
    }
  }

  /// Every multi-file case of the migration through the engine, once with every tree kept
  /// (late facts) and once with none (each file's full facts in the first pass): the
  /// expected files and findings both ways.
  func testTheEngineGivesTheFixturesOutputWithAndWithoutKeptTrees() throws {
    let cases = try FixtureCase.all(for: migration.id).filter { $0.inputs.count > 1 }
    XCTAssertGreaterThanOrEqual(cases.count, 5)
    for fixture in cases {
      for retained in [0, 16 << 20] {
        let (folder, reports) = fixture.runThroughEngine(
          migration, mode: .apply, retainedSourceBytes: retained)
        let findings = reports.flatMap(\.findingLines)
        let label = "\(fixture), retainedSourceBytes \(retained)"
        if let expected = fixture.expectedFindings {
          XCTAssertEqual(findings, expected, label)
        }
        let files = folder.snapshot().mapValues { [UInt8]($0) }
        XCTAssertEqual(Set(files.keys), Set(fixture.expected.keys), label)
        for (name, expected) in fixture.expected {
          XCTAssertEqual(files[name], expected, "\(label): \(name)")
        }
      }
    }
  }

  /// `diff` and `check` read a file the engine does not keep again for its late facts (only
  /// `apply`, which may write it in the first pass, gives it full facts): every multi-file
  /// case, with no tree kept, every tree kept, and a budget that keeps some, gives the
  /// fixture's findings and the same diff. A file not read again whose reads matter (a
  /// `card.content` in another file) would lose its finding.
  func testDiffAndCheckReadFilesNotKeptAgainForTheirLateFacts() throws {
    let cases = try FixtureCase.all(for: migration.id).filter { $0.inputs.count > 1 }
    for fixture in cases {
      var diffs: [[String: [UInt8]]] = []
      let smallest = fixture.inputs.map(\.bytes.count).min() ?? 0
      for retained in [0, smallest, 16 << 20] {
        for mode in [RunMode.check, .diff] {
          let all = fixture.runThroughEngine(
            migration, mode: mode, retainedSourceBytes: retained, jobs: 1
          ).reports
          let label = "\(fixture), \(mode), retainedSourceBytes \(retained)"
          if mode == .diff {
            diffs.append(Dictionary(uniqueKeysWithValues: all.map { ($0.path, $0.diff) }))
            XCTAssertEqual(diffs.last, diffs.first, label)
            continue
          }
          let findings = all.flatMap(\.findingLines)
          if let expected = fixture.expectedFindings { XCTAssertEqual(findings, expected, label) }
        }
      }
    }
  }

  /// A read in a file the engine does not keep blocks a conversion in `check`, whatever the
  /// order the files come in; a file whose names miss the scope is not needed.
  func testAReadInAFileNotKeptBlocksTheConversion() {
    let folder = TemporaryFolder()
    folder.write(
      "B/Card.swift",
      """
      import SwiftUI

      struct Card<Content: View>: View {
        let content: () -> Content
        var body: some View { VStack { content() } }
      }

      struct Tile<Content: View>: View {
        let tileContent: () -> Content
        var body: some View { VStack { tileContent() } }
      }
      """)
    folder.write(
      "A/Reader.swift",
      """
      import SwiftUI

      func reader(card: Card<Text>, other: Other) -> some View {
        _ = other.tileContent
        return card.content()
      }
      struct Other { let tileContent = 1 }
      """)
    folder.write(
      "C/Unrelated.swift",
      """
      struct Unrelated { let title = "a" }
      func unrelated(u: Unrelated) -> String { u.title }
      """)
    for retained in [0, 16 << 20] {
      var options = EngineOptions(
        mode: .check, migrations: [migration], jobs: 1, currentDirectory: folder.path)
      options.retainedSourceBytes = retained
      let reports = Locked([FileReport]())
      Engine(options: options).run(paths: []) { report in
        reports.withLock { $0.append(report) }
      }
      let findings = reports.withLock { $0 }.flatMap { report in
        report.findings.map { "\(report.path):\($0.start.line): \($0.hasFix ? "fix" : "no fix")" }
      }
      // `other.tileContent` reads an `Other`, not a Tile: Tile converts.
      XCTAssertEqual(
        findings, ["B/Card.swift:4: no fix", "B/Card.swift:9: fix"],
        "retainedSourceBytes \(retained)")
    }
  }

  /// The names of a file not kept: its reads' and its extended types', so that a scope
  /// missing them all means no late facts.
  func testLateFactNamesMeetEveryScopeThatGivesLateFacts() {
    let file = SourceFile(
      text: """
        struct Holder { let content: String; let title: String }
        func f(holder: Holder, other: Any) {
          use(holder.content)
          use(other.title)
          self.ignored()
          holder.called(1)
        }
        extension Gallery { var x: some View { slides() } }
        extension View { var y: some View { self } }
        """)
    let names = migration.lateFactNames(in: file)!
    let own = OwnDeclarations(FileDeclarations(file: file, path: ""))
    for name in ["content", "title", "Gallery"] {
      let scope = FactScope(names: [name, "unrelated"])
      XCTAssertTrue(scope.mayMeet(names), name)
      XCTAssertFalse(migration.lateFacts(in: file, own: own, scope: scope).isEmpty, name)
    }
    for name in ["called", "ignored", "slides", "holder", "Holder"] {
      let scope = FactScope(names: [name])
      XCTAssertFalse(scope.mayMeet(names), name)
      XCTAssertEqual(migration.lateFacts(in: file, own: own, scope: scope), [], name)
    }
    XCTAssertFalse(FactScope().mayMeet(names))
  }

  /// The scope compares a token with its names as strings do: by bytes for ASCII, and by
  /// canonical equivalence otherwise (the Kelvin sign is a K).
  func testTheScopeComparesTokensAsStrings() {
    let file = SourceFile(text: "a.content; a.contents; a.Kelvin; a.\u{212A}elvin; a.caf\u{E9}")
    let tree = file.rawTree
    let names = tree.nodes(.memberAccessExpr).map { memberNameToken($0, tree) }
    let texts = names.map { tree.token($0).text }
    XCTAssertEqual(texts, ["content", "contents", "Kelvin", "\u{212A}elvin", "caf\u{E9}"])
    let ascii = FactScope(names: ["content", "Kelvin"])
    XCTAssertEqual(
      names.map { ascii.contains(token: $0, in: tree) }, [true, false, true, true, false])
    let other = FactScope(names: ["\u{212A}elvin", "cafe\u{301}"])
    XCTAssertEqual(
      names.map { other.contains(token: $0, in: tree) }, [false, false, true, true, true])
    // A file's names meet a scope with a name equal to one of them, whatever the bytes.
    var fileNames = FactNames()
    fileNames.insert("Kelvin")
    XCTAssertTrue(other.mayMeet(fileNames))
    XCTAssertTrue(ascii.mayMeet(fileNames))
    XCTAssertFalse(FactScope(names: ["content"]).mayMeet(fileNames))
  }

  private func memberNameToken(_ access: Int32, _ tree: RawTree) -> Int32 {
    tree.memberNameToken(access)
  }
}
