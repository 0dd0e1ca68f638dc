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
    /// The platforms its configurations build for (`BuildSettings.platforms`), read even
    /// when an xcconfig is missing; nil when a configuration does not say.
    var platforms: Set<Platform>?
    /// Absolute folders of synchronized groups; every file below is a member…
    var synchronizedFolders: [String]
    /// …except these (absolute paths of membership exceptions).
    var excludedFiles: Set<String>
    /// Absolute paths of the files in the Sources build phase.
    var files: [String]
    /// The files of `files` compiled for some of the target's platforms only (their build
    /// file's `platformFilter`/`platformFilters`: `(ios, )` in an iOS and macOS target):
    /// the platforms they are compiled for (Mac Catalyst counts as iOS).
    var filePlatforms: [String: Set<Platform>] = [:]
    /// A problem (an unreadable xcconfig, an include cycle) that leaves the targets unknown.
    var settingsProblem: XcconfigReader.Problem?
    /// `productType` with the app extension's extension point, and Mac Catalyst.
    var product: Product?
    var buildsForMacCatalyst = false
    /// A configuration builds it with library evolution (`BuildSettings.buildsForDistribution`).
    var buildsForDistribution = false
    /// The Swift module names its configurations build (`BuildSettings.moduleName`), each
    /// once, in configuration order.
    var moduleNames: [String] = []
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
    let plist = try PropertyListReader.document(bytes)
    let objects = ProjectObjects(plist, plist.value(plist.root, "objects"))
    guard let rootID = plist.value(plist.root, "rootObject"), let root = objects.object(rootID)
    else {
      throw ReadFailure("no rootObject")
    }
    let sourceRoot: String = {
      let folder = (path as NSString).deletingLastPathComponent
      guard let dir = plist.string(root, "projectDirPath"), !dir.isEmpty else { return folder }
      return Paths.absolute(dir, in: folder)
    }()
    let paths = GroupPaths(objects: objects, sourceRoot: sourceRoot)
    let groupsWithExceptions = synchronizedGroupsWithExceptions(objects, paths)
    var project = XcodeProject(path: path)
    let projectConfigurations = configurations(
      plist.value(root, "buildConfigurationList"), objects, paths, sourceRoot, read)
    for targetID in plist.stringItems(plist.value(root, "targets")) {
      guard let target = objects.object(targetID),
        plist.value(target, "isa").map({ plist.isString($0, "PBXNativeTarget") }) == true
      else {
        continue
      }
      let name = plist.string(target, "name") ?? plist.string(targetID)!
      let targetConfigurations = configurations(
        plist.value(target, "buildConfigurationList"), objects, paths, sourceRoot, read)
      var versions: [Platform: OSVersion] = [:]
      var platforms: Set<Platform>? = targetConfigurations.isEmpty ? nil : []
      var problem: XcconfigReader.Problem?
      var catalyst = false
      var distribution = false
      var extensionPoint: String?
      var moduleNames: [String] = []
      for (configuration, layers) in targetConfigurations {
        let projectLayers = projectConfigurations.first { $0.name == configuration }
        let projectSettings = projectLayers?.layers.settings ?? []
        let settings = BuildSettings(
          layers: projectSettings + layers.settings,
          conditionalKeys: (projectLayers?.layers.conditionalKeys ?? []) + layers.conditionalKeys)
        // An unreadable xcconfig matters only if the settings above it leave the targets
        // open (nos and nostur set them in the target, over a gitignored secrets file).
        let problemLayer =
          layers.problem != nil
          ? projectSettings.count : projectLayers?.layers.problem != nil ? 0 : nil
        if let problemLayer, !settings.decidesDeploymentTargets(above: problemLayer) {
          problem = problem ?? projectLayers?.layers.problem ?? layers.problem
        }
        for (platform, version) in settings.deploymentTargets {
          versions[platform] = min(version, versions[platform] ?? version)
        }
        platforms = settings.platforms.flatMap { built in platforms.map { $0.union(built) } }
        catalyst = catalyst || settings.buildsForMacCatalyst
        distribution = distribution || settings.buildsForDistribution
        if let moduleName = settings.moduleName(targetName: name),
          !moduleNames.contains(moduleName)
        {
          moduleNames.append(moduleName)
        }
        if extensionPoint == nil {
          extensionPoint = settings.extensionPoint(sourceRoot: sourceRoot, read: read)
        }
      }
      let product = plist.string(target, "productType").map {
        Product(type: $0, extensionPoint: Product.isExtension($0) ? extensionPoint : nil)
      }
      var synchronized: [String] = []
      var excluded: Set<String> = []
      var filePlatforms: [String: Set<Platform>] = [:]
      let ownGroups = plist.stringItems(plist.value(target, "fileSystemSynchronizedGroups"))
      for groupID in ownGroups {
        guard let folder = paths.path(of: groupID) else { continue }
        synchronized.append(folder)
        let exceptions = plist.stringItems(plist.value(objects.object(groupID), "exceptions"))
        for exceptionID in exceptions {
          guard let exception = objects.object(exceptionID),
            plist.string(exception, "target") == plist.string(targetID)
          else { continue }
          for member in plist.stringItems(plist.value(exception, "membershipExceptions")) {
            excluded.insert(Paths.absolute(plist.string(member)!, in: folder))
          }
          Self.addPlatformFilters(of: exception, in: folder, plist, to: &filePlatforms)
        }
      }
      // A synchronized folder the target does not build can still give it some files: its
      // exception set for the target then lists the files that are members (an exception
      // flips the folder's membership; Xcode 16 writes this when a file of another
      // target's folder, or of a folder of no target, is ticked for this one).
      let ownNumbers = Set(ownGroups.compactMap { objects.number($0) })
      var files: [String] = []
      for group in groupsWithExceptions where !ownNumbers.contains(group.number) {
        for exceptionID in group.exceptions {
          guard let exception = objects.object(exceptionID),
            plist.string(exception, "target") == plist.string(targetID)
          else { continue }
          for member in plist.stringItems(plist.value(exception, "membershipExceptions")) {
            files.append(Paths.absolute(plist.string(member)!, in: group.folder))
          }
          Self.addPlatformFilters(of: exception, in: group.folder, plist, to: &filePlatforms)
        }
      }
      for phaseID in plist.stringItems(plist.value(target, "buildPhases")) {
        guard let phase = objects.object(phaseID),
          plist.value(phase, "isa").map({ plist.isString($0, "PBXSourcesBuildPhase") }) == true
        else {
          continue
        }
        for buildFileID in plist.stringItems(plist.value(phase, "files")) {
          let buildFile = objects.object(buildFileID)
          guard let reference = plist.value(buildFile, "fileRef"),
            let filePath = paths.path(of: reference)
          else { continue }
          files.append(filePath)
          let filters =
            plist.stringItems(plist.value(buildFile, "platformFilters")).compactMap {
              plist.string($0)
            } + [plist.string(buildFile, "platformFilter")].compactMap { $0 }
          let platforms = Set(filters.compactMap(Self.platform(filter:)))
          if !platforms.isEmpty { filePlatforms[filePath] = platforms }
        }
      }
      var info = Target(
        name: name, deploymentTargets: versions, synchronizedFolders: synchronized,
        excludedFiles: excluded, files: files, settingsProblem: problem, product: product,
        buildsForMacCatalyst: catalyst)
      info.filePlatforms = filePlatforms
      info.platforms = platforms
      info.moduleNames = moduleNames
      info.buildsForDistribution = distribution
      project.targets.append(info)
    }
    return project
  }

  /// The synchronized folders with exception sets: their object numbers, absolute
  /// folders and exception sets, in the project file's order.
  private static func synchronizedGroupsWithExceptions(
    _ objects: ProjectObjects, _ paths: GroupPaths
  ) -> [(number: Int32, folder: String, exceptions: [Int32])] {
    let plist = objects.document
    guard let list = plist.value(plist.root, "objects") else { return [] }
    var groups: [(number: Int32, folder: String, exceptions: [Int32])] = []
    for (groupID, group) in plist.entries(list) {
      guard
        plist.value(group, "isa").map({
          plist.isString($0, "PBXFileSystemSynchronizedRootGroup")
        }) == true,
        let exceptions = plist.value(group, "exceptions"),
        let number = objects.number(groupID), let folder = paths.path(of: groupID)
      else { continue }
      groups.append((number, folder, plist.stringItems(exceptions)))
    }
    return groups
  }

  /// A synchronized folder's exception set may filter its files by platform
  /// (`platformFiltersByRelativePath = { iOS/Core/AppState.swift = (ios, ); }`, as Xcode 16
  /// writes for a file ticked for some of the target's platforms): their absolute paths and
  /// platforms, added to `platforms`.
  private static func addPlatformFilters(
    of exception: Int32, in folder: String, _ plist: PropertyListDocument,
    to platforms: inout [String: Set<Platform>]
  ) {
    guard let filters = plist.value(exception, "platformFiltersByRelativePath") else { return }
    for (key, value) in plist.entries(filters) {
      guard let relative = plist.string(key) else { continue }
      let filtered = Set(
        plist.stringItems(value).compactMap { plist.string($0).flatMap(platform(filter:)) })
      if !filtered.isEmpty { platforms[Paths.absolute(relative, in: folder)] = filtered }
    }
  }

  /// The platform of an Xcode platform filter (`ios`, `maccatalyst`, `macos`, `tvos`,
  /// `watchos`, `xros`); nil for others (`driverkit`).
  static func platform(filter: String) -> Platform? {
    switch filter.lowercased() {
    case "ios", "maccatalyst": .iOS
    case "macos": .macOS
    case "tvos": .tvOS
    case "watchos": .watchOS
    case "xros", "visionos": .visionOS
    default: nil
    }
  }

  struct ReadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  private struct Layers {
    var settings: [[String: String]] = [] {
      didSet { conditionalKeys = settings.map(BuildSettings.conditionalKeys(of:)) }
    }
    /// `BuildSettings.conditionalKeys(of:)` of each layer, found once for the targets
    /// sharing the project's layers.
    private(set) var conditionalKeys: [[String]] = []
    var problem: XcconfigReader.Problem?
  }

  /// The absolute path of a configuration's xcconfig file: a file reference
  /// (`baseConfigurationReference`), or (Xcode 16, a file in a synchronized folder) the
  /// folder `baseConfigurationReferenceAnchor` and the `baseConfigurationReferenceRelativePath`
  /// in it.
  private static func baseConfiguration(
    _ configuration: Int32, _ objects: ProjectObjects, _ paths: GroupPaths
  ) -> String? {
    let plist = objects.document
    if let reference = plist.value(configuration, "baseConfigurationReference") {
      return paths.path(of: reference)
    }
    guard let anchor = plist.value(configuration, "baseConfigurationReferenceAnchor"),
      let relative = plist.string(configuration, "baseConfigurationReferenceRelativePath"),
      let folder = paths.path(of: anchor)
    else { return nil }
    return Paths.absolute(relative, in: folder)
  }

  /// Each configuration of a list with its layers: the xcconfig file's settings, then the
  /// configuration's own.
  private static func configurations(
    _ listID: Int32?, _ objects: ProjectObjects, _ paths: GroupPaths, _ sourceRoot: String,
    _ read: @escaping (String) -> [UInt8]?
  ) -> [(name: String, layers: Layers)] {
    let plist = objects.document
    guard let list = objects.object(listID) else { return [] }
    return plist.stringItems(plist.value(list, "buildConfigurations")).compactMap { id in
      guard let configuration = objects.object(id) else { return nil }
      var layers = Layers()
      if let xcconfig = baseConfiguration(configuration, objects, paths) {
        var reader = XcconfigReader(read: read, sourceRoot: sourceRoot)
        reader.include(xcconfig)
        layers.settings.append(reader.settings)
        layers.problem = reader.problems.first
      }
      var own: [String: String] = [:]
      if let settings = plist.value(configuration, "buildSettings") {
        for (key, value) in plist.entries(settings) {
          own[plist.string(key)!] =
            plist.string(value)
            ?? plist.stringItems(value).map { plist.string($0)! }.joined(separator: " ")
        }
      }
      layers.settings.append(own)
      return (plist.string(configuration, "name") ?? plist.string(id)!, layers)
    }
  }
}

/// The objects of a project file by their ids: each id is interned once, and an object's
/// number is the order its id was first seen (an id given twice: the last value counts).
struct ProjectObjects {
  let document: PropertyListDocument
  private var ids = NameTable()
  /// Per object number, its value.
  private(set) var values: [Int32] = []

  init(_ document: PropertyListDocument, _ objects: Int32?) {
    self.document = document
    guard let objects else { return }
    for (key, value) in document.entries(objects) {
      let number = document.withBytes(of: key) { ids.intern(bytes: $0) }!
      if Int(number) == values.count { values.append(value) } else { values[Int(number)] = value }
    }
  }

  /// The number of the object a string value names; nil when there is none.
  func number(_ reference: Int32?) -> Int32? {
    guard let reference else { return nil }
    return document.withBytes(of: reference) { ids.id(of: $0) } ?? nil
  }

  /// The value of the object a string value names.
  func object(_ reference: Int32?) -> Int32? {
    number(reference).map { values[Int($0)] }
  }
}

/// The absolute path of each file reference and group, from its `path` and `sourceTree`
/// and its parents' paths (a child's parent is found once for the whole project). Each
/// group's path is found once: a project lists thousands of files in a few hundred groups.
private final class GroupPaths {
  let objects: ProjectObjects
  let sourceRoot: String
  /// Per object number, the number of the group listing it as a child (-1: none).
  private let parents: [Int32]
  /// Paths found so far, with how many `<group>` steps up the answer took (the walk up
  /// stops at 64 steps, which a remembered answer must respect). One project reader's,
  /// so without the run-time exclusivity checks (see `ResolverCache`).
  @exclusivity(unchecked) private var known: [(path: String?, steps: Int)?]
  private static let maximumDepth = 64

  init(objects: ProjectObjects, sourceRoot: String) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    let plist = objects.document
    var parents = [Int32](repeating: -1, count: objects.values.count)
    for (number, object) in objects.values.enumerated() {
      for child in plist.stringItems(plist.value(object, "children")) {
        if let childNumber = objects.number(child) { parents[Int(childNumber)] = Int32(number) }
      }
    }
    self.parents = parents
    known = Array(repeating: nil, count: objects.values.count)
  }

  /// The absolute path of the object a string value names; nil for a missing object or
  /// one outside the project's sources (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) or with no path.
  func path(of reference: Int32) -> String? {
    guard let number = objects.number(reference) else { return nil }
    return path(ofObject: number)
  }

  private func path(ofObject id: Int32) -> String? {
    let plist = objects.document
    // Up the parents of `<group>` objects to one whose path needs no parent.
    var chain: [(id: Int32, own: String?)] = []
    var current = id
    var top: (path: String?, steps: Int)
    while true {
      if let answer = known[Int(current)] {
        guard chain.count + answer.steps < Self.maximumDepth else {
          return pathByRecursion(of: id)
        }
        top = answer
        break
      }
      let object = objects.values[Int(current)]
      let own = plist.string(object, "path")
      let sourceTree = plist.string(object, "sourceTree") ?? "<group>"
      let parent = parents[Int(current)]
      if sourceTree == "<group>", parent >= 0 {
        chain.append((current, own))
        guard chain.count < Self.maximumDepth else { return pathByRecursion(of: id) }
        current = parent
        continue
      }
      top = (path(own, sourceTree: sourceTree, base: sourceRoot), 0)
      known[Int(current)] = top
      break
    }
    var path = top.path
    for (index, link) in chain.enumerated().reversed() {
      let base = path ?? sourceRoot
      path = link.own.map { Paths.absolute($0, in: base) } ?? base
      known[Int(link.id)] = (path, chain.count - index + top.steps)
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
  private func pathByRecursion(of id: Int32, depth: Int = 0) -> String? {
    guard depth < Self.maximumDepth else { return nil }
    let plist = objects.document
    let object = objects.values[Int(id)]
    let sourceTree = plist.string(object, "sourceTree") ?? "<group>"
    let parent = parents[Int(id)]
    let base =
      sourceTree == "<group>" && parent >= 0
      ? pathByRecursion(of: parent, depth: depth + 1) ?? sourceRoot
      : sourceRoot
    return path(plist.string(object, "path"), sourceTree: sourceTree, base: base)
  }
}
