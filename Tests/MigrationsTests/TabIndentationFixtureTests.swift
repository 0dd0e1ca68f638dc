import Foundation
import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

/// Every one-file fixture indented with four spaces, again indented with tabs: the output
/// must be the expected output indented with tabs. The migrations read and write
/// indentation by the file's own unit (`SourceStyle`); section-header-footer gave up on
/// tab-indented content (it stayed a level too deep).
final class TabIndentationFixtureTests: XCTestCase {
  func testEveryFixtureRewritesATabFileAsItsSpaceTwin() throws {
    var checked = 0
    for migration in allMigrations {
      for fixture in try FixtureCase.all(for: migration.id) {
        guard fixture.inputs.count == 1, let input = fixture.inputs.first,
          fixture.expected.count == 1, let expected = fixture.expected[input.name],
          let tabbedInput = Self.tabbed(input.bytes), let tabbedExpected = Self.tabbed(expected)
        else { continue }
        let others = fixture.otherMigrationIDs.compactMap { id in
          allMigrations.first { $0.id == id }
        }
        let run = FixtureRunner.run(
          [migration] + others, inputs: [(input.name, tabbedInput)],
          includeReview: fixture.includeReview, deploymentTargets: fixture.deploymentTargets,
          inApp: fixture.inApp)
        if run.files[input.name] != tabbedExpected {
          XCTFail(
            "\(fixture) in tabs differs from the expected output in tabs.\n--- expected\n\(String(decoding: tabbedExpected, as: UTF8.self))\n--- actual\n\(String(decoding: run.files[input.name] ?? [], as: UTF8.self))"
          )
        }
        checked += 1
      }
    }
    // 161 fixtures qualify today.
    XCTAssertGreaterThan(checked, 120)
  }

  /// Each line's leading spaces as tabs, four to a tab; nil when a line's leading spaces
  /// are not a multiple of four (an argument lined up under another), the file holds a tab,
  /// a carriage return or a multi-line string, or no line is indented four spaces.
  private static func tabbed(_ bytes: [UInt8]) -> [UInt8]? {
    let text = String(decoding: bytes, as: UTF8.self)
    if text.contains("\t") || text.contains("\r") || text.contains("\"\"\"") { return nil }
    var indentedFour = false
    var out = ""
    for (index, line) in text.sourceLines().enumerated() {
      if index > 0 { out += "\n" }
      let spaces = line.prefix { $0 == " " }.count
      if spaces % 4 != 0 { return nil }
      if spaces == 4 { indentedFour = true }
      out += String(repeating: "\t", count: spaces / 4) + line.dropFirst(spaces)
    }
    return indentedFour ? Array(out.utf8) : nil
  }
}
