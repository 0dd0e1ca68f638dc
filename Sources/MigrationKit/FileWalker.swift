import Foundation

/// A Swift file of the run.
public struct InputFile: Sendable, Hashable {
  /// As shown to the user: relative to the current folder when the file is below it.
  public var path: String
  /// Absolute, normalised location (of the link itself, for a symbolic link).
  public var location: String
  /// Set when `location` is a symbolic link: the file it resolves to, which is read and rewritten.
  public var linkTarget: String?

  /// The file to read and write.
  public var contentPath: String { linkTarget ?? location }
}

/// Something the walk could not use, or wants the user to know.
public struct WalkIssue: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A PATH argument that does not exist (an error, like a usage error).
    case missing
    /// A folder that cannot be listed (an error).
    case unreadable
    /// Left out on purpose (a symbolic link to a folder, a second link to the same file).
    case skipped
  }

  public var path: String
  public var kind: Kind
  public var reason: String
  public var detail: String = ""
}

/// Finds the Swift files named by PATH arguments.
///
/// Folders are searched recursively for `*.swift` files, leaving out hidden entries and
/// the folders build tools own (`.build`, `DerivedData`, `Pods`, `Carthage`, `checkouts`).
/// Symbolic links to folders are not followed (an explicit PATH argument always is); a
/// symbolic link to a file is read through, and a file reached twice is taken once.
/// Explicit file arguments are taken whatever their extension.
public struct FileWalker: Sendable {
  public static let skippedFolderNames: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "checkouts",
  ]

  public var currentDirectory: String
  /// Paths left out (`--exclude-paths`): folders are not entered, files not taken, also
  /// when named as a PATH.
  public var excludedPaths: [PathGlob]

  public init(
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    excludedPaths: [PathGlob] = []
  ) {
    self.currentDirectory = currentDirectory
    self.excludedPaths = excludedPaths
  }

  /// The pattern that excludes `location`, if one does.
  public func exclusion(of location: String) -> PathGlob? {
    excludedPaths.first { $0.matches(location) }
  }

  public struct Result: Sendable {
    /// Sorted by `path`, each file once.
    public var files: [InputFile] = []
    public var issues: [WalkIssue] = []
    /// Absolute paths of the project files met on the way (`Package.swift`, `*.xcodeproj`
    /// folders, `project.yml`), for `ProjectDiscovery`.
    public var projectFiles: [String] = []
  }

  public func walk(_ arguments: [String]) -> Result {
    var result = Result()
    var found: [InputFile] = []
    for argument in arguments.isEmpty ? ["."] : arguments {
      let location = Paths.absolute(argument, in: currentDirectory)
      let shown = Paths.relative(location, to: currentDirectory)
      if let glob = exclusion(of: location) {
        result.issues.append(
          WalkIssue(
            path: shown, kind: .skipped, reason: "excluded",
            detail: "--exclude-paths '\(glob)'"))
        continue
      }
      switch Paths.kind(of: location, followingLinks: true) {
      case .folder:
        visit(
          folder: location, shown: shown, into: &found, issues: &result.issues,
          projectFiles: &result.projectFiles)
      case .file:
        found.append(file(at: location, shown: shown))
      case .other, .missing:
        let reason = Paths.isLinkLoop(location) ? "symbolic link loop" : "no such file or folder"
        result.issues.append(WalkIssue(path: shown, kind: .missing, reason: reason))
      }
    }
    // One folder walked without meeting a symbolic link reaches each file once: every path
    // below it resolves to the folder's own resolved path plus a different tail. (The walk
    // order is nearly the path order, which the sort is quick to finish.)
    if arguments.count <= 1 && !found.contains(where: { $0.linkTarget != nil }) {
      result.files = found.sorted { $0.path < $1.path }
      return result
    }
    // Each file once (by its resolved path), preferring the entry that is not a link,
    // then the first by path.
    var chosen: [String: InputFile] = [:]
    var keys: [(InputFile, String)] = []
    for file in found {
      let key = Paths.resolved(file.contentPath)
      keys.append((file, key))
      if let current = chosen[key], Self.rank(current) <= Self.rank(file) { continue }
      chosen[key] = file
    }
    for (file, key) in keys where chosen[key] != file {
      if let kept = chosen[key], kept.path != file.path {
        result.issues.append(
          WalkIssue(
            path: file.path, kind: .skipped, reason: "duplicate",
            detail: "same file as \(kept.path)"))
      }
    }
    result.files = chosen.values.sorted { $0.path < $1.path }
    return result
  }

  private static func rank(_ file: InputFile) -> (Int, String) {
    (file.linkTarget == nil ? 0 : 1, file.path)
  }

  private func file(at location: String, shown: String) -> InputFile {
    var file = InputFile(path: shown, location: location)
    if Paths.kind(of: location, followingLinks: false) == .other {
      file.linkTarget = Paths.resolved(location)
    }
    return file
  }

  private func visit(
    folder: String, shown: String, into found: inout [InputFile], issues: inout [WalkIssue],
    projectFiles: inout [String]
  ) {
    guard let entries = FolderListing.entries(of: folder) else {
      issues.append(WalkIssue(path: shown, kind: .unreadable, reason: "cannot list the folder"))
      return
    }
    // The listing leaves out hidden entries and the regular files the walk takes nothing from.
    for entry in entries {
      let name = entry.name
      let location = Paths.joined(folder == "/" ? "" : folder, name)
      let childShown = shown == "." ? name : Paths.joined(shown, name)
      if !excludedPaths.isEmpty && exclusion(of: location) != nil { continue }
      switch entry.kind ?? Paths.kind(of: location, followingLinks: false) {
      case .folder:
        if entry.isXcodeProject {
          projectFiles.append(location)
        } else if !Self.skippedFolderNames.contains(name) {
          visit(
            folder: location, shown: childShown, into: &found, issues: &issues,
            projectFiles: &projectFiles)
        }
      case .file:
        if entry.isSwift {
          found.append(InputFile(path: childShown, location: location))
          if name == "Package.swift" || name == "Project.swift" { projectFiles.append(location) }
        } else if ProjectDiscovery.isProjectFile(name: name, isFolder: false) {
          projectFiles.append(location)
        }
      case .other:
        // A symbolic link (or a device, socket, …): only a link to a Swift file is read.
        switch Paths.kind(of: location, followingLinks: true) {
        case .folder:
          issues.append(
            WalkIssue(
              path: childShown, kind: .skipped, reason: "symbolic link to a folder",
              detail: "not followed"))
        case .file where entry.isSwift:
          found.append(
            InputFile(path: childShown, location: location, linkTarget: Paths.resolved(location)))
        case .missing where entry.isSwift:
          let reason = Paths.isLinkLoop(location) ? "symbolic link loop" : "broken symbolic link"
          issues.append(WalkIssue(path: childShown, kind: .skipped, reason: reason))
        default:
          break
        }
      case .missing:
        break
      }
    }
  }
}
