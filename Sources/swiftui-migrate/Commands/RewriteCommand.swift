import Foundation
import MigrationKit

/// `diff`, `apply` and `check`: run the engine over the PATHs and print the result.
struct RewriteCommand {
  let mode: RunMode
  let options: RewriteOptions
  let registry: [any Migration]

  func run() -> Int32 {
    let console = Console.shared
    let migrations: [any Migration]
    do {
      migrations = try MigrationSelection.select(
        from: registry, only: options.only, exclude: options.exclude)
    } catch {
      console.error("swiftui-migrate: \(error)")
      return ExitCode.failure
    }
    let currentDirectory = FileManager.default.currentDirectoryPath
    let flag = options.deploymentTarget.flatMap { try? DeploymentTargetDiscovery.parseFlag($0) }
    var engineOptions = EngineOptions(
      mode: mode, migrations: migrations, includeReview: options.includeReview,
      deploymentTargets: flag ?? DeploymentTargets(),
      jobs: options.jobs ?? ParallelRunner.defaultJobs, currentDirectory: currentDirectory,
      rendersChanges: mode == .diff || options.format == .json)
    engineOptions.excludedPaths = options.excludedPaths
    // Only JSON output prints the line edits.
    engineOptions.rendersLineEdits = options.format == .json
    // The process ends with the run: the exit frees the index (see the option).
    engineOptions.freesIndexAtEnd = false
    engineOptions.addsSuppressions = options.addSuppressions
    if options.reportUnusedSuppressions {
      engineOptions.suppressionAudit = SuppressionAudit(registry: registry, enabled: migrations)
    }
    let selected: SelectedFiles.Resolved
    do {
      selected = try SelectedFiles.resolve(options, currentDirectory: currentDirectory)
    } catch let error as UsageError {
      console.error(error.line)
      return ExitCode.failure
    } catch {
      console.error("swiftui-migrate: \(error)")
      return ExitCode.failure
    }
    engineOptions.selection = selected.selection
    // The PATHs are the project (all indexed); listed files are walked too.
    var paths =
      selected.extraPaths.isEmpty
      ? options.paths : (options.paths.isEmpty ? ["."] : options.paths) + selected.extraPaths
    engineOptions.targetSource = flag == nil ? .project : .projectOverriddenByFlag
    var input: [UInt8]?
    if let stdinPath = options.stdinPath {
      guard selected.selection == nil else {
        console.error(
          "swiftui-migrate: --stdin-path takes one file; leave out --files-from, --changed-since and --shard"
        )
        return ExitCode.failure
      }
      let location = Paths.absolute(stdinPath, in: currentDirectory)
      let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
      input = bytes
      engineOptions.sourceOverride = SourceOverride(location: location, bytes: bytes)
      engineOptions.selection = FileSelection(files: [location])
      // The rest of its project is read for the index.
      if paths.isEmpty { paths = [EditorInput.projectFolder(of: location)] }
    }
    // For tests of the engine on real code: how much parsed source the index pass keeps
    // (`EngineOptions.retainedSourceBytes`); 0 makes every file take the not-kept path.
    if let text = ProcessInfo.processInfo.environment["SWIFTUI_MIGRATE_RETAINED_SOURCE_BYTES"],
      let bytes = Int(text), bytes >= 0
    {
      engineOptions.retainedSourceBytes = bytes
    }
    let engine = Engine(options: engineOptions)
    if mode == .apply && !options.allowDirty && input == nil {
      if let refusal = SafeApply.refusal(
        engine: engine, paths: paths, currentDirectory: currentDirectory)
      {
        console.error(refusal)
        return ExitCode.failure
      }
    }
    let format = options.format
    let collects = format == .json || format == .sarif
    let collected = Locked([FileReport]())
    let project = Locked(ProjectUse(model: ProjectModel(), files: ModuleFiles()))
    let mode = self.mode
    let verbose = options.verbose
    // What `--strict` fails on: the findings shown (see `printOutput`) and unused suppressions.
    let shownFindings = Locked(0)
    let rewritten = Locked<[UInt8]?>(nil)
    let printsSource = input != nil && mode == .apply
    let summary = engine.run(
      paths: paths,
      progress: { done, total in
        if total > 200 && (done % 25 == 0 || done == total) { console.progress(done, of: total) }
      },
      project: { model, files in
        let use = ProjectUse(model: model, files: files)
        project.withLock { $0 = use }
        // With the flag the targets are the user's: a note whose only news is that the
        // project's are unknown, and the oldest OS assumed, is no longer true.
        for note in model.notes
        where flag == nil || !note.hasSuffix(DeploymentTargets.unknownSummary) {
          console.error("note: \(note)")
        }
        if !collects {
          Self.printTargets(of: use, flag: flag, currentDirectory: currentDirectory)
        }
      },
      report: { report in
        Self.printMessages(of: report)
        let shown = report.findings.filter { verbose || !$0.isVerboseOnly }.count
        shownFindings.withLock { $0 += shown + report.unusedSuppressions.count }
        switch format {
        case .json, .sarif:
          if JSONReport.isWorthListing(report) { collected.withLock { $0.append(report) } }
        case .github: console.output(GitHubReport.lines(of: report, verbose: verbose))
        case .text where printsSource:
          if let bytes = report.rewritten { rewritten.withLock { $0 = bytes } }
        case .text: Self.printOutput(of: report, mode: mode, verbose: verbose)
        }
      })
    if let input, mode == .apply, format == .text {
      // The editor's buffer: rewritten, or as it came when nothing applies.
      console.output(rewritten.withLock { $0 } ?? input)
    }
    if format == .sarif {
      let currentDirectory = currentDirectory
      console.output(
        SARIFReport.render(
          reports: collected.withLock { $0 }, migrations: migrations, verbose: verbose,
          columns: { report in
            let location = Paths.absolute(report.path, in: currentDirectory)
            return UTF16Columns(bytes: (try? FileIO.read(location)) ?? [])
          }))
    } else if collects {
      let use = project.withLock { $0 }
      var (targets, source) = use.overallTargets(currentDirectory: currentDirectory)
      if let flag {
        // With a project, the lowest of the flag's versions the modules took (each its own
        // platforms' only); without one, the flag.
        if use.modulesInUse.isEmpty { targets = flag }
        source = "--deployment-target"
      }
      console.output(
        JSONReport.render(
          command: mode.rawValue, reports: collected.withLock { $0 }, summary: summary,
          targets: targets, targetSource: source, configFile: options.configFile,
          project: use, currentDirectory: currentDirectory))
    }
    console.error(
      "swiftui-migrate \(mode.rawValue): "
        + summary.line(
          changedWord: mode == .apply ? "changed" : "would change", verbose: verbose))
    if let code = ExitCode.forErrors(
      summary.errors, missingPaths: summary.missingPaths, filesRead: summary.filesRead)
    {
      return code
    }
    let failsStrict = options.strict && shownFindings.withLock { $0 } > 0
    if mode == .check && (summary.wouldChange || failsStrict) {
      return ExitCode.found
    }
    return ExitCode.success
  }

  /// One line per module with files in the run: where its targets come from and what
  /// they are (`note: App (App.xcodeproj, target App): iOS 17.0; also Mac Catalyst`), for
  /// files in no target also where they are; nothing with the flag. Unknown targets are
  /// said here once per module, so findings need not say it each time
  /// (`MigrationContext.toldTargetsPerModule`).
  private static func printTargets(
    of use: ProjectUse, flag: DeploymentTargets?, currentDirectory: String
  ) {
    let console = Console.shared
    // The user gave the targets: nothing to tell.
    guard flag == nil else { return }
    let lines = use.modulesInUse.map { index in
      let module = use.model.modules[index]
      let traits = module.traits.map { "; " + $0 } ?? ""
      let place = use.whereFilesInNoTargetAre(index, currentDirectory: currentDirectory)
      return
        "note: \(module.label(relativeTo: currentDirectory)): \(module.targets.summary)\(traits)\(place)"
    }
    for line in lines.sorted() { console.error(line) }
    // How to give the targets the project does not say, once for the run.
    let unknown = use.filesWithUnknownTargets
    if unknown > 0 {
      console.error(
        "note: deployment targets unknown for \(unknown) \(unknown == 1 ? "file" : "files") (the oldest OS is assumed): give them with --deployment-target (e.g. iOS=17.0,macOS=14.0) or a --deployment-target line in \(ConfigFile.name)"
      )
    }
  }

  /// Errors, skips, migration bugs and notes go to standard error.
  private static func printMessages(of report: FileReport) {
    let console = Console.shared
    switch report.status {
    case .failed(let reason): console.error("\(report.path): error: \(reason)")
    case .skipped(let reason): console.error("\(report.path): skipped: \(reason)")
    case .unchanged, .changed, .created: break
    }
    for problem in report.problems { console.error("swiftui-migrate: bug: \(problem.message)") }
    for note in report.notes { console.error("\(report.path): note: \(note)") }
  }

  /// The diff (`diff`), the paths written (`apply`) or the findings (`check`) on standard output.
  private static func printOutput(of report: FileReport, mode: RunMode, verbose: Bool) {
    let console = Console.shared
    switch mode {
    case .diff:
      guard !report.diff.isEmpty else { return }
      console.output(console.usesColor ? colored(report.diff) : report.diff)
    case .apply:
      if report.status == .changed || report.status == .created {
        console.output(report.path + "\n")
      }
    case .check:
      guard !report.findings.isEmpty || !report.unusedSuppressions.isEmpty else { return }
      let shown = report.findings.filter { verbose || !$0.isVerboseOnly }
      var lines = shown.map { finding in
        let text: String
        if console.usesColor {
          text =
            console.styled(
              "\(report.path):\(finding.start.line):\(finding.start.column):", .bold)
            + " " + console.styled(finding.level + ":", finding.hasFix ? .yellow : .cyan)
            + " \(finding.message) \(finding.tag)\n"
        } else {
          text = finding.checkLine(path: report.path) + "\n"
        }
        return (finding.start.line, finding.start.column, text)
      }
      lines += report.unusedSuppressions.map { unused in
        let text: String
        if console.usesColor {
          text =
            console.styled("\(report.path):\(unused.line):\(unused.column):", .bold)
            + " " + console.styled("warning:", .yellow)
            + " \(unused.message) [\(UnusedSuppression.tag)]\n"
        } else {
          text = unused.checkLine(path: report.path) + "\n"
        }
        return (unused.line, unused.column, text)
      }
      // In line order; a finding before an unused suppression at the same place.
      let ordered = lines.enumerated().sorted {
        ($0.element.0, $0.element.1, $0.offset) < ($1.element.0, $1.element.1, $1.offset)
      }
      console.output(ordered.map(\.element.2).joined())
    }
  }

  private static func colored(_ diff: [UInt8]) -> [UInt8] {
    let console = Console.shared
    // Split at LF bytes: a CRLF file's lines keep their CR, outside the colour (split by
    // `Character`, a CRLF is not "\n", and the file's hunk was coloured as one line).
    let lines = diff.split(separator: 10, omittingEmptySubsequences: false).map {
      bytes -> String in
      let returns = bytes.last == 13
      let line = String(decoding: returns ? bytes.dropLast() : bytes, as: UTF8.self)
      let styled: String
      if line.hasPrefix("---") || line.hasPrefix("+++") {
        styled = console.styled(line, .bold)
      } else if line.hasPrefix("@@") {
        styled = console.styled(line, .cyan)
      } else if line.hasPrefix("-") {
        styled = console.styled(line, .red)
      } else if line.hasPrefix("+") {
        styled = console.styled(line, .green)
      } else {
        styled = line
      }
      return returns ? styled + "\r" : styled
    }
    return Array(lines.joined(separator: "\n").utf8)
  }
}
