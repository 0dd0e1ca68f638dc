import Foundation
import TestSupport
import XCTest

/// `apply` killed with SIGKILL at random moments never leaves a half-written file: every file
/// is byte for byte its old or its new contents, with its permissions. A normal run leaves no
/// temporary file behind.
final class CrashSafetyTests: CLITestCase {
  static let fileCount = 2_000
  static let arguments = [
    "apply", "--only", "ignores-safe-area-scope", "--deployment-target", "iOS=17.0", "--jobs", "2",
    ".",
  ]

  static func name(_ number: Int) -> String { "F\(number).swift" }

  static func oldContents(_ number: Int) -> [UInt8] {
    // Sizes vary, so that a torn write would show.
    let padding = String(repeating: "  // padding\n", count: number % 7)
    return Array(
      """
      import SwiftUI

      struct View\(number): View {
      \(padding)  var body: some View {
          Color.red.edgesIgnoringSafeArea(.bottom)
        }
      }

      """.utf8)
  }

  static func newContents(_ number: Int) -> [UInt8] {
    Array(
      String(decoding: oldContents(number), as: UTF8.self).replacingOccurrences(
        of: "edgesIgnoringSafeArea(.bottom)", with: "ignoresSafeArea(edges: .bottom)"
      ).utf8)
  }

  /// 0640, 0755 and 0644 in turn.
  static func mode(_ number: Int) -> Int { [0o640, 0o755, 0o644][number % 3] }

  static func makeFolder() throws -> TemporaryFolder {
    let folder = TemporaryFolder(prefix: "crash-safety")
    try reset(folder)
    return folder
  }

  /// Every file back to its old contents and mode; other entries removed.
  static func reset(_ folder: TemporaryFolder) throws {
    let manager = FileManager.default
    for name in try manager.contentsOfDirectory(atPath: folder.path) {
      try manager.removeItem(atPath: folder.path + "/" + name)
    }
    // Plain POSIX writes: Foundation's are much slower for thousands of files.
    for number in 0..<fileCount {
      let descriptor = open(
        folder.path + "/" + name(number), O_WRONLY | O_CREAT | O_TRUNC, mode_t(mode(number)))
      guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
      let bytes = oldContents(number)
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
      fchmod(descriptor, mode_t(mode(number)))
      close(descriptor)
      guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }
  }

  /// Checks every file is its old or new contents with its mode; returns how many are new
  /// and the names of the other entries.
  func inspect(_ folder: TemporaryFolder, round: String) throws -> (new: Int, others: [String]) {
    let manager = FileManager.default
    var names = Set(try manager.contentsOfDirectory(atPath: folder.path))
    var newCount = 0
    for number in 0..<Self.fileCount {
      let path = folder.path + "/" + Self.name(number)
      guard names.remove(Self.name(number)) != nil else {
        XCTFail("\(round): \(Self.name(number)) is gone")
        continue
      }
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      if bytes == Self.newContents(number) {
        newCount += 1
      } else if bytes != Self.oldContents(number) {
        XCTFail(
          "\(round): \(Self.name(number)) is neither old nor new:\n\(String(decoding: bytes, as: UTF8.self))"
        )
      }
      let mode = (try manager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
        .intValue
      XCTAssertEqual(mode, Self.mode(number), "\(round): mode of \(Self.name(number))")
    }
    return (newCount, names.sorted())
  }

  func testKilledApplyLeavesEveryFileOldOrNew() throws {
    let folder = try Self.makeFolder()
    var random = SplitMix64(seed: 0xC0FFEE)
    // Seconds before the kill, at most: halved whenever a run finishes before it, and
    // doubled whenever the kill comes before the first write (the index pass reads every
    // file before any is written, and takes longer on a loaded machine).
    var window = 1.5
    var killedMidRun = 0
    var previousNew = 0
    for round in 1...8 {
      if previousNew == Self.fileCount {
        try Self.reset(folder)
        previousNew = 0
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Self.binary)
      process.arguments = Self.arguments
      process.currentDirectoryURL = folder.url
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let delay = Double.random(in: 0.1...1, using: &random) * window
      usleep(UInt32(delay * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let state = try inspect(folder, round: "round \(round), killed after \(delay) s")
      XCTAssertGreaterThanOrEqual(state.new, previousNew, "a killed run undid a rewrite")
      if process.terminationReason == .uncaughtSignal {
        if state.new > previousNew && state.new < Self.fileCount { killedMidRun += 1 }
        if state.new == previousNew { window *= 2 }
      } else {
        window /= 2
      }
      previousNew = state.new
      // A killed run may leave its temporary files (hidden, so the tool never reads them).
      for other in state.others {
        XCTAssertTrue(
          other.hasPrefix(".F") && other.contains(".swift.swiftui-migrate-"),
          "round \(round): unexpected entry \(other)")
      }
    }
    XCTAssertGreaterThan(killedMidRun, 0, "no run was killed in the middle of writing")

    // A normal run over all 2,000 files: everything rewritten, modes kept, nothing left over.
    try Self.reset(folder)
    let normal = try run(Self.arguments, in: folder)
    XCTAssertEqual(normal.status, 0, normal.stderr)
    let afterNormal = try inspect(folder, round: "normal run")
    XCTAssertEqual(afterNormal.new, Self.fileCount)
    XCTAssertEqual(afterNormal.others, [], "temporary files left by a normal run")
  }
}
