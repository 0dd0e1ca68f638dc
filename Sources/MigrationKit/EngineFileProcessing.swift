import Foundation
import SwiftCST

/// One file through the engine: read, parse, the fix point, and its report.
extension Engine {
  /// Reads one file, runs the fix point, and (for `apply`) writes the result.
  public func process(
    _ file: InputFile, index: ProjectIndex, declaredNames: Locked<Set<String>>? = nil,
    placement: ProjectModel.Placement? = nil
  ) -> FileReport {
    process(
      file, index: index, declaredNames: declaredNames, placement: placement, indexing: [],
      probe: nil
    ).0!
  }

  /// What a file contributes to the index: its facts, and its declarations when a
  /// migration uses the semantic index.
  struct IndexRecord: Sendable {
    var facts: [ProjectFact] = []
    var declarations: FileDeclarations?
    /// The parsed file, kept for the second pass instead of being rewritten now.
    var parsed: SourceFile?
    /// For a file not kept, per migration with late facts: the names its late facts may be
    /// about (`Migration.lateFactNames(in:)`); empty when it has none.
    var lateFactNames: [FactNames?] = []
  }

  /// The same, also returning the file's index facts for `indexing`. With a `probe`, when a
  /// migration reads the index, `apply` gives the result up (nil report, nothing written);
  /// `diff` and `check` finish it, and the caller decides whether it stands. A first pass
  /// (with a `probe`) sees the file's own declarations in `context.semantic`. When
  /// `retains` agrees to keep a file of this size, the file is not rewritten: its parsed
  /// tree comes back in the record (nil report), and a second pass hands it in as `parsed`,
  /// which skips reading and parsing.
  ///
  /// With a `probe` (a first pass), `index` is not read: a file rewritten in this pass is
  /// rewritten against an index that notes its reads in `probe`, of the file's own
  /// declarations when it has any, made only then (a kept file is not rewritten in this
  /// pass: making one for every file copied a semantic index twice per file).
  func process(
    _ file: InputFile, index: ProjectIndex, declaredNames: Locked<Set<String>>?,
    placement: ProjectModel.Placement?, indexing: [any Migration], probe: ReadProbe?,
    indexOnly: Bool = false, retains: (@Sendable (Int) -> Bool)? = nil,
    parsed: SourceFile? = nil, helperSymbols: [String]? = nil, runModules: Set<String> = []
  ) -> (FileReport?, IndexRecord) {
    // The report is made where one is returned: a kept file's first pass returns none (most
    // files of a run with an index), and making and destroying one released each of its
    // fields.
    func newReport(status: FileReport.Status = .unchanged, wasRead: Bool = true) -> FileReport {
      var report = FileReport(path: file.path, status: status)
      report.wasRead = wasRead
      report.module = placement?.module
      if options.targetSource != .given {
        report.deploymentTargets = placement?.targets ?? options.deploymentTargets
      }
      if let target = file.linkTarget {
        report.notes.append(
          "symbolic link to \(Paths.relative(target, to: options.currentDirectory)); the target is read and rewritten"
        )
      }
      return report
    }
    let override = options.sourceOverride.flatMap { $0.location == file.location ? $0 : nil }
    if let parsed {
      parsed.restoreDerivedTables()
      return rewrite(
        parsed, of: file, index: index, placement: placement, override: override,
        into: newReport(wasRead: false))
    }
    let bytes: [UInt8]
    do {
      if let override {
        bytes = override.bytes
      } else {
        switch try FileIO.readUnlessTooLarge(file.contentPath) {
        case .bytes(let contents): bytes = contents
        case .tooLarge(let reason):
          return (newReport(status: .skipped(reason), wasRead: false), IndexRecord())
        }
      }
    } catch {
      return (newReport(status: .failed("\(error)"), wasRead: false), IndexRecord())
    }
    if let reason = FileIO.unsupportedContent(bytes) {
      return (newReport(status: .skipped(reason)), IndexRecord())
    }
    // Generated code is read only for the index: its bodies that no reader of the index
    // needs are left unparsed (`GeneratedCodeBodies.parse`).
    let generated = indexOnly ? nil : GeneratedCode.skipReason(bytes)
    let source: SourceFile
    if generated != nil, let generatedBodies {
      source = generatedBodies.parse(bytes)
    } else {
      source = SourceFile(bytes: bytes)
    }
    if let first = source.diagnostics.first {
      let more = source.diagnostics.count > 1 ? " (and \(source.diagnostics.count - 1) more)" : ""
      let reason = SkipReason(
        "syntax errors", detail: "\(source.location(of: first.offset)): \(first.message)\(more)")
      return (newReport(status: .skipped(reason)), IndexRecord())
    }
    let names = HelperFiles.declaredNames(
      in: source, among: helperSymbols ?? options.migrations.flatMap(\.helperSymbols))
    if let declaredNames, !names.isEmpty {
      let scoped = names.map { HelperFiles.scoped($0, module: placement?.module) }
      declaredNames.withLock { $0.formUnion(scoped) }
    }
    // The file's own declarations, scanned once: recorded for the index, asked by index
    // facts, and (in a first pass) the file's view of the semantic index.
    // Every module compiling the file sees them.
    let semanticModules = placement?.semanticModules ?? []
    let own = OwnDeclarations(
      indexing.contains(where: \.usesSemanticIndex)
        ? FileDeclarations(
          file: source, path: file.path, module: semanticModules.first ?? "",
          otherModules: Array(semanticModules.dropFirst()), runModules: runModules) : nil)
    // Outside the selection (`--shard`, `--files-from`) a file is indexed, not rewritten;
    // generated code is indexed (other files may refer to it) but never rewritten. A kept
    // tree gives the file's late facts once the first pass is done, and a file to rewrite
    // is rewritten from it in the second pass; a file outside the selection is kept only
    // for late facts. Generated code is not kept: its trees are large (a quarter of the
    // trees of anytype-swift, yattee and duckduckgo-iOS together) and their late facts
    // cost less from the names a file not kept records (`lateFactNames`) than the pages
    // the trees would fill; for a migration whose late facts need a scope's name in the
    // file's bytes (`lateFactNamesAreInBytes`), a generated file records no names at all
    // (`FactNames.inTheFileBytes`: its bytes are read again and searched for the scope's).
    let rewritable = !indexOnly && generated == nil
    let keeps =
      (rewritable || (indexOnly && indexing.contains(where: \.hasLateFacts)))
      && retains?(bytes.count) == true
    let productFacts =
      indexing.isEmpty ? [] : ProductFacts.facts(in: source, placement: placement)
    // Per migration with late facts, for a file not kept: the names its late facts may
    // be about (nil: it gave its full facts; `inTheFileBytes` for generated code, as
    // above). The file is read again for them, so not when `apply` may write it in this
    // pass.
    var lateNames: [FactNames?] = []
    // (A migration whose late facts read the run has no full facts to give in the first
    // pass: `apply` then leaves the file to the second pass, below.)
    let readsAgain = !(rewritable && options.mode == .apply)
    // Gathered and stamped in place: the first migration's facts are taken whole (most
    // files have facts from one or two), and no fact is copied to be stamped.
    var facts: [ProjectFact] = []
    // The facts of migrations after the first with any, gathered first: the file's facts
    // are then joined once, into an array of their total size (appended one migration at a
    // time, the array grew, and was copied, about once per migration with facts).
    var moreFacts: [[ProjectFact]] = []
    var factCount = 0
    // By index: each migration is called in place, not copied out of the array first.
    for position in indexing.indices {
      let found: [ProjectFact]
      if !indexing[position].hasLateFacts {
        found = indexing[position].indexFacts(in: source, own: own)
      } else if keeps {
        found = indexing[position].earlyFacts(in: source, own: own)
      } else {
        let names =
          generated != nil && indexing[position].lateFactNamesAreInBytes
          ? FactNames.inTheFileBytes
          : readsAgain || indexing[position].lateFactsReadTheRun
            ? indexing[position].lateFactNames(in: source) : nil
        lateNames.append(names)
        found =
          names == nil
          ? indexing[position].indexFacts(in: source, own: own)
          : indexing[position].earlyFacts(in: source, own: own)
      }
      if found.isEmpty { continue }
      factCount += found.count
      if facts.isEmpty {
        facts = found
      } else {
        // (Room for the rest and the product facts: this array does not grow either.)
        if moreFacts.isEmpty { moreFacts.reserveCapacity(indexing.count - position + 1) }
        moreFacts.append(found)
      }
    }
    if !productFacts.isEmpty {
      factCount += productFacts.count
      if facts.isEmpty { facts = productFacts } else { moreFacts.append(productFacts) }
    }
    if !moreFacts.isEmpty {
      facts.reserveCapacity(factCount)
      for found in moreFacts { facts += found }
    }
    for position in facts.indices {
      facts[position].path = file.path
      facts[position].module = placement?.module
    }
    let record = IndexRecord(
      facts: facts, declarations: own.declarations, parsed: keeps ? source : nil,
      lateFactNames: lateNames.contains { $0?.isEmpty == false }
        ? lateNames.map { $0?.compacted() } : [])
    if let probe, !facts.isEmpty, let known = probe.keysWithFacts {
      known.withLock { $0.formUnion(facts.lazy.map(\.key)) }
    }
    // A kept file in which no migration may find anything is finished now: its rewrite
    // would find nothing whatever the index holds. Its tree stays for its late facts and
    // is freed after them, instead of waiting for a rewrite that changes nothing.
    if keeps, rewritable, probe != nil,
      !mayAnyFind(in: source, of: file, placement: placement, index: index)
    {
      var result = FixPoint.Result(original: bytes, bytes: bytes)
      // (What the fix point's first pass records, read only to list unused suppressions.)
      if options.suppressionAudit != nil { result.suppressions = Suppressions(file: source) }
      // (What the early facts found for the late facts stays for them.)
      source.forgetRemembered(keepingLateFactValues: true)
      source.dropDerivedTables()
      let (report, _) = finish(
        result, of: source, file: file, override: override, into: newReport())
      return (report, record)
    }
    // A kept tree waits for the later passes without the tables derived from it, but a file
    // to rewrite keeps its links: its late facts and its rewrite read them, and rebuilding
    // them for its late facts cost 14.9 M instructions on corpus3 (its peak memory is about
    // 8 MB higher; the trivia starts are compacted still: keeping them too saved 6 M more
    // for 2.5 MB more).
    if keeps {
      if rewritable { source.compactTrivia() } else { source.dropDerivedTables() }
    }
    // A file not rewritten drops what index facts kept with it for its rewrite
    // (`SourceFile.remember`), even when its tree is kept for late facts (which keep what
    // the early facts found for them, `rememberForLateFacts`).
    if indexOnly {
      source.forgetRemembered(keepingLateFactValues: keeps)
      return (nil, record)
    }
    if let generated {
      source.forgetRemembered()
      return (newReport(status: .skipped(generated)), record)
    }
    if keeps { return (nil, record) }
    // `apply` does not write a file now whose late facts the run's declarations decide: it
    // is read again for them, and rewritten in the second pass as it was read.
    if !readsAgain,
      zip(indexing.filter(\.hasLateFacts), lateNames).contains(where: {
        $0.lateFactsReadTheRun && $1?.isEmpty == false
      })
    {
      return (nil, record)
    }
    if let probe {
      let probing =
        own.declarations != nil
        ? ProjectIndex.probing(probe, semantic: own.index) : ProjectIndex.probing(probe)
      return rewrite(
        source, of: file, index: probing, placement: placement, override: override,
        into: newReport(), record: record, probe: probe)
    }
    return rewrite(
      source, of: file, index: index, placement: placement, override: override,
      into: newReport(), record: record, probe: probe)
  }

  /// Runs the fix point over a parsed, syntactically valid, hand-written file, and (for
  /// `apply`) writes the result. With a `probe`, gives up (nil report) as `process` says.
  private func rewrite(
    _ source: SourceFile, of file: InputFile, index: ProjectIndex,
    placement: ProjectModel.Placement?, override: SourceOverride?,
    into report: consuming FileReport, record: consuming IndexRecord = IndexRecord(),
    probe: ReadProbe? = nil
  ) -> (FileReport?, IndexRecord) {
    // Taken, not copied (a copy retained and released each of its references).
    report.wasRead = true
    let bytes = source.bytes
    // The run's declarations as the file's modules see them: their own, and the public ones
    // of other modules; a question stands when every module compiling the file agrees.
    let index = index.seen(fromFileAt: file.path, modules: placement?.semanticModules ?? [])
    let context = self.context(of: file, bytes: bytes, placement: placement, seenIndex: index)
    let fixPoint = FixPoint(
      migrations: options.migrations, includeReview: options.includeReview,
      maxPasses: options.maxPasses)

    // Reading the probing index: `apply` redoes the file, and so does everyone once a key
    // read turns out to have facts. (The mode is read here: a closure reading `options`
    // held a copy of the engine, copied again and destroyed in each pass of the fix point.)
    let applies = options.mode == .apply
    let givesUp = {
      guard let probe else { return false }
      return probe.isDoomed || (applies && probe.wasRead)
    }
    let result = fixPoint.run(source, styledContext: context, stop: givesUp)
    if givesUp() { return (nil, record) }
    let (finished, written) = finish(
      result, of: source, file: file, override: override, into: consume report)
    return (finished, written ? record : IndexRecord())
  }

  /// The report of a rewritten file, and (for `apply`) the file written. `written` is false
  /// only when writing failed.
  private func finish(
    _ result: consuming FixPoint.Result, of source: SourceFile, file: InputFile,
    override: SourceOverride?, into report: consuming FileReport
  ) -> (FileReport, written: Bool) {
    if let audit = options.suppressionAudit, let suppressions = result.suppressions,
      !suppressions.isEmpty
    {
      report.unusedSuppressions = audit.unused(
        in: suppressions, used: result.usedSuppressions, file: source)
    }
    if options.addsSuppressions { baseline(&result, of: source, into: &report) }
    report.findings = result.findings.map { locate($0, in: source) }
    report.reviewFixesNotApplied = result.reviewFixesNotApplied
    report.problems = result.problems
    report.requestedFiles = result.newFiles
    if !result.newFiles.isEmpty {
      report.folderLocation = Paths.parentFolder(of: file.location)
    }
    // (The report is consumed into the tuple returned: a tuple made of it copied it.)
    guard result.changed else { return (consume report, true) }
    if options.rendersChanges {
      render(result, of: source, path: file.path, into: &report)
    }
    if override != nil {
      report.rewritten = result.bytes
    } else if options.mode == .apply {
      do {
        try AtomicWriter.replace(file.contentPath, with: result.bytes)
      } catch {
        report.status = .failed("\(error)")
        report.requestedFiles = []
        return (consume report, false)
      }
    }
    report.status = .changed
    report.fixCounts = result.fixCounts
    return (consume report, true)
  }

  /// The context the migrations read a file in: its path, targets, module and placement,
  /// the index as the file sees it, and the style detected in `bytes` on first read.
  private func context(
    of file: InputFile, bytes: [UInt8], placement: ProjectModel.Placement?,
    seenIndex index: ProjectIndex
  ) -> MigrationContext {
    MigrationContext(
      path: file.path, module: placement?.module, placement: placement,
      deploymentTargets: placement?.targets ?? options.deploymentTargets, seenIndex: index,
      detectingStyleIn: bytes)
  }

  /// Whether some migration of the run may find anything in a file (`Migration.mayFind`,
  /// which reads the file and its targets only, never the index).
  private func mayAnyFind(
    in source: SourceFile, of file: InputFile, placement: ProjectModel.Placement?,
    index: ProjectIndex
  ) -> Bool {
    let context = self.context(
      of: file, bytes: source.bytes, placement: placement, seenIndex: index)
    // By index: each migration is asked in place, not copied out of the array first.
    let migrations = options.migrations
    for position in migrations.indices
    where migrations[position].mayFind(in: source, context: context) {
      return true
    }
    return false
  }

  private func locate(_ finding: Finding, in file: SourceFile) -> LocatedFinding {
    let clamp = { (offset: Int) in min(max(offset, 0), file.bytes.count) }
    return LocatedFinding(
      migrationID: finding.migrationID, safety: finding.safety, message: finding.message,
      start: file.location(of: clamp(finding.range.lowerBound)),
      end: file.location(of: clamp(finding.range.upperBound)),
      hasFix: finding.fix != nil, isVerboseOnly: finding.isVerboseOnly)
  }

  /// `--add-suppressions`: the result becomes the original file with a suppression comment
  /// for each finding `check` shows, and nothing else (no fixes, no helper files).
  private func baseline(
    _ result: inout FixPoint.Result, of source: SourceFile, into report: inout FileReport
  ) {
    let shown = result.findings.filter { !$0.isVerboseOnly }
    let baseline = SuppressionBaseline.add(
      shown.map { ($0.migrationID, $0.range.lowerBound) }, to: source)
    result.bytes = baseline.bytes
    result.fixCounts = [:]
    result.newFiles = []
    result.labels = ChangeLabels()
    result.reviewFixesNotApplied = 0
    report.suppressionsAdded = baseline.added
    for (line, ids) in baseline.unplaced {
      report.notes.append(
        "line \(line): no suppression comment added for \(ids.joined(separator: ", ")): it begins inside a multi-line string literal or comment and ends in one or in a comment; add a suppression comment by hand"
      )
    }
  }

  /// The unified diff (hunks labelled with the migrations behind them) and line edits of a
  /// changed file.
  private func render(
    _ result: FixPoint.Result, of source: SourceFile, path: String,
    into report: inout FileReport
  ) {
    let diff = UnifiedDiff(
      old: source.bytes, oldLineStarts: source.lineStarts, new: result.bytes)
    let labels = result.labels
    report.diff = diff.render(oldPath: path, newPath: path) { hunk in
      let span = diff.newByteSpan(start: hunk.newStart, count: hunk.newCount)
      return labels.hunkLabels(touching: span.lower, span.upper)
    }
    guard options.rendersLineEdits else { return }
    report.edits = diff.changes.map { change in
      let span = diff.newByteSpan(start: change.newStart, count: change.newCount)
      // The change's lines are one run of the new text.
      return LineEdit(
        startLine: change.oldStart + 1, endLine: change.oldStart + change.oldCount + 1,
        replacement: String(decoding: result.bytes[span.lower..<span.upper], as: UTF8.self),
        migrationIDs: labels.migrationIDs(touching: span.lower, span.upper))
    }
  }
}
