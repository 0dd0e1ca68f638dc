import SwiftCST
import XCTest

@testable import MigrationKit

/// The tables of `SemanticStorage` keep positions into the files' members: answers must
/// come in path then declaration order, with other modules' public members after the
/// module's own, whatever order the files are given in.
final class SemanticStorageTests: XCTestCase {
  private func declarations(_ path: String, _ module: String, _ text: String) -> FileDeclarations {
    FileDeclarations(file: SourceFile(text: text), path: path, module: module)
  }

  private var files: [FileDeclarations] {
    [
      declarations(
        "A/2.swift", "A",
        """
        extension Card { func title() -> Int { 2 } }
        func helper(_ x: Int) {}
        """),
      declarations(
        "A/1.swift", "A",
        """
        struct Card {
          var title: String
          struct Inner { var depth = 0 }
        }
        struct Other { var title: Int }
        extension Card { var subtitle: String { "" } }
        func helper() {}
        var shared = 1
        """),
      declarations(
        "B/1.swift", "B",
        """
        extension Card {
          public var title: Text { Text("") }
          var hidden: Int { 0 }
        }
        public func helper(_ a: Int, _ b: Int) {}
        public struct Widget {}
        """),
    ]
  }

  func testMembersComeInPathThenDeclarationOrderWithOtherModulesPublicOnesLast() {
    let fromA = SemanticIndex(files: files, module: "A")
    XCTAssertEqual(
      fromA.members(named: "title", in: "Card").map { "\($0.path) \($0.kind)" },
      ["A/1.swift storedProperty", "A/2.swift function", "B/1.swift computedProperty"])
    XCTAssertEqual(
      fromA.members(of: "Card").map(\.name),
      ["title", "subtitle", "title", "title"])
    XCTAssertEqual(fromA.members(of: "Other").map(\.name), ["title"])
    XCTAssertEqual(fromA.members(of: "Card.Inner").map(\.name), ["depth"])
    XCTAssertEqual(
      fromA.topLevel(named: "helper").map(\.parameterLabels), [[], ["_"], ["_", "_"]])
    XCTAssertEqual(fromA.topLevel(named: "shared").count, 1)
    let fromB = SemanticIndex(files: files, module: "B")
    XCTAssertEqual(fromB.members(of: "Card").map(\.name), ["title", "hidden"])
    XCTAssertEqual(fromB.topLevel(named: "shared").count, 0, "internal to A")
    XCTAssertEqual(fromB.topLevel(named: "helper").map(\.path), ["B/1.swift"])
  }

  func testTypesAreFoundInTheirModuleNestedScopesAndPublicOnesOfOtherModules() {
    let fromA = SemanticIndex(files: files, module: "A")
    XCTAssertEqual(fromA.type(named: "Inner", inside: "Card")?.name, "Card.Inner")
    XCTAssertEqual(fromA.type(named: "Inner", inside: "Card.Inner")?.name, "Card.Inner")
    XCTAssertNil(fromA.type(named: "Inner", inside: nil))
    XCTAssertEqual(fromA.type(named: "Widget")?.module, "B", "public in B")
    XCTAssertEqual(fromA.type(named: "Card")?.kind, .struct)
    XCTAssertEqual(SemanticIndex(files: files, module: "B").type(named: "Card")?.kind, .extension)
    XCTAssertNil(SemanticIndex(files: files, module: "C").type(named: "Card"), "internal to A")
  }

  func testNestedScopesOfNonASCIINamesAreWalkedByCharacter() {
    let index = SemanticIndex(files: [
      declarations("Ä.swift", "", "struct Äußere { struct Innen { struct Kern {} } }")
    ])
    XCTAssertEqual(
      index.type(named: "Innen", inside: "Äußere.Innen.Kern")?.name, "Äußere.Innen")
    XCTAssertEqual(index.type(named: "Kern", inside: "Äußere.Innen")?.name, "Äußere.Innen.Kern")
    XCTAssertNil(index.type(named: "Kern", inside: "Äußere"))
  }
}
