import Foundation

/// Builds the `ProjectModel` of a run from the project files above each PATH (every
/// folder up to `/`) and below it (found by the file walk): every `Package.swift`, every
/// `*.xcodeproj/project.pbxproj` with the xcconfig files it names, every XcodeGen
/// `project.yml` (or `project-<name>.yml`) with the xcconfig files of its `configFiles`,
/// and every Tuist `Project.swift`. Each file is read once; nothing else is read.
public enum ProjectDiscovery {
  /// `starts` are the absolute PATHs of the run; `found` the project files the walk met
  /// below them (`FileWalker.Result.projectFiles`).
  public static func model(
    starts: [String], found: [String],
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> ProjectModel {
    var files = found
    var listed: Set<String> = []
    for start in starts {
      var folder =
        Paths.kind(of: start, followingLinks: true) == .folder
        ? start : (start as NSString).deletingLastPathComponent
      if Paths.kind(of: start, followingLinks: true) == .folder {
        // The walk has listed the folder itself.
        folder = (folder as NSString).deletingLastPathComponent
      }
      while !folder.isEmpty, listed.insert(folder).inserted {
        files += projectFiles(in: folder)
        if folder == "/" { break }
        folder = (folder as NSString).deletingLastPathComponent
      }
    }
    var builder = Builder(currentDirectory: currentDirectory)
    let all = Set(files)
    for file in all.sorted() {
      // XcodeGen makes the `.xcodeproj` from `project.yml`; when both are there, the
      // project file says exactly what XcodeGen made.
      if isXcodeGenSpec(name: (file as NSString).lastPathComponent),
        projectFiles(in: (file as NSString).deletingLastPathComponent).contains(where: {
          $0.hasSuffix(".xcodeproj")
        })
      {
        continue
      }
      if file.hasSuffix(".xcodeproj") {
        builder.addXcodeProject(file)
      } else if file.hasSuffix("/Package.swift") {
        builder.addPackage(file)
      } else if isXcodeGenSpec(name: (file as NSString).lastPathComponent) {
        builder.addXcodeGenProject(file)
      } else if file.hasSuffix("/Project.swift") {
        builder.addTuistProject(file)
      }
    }
    return builder.model
  }

  /// Whether a folder entry is a project file the model reads (a `Project.swift` only when
  /// it is a Tuist manifest, which its text tells).
  public static func isProjectFile(name: String, isFolder: Bool) -> Bool {
    isFolder
      ? name.hasSuffix(".xcodeproj")
      : name == "Package.swift" || name == "Project.swift" || isXcodeGenSpec(name: name)
  }

  /// An XcodeGen spec: `project.yml`, or `project-<name>.yml` for a repository that
  /// generates several projects (`xcodegen --spec project-app.yml`).
  static func isXcodeGenSpec(name: String) -> Bool {
    name == "project.yml" || (name.hasPrefix("project-") && name.hasSuffix(".yml"))
  }

  static func projectFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.compactMap { name in
      let path = folder == "/" ? "/" + name : folder + "/" + name
      if name.hasSuffix(".xcodeproj") || name == "Package.swift" || name == "Project.swift"
        || isXcodeGenSpec(name: name)
      {
        return path
      }
      return nil
    }
  }

  /// Reads each file once (xcconfig files are shared by configurations and targets).
  final class FileCache: @unchecked Sendable {
    private var contents: [String: [UInt8]?] = [:]

    func read(_ path: String) -> [UInt8]? {
      if let cached = contents[path] { return cached }
      let bytes = (try? FileIO.read(path)) ?? Self.readIgnoringCase(path)
      contents[path] = .some(bytes)
      return bytes
    }

    /// A project written on macOS's case-insensitive volumes names `Version.public.xcconfig`
    /// for `Version.Public.xcconfig`, and Xcode finds it: so does the run on a case-sensitive
    /// volume, when exactly one file of the folder has the name but for case.
    private static func readIgnoringCase(_ path: String) -> [UInt8]? {
      let folder = (path as NSString).deletingLastPathComponent
      let name = (path as NSString).lastPathComponent.lowercased()
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        return nil
      }
      let matches = names.filter { $0.lowercased() == name }
      guard matches.count == 1 else { return nil }
      return try? FileIO.read((folder as NSString).appendingPathComponent(matches[0]))
    }
  }

  struct Builder {
    var model = ProjectModel()
    let cache = FileCache()
    /// Tuist helpers read, by the folder that holds their `Tuist` folder.
    var tuistHelpersByRoot: [String: TuistHelpers] = [:]
    let currentDirectory: String

    init(currentDirectory: String) { self.currentDirectory = currentDirectory }

    private func shown(_ path: String) -> String { Paths.relative(path, to: currentDirectory) }

    mutating func addPackage(_ manifestPath: String) {
      let folder = (manifestPath as NSString).deletingLastPathComponent
      model.manifests.insert(manifestPath)
      guard let bytes = cache.read(manifestPath) else {
        model.notes.append(
          "\(shown(manifestPath)): cannot be read; \(DeploymentTargets.unknownSummary)")
        registerProject(folder, file: manifestPath, targets: DeploymentTargets(), preferred: false)
        return
      }
      let manifest = PackageManifest.read(bytes)
      let targets = DeploymentTargets(manifest.platforms, isKnown: !manifest.platforms.isEmpty)
      if !manifest.unreadable.isEmpty {
        let assumed =
          targets.isKnown
          ? "its files get the package's platforms (\(targets.summary))" : targets.summary
        model.notes.append(
          "\(shown(manifestPath)): not followed (computed by code the tool does not run): \(manifest.unreadable.joined(separator: "; ")); \(assumed)"
        )
      }
      registerProject(folder, file: manifestPath, targets: targets, preferred: false)
      for target in manifest.targets {
        let root = targetFolder(target, in: folder)
        var module = Module(
          name: target.name, kind: .packageTarget, projectFile: manifestPath, targets: targets,
          rootFolder: root, listsFilesExplicitly: false, sourceFolders: [root])
        module.buildsForDistribution = manifest.enablesLibraryEvolution
        let index = model.add(module)
        model.packageFolders.append(
          ProjectModel.PackageFolder(
            module: index, folder: root,
            excluded: target.exclude.map { Paths.absolute($0, in: root) },
            sources: target.sources.map { $0.map { Paths.absolute($0, in: root) } }))
      }
    }

    /// Whether a target's synchronized folder can take a helper file: it exists, and it is
    /// not Xcode Cloud's `ci_scripts`, which holds the build's scripts (Xcode makes it a
    /// synchronized folder of the target it was added to; a Swift file there would compile,
    /// but nobody keeps code there).
    private static func mayHoldHelper(_ folder: String) -> Bool {
      (folder as NSString).lastPathComponent != "ci_scripts"
        && Paths.kind(of: folder, followingLinks: true) == .folder
    }

    /// SwiftPM's folder for a target: `path:`, else `Sources/<name>` (or `Source`, `src`,
    /// `srcs`), `Tests/<name>` for tests (or any of the others), `Plugins/<name>` for
    /// plugins.
    private func targetFolder(_ target: PackageManifest.Target, in folder: String) -> String {
      if let path = target.path { return Paths.absolute(path, in: folder) }
      let parents: [String]
      switch target.kind {
      case .test: parents = ["Tests", "Sources", "Source", "src", "srcs"]
      case .plugin: parents = ["Plugins"]
      default: parents = ["Sources", "Source", "src", "srcs"]
      }
      for parent in parents {
        let candidate = folder + "/" + parent + "/" + target.name
        if Paths.kind(of: candidate, followingLinks: true) == .folder { return candidate }
      }
      return folder + "/" + parents[0] + "/" + target.name
    }

    mutating func addXcodeProject(_ path: String) {
      let folder = (path as NSString).deletingLastPathComponent
      let project: XcodeProject
      do {
        project = try XcodeProject.read(path: path, read: cache.read)
      } catch {
        model.notes.append(
          "\(shown(path + "/project.pbxproj")): cannot be understood (\(error)); \(DeploymentTargets.unknownSummary)"
        )
        registerProject(folder, file: path, targets: DeploymentTargets(), preferred: true)
        return
      }
      var reported: [UnreadableSettings] = []
      for target in project.targets {
        let targets = targets(
          target.deploymentTargets, unlessUnreadable: target.settingsProblem,
          reported: &reported)
        let helperFolders = target.synchronizedFolders.filter(Self.mayHoldHelper)
        var module = Module(
          name: target.name, kind: .xcodeTarget, projectFile: path, targets: targets,
          rootFolder: helperFolders.first,
          listsFilesExplicitly: helperFolders.isEmpty,
          sourceFolders: target.synchronizedFolders)
        module.product = target.product
        module.platforms = target.platforms
        module.buildsForMacCatalyst = target.buildsForMacCatalyst
        module.buildsForDistribution = target.buildsForDistribution
        module.settingsModuleNames = target.moduleNames
        let index = model.add(module)
        for file in target.files {
          model.xcodeFiles[file, default: []].append(index)
          model.xcodeFilesByFoldedPath[file.lowercased(), default: []].append(index)
        }
        // Listed files and files of synchronized folders alike.
        for (file, platforms) in target.filePlatforms {
          model.xcodeFilePlatforms[file, default: [:]][index] = platforms
        }
        for synchronized in target.synchronizedFolders {
          model.xcodeFolders.append(
            ProjectModel.XcodeFolder(
              module: index, folder: synchronized, excluded: target.excludedFiles))
        }
      }
      noteUnreadable(reported)
      // Files in no target: no target compiles them, and the project's own settings are
      // defaults each target may change (a watch folder of an iOS project says
      // `SDKROOT = iphoneos`), so nothing is known of what they would be built for.
      registerProject(folder, file: path, targets: DeploymentTargets(), preferred: true)
    }

    /// A target's deployment targets, or unknown when its build settings could not be read
    /// (each problem noted once by `noteUnreadable`, with the lowest versions per platform
    /// that the readable settings of its targets give).
    mutating func targets(
      _ versions: [Platform: OSVersion], unlessUnreadable problem: XcconfigReader.Problem?,
      reported: inout [UnreadableSettings]
    ) -> DeploymentTargets {
      guard let problem else { return DeploymentTargets(versions) }
      let note =
        "\(shown(problem.path)): \(problem.reason); \(DeploymentTargets.unknownSummary)"
      if let index = reported.firstIndex(where: { $0.note == note }) {
        for (platform, version) in versions {
          reported[index].versions[platform] = min(
            version, reported[index].versions[platform] ?? version)
        }
      } else {
        reported.append(
          UnreadableSettings(
            note: note, versions: versions,
            missingFile: problem.reason.hasPrefix("cannot read ")
              ? String(problem.reason.dropFirst("cannot read ".count)) : nil))
      }
      return DeploymentTargets()
    }

    /// A settings problem of a project's targets, with what their readable settings give.
    struct UnreadableSettings {
      var note: String
      var versions: [Platform: OSVersion]
      /// The name of the file that cannot be read (a gitignored secrets xcconfig); nil for
      /// another problem (an include cycle).
      var missingFile: String?
    }

    /// The notes of `reported`. When the problem is a file that cannot be read and the
    /// readable settings give versions, the note says them: a gitignored secrets file sets
    /// no platform or deployment target, and then they are the targets to give with
    /// `--deployment-target` (`…; the settings that can be read give iOS 16.0, which
    /// Keys.xcconfig may change`). Not in the flag's form: the flag holds for every module
    /// of the run, some of which may know other targets.
    mutating func noteUnreadable(_ reported: [UnreadableSettings]) {
      for problem in reported {
        guard let file = problem.missingFile, !problem.versions.isEmpty else {
          model.notes.append(problem.note)
          continue
        }
        let given = DeploymentTargets(problem.versions).summary
        model.notes.append(
          "\(problem.note); the settings that can be read give \(given), which \(file) may change")
      }
    }

    mutating func addXcodeGenProject(_ path: String) {
      guard let bytes = cache.read(path) else { return }
      let folder = (path as NSString).deletingLastPathComponent
      let project = XcodeGenProject.read(bytes, folder: folder, read: cache.read)
      var reported: [UnreadableSettings] = []
      for target in project.targets {
        let targets = targets(
          target.deploymentTargets, unlessUnreadable: target.settingsProblem,
          reported: &reported)
        let roots = target.sources.map { Paths.absolute($0, in: folder) }
        var module = Module(
          name: target.name, kind: .xcodeTarget, projectFile: path, targets: targets,
          rootFolder: roots.first, listsFilesExplicitly: false, sourceFolders: roots)
        module.product = target.product(infoPlistFolder: folder, read: cache.read)
        module.platforms = target.platforms
        module.buildsForMacCatalyst = target.buildsForMacCatalyst
        module.buildsForDistribution = target.buildsForDistribution
        let index = model.add(module)
        for (root, filter) in zip(roots, target.sourceFilters) {
          // XcodeGen's globs are relative to the source's path, whatever their slashes.
          let glob = { PathGlob($0, base: root, anchored: true) }
          model.xcodeFolders.append(
            ProjectModel.XcodeFolder(
              module: index, folder: root, excluded: [], includes: filter.includes.map(glob),
              excludes: filter.excludes.map(glob)))
        }
      }
      noteUnreadable(reported)
      // Each target says its own platform: as in an Xcode project, nothing is known of files
      // in none of them.
      registerProject(folder, file: path, targets: DeploymentTargets(), preferred: false)
    }

    /// A Tuist `Project.swift` (read, never run; see `TuistProject`): its targets, with the
    /// deployment targets their literals give (else unknown) and their sources' folders. A
    /// `Project.swift` that is not a Tuist manifest (a model type's file) is left alone.
    mutating func addTuistProject(_ path: String) {
      guard let bytes = cache.read(path), TuistProject.isManifest(bytes) else { return }
      let folder = (path as NSString).deletingLastPathComponent
      // The manifest is built for the machine that runs Tuist, in no module.
      model.manifests.insert(path)
      let project = TuistProject.read(bytes, helpers: tuistHelpers(above: folder))
      if !project.unreadable.isEmpty {
        model.notes.append(
          "\(shown(path)): not followed (computed by code the tool does not run): \(project.unreadable.joined(separator: "; ")); \(DeploymentTargets.unknownSummary)"
        )
      }
      for target in project.targets {
        let targets = DeploymentTargets(
          target.deploymentTargets ?? [:], isKnown: target.deploymentTargets != nil)
        let roots = target.sources.map { Paths.absolute($0, in: folder) }
        var module = Module(
          name: target.name, kind: .xcodeTarget, projectFile: path, targets: targets,
          rootFolder: roots.first, listsFilesExplicitly: false, sourceFolders: roots)
        module.product = target.productType.map { Product(type: $0) }
        let index = model.add(module)
        for (root, glob) in zip(roots, target.sourceGlobs) {
          // A glob names files (`App/*` is the folder's own files); a path without one, a
          // file or a folder with all below it.
          let include = { (pattern: String) in
            PathGlob(
              pattern, base: folder, anchored: true,
              matchesBelow: !pattern.contains(where: { "*?[".contains($0) }))
          }
          model.xcodeFolders.append(
            ProjectModel.XcodeFolder(
              module: index, folder: root, excluded: [], includes: glob.includes.map(include),
              excludes: glob.excludes.map { PathGlob($0, base: folder, anchored: true) }))
        }
      }
      registerProject(
        folder, file: path, targets: DeploymentTargets(), preferred: false,
        targetsNotRead: !project.unreadable.isEmpty)
    }

    /// The helpers of the Tuist project a manifest of `folder` is in: the Swift files of
    /// `Tuist/ProjectDescriptionHelpers` in the nearest folder above that has one (`tuist/`
    /// too: Tuist finds it on macOS's case-insensitive volumes).
    private mutating func tuistHelpers(above folder: String) -> TuistHelpers {
      var current = folder
      while !current.isEmpty {
        if let helpers = tuistHelpersByRoot[current] { return helpers }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
        if let tuist = names.first(where: { $0.lowercased() == "tuist" }) {
          let root = current + "/" + tuist + "/ProjectDescriptionHelpers"
          if Paths.kind(of: root, followingLinks: true) == .folder {
            var files: [String] = []
            if let walk = FileManager.default.enumerator(atPath: root) {
              for case let name as String in walk where name.hasSuffix(".swift") {
                files.append(root + "/" + name)
              }
            }
            var contents: [[UInt8]] = []
            for file in files.sorted() {
              if let bytes = cache.read(file) { contents.append(bytes) }
            }
            let helpers = TuistHelpers(files: contents)
            tuistHelpersByRoot[current] = helpers
            return helpers
          }
        }
        if current == "/" { break }
        current = (current as NSString).deletingLastPathComponent
      }
      return TuistHelpers()
    }

    /// The module for files of `folder` that no target claims. A package's `platforms:`
    /// hold for every target it has or could have, so its files in no target get them; an
    /// Xcode or XcodeGen project's files in no target get unknown targets.
    private mutating func registerProject(
      _ folder: String, file: String, targets: DeploymentTargets, preferred: Bool,
      targetsNotRead: Bool = false
    ) {
      if let existing = model.projectFolders[folder] {
        let current = model.modules[existing]
        let currentIsXcode = current.projectFile.hasSuffix(".xcodeproj")
        guard preferred && !currentIsXcode else { return }
      }
      let name = (file as NSString).lastPathComponent
      var module = Module(
        name: name, kind: .project, projectFile: file, targets: targets, rootFolder: nil,
        listsFilesExplicitly: false)
      module.targetsNotRead = targetsNotRead
      model.projectFolders[folder] = model.add(module)
    }
  }
}
