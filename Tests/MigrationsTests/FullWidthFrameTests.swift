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
}
