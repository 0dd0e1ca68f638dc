import SwiftCST
import XCTest

/// The one hash table under every byte-keyed table (`ByteKeyTable`, `HashSlots`,
/// `GroupedValues`) and its hash (`ByteHash`).
final class ByteKeyTableTests: XCTestCase {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  func testFNV1aGivesTheStandardValuesAndContinues() {
    XCTAssertEqual(ByteHash.fnv1a([UInt8]()), 0xcbf2_9ce4_8422_2325)
    XCTAssertEqual(ByteHash.fnv1a(bytes("a")), 0xaf63_dc4c_8601_ec8c)
    XCTAssertEqual(ByteHash.fnv1a(bytes("foobar")), 0x8594_4171_f739_67e8)
    XCTAssertEqual(
      ByteHash.fnv1a(bytes("bar"), from: ByteHash.fnv1a(bytes("foo"))),
      ByteHash.fnv1a(bytes("foobar")))
    bytes("foobar").withUnsafeBufferPointer {
      XCTAssertEqual(ByteHash.fnv1a($0), 0x8594_4171_f739_67e8)
      XCTAssertEqual(ByteHash.fnv1aAndASCII($0).hash, 0x8594_4171_f739_67e8)
      XCTAssertTrue(ByteHash.fnv1aAndASCII($0).isASCII)
    }
    bytes("café").withUnsafeBufferPointer { XCTAssertFalse(ByteHash.fnv1aAndASCII($0).isASCII) }
  }

  /// The word hash reads eight bytes at a time, the last ones overlapping: equal texts hash
  /// alike, texts of every length up to 20 that differ in one byte do not, and a byte
  /// outside ASCII anywhere is told.
  func testTheWordHashTellsTextsOfEveryLengthApartAndFindsNonASCIIBytes() {
    func words(_ text: [UInt8]) -> (hash: UInt64, isASCII: Bool) {
      text.withUnsafeBufferPointer { ByteHash.wordsAndASCII($0) }
    }
    var seen: [UInt64: [UInt8]] = [:]
    for length in 0...20 {
      let base = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      XCTAssertEqual(words(base).hash, words(Array(base)).hash)
      XCTAssertTrue(words(base).isASCII)
      var variants = [base]
      for position in 0..<length {
        var changed = base
        changed[position] = UInt8(ascii: "Z")
        variants.append(changed)
        var high = base
        high[position] = 0xC3
        XCTAssertFalse(words(high).isASCII, "\(length) \(position)")
      }
      for text in variants {
        let hash = words(text).hash
        XCTAssertNil(seen[hash], "\(text) and \(seen[hash] ?? [])")
        seen[hash] = text
      }
    }
  }

  func testKeysAreNumberedInTheOrderFirstAddedAndKeepTheirNumbersAsTheTableGrows() {
    var table = ByteKeyTable()
    for round in 0..<2 {
      for number in 0..<5_000 {
        let (id, isNew) = bytes("name\(number)").withUnsafeBufferPointer { table.insert($0) }
        XCTAssertEqual(id, Int32(number))
        XCTAssertEqual(isNew, round == 0)
      }
    }
    XCTAssertEqual(table.count, 5_000)
    XCTAssertEqual(table.id(of: "name4321"), 4_321)
    XCTAssertEqual(Array(table.key(4_321)), bytes("name4321"))
    XCTAssertNil(table.id(of: "name5000"))
    XCTAssertNil(table.id(of: "name"))
    XCTAssertNil(table.id(of: ""))
  }

  func testKeysWithTheSameHashAreToldApartByTheirBytes() {
    var table = ByteKeyTable()
    let keys = ["a", "b", "ab", ""].map(bytes)
    for key in keys {
      XCTAssertTrue(key.withUnsafeBufferPointer { table.insert($0, hash: 7).isNew })
    }
    for (number, key) in keys.enumerated() {
      XCTAssertEqual(key.withUnsafeBufferPointer { table.id(of: $0, hash: 7) }, Int32(number))
      XCTAssertFalse(key.withUnsafeBufferPointer { table.insert($0, hash: 7).isNew })
    }
    XCTAssertNil(bytes("ba").withUnsafeBufferPointer { table.id(of: $0, hash: 7) })
    XCTAssertTrue(table.containsKey(withHash: 7))
    XCTAssertFalse(table.containsKey(withHash: 8))
    XCTAssertEqual(table.id(hash: 7) { $0.count == 2 }, 2)
    XCTAssertNil(table.id(hash: 7) { $0.count == 3 })
  }

  func testRemoveAllForgetsEveryKey() {
    var table = ByteKeyTable()
    for text in ["x", "y", "z"] { _ = bytes(text).withUnsafeBufferPointer { table.insert($0) } }
    table.removeAll()
    XCTAssertEqual(table.count, 0)
    XCTAssertNil(table.id(of: "x"))
    XCTAssertEqual(bytes("z").withUnsafeBufferPointer { table.insert($0).id }, 0)
    XCTAssertEqual(Array(table.key(0)), bytes("z"))
  }

  func testAddIfAbsentAddsEachHashOnce() {
    var slots = HashSlots()
    for hash in [UInt64(3), 5, 3, 7, 5, 3] + (100..<140).map(UInt64.init) + [7] {
      slots.addIfAbsent(hash: hash)
    }
    XCTAssertEqual(slots.entryHashes, [3, 5, 7] + (100..<140).map(UInt64.init))
  }

  func testIntegerKeysAreTheirOwnHashes() {
    var slots = HashSlots()
    XCTAssertNil(slots.entry(hash: 0) { _ in true })
    XCTAssertEqual(slots.add(hash: 0), 0)
    for key in 1...10_000 { XCTAssertEqual(slots.add(hash: UInt64(key) << 32 | 5), Int32(key)) }
    XCTAssertEqual(slots.count, 10_001)
    XCTAssertEqual(slots.entry(hash: 0) { _ in true }, 0)
    XCTAssertEqual(slots.entry(hash: 1_234 << 32 | 5) { _ in true }, 1_234)
    XCTAssertEqual(slots.hash(of: 1_234), 1_234 << 32 | 5)
    XCTAssertNil(slots.entry(hash: 1_234 << 32 | 6) { _ in true })
    XCTAssertNil(slots.entry(hash: 10_001 << 32 | 5) { _ in true })
    XCTAssertEqual(slots.entryHashes.prefix(2), [0, 1 << 32 | 5])
  }

  func testATableWithoutSlotsKeepsItsEntriesAndPlacesThemAgainOnTheNextAdd() {
    var slots = HashSlots()
    for key in 1...100 { slots.add(hash: UInt64(key) * 7) }
    let compact = slots.withoutSlots()
    XCTAssertEqual(compact.count, 100)
    XCTAssertEqual(compact.entryHashes, slots.entryHashes)
    XCTAssertLessThan(compact.entryHashes.capacity, slots.entryHashes.capacity)
    // Done sets are only read whole; a look-up waits for the next add.
    XCTAssertNil(compact.entry(hash: 7) { _ in true })
    var grown = compact
    XCTAssertEqual(grown.add(hash: 1_000), 100)
    XCTAssertEqual(grown.entry(hash: 7) { _ in true }, 0)
    XCTAssertEqual(grown.entry(hash: 700) { _ in true }, 99)
    XCTAssertEqual(grown.entry(hash: 1_000) { _ in true }, 100)
  }

  func testGroupsKeepTheOrderOfAddingWithinAGroup() {
    var groups = GroupedValues<String>()
    for (value, group) in [("a", 2), ("b", 0), ("c", 2), ("d", 1), ("e", 0)] {
      groups.append(value, toGroup: Int32(group))
    }
    groups.finish(groupCount: 4)
    XCTAssertEqual(Array(groups.values(inGroup: 0)), ["b", "e"])
    XCTAssertEqual(Array(groups.values(inGroup: 1)), ["d"])
    XCTAssertEqual(Array(groups.values(inGroup: 2)), ["a", "c"])
    XCTAssertEqual(Array(groups.values(inGroup: 3)), [])
    XCTAssertEqual(groups.values, ["b", "e", "d", "a", "c"])
  }
}
