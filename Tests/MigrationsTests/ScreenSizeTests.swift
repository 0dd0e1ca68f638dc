import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class ScreenSizeTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: ScreenSize())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 7)
    XCTAssertGreaterThanOrEqual(unchanged.count, 6)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 1)
  }

  func testTheGroupIsSelectableByItsId() throws {
    let selected = try MigrationSelection.select(
      from: allMigrations, only: ["layout-practices"], exclude: [])
    XCTAssertEqual(
      selected.map(\.id),
      [
        "screen-size", "on-geometry-change", "background-decoration", "conditional-modifier",
        "layout-assumptions",
      ])
  }

  /// Map content declared on its own (a `MapContent` type, a function producing it) is
  /// not view code, but its reads of the screen are reported with what the view that shows
  /// it reads instead; a model's are not.
  func testReadsInMapContentAreReported() {
    let file = SourceFile(
      text: """
        import MapKit
        import SwiftUI

        struct TrackLine: MapContent {
          var body: some MapContent {
            MapPolyline(coordinates: []).stroke(.blue, lineWidth: 2 / UIScreen.main.scale)
          }
        }

        @MapContentBuilder
        func stops() -> some MapContent {
          MapCircle(center: origin, radius: 20 * UIScreen.main.scale)
        }

        struct Track {
          var scale: CGFloat { UIScreen.main.scale }
        }
        """)
    let declarations = [FileDeclarations(file: file, path: "Track.swift")]
    let context = MigrationContext(
      path: "Track.swift", deploymentTargets: DeploymentTargets(),
      index: ProjectIndex(facts: [], declarations: declarations),
      style: SourceStyle.detect(in: file.bytes))
    let findings = ScreenSize().findings(in: file, context: context)
    XCTAssertEqual(findings.map { file.location(of: $0.range.lowerBound).line }, [6, 12])
    XCTAssertEqual(
      findings.first?.message,
      "UIScreen.main is deprecated in the iOS 26 SDK, and it is the main screen, not necessarily the one this map content is shown on: in the view that shows it, read @Environment(\\.displayScale) (the scale of the display it is on), and pass the value in"
    )
  }
}
