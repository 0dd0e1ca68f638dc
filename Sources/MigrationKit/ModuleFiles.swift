import Foundation

/// The files of a run per module of its `ProjectModel`: how many each module holds and,
/// for the files of a project that no target claims, the folders holding them (what the
/// run's note on that project names, so that the user finds them).
public struct ModuleFiles: Sendable, Hashable {
  /// Files of the run per module.
  public var counts: [Int: Int] = [:]
  /// Per module of files in no target (`Module.Kind.project`): how many files of the run
  /// each folder (absolute) holds.
  public var foldersInNoTarget: [Int: [String: Int]] = [:]

  public init(counts: [Int: Int] = [:], foldersInNoTarget: [Int: [String: Int]] = [:]) {
    self.counts = counts
    self.foldersInNoTarget = foldersInNoTarget
  }

  init(model: ProjectModel, files: [InputFile], placements: [ProjectModel.Placement?]) {
    for (file, placement) in zip(files, placements) {
      guard let module = placement?.module else { continue }
      counts[module, default: 0] += 1
      if model.modules[module].kind == .project {
        let folder = Paths.parentFolder(of: file.location)
        foldersInNoTarget[module, default: [:]][folder, default: 0] += 1
      }
    }
  }
}
