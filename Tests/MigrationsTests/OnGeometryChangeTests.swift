import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class OnGeometryChangeTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: OnGeometryChange())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 5)
    XCTAssertGreaterThanOrEqual(unchanged.count, 2)
  }

  func testIsInTheLayoutPracticesGroupAndReadsTheIndexes() {
    let migration = OnGeometryChange()
    XCTAssertEqual(migration.group, "layout-practices")
    XCTAssertEqual(migration.safety, .review)
    XCTAssertTrue(migration.usesProjectIndex)
    XCTAssertTrue(migration.usesSemanticIndex)
    XCTAssertTrue(allMigrations.contains { $0.id == "on-geometry-change" })
  }

  func testRecordsEveryPreferenceKeyUse() {
    let file = SourceFile(
      text: """
        Text("a")
          .background(GeometryReader { p in Color.clear.preference(key: SizeKey.self, value: p.size) })
          .onPreferenceChange(SizeKey.self) { _ in }
          .overlayPreferenceValue(Other.Key.self) { _ in EmptyView() }
        """)
    XCTAssertEqual(
      OnGeometryChange().indexFacts(in: file).map(\.value), ["SizeKey", "SizeKey", "Other.Key"])
  }
}
