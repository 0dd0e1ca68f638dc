import Foundation
import MigrationKit
import Migrations
import SwiftCST
import XCTest

/// The checks every migration's fixtures get: exact output, expected findings, idempotence,
/// and that every output still parses with the real compiler.
public enum FixtureAssertions {
  /// Runs every case in `Fixtures/<migration.id>/`. Returns the cases, so a test can also
  /// assert how many there are.
  @discardableResult
  public static func checkAllCases(
    of migration: any Migration, also others: [any Migration] = [], file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> [FixtureCase] {
    let cases = try FixtureCase.all(for: migration.id)
    XCTAssertFalse(cases.isEmpty, "no fixtures in Fixtures/\(migration.id)", file: file, line: line)
    for fixture in cases {
      let named = fixture.otherMigrationIDs.compactMap { id in
        allMigrations.first { $0.id == id }
      }
      XCTAssertEqual(
        named.count, fixture.otherMigrationIDs.count, "\(fixture): an unknown id in with=",
        file: file, line: line)
      check(fixture, migrations: [migration] + others + named, file: file, line: line)
    }
    return cases
  }

  public static func check(
    _ fixture: FixtureCase, migrations: [any Migration], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let run = FixtureRunner.run(
      migrations, inputs: fixture.inputs, includeReview: fixture.includeReview,
      deploymentTargets: fixture.deploymentTargets, inApp: fixture.inApp)
    // Exact output, file by file.
    XCTAssertEqual(
      Set(run.files.keys), Set(fixture.expected.keys), "\(fixture): files after the run",
      file: file, line: line)
    for (name, expected) in fixture.expected.sorted(by: { $0.key < $1.key }) {
      guard let actual = run.files[name] else { continue }
      if actual != expected {
        XCTFail(
          "\(fixture): \(name) differs from the expected output.\n--- expected\n\(String(decoding: expected, as: UTF8.self))\n--- actual\n\(String(decoding: actual, as: UTF8.self))",
          file: file, line: line)
      }
    }
    // FIXTURES_UPDATE_FINDINGS=1 rewrites existing findings files from the run (then read
    // every change in `git diff` before committing it).
    if ProcessInfo.processInfo.environment["FIXTURES_UPDATE_FINDINGS"] == "1",
      fixture.expectedFindings != nil, let url = fixture.findingsURL,
      fixture.expectedFindings != run.findings
    {
      try? (run.findings.map { $0 + "\n" }.joined()).write(
        to: url, atomically: true, encoding: .utf8)
    }
    if let expectedFindings = fixture.expectedFindings {
      XCTAssertEqual(run.findings, expectedFindings, "\(fixture): findings", file: file, line: line)
    }
    // Late facts (as the engine gives them to the files it keeps parsed) change nothing.
    if migrations.contains(where: \.hasLateFacts) {
      let late = FixtureRunner.run(
        migrations, inputs: fixture.inputs, includeReview: fixture.includeReview,
        deploymentTargets: fixture.deploymentTargets, lateFacts: true,
        inApp: fixture.inApp)
      XCTAssertEqual(
        late.files, run.files, "\(fixture): files with late facts", file: file, line: line)
      XCTAssertEqual(
        late.findings, run.findings, "\(fixture): findings with late facts", file: file, line: line)
    }
    // Idempotence: running again over the output changes nothing.
    let outputs = run.files.sorted { $0.key < $1.key }.map { (name: $0.key, bytes: $0.value) }
    let second = FixtureRunner.run(
      migrations, inputs: outputs, includeReview: fixture.includeReview,
      deploymentTargets: fixture.deploymentTargets, inApp: fixture.inApp)
    for (name, bytes) in outputs where second.files[name] != bytes {
      XCTFail("\(fixture): a second run changed \(name)", file: file, line: line)
    }
    // Every changed output parses with the compiler.
    for (name, bytes) in outputs
    where fixture.inputs.first(where: { $0.name == name })?.bytes != bytes {
      let errors = SwiftCompiler.parseErrors(
        source: String(decoding: bytes, as: UTF8.self), fileName: name)
      XCTAssertEqual(
        errors, [], "\(fixture): \(name) does not parse with swiftc", file: file, line: line)
      XCTAssertEqual(
        SourceFile(bytes: bytes).diagnostics, [], "\(fixture): \(name) has syntax errors",
        file: file, line: line)
    }
  }

  /// The paths among `files` that `swiftc -frontend -parse` rejects.
  /// `arguments` are added to the compiler's (`-enable-bare-slash-regex`).
  public static func filesRejectedByCompiler(
    _ files: [URL], arguments: [String] = []
  ) -> Set<String> {
    var rejected = Set<String>()
    // One compiler run per batch keeps this fast; each file is still parsed on its own.
    for start in stride(from: 0, to: files.count, by: 200) {
      let batch = Array(files[start..<min(files.count, start + 200)])
      guard
        let output = try? SwiftCompiler.run(
          ["-frontend", "-parse"] + arguments + batch.map(\.path))
      else {
        return Set(files.map(\.path))
      }
      for line in SwiftCompiler.errorLines(in: output.text) {
        if let file = batch.first(where: { line.hasPrefix($0.path + ":") }) {
          rejected.insert(file.path)
        }
      }
    }
    return rejected
  }
}
