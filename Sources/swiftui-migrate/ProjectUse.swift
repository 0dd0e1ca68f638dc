import MigrationKit

/// The project model of a run and how many of the run's files each module holds.
struct ProjectUse: Sendable {
  var model: ProjectModel
  var fileCounts: [Int: Int]

  /// Modules holding files of the run, in model order.
  var modulesInUse: [Int] { fileCounts.keys.sorted() }

  /// The lowest targets per platform over the modules in use and the project files they
  /// come from (the run-wide summary of `--format json`); unknown if any module's are.
  func overallTargets(currentDirectory: String) -> (DeploymentTargets, String?) {
    var targets: DeploymentTargets?
    var sources: [String] = []
    for index in modulesInUse {
      let module = model.modules[index]
      targets = targets.map { $0.lowest(with: module.targets) } ?? module.targets
      let source = Paths.relative(module.projectFile, to: currentDirectory)
      if !sources.contains(source) { sources.append(source) }
    }
    return (targets ?? DeploymentTargets(), sources.isEmpty ? nil : sources.joined(separator: ", "))
  }
}
