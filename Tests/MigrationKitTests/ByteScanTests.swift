import SwiftCST
import TestSupport
import XCTest

@testable import MigrationKit

/// The whole-file byte checks against plain reference implementations.
final class ByteScanTests: XCTestCase {
  func testUTF8ValidationAgreesWithTheStandardLibrary() {
    var generator = SplitMix64(seed: 7)
    let pieces: [[UInt8]] = [
      Array("let a = 1\n".utf8), Array("é".utf8), Array("€".utf8), Array("𝄞".utf8),
      [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80],  // overlong
      [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF],  // a surrogate; the last one below it
      [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],  // above U+10FFFF; U+10FFFF
      [0x80], [0xBF], [0xC2], [0xE2, 0x82], [0xF0, 0x9D, 0x84], [0xFF], [0xFE],
    ]
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 6) {
        bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      // Sometimes an ASCII run long enough for the eight- and 32-byte steps, sometimes
      // random bytes.
      if generator.next() % 3 == 0 {
        bytes += Array(repeating: 0x61, count: Int(generator.next() % 80))
      }
      if generator.next() % 4 == 0 { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      XCTAssertEqual(FileIO.isValidUTF8(bytes), expected, "\(bytes)")
    }
  }

  /// `containsAnyBytes` answers whether any of its texts occurs, as `containsBytes` of each
  /// would, and keeps that answer apart from `containsBytes` questions.
  func testContainsAnyBytesAgreesWithContainsBytes() {
    let texts: [StaticString] = ["Published", ".$"]
    for text in ["@Published var a = 1", "x.$y", "let p = 1 // Publish", ""] {
      let file = SourceFile(text: text)
      XCTAssertEqual(
        file.containsAnyBytes(of: texts, rememberedAs: "\u{0}test.any"),
        file.containsBytes("Published") || file.containsBytes(".$"), text)
      // Asked again: the remembered answer.
      XCTAssertEqual(
        file.containsAnyBytes(of: texts, rememberedAs: "\u{0}test.any"),
        file.containsBytes("Published") || file.containsBytes(".$"), text)
    }
  }

  func testNeedleSearchAgreesWithAPlainScan() {
    var generator = SplitMix64(seed: 11)
    let needle = Array("swiftui-migrate:".utf8)
    let alphabet = Array("swiftui-migrate: \n/".utf8)
    for _ in 0..<5_000 {
      var bytes = (0..<Int(generator.next() % 40)).map { _ in
        alphabet[Int(generator.next() % UInt64(alphabet.count))]
      }
      if generator.next() % 3 == 0 {
        let at = Int(generator.next() % UInt64(bytes.count + 1))
        bytes.insert(contentsOf: needle.prefix(Int(generator.next() % 17)), at: at)
      }
      let expected =
        bytes.count >= needle.count
        && (0...(bytes.count - needle.count)).contains {
          Array(bytes[$0..<$0 + needle.count]) == needle
        }
      XCTAssertEqual(
        Suppressions.mayContainDirective(bytes), expected, String(decoding: bytes, as: UTF8.self))
    }
  }
}

extension ByteScanTests {
  func testAnySubstringIsFoundWhateverItsAnchor() {
    let text = Array("extension View { func safeAreaBarOrInset() -> some View { self } }\n".utf8)
    for start in 0..<text.count {
      for end in (start + 1)...min(text.count, start + 20) {
        XCTAssertTrue(ByteScan.contains(Array(text[start..<end]), in: text), "\(start)..<\(end)")
      }
    }
    XCTAssertFalse(ByteScan.contains(Array("safeAreaBarOrInsets".utf8), in: text))
    XCTAssertFalse(ByteScan.contains(Array("x".utf8), in: []))
  }

  /// The three characters canonically equivalent to ASCII are found anywhere (in an ASCII
  /// run or not, at the end); other non-ASCII text and cut sequences are not them.
  func testCharactersEquivalentToASCII() {
    for character in ["\u{37E}", "\u{1FEF}", "\u{212A}"] {
      let runs = [21, 31, 32, 33, 40, 63, 64, 71].map { String(repeating: "x", count: $0) }
      for prefix in ["", "a", "abcdefgh", "é—"] + runs {
        for suffix in ["", "z", " trailing text"] {
          let text = Array((prefix + character + suffix).utf8)
          XCTAssertTrue(ByteScan.containsASCIIEquivalent(text), "\(prefix)|\(character)|\(suffix)")
        }
      }
    }
    XCTAssertFalse(ByteScan.containsASCIIEquivalent([]))
    XCTAssertFalse(ByteScan.containsASCIIEquivalent(Array("let key = \"K é — ; ` ©\"\n".utf8)))
    XCTAssertFalse(ByteScan.containsASCIIEquivalent([0x61, 0xE2, 0x84]))
    XCTAssertFalse(ByteScan.containsASCIIEquivalent([0xE2, 0x84, 0xAB, 0xCD, 0xBD]))
  }
}
