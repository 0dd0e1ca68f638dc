import Foundation

/// What an `*.xcodeproj/project.pbxproj` says about its targets: their names, the
/// deployment targets of each build configuration (build settings over the
/// `baseConfigurationReference` xcconfig files, project level under target level,
/// counting only the platforms the target builds for), and the Swift files each compiles
/// (synchronized folders, `PBXFileSystemSynchronizedRootGroup`, or file references in
/// its Sources phase, with their group paths).
struct XcodeProject {
  struct Target {
    var name: String
    /// The lowest deployment target per platform across the configurations.
    var deploymentTargets: [Platform: OSVersion]
    /// Absolute folders of synchronized groups; every file below is a member…
    var synchronizedFolders: [String]
    /// …except these (absolute paths of membership exceptions).
    var excludedFiles: Set<String>
    /// Absolute paths of the files in the Sources build phase.
    var files: [String]
    /// A problem (an unreadable xcconfig, an include cycle) that leaves the targets unknown.
    var settingsProblem: XcconfigReader.Problem?
    /// `productType` with the app extension's extension point, and Mac Catalyst.
    var product: Product?
    var buildsForMacCatalyst = false
  }

  /// Absolute path of the `.xcodeproj` folder.
  var path: String
  var targets: [Target] = []

  /// Reads the project at `path` (the `.xcodeproj` folder). `read` gives a file's bytes.
  /// Problems that make the project unusable throw with the reason; an xcconfig problem
  /// is kept on the targets it touches.
  static func read(path: String, read: @escaping (String) -> [UInt8]?) throws -> XcodeProject {
    let file = path + "/project.pbxproj"
    guard let bytes = read(file) else { throw ReadFailure("cannot read project.pbxproj") }
    let plist = try PropertyListReader.read(bytes)
    let objects = plist["objects"]?.dictionary ?? [:]
    guard let rootID = plist["rootObject"]?.string, let root = objects[rootID] else {
      throw ReadFailure("no rootObject")
    }
    let sourceRoot: String = {
      let folder = (path as NSString).deletingLastPathComponent
      guard let dir = root["projectDirPath"]?.string, !dir.isEmpty else { return folder }
      return Paths.absolute(dir, in: folder)
    }()
    let paths = GroupPaths(objects: objects, sourceRoot: sourceRoot)
    var project = XcodeProject(path: path)
    let projectConfigurations = configurations(
      root["buildConfigurationList"]?.string, objects, paths, read)
    for targetID in root["targets"]?.array.compactMap(\.string) ?? [] {
      guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else {
        continue
      }
      let name = target["name"]?.string ?? targetID
      let targetConfigurations = configurations(
        target["buildConfigurationList"]?.string, objects, paths, read)
      var versions: [Platform: OSVersion] = [:]
      var problem: XcconfigReader.Problem?
      var catalyst = false
      var extensionPoint: String?
      for (configuration, layers) in targetConfigurations {
        let projectLayers = projectConfigurations.first { $0.name == configuration }
        let settings = BuildSettings(
          layers: (projectLayers?.layers.settings ?? []) + layers.settings)
        problem = problem ?? projectLayers?.layers.problem ?? layers.problem
        for (platform, version) in settings.deploymentTargets {
          versions[platform] = min(version, versions[platform] ?? version)
        }
        catalyst = catalyst || settings.buildsForMacCatalyst
        if extensionPoint == nil {
          extensionPoint = settings.extensionPoint(sourceRoot: sourceRoot, read: read)
        }
      }
      let product = target["productType"]?.string.map {
        Product(type: $0, extensionPoint: Product.isExtension($0) ? extensionPoint : nil)
      }
      var synchronized: [String] = []
      var excluded: Set<String> = []
      for groupID in target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? [] {
        guard let folder = paths.path(of: groupID) else { continue }
        synchronized.append(folder)
        for exceptionID in objects[groupID]?["exceptions"]?.array.compactMap(\.string) ?? [] {
          guard let exception = objects[exceptionID], exception["target"]?.string == targetID
          else { continue }
          for member in exception["membershipExceptions"]?.array.compactMap(\.string) ?? [] {
            excluded.insert(Paths.absolute(member, in: folder))
          }
        }
      }
      var files: [String] = []
      for phaseID in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
        guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else {
          continue
        }
        for buildFileID in phase["files"]?.array.compactMap(\.string) ?? [] {
          guard let reference = objects[buildFileID]?["fileRef"]?.string,
            let filePath = paths.path(of: reference)
          else { continue }
          files.append(filePath)
        }
      }
      project.targets.append(
        Target(
          name: name, deploymentTargets: versions, synchronizedFolders: synchronized,
          excludedFiles: excluded, files: files, settingsProblem: problem, product: product,
          buildsForMacCatalyst: catalyst))
    }
    return project
  }

  struct ReadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  private struct Layers {
    var settings: [[String: String]]
    var problem: XcconfigReader.Problem?
  }

  /// Each configuration of a list with its layers: the xcconfig file's settings, then the
  /// configuration's own.
  private static func configurations(
    _ listID: String?, _ objects: [String: PropertyList], _ paths: GroupPaths,
    _ read: @escaping (String) -> [UInt8]?
  ) -> [(name: String, layers: Layers)] {
    guard let listID, let list = objects[listID] else { return [] }
    return list["buildConfigurations"]?.array.compactMap(\.string).compactMap { id in
      guard let configuration = objects[id] else { return nil }
      var layers = Layers(settings: [])
      if let reference = configuration["baseConfigurationReference"]?.string,
        let xcconfig = paths.path(of: reference)
      {
        var reader = XcconfigReader(read: read)
        reader.include(xcconfig)
        layers.settings.append(reader.settings)
        layers.problem = reader.problems.first
      }
      let own = (configuration["buildSettings"]?.dictionary ?? [:]).compactMapValues { value in
        value.string ?? value.array.compactMap(\.string).joined(separator: " ")
      }
      layers.settings.append(own)
      return (configuration["name"]?.string ?? id, layers)
    } ?? []
  }
}

/// The absolute path of each file reference and group, from its `path` and `sourceTree`
/// and its parents' paths (a child's parent is found once for the whole project). Each
/// group's path is found once: a project lists thousands of files in a few hundred groups.
private final class GroupPaths {
  let objects: [String: PropertyList]
  let sourceRoot: String
  private let parents: [String: String]
  /// Paths found so far, with how many `<group>` steps up the answer took (the walk up
  /// stops at 64 steps, which a remembered answer must respect).
  private var known: [String: (path: String?, steps: Int)] = [:]
  private static let maximumDepth = 64

  init(objects: [String: PropertyList], sourceRoot: String) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.array.compactMap(\.string) ?? [] { parents[child] = id }
    }
    self.parents = parents
  }

  /// The absolute path of the object `id`; nil for a missing object or one outside the
  /// project's sources (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) or with no path.
  func path(of id: String) -> String? {
    // Up the parents of `<group>` objects to one whose path needs no parent.
    var chain: [(id: String, own: String?)] = []
    var current = id
    var top: (path: String?, steps: Int)
    while true {
      if let answer = known[current] {
        guard chain.count + answer.steps < Self.maximumDepth else { return pathByRecursion(of: id) }
        top = answer
        break
      }
      guard let object = objects[current] else {
        top = (nil, 0)
        break
      }
      let own = object["path"]?.string
      let sourceTree = object["sourceTree"]?.string ?? "<group>"
      if sourceTree == "<group>", let parent = parents[current] {
        chain.append((current, own))
        guard chain.count < Self.maximumDepth else { return pathByRecursion(of: id) }
        current = parent
        continue
      }
      top = (path(own, sourceTree: sourceTree, base: sourceRoot), 0)
      known[current] = top
      break
    }
    var path = top.path
    for (index, link) in chain.enumerated().reversed() {
      let base = path ?? sourceRoot
      path = link.own.map { Paths.absolute($0, in: base) } ?? base
      known[link.id] = (path, chain.count - index + top.steps)
    }
    return path
  }

  /// The path of an object from its own `path`, its `sourceTree` and the path of its
  /// parent (`base`; the source root for a group without a parent).
  private func path(_ own: String?, sourceTree: String, base: String) -> String? {
    switch sourceTree {
    case "<absolute>":
      return own.map { Paths.absolute($0, in: "/") }
    case "SOURCE_ROOT":
      return Paths.absolute(own ?? "", in: sourceRoot)
    case "<group>":
      return own.map { Paths.absolute($0, in: base) } ?? base
    default:
      // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: nothing of the project's sources.
      return nil
    }
  }

  /// The same answer without remembering, for a chain of parents too deep (or a cycle):
  /// the walk up stops after 64 steps, and the group there counts as the source root.
  private func pathByRecursion(of id: String, depth: Int = 0) -> String? {
    guard depth < Self.maximumDepth, let object = objects[id] else { return nil }
    let sourceTree = object["sourceTree"]?.string ?? "<group>"
    let base =
      sourceTree == "<group>"
      ? parents[id].flatMap { pathByRecursion(of: $0, depth: depth + 1) } ?? sourceRoot
      : sourceRoot
    return path(object["path"]?.string, sourceTree: sourceTree, base: base)
  }
}
