import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

final class ViewBuilderContentTests: XCTestCase {
  private let migration = ViewBuilderContent()

  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: migration)
    XCTAssertEqual(cases.count, 27)
    let changing = cases.filter { fixture in
      fixture.inputs.contains { fixture.expected[$0.name] != $0.bytes }
    }
    XCTAssertEqual(changing.count, 15)
  }

  func testIsRegisteredAndUsesTheProjectIndex() {
    XCTAssertTrue(allMigrations.contains { $0.id == "view-builder-content" })
    XCTAssertTrue(migration.usesProjectIndex)
    XCTAssertEqual(migration.safety, .safe)
  }

  func testExplainSaysWhyAndWhatIsSkipped() {
    let text = migration.rationale
    for phrase in [
      "compare", "eagerly", "ForEach", "GeometryReader", "AnyView", "library evolution",
    ] {
      XCTAssertTrue(text.contains(phrase), "rationale should mention \(phrase)")
    }
    XCTAssertTrue(migration.example.before.contains("content()"))
    XCTAssertTrue(migration.example.after.contains("@ViewBuilder let content: Content"))
  }

  func testIndexRecordsOutsideReadsOncePerNameAndSkipsSelfAndModifierCalls() {
    let file = SourceFile(
      text: """
        struct S: View {
          var body: some View {
            VStack {
              card.content()
              other.content
              self.footer()
              Text("a").padding(4)
              model.items.count
            }
          }
        }
        """)
    let facts = migration.indexFacts(in: file)
    // `items` is only a base (`model.items.count`); `count` is read as a value.
    XCTAssertEqual(
      facts.map(\.key), ["view-builder-content.read.content", "view-builder-content.read.count"])
    XCTAssertEqual(facts.first?.value, "4:7")
  }

  func testIndexRecordsNamesUsedInExtensions() {
    let file = SourceFile(
      text: """
        extension Gallery {
          var plain: some View { slides() }
          var again: some View { self.caption() }
        }
        """)
    let values = migration.indexFacts(in: file).filter {
      $0.key == "view-builder-content.extension.Gallery"
    }
    .map(\.value)
    XCTAssertEqual(values, ["slides 2:26", "caption 3:26"])
  }

  func testAReadInAnotherFileBlocksTheRewriteAndOneInTheSameFileIsNotCountedTwice() {
    let container = SourceFile(
      text: """
        struct Panel<Content: View>: View {
          let content: () -> Content
          var body: some View { content() }
        }
        """)
    var fact = ProjectFact(key: "view-builder-content.read.content", value: "3:5")
    fact.path = "Other.swift"
    var sameFile = ProjectFact(key: "view-builder-content.read.content", value: "9:9")
    sameFile.path = "Panel.swift"
    let context = { (facts: [ProjectFact]) in
      MigrationContext(
        path: "Panel.swift", deploymentTargets: DeploymentTargets(),
        index: ProjectIndex(facts: facts),
        style: SourceStyle())
    }
    let blocked = migration.findings(in: container, context: context([fact, sameFile]))
    XCTAssertEqual(blocked.count, 1)
    XCTAssertNil(blocked.first?.fix)
    XCTAssertTrue(blocked.first?.message.contains("Other.swift:3:5") ?? false)

    let free = migration.findings(in: container, context: context([sameFile]))
    XCTAssertEqual(free.first?.safety, .safe)
    XCTAssertNotNil(free.first?.fix)
  }

  func testFindingPointsAtThePropertyName() {
    let file = SourceFile(
      text: """
        struct Panel<Content: View>: View {
          let content: () -> Content
          var body: some View { content() }
        }
        """)
    let context = MigrationContext(
      path: "Panel.swift", deploymentTargets: DeploymentTargets(), index: ProjectIndex(),
      style: SourceStyle())
    let finding = migration.findings(in: file, context: context).first
    XCTAssertEqual(finding.map { file.location(of: $0.range.lowerBound).description }, "2:7")
    XCTAssertEqual(finding?.fix?.edits.count, 3)
  }
}
