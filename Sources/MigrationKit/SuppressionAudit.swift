import SwiftCST

/// A suppression comment, or some of its ids, that switched nothing off in a run
/// (`check --report-unused-suppressions`).
public struct UnusedSuppression: Sendable, Hashable {
  public var line: Int
  public var column: Int
  /// The ids that suppressed nothing, as written (`all` for a comment without ids).
  public var ids: [String]
  public var message: String

  /// `path:line:col: warning: message [unused-suppression]`.
  public func checkLine(path: String) -> String {
    "\(path):\(line):\(column): warning: \(message) [\(Self.tag)]"
  }

  public static let tag = "unused-suppression"
}

/// Decides which suppression comments suppressed nothing. A word of a directive is judged
/// only when every migration it stands for ran: with `--only foreground-style`, a
/// `disable:next navigation-stack` cannot be told unused. Words that name no migration,
/// group or `all` are always reported.
public struct SuppressionAudit: Sendable {
  /// Each word a directive may use, with the migrations it stands for.
  let meanings: [String: Set<String>]
  let enabled: Set<String>

  public init(registry: [any Migration], enabled: [any Migration]) {
    var meanings: [String: Set<String>] = ["all": Set(registry.map(\.id))]
    for migration in registry {
      meanings[migration.id, default: []].insert(migration.id)
      if let group = migration.group { meanings[group, default: []].insert(migration.id) }
    }
    self.meanings = meanings
    self.enabled = Set(enabled.map(\.id))
  }

  /// The unused directives of a file, given the words that suppressed a finding.
  public func unused(
    in suppressions: Suppressions, used: Set<Suppressions.Cover>, file: SourceFile
  ) -> [UnusedSuppression] {
    var result: [UnusedSuppression] = []
    for (index, directive) in suppressions.directives.enumerated()
    where directive.action != .enable {
      let location = file.location(of: directive.comment.lowerBound)
      var unknown: [String] = []
      var idle: [String] = []
      for word in directive.words where !used.contains(.init(directive: index, word: word)) {
        guard let migrations = meanings[word] else {
          unknown.append(word)
          continue
        }
        if migrations.isSubset(of: enabled) && !idle.contains(word) { idle.append(word) }
      }
      if !idle.isEmpty {
        result.append(
          UnusedSuppression(
            line: location.line, column: location.column, ids: idle,
            message: "suppression comment switches nothing off: "
              + Self.nothingFound(idle, action: directive.action)))
      }
      for word in unknown {
        let hint = Spelling.suggestion(for: word, among: Array(meanings.keys)).map {
          "; did you mean '\($0)'?"
        }
        result.append(
          UnusedSuppression(
            line: location.line, column: location.column, ids: [word],
            message: "suppression comment names no migration: '\(word)'"
              + (hint ?? " (see 'swiftui-migrate list')")))
      }
    }
    return result
  }

  private static func nothingFound(_ words: [String], action: Suppressions.Action) -> String {
    let what =
      words == ["all"]
      ? "no finding" : "no \(words.joined(separator: ", ")) finding"
    switch action {
    case .disableNext: return "\(what) on the next line"
    case .disableThis: return "\(what) on this line"
    case .disable, .enable: return "\(what) in the lines it switches off"
    }
  }
}
