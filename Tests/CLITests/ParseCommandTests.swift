import Foundation
import TestSupport
import XCTest

final class ParseCommandTests: CLITestCase {
  func testPrintGivesTheFileBackByteForByte() throws {
    let folder = TemporaryFolder()
    let text = "\u{FEFF}// é\r\nstruct A: View {\r\n\tvar body: some View { Text(\"a\\(b)\") }\r\n}"
    folder.write("A.swift", text)
    let result = try run(["parse", "--print", "A.swift"], in: folder)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(Array(result.stdout.utf8), Array(text.utf8))
  }

  func testSyntaxErrorsAndUnreadablePaths() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", "let a = 1\n")
    folder.write("B.swift", "let b = 1\nlet s = \"open\n")
    let errors = try run(["parse", "."], in: folder)
    XCTAssertEqual(errors.status, 1)
    XCTAssertEqual(errors.stdout, "")
    XCTAssertEqual(errors.stderr, "B.swift:2:9: error: unterminated string literal\n")
    let clean = try run(["parse", "A.swift"], in: folder)
    XCTAssertEqual(clean.status, 0)
    XCTAssertEqual(clean.stderr, "")
    let missing = try run(["parse", "A.swift", "Missing.swift"], in: folder)
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "Missing.swift: error: no such file or folder\n")
    let dump = try run(["parse", "--dump", "A.swift"], in: folder)
    XCTAssertEqual(dump.status, 0)
    XCTAssertTrue(dump.stdout.hasPrefix("sourceFile 1:1-"), dump.stdout)
  }
}
