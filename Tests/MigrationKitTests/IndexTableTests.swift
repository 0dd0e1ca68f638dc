import XCTest

@testable import MigrationKit

/// The tables under `SemanticStorage`: interned names and positions grouped by a 64-bit key
/// must give exact answers however many entries they hold.
final class IndexTableTests: XCTestCase {
  func testNamesGetIdsInTheOrderFirstSeenAndKeepThemAsTheTableGrows() {
    var names = NameTable()
    XCTAssertNil(names.id(of: "body"), "empty table")
    XCTAssertEqual(names.intern("body"), 0)
    XCTAssertEqual(names.intern("content"), 1)
    XCTAssertEqual(names.intern("body"), 0, "same spelling, same id")
    XCTAssertEqual(names.id(of: "content"), 1)
    XCTAssertNil(names.id(of: "Content"), "case matters")
    XCTAssertNil(names.id(of: "bod"), "a prefix is another name")
    XCTAssertNil(names.id(of: ""))
    XCTAssertEqual(names.intern(""), 2, "the empty name is a name")
    for number in 0..<5_000 { XCTAssertEqual(names.intern("name\(number)"), Int32(3 + number)) }
    XCTAssertEqual(names.count, 5_003)
    XCTAssertEqual(names.id(of: "body"), 0)
    XCTAssertEqual(names.id(of: "name4999"), 5_002)
    XCTAssertEqual(names.name(4), "name1")
    XCTAssertNil(names.id(of: "name5000"))
  }

  func testAJoinedNameIsFoundWithoutBuildingIt() {
    var names = NameTable()
    let inner = names.intern("Outer.Middle.Inner")
    _ = names.intern("Outer")
    let text = "Outer.Middle.Leaf"
    let middle = text[..<text.lastIndex(of: ".")!]
    XCTAssertEqual(names.id(of: "Inner", after: middle), inner)
    XCTAssertNil(names.id(of: "Leaf", after: middle), "never added")
    XCTAssertNil(names.id(of: "Middle.Inner", after: "Outer.Middle"), "not the same bytes")
    XCTAssertNil(names.id(of: "Inner", after: "Outer"))
    XCTAssertEqual(names.id(of: "Middle.Inner", after: "Outer"), inner)
  }

  func testNamesAreComparedByTheirBytes() {
    var names = NameTable()
    let composed = names.intern("Caf\u{E9}")
    let decomposed = names.intern("Cafe\u{301}")
    XCTAssertNotEqual(composed, decomposed, "the compiler tells these identifiers apart")
    XCTAssertEqual(names.id(of: "Café"), composed)
    XCTAssertEqual(names.id(of: "Straße"), nil)
    XCTAssertEqual(names.intern("Straße"), 2)
    XCTAssertEqual(names.id(of: "Innen", after: "Straße"), nil)
    XCTAssertEqual(names.intern("Straße.Innen"), 3)
    XCTAssertEqual(names.id(of: "Innen", after: "Straße"), 3)
  }

  func testGroupsKeepTheOrderOfAddingWithinAGroup() {
    func position(_ file: Int32, _ item: Int32) -> DeclarationPosition {
      DeclarationPosition(file: file, item: item)
    }
    var groups = PositionGroups()
    XCTAssertEqual(groups.add(position(0, 0), under: 40), 0)
    XCTAssertEqual(groups.add(position(0, 1), under: 40), 0)
    XCTAssertEqual(groups.add(position(0, 2), under: 3), 1)
    XCTAssertEqual(groups.add(position(1, 0), under: 40), 0)
    XCTAssertEqual(groups.add(position(1, 1), under: 9), 2)
    XCTAssertEqual(groups.add(position(2, 0), under: 3), 1)
    groups.finish()
    XCTAssertEqual(groups.groupCount, 3)
    XCTAssertEqual(
      Array(groups.positions(under: 40)), [position(0, 0), position(0, 1), position(1, 0)])
    XCTAssertEqual(Array(groups.positions(under: 3)), [position(0, 2), position(2, 0)])
    XCTAssertEqual(Array(groups.positions(inGroup: 2)), [position(1, 1)])
    XCTAssertEqual(groups.group(of: 9), 2)
    XCTAssertNil(groups.group(of: 4))
    XCTAssertTrue(groups.positions(under: 4).isEmpty)
  }

  func testGroupsAddedInOrderNeedNoSorting() {
    var groups = PositionGroups()
    for item in 0..<6 {
      groups.add(DeclarationPosition(file: 0, item: Int32(item)), under: UInt64(item / 2))
    }
    groups.finish()
    XCTAssertEqual(groups.positions(under: 1).map(\.item), [2, 3])
    XCTAssertEqual(groups.positions(under: 2).map(\.item), [4, 5])
  }
}
