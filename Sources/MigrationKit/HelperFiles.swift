import Foundation
import SwiftCST

/// New files that fixes ask for (helpers such as an availability wrapper), resolved once
/// per run and module: each is created once per module that needs it, in the module's
/// root folder (a package target's folder, an Xcode target's synchronized folder) or else
/// beside the first requesting file in path order, and not at all if a file of the module
/// already declares the symbol it provides or a file of that name already exists there.
/// A module whose project lists its files one by one gets a note to add the new file.
public enum HelperFiles {
  public struct Request: Sendable, Hashable {
    public var requested: RequestedFile
    /// Absolute folder of the requesting file, and the same folder as shown to the user.
    public var folderLocation: String
    public var folderPath: String
    /// The requesting file's module (an index into the run's `ProjectModel`), if any.
    public var moduleIndex: Int?
    public var module: Module?
    /// The other modules that compile the requesting file (an Xcode file can be a member
    /// of two targets): the new file must be in them too.
    public var otherModules: [Module]

    public init(
      requested: RequestedFile, folderLocation: String, folderPath: String,
      moduleIndex: Int? = nil, module: Module? = nil, otherModules: [Module] = []
    ) {
      self.requested = requested
      self.folderLocation = folderLocation
      self.folderPath = folderPath
      self.moduleIndex = moduleIndex
      self.module = module
      self.otherModules = otherModules
    }
  }

  /// A declared name as seen from one module (`declaredNames` holds these).
  public static func scoped(_ name: String, module: Int?) -> String {
    "\(module ?? -1)\u{0}\(name)"
  }

  /// Reports for the files to create, sorted by path. With `write`, creates them (never
  /// replacing an existing file). `declaredNames` are `scoped(_:module:)`.
  public static func resolve(
    _ requests: [Request], declaredNames: Set<String>, write: Bool,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [FileReport] {
    var handled: Set<String> = []
    var targets: Set<String> = []
    var reports: [FileReport] = []
    for request in requests {
      let file = request.requested.file
      let key = key(of: file, module: request.moduleIndex)
      guard handled.insert(key).inserted else { continue }
      if !file.providesSymbol.isEmpty
        && declaredNames.contains(scoped(file.providesSymbol, module: request.moduleIndex))
      {
        continue
      }
      let moduleFolder = request.module?.helperFolder(for: request.folderLocation + "/" + file.name)
      let folder = moduleFolder ?? request.folderLocation
      let location = folder + "/" + file.name
      let path =
        moduleFolder != nil
        ? Paths.relative(location, to: currentDirectory)
        : request.folderPath == "." ? file.name : request.folderPath + "/" + file.name
      guard Paths.kind(of: location, followingLinks: false) == .missing,
        targets.insert(location).inserted
      else {
        continue
      }
      let ids = Array(
        Set(
          requests.filter { Self.key(of: $0.requested.file, module: $0.moduleIndex) == key }.map(
            \.requested.migrationID))
      ).sorted()
      let bytes = Array(file.contents.utf8)
      var report = FileReport(path: path, status: .created)
      report.module = request.moduleIndex
      report.notes += additionNotes(path: path, request: request)
      report.diff = UnifiedDiff(old: [], new: bytes).render(oldPath: nil, newPath: path) { _ in ids
      }
      report.edits = [
        LineEdit(startLine: 1, endLine: 1, replacement: file.contents, migrationIDs: ids)
      ]
      if write {
        do {
          try AtomicWriter.create(location, with: bytes)
        } catch {
          report.status = .failed("\(error)")
        }
      }
      reports.append(report)
    }
    return reports.sorted { $0.path < $1.path }
  }

  /// `add P to target T (App.xcodeproj lists its files)` for each project that lists its
  /// files and has a target compiling the requesting file (`to targets A and B` when it
  /// has several).
  private static func additionNotes(path: String, request: Request) -> [String] {
    let listing = ([request.module].compactMap { $0 } + request.otherModules).filter(
      \.listsFilesExplicitly)
    var projects: [String] = []
    for module in listing where !projects.contains(module.projectFile) {
      projects.append(module.projectFile)
    }
    return projects.map { projectFile in
      let names = listing.filter { $0.projectFile == projectFile }.map(\.name)
      let targets =
        names.count == 1
        ? "target \(names[0])"
        : "targets \(names.dropLast().joined(separator: ", ")) and \(names.last!)"
      let project = (projectFile as NSString).lastPathComponent
      return "add \(path) to \(targets) (\(project) lists its files)"
    }
  }

  private static func key(of file: NewFile, module: Int?) -> String {
    (file.providesSymbol.isEmpty ? "file:" + file.name : "symbol:" + file.providesSymbol)
      + "\u{0}\(module ?? -1)"
  }

  /// Names declared in a file (`func`, `var`, `struct`, `class`, `enum`, `protocol`,
  /// `typealias`, `actor`, `macro`), to tell whether a helper already exists in the run.
  public static func declaredNames(in file: SourceFile) -> Set<String> {
    declaredNames(in: file) { $0.text }
  }

  /// Those of `symbols` that the file declares (no string is made for other names).
  public static func declaredNames(in file: SourceFile, among symbols: [String]) -> Set<String> {
    // Most files do not even mention a helper: a byte search rules them out.
    let symbols = symbols.filter { file.containsBytes($0) }
    guard !symbols.isEmpty else { return [] }
    return declaredNames(in: file) { name in symbols.first { name.hasText($0) } }
  }

  private static func declaredNames(in file: SourceFile, _ select: (Token) -> String?)
    -> Set<String>
  {
    var names: Set<String> = []
    guard file.tokenCount > 1 else { return names }
    for index in 0..<(file.tokenCount - 1) {
      let token = file.token(at: index)
      let introduces: Bool
      switch token.kind {
      case .kwFunc, .kwVar, .kwStruct, .kwClass, .kwEnum, .kwProtocol, .kwTypealias:
        introduces = true
      case .identifier:
        introduces = token.is("actor") || token.is("macro")
      default:
        introduces = false
      }
      let next = file.token(at: index + 1)
      if introduces && next.kind == .identifier, let name = select(next) { names.insert(name) }
    }
    return names
  }
}
