import SwiftCST
import XCTest

@testable import MigrationKit

/// `let x = T(…)` without a written type: the index infers `T` only from a call whose callee
/// is a capitalised name or a path of capitalised names.
final class ConstructedTypeTests: XCTestCase {
  private func inferredTypes(_ text: String) -> [String] {
    FileDeclarations(file: SourceFile(text: text), path: "A.swift").members.map {
      $0.type.map { "\($0.text)\($0.isOptional ? "?" : "")" } ?? "-"
    }
  }

  func testCapitalisedPathsAreTypesAndChainsAreNot() {
    XCTAssertEqual(
      inferredTypes(
        """
        let a = Outer.Inner()
        let b = Outer.Middle.Inner(x: 1)
        let c = Text("x").font(.body)
        let d = Outer.inner()
        let e = outer.Inner()
        let f = Outer.Inner.init()
        let g = Color.red.opacity(0.5)
        let h = Outer . Inner()
        let i = Model()
        """),
      [
        "Outer.Inner", "Outer.Middle.Inner", "-", "-", "-", "Outer.Inner", "-", "Outer.Inner",
        "Model",
      ])
  }

  func testNonASCIIPathsAreSplitByCharacter() {
    XCTAssertEqual(
      inferredTypes("let a = Äußere.Innen()\nlet b = Äußere.ínnen()\nlet c = Straße.Ü()"),
      ["Äußere.Innen", "-", "Straße.Ü"])
    XCTAssertTrue(DeclarationScanner.isCapitalisedPath("Äußere.Innen"))
    XCTAssertFalse(DeclarationScanner.isCapitalisedPath("A.b.É"))
    XCTAssertFalse(DeclarationScanner.isCapitalisedPath("A"), "one part is not a path")
    XCTAssertTrue(DeclarationScanner.isCapitalisedPath("A..B"), "empty parts are skipped")
    XCTAssertFalse(DeclarationScanner.isCapitalisedPath("A.\u{301}B"), "the dot combines")
    XCTAssertFalse(DeclarationScanner.isCapitalisedPath(""))
  }
}
