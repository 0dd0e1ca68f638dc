import SwiftCST
import XCTest

/// `Array(filledWith:count:)` and `String(utf8Bytes:)` make exactly what the standard
/// library's `init(repeating:count:)` and `init(decoding:as:)` make.
final class SpecialisedConstructionTests: XCTestCase {
  func testFilledArraysEqualRepeatedOnes() {
    for count in [0, 1, 2, 15, 16, 1000] {
      XCTAssertEqual([Int32](filledWith: -1, count: count), [Int32](repeating: -1, count: count))
      XCTAssertEqual([Bool](filledWith: true, count: count), [Bool](repeating: true, count: count))
    }
    XCTAssertEqual([String](filledWith: "a", count: 3), ["a", "a", "a"])
  }

  func testStringsFromBytesEqualDecodedOnes() {
    let samples: [[UInt8]] = [
      [], Array("a".utf8), Array("identifier".utf8), Array("exactly15bytes!".utf8),
      Array("sixteen bytes ok".utf8), Array("héllo".utf8), Array("ünïcödé😀".utf8),
      [0xFF, 0x41], [0xE2, 0x82], [0x80], [0x41, 0xC0, 0x80, 0x42],
      Array("a much longer text with ünïcode in it".utf8) + [0xFF],
    ]
    for bytes in samples {
      let made = bytes.withUnsafeBufferPointer { String(utf8Bytes: $0) }
      let decoded = String(decoding: bytes, as: UTF8.self)
      XCTAssertEqual(made, decoded, "\(bytes)")
      XCTAssertEqual(Array(made.utf8), Array(decoded.utf8), "\(bytes)")
    }
  }

  func testTokenTextsAreTheirBytes() {
    let file = SourceFile(text: "struct A {\n  \tlet café = \"naïve\" // ok\n}\n")
    for index in 0..<file.tokenCount {
      let token = file.token(at: index)
      XCTAssertEqual(token.text, String(decoding: file.bytes[token.range], as: UTF8.self))
    }
    XCTAssertEqual(file.indentation(ofLineContaining: 16), "  \t")
    XCTAssertEqual(file.text(0..<6), "struct")
  }
}
