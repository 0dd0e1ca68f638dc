import Foundation
import MigrationKit
import Migrations
import TestSupport
import XCTest

/// Every fixture case of every migration, before and after, type-checks against the
/// SwiftUI API stub (together with any file the fix creates): a rewrite that drops a
/// label, calls a view, or uses an API with the wrong types fails here.
final class FixtureTypeCheckTests: XCTestCase {
  func testEveryFixtureTypeChecksBeforeAndAfter() throws {
    var pending: [(label: String, sources: [String: String])] = []
    for migration in allMigrations {
      guard let cases = try? FixtureCase.all(for: migration.id) else { continue }
      for fixture in cases {
        var before: [String: String] = [:]
        for input in fixture.inputs {
          before[input.name] = String(decoding: input.bytes, as: UTF8.self)
        }
        let after = fixture.expected.mapValues { String(decoding: $0, as: UTF8.self) }
        pending.append(("\(fixture) (input)", before))
        if after != before { pending.append(("\(fixture) (expected)", after)) }
      }
    }
    let jobs = pending
    XCTAssertGreaterThan(jobs.count, 50)
    for (index, message) in SwiftUIStub.typecheckEach(jobs.map(\.sources)).enumerated() {
      if let message { XCTFail("\(jobs[index].label) does not type-check:\n\(message)") }
    }
  }

  /// The demo app type-checks as one module, before and after `apply` with review fixes.
  func testDemoAppTypeChecksBeforeAndAfterEveryMigration() throws {
    let demo = Paths.fixtures.appendingPathComponent("Demo")
    let enumerator = FileManager.default.enumerator(at: demo, includingPropertiesForKeys: nil)
    let files = (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
    XCTAssertGreaterThanOrEqual(files.count, 10)
    let inputs = try files.map {
      (name: $0.lastPathComponent, bytes: try [UInt8](Data(contentsOf: $0)))
    }
    var before: [String: String] = [:]
    for input in inputs { before[input.name] = String(decoding: input.bytes, as: UTF8.self) }
    XCTAssertEqual(try SwiftUIStub.typecheck(sources: before), [])
    let run = FixtureRunner.run(
      allMigrations, inputs: inputs, includeReview: true,
      deploymentTargets: DeploymentTargets([.iOS: OSVersion("17.0")!, .macOS: OSVersion("14.0")!]))
    XCTAssertNotEqual(run.files.count, 0)
    let after = run.files.mapValues { String(decoding: $0, as: UTF8.self) }
    XCTAssertNotEqual(after, before, "the demo has work for the migrations")
    XCTAssertEqual(try SwiftUIStub.typecheck(sources: after), [])
  }
}
