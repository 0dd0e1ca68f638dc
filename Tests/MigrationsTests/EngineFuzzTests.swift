import Foundation
import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

/// Every registered migration, run over thousands of seeded mutants of all fixtures and
/// the demo app, never makes a file parse worse, and the engine's default path (the one
/// `apply` takes) leaves a file with syntax errors exactly as it was.
///
/// `SWIFTUI_MIGRATE_FUZZ_SECONDS=600 swift test --filter Fuzz` keeps mutating for ten minutes.
final class EngineFuzzTests: XCTestCase {
  /// Deployment targets that switch every migration on, and unknown ones (the oldest).
  static let targets = [
    DeploymentTargets(),
    DeploymentTargets([
      .iOS: OSVersion([26, 0]), .macOS: OSVersion([26, 0]), .tvOS: OSVersion([26, 0]),
      .watchOS: OSVersion([26, 0]), .visionOS: OSVersion([26, 0]),
    ]),
  ]

  func testMigrationsNeverMakeMutantsParseWorse() throws {
    let sources = try FuzzCorpus.sources()
    XCTAssertFalse(sources.isEmpty)
    let budget = FuzzBudget(mutants: 3_000, seed: 0xE4_6142)
    var random = SplitMix64(seed: budget.seed)
    let folder = TemporaryFolder(prefix: "engine-fuzz")
    let engines = Self.targets.map { targets in
      Engine(
        options: EngineOptions(
          mode: .apply, migrations: allMigrations, includeReview: true,
          deploymentTargets: targets, jobs: 1, currentDirectory: folder.path))
    }
    var counts = (mutants: 0, withErrors: 0, clean: 0, rewritten: 0)
    while budget.allows(counts.mutants) {
      let source = sources[counts.mutants % sources.count]
      let mutant = Mutator.mutate(source.bytes, using: &random)
      let engine = engines[counts.mutants % engines.count]
      counts.mutants += 1
      let file = SourceFile(bytes: mutant)
      guard file.printed() == mutant else {
        return XCTFail("round trip failed: \(FuzzBudget.save(mutant, name: "round-trip"))")
      }

      // The fix point alone, even on a broken file: never more syntax errors than before.
      let context = MigrationContext(
        path: source.name, deploymentTargets: engine.options.deploymentTargets,
        index: ProjectIndex(), style: SourceStyle())
      let fixed = FixPoint(migrations: allMigrations, includeReview: true).run(
        file, context: context)
      let after = SourceFile(bytes: fixed.bytes)
      if after.diagnostics.count > file.diagnostics.count {
        return XCTFail(
          "\(source.name): \(file.diagnostics.count) syntax errors became \(after.diagnostics.count): \(FuzzBudget.save(mutant, name: "worse"))"
        )
      }

      // The engine as `apply` runs it: a file with errors is skipped and left byte for byte.
      let path = folder.write("Mutant.swift", bytes: mutant)
      let input = try XCTUnwrap(
        FileWalker(currentDirectory: folder.path).walk([path]).files.first)
      let report = engine.process(input, index: ProjectIndex())
      let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      if file.hasErrors {
        counts.withErrors += 1
        // (Skipped as syntax errors, or earlier, as not UTF-8 or binary.)
        guard written == mutant, case .skipped = report.status else {
          return XCTFail(
            "\(source.name): a file with syntax errors was not skipped (\(report.status)): \(FuzzBudget.save(mutant, name: "not-skipped"))"
          )
        }
      } else {
        counts.clean += 1
        if written != mutant { counts.rewritten += 1 }
        let output = SourceFile(bytes: written)
        guard !output.hasErrors, output.printed() == written else {
          return XCTFail(
            "\(source.name): the engine wrote syntax errors into a clean file: \(FuzzBudget.save(mutant, name: "engine-worse"))"
          )
        }
        XCTAssertEqual(report.status == FileReport.Status.changed, written != mutant, source.name)
      }
    }
    if budget.deadline == nil {
      XCTAssertEqual(counts.mutants, 3_000)
    }
    // The mutants must exercise both paths, and the migrations must have had work to do.
    XCTAssertGreaterThan(counts.withErrors, 100, "\(counts)")
    XCTAssertGreaterThan(counts.clean, 100, "\(counts)")
    XCTAssertGreaterThan(counts.rewritten, 10, "\(counts)")
    print("engine fuzz: \(counts)")
  }
}
