import MigrationKit

extension FileReport {
  /// The report's findings as a fixture's `findings.txt` lists them:
  /// `path:line:col: level: message [id]`, the level `verbose` for a finding `check` prints
  /// only with `--verbose`.
  public var findingLines: [String] {
    findings.map { finding in
      let level = finding.isVerboseOnly ? "verbose" : finding.safety.rawValue
      return
        "\(path):\(finding.start.line):\(finding.start.column): \(level): \(finding.message) [\(finding.migrationID)]"
    }
  }
}
