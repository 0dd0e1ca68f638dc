import SwiftCST
import XCTest

final class RoundTripTests: XCTestCase {
  func testPrintsInputBackByteForByte() {
    let inputs: [[UInt8]] = [
      Array("struct A: View {\n  var body: some View { Text(\"a\") }\n}\n".utf8),
      [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nlet x = 1\r\n".utf8),
      [0xFF, 0x00, 0x22, 0x5C, 0x28],
      [],
    ]
    for input in inputs {
      XCTAssertEqual(SourceFile(bytes: input).printed(), input)
    }
  }
}
