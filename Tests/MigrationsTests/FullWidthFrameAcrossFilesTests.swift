import Foundation
import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

/// full-width-frame sizes a view whose body is declared in another file by that file's late
/// facts (`SizingFacts`): the answer its declaring file gives, or none.
final class FullWidthFrameAcrossFilesTests: XCTestCase {
  private let migration = FullWidthFrame()

  /// The multi-file cases whose every stack is sized by a fact, or by the names of the
  /// modifiers the index keeps (the run's modifier methods and their `.modifier(T(…))`):
  /// the same findings as with all their files in one (where the stack's file declares the
  /// view).
  private let sizedByFacts = [
    "body-of-texts-across-files", "flexible-body-across-files",
    "button-body-on-watchos-across-files", "project-modifier-overloads-across-files",
    "modifier-returning-modified-content-across-files", "trait-in-project-modifier-across-files",
    "padding-in-project-modifier-across-files",
  ]

  func testAViewOfAnotherFileSizesAsInItsOwnFile() throws {
    let cases = try FixtureCase.all(for: migration.id).filter { sizedByFacts.contains($0.name) }
    XCTAssertEqual(cases.count, sizedByFacts.count)
    for fixture in cases {
      let split = FixtureRunner.run(
        [migration], inputs: fixture.inputs, includeReview: true,
        deploymentTargets: fixture.deploymentTargets)
      // One file: the inputs in their order, each file's `import` lines after the first's.
      var merged = ""
      for (position, input) in fixture.inputs.enumerated() {
        let text = String(decoding: input.bytes, as: UTF8.self)
        merged +=
          position == 0
          ? text
          : text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
      }
      let one = FixtureRunner.run(
        [migration], inputs: [("All.swift", Array(merged.utf8))], includeReview: true,
        deploymentTargets: fixture.deploymentTargets)
      // The findings without their places (the lines differ), in order.
      let unplaced = { (findings: [String]) in
        findings.map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? $0 }
      }
      XCTAssertEqual(unplaced(split.findings), unplaced(one.findings), "\(fixture)")
      XCTAssertFalse(split.findings.contains { $0.contains("in another file") }, "\(fixture)")
    }
  }

  /// Through the engine, with every tree kept, none (each file read again for its late
  /// facts; `apply` then leaves it to the second pass) and some: every multi-file case's
  /// files and findings, in `apply`, `diff` and `check` alike.
  func testTheEngineGivesTheFixturesOutputWhateverTreesItKeeps() throws {
    let cases = try FixtureCase.all(for: migration.id).filter { $0.inputs.count > 1 }
    XCTAssertGreaterThanOrEqual(cases.count, 10)
    for fixture in cases {
      let smallest = fixture.inputs.map(\.bytes.count).min() ?? 0
      var diffs: [[String: [UInt8]]] = []
      for retained in [0, smallest, 16 << 20] {
        for mode in [RunMode.apply, .diff, .check] {
          let (folder, all) = fixture.runThroughEngine(
            migration, mode: mode, retainedSourceBytes: retained)
          let label = "\(fixture), \(mode), retainedSourceBytes \(retained)"
          switch mode {
          case .apply:
            let files = folder.snapshot().mapValues { [UInt8]($0) }
            for (name, expected) in fixture.expected {
              XCTAssertEqual(files[name], expected, "\(label): \(name)")
            }
          case .diff:
            diffs.append(Dictionary(uniqueKeysWithValues: all.map { ($0.path, $0.diff) }))
            XCTAssertEqual(diffs.last, diffs.first, label)
          default:
            let findings = all.flatMap(\.findingLines)
            if let expected = fixture.expectedFindings { XCTAssertEqual(findings, expected, label) }
          }
        }
      }
    }
  }

  /// The names of a file not kept cover the scope's entries that ask for the types whose
  /// bodies and the members whose bodies its late facts size (`SizingFacts.scoped`): with no
  /// owner, owned by the member's type, and a `body` by its type's name; not a name alone,
  /// nor a member owned by another type.
  func testLateFactNamesNameTheTypesAndMembersDeclared() {
    let file = SourceFile(
      text: """
        struct Badge: View { var body: some View { Text("a") } }
        extension Outer.Row { var header: some View { Text("b") } }
        final class Holder { func row() -> some View { Text("c") } }
        func footer() -> some View { Text("d") }
        """)
    let names = migration.lateFactNames(in: file)!
    let meeting =
      [
        ("Badge", .horizontal, nil), ("Badge", .vertical, nil), ("body", .vertical, "Badge"),
        ("header", .horizontal, nil), ("header", .vertical, "Row"), ("row", .horizontal, "Holder"),
        ("row", .vertical, nil), ("body", .horizontal, nil), ("footer", .vertical, ""),
      ] as [(String, SpacerStack.Axis, String?)]
    for (name, axis, owner) in meeting {
      let entry = SizingFacts.scoped(name, along: axis, owner: owner)
      XCTAssertTrue(FactScope(names: [name, entry]).mayMeet(names), entry)
    }
    let missing =
      [
        ("Unrelated", .horizontal, nil), ("header", .horizontal, "Unrelated"),
        ("row", .vertical, "Badge"), ("Holder", .horizontal, nil),
      ] as [(String, SpacerStack.Axis, String?)]
    for (name, axis, owner) in missing {
      let entry = SizingFacts.scoped(name, along: axis, owner: owner)
      XCTAssertFalse(FactScope(names: [name, entry]).mayMeet(names), entry)
    }
    for name in ["Badge", "header", "Holder", "row"] {
      XCTAssertFalse(FactScope(names: [name]).mayMeet(names), name)
    }
  }

  /// A member is named only when its body's type may name a view: the last token of the
  /// type (before the body, or before a `where` clause) ends in `View`, or is Text or Image
  /// with no `.` before it (`Event.Text` is no view).
  /// A stored property has no body, and `Event.Text.Style` is no view (generated code
  /// writes thousands of such types).
  func testLateFactNamesLeaveOutMembersWithoutAViewBody() {
    let file = SourceFile(
      text: """
        struct Event {
          var header: some View { Text("a") }
          var style: Event.Text.Style { _style }
          var label: Text
          var title: Event.Text { _title }
          var icon: Image = Image("a")
          func row<T>(_ value: T) -> some View where T: Equatable { Text("c") }
          func cell(_ text: Text) -> Int { 0 }
        }
        """)
    let names = migration.lateFactNames(in: file)!
    func scope(_ name: String) -> FactScope {
      FactScope(names: [name, SizingFacts.scoped(name, along: .horizontal, owner: "Event")])
    }
    for name in ["header", "row"] {
      XCTAssertTrue(scope(name).mayMeet(names), name)
    }
    for name in ["style", "label", "title", "icon", "cell"] {
      XCTAssertFalse(scope(name).mayMeet(names), name)
    }
  }

  /// The early facts name what the views beside Spacers may refer to, and what the file's
  /// own members of those names lay out, with the stacks' axis; nothing else.
  func testScopeNamesTheViewsBesideSpacers() {
    let file = SourceFile(
      text: """
        struct Screen: View {
          var body: some View {
            VStack {
              HStack { Badge(count: 1); Spacer() }
              HStack { title; Spacer() }
              HStack { Unrelated(); Other() }
            }
          }
          var title: some View { Heading() }
        }
        """)
    let names = Set(
      SizingFacts.namesBesideSpacers(in: file).map {
        "\($0.axis) \($0.name)" + ($0.owner.map { "@" + $0 } ?? "")
      })
    // Not `count`, an argument's label; `title` of Screen; `Heading` through this file's
    // `title`.
    XCTAssertEqual(names, ["h Badge", "h title@Screen", "h Heading"])
  }
}
