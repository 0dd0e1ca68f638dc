import MigrationKit

extension FixtureCase {
  /// The case's input files written to a fresh folder and run through the engine, as the
  /// CLI runs them, keeping parsed trees up to `retainedSourceBytes` of source: the folder
  /// (holding what `apply` wrote) and the reports, in path order.
  public func runThroughEngine(
    _ migration: any Migration, mode: RunMode, retainedSourceBytes: Int, jobs: Int = 2
  ) -> (folder: TemporaryFolder, reports: [FileReport]) {
    let folder = TemporaryFolder()
    for input in inputs { folder.write(input.name, bytes: input.bytes) }
    var options = EngineOptions(
      mode: mode, migrations: [migration], includeReview: includeReview,
      deploymentTargets: deploymentTargets, jobs: jobs, currentDirectory: folder.path)
    options.retainedSourceBytes = retainedSourceBytes
    let reports = Locked([FileReport]())
    Engine(options: options).run(paths: []) { report in
      reports.withLock { $0.append(report) }
    }
    return (folder, reports.withLock { $0 }.sorted { $0.path < $1.path })
  }
}
