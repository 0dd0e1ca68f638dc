import Foundation

/// A unit of code compiled together: a package target, an Xcode target, or (for files no
/// target claims) the nearest project as a whole.
public struct Module: Sendable, Hashable {
  public enum Kind: String, Sendable {
    case packageTarget, xcodeTarget, project
  }

  public var name: String
  public var kind: Kind
  /// Absolute path of the `Package.swift`, `.xcodeproj` or `project.yml` it comes from.
  public var projectFile: String
  /// The lowest deployment target per platform it builds for; unknown when the project
  /// could not be read.
  public var targets: DeploymentTargets
  /// Absolute folder a helper file for the module goes into: a package target's folder,
  /// an Xcode target's first synchronized folder. Nil: beside the first file that needs it.
  public var rootFolder: String?

  /// The folder a helper for `file` goes into: the module's source folder holding the
  /// file (a target with several synchronized folders keeps the helper beside its
  /// callers), else `rootFolder`; nil: beside the file.
  public func helperFolder(for file: String) -> String? {
    sourceFolders.filter { ProjectModel.isInside(file, $0) }.max { $0.count < $1.count }
      ?? rootFolder
  }
  /// The project lists the module's files one by one: a new file must be added to it.
  public var listsFilesExplicitly: Bool
  /// Every folder whose files the module compiles whole (a package target's folder, an
  /// Xcode target's synchronized folders, XcodeGen `sources`).
  public var sourceFolders: [String] = []

  /// `App (App.xcodeproj, target App)`, `Core (Packages/Core/Package.swift, target Core)`,
  /// `App.xcodeproj (files in no target)`, with paths relative to `folder`.
  public func label(relativeTo folder: String) -> String {
    let file = Paths.relative(projectFile, to: folder)
    switch kind {
    case .packageTarget, .xcodeTarget: return "\(name) (\(file), target \(name))"
    case .project: return "\(file) (files in no target)"
    }
  }
}

/// The modules of a run and the deployment targets of each file (see `ProjectDiscovery`
/// for how they are found). `placement(of:)` answers for a file by its absolute path.
public struct ProjectModel: Sendable {
  public private(set) var modules: [Module] = []
  /// Project files that could not be read or understood, each with what was assumed
  /// (`path: reason; targets unknown: the oldest OS is assumed`).
  public var notes: [String] = []

  /// A package target's folder, innermost first when looked up.
  struct PackageFolder: Sendable {
    var module: Int
    var folder: String
    var excluded: [String]
    var sources: [String]?
  }

  struct XcodeFolder: Sendable {
    var module: Int
    var folder: String
    var excluded: Set<String>
  }

  var packageFolders: [PackageFolder] = []
  var xcodeFiles: [String: [Int]] = [:]
  var xcodeFolders: [XcodeFolder] = []
  /// Folder holding a project → its module for files no target claims. An Xcode
  /// project wins over a `Package.swift` beside it (build tools' manifests at the root).
  var projectFolders: [String: Int] = [:]
  /// `Package.swift` files read: they are built for the machine that builds, in no module.
  var manifests: Set<String> = []

  public init() {}

  mutating func add(_ module: Module) -> Int {
    modules.append(module)
    return modules.count - 1
  }

  /// Where a file belongs: its module and the targets it is compiled for.
  public struct Placement: Sendable, Hashable {
    public var module: Int
    public var targets: DeploymentTargets
  }

  /// The innermost package target whose folder holds the file; else the Xcode targets
  /// holding it (a file in several gets the lowest version per platform of them all);
  /// else the nearest project. Nil when no project was found above the file.
  public func placement(of location: String) -> Placement? {
    if manifests.contains(location) { return nil }
    var best: PackageFolder?
    for folder in packageFolders where Self.isInside(location, folder.folder) {
      guard !folder.excluded.contains(where: { Self.isInside(location, $0) }),
        folder.sources?.contains(where: { Self.isInside(location, $0) }) ?? true
      else { continue }
      if best == nil || folder.folder.count > best!.folder.count { best = folder }
    }
    if let best { return Placement(module: best.module, targets: modules[best.module].targets) }
    var holders = xcodeFiles[location] ?? []
    for folder in xcodeFolders
    where Self.isInside(location, folder.folder) && !folder.excluded.contains(location)
      && !holders.contains(folder.module)
    {
      holders.append(folder.module)
    }
    if let first = holders.first {
      let targets = holders.dropFirst().reduce(modules[first].targets) {
        $0.lowest(with: modules[$1].targets)
      }
      return Placement(module: first, targets: targets)
    }
    var folder = (location as NSString).deletingLastPathComponent
    while true {
      if let module = projectFolders[folder] {
        return Placement(module: module, targets: modules[module].targets)
      }
      if folder == "/" || folder.isEmpty { return nil }
      folder = (folder as NSString).deletingLastPathComponent
    }
  }

  /// Every module's targets replaced (the `--deployment-target` flag): modules still
  /// decide where helper files go.
  public mutating func overrideTargets(with targets: DeploymentTargets) {
    for index in modules.indices { modules[index].targets = targets }
  }

  static func isInside(_ path: String, _ folder: String) -> Bool {
    guard path.hasPrefix(folder) else { return false }
    let utf8 = path.utf8
    let length = folder.utf8.count
    return utf8.count == length || folder == "/"
      || utf8[utf8.index(utf8.startIndex, offsetBy: length)] == UInt8(ascii: "/")
  }
}

extension DeploymentTargets {
  /// Code compiled for both: every platform of either, at the lower version.
  public func lowest(with other: DeploymentTargets) -> DeploymentTargets {
    guard isKnown, other.isKnown else { return DeploymentTargets() }
    var versions = self.versions
    for (platform, version) in other.versions {
      versions[platform] = min(version, versions[platform] ?? version)
    }
    return DeploymentTargets(versions, isKnown: true)
  }

  /// `iOS 17.0, macOS 14.0` (sorted by platform), or what is assumed when unknown.
  public var summary: String {
    guard isKnown else { return "targets unknown: the oldest OS is assumed" }
    guard !versions.isEmpty else { return "no platform" }
    return Platform.allCases.compactMap { platform in
      versions[platform].map { "\(platform.rawValue) \($0)" }
    }.joined(separator: ", ")
  }
}
