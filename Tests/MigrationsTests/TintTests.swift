import MigrationKit
import TestSupport
import XCTest

@testable import Migrations

final class TintTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: Tint())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 9)
    XCTAssertGreaterThanOrEqual(unchanged.count, 7)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 2)
  }

  /// A style of another module applied under the call may draw with Color.accentColor (a
  /// custom button style's usual way to use the accent colour), and it is not searched: the
  /// call is only reported. A SwiftUI style, or one the module declares (searched), is no
  /// such case. (A unit test: a fixture type-checks, and the style's module is not there.)
  func testAStyleOfAnotherModuleUnderTheCallIsReported() {
    let source = """
      import SwiftUI
      import ButtonKit

      struct Actions: View {
        var body: some View {
          VStack {
            Button("Save") {}
              .buttonStyle(RoundedFillStyle())
              .accentColor(Color.red.opacity(0.2))
            Button("Cancel") {}
              .buttonStyle(PlainButtonStyle())
              .accentColor(.gray)
            Button("Share") {}
              .buttonStyle(OutlineStyle())
              .accentColor(.blue)
            Toggle("On", isOn: .constant(true))
              .toggleStyle(RoundedFillStyle())
              .accentColor(.green)
            Text("Note")
              .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
              .accentColor(.orange)
          }
        }
      }

      struct OutlineStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label.padding(4)
        }
      }
      """
    let run = FixtureRunner.run(
      [Tint()], inputs: [("Actions.swift", Array(source.utf8))], includeReview: true,
      deploymentTargets: DeploymentTargets([.iOS: OSVersion([16])]))
    let output = String(decoding: run.files["Actions.swift"] ?? [], as: UTF8.self)
    XCTAssertTrue(output.contains(".accentColor(Color.red.opacity(0.2))"))
    XCTAssertTrue(output.contains(".tint(.gray)"))
    XCTAssertTrue(output.contains(".tint(.blue)"))
    XCTAssertTrue(output.contains(".accentColor(.green)"))
    XCTAssertTrue(output.contains(".tint(.orange)"))
    XCTAssertEqual(
      run.findings.filter { $0.contains("diagnostic") },
      [
        "Actions.swift:9:9: diagnostic: accentColor(_:) also sets Color.accentColor for the views under it, and tint(_:) does not: the style RoundedFillStyle() applied under this view comes from another module and is not searched, and a style often draws with Color.accentColor: left as is (if it does not read Color.accentColor, rename the call to tint) [tint]",
        "Actions.swift:18:9: diagnostic: accentColor(_:) also sets Color.accentColor for the views under it, and tint(_:) does not: the style RoundedFillStyle() applied under this view comes from another module and is not searched, and a style often draws with Color.accentColor: left as is (if it does not read Color.accentColor, rename the call to tint) [tint]",
      ])
  }
}
