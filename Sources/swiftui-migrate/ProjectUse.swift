import MigrationKit

/// The project model of a run and the run's files per module.
struct ProjectUse: Sendable {
  var model: ProjectModel
  var files: ModuleFiles

  /// How many of the run's files each module holds.
  var fileCounts: [Int: Int] { files.counts }

  /// Modules holding files of the run, in model order.
  var modulesInUse: [Int] { fileCounts.keys.sorted() }

  /// The lowest targets per platform over the modules in use and the project files they
  /// come from (the run-wide summary of `--format json`); unknown if any module's are.
  /// Files in no target are built by none, so their modules count only in a run that holds
  /// no target's files (each file and module still says its own targets).
  func overallTargets(currentDirectory: String) -> (DeploymentTargets, String?) {
    var targets: DeploymentTargets?
    var sources: [String] = []
    let inTargets = modulesInUse.filter { model.modules[$0].kind != .project }
    for index in inTargets.isEmpty ? modulesInUse : inTargets {
      let module = model.modules[index]
      targets = targets.map { $0.lowest(with: module.targets) } ?? module.targets
      let source = Paths.relative(module.projectFile, to: currentDirectory)
      if !sources.contains(source) { sources.append(source) }
    }
    return (targets ?? DeploymentTargets(), sources.isEmpty ? nil : sources.joined(separator: ", "))
  }

  /// How many files of the run are in modules whose project does not say their targets
  /// (an unreadable xcconfig, a Tuist manifest not followed): the user can give them.
  /// Files a project holds in no target do not count: no target builds them, so no flag
  /// would be right for them. A file several modules compile counts once.
  var filesWithUnknownTargets: Int { files.filesWithUnknownTargets }

  /// Where the files of a module in no target are, for its note: `(2 files, in App/Preview,
  /// Watch)` with the folders relative to `currentDirectory`, the three holding most files
  /// (then by name) and how many more; empty for other modules.
  func whereFilesInNoTargetAre(_ index: Int, currentDirectory: String) -> String {
    guard let folders = files.foldersInNoTarget[index], !folders.isEmpty else { return "" }
    let total = folders.values.reduce(0, +)
    let shown = folders.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3).map {
      Paths.relative($0.key, to: currentDirectory)
    }
    let more = folders.count > shown.count ? " and \(folders.count - shown.count) more" : ""
    return
      " (\(total) \(total == 1 ? "file" : "files"), in \(shown.joined(separator: ", "))\(more))"
  }
}
