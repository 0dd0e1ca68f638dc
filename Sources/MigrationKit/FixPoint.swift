import SwiftCST

/// A fix's request for a new file, with the migration behind it.
public struct RequestedFile: Sendable, Hashable {
  public var file: NewFile
  public var migrationID: String
}

/// A bug in a migration that the engine caught (it never stops the run).
public struct MigrationProblem: Sendable, Hashable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// The fixes made the file unparsable; the file is left unchanged.
    case invalidSwift
    /// Fixes were still proposed after the last pass; the changes so far are kept.
    case didNotSettle
    /// A fix that can never apply (edits out of bounds or overlapping each other); it is dropped.
    case invalidFix
  }

  public var kind: Kind
  public var migrationIDs: [String]
  public var message: String

  public var description: String { message }

  static func invalidSwift(_ ids: [String], path: String, line: Int) -> MigrationProblem {
    MigrationProblem(
      kind: .invalidSwift, migrationIDs: ids,
      message:
        "migration \(list(ids)) produced invalid Swift in \(path):\(line); the file is left unchanged"
    )
  }

  static func didNotSettle(_ ids: [String], passes: Int, path: String) -> MigrationProblem {
    MigrationProblem(
      kind: .didNotSettle, migrationIDs: ids,
      message:
        "migration \(list(ids)) did not settle after \(passes) passes in \(path); the changes so far are kept"
    )
  }

  static func invalidFix(_ id: String, reason: String, path: String) -> MigrationProblem {
    MigrationProblem(
      kind: .invalidFix, migrationIDs: [id],
      message:
        "migration \(id) proposed a fix that cannot apply in \(path) (\(reason)); it is dropped")
  }

  private static func list(_ ids: [String]) -> String { ids.joined(separator: ", ") }
}

/// Runs migrations over one file until nothing is left to fix: find, select
/// non-overlapping fixes, apply, re-parse, repeat (at most `maxPasses` times).
public struct FixPoint: Sendable {
  public var migrations: [any Migration]
  public var includeReview: Bool
  public var maxPasses: Int

  public init(migrations: [any Migration], includeReview: Bool = false, maxPasses: Int = 8) {
    self.migrations = migrations
    self.includeReview = includeReview
    self.maxPasses = maxPasses
  }

  public struct Result: Sendable {
    public var original: [UInt8]
    /// The rewritten file, or `original` when nothing changed or the rewrite was rejected.
    public var bytes: [UInt8]
    /// Findings of the first pass (on the original file) that are not suppressed, in file order.
    public var findings: [Finding] = []
    /// Review-level fixes found in the first pass and not applied (no `includeReview`).
    public var reviewFixesNotApplied = 0
    /// Applied fixes per migration, over all passes.
    public var fixCounts: [String: Int] = [:]
    public var newFiles: [RequestedFile] = []
    public var labels = ChangeLabels()
    public var problems: [MigrationProblem] = []
    public var passes = 0
    /// The suppression comments of the original file, and the words of them that switched
    /// off a finding of the first pass. (Spelled `Optional<…>`, with no implicit `= nil`:
    /// with one, a result was made in a temporary and copied to its variable.)
    public var suppressions: Optional<Suppressions>
    public var usedSuppressions: Set<Suppressions.Cover> = []

    public var changed: Bool { bytes != original }
  }

  /// Rewrites `file`. `context.style` is replaced by the style of the file (detected when a
  /// migration first reads it).
  /// `stop` is asked after each migration: when it answers true the run ends at once and
  /// its result must be thrown away (the engine's first pass uses this as soon as a
  /// migration reads the not-yet-complete project index).
  public func run(
    _ file: SourceFile, context: MigrationContext, stop: () -> Bool = { false }
  ) -> Result {
    var context = context
    context.detectStyle(in: file.bytes)
    return run(file, styledContext: context, stop: stop)
  }

  /// The same with `context.style` already the file's (detected on first read): the
  /// engine's, which makes the context once per file instead of copying it here.
  func run(
    _ file: SourceFile, styledContext context: MigrationContext,
    stop: () -> Bool = { false }
  ) -> Result {
    // What the index pass kept with the file for its rewrite is not wanted after it.
    defer { file.forgetRemembered() }
    var result = Result(original: file.bytes, bytes: file.bytes)
    var current = file
    for pass in 1...(maxPasses + 1) {
      let proposed = proposals(
        in: current, context: context, pass: pass, result: &result, stop: stop)
      if stop() { return result }
      var real = proposed.filter { !EditApplier.isNoOp($0.fix, in: current.bytes) }
      // A fix that would lose a comment is a migration's bug: dropped, and said. (Said
      // after: a closure that captured `result` made returning it a copy.)
      var losing: [MigrationProblem] = []
      real.removeAll { proposed in
        guard let lost = CommentKeeping.lostComment(by: proposed.fix, in: current) else {
          return false
        }
        losing.append(.invalidFix(proposed.migrationID, reason: lost, path: context.path))
        return true
      }
      if !losing.isEmpty { result.problems += losing }
      for noOp in proposed where EditApplier.isNoOp(noOp.fix, in: current.bytes) {
        record(noOp.fix.newFiles, of: noOp.migrationID, in: &result)
      }
      if real.isEmpty { break }
      if pass > maxPasses {
        let ids = Array(Set(real.map(\.migrationID))).sorted()
        result.problems.append(.didNotSettle(ids, passes: maxPasses, path: context.path))
        break
      }
      result.passes = pass
      let selection = EditApplier.select(real, byteCount: current.bytes.count)
      result.problems += selection.invalid.map {
        .invalidFix($0.fix.migrationID, reason: $0.reason, path: context.path)
      }
      guard !selection.accepted.isEmpty else { break }
      let (bytes, edits) = EditApplier.apply(selection.accepted, to: current.bytes)
      // Lexed again only around the edits; a debug build checks it against a whole parse.
      let next = SourceFile(
        bytes: bytes, changing: current,
        by: edits.map {
          ByteChange(range: $0.edit.range, newCount: $0.edit.replacement.utf8.count)
        })
      assert(next.isParsedAlike(SourceFile(bytes: bytes)), "relexing \(context.path) went wrong")
      if next.diagnostics.count > current.diagnostics.count {
        result.problems.append(
          invalidSwiftProblem(selection.accepted, in: current, path: context.path))
        return Result(
          original: file.bytes, bytes: file.bytes, findings: result.findings,
          reviewFixesNotApplied: result.reviewFixesNotApplied, problems: result.problems,
          passes: pass, suppressions: result.suppressions,
          usedSuppressions: result.usedSuppressions)
      }
      for fix in selection.accepted {
        result.fixCounts[fix.migrationID, default: 0] += 1
        record(fix.fix.newFiles, of: fix.migrationID, in: &result)
      }
      result.labels.record(edits, replacingIn: current.bytes)
      current = next
    }
    result.bytes = current.bytes
    return result
  }

  /// The enabled fixes of one pass. Records the first pass's findings in `result`.
  private func proposals(
    in file: SourceFile, context: MigrationContext, pass: Int, result: inout Result,
    stop: () -> Bool
  ) -> [ProposedFix] {
    let suppressions = Suppressions(file: file)
    var proposed: [ProposedFix] = []
    var firstPassFindings: [Finding] = []
    // Found once per pass, when a migration that leaves them has a fix.
    var unreachable: [UnreachableFallback]?
    // Asked once, when a migration about SwiftUI's API comes first.
    var mayCallSwiftUI: Bool?
    // By index: each migration is called in place, not copied out of the array first.
    for position in migrations.indices {
      if stop() { return [] }
      // Later passes keep only fixes: a migration that finds none is not asked again.
      if pass > 1 && !migrations[position].findsFixes { continue }
      if migrations[position].needsSwiftUI {
        if mayCallSwiftUI == nil { mayCallSwiftUI = context.mayCallSwiftUI(in: file) }
        if mayCallSwiftUI == false { continue }
      }
      let found = migrations[position].findings(in: file, context: context)
      if found.isEmpty { continue }
      let migration = migrations[position]
      for var finding in found {
        assert(
          finding.fix == nil || migration.findsFixes,
          "\(migration.id) says it finds no fixes but found one")
        finding.migrationID = migration.id
        // The finding's line is looked up only in a file with suppression comments (on a
        // rewritten file, that would number its lines for nothing).
        if !suppressions.isEmpty {
          let start = min(max(finding.range.lowerBound, 0), file.bytes.count)
          let line = file.location(of: start).line
          let covers = suppressions.covers(migration.id, group: migration.group, line: line)
          if !covers.isEmpty {
            if pass == 1 { result.usedSuppressions.formUnion(covers) }
            continue
          }
        }
        if migration.leavesUnreachableFallbacks, let fix = finding.fix {
          if unreachable == nil { unreachable = context.unreachableFallbacks(in: file) }
          if let fallback = unreachable!.first(where: { $0.contains(fix) }) {
            finding.fix = nil
            finding.safety = .diagnostic
            finding.message += "; " + fallback.note
          }
        }
        if pass == 1 { firstPassFindings.append(finding) }
        guard let fix = finding.fix else { continue }
        switch finding.safety {
        case .safe:
          proposed.append(ProposedFix(migrationID: migration.id, fix: fix))
        case .review where includeReview:
          proposed.append(ProposedFix(migrationID: migration.id, fix: fix, safety: .review))
        case .review:
          if pass == 1 { result.reviewFixesNotApplied += 1 }
        case .diagnostic:
          break
        }
      }
    }
    if pass == 1 {
      result.suppressions = suppressions
      // Stable: findings at one offset keep the order of the migrations.
      result.findings = firstPassFindings.enumerated()
        .sorted {
          ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }
        .map(\.element)
    }
    return proposed
  }

  private func record(_ files: [NewFile], of migrationID: String, in result: inout Result) {
    for file in files where !result.newFiles.contains(where: { $0.file == file }) {
      result.newFiles.append(RequestedFile(file: file, migrationID: migrationID))
    }
  }

  /// Names the fixes that break the parse on their own (or all of them, if only their
  /// combination does).
  private func invalidSwiftProblem(_ accepted: [ProposedFix], in file: SourceFile, path: String)
    -> MigrationProblem
  {
    let culprits = accepted.filter { fix in
      let (bytes, _) = EditApplier.apply([fix], to: file.bytes)
      return SourceFile(bytes: bytes).diagnostics.count > file.diagnostics.count
    }
    let blamed = culprits.isEmpty ? accepted : culprits
    let ids = Array(Set(blamed.map(\.migrationID))).sorted()
    return .invalidSwift(ids, path: path, line: file.location(of: blamed[0].start).line)
  }
}

extension FixPoint.Result {
  /// A result with nothing found or changed yet (an extension's init, so that the
  /// memberwise one stays).
  init(original: [UInt8], bytes: [UInt8]) {
    self.original = original
    self.bytes = bytes
    suppressions = nil
  }
}
