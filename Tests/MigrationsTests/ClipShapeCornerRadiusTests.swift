import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class ClipShapeCornerRadiusTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: ClipShapeCornerRadius())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 8)
    XCTAssertGreaterThanOrEqual(unchanged.count, 3)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 4)
  }
}

extension ClipShapeCornerRadiusTests {
  func testTogetherWithTheOtherDeprecatedAPIMigrations() {
    let input = """
      struct Field: View {
        @State private var email = ""
        var body: some View {
          TextField("Email", text: $email)
            .autocapitalization(.none)
            .foregroundColor(.secondary)
            .padding(8)
            .cornerRadius(8, antialiased: false)
        }
      }

      """
    let expected = """
      struct Field: View {
        @State private var email = ""
        var body: some View {
          TextField("Email", text: $email)
            .textInputAutocapitalization(.never)
            .foregroundStyle(Color.secondary)
            .padding(8)
            .clipShape(.rect(cornerRadius: 8), style: FillStyle(antialiased: false))
        }
      }

      """
    let run = FixtureRunner.run(
      [ForegroundStyle(), ClipShapeCornerRadius(), TextInputAutocapitalization()],
      inputs: [("Field.swift", Array(input.utf8))], includeReview: false,
      deploymentTargets: DeploymentTargets([.iOS: OSVersion("17.0")!]))
    XCTAssertEqual(run.files["Field.swift"].map { String(decoding: $0, as: UTF8.self) }, expected)
    XCTAssertEqual(run.findings.count, 3)
    XCTAssertEqual(
      allMigrations.filter { $0.group == "deprecated-api" }.map(\.id),
      [
        "foreground-style", "clip-shape-corner-radius", "on-change-two-parameters",
        "navigation-stack",
        "text-input-autocapitalization", "navigation-title",
        "accessibility-modifiers", "autocorrection-disabled",
        "color-uicolor", "scroll-indicators", "section-header-footer",
        "tint", "task-modifier", "toolbar-items",
        "gestures", "text-concatenation", "alert-presentation", "preview-macro",
        "animation-value", "dismiss-action",
      ])
  }
}
