import Foundation
import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

/// Every fixture with every migration at once, as `apply` runs them: where the migrations
/// together write something else than the fixture's own migration does (safe fixes), the
/// result must still type-check against the stub SDK, and a second run must change nothing,
/// with safe fixes and with review fixes too (`apply --include-review` settles in one run).
/// Each fixture's own test runs its migration alone; this one checks that the migrations'
/// edits compose (two rewrites of one chain, a rewrite inside another's moved text). Review
/// fixes are not type-checked: some say what the reader must finish (an argument label the
/// run does not declare).
final class AllMigrationsFixtureTests: XCTestCase {
  func testEveryFixtureWithEveryMigrationTypeChecksAndSettles() throws {
    var pending: [(label: String, sources: [String: String])] = []
    var compared = 0
    for migration in allMigrations {
      for fixture in try FixtureCase.all(for: migration.id) {
        // A fixture's own targets, or targets where every migration may fire.
        let targets =
          fixture.deploymentTargets.isKnown
          ? fixture.deploymentTargets
          : DeploymentTargets([.iOS: OSVersion("17.0")!, .macOS: OSVersion("14.0")!])
        var safeFiles: [String: [UInt8]] = [:]
        for includeReview in [true, false] {
          let run = FixtureRunner.run(
            allMigrations, inputs: fixture.inputs, includeReview: includeReview,
            deploymentTargets: targets, inApp: fixture.inApp)
          let outputs = run.files.sorted { $0.key < $1.key }.map {
            (name: $0.key, bytes: $0.value)
          }
          let second = FixtureRunner.run(
            allMigrations, inputs: outputs, includeReview: includeReview,
            deploymentTargets: targets, inApp: fixture.inApp)
          let fixes = includeReview ? "review fixes" : "safe fixes"
          for (name, bytes) in outputs where second.files[name] != bytes {
            XCTFail(
              "\(fixture) with every migration (\(fixes)): a second run changed \(name):\n--- first\n\(String(decoding: bytes, as: UTF8.self))\n--- second\n\(String(decoding: second.files[name] ?? [], as: UTF8.self))\n=== end"
            )
          }
          if !includeReview { safeFiles = run.files }
        }
        compared += 1
        guard safeFiles != fixture.expected else { continue }
        pending.append(
          (
            "\(fixture) with every migration",
            safeFiles.mapValues { String(decoding: $0, as: UTF8.self) }
          ))
      }
    }
    XCTAssertGreaterThan(compared, 800)
    let jobs = pending
    for (index, message) in SwiftUIStub.typecheckEach(jobs.map(\.sources)).enumerated() {
      if let message {
        XCTFail(
          "\(jobs[index].label) does not type-check:\n\(message)\n--- output\n\(jobs[index].sources.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n// ---\n"))"
        )
      }
    }
  }
}
