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

extension ByteScanTests {
  /// Needles of few letters in haystacks of the same letters (the anchor byte is met often,
  /// the needle's start and its checked byte on either side of it): the search finds what a
  /// plain scan finds, in whole haystacks and in ranges of them, near either end or not at all.
  func testSearchAmongManyAnchorBytesAgreesWithAPlainScan() {
    var generator = SplitMix64(seed: 23)
    let alphabet = Array("abvl.".utf8)
    for round in 0..<20_000 {
      // Some haystacks of one letter but for a few others.
      let common = alphabet[Int(generator.next() % UInt64(alphabet.count))]
      let bytes = (0..<Int(generator.next() % 300)).map { _ in
        round % 3 == 0 && generator.next() % 16 != 0
          ? common : alphabet[Int(generator.next() % UInt64(alphabet.count))]
      }
      let needle = (0..<(1 + Int(generator.next() % 6))).map { _ in
        alphabet[Int(generator.next() % UInt64(alphabet.count))]
      }
      let lower = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
      let upper = lower + Int(generator.next() % UInt64(bytes.count - lower + 1))
      for range in [0..<bytes.count, lower..<upper] {
        let expected =
          range.count >= needle.count
          && (range.lowerBound...(range.upperBound - needle.count)).contains {
            Array(bytes[$0..<$0 + needle.count]) == needle
          }
        let found = needle.withUnsafeBufferPointer {
          ByteScan.contains($0, in: bytes, range: range)
        }
        XCTAssertEqual(
          found, expected,
          "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: bytes, as: UTF8.self)) \(range)"
        )
      }
    }
  }
}

extension ByteScanTests {
  /// Two texts that start with the same byte, searched in one pass, are found where each
  /// searched alone is: whole haystacks and ranges, one text longer than the other, either
  /// or both at an end.
  func testTwoTextsInOnePassAgreeWithOneSearchEach() {
    var generator = SplitMix64(seed: 31)
    let alphabet = Array("UIDSc".utf8)
    let pairs: [(String, String)] = [("UIS", "UID"), ("UI", "UIDc"), ("UIDS", "UI"), ("UU", "UIU")]
    for _ in 0..<20_000 {
      let bytes = (0..<Int(generator.next() % 90)).map { _ in
        alphabet[Int(generator.next() % UInt64(alphabet.count))]
      }
      let (first, second) = pairs[Int(generator.next() % UInt64(pairs.count))]
      let lower = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
      let upper = lower + Int(generator.next() % UInt64(bytes.count - lower + 1))
      for range in [0..<bytes.count, lower..<upper] {
        let alone = [first, second].map { text in
          Array(text.utf8).withUnsafeBufferPointer {
            ByteScan.contains($0, in: bytes, range: range)
          }
        }
        let both = Array(first.utf8).withUnsafeBufferPointer { first in
          Array(second.utf8).withUnsafeBufferPointer { second in
            ByteScan.contains(first, second, in: bytes, range: range)
          }
        }
        XCTAssertEqual(
          [both.first, both.second], alone,
          "\(first), \(second) in \(String(decoding: bytes, as: UTF8.self)) \(range)")
      }
    }
  }
}
