import Foundation
import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

/// Every fixture with every migration at once, as `apply` runs them (safe fixes): where the
/// migrations together write something else than the fixture's own migration does, the
/// result must still type-check against the stub SDK, and a second run must change nothing.
/// Each fixture's own test runs its migration alone; this one checks that the migrations'
/// edits compose (two rewrites of one chain, a rewrite inside another's moved text). Review
/// fixes are left out: some say what the reader must finish (an argument label the run does
/// not declare), and some are only offered once a first run has moved what they wait for
/// (navigation-stack's `.navigationViewStyle(.stack)` once no NavigationView is left).
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
        let run = FixtureRunner.run(
          allMigrations, inputs: fixture.inputs, includeReview: false,
          deploymentTargets: targets, inApp: fixture.inApp)
        compared += 1
        let outputs = run.files.sorted { $0.key < $1.key }.map { (name: $0.key, bytes: $0.value) }
        let second = FixtureRunner.run(
          allMigrations, inputs: outputs, includeReview: false, deploymentTargets: targets,
          inApp: fixture.inApp)
        for (name, bytes) in outputs where second.files[name] != bytes {
          XCTFail(
            "\(fixture) with every migration: a second run changed \(name):\n--- first\n\(String(decoding: bytes, as: UTF8.self))\n--- second\n\(String(decoding: second.files[name] ?? [], as: UTF8.self))\n=== end"
          )
        }
        guard run.files != fixture.expected else { continue }
        pending.append(
          (
            "\(fixture) with every migration",
            run.files.mapValues { String(decoding: $0, as: UTF8.self) }
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
