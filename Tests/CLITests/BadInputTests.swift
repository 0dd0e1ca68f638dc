import Foundation
import TestSupport
import XCTest

/// Bad input, end to end: each bad file is named on standard error with the reason and left
/// alone, the good file beside it is still rewritten, and the exit code is 2 only when
/// nothing could be read.
final class BadInputTests: CLITestCase {
  static let good = """
    import SwiftUI

    struct Good: View {
      var body: some View {
        Color.red.edgesIgnoringSafeArea(.bottom)
      }
    }

    """
  static let goodRewritten = good.replacingOccurrences(
    of: "edgesIgnoringSafeArea(.bottom)", with: "ignoresSafeArea(edges: .bottom)")

  /// A folder with `Tree/Good.swift` and whatever `setUp` adds, after `apply` over `Tree`.
  private func applyBesideAGoodFile(
    arguments: [String] = ["Tree"], file: StaticString = #filePath, line: UInt = #line,
    _ setUp: (TemporaryFolder) throws -> Void
  ) throws -> (result: ProcessResult, folder: TemporaryFolder, errorLines: [String]) {
    let folder = TemporaryFolder()
    folder.write("Tree/Good.swift", Self.good)
    try setUp(folder)
    let result = try run(
      ["apply", "--deployment-target", "iOS=17.0"] + arguments, in: folder)
    XCTAssertEqual(
      folder.read("Tree/Good.swift"), Self.goodRewritten, "the good file is rewritten",
      file: file, line: line)
    XCTAssertTrue(
      result.stdout.split(separator: "\n").contains("Tree/Good.swift"), result.stdout, file: file,
      line: line)
    XCTAssertFalse(result.stderr.contains("bug:"), result.stderr, file: file, line: line)
    let errorLines = result.stderr.split(separator: "\n").map(String.init)
    return (result, folder, errorLines)
  }

  func testInvalidUTF8AndBinaryFilesAreSkipped() throws {
    var random = SplitMix64(seed: 8)
    let latin1 = Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8)
    let binary = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) } + [0]
    let highBytes = (0..<4096).map { _ in UInt8.random(in: 0x80...0xFF, using: &random) }
    let (result, folder, lines) = try applyBesideAGoodFile { folder in
      folder.write("Tree/Latin1.swift", bytes: latin1)
      folder.write("Tree/Binary.swift", bytes: binary)
      folder.write("Tree/HighBytes.swift", bytes: highBytes)
    }
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(lines.contains("Tree/Latin1.swift: skipped: not valid UTF-8"), result.stderr)
    XCTAssertTrue(
      lines.contains("Tree/Binary.swift: skipped: binary file: contains NUL bytes"), result.stderr)
    XCTAssertTrue(lines.contains("Tree/HighBytes.swift: skipped: not valid UTF-8"), result.stderr)
    let snapshot = folder.snapshot()
    XCTAssertEqual(snapshot["Tree/Latin1.swift"], Data(latin1))
    XCTAssertEqual(snapshot["Tree/Binary.swift"], Data(binary))
    XCTAssertEqual(snapshot["Tree/HighBytes.swift"], Data(highBytes))
    XCTAssertTrue(lines.last!.hasPrefix("swiftui-migrate apply: 4 files read, 1 changed"))
  }

  func testEmptyFileIsReadAndLeftEmpty() throws {
    let (result, folder, lines) = try applyBesideAGoodFile { folder in
      folder.write("Tree/Empty.swift", "")
    }
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(folder.read("Tree/Empty.swift"), "")
    XCTAssertEqual(lines.count, 2, result.stderr)
    XCTAssertEqual(
      lines[0],
      "swiftui-migrate: note: not in a git work tree, so apply cannot check for uncommitted changes; going ahead"
    )
    XCTAssertTrue(lines[1].hasPrefix("swiftui-migrate apply: 2 files read, 1 changed"), lines[1])
  }

  func testDeepNestingIsSkippedAsASyntaxError() throws {
    let nested =
      "let x = " + String(repeating: "(", count: 20_000) + "1"
      + String(repeating: ")", count: 20_000) + "\n"
    let (result, folder, lines) = try applyBesideAGoodFile { folder in
      folder.write("Tree/Nested.swift", nested)
      folder.write(
        "Tree/Braces.swift",
        "func f() " + String(repeating: "{ g {", count: 10_000)
          + String(repeating: "} }", count: 10_000) + "\n")
    }
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      lines.contains {
        $0.hasPrefix("Tree/Nested.swift: skipped: syntax errors: 1:")
          && $0.contains("nesting is too deep")
      }, result.stderr)
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("Tree/Braces.swift: skipped: syntax errors: 1:") },
      result.stderr)
    XCTAssertEqual(folder.read("Tree/Nested.swift"), nested)
  }

  /// A 50 MB file is named and skipped without being parsed; a 1 MB one is rewritten.
  func testHugeFilesAreSkippedAndLargeOnesRewritten() throws {
    let started = Date()
    var huge: [UInt8] = []
    huge.reserveCapacity(50 << 20 + 4096)
    huge += Array("import SwiftUI\n\n".utf8)
    var number = 0
    while huge.count < 50 << 20 {
      huge += Array(Self.row(number).utf8)
      number += 1
    }
    var large = Array("import SwiftUI\n\n".utf8)
    number = 0
    while large.count < 1 << 20 {
      large += Array(Self.row(number).utf8)
      number += 1
    }
    large += Array(Self.good.replacingOccurrences(of: "Good", with: "LargeGood").utf8)
    let (result, folder, lines) = try applyBesideAGoodFile { folder in
      folder.write("Tree/Huge.swift", bytes: huge)
      folder.write("Tree/Large.swift", bytes: large)
    }
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      lines.contains("Tree/Huge.swift: skipped: too large: 50.0 MB; the limit is 16 MB"),
      result.stderr)
    let snapshot = folder.snapshot()
    XCTAssertEqual(snapshot["Tree/Huge.swift"]?.count, huge.count)
    let largeAfter = try XCTUnwrap(folder.read("Tree/Large.swift"))
    XCTAssertTrue(
      largeAfter.hasSuffix(Self.goodRewritten.replacingOccurrences(of: "Good", with: "LargeGood")))
    XCTAssertTrue(result.stdout.contains("Tree/Large.swift\n"), result.stdout)
    XCTAssertLessThan(Date().timeIntervalSince(started), 60)
  }

  static func row(_ number: Int) -> String {
    """
    struct Row\(number): View {
        let item: Item
        @State private var isOn = false
        var body: some View {
            HStack(spacing: 8) {
                Image(systemName: "star")
                VStack(alignment: .leading) {
                    Text(item.title).font(.headline)
                    Text("\\(item.count) items").font(.caption)
                }
                Toggle("On", isOn: $isOn)
            }
            .padding()
        }
    }


    """
  }

  func testSymbolicLinkLoopsAndLinksOutOfTheTree() throws {
    let manager = FileManager.default
    let (result, folder, lines) = try applyBesideAGoodFile { folder in
      folder.write("Tree/A/InA.swift", "let a = 1\n")
      folder.write("Tree/B/InB.swift", "let b = 1\n")
      try manager.createSymbolicLink(
        atPath: folder.path + "/Tree/A/ToB", withDestinationPath: "../B")
      try manager.createSymbolicLink(
        atPath: folder.path + "/Tree/B/ToA", withDestinationPath: "../A")
      try manager.createSymbolicLink(
        atPath: folder.path + "/Tree/Loop.swift", withDestinationPath: "Loop.swift")
      folder.write("Outside/Real.swift", Self.good.replacingOccurrences(of: "Good", with: "Real"))
      try manager.createSymbolicLink(
        atPath: folder.path + "/Tree/Link.swift", withDestinationPath: "../Outside/Real.swift")
    }
    XCTAssertEqual(result.status, 0, result.stderr)
    for expected in [
      "Tree/A/ToB: skipped: symbolic link to a folder: not followed",
      "Tree/B/ToA: skipped: symbolic link to a folder: not followed",
      "Tree/Loop.swift: skipped: symbolic link loop",
      "Tree/Link.swift: note: symbolic link to Outside/Real.swift; the target is read and rewritten",
    ] {
      XCTAssertTrue(lines.contains(expected), "\(expected) in\n\(result.stderr)")
    }
    XCTAssertTrue(lines.last!.hasPrefix("swiftui-migrate apply: 4 files read, 2 changed"))
    XCTAssertEqual(
      folder.read("Outside/Real.swift"),
      Self.goodRewritten.replacingOccurrences(of: "Good", with: "Real"))
    XCTAssertEqual(
      try manager.destinationOfSymbolicLink(atPath: folder.path + "/Tree/Link.swift"),
      "../Outside/Real.swift")

    // Named on the command line, a link to a folder is followed, once: the loop ends there.
    let explicit = try run(["diff", "Tree/A/ToB", "Tree/Loop.swift"], in: folder)
    XCTAssertEqual(explicit.status, 2, "a PATH that leads nowhere")
    let explicitLines = explicit.stderr.split(separator: "\n").map(String.init)
    XCTAssertTrue(
      explicitLines.contains("Tree/Loop.swift: error: symbolic link loop"), explicit.stderr)
    XCTAssertTrue(
      explicitLines.contains("Tree/A/ToB/ToA: skipped: symbolic link to a folder: not followed"),
      explicit.stderr)
    XCTAssertTrue(explicitLines.last!.hasPrefix("swiftui-migrate diff: 1 file read"))
  }

  /// A folder that cannot be written and a file that cannot be read: errors naming the path
  /// and reason, exit 1 (the other files were processed); exit 2 when nothing could be read.
  /// Permissions mean nothing to root, so as root the tool runs as `nobody` via `setpriv`.
  func testUnwritableFolderAndUnreadableFile() throws {
    let prefix: [String]
    if getuid() == 0 {
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
        throw XCTSkip("running as root without setpriv: permissions are not enforced")
      }
      prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    } else {
      prefix = []
    }
    let folder = TemporaryFolder()
    folder.write("Tree/Good.swift", Self.good)
    let lockedFile = folder.write("Tree/Locked/Fixed.swift", Self.good)
    let secret = folder.write("Tree/Secret.swift", Self.good)
    let manager = FileManager.default
    for path in [folder.path, folder.path + "/Tree"] {
      try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: path)
    }
    try manager.setAttributes(
      [.posixPermissions: 0o666], ofItemAtPath: folder.path + "/Tree/Good.swift")
    try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: lockedFile)
    try manager.setAttributes(
      [.posixPermissions: 0o555], ofItemAtPath: folder.path + "/Tree/Locked")
    try manager.setAttributes([.posixPermissions: 0o000], ofItemAtPath: secret)
    defer {
      try? manager.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.path + "/Tree/Locked")
    }
    func run(_ arguments: [String]) throws -> ProcessResult {
      let command = prefix + [Self.binary] + arguments
      return try runProcess(command[0], Array(command.dropFirst()), in: folder.path)
    }

    let result = try run(["apply", "--deployment-target", "iOS=17.0", "Tree"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    XCTAssertTrue(
      lines.contains(
        "Tree/Locked/Fixed.swift: error: cannot write a temporary file in \(folder.path)/Tree/Locked: Permission denied"
      ), result.stderr)
    XCTAssertTrue(
      lines.contains("Tree/Secret.swift: error: cannot read: Permission denied"), result.stderr)
    XCTAssertTrue(
      lines.last!.hasPrefix("swiftui-migrate apply: 2 files read, 1 changed"), result.stderr)
    XCTAssertTrue(lines.last!.hasSuffix(", 2 errors"), result.stderr)
    XCTAssertEqual(folder.read("Tree/Good.swift"), Self.goodRewritten)
    XCTAssertEqual(folder.read("Tree/Locked/Fixed.swift"), Self.good)
    XCTAssertEqual(
      try manager.contentsOfDirectory(atPath: folder.path + "/Tree/Locked"), ["Fixed.swift"])

    // `parse` follows the same rule.
    let parse = try run(["parse", "Tree"])
    XCTAssertEqual(parse.status, 1, parse.stderr)
    XCTAssertTrue(
      parse.stderr.contains("Tree/Secret.swift: error: cannot read: Permission denied\n"),
      parse.stderr)
    XCTAssertEqual(try run(["parse", "Tree/Secret.swift"]).status, 2)

    // Nothing readable at all: exit 2.
    let nothing = try run(["diff", "Tree/Secret.swift"])
    XCTAssertEqual(nothing.status, 2, nothing.stderr)
    XCTAssertTrue(
      nothing.stderr.hasPrefix("Tree/Secret.swift: error: cannot read: Permission denied\n"))
  }
}
