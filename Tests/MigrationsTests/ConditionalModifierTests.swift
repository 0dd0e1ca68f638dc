import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class ConditionalModifierTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: ConditionalModifier())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 4)
    XCTAssertGreaterThanOrEqual(unchanged.count, 3)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 1)
  }
}

final class ConditionalModifierVerbosityTests: XCTestCase {
  /// A `.task` on a view shown only if a condition holds, and a view type that owns
  /// `@State` there, are said with `--verbose` only.
  func testTaskAndStateReportsAreVerboseOnly() {
    let file = SourceFile(
      text: """
        import SwiftUI
        struct Pane: View {
          @State private var isOn = false
          var body: some View { Text("a") }
        }
        struct Screen: View {
          let shows: Bool
          var body: some View {
            VStack {
              if shows {
                Text("a").task {}
              }
              if shows {
                Pane()
              }
            }
          }
        }
        """)
    let declarations = [FileDeclarations(file: file, path: "Screen.swift")]
    let context = MigrationContext(
      path: "Screen.swift", deploymentTargets: DeploymentTargets(),
      index: ProjectIndex(facts: [], declarations: declarations),
      style: SourceStyle.detect(in: file.bytes))
    let findings = ConditionalModifier().findings(in: file, context: context)
    XCTAssertEqual(findings.map(\.isVerboseOnly), [true, true])
    XCTAssertTrue(findings[1].message.hasPrefix("Pane owns @State (isOn)"), findings[1].message)
  }
}
