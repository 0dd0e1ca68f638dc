import MigrationKit
import SwiftCST

/// Replaces every occurrence of `pattern` (a plain byte search; overlapping occurrences
/// each give a finding) with `replacement`.
struct ReplaceMigration: Migration {
  let id: String
  let pattern: String
  let replacement: String
  var safety: Safety = .safe
  var group: String?
  var newFiles: [NewFile] = []
  /// Marks every comment in the replaced text as removed on purpose.
  var removesComments = false

  var helperSymbols: [String] { newFiles.map(\.providesSymbol) }
  var summary: String { "Replace \(pattern) with \(replacement)" }
  var rationale: String { "For tests." }
  var example: (before: String, after: String) { (pattern, replacement) }

  func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    !occurrences(of: pattern, in: file.bytes).isEmpty
  }

  func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    occurrences(of: pattern, in: file.bytes).map { range in
      Finding(
        migrationID: id, range: range, message: "replace \(pattern)", safety: safety,
        fix: Fix(
          edits: [TextEdit(range: range, replacement: replacement)], newFiles: newFiles,
          removedComments: removesComments ? [range] : []))
    }
  }
}

/// Reports every occurrence of `pattern`, without a fix.
struct DiagnosticMigration: Migration {
  let id: String
  let pattern: String
  var safety: Safety { .diagnostic }
  var summary: String { "Report \(pattern)" }
  var rationale: String { "For tests." }
  var example: (before: String, after: String) { (pattern, pattern) }

  func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    occurrences(of: pattern, in: file.bytes).map {
      Finding(migrationID: id, range: $0, message: "found \(pattern)", safety: .diagnostic)
    }
  }
}

/// Records the names after `struct` in the index pass and, in the rewriting pass, reports
/// how many the index holds (a finding at offset 0). Counts its index calls.
struct IndexingMigration: Migration {
  let id = "indexing"
  let usesIndex: Bool
  let calls = Locked(0)
  var usesProjectIndex: Bool { usesIndex }
  var safety: Safety { .diagnostic }
  var summary: String { "Index test" }
  var rationale: String { "For tests." }
  var example: (before: String, after: String) { ("", "") }

  func indexFacts(in file: SourceFile) -> [ProjectFact] {
    calls.withLock { $0 += 1 }
    return occurrences(of: "struct ", in: file.bytes).map { range in
      let name = file.bytes[range.upperBound...].prefix {
        $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "{")
      }
      return ProjectFact(key: "indexing.struct", value: String(decoding: name, as: UTF8.self))
    }
  }

  func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    let facts = context.index.facts(forKey: "indexing.struct")
    let described = facts.map { "\($0.value)@\($0.path)" }.joined(separator: " ")
    return [
      Finding(migrationID: id, range: 0..<0, message: "index: \(described)", safety: .diagnostic)
    ]
  }
}

func occurrences(of pattern: String, in bytes: [UInt8]) -> [Range<Int>] {
  let needle = Array(pattern.utf8)
  guard !needle.isEmpty, bytes.count >= needle.count else { return [] }
  return (0...(bytes.count - needle.count)).filter {
    bytes[$0..<$0 + needle.count].elementsEqual(needle)
  }
  .map { $0..<$0 + needle.count }
}

func context(_ path: String = "A.swift") -> MigrationContext {
  MigrationContext(
    path: path, deploymentTargets: DeploymentTargets(), index: ProjectIndex(), style: SourceStyle())
}
