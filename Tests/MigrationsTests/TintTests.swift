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

  /// A chain that starts by constructing a type of another module that is not a SwiftUI view
  /// (a package's browser sheet) may call that type's own accentColor(_:), which returns the
  /// type and takes its own methods after it: renamed to tint, the chain would not compile.
  /// Only reported; SwiftUI's views and the module's own keep converting. (A unit test: a
  /// fixture type-checks, and the other module is not there.)
  func testAChainOnATypeOfAnotherModuleIsReported() {
    let source = """
      import SwiftUI
      import BrowserKit

      struct HelpLinks: View {
        let page: URL
        @State private var showing = false

        var body: some View {
          VStack {
            Button("Open") { showing = true }
              .accentColor(.purple)
            ProfileBadge()
              .accentColor(.orange)
          }
          .sheet(isPresented: $showing) {
            InAppBrowser(page: page).accentColor(.purple).closeButton(.done)
          }
          .popover(isPresented: $showing) {
            InAppBrowser(page: page)
              .barStyle(.dark)
              .accentColor(.green)
          }
        }
      }

      struct ProfileBadge: View {
        var body: some View { Text("me") }
      }
      """
    let run = FixtureRunner.run(
      [Tint()], inputs: [("HelpLinks.swift", Array(source.utf8))], includeReview: true,
      deploymentTargets: DeploymentTargets([.iOS: OSVersion([16])]))
    let output = String(decoding: run.files["HelpLinks.swift"] ?? [], as: UTF8.self)
    XCTAssertTrue(output.contains("Button(\"Open\") { showing = true }\n        .tint(.purple)"))
    XCTAssertTrue(output.contains("ProfileBadge()\n        .tint(.orange)"))
    XCTAssertTrue(
      output.contains("InAppBrowser(page: page).accentColor(.purple).closeButton(.done)"))
    XCTAssertTrue(output.contains(".barStyle(.dark)\n        .accentColor(.green)"))
    XCTAssertEqual(
      run.findings.filter { $0.contains("diagnostic") },
      [
        "HelpLinks.swift:16:31: diagnostic: InAppBrowser is a type of another module, not one of SwiftUI's views: this accentColor(_:) may be its own method, which tint(_:) (returning some View) would not replace, and a method of InAppBrowser chained after it would no longer compile: left as is (rename it to tint by hand if it is SwiftUI's modifier) [tint]",
        "HelpLinks.swift:21:9: diagnostic: InAppBrowser is a type of another module, not one of SwiftUI's views: this accentColor(_:) may be its own method, which tint(_:) (returning some View) would not replace, and a method of InAppBrowser chained after it would no longer compile: left as is (rename it to tint by hand if it is SwiftUI's modifier) [tint]",
      ])
    XCTAssertEqual(run.findings.count, 4)
  }
}
