import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class DismissActionTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: DismissAction())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 7)
    XCTAssertGreaterThanOrEqual(unchanged.count, 5)
  }

  func testExtensionNamesAreOneFactOfLinesForTypesTheFileDoesNotDeclare() {
    let file = SourceFile(
      text: """
        struct Local {}
        extension Local { func a() { presentationMode } }
        extension Sheet {
          func close() { _presentationMode; self.mode.wrappedValue; $flag; self }
        }
        extension Sheet { func again() { presentationMode; self._store } }
        extension Outer
          .Inner { func b() { value } }
        """)
    XCTAssertEqual(file.diagnostics, [])
    let facts = DismissAction().indexFacts(in: file)
    XCTAssertEqual(
      facts.map(\.key),
      [
        "dismiss-action.extension-names", "dismiss-action.extension-names.unsplittable",
      ])
    // Per type, each reference once by its bytes (`_` or `$` dropped), then `self.` members.
    XCTAssertEqual(
      facts.first?.value,
      "Sheet\tpresentationMode\nSheet\tflag\nSheet\tmode\nSheet\twrappedValue\n"
        + "Sheet\tpresentationMode\nSheet\t_store\n")
    XCTAssertEqual(facts.last?.value, "Outer\n  .Inner\tvalue")
    XCTAssertEqual(DismissAction().indexFacts(in: SourceFile(text: "struct A {}\n")), [])
  }
}
