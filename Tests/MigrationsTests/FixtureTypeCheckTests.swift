import Foundation
import Migrations
import MigrationKit
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
        for input in fixture.inputs { before[input.name] = String(decoding: input.bytes, as: UTF8.self) }
        let after = fixture.expected.mapValues { String(decoding: $0, as: UTF8.self) }
        pending.append(("\(fixture) (input)", before))
        if after != before { pending.append(("\(fixture) (expected)", after)) }
      }
    }
    let jobs = pending
    XCTAssertGreaterThan(jobs.count, 50)
    let results = Locked([String?](repeating: nil, count: jobs.count))
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      let message: String?
      do {
        let errors = try SwiftUIStub.typecheck(sources: jobs[index].sources)
        message = errors.isEmpty ? nil : errors.prefix(3).joined(separator: "\n")
      } catch {
        message = "\(error)"
      }
      results.withLock { $0[index] = message }
    }
    for (index, message) in results.withLock({ $0 }).enumerated() {
      if let message { XCTFail("\(jobs[index].label) does not type-check:\n\(message)") }
    }
  }
}
