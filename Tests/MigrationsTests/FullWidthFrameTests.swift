import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class FullWidthFrameTests: XCTestCase {
  private let migration = FullWidthFrame()
  /// The case whose expected output relies on `// swiftui-migrate:disable:next`.

  func testFixtures() throws {
    let cases = try FixtureCase.all(for: migration.id)
    XCTAssertGreaterThanOrEqual(cases.count, 20)
    // About half of the cases must not change anything.
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(
      unchanged.count * 5, cases.count * 2, "fewer than 40% of the cases are must-not-change")
    for fixture in cases {
      FixtureAssertions.check(fixture, migrations: [migration])
    }
  }

  /// The raw-tree filter passes every stack `SpacerStack` accepts, in every fixture file.
  func testSpacerSitesPassEverySpacerStack() throws {
    var accepted = 0
    for (name, bytes) in try FuzzCorpus.sources() {
      let file = SourceFile(bytes: bytes)
      let sites = SpacerSites(file.calls(named: "Spacer"), file.rawTree)
      for call in file.calls(named: ["HStack", "VStack"]) where SpacerStack(call.node) != nil {
        accepted += 1
        XCTAssertTrue(sites.mayBeSpacerStack(call.node.index), "\(call.node.text) in \(name)")
      }
    }
    XCTAssertGreaterThan(accepted, 50)
  }

  func testSpacerSitesOnASample() {
    let file = SourceFile(
      text: """
        VStack {
          HStack { Text("a"); Spacer() }
          HStack { Image("x"); Text("b"); Spacer() }
          HStack { Text("c") }
          HStack { VStack { Spacer().frame(height: 2) }; Text("d") }
        }
        """)
    let sites = SpacerSites(file.calls(named: "Spacer"), file.rawTree)
    let answers = file.calls(named: ["HStack", "VStack"]).map {
      (String($0.node.text.prefix(14)), sites.mayBeSpacerStack($0.node.index))
    }
    XCTAssertEqual(
      answers.map(\.0),
      [
        "HStack { Text(", "HStack { Image", "HStack { Text(", "VStack { Space", "HStack { VStac",
        "VStack {\n  HSt",
      ])
    XCTAssertEqual(answers.map(\.1), [true, false, false, true, false, false])
  }

  func testRationaleStatesTheReserveInOneSentence() {
    let sentences = migration.rationale.replacingOccurrences(of: "\n", with: " ").components(
      separatedBy: ". ")
    let reserve = sentences.filter { $0.contains("reserve") }
    XCTAssertEqual(reserve.count, 1, "\(reserve)")
    XCTAssertTrue(reserve.first?.contains("spacing + minLength") ?? false)
  }

  func testIsListed() {
    XCTAssertTrue(allMigrations.contains { $0.id == "full-width-frame" })
    XCTAssertEqual(migration.safety, .safe)
  }

  func testExampleRewritesAsDocumented() {
    let run = FixtureRunner.run(
      [migration], inputs: [("Example.swift", Array(migration.example.before.utf8))],
      includeReview: false,
      deploymentTargets: DeploymentTargets())
    XCTAssertEqual(
      String(decoding: run.files["Example.swift"] ?? [], as: UTF8.self), migration.example.after)
  }

  /// view-builder-content stores a container's `content` closure as the view it builds, and
  /// the stack around that view is looked at again in the same fix point: it is still the
  /// caller's content, which may be several views, and stays in its stack.
  func testCallersContentStaysInItsStackOnceStoredAsAView() {
    let input = """
      import SwiftUI

      struct CardColumn<Content: View>: View {
        private var content: () -> Content
        let width: CGFloat

        init(width: CGFloat, @ViewBuilder _ content: @escaping () -> Content) {
          self.width = width
          self.content = content
        }

        var body: some View {
          VStack(spacing: 0) {
            content()
            Spacer()
          }
          .frame(width: width)
        }
      }

      struct Summary: View {
        var body: some View {
          CardColumn(width: 320) {
            Text("Title")
            Text("Subtitle")
          }
        }
      }

      """
    let run = FixtureRunner.run(
      [ViewBuilderContent(), migration], inputs: [("CardColumn.swift", Array(input.utf8))],
      includeReview: true, deploymentTargets: DeploymentTargets([.iOS: OSVersion("17.0")!]))
    let expected =
      input
      .replacingOccurrences(
        of: "private var content: () -> Content", with: "@ViewBuilder private var content: Content"
      )
      .replacingOccurrences(of: "@escaping () -> Content", with: "() -> Content")
      .replacingOccurrences(of: "self.content = content\n", with: "self.content = content()\n")
      .replacingOccurrences(of: "      content()\n      Spacer()", with: "      content\n      Spacer()")
    XCTAssertEqual(String(decoding: run.files["CardColumn.swift"] ?? [], as: UTF8.self), expected)
    XCTAssertTrue(
      run.findings.contains {
        $0.contains("is the caller's content") && $0.hasSuffix("[full-width-frame]")
      }, "\(run.findings)")
  }
}
