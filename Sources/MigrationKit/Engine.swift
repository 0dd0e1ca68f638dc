import Foundation
import SwiftCST

/// What a run does with the files it rewrites.
public enum RunMode: String, Sendable {
  /// Computes the changes and their diff; writes nothing.
  case diff
  /// Writes the changes (atomically, file by file).
  case apply
  /// Like `diff`; the caller reports findings.
  case check
}

public struct EngineOptions: Sendable {
  public var mode: RunMode
  /// The enabled migrations, in registry order.
  public var migrations: [any Migration]
  public var includeReview: Bool
  public var deploymentTargets: DeploymentTargets
  public var jobs: Int
  public var maxPasses: Int
  public var currentDirectory: String
  /// Whether reports carry the unified diff and line edits of changed files (for `diff`
  /// and JSON output); text `check` and `apply` do not print them.
  public var rendersChanges: Bool
  /// Paths left out of the run (`--exclude-paths`).
  public var excludedPaths: [PathGlob] = []
  /// The files rewritten and reported; the others are only read for the index.
  public var selection: FileSelection?
  /// Where each file's deployment targets come from.
  public var targetSource = TargetSource.given
  /// How many bytes of source the index pass may keep parsed for the rewriting pass, so
  /// that a file is parsed once even when its migrations need the complete index (the
  /// trees take about five times their source's size). Past it, a file is rewritten in
  /// the index pass against a probing index, and parsed again only if the complete index
  /// answers one of its questions differently. With a migration that has late facts
  /// (`Migration.hasLateFacts`), files only indexed (generated code, files outside the
  /// selection) are kept too, until their late facts are recorded. 32 MB of source is
  /// about 180 MB of trees; anytype-swift, yattee and duckduckgo-iOS together (21 MB) fit.
  public var retainedSourceBytes = 32 << 20
  /// Whether a run frees its index and per-file tables when it ends. The command line
  /// turns this off: its process exits right after, and freeing hundreds of thousands of
  /// small objects one by one on the main thread costs more than the exit (compilers do
  /// the same: clang's `-disable-free`).
  public var freesIndexAtEnd = true

  public enum TargetSource: Sendable {
    /// `deploymentTargets` for every file, and no project files read (tests, the fuzzer).
    case given
    /// The project model (`ProjectDiscovery`): each file gets its module's targets, and
    /// helper files go into the module that needs them.
    case project
    /// The project model for modules and helper files; `deploymentTargets` (the
    /// `--deployment-target` flag) for every file.
    case projectOverriddenByFlag
  }
  /// Editors (`--stdin-path`): the bytes of the file at this absolute location come from
  /// here, not the disk, and it is never written (`apply` puts the result in the report's
  /// `rewritten`); the file need not exist. Helper files are not written either.
  public var sourceOverride: SourceOverride?
  /// `--add-suppressions`: instead of fixing, a file gets a `disable:next … -- baseline`
  /// comment above each line with a finding `check` shows (`SuppressionBaseline`).
  public var addsSuppressions = false
  /// `--report-unused-suppressions`: reports list the suppression comments that switched
  /// nothing off.
  public var suppressionAudit: SuppressionAudit?

  public init(
    mode: RunMode, migrations: [any Migration], includeReview: Bool = false,
    deploymentTargets: DeploymentTargets = DeploymentTargets(),
    jobs: Int = ParallelRunner.defaultJobs,
    maxPasses: Int = 8, currentDirectory: String = FileManager.default.currentDirectoryPath,
    rendersChanges: Bool = true
  ) {
    self.mode = mode
    self.migrations = migrations
    self.includeReview = includeReview
    self.deploymentTargets = deploymentTargets
    self.jobs = jobs
    self.maxPasses = maxPasses
    self.currentDirectory = currentDirectory
    self.rendersChanges = rendersChanges
  }
}

/// Runs migrations over the files of a run: an index pass when a migration needs one,
/// then every file through the fix point (in parallel, reported in path order), then the
/// helper files the fixes asked for.
public struct Engine: Sendable {
  public var options: EngineOptions

  public init(options: EngineOptions) { self.options = options }

  /// Processes the files named by `paths` (no paths: the current folder). Calls `report`
  /// for each PATH problem, then for each file in path order, then for each new file;
  /// `progress` gets (files done, files total). Returns the totals.
  /// With a project `targetSource`, `project` gets the model and the run's files per
  /// module (see `ModuleFiles`), before any file is processed.
  @discardableResult
  public func run(
    paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil,
    project: (@Sendable (ProjectModel, ModuleFiles) -> Void)? = nil,
    report: @escaping @Sendable (FileReport) -> Void
  ) -> RunSummary {
    let summary = Locked(RunSummary())
    let walk = FileWalker(
      currentDirectory: options.currentDirectory, excludedPaths: options.excludedPaths
    ).walk(paths)
    for issue in walk.issues {
      let status: FileReport.Status =
        switch issue.kind {
        case .missing, .unreadable: .failed(issue.reason)
        case .skipped: .skipped(SkipReason(issue.reason, detail: issue.detail))
        }
      let fileReport = FileReport(path: issue.path, status: status)
      summary.withLock {
        $0.add(fileReport)
        if issue.kind == .missing { $0.missingPaths += 1 }
      }
      report(fileReport)
    }
    var allFiles = walk.files
    if let override = options.sourceOverride,
      !allFiles.contains(where: { $0.location == override.location })
    {
      let path = Paths.relative(override.location, to: options.currentDirectory)
      allFiles.append(InputFile(path: path, location: override.location))
      allFiles.sort { $0.path < $1.path }
    }
    let selected = allFiles.map { options.selection?.includes($0) ?? true }
    let files = zip(allFiles, selected).filter(\.1).map(\.0)
    let model = projectModel(paths: paths, walk: walk)
    let allPlacements =
      model?.placements(of: allFiles.map(\.location))
      ?? Array(repeating: nil, count: allFiles.count)
    let placements = zip(allPlacements, selected).filter(\.1).map(\.0)
    if let model, let project {
      project(model, ModuleFiles(model: model, files: files, placements: placements))
    }
    let declaredNames = Locked(Set<String>())
    let requests = Locked([HelperFiles.Request]())
    let deliver: @Sendable (Int, FileReport) -> Void = { position, fileReport in
      summary.withLock { $0.add(fileReport) }
      if !fileReport.requestedFiles.isEmpty {
        let folderPath = (fileReport.path as NSString).deletingLastPathComponent
        let module = fileReport.module.flatMap { model?.modules[$0] }
        let newRequests = fileReport.requestedFiles.map {
          HelperFiles.Request(
            requested: $0, folderLocation: fileReport.folderLocation,
            folderPath: folderPath.isEmpty ? "." : folderPath, moduleIndex: fileReport.module,
            module: module)
        }
        requests.withLock { $0 += newRequests }
      }
      progress?(position + 1, files.count)
      report(fileReport)
    }
    let indexing = options.migrations.filter { $0.usesProjectIndex || $0.usesSemanticIndex }
    if indexing.isEmpty {
      // Files outside the selection only tell which helpers the project already declares.
      let others = zip(allFiles, selected).filter { !$0.1 }.map(\.0)
      let otherPlacements = zip(allPlacements, selected).filter { !$0.1 }.map(\.0)
      if !others.isEmpty && options.migrations.contains(where: { !$0.helperSymbols.isEmpty }) {
        ParallelRunner.run(
          count: others.count, jobs: options.jobs,
          work: {
            self.process(
              others[$0], index: ProjectIndex(), declaredNames: declaredNames,
              placement: otherPlacements[$0], indexing: [], probe: nil, indexOnly: true
            ).1
          },
          deliver: { _, _ in })
      }
      ParallelRunner.run(
        count: files.count, jobs: options.jobs,
        work: {
          self.process(
            files[$0], index: ProjectIndex(), declaredNames: declaredNames,
            placement: placements[$0])
        },
        deliver: deliver)
    } else {
      runIndexed(
        allFiles, selected: selected, placements: allPlacements, indexing: indexing,
        declaredNames: declaredNames,
        deliver: deliver)
    }
    let helpers = HelperFiles.resolve(
      requests.withLock { $0 }, declaredNames: declaredNames.withLock { $0 },
      write: options.mode == .apply && options.sourceOverride == nil,
      currentDirectory: options.currentDirectory)
    for helper in helpers {
      summary.withLock { $0.add(helper) }
      report(helper)
    }
    return summary.withLock { $0 }
  }

  /// Runs with a project-wide index. The first pass parses every file once and records its
  /// index facts and declarations. While `retainedSourceBytes` allows, it keeps the parsed
  /// file for the second pass, which rewrites it with the complete index. Past that budget
  /// it rewrites the file at once with a probing index that answers every question with
  /// "nothing" and notes what was asked; once all facts are in, such a file is read again
  /// only if the complete index answers one of its questions differently (a key read whole
  /// has facts; a value asked about was recorded; a derived table is not empty); otherwise
  /// its first answers were the right ones. (`apply` writes in the first pass only files
  /// that asked nothing, and redoes the others.) Reports go out in path order at the end.
  func runIndexed(
    _ files: [InputFile], selected: [Bool], placements: [ProjectModel.Placement?],
    indexing: [any Migration],
    declaredNames: Locked<Set<String>>,
    deliver: @escaping @Sendable (Int, FileReport) -> Void
  ) {
    let facts = Locked([[ProjectFact]](repeating: [], count: files.count))
    let declarations = Locked([FileDeclarations?](repeating: nil, count: files.count))
    let reports = Locked([FileReport?](repeating: nil, count: files.count))
    let probes = Locked([ReadProbe?](repeating: nil, count: files.count))
    let keysWithFacts = Locked(Set<String>())
    let parsed = Locked([SourceFile?](repeating: nil, count: files.count))
    let lateNames = Locked([[FactNames?]](repeating: [], count: files.count))
    let budget = Locked(options.retainedSourceBytes)
    // Once per run, not per file (a copy of every migration each time).
    let helperSymbols = options.migrations.flatMap(\.helperSymbols)
    let retains: @Sendable (Int) -> Bool = { size in
      budget.withLock {
        guard $0 >= size else { return false }
        $0 -= size
        return true
      }
    }
    ParallelRunner.run(
      count: files.count, jobs: options.jobs,
      work: { position -> (FileReport?, IndexRecord, ReadProbe) in
        let probe = ReadProbe(keysWithFacts: keysWithFacts)
        let (report, record) = self.process(
          files[position], index: .probing(probe), declaredNames: declaredNames,
          placement: placements[position], indexing: indexing, probe: probe,
          indexOnly: !selected[position], retains: retains, helperSymbols: helperSymbols)
        return (report, record, probe)
      },
      deliver: { position, outcome in
        facts.withLock { $0[position] = outcome.1.facts }
        declarations.withLock { $0[position] = outcome.1.declarations }
        reports.withLock { $0[position] = outcome.0 }
        if let kept = outcome.1.parsed { parsed.withLock { $0[position] = kept } }
        if !outcome.1.lateFactNames.isEmpty {
          lateNames.withLock { $0[position] = outcome.1.lateFactNames }
        }
        if outcome.2.wasRead { probes.withLock { $0[position] = outcome.2 } }
      })
    let allDeclarations = declarations.withLock { $0 }
    let semantic = SemanticIndex(files: allDeclarations.compactMap { $0 })
    // The trees of files not to rewrite (kept for their late facts) are done with once
    // their late facts are in; the workers free them.
    let rewritten = reports.withLock { all in all.indices.map { selected[$0] && all[$0] == nil } }
    addLateFacts(
      to: facts, of: files, placements: placements, declarations: allDeclarations,
      semantic: semantic, parsed: parsed, keeping: rewritten,
      lateNames: lateNames.withLock { $0 }, indexing: indexing)
    parsed.withLock { kept in
      for position in kept.indices where !rewritten[position] { kept[position] = nil }
    }
    let index = ProjectIndex(facts: facts.withLock { $0.flatMap { $0 } }, semantic: semantic)
    let asked = probes.withLock { $0 }
    let deferred = reports.withLock { all in
      all.indices.filter {
        selected[$0] && (all[$0] == nil || asked[$0]?.answersStand(in: index) == false)
      }
    }
    ParallelRunner.run(
      count: deferred.count, jobs: options.jobs,
      work: { slot in
        let position = deferred[slot]
        // Taken out of the table, so that each tree is released once its file is done.
        let source = parsed.withLock { kept -> SourceFile? in
          defer { kept[position] = nil }
          return kept[position]
        }
        return self.process(
          files[position], index: index, declaredNames: declaredNames,
          placement: placements[position], indexing: [], probe: nil, parsed: source,
          helperSymbols: helperSymbols
        ).0!
      },
      deliver: { slot, fileReport in reports.withLock { $0[deferred[slot]] = fileReport } })
    var position = 0
    for (slot, fileReport) in reports.withLock({ $0 }).enumerated() where selected[slot] {
      if let fileReport { deliver(position, fileReport) }
      position += 1
    }
    if !options.freesIndexAtEnd {
      ProcessLifetime.keep([facts, declarations, reports, probes, semantic, index])
    }
  }

  /// Late facts (see `Migration.lateFacts(in:own:scope:)`): once the first pass has
  /// recorded every file's facts and declarations, each migration with late facts draws
  /// its scope from them, and the kept files (whose first pass gave only early facts) get
  /// their late facts restricted to it, in parallel; so do the files not kept whose late
  /// fact names (`lateNames`, per migration with late facts) meet the scope, read and parsed
  /// again (the others' late facts are empty). They go with the file's other facts, so the
  /// index lists every key's facts in path order as before.
  private func addLateFacts(
    to facts: Locked<[[ProjectFact]]>, of files: [InputFile],
    placements: [ProjectModel.Placement?], declarations: [FileDeclarations?],
    semantic: SemanticIndex, parsed: Locked<[SourceFile?]>, keeping: [Bool],
    lateNames: [[FactNames?]],
    indexing: [any Migration]
  ) {
    let late = indexing.filter(\.hasLateFacts)
    let kept = parsed.withLock { all in all.indices.filter { all[$0] != nil } }
    let named = lateNames.indices.filter { !lateNames[$0].isEmpty }
    guard !late.isEmpty, !kept.isEmpty || !named.isEmpty else { return }
    let early = ProjectIndex(facts: facts.withLock { $0.flatMap { $0 } }, semantic: semantic)
    let scopes = late.map { $0.lateFactScope(in: early) }
    // The files not kept whose names meet a scope, with the migrations whose scope they meet.
    var reread: [Int] = []
    var meeting: [[Int]] = []
    for position in named {
      let migrations = lateNames[position].indices.filter { migration in
        lateNames[position][migration].map { scopes[migration].mayMeet($0) } ?? false
      }
      if !migrations.isEmpty {
        reread.append(position)
        meeting.append(migrations)
      }
    }
    let positions = kept + reread
    let meetingScopes = meeting
    guard !positions.isEmpty else { return }
    ParallelRunner.run(
      count: positions.count, jobs: options.jobs,
      work: { slot -> [ProjectFact] in
        let position = positions[slot]
        let own = OwnDeclarations(declarations[position])
        let facts: [ProjectFact]
        if slot < kept.count {
          // A tree not kept for the rewriting pass leaves the table here, so that it is
          // freed on this worker when its facts are done.
          guard
            let source = parsed.withLock({ kept -> SourceFile? in
              defer { if !keeping[position] { kept[position] = nil } }
              return kept[position]
            })
          else { return [] }
          facts = zip(late, scopes).flatMap { migration, scope in
            migration.lateFacts(in: source, own: own, scope: scope)
          }
        } else {
          guard let source = self.readAgain(files[position]) else { return [] }
          facts = meetingScopes[slot - kept.count].flatMap { migration in
            late[migration].lateFacts(in: source, own: own, scope: scopes[migration])
          }
        }
        return facts.map { fact in
          var fact = fact
          fact.path = files[position].path
          fact.module = placements[position]?.module
          return fact
        }
      },
      deliver: { slot, lateFacts in
        if !lateFacts.isEmpty { facts.withLock { $0[positions[slot]] += lateFacts } }
      })
  }

  /// A file not kept, read and parsed again for its late facts; nil if it no longer reads
  /// as the first pass read it (unreadable, binary, syntax errors).
  private func readAgain(_ file: InputFile) -> SourceFile? {
    let override = options.sourceOverride.flatMap { $0.location == file.location ? $0 : nil }
    guard let bytes = override?.bytes ?? (try? FileIO.read(file.contentPath)),
      FileIO.unsupportedContent(bytes) == nil
    else { return nil }
    let source = SourceFile(bytes: bytes)
    return source.diagnostics.isEmpty ? source : nil
  }

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
  func process(
    _ file: InputFile, index: ProjectIndex, declaredNames: Locked<Set<String>>?,
    placement: ProjectModel.Placement?, indexing: [any Migration], probe: ReadProbe?,
    indexOnly: Bool = false, retains: (@Sendable (Int) -> Bool)? = nil,
    parsed: SourceFile? = nil, helperSymbols: [String]? = nil
  ) -> (FileReport?, IndexRecord) {
    var report = FileReport(path: file.path, status: .unchanged)
    report.module = placement?.module
    let targets = placement?.targets ?? options.deploymentTargets
    if options.targetSource != .given { report.deploymentTargets = targets }
    if let target = file.linkTarget {
      report.notes.append(
        "symbolic link to \(Paths.relative(target, to: options.currentDirectory)); the target is read and rewritten"
      )
    }
    let override = options.sourceOverride.flatMap { $0.location == file.location ? $0 : nil }
    if let parsed {
      return rewrite(
        parsed, of: file, index: index, placement: placement, override: override, into: report)
    }
    let bytes: [UInt8]
    do {
      if let override {
        bytes = override.bytes
      } else {
        switch try FileIO.readUnlessTooLarge(file.contentPath) {
        case .bytes(let contents): bytes = contents
        case .tooLarge(let reason):
          report.status = .skipped(reason)
          return (report, IndexRecord())
        }
      }
    } catch {
      report.status = .failed("\(error)")
      return (report, IndexRecord())
    }
    report.wasRead = true
    if let reason = FileIO.unsupportedContent(bytes) {
      report.status = .skipped(reason)
      return (report, IndexRecord())
    }
    let source = SourceFile(bytes: bytes)
    if let first = source.diagnostics.first {
      let more = source.diagnostics.count > 1 ? " (and \(source.diagnostics.count - 1) more)" : ""
      report.status = .skipped(
        SkipReason(
          "syntax errors", detail: "\(source.location(of: first.offset)): \(first.message)\(more)"))
      return (report, IndexRecord())
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
          otherModules: Array(semanticModules.dropFirst())) : nil)
    // Outside the selection (`--shard`, `--files-from`) a file is indexed, not rewritten;
    // generated code is indexed (other files may refer to it) but never rewritten. A kept
    // tree gives the file's late facts once the first pass is done, and a file to rewrite
    // is rewritten from it in the second pass; a file not to rewrite is kept only for
    // late facts.
    let generated = indexOnly ? nil : GeneratedCode.skipReason(bytes)
    let rewritable = !indexOnly && generated == nil
    let keeps =
      (rewritable || indexing.contains(where: \.hasLateFacts)) && retains?(bytes.count) == true
    let productFacts =
      indexing.isEmpty ? [] : ProductFacts.facts(in: source, placement: placement)
    // Per migration with late facts, for a file not kept: the names its late facts may
    // be about (nil: it gave its full facts). The file is read again for them, so not
    // when `apply` may write it in this pass.
    var lateNames: [FactNames?] = []
    let readsAgain = !(rewritable && options.mode == .apply)
    let facts =
      (indexing.flatMap { migration -> [ProjectFact] in
        guard migration.hasLateFacts else { return migration.indexFacts(in: source, own: own) }
        if keeps { return migration.earlyFacts(in: source) }
        let names = readsAgain ? migration.lateFactNames(in: source) : nil
        lateNames.append(names)
        return names == nil
          ? migration.indexFacts(in: source, own: own) : migration.earlyFacts(in: source)
      } + productFacts)
      .map { fact in
        var fact = fact
        fact.path = file.path
        fact.module = placement?.module
        return fact
      }
    let record = IndexRecord(
      facts: facts, declarations: own.declarations, parsed: keeps ? source : nil,
      lateFactNames: lateNames.contains { $0?.isEmpty == false } ? lateNames : [])
    if let probe, !facts.isEmpty, let known = probe.keysWithFacts {
      known.withLock { $0.formUnion(facts.map(\.key)) }
    }
    // A file not rewritten drops what index facts kept with it for its rewrite
    // (`SourceFile.remember`), even when its tree is kept for late facts.
    if indexOnly {
      source.forgetRemembered()
      return (nil, record)
    }
    if let generated {
      source.forgetRemembered()
      report.status = .skipped(generated)
      return (report, record)
    }
    if keeps { return (nil, record) }
    var index = index
    if let probe, own.declarations != nil { index = .probing(probe, semantic: own.index) }
    return rewrite(
      source, of: file, index: index, placement: placement, override: override, into: report,
      record: record, probe: probe)
  }

  /// Runs the fix point over a parsed, syntactically valid, hand-written file, and (for
  /// `apply`) writes the result. With a `probe`, gives up (nil report) as `process` says.
  private func rewrite(
    _ source: SourceFile, of file: InputFile, index: ProjectIndex,
    placement: ProjectModel.Placement?, override: SourceOverride?, into report: FileReport,
    record: IndexRecord = IndexRecord(), probe: ReadProbe? = nil
  ) -> (FileReport?, IndexRecord) {
    var report = report
    report.wasRead = true
    let bytes = source.bytes
    // The run's declarations as the file's module sees them: its own, and the public ones
    // of other modules.
    let index = index.seen(fromModule: placement?.semanticModules.first ?? "")
    var context = MigrationContext(
      path: file.path, deploymentTargets: placement?.targets ?? options.deploymentTargets,
      index: index, style: SourceStyle())
    context.module = placement?.module
    context.placement = placement
    let fixPoint = FixPoint(
      migrations: options.migrations, includeReview: options.includeReview,
      maxPasses: options.maxPasses)

    // Reading the probing index: `apply` redoes the file, and so does everyone once a key
    // read turns out to have facts.
    let givesUp = {
      guard let probe else { return false }
      return probe.isDoomed || (options.mode == .apply && probe.wasRead)
    }
    var result = fixPoint.run(source, context: context, stop: givesUp)
    if givesUp() { return (nil, record) }
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
    guard result.changed else { return (report, record) }
    if options.rendersChanges { render(result, of: bytes, path: file.path, into: &report) }
    if override != nil {
      report.rewritten = result.bytes
    } else if options.mode == .apply {
      do {
        try AtomicWriter.replace(file.contentPath, with: result.bytes)
      } catch {
        report.status = .failed("\(error)")
        report.requestedFiles = []
        return (report, IndexRecord())
      }
    }
    report.status = .changed
    report.fixCounts = result.fixCounts
    return (report, record)
  }

  /// The project model of the run, when the targets come from the project.
  private func projectModel(paths: [String], walk: FileWalker.Result) -> ProjectModel? {
    guard options.targetSource != .given else { return nil }
    let starts = (paths.isEmpty ? ["."] : paths).map {
      Paths.absolute($0, in: options.currentDirectory)
    }
    var model = ProjectDiscovery.model(
      starts: starts, found: walk.projectFiles, currentDirectory: options.currentDirectory)
    if options.targetSource == .projectOverriddenByFlag {
      model.overrideTargets(with: options.deploymentTargets)
    }
    return model
  }

  private func locate(_ finding: Finding, in file: SourceFile) -> LocatedFinding {
    let clamp = { (offset: Int) in min(max(offset, 0), file.bytes.count) }
    return LocatedFinding(
      migrationID: finding.migrationID, safety: finding.safety, message: finding.message,
      start: file.location(of: clamp(finding.range.lowerBound)),
      end: file.location(of: clamp(finding.range.upperBound)),
      hasFix: finding.fix != nil, isVerboseOnly: finding.isVerboseOnly)
  }
}

extension Engine {
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
    _ result: FixPoint.Result, of bytes: [UInt8], path: String, into report: inout FileReport
  ) {
    let diff = UnifiedDiff(old: bytes, new: result.bytes)
    let labels = result.labels
    report.diff = diff.render(oldPath: path, newPath: path) { hunk in
      let span = diff.newByteSpan(start: hunk.newStart, count: hunk.newCount)
      return labels.hunkLabels(touching: span.lower, span.upper)
    }
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

/// The source of one file as an editor has it (`--stdin-path`).
public struct SourceOverride: Sendable {
  /// Absolute, normalised.
  public var location: String
  public var bytes: [UInt8]

  public init(location: String, bytes: [UInt8]) {
    self.location = location
    self.bytes = bytes
  }
}
