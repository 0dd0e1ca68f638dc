import Foundation

/// The files of a run per module of its `ProjectModel`: how many each module holds and,
/// for the files of a project that no target claims, the folders holding them (what the
/// run's note on that project names, so that the user finds them).
public struct ModuleFiles: Sendable, Hashable {
  /// Files of the run per module: a file several modules compile counts in each.
  public var counts: [Int: Int] = [:]
  /// Per module of files in no target (`Module.Kind.project`): how many files of the run
  /// each folder (absolute) holds.
  public var foldersInNoTarget: [Int: [String: Int]] = [:]

  /// How many files of the run have targets the user can give (see `init`).
  public var filesWithUnknownTargets = 0

  public init(counts: [Int: Int] = [:], foldersInNoTarget: [Int: [String: Int]] = [:]) {
    self.counts = counts
    self.foldersInNoTarget = foldersInNoTarget
  }

  init(model: ProjectModel, files: [InputFile], placements: [ProjectModel.Placement?]) {
    // By index, the placements and modules read in place (a copy of each retained its
    // arrays and strings, per file).
    for position in files.indices where placements[position] != nil {
      let modules = placements[position]!.modules
      // A file several modules compile is a file of each.
      for module in modules { counts[module, default: 0] += 1 }
      // Its targets are unknown when one of its modules' are, and the user can give them
      // when that module's project does not say them (an unreadable xcconfig, a Tuist
      // manifest not followed): files a project holds in no target are built by none.
      if modules.contains(where: { index in
        !model.modules[index].targets.isKnown
          && (model.modules[index].kind != .project || model.modules[index].targetsNotRead)
      }) {
        filesWithUnknownTargets += 1
      }
      let module = placements[position]!.module
      if model.modules[module].kind == .project {
        let folder = Paths.parentFolder(of: files[position].location)
        foldersInNoTarget[module, default: [:]][folder, default: 0] += 1
      }
    }
  }
}
