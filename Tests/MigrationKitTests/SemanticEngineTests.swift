import Foundation
import SwiftCST
import TestSupport
import XCTest

@testable import MigrationKit

final class SemanticEngineTests: XCTestCase {
  private func run(
    _ folder: TemporaryFolder, _ migration: ResolvingMigration, mode: RunMode = .check,
    retainedSourceBytes: Int = 16 << 20
  )
    -> [String]
  {
    let reports = Locked([FileReport]())
    var options = EngineOptions(
      mode: mode, migrations: [migration], jobs: 1, currentDirectory: folder.path)
    options.retainedSourceBytes = retainedSourceBytes
    let engine = Engine(options: options)
    engine.run(paths: []) { report in reports.withLock { $0.append(report) } }
    return reports.withLock { $0 }.flatMap { report in
      report.findings.map { "\(report.path): \($0.message)" }
    }
  }

  func testAMigrationResolvesNamesAcrossFilesAndOnlyFilesWithChangedAnswersAreReadAgain() {
    let folder = TemporaryFolder()
    folder.write(
      "A.swift",
      "struct Screen: View {\n  var body: some View { use(model.title) }\n  let model: Model\n}\n")
    folder.write("B.swift", "final class Model { var title: String = \"\" }\n")
    folder.write("C.swift", "struct Local { var title: Int }\nfunc f(x: Local) { use(x.title) }\n")
    let migration = ResolvingMigration()
    // No tree kept: every file is rewritten against the probing index first.
    XCTAssertEqual(
      run(folder, migration, retainedSourceBytes: 0),
      ["A.swift: model.title: String in Model", "C.swift: x.title: Int in Local"])
    // A.swift asked about Model, which only B.swift declares: read again. C.swift's
    // answers come from its own declarations and stand.
    XCTAssertEqual(migration.calls.withLock { $0 }, ["A.swift": 2, "B.swift": 1, "C.swift": 1])

    // Trees kept (the default for a project this small): one look at each file, with the
    // complete index, and the same answers.
    let kept = ResolvingMigration()
    XCTAssertEqual(
      run(folder, kept),
      ["A.swift: model.title: String in Model", "C.swift: x.title: Int in Local"])
    XCTAssertEqual(kept.calls.withLock { $0 }, ["A.swift": 1, "B.swift": 1, "C.swift": 1])
  }

  func testWithoutTheSemanticIndexNothingIsRecorded() {
    let folder = TemporaryFolder()
    folder.write("B.swift", "final class Model { var title: String = \"\" }\n")
    folder.write("A.swift", "func f(m: Model) { use(m.title) }\n")
    XCTAssertEqual(run(folder, ResolvingMigration(semantic: false)), ["A.swift: m.title: unknown"])
  }
}

/// Reports what the argument of every `use(…)` call resolves to.
private final class ResolvingMigration: Migration, @unchecked Sendable {
  let id = "resolving"
  let summary = "Resolver test"
  let rationale = "For tests."
  let example = (before: "", after: "")
  let safety = Safety.diagnostic
  let semantic: Bool
  var usesSemanticIndex: Bool { semantic }
  let calls = Locked([String: Int]())

  init(semantic: Bool = true) { self.semantic = semantic }

  func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    calls.withLock { $0[context.path, default: 0] += 1 }
    let resolver = Resolver(file: file, index: context.semantic)
    return file.calls(named: "use").compactMap { call in
      guard let argument = call.arguments.first?.expression else { return nil }
      let message: String
      switch resolver.resolve(argument) {
      case .member(let member):
        message = "\(member.type?.text ?? "?") in \(member.containingType ?? "")"
      default: message = "unknown"
      }
      return Finding(
        migrationID: id, range: argument.range, message: "\(argument.text): \(message)",
        safety: .diagnostic)
    }
  }
}
