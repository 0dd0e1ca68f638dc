import Foundation
import SwiftCST

/// Runs migrations over the files of a run: an index pass when a migration needs one,
/// then every file through the fix point (in parallel, reported in path order), then the
/// helper files the fixes asked for.
public struct Engine: Sendable {
  public var options: EngineOptions {
    didSet { generatedBodies = Self.generatedBodies(of: options) }
  }
  /// Which bodies of a generated file the run's index reads (nil: all of them).
  private(set) var generatedBodies: GeneratedCodeBodies?

  public init(options: EngineOptions) {
    self.options = options
    generatedBodies = Self.generatedBodies(of: options)
  }

  private static func generatedBodies(of options: EngineOptions) -> GeneratedCodeBodies? {
    GeneratedCodeBodies(
      indexing: options.migrations.filter { $0.usesProjectIndex || $0.usesSemanticIndex },
      helperSymbols: options.migrations.flatMap(\.helperSymbols))
  }

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
    // Every file, in most runs: the arrays as they are (a filtered copy copied each one).
    let selectsAll = !selected.contains(false)
    let files = selectsAll ? allFiles : zip(allFiles, selected).filter(\.1).map(\.0)
    let model = projectModel(paths: paths, walk: walk)
    let allPlacements =
      model?.placements(of: allFiles.map(\.location))
      ?? Array(repeating: nil, count: allFiles.count)
    let placements = selectsAll ? allPlacements : zip(allPlacements, selected).filter(\.1).map(\.0)
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
        let others = (placements[position]?.modules.dropFirst()).map { indices in
          indices.compactMap { model?.modules[$0] }
        }
        let newRequests = fileReport.requestedFiles.map {
          HelperFiles.Request(
            requested: $0, folderLocation: fileReport.folderLocation,
            folderPath: folderPath.isEmpty ? "." : folderPath, moduleIndex: fileReport.module,
            module: module, otherModules: others ?? [])
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
      // The targets of each file a target compiles, for decisions that span files. Files
      // in no target are built by none: their own run decides for them alone.
      // (By index, with room for every file: the pairs and the model were copied per file,
      // and the table grown a dozen times.)
      var fileTargets: [String: DeploymentTargets] = [:]
      if let model {
        fileTargets.reserveCapacity(allFiles.count)
        for position in allFiles.indices {
          guard let module = allPlacements[position]?.module,
            model.modules[module].kind != .project
          else { continue }
          fileTargets[allFiles[position].path] = allPlacements[position]!.targets
        }
      }
      runIndexed(
        allFiles, selected: selected, placements: allPlacements, fileTargets: fileTargets,
        model: model, indexing: indexing, declaredNames: declaredNames,
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
    fileTargets: [String: DeploymentTargets] = [:], model: ProjectModel? = nil,
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
    // The names code imports the run's modules by: their declarations are in the index.
    let runModules = Set(
      model?.modules.filter { $0.kind != .project }.flatMap(\.moduleNames) ?? [])
    let budget = Locked(options.retainedSourceBytes)
    // Once per run, not per file (a copy of every migration each time).
    let helperSymbols = options.migrations.flatMap(\.helperSymbols)
    // A first pass reads no index it is given (`process` makes the probing one of a file it
    // rewrites): one empty index for every file.
    let unread = ProjectIndex()
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
          files[position], index: unread, declaredNames: declaredNames,
          placement: placements[position], indexing: indexing, probe: probe,
          indexOnly: !selected[position], retains: retains, helperSymbols: helperSymbols,
          runModules: runModules)
        return (report, record, probe)
      },
      deliver: { position, outcome in
        // The report is moved into its table (`Locked.set`), not copied.
        let (report, record, probe) = outcome
        facts.withLock { $0[position] = record.facts }
        declarations.withLock { $0[position] = record.declarations }
        reports.set(position, to: report)
        if let kept = record.parsed { parsed.withLock { $0[position] = kept } }
        if !record.lateFactNames.isEmpty {
          lateNames.withLock { $0[position] = record.lateFactNames }
        }
        if probe.wasRead { probes.withLock { $0[position] = probe } }
      })
    let allDeclarations = declarations.withLock { $0 }
    let testableModules = model.map(ProjectModel.SemanticModuleNames.init)
    let semantic = SemanticIndex(
      files: allDeclarations.compactMap { $0 },
      testableModule: { importer, name in
        testableModules?.semanticModule(named: name, importedFrom: importer)
      },
      importNames: runModules)
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
    var complete = ProjectIndex(factsByFile: facts.withLock { $0 }, semantic: semantic)
    complete.fileTargets = fileTargets
    if selected.contains(false) {
      complete.unselectedPaths = Set(files.indices.filter { !selected[$0] }.map { files[$0].path })
    }
    let index = complete
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
      deliver: { slot, fileReport in reports.set(deferred[slot], to: fileReport) })
    // The reports are taken out of the table one by one, not copied out of it (a copy
    // retained every reference of a report, and its release after delivery released them).
    var all: [FileReport?] = []
    reports.withLock { swap(&all, &$0) }
    var position = 0
    for slot in all.indices where selected[slot] {
      if let fileReport = all[slot].take() { deliver(position, fileReport) }
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
  /// again (the others' late facts are empty). Names that are the file's bytes
  /// (`FactNames.inTheFileBytes`, generated code) meet any scope with names: the file is
  /// read again, and parsed only if some scope's names may occur in its bytes. They go with
  /// the file's other facts, so the index lists every key's facts in path order as before.
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
    let early = ProjectIndex(factsByFile: facts.withLock { $0 }, semantic: semantic)
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
    let readsTheRun = late.contains(where: \.lateFactsReadTheRun)
    ParallelRunner.run(
      count: positions.count, jobs: options.jobs,
      work: { slot -> [ProjectFact] in
        let position = positions[slot]
        // The run's declarations as the file's rewriting pass sees them (`Engine.rewrite`):
        // made once the file is parsed (most generated files read again are not).
        func ownDeclarations() -> OwnDeclarations {
          guard readsTheRun else { return OwnDeclarations(declarations[position]) }
          // Seen from the file when first asked: most files' late facts resolve nothing.
          return OwnDeclarations(declarations[position]) {
            let modules = placements[position]?.semanticModules ?? []
            return semantic.seen(
              from: modules.first ?? "", alsoCompiledBy: Array(modules.dropFirst()),
              path: files[position].path)
          }
        }
        var facts: [ProjectFact]
        if slot < kept.count {
          // A tree not kept for the rewriting pass leaves the table here, so that it is
          // freed on this worker when its facts are done.
          guard
            let source = parsed.withLock({ kept -> SourceFile? in
              defer { if !keeping[position] { kept[position] = nil } }
              return kept[position]
            })
          else { return [] }
          // A file to rewrite kept its links from the first pass (`process`), for this and
          // its rewrite; the links of a tree kept only for late facts are rebuilt here.
          source.restoreDerivedTables()
          let own = ownDeclarations()
          // By index: each migration is called in place (`zip` copied each out of the
          // array); the first facts are taken whole, and most files have none to append.
          facts = []
          for migration in late.indices {
            let found = late[migration].lateFacts(in: source, own: own, scope: scopes[migration])
            if facts.isEmpty { facts = found } else if !found.isEmpty { facts += found }
          }
        } else {
          guard let bytes = self.readAgain(files[position]) else { return [] }
          // A migration whose names are the file's bytes meets its scope if the scope's
          // names may occur in them: most generated files are not parsed again.
          let migrations = meetingScopes[slot - kept.count].filter { migration in
            lateNames[position][migration]?.areTheFileBytes != true
              || scopes[migration].mayOccur(inBytes: bytes)
          }
          guard !migrations.isEmpty, FileIO.unsupportedContent(bytes) == nil else { return [] }
          let source = SourceFile(bytes: bytes)
          guard source.diagnostics.isEmpty else { return [] }
          let own = ownDeclarations()
          facts = migrations.flatMap { migration in
            late[migration].lateFacts(in: source, own: own, scope: scopes[migration])
          }
        }
        // Read once (`placements[position]?.module` per fact copied the placement).
        let path = files[position].path
        let module = placements[position]?.module
        for fact in facts.indices {
          facts[fact].path = path
          facts[fact].module = module
        }
        return facts
      },
      deliver: { slot, lateFacts in
        if !lateFacts.isEmpty { facts.withLock { $0[positions[slot]] += lateFacts } }
      })
  }

  /// The bytes of a file not kept, read again for its late facts; nil if it can no longer be
  /// read. Before it is parsed, a file that no longer reads as the first pass read it
  /// (binary, not UTF-8, syntax errors) is given up.
  private func readAgain(_ file: InputFile) -> [UInt8]? {
    let override = options.sourceOverride.flatMap { $0.location == file.location ? $0 : nil }
    return override?.bytes ?? (try? FileIO.read(file.contentPath))
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
}
