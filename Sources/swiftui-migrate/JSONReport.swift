import MigrationKit

/// `--format json`: one document with the files, their findings and edits, and the totals.
enum JSONReport {
  /// The document's layout: raised when a key changes meaning or goes away (new keys may
  /// appear without a change).
  static let schemaVersion = 1

  /// Files with nothing to say (read, unchanged, no findings) are left out.
  static func isWorthListing(_ report: FileReport) -> Bool {
    report.status != .unchanged || !report.findings.isEmpty || !report.problems.isEmpty
      || !report.notes.isEmpty || !report.unusedSuppressions.isEmpty
  }

  static func render(
    command: String, reports: [FileReport], summary: RunSummary, targets: DeploymentTargets,
    targetSource: String?, configFile: String?, project: ProjectUse? = nil,
    currentDirectory: String = ""
  ) -> [UInt8] {
    let modules = project?.model.modules ?? []
    let label = { (index: Int) in modules[index].label(relativeTo: currentDirectory) }
    var summaryFields: [String: JSONValue] = [
      "filesRead": .int(summary.filesRead), "filesChanged": .int(summary.filesChanged),
      "newFiles": .int(summary.newFiles), "fixes": counts(summary.fixCounts),
      "findings": .int(summary.findings),
      "diagnostics": .int(summary.diagnostics),
      "reviewFixesNotApplied": .int(summary.reviewFixesNotApplied),
      "skipped": counts(summary.skipped), "errors": .int(summary.errors),
      "migrationProblems": .int(summary.migrationProblems),
    ]
    // Only in runs with --add-suppressions / --report-unused-suppressions.
    if !summary.suppressionsAdded.isEmpty {
      summaryFields["suppressionsAdded"] = counts(summary.suppressionsAdded)
    }
    if summary.unusedSuppressions > 0 {
      summaryFields["unusedSuppressions"] = .int(summary.unusedSuppressions)
    }
    let document = JSONValue.object([
      "version": .string(Help.version),
      "schemaVersion": .int(schemaVersion),
      "modules": .array(
        (project?.modulesInUse ?? []).map { index in
          let module = modules[index]
          return .object([
            "name": .string(module.name), "kind": .string(module.kind.rawValue),
            "label": .string(label(index)),
            "project": .string(Paths.relative(module.projectFile, to: currentDirectory)),
            "files": .int(project?.fileCounts[index] ?? 0),
            "deploymentTargets": targetsValue(module.targets),
          ])
        }),
      "projectNotes": .array((project?.model.notes ?? []).map(JSONValue.string)),
      "command": .string(command),
      "configFile": configFile.map(JSONValue.string) ?? .null,
      "deploymentTargets": .object([
        "known": .bool(targets.isKnown),
        "versions": .object(
          Dictionary(
            uniqueKeysWithValues: targets.versions.map {
              ($0.key.rawValue, JSONValue.string($0.value.description))
            })),
        "source": targetSource.map(JSONValue.string) ?? .null,
      ]),
      "files": .array(
        reports.map { report in
          var entry = file(report)
          if case .object(var fields) = entry {
            if let module = report.module, module < modules.count {
              fields["module"] = .string(label(module))
            }
            if let targets = report.deploymentTargets {
              fields["deploymentTargets"] = targetsValue(targets)
            }
            entry = .object(fields)
          }
          return entry
        }),
      "summary": .object(summaryFields),
    ])
    return Array(document.rendered().utf8)
  }

  private static func targetsValue(_ targets: DeploymentTargets) -> JSONValue {
    .object([
      "known": .bool(targets.isKnown),
      "versions": .object(
        Dictionary(
          uniqueKeysWithValues: targets.versions.map {
            ($0.key.rawValue, JSONValue.string($0.value.description))
          })),
    ])
  }

  private static func counts(_ counts: [String: Int]) -> JSONValue {
    .object(counts.mapValues(JSONValue.int))
  }

  private static func file(_ report: FileReport) -> JSONValue {
    var entry: [String: JSONValue] = [
      "path": .string(report.path),
      "findings": .array(report.findings.map(finding)),
      "edits": .array(report.edits.map(edit)),
      "fixes": counts(report.fixCounts),
      "reviewFixesNotApplied": .int(report.reviewFixesNotApplied),
      "notes": .array(report.notes.map(JSONValue.string)),
      "problems": .array(
        report.problems.map {
          .object([
            "kind": .string($0.kind.rawValue),
            "migrations": .array($0.migrationIDs.map(JSONValue.string)),
            "message": .string($0.message),
          ])
        }),
    ]
    switch report.status {
    case .unchanged: entry["status"] = .string("unchanged")
    case .changed: entry["status"] = .string("changed")
    case .created: entry["status"] = .string("created")
    case .skipped(let reason):
      entry["status"] = .string("skipped")
      entry["reason"] = .string(reason.description)
    case .failed(let reason):
      entry["status"] = .string("failed")
      entry["reason"] = .string(reason)
    }
    if !report.unusedSuppressions.isEmpty {
      entry["unusedSuppressions"] = .array(
        report.unusedSuppressions.map {
          .object([
            "line": .int($0.line), "column": .int($0.column),
            "ids": .array($0.ids.map(JSONValue.string)), "message": .string($0.message),
          ])
        })
    }
    if !report.suppressionsAdded.isEmpty {
      entry["suppressionsAdded"] = counts(report.suppressionsAdded)
    }
    if !report.diff.isEmpty {
      entry["diff"] = .string(String(decoding: report.diff, as: UTF8.self))
    }
    return .object(entry)
  }

  private static func finding(_ finding: LocatedFinding) -> JSONValue {
    .object([
      "id": .string(finding.migrationID), "safety": .string(finding.safety.rawValue),
      "message": .string(finding.message), "hasFix": .bool(finding.hasFix),
      "range": range(
        finding.start.line, finding.start.column, finding.end.line, finding.end.column),
    ])
  }

  /// An edit replaces whole lines: from the start of `startLine` to the start of `endLine`.
  private static func edit(_ edit: LineEdit) -> JSONValue {
    .object([
      "range": range(edit.startLine, 1, edit.endLine, 1),
      "replacement": .string(edit.replacement),
      "migrations": .array(edit.migrationIDs.map(JSONValue.string)),
    ])
  }

  private static func range(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int)
    -> JSONValue
  {
    .object([
      "start": .object(["line": .int(startLine), "column": .int(startColumn)]),
      "end": .object(["line": .int(endLine), "column": .int(endColumn)]),
    ])
  }
}
