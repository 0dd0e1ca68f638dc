import Foundation
import Migrations
import TestSupport
import XCTest

/// `docs/migrations/` is generated from `explain --markdown` and must be current for every
/// migration in the registry (run `Scripts/update-migration-docs.sh` after changing one).
final class MigrationDocsTests: CLITestCase {
  private let folder = TestSupport.Paths.packageRoot.appendingPathComponent("docs/migrations")
  private let fix = "run Scripts/update-migration-docs.sh"

  func testEveryMigrationHasACurrentPage() throws {
    let scratch = TemporaryFolder()
    for migration in allMigrations {
      let generated = try run(["explain", "--markdown", migration.id], in: scratch)
      XCTAssertEqual(generated.status, 0, generated.stderr)
      XCTAssertTrue(generated.stdout.contains(migration.rationale))
      let page = folder.appendingPathComponent("\(migration.id).md").path
      let onDisk = FileManager.default.contents(atPath: page).map {
        String(decoding: $0, as: UTF8.self)
      }
      XCTAssertEqual(onDisk, generated.stdout, "\(page) is missing or out of date; \(fix)")
    }
    let index = try run(["explain", "--markdown"], in: scratch)
    let indexOnDisk = FileManager.default.contents(
      atPath: folder.appendingPathComponent("README.md").path)
    XCTAssertEqual(
      indexOnDisk.map { String(decoding: $0, as: UTF8.self) }, index.stdout,
      "docs/migrations/README.md is out of date; \(fix)")
    for migration in allMigrations {
      XCTAssertTrue(index.stdout.contains("[`\(migration.id)`](\(migration.id).md)"))
    }
    // No page for a migration that is gone.
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".md")
    }
    XCTAssertEqual(
      Set(pages), Set(allMigrations.map { "\($0.id).md" } + ["README.md"]), "stale pages; \(fix)")
  }
}
