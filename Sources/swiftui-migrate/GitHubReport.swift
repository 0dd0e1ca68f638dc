import MigrationKit

/// `--format github`: GitHub Actions workflow commands, one per finding
/// (`::warning file=…,line=…,col=…,title=<id>::<message>`) and one `::error` per file that
/// could not be read or written and per bug caught in a migration. GitHub shows them as
/// annotations on the pull request's diff.
enum GitHubReport {
  static func lines(of report: FileReport, verbose: Bool = false) -> String {
    var lines: [String] = []
    if case .failed(let reason) = report.status {
      lines.append("::error file=\(property(report.path)),title=swiftui-migrate::\(data(reason))")
    }
    for problem in report.problems {
      lines.append(
        "::error file=\(property(report.path)),title=swiftui-migrate bug::\(data(problem.message))")
    }
    for finding in report.findings where verbose || !finding.isVerboseOnly {
      lines.append(
        "::\(finding.hasFix ? "warning" : "notice") file=\(property(report.path)),line=\(finding.start.line),col=\(finding.start.column),"
          + "title=\(property(finding.migrationID))::\(data(finding.message))")
    }
    for unused in report.unusedSuppressions {
      lines.append(
        "::warning file=\(property(report.path)),line=\(unused.line),col=\(unused.column),"
          + "title=\(UnusedSuppression.tag)::\(data(unused.message))")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Escaping of a command's message, as GitHub's toolkit does it.
  static func data(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// Escaping of a property value (also `:` and `,`).
  static func property(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }
}

extension String {
  fileprivate func replacingAll(_ replacements: [Character: String]) -> String {
    var result = ""
    for character in self {
      if let replacement = replacements[character] {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}
