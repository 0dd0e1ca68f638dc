import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class TextInputAutocapitalizationTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: TextInputAutocapitalization())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 8)
    XCTAssertGreaterThanOrEqual(unchanged.count, cases.count / 2)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 3)
  }
}

extension TextInputAutocapitalizationTests {
  func testLiteralCases() {
    func literal(_ text: String) -> String? {
      let file = SourceFile(text: "let v = x.autocapitalization(\(text))")
      return TextInputAutocapitalization.literalCase(file.nodes(.argument)[0].firstChild!)
    }
    XCTAssertEqual(literal(".none"), "never")
    XCTAssertEqual(literal(".words"), "words")
    XCTAssertEqual(literal(".sentences"), "sentences")
    XCTAssertEqual(literal(".allCharacters"), "characters")
    XCTAssertEqual(literal("UITextAutocapitalizationType.allCharacters"), "characters")
    XCTAssertNil(literal("style"))
    XCTAssertNil(literal("Other.none"))
    XCTAssertNil(literal(".never"))
    XCTAssertNil(literal("flag ? .none : .words"))
  }
}
