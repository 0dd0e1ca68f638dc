import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

final class ViewBuilderContentTests: XCTestCase {
  private let migration = ViewBuilderContent()

  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: migration)
    XCTAssertEqual(cases.count, 54)
    let changing = cases.filter { fixture in
      fixture.inputs.contains { fixture.expected[$0.name] != $0.bytes }
    }
    XCTAssertEqual(changing.count, 35)
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

  /// Dropping `@escaping` from a public init changes only a library-evolution ABI: a module
  /// its project does not build for distribution gets no such review (a local package).
  func testThePublicInitReviewNeedsAModuleBuiltForDistribution() {
    let file = SourceFile(
      text: """
        import SwiftUI
        public struct Card<Content: View>: View {
          let content: () -> Content
          public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
          public var body: some View { content().padding() }
        }
        """)
    func safety(distribution: Bool?) -> [Safety] {
      var context = MigrationContext(
        path: "Card.swift", deploymentTargets: DeploymentTargets(), index: ProjectIndex(),
        style: SourceStyle())
      if let distribution {
        var placement = ProjectModel.Placement(module: 0, targets: DeploymentTargets())
        placement.mayBuildForDistribution = distribution
        context.placement = placement
      }
      return migration.findings(in: file, context: context).map(\.safety)
    }
    XCTAssertEqual(safety(distribution: false), [.safe])
    XCTAssertEqual(safety(distribution: true), [.review])
    XCTAssertEqual(safety(distribution: nil), [.review])
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
    // One fact for the file: each name once, with the place of its first outside read.
    XCTAssertEqual(facts.map(\.key), ["view-builder-content.reads"])
    XCTAssertEqual(facts.first?.value, "content 4:7\ncount 8:7\n")
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
    XCTAssertEqual(values, ["slides 2:26\ncaption 3:26\n"])
  }

  func testAReadInAnotherFileBlocksTheRewriteAndOneInTheSameFileIsNotCountedTwice() {
    let container = SourceFile(
      text: """
        struct Panel<Content: View>: View {
          let content: () -> Content
          var body: some View { VStack { content() } }
        }
        """)
    // `contents` starts like `content` but is another name.
    var fact = ProjectFact(
      key: "view-builder-content.reads", value: "contents 1:1\ncontent 3:5\ntitle 4:4\n")
    fact.path = "Other.swift"
    var sameFile = ProjectFact(key: "view-builder-content.reads", value: "content 9:9\n")
    sameFile.path = "Panel.swift"
    var similar = ProjectFact(key: "view-builder-content.reads", value: "contents 2:2\n")
    similar.path = "Similar.swift"
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

    let free = migration.findings(in: container, context: context([sameFile, similar]))
    XCTAssertEqual(free.first?.safety, .safe)
    XCTAssertNotNil(free.first?.fix)
  }

  func testFindingPointsAtThePropertyName() {
    let file = SourceFile(
      text: """
        struct Panel<Content: View>: View {
          let content: () -> Content
          var body: some View { VStack { content() } }
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
