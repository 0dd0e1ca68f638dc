import Foundation
import XCTest

@testable import MigrationKit

/// Path text helpers (by bytes, with the character-based answers kept where a `/` is part
/// of a larger character) and the group paths of an Xcode project, which are remembered
/// per group.
final class PathsTests: XCTestCase {
  func testAbsoluteNormalises() {
    let cases: [(path: String, base: String, expected: String)] = [
      ("a/b.swift", "/x/y", "/x/y/a/b.swift"),
      ("./a/./b.swift", "/x/y", "/x/y/a/b.swift"),
      ("../a.swift", "/x/y", "/x/a.swift"),
      ("../../../../a.swift", "/x/y", "/a.swift"),
      ("a/../../b", "/x/y", "/x/b"),
      ("a//b///c", "/x", "/x/a/b/c"),
      ("a/b/", "/x", "/x/a/b"),
      ("a/b/.", "/x", "/x/a/b"),
      ("a/b/..", "/x", "/x/a"),
      ("", "/x/y", "/x/y"),
      (".", "/x/y", "/x/y"),
      ("..", "/x", "/"),
      ("..", "/", "/"),
      ("a", "/", "/a"),
      ("/", "/x", "/"),
      ("//", "/x", "/"),
      ("/abs/./p", "/x", "/abs/p"),
      ("/abs//p/", "/x", "/abs/p"),
      ("/abs/../../p", "/x", "/p"),
      ("a", "/x/y/", "/x/y/a"),
      ("a", "//x//y", "/x/y/a"),
      ("a", "/x/./y/../z", "/x/z/a"),
      // `...` and names starting with dots are names.
      ("...", "/x", "/x/..."),
      (".hidden/..a/a..", "/x", "/x/.hidden/..a/a.."),
      // Non-ASCII names.
      ("Écrans/Vue.swift", "/x/Projet", "/x/Projet/Écrans/Vue.swift"),
      ("../Écrans", "/x/Projet", "/x/Écrans"),
    ]
    for (path, base, expected) in cases {
      XCTAssertEqual(Paths.absolute(path, in: base), expected, "\(path) in \(base)")
    }
  }

  func testAbsoluteKeepsASlashThatIsPartOfACharacter() {
    // "/" + U+0301 is one character: `String` does not split there, and neither do we.
    XCTAssertEqual(Paths.absolute("a//\u{301}", in: "/x"), "/x/a//\u{301}")
    XCTAssertEqual(Paths.absolute("a/\u{301}b/../c", in: "/x"), "/x/c")
    XCTAssertEqual(Paths.absolute("c", in: "/x/\u{301}"), "/x/\u{301}/c")
  }

  func testJoinedMatchesConcatenation() {
    for (folder, name) in [("/a/b", "c.swift"), ("", "c"), ("rel", "É\u{301}.swift"), ("/é", "")] {
      XCTAssertEqual(Paths.joined(folder, name), folder + "/" + name)
      XCTAssertEqual(Paths.joined(folder, name).utf8.count, folder.utf8.count + 1 + name.utf8.count)
    }
  }

  func testParentFolderMatchesFoundation() {
    let cases: [(String, String)] = [
      ("/a/b/c.swift", "/a/b"), ("/a", "/"), ("/", "/"), ("/a/b/", "/a"), ("/a//b", "/a"),
      ("//a", "/"), ("/a/./b", "/a/."), ("/a/b/..", "/a/b"), ("/Écrans/Vue.swift", "/Écrans"),
    ]
    for (path, expected) in cases {
      XCTAssertEqual(Paths.parentFolder(of: path), expected, path)
      XCTAssertEqual(Paths.parentFolder(of: path), (path as NSString).deletingLastPathComponent)
    }
  }

  func testIsInside() {
    XCTAssertTrue(Paths.isInside("/a/b/c.swift", "/a/b"))
    XCTAssertTrue(Paths.isInside("/a/b", "/a/b"))
    XCTAssertTrue(Paths.isInside("/a/b", "/"))
    XCTAssertTrue(Paths.isInside("/", "/"))
    XCTAssertFalse(Paths.isInside("/a/bc/d.swift", "/a/b"))
    XCTAssertFalse(Paths.isInside("/a", "/a/b"))
    XCTAssertFalse(Paths.isInside("/x/b", "/a/b"))
    XCTAssertTrue(Paths.isInside("/x/Écrans/Vue.swift", "/x/Écrans"))
    XCTAssertFalse(Paths.isInside("/x/Écrans/Vue.swift", "/x/É"))
    // "e" + U+0301 is one character, not "e" followed by more of the name.
    XCTAssertFalse(Paths.isInside("/x/e\u{301}/f.swift", "/x/e"))
    XCTAssertTrue(Paths.isInside("/x/e\u{301}/f.swift", "/x/e\u{301}"))
  }

  // MARK: - Group paths of an Xcode project

  /// A project whose one target compiles `files` (id, path, source tree, parent group id)
  /// below `groups` (id, path or nil, parent id or nil).
  private func project(
    groups: [(id: String, path: String?, parent: String?)],
    files: [(id: String, path: String, tree: String, parent: String?)]
  ) throws -> [String] {
    var objects: [String] = []
    for group in groups {
      let children =
        (groups.filter { $0.parent == group.id }.map(\.id)
        + files.filter { $0.parent == group.id }.map(\.id)).map { $0 + "," }.joined()
      let path = group.path.map { "path = \"\($0)\"; " } ?? ""
      objects.append(
        "\(group.id) = {isa = PBXGroup; children = (\(children)); \(path)sourceTree = \"<group>\";};"
      )
    }
    for file in files {
      objects.append(
        "\(file.id) = {isa = PBXFileReference; path = \"\(file.path)\"; sourceTree = \"\(file.tree)\";};"
      )
      objects.append("B\(file.id) = {isa = PBXBuildFile; fileRef = \(file.id);};")
    }
    let buildFiles = files.map { "B\($0.id)," }.joined()
    objects.append("PHASE = {isa = PBXSourcesBuildPhase; files = (\(buildFiles));};")
    objects.append("TARGET = {isa = PBXNativeTarget; buildPhases = (PHASE,); name = App;};")
    objects.append("ROOT = {isa = PBXProject; targets = (TARGET,);};")
    let text = "{ objects = {\n\(objects.joined(separator: "\n"))\n}; rootObject = ROOT; }"
    let project = try XcodeProject.read(path: "/work/App/App.xcodeproj") { path in
      path == "/work/App/App.xcodeproj/project.pbxproj" ? Array(text.utf8) : nil
    }
    return project.targets[0].files
  }

  func testGroupPathsThroughSharedParents() throws {
    let files = try project(
      groups: [
        ("MAIN", nil, nil), ("SOURCES", "Sources", "MAIN"), ("SCREENS", "Screens", "SOURCES"),
        ("UP", "../Shared", "SOURCES"), ("PLAIN", nil, "SCREENS"),
      ],
      files: [
        ("F1", "A.swift", "<group>", "SCREENS"), ("F2", "B.swift", "<group>", "SCREENS"),
        ("F3", "C.swift", "<group>", "PLAIN"), ("F4", "D.swift", "<group>", "UP"),
        ("F5", "./E.swift", "<group>", "SOURCES"), ("F6", "Gen/F.swift", "SOURCE_ROOT", "SCREENS"),
        ("F7", "/opt/G.swift", "<absolute>", "SCREENS"),
        ("F8", "H.swift", "BUILT_PRODUCTS_DIR", "SCREENS"),
        ("F9", "Loose.swift", "<group>", nil), ("F10", "A.swift", "<group>", "SCREENS"),
      ])
    XCTAssertEqual(
      files,
      [
        "/work/App/Sources/Screens/A.swift", "/work/App/Sources/Screens/B.swift",
        "/work/App/Sources/Screens/C.swift", "/work/App/Shared/D.swift",
        "/work/App/Sources/E.swift", "/work/App/Gen/F.swift", "/opt/G.swift",
        "/work/App/Loose.swift", "/work/App/Sources/Screens/A.swift",
      ])
  }

  /// Past 64 groups the walk up stops and the group there counts as the source root;
  /// remembered paths of shallower groups must not shorten that.
  func testGroupPathsDeeperThanTheLimit() throws {
    var groups: [(id: String, path: String?, parent: String?)] = [("G0", nil, nil)]
    for depth in 1..<70 { groups.append(("G\(depth)", "d\(depth)", "G\(depth - 1)")) }
    let files = try project(
      groups: groups,
      files: [
        ("DEEP", "Deep.swift", "<group>", "G69"), ("SHALLOW", "Shallow.swift", "<group>", "G10"),
        ("DEEPER", "Deeper.swift", "<group>", "G69"),
      ])
    let cut = "/work/App/" + (7...69).map { "d\($0)" }.joined(separator: "/")
    let full = "/work/App/" + (1...10).map { "d\($0)" }.joined(separator: "/")
    XCTAssertEqual(files, [cut + "/Deep.swift", full + "/Shallow.swift", cut + "/Deeper.swift"])
  }

  func testGroupPathsInACycle() throws {
    let files = try project(
      groups: [("A", "a", "B"), ("B", "b", "A")],
      files: [("F", "F.swift", "<group>", "A")])
    // F, then A and B in turn up to 64 steps; the 63rd (A) counts from the source root.
    let chain = (1...63).reversed().map { $0 % 2 == 1 ? "a" : "b" }.joined(separator: "/")
    XCTAssertEqual(files, ["/work/App/" + chain + "/F.swift"])
  }

  // MARK: - Placement by folder

  /// Package folders found by length: the innermost holding folder wins, the first of two
  /// equal ones, a folder that only shares a name prefix does not hold the file, and
  /// non-ASCII folders and locations and `/` are compared one by one.
  func testPlacementAmongFoldersOfEqualLength() {
    var model = ProjectModel()
    let folders = ["/r/A", "/r/B", "/r/A/Sub", "/r/Ab", "/r/É", "/", "/r/B"]
    for (index, folder) in folders.enumerated() {
      let module = model.add(
        Module(
          name: "M\(index)", kind: .packageTarget, projectFile: folder + "/Package.swift",
          targets: DeploymentTargets(), rootFolder: folder, listsFilesExplicitly: false))
      model.packageFolders.append(
        ProjectModel.PackageFolder(module: module, folder: folder, excluded: [], sources: nil))
    }
    let expected: [(String, Int)] = [
      ("/r/A/Sub/x.swift", 2), ("/r/A/x.swift", 0), ("/r/A", 0), ("/r/Ab/x.swift", 3),
      ("/r/B/x.swift", 1), ("/r/É/x.swift", 4), ("/r/C/x.swift", 5), ("/r/A/é.swift", 0),
      ("/r/A/Sub2/x.swift", 0),
    ]
    for (location, module) in expected {
      XCTAssertEqual(model.placement(of: location)?.module, module, location)
    }
    XCTAssertEqual(
      model.placements(of: expected.map(\.0)).map { $0?.module }, expected.map(\.1))
  }
}
