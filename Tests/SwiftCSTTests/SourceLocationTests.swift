import SwiftCST
import TestSupport
import XCTest

final class SourceLocationTests: XCTestCase {
  func testLinesEndAtLFCRLFAndLoneCR() {
    let file = SourceFile(text: "a\nb\r\nc\rd")
    XCTAssertEqual(file.lineStarts, [0, 2, 5, 7])
    XCTAssertEqual(file.location(of: 0).description, "1:1")
    XCTAssertEqual(file.location(of: 3).description, "2:2")
    XCTAssertEqual(file.location(of: 5).description, "3:1")
    XCTAssertEqual(file.location(of: 7).description, "4:1")
    XCTAssertEqual(file.indentation(ofLineContaining: 7), "")
  }

  func testColumnsCountBytes() {
    let file = SourceFile(text: "let café = 1\n  x")
    XCTAssertEqual(file.location(of: 9).column, 10)  // after the two-byte é
    XCTAssertEqual(file.indentation(ofLineContaining: 16), "  ")
  }

  func testLineStartsMatchAByteByByteScan() {
    var random = SplitMix64(seed: 0x11AE)
    let alphabet: [UInt8] = [10, 13, 13, 10, 97, 98, 32, 9, 0xC3, 0xA9]
    for _ in 0..<3_000 {
      let count = Int(random.next() % 70)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      // The reference: after LF, after CRLF, after a lone CR.
      var expected = [0]
      var offset = 0
      while offset < bytes.count {
        let byte = bytes[offset]
        offset += 1
        if byte == 10 {
          expected.append(offset)
        } else if byte == 13 {
          if offset < bytes.count && bytes[offset] == 10 { offset += 1 }
          expected.append(offset)
        }
      }
      XCTAssertEqual(SourceFile(bytes: bytes).lineStarts, expected, "\(bytes)")
      // Asked about offsets in any order, a file scanned only as far as each question
      // answers as the whole table does, and its table ends as the whole one.
      let file = SourceFile(bytes: bytes)
      for _ in 0..<4 {
        let offset = Int(random.next() % UInt64(count + 1))
        let line = expected.lastIndex { $0 <= offset }!
        XCTAssertEqual(file.location(of: offset).line, line + 1, "\(bytes) at \(offset)")
        XCTAssertEqual(file.location(of: offset).column, offset - expected[line] + 1)
        XCTAssertEqual(file.lineStart(ofLineContaining: offset), expected[line])
        XCTAssertEqual(
          Array(file.lineStarts(through: offset).prefix(line + 1)), Array(expected.prefix(line + 1))
        )
      }
      XCTAssertEqual(file.lineStarts, expected, "\(bytes)")
    }
  }
}
