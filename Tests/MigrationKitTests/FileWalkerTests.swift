import Foundation
import TestSupport
import XCTest

@testable import MigrationKit

final class FileWalkerTests: XCTestCase {
  private func makeTree() -> (root: TemporaryFolder, outside: TemporaryFolder) {
    let root = TemporaryFolder()
    let outside = TemporaryFolder()
    for path in [
      "A.swift", "notes.txt", ".hidden/H.swift", ".Hidden.swift", ".build/X.swift",
      "DerivedData/X.swift",
      "Pods/X.swift", "Carthage/X.swift", "Sub/checkouts/X.swift", "Sub/B.swift",
      "Sub/Deeper/C.swift",
    ] {
      root.write(path, "let x = 1\n")
    }
    outside.write("Real.swift", "let real = 1\n")
    outside.write("Folder/F.swift", "let f = 1\n")
    let manager = FileManager.default
    try! manager.createSymbolicLink(
      atPath: root.path + "/LinkedFolder", withDestinationPath: outside.path + "/Folder")
    try! manager.createSymbolicLink(
      atPath: root.path + "/Link.swift", withDestinationPath: outside.path + "/Real.swift")
    try! manager.createSymbolicLink(
      atPath: root.path + "/AA.swift", withDestinationPath: "Sub/B.swift")
    try! manager.createSymbolicLink(
      atPath: root.path + "/Broken.swift", withDestinationPath: "Nowhere.swift")
    try! manager.createSymbolicLink(
      atPath: root.path + "/Loop.swift", withDestinationPath: "Loop2.swift")
    try! manager.createSymbolicLink(
      atPath: root.path + "/Loop2.swift", withDestinationPath: "Loop.swift")
    return (root, outside)
  }

  func testSkipRulesLinksAndOrder() {
    let (root, outside) = makeTree()
    let result = FileWalker(currentDirectory: root.path).walk([])
    XCTAssertEqual(
      result.files.map(\.path), ["A.swift", "Link.swift", "Sub/B.swift", "Sub/Deeper/C.swift"])
    XCTAssertEqual(result.files[1].linkTarget, outside.path + "/Real.swift")
    XCTAssertEqual(result.files[1].contentPath, outside.path + "/Real.swift")
    XCTAssertNil(result.files[0].linkTarget)
    XCTAssertEqual(result.files[0].location, root.path + "/A.swift")
    XCTAssertEqual(
      result.issues.map { "\($0.path): \($0.reason)" }.sorted(),
      [
        "AA.swift: duplicate", "Broken.swift: broken symbolic link",
        "LinkedFolder: symbolic link to a folder", "Loop.swift: symbolic link loop",
        "Loop2.swift: symbolic link loop",
      ])
    XCTAssertEqual(
      result.issues.first { $0.path == "AA.swift" }?.detail, "same file as Sub/B.swift")
  }

  func testExplicitArgumentsAndRelativePaths() {
    let (root, outside) = makeTree()
    defer { withExtendedLifetime(outside) {} }
    let parent = (root.path as NSString).deletingLastPathComponent
    let name = root.url.lastPathComponent
    let result = FileWalker(currentDirectory: parent).walk([
      "\(name)/notes.txt", "./\(name)/Sub/../Sub/Deeper", "\(name)/missing",
    ])
    XCTAssertEqual(result.files.map(\.path), ["\(name)/Sub/Deeper/C.swift", "\(name)/notes.txt"])
    XCTAssertEqual(
      result.issues,
      [WalkIssue(path: "\(name)/missing", kind: .missing, reason: "no such file or folder")])
    // An explicit symbolic link to a folder is followed.
    let linked = FileWalker(currentDirectory: root.path).walk(["LinkedFolder"])
    XCTAssertEqual(linked.files.map(\.path), ["LinkedFolder/F.swift"])
  }

  /// A folder without links: files in path order (which is not the walk's order when a
  /// name sorts between a folder and its files), project files found, nothing dropped.
  func testLinkFreeFolderGivesFilesInPathOrder() {
    let root = TemporaryFolder()
    for path in [
      "A/B.swift", "A.swift", "A-B.swift", "A/Package.swift", "App.xcodeproj/project.pbxproj",
      "image.png", "project.yml",
    ] {
      root.write(path, "let x = 1\n")
    }
    let result = FileWalker(currentDirectory: root.path).walk(["."])
    XCTAssertEqual(
      result.files.map(\.path), ["A-B.swift", "A.swift", "A/B.swift", "A/Package.swift"])
    XCTAssertEqual(result.files.map(\.location), result.files.map { root.path + "/" + $0.path })
    XCTAssertTrue(result.issues.isEmpty)
    XCTAssertEqual(
      result.projectFiles,
      [root.path + "/A/Package.swift", root.path + "/App.xcodeproj", root.path + "/project.yml"])
  }

  func testFolderListingKeepsWhatTheWalkUses() {
    let root = TemporaryFolder()
    for path in [
      "B.swift", ".Hidden.swift", "image.png", "project.yml", "project-app.yml",
      "notes.yml", "App.xcodeproj/project.pbxproj",
      "Sub/notes.txt", "Other/Écran.swift", "Other/Écran.png", "Other/.h.swift",
    ] {
      root.write(path, "let x = 1\n")
    }
    let entries = FolderListing.entries(of: root.path)!
    XCTAssertEqual(
      entries.map(\.name),
      ["App.xcodeproj", "B.swift", "Other", "Sub", "project-app.yml", "project.yml"])
    XCTAssertEqual(entries.map(\.isSwift), [false, true, false, false, false, false])
    XCTAssertEqual(entries.map(\.isXcodeProject), [true, false, false, false, false, false])
    // A name beyond ASCII: Foundation lists the folder, kinds unknown, only hidden left out.
    let other = FolderListing.entries(of: root.path + "/Other")!
    XCTAssertEqual(other.map(\.name), ["Écran.png", "Écran.swift"])
    XCTAssertEqual(other.map { $0.kind == nil }, [true, true])
    XCTAssertEqual(other.map(\.isSwift), [false, true])
    XCTAssertNil(FolderListing.entries(of: root.path + "/Missing"))
  }

  func testPathHelpers() {
    XCTAssertEqual(Paths.absolute("./a/../b//c.swift", in: "/x/y"), "/x/y/b/c.swift")
    XCTAssertEqual(Paths.absolute("/abs/./p", in: "/x"), "/abs/p")
    XCTAssertEqual(Paths.relative("/x/y/b/c.swift", to: "/x/y"), "b/c.swift")
    XCTAssertEqual(Paths.relative("/x/z/c.swift", to: "/x/y"), "../z/c.swift")
    XCTAssertEqual(Paths.relative("/x/y", to: "/x/y"), ".")
  }
}
