import Foundation
import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

/// Every fixture again with Windows line endings: a file whose lines end in CRLF must be
/// rewritten as its LF twin is, with CRLF wherever the LF output has a line break, and the
/// same findings. Swift compares `"\r\n"` as one `Character`, equal to neither `"\n"` nor
/// `"\r"`, and the standard library's `String.contains("\n")` is false for it, so a
/// migration that looks for a line break in a `String` misses every one of a CRLF file
/// (full-width-frame joined a comment to the next line of code that way).
final class LineEndingFixtureTests: XCTestCase {
  func testEveryFixtureRewritesACRLFFileAsItsLFTwin() throws {
    var checked = 0
    for migration in allMigrations {
      for fixture in try FixtureCase.all(for: migration.id) {
        // Cases written with CR or CRLF line endings on purpose are checked as they are.
        let holdsCR = fixture.inputs.contains { $0.bytes.contains(13) }
        if holdsCR { continue }
        let others = fixture.otherMigrationIDs.compactMap { id in
          allMigrations.first { $0.id == id }
        }
        let inputs = fixture.inputs.map { (name: $0.name, bytes: Self.crlf($0.bytes)) }
        let run = FixtureRunner.run(
          [migration] + others, inputs: inputs, includeReview: fixture.includeReview,
          deploymentTargets: fixture.deploymentTargets, inApp: fixture.inApp)
        XCTAssertEqual(
          Set(run.files.keys), Set(fixture.expected.keys), "\(fixture) in CRLF: files after the run"
        )
        for (name, expected) in fixture.expected.sorted(by: { $0.key < $1.key }) {
          guard let actual = run.files[name] else { continue }
          // A file the run creates (a helper) is written as the tool writes it: compared
          // without regard to line endings.
          let isInput = fixture.inputs.contains { $0.name == name }
          let (want, got) = isInput ? (Self.crlf(expected), actual) : (expected, Self.lf(actual))
          if got != want {
            XCTFail(
              "\(fixture) in CRLF: \(name) differs from the expected output in CRLF.\n--- expected (LF shown)\n\(String(decoding: Self.lf(want), as: UTF8.self))\n--- actual (LF shown; CR left: \(Self.lf(got).contains(13)))\n\(String(decoding: Self.lf(got), as: UTF8.self))"
            )
          }
        }
        if let expectedFindings = fixture.expectedFindings {
          XCTAssertEqual(run.findings, expectedFindings, "\(fixture) in CRLF: findings")
        }
        checked += 1
      }
    }
    // Most fixtures are LF files (a few are CRLF on purpose).
    XCTAssertGreaterThan(checked, 800)
  }

  /// `bytes` with every LF written CRLF.
  private static func crlf(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 20)
    for byte in bytes {
      if byte == 10 { out.append(13) }
      out.append(byte)
    }
    return out
  }

  /// `bytes` with every CRLF written LF.
  private static func lf(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    for (offset, byte) in bytes.enumerated()
    where !(byte == 13 && offset + 1 < bytes.count && bytes[offset + 1] == 10) {
      out.append(byte)
    }
    return out
  }
}
