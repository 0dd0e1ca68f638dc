import Foundation
import TestSupport
import XCTest

@testable import MigrationKit

final class AtomicWriterTests: XCTestCase {
  private func permissions(_ path: String) -> Int {
    (try! FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber)
      .intValue
  }

  func testReplaceKeepsPermissionsAndLeavesNoTemporaryFile() throws {
    let folder = TemporaryFolder()
    let path = folder.write("A.swift", "old\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
    try AtomicWriter.replace(path, with: Array("new\n".utf8))
    XCTAssertEqual(folder.read("A.swift"), "new\n")
    XCTAssertEqual(permissions(path), 0o751)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["A.swift"])
  }

  /// The longest file name the file system allows (255 bytes) still gets a temporary
  /// file beside it, so it can be rewritten.
  func testLongestFileNamesCanBeReplacedAndCreated() throws {
    let folder = TemporaryFolder()
    let name = String(repeating: "é", count: 122) + "Long.swift"
    XCTAssertEqual(name.utf8.count, 254)
    let path = folder.write(name, "old\n")
    try AtomicWriter.replace(path, with: Array("new\n".utf8))
    XCTAssertEqual(folder.read(name), "new\n")
    let created = String(repeating: "n", count: 249) + ".swift"
    try AtomicWriter.create(folder.path + "/" + created, with: Array("made\n".utf8))
    XCTAssertEqual(folder.read(created), "made\n")
    XCTAssertEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), [name, created])
  }

  func testReplaceThroughASymbolicLinkKeepsTheLink() throws {
    let folder = TemporaryFolder()
    folder.write("Real.swift", "old\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Link.swift", withDestinationPath: "Real.swift")
    try AtomicWriter.replace(folder.path + "/Link.swift", with: Array("new\n".utf8))
    XCTAssertEqual(folder.read("Real.swift"), "new\n")
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Link.swift"),
      "Real.swift")
  }

  func testCreateNeverReplaces() throws {
    let folder = TemporaryFolder()
    try AtomicWriter.create(folder.path + "/New.swift", with: Array("made\n".utf8))
    XCTAssertEqual(folder.read("New.swift"), "made\n")
    XCTAssertEqual(permissions(folder.path + "/New.swift"), 0o644)
    XCTAssertThrowsError(
      try AtomicWriter.create(folder.path + "/New.swift", with: Array("again\n".utf8))
    ) { error in
      XCTAssertEqual("\(error)", "cannot create: the file already exists")
    }
    XCTAssertEqual(folder.read("New.swift"), "made\n")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["New.swift"])
  }

  func testErrorsNameTheReason() throws {
    XCTAssertThrowsError(try AtomicWriter.replace("/nonexistent-folder/A.swift", with: [])) {
      error in
      XCTAssertEqual("\(error)", "cannot write: No such file or directory")
    }
    XCTAssertThrowsError(try FileIO.read("/nonexistent-folder/A.swift")) { error in
      XCTAssertEqual("\(error)", "cannot read: No such file or directory")
    }
  }

  func testReadGivesTheWholeFile() throws {
    let folder = TemporaryFolder()
    for size in [0, 1, 4095, 4096, 4097, 100_000] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let path = folder.write("F\(size).swift", bytes: bytes)
      XCTAssertEqual(try FileIO.read(path), bytes, "\(size) bytes")
    }
    // A file whose size `stat` does not know (0) is read to its end all the same.
    let status = try FileIO.read("/proc/self/status")
    XCTAssertTrue(String(decoding: status, as: UTF8.self).contains("Name:"))
    XCTAssertGreaterThan(status.count, 4096 / 8)
  }

  func testContentChecks() {
    XCTAssertNil(FileIO.unsupportedContent(Array("let é = \"ü\"\n".utf8)))
    XCTAssertEqual(FileIO.unsupportedContent([0x61, 0xFF, 0x62])?.description, "not valid UTF-8")
    XCTAssertEqual(
      FileIO.unsupportedContent([0x61, 0x00, 0x62])?.description, "binary file: contains NUL bytes")
    XCTAssertEqual(
      FileIO.unsupportedContent([0xED, 0xA0, 0x80])?.category, "not valid UTF-8",
      "an encoded surrogate")
  }

  func testSizeLimit() throws {
    let folder = TemporaryFolder()
    let path = folder.write("Big.swift", "")
    XCTAssertNil(FileIO.sizeProblem(path))
    XCTAssertEqual(truncate(path, off_t(FileIO.maximumSize)), 0)
    XCTAssertNil(FileIO.sizeProblem(path), "exactly the limit is allowed")
    XCTAssertEqual(truncate(path, off_t(50 << 20)), 0)
    XCTAssertEqual(
      FileIO.sizeProblem(path)?.description, "too large: 50.0 MB; the limit is 16 MB")
    XCTAssertNil(FileIO.sizeProblem(folder.path + "/Missing.swift"))
  }
}
