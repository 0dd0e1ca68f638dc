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

  func testContentChecks() {
    XCTAssertNil(FileIO.unsupportedContent(Array("let é = \"ü\"\n".utf8)))
    XCTAssertEqual(FileIO.unsupportedContent([0x61, 0xFF, 0x62])?.description, "not valid UTF-8")
    XCTAssertEqual(
      FileIO.unsupportedContent([0x61, 0x00, 0x62])?.description, "binary file: contains NUL bytes")
    XCTAssertEqual(
      FileIO.unsupportedContent([0xED, 0xA0, 0x80])?.category, "not valid UTF-8",
      "an encoded surrogate")
  }
}
