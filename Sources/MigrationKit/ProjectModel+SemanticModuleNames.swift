extension ProjectModel {
  /// What `module(named:importedFrom:)` reads of each module (its names, its project), read
  /// once: the run's index asks it per `@testable import`, and each question made every
  /// module's names again (a string per module).
  public struct SemanticModuleNames: Sendable {
    /// Per module, the names code imports it by; none for a project's files in no target.
    private let names: [[String]]
    private let projectFiles: [String]

    public init(_ model: ProjectModel) {
      names = model.modules.map { $0.kind != .project ? $0.moduleNames : [] }
      projectFiles = model.modules.map(\.projectFile)
    }

    /// `ProjectModel.module(named:importedFrom:)`.
    public func module(named name: String, importedFrom module: Int) -> Int? {
      let named = names.indices.filter { names[$0].contains(name) }
      let sameProject = named.filter { projectFiles[$0] == projectFiles[module] }
      if sameProject.count == 1 { return sameProject[0] }
      return sameProject.isEmpty && named.count == 1 ? named[0] : nil
    }

    /// `ProjectModel.semanticModule(named:importedFrom:)`.
    public func semanticModule(named name: String, importedFrom importer: String) -> String? {
      guard importer.hasPrefix("#"), let index = Int(importer.dropFirst()),
        names.indices.contains(index), let found = module(named: name, importedFrom: index)
      else { return nil }
      return "#\(found)"
    }
  }
}
