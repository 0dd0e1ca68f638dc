import SwiftCST

/// A finding placed in its file, for output.
public struct LocatedFinding: Sendable, Hashable {
  public var migrationID: String
  public var safety: Safety
  public var message: String
  public var start: SourceLocation
  public var end: SourceLocation
  public var hasFix: Bool
  /// Printed by `check` only with `--verbose` (see `Finding.isVerboseOnly`).
  public var isVerboseOnly = false

  /// `warning` for a finding with a fix, `note` for one without (as Xcode shows them).
  public var level: String { hasFix ? "warning" : "note" }

  /// `[id]`, or `[id, review]` for a fix that only `--include-review` applies.
  public var tag: String {
    hasFix && safety == .review ? "[\(migrationID), review]" : "[\(migrationID)]"
  }

  /// `path:line:col: warning: message [id]` (or `note:`, `[id, review]`), the line `check`
  /// prints (colour aside).
  public func checkLine(path: String) -> String {
    "\(path):\(start.line):\(start.column): \(level): \(message) \(tag)"
  }
}

/// One changed block of a file for `--format json`: lines `startLine..<endLine` of the
/// original (1-based) are replaced by `replacement`, written by `migrationIDs`.
public struct LineEdit: Sendable, Hashable {
  public var startLine: Int
  public var endLine: Int
  public var replacement: String
  public var migrationIDs: [String]
}

/// Why a file was left alone: a category for the summary ("syntax errors") and details.
public struct SkipReason: Sendable, Hashable, CustomStringConvertible {
  public var category: String
  public var detail: String

  public init(_ category: String, detail: String = "") {
    self.category = category
    self.detail = detail
  }

  public var description: String { detail.isEmpty ? category : "\(category): \(detail)" }
}

/// What happened to one file (or to one PATH argument that could not be read).
public struct FileReport: Sendable {
  public enum Status: Sendable, Hashable {
    case unchanged
    /// Changed (written by `apply`, would be written by `diff` and `check`).
    case changed
    /// A new helper file (created by `apply`).
    case created
    /// Left alone on purpose, with the reason (syntax errors, not UTF-8, a link to a folder…).
    case skipped(SkipReason)
    /// Could not be read or written: an error.
    case failed(String)
  }

  public var path: String
  public var status: Status
  public var findings: [LocatedFinding] = []
  public var fixCounts: [String: Int] = [:]
  public var reviewFixesNotApplied = 0
  /// The unified diff (empty when nothing changes).
  public var diff: [UInt8] = []
  public var edits: [LineEdit] = []
  public var problems: [MigrationProblem] = []
  /// Things worth saying that are not problems (a symbolic link was read through).
  public var notes: [String] = []
  /// Whether the file's bytes were read.
  public var wasRead = false
  /// The file's module in the run's `ProjectModel` (an index into `modules`), if any.
  /// (Spelled `Optional<…>`, here and below, so that it has no implicit `= nil`: with one,
  /// the engine's reports were made in a temporary and copied to their slot, every
  /// reference retained and released once more per file.)
  public var module: Optional<Int>
  /// The targets the file was rewritten for (its module's, or the flag's), when they
  /// come from the project.
  public var deploymentTargets: Optional<DeploymentTargets>
  /// The new bytes of a file given by `EngineOptions.sourceOverride` that changed.
  public var rewritten: Optional<[UInt8]>
  /// `check --report-unused-suppressions`: suppression comments that switched nothing off.
  public var unusedSuppressions: [UnusedSuppression] = []
  /// `--add-suppressions`: ids given a `disable:next` comment, with how many lines each.
  public var suppressionsAdded: [String: Int] = [:]
  /// New files its fixes asked for, with the folder to create them in.
  var requestedFiles: [RequestedFile] = []
  var folderLocation = ""

  public init(path: String, status: Status) {
    self.path = path
    self.status = status
    module = nil
    deploymentTargets = nil
    rewritten = nil
  }
}

/// Totals for the summary line every `diff`, `apply` and `check` run ends with.
public struct RunSummary: Sendable, Hashable {
  public var filesRead = 0
  public var filesChanged = 0
  public var newFiles = 0
  public var fixCounts: [String: Int] = [:]
  public var findings = 0
  /// Findings without a fix.
  public var diagnostics = 0
  /// Of `diagnostics`, those `check` prints only with `--verbose`.
  public var verboseOnlyDiagnostics = 0
  public var reviewFixesNotApplied = 0
  /// Skip reasons and how many files each.
  public var skipped: [String: Int] = [:]
  /// Files or PATH arguments that could not be read or written.
  public var errors = 0
  /// PATH arguments that do not exist (counted in `errors` too).
  public var missingPaths = 0
  /// Bugs caught in migrations (invalid Swift, no fix point, impossible edits).
  public var migrationProblems = 0
  /// `--add-suppressions`: lines given a suppression, per id.
  public var suppressionsAdded: [String: Int] = [:]
  /// `--report-unused-suppressions`: suppression comments (or ids) that suppress nothing.
  public var unusedSuppressions = 0

  public init() {}

  /// True if `apply` would change or create a file.
  public var wouldChange: Bool { filesChanged > 0 || newFiles > 0 }

  public mutating func add(_ report: FileReport) {
    if report.wasRead { filesRead += 1 }
    switch report.status {
    case .changed: filesChanged += 1
    case .created: newFiles += 1
    case .skipped(let reason): skipped[reason.category, default: 0] += 1
    case .failed: errors += 1
    case .unchanged: break
    }
    for (id, count) in report.fixCounts { fixCounts[id, default: 0] += count }
    findings += report.findings.count
    for finding in report.findings where !finding.hasFix {
      diagnostics += 1
      if finding.isVerboseOnly { verboseOnlyDiagnostics += 1 }
    }
    reviewFixesNotApplied += report.reviewFixesNotApplied
    migrationProblems += report.problems.count
    for (id, count) in report.suppressionsAdded { suppressionsAdded[id, default: 0] += count }
    unusedSuppressions += report.unusedSuppressions.count
  }

  /// One line, e.g. `3 files read, 1 changed, 2 fixes (full-width-frame 2), 0 diagnostics`.
  /// `changedWord` is "changed" for `apply` and "would change" otherwise. The diagnostics
  /// are those `check` prints: without `verbose`, the `--verbose`-only ones are left out and
  /// only said to exist (`1 diagnostic (32 more with --verbose)`).
  public func line(changedWord: String, verbose: Bool = false) -> String {
    var parts = ["\(Self.count(filesRead, "file")) read", "\(filesChanged) \(changedWord)"]
    if newFiles > 0 { parts.append("\(Self.count(newFiles, "new file"))") }
    let totalFixes = fixCounts.values.reduce(0, +)
    let perMigration = fixCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    parts.append(
      Self.count(totalFixes, "fix", plural: "fixes")
        + (perMigration.isEmpty ? "" : " (\(perMigration.joined(separator: ", ")))"))
    if verbose || verboseOnlyDiagnostics == 0 {
      parts.append(Self.count(diagnostics, "diagnostic"))
    } else {
      parts.append(
        Self.count(diagnostics - verboseOnlyDiagnostics, "diagnostic")
          + " (\(verboseOnlyDiagnostics) more with --verbose)")
    }
    if !skipped.isEmpty {
      let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      parts.append("\(skipped.values.reduce(0, +)) skipped (\(reasons.joined(separator: ", ")))")
    }
    if !suppressionsAdded.isEmpty {
      let total = suppressionsAdded.values.reduce(0, +)
      let perMigration = suppressionsAdded.sorted { $0.key < $1.key }.map {
        "\($0.key) \($0.value)"
      }
      parts.append(
        Self.count(total, "suppression") + (changedWord == "changed" ? " added" : " to add")
          + " (\(perMigration.joined(separator: ", ")))")
    }
    if unusedSuppressions > 0 {
      parts.append(Self.count(unusedSuppressions, "unused suppression"))
    }
    if errors > 0 { parts.append(Self.count(errors, "error")) }
    if migrationProblems > 0 { parts.append(Self.count(migrationProblems, "migration bug")) }
    var line = parts.joined(separator: ", ")
    if reviewFixesNotApplied > 0 {
      line +=
        "; \(Self.count(reviewFixesNotApplied, "review fix", plural: "review fixes")) not applied; rerun with --include-review"
    }
    return line
  }

  static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
  }
}
