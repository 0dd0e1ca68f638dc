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
  /// The platforms it builds for as its project says, even when the versions are unknown
  /// (an Xcode target's `SUPPORTED_PLATFORMS` or `SDKROOT`, XcodeGen's `platform:`); nil
  /// when the project does not say (then the platforms of `targets`, if known, are used).
  /// `--deployment-target` gives the module the flag's versions of these platforms only.
  public var platforms: Set<Platform>? = nil
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
  /// What an Xcode target builds, as its project says; nil for package targets, files in
  /// no target, and targets that do not say.
  public var product: Product?
  /// An iOS target that also builds for Mac Catalyst (`SUPPORTS_MACCATALYST = YES`,
  /// XcodeGen `supportedDestinations: [macCatalyst]`).
  public var buildsForMacCatalyst = false
  /// Built with library evolution, for distribution: `BUILD_LIBRARY_FOR_DISTRIBUTION = YES`
  /// (or `-enable-library-evolution` in `OTHER_SWIFT_FLAGS`) in an Xcode or XcodeGen target's
  /// settings, `-enable-library-evolution` in a package's manifest. Its public ABI then has
  /// clients built against it.
  public var buildsForDistribution = false
  /// The files of a project whose targets the tool could not read (a Tuist manifest whose
  /// targets are computed): their targets are unknown, though a target may build them.
  public var targetsNotRead = false

  /// The names its build settings give the Swift module (`PRODUCT_MODULE_NAME`, else
  /// `PRODUCT_NAME` made an identifier), one per configuration that differs; empty when
  /// they give none (a package target, an XcodeGen or Tuist target): `moduleName` then
  /// comes from the target's name.
  public var settingsModuleNames: [String] = []

  /// The name code imports it by: the one its build settings give, else the target's name
  /// made an identifier (Xcode's default `PRODUCT_MODULE_NAME`, `My App` is `My_App`).
  public var moduleName: String { settingsModuleNames.first ?? Self.identifier(name) }

  /// Every name code may import it by (`moduleName`, and the other configurations' names).
  public var moduleNames: [String] {
    settingsModuleNames.isEmpty ? [moduleName] : settingsModuleNames
  }

  /// `name` with every character that cannot be in an identifier made `_`, and a `_`
  /// before a leading digit (Xcode's `c99extidentifier`).
  public static func identifier(_ name: String) -> String {
    // Most names are ASCII: told byte by byte, without Foundation's character sets.
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes = name.utf8.map { byte -> UInt8 in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
          byte
        default: UInt8(ascii: "_")
        }
      }
      if let first = bytes.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
        bytes.insert(UInt8(ascii: "_"), at: 0)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var name = String(
      name.unicodeScalars.map { scalar -> Character in
        scalar == "_" || CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : "_"
      })
    if name.first?.isNumber == true { name = "_" + name }
    return name
  }

  /// What the project says of the target beyond its deployment targets, for notes:
  /// `widget extension`, `also Mac Catalyst`, both joined by `; `; nil when nothing.
  public var traits: String? {
    var traits: [String] = []
    if product?.isWidgetExtension == true { traits.append("widget extension") }
    if buildsForMacCatalyst { traits.append("also Mac Catalyst") }
    return traits.isEmpty ? nil : traits.joined(separator: "; ")
  }

  /// `App (App.xcodeproj, target App)`, `Core (Packages/Core/Package.swift, target Core)`,
  /// `App.xcodeproj (files in no target)`, with paths relative to `folder`.
  public func label(relativeTo folder: String) -> String {
    let file = Paths.relative(projectFile, to: folder)
    switch kind {
    case .packageTarget, .xcodeTarget: return "\(name) (\(file), target \(name))"
    case .project: return "\(file) (\(targetsNotRead ? "targets not read" : "files in no target"))"
    }
  }
}

/// What an Xcode target builds: its product type and, for an app extension, its extension
/// point.
public struct Product: Sendable, Hashable {
  /// `com.apple.product-type.application`, `com.apple.product-type.app-extension`, …
  /// (XcodeGen's `type: app-extension` is read as the same).
  public var type: String
  /// An app extension's `NSExtensionPointIdentifier` (`com.apple.widgetkit-extension`) from
  /// its Info.plist or settings; nil when they do not say.
  public var extensionPoint: String?

  public init(type: String, extensionPoint: String? = nil) {
    self.type = type
    self.extensionPoint = extensionPoint
  }

  public static let widgetKitExtensionPoint = "com.apple.widgetkit-extension"

  /// An app extension whose extension point is WidgetKit's.
  public var isWidgetExtension: Bool {
    Self.isExtension(type) && extensionPoint == Self.widgetKitExtensionPoint
  }

  /// An app (`com.apple.product-type.application`, also watchOS's) or an app extension: a
  /// product no other module links against, so its public API has no clients to keep.
  public var isApp: Bool {
    type.hasPrefix("com.apple.product-type.application") || type.hasSuffix("extension")
  }

  /// An app extension whose project does not say which: its sources tell (see
  /// `MigrationContext.isWidgetExtension`).
  public var isExtensionOfUnknownKind: Bool { Self.isExtension(type) && extensionPoint == nil }

  /// `app-extension` and the ExtensionKit kinds.
  static func isExtension(_ type: String) -> Bool {
    type.hasSuffix(".app-extension") || type.hasSuffix(".extensionkit-extension")
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
    /// The folder's files are those some pattern matches (XcodeGen `includes`, Tuist
    /// sources globs); empty: all of them.
    var includes: [PathGlob] = []
    /// Files none of these match (XcodeGen `excludes`, Tuist `excluding`).
    var excludes: [PathGlob] = []

    /// Whether the folder gives its module the file at `location` (absolute).
    func holds(_ location: String) -> Bool {
      ProjectModel.isInside(location, folder) && !excluded.contains(location)
        && (includes.isEmpty || includes.contains { $0.matches(location) })
        && !excludes.contains { $0.matches(location) }
    }
  }

  var packageFolders: [PackageFolder] = []
  var xcodeFiles: [String: [Int]] = [:]
  /// `xcodeFiles` by lower-cased path: Xcode finds `components/Row.swift` through a group
  /// whose path is `Components` on the case-insensitive disks of the Macs it runs on.
  var xcodeFilesByFoldedPath: [String: [Int]] = [:]
  /// Files a target compiles for some of its platforms only (an Xcode build file's
  /// platform filters): per file, per module, those platforms.
  var xcodeFilePlatforms: [String: [Int: Set<Platform>]] = [:]
  var xcodeFolders: [XcodeFolder] = []
  /// Folder holding a project → its module for files no target claims. An Xcode
  /// project wins over a `Package.swift` beside it (build tools' manifests at the root).
  var projectFolders: [String: Int] = [:]
  /// `Package.swift` and Tuist `Project.swift` files read: they are built for the machine
  /// that builds, in no module.
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
    /// Every module that compiles the file, `module` first (an Xcode file can be a member
    /// of an app and of its widget extension).
    public var modules: [Int] { didSet { semanticModules = Self.names(of: modules) } }

    /// The names the semantic index knows the file's modules by, `module` first: a
    /// module's position in the model, so that the modules of two projects that share a
    /// name (each with an `App` target) stay apart. Kept with `modules`: each pass of the
    /// engine asks it of every file (an array and a string per module each time).
    public private(set) var semanticModules: [String]

    /// A module compiling the file is a widget extension, as its project says.
    public var isInWidgetExtension = false
    /// Modules compiling the file that are app extensions of a kind the project does not
    /// say: their sources tell (see `MigrationContext.isWidgetExtension`).
    public var extensionsOfUnknownKind: [Int] = []
    /// A module compiling the file also builds for Mac Catalyst.
    public var buildsForMacCatalyst = false
    /// A module compiling the file may be built with library evolution: its project says
    /// so, or its targets could not be read.
    public var mayBuildForDistribution = false
    /// Every module compiling the file builds an app or an app extension (as its Xcode
    /// project says): its `public` declarations have no clients in other modules.
    public var isOnlyInApps = false

    public init(module: Int, targets: DeploymentTargets, modules: [Int]? = nil) {
      self.module = module
      self.targets = targets
      self.modules = modules ?? [module]
      semanticModules = Self.names(of: self.modules)
    }

    /// The same, with `semanticModules` taken from `names` (per module, its `name(of:)`).
    init(module: Int, targets: DeploymentTargets, modules: [Int], names: [String]) {
      self.module = module
      self.targets = targets
      self.modules = modules
      semanticModules = modules.map { names[$0] }
    }

    private static func names(of modules: [Int]) -> [String] { modules.map(name(of:)) }

    /// The name the semantic index knows the module at `index` by.
    static func name(of index: Int) -> String { "#\(index)" }
  }

  /// The placement of a file compiled by `modules` (the first is its module).
  private func placement(
    _ modules: [Int], targets: DeploymentTargets, folders: FolderIndex
  ) -> Placement {
    var placement = Placement(
      module: modules[0], targets: targets, modules: modules, names: folders.semanticNames)
    placement.isOnlyInApps = modules.allSatisfy { folders.isAppProduct[$0] }
    for index in modules {
      if folders.isWidgetExtension[index] { placement.isInWidgetExtension = true }
      if folders.isExtensionOfUnknownKind[index] {
        placement.extensionsOfUnknownKind.append(index)
      }
      if folders.buildsForMacCatalyst[index] { placement.buildsForMacCatalyst = true }
      if folders.mayBuildForDistribution[index] { placement.mayBuildForDistribution = true }
    }
    return placement
  }

  /// The innermost package target whose folder holds the file, with the Xcode targets that
  /// also compile it; else the Xcode targets holding it; else the nearest project. A file
  /// in several modules gets the lowest version per platform of them all. Nil when no
  /// project was found above the file.
  public func placement(of location: String) -> Placement? {
    var candidates = FolderIndex.Candidates()
    return placement(of: location, folders: FolderIndex(self), candidates: &candidates)
  }

  /// `placement(of:)` of each location, in order (the folders are indexed once).
  public func placements(of locations: [String]) -> [Placement?] {
    let folders = FolderIndex(self)
    var candidates = FolderIndex.Candidates()
    var placements: [Placement?] = []
    placements.reserveCapacity(locations.count)
    for location in locations {
      placements.append(placement(of: location, folders: folders, candidates: &candidates))
    }
    return placements
  }

  /// `candidates`: room for the location's candidate folders (see `FolderIndex.Candidates`).
  private func placement(
    of location: String, folders: FolderIndex, candidates: inout FolderIndex.Candidates
  ) -> Placement? {
    // A manifest path ends with `Package.swift` or Tuist's `Project.swift` (asked first: it
    // is cheaper than the set).
    if location.hasSuffix("Package.swift") || location.hasSuffix("Project.swift"),
      manifests.contains(location)
    {
      return nil
    }
    folders.candidates(for: location, into: &candidates)
    // The folders are read in place (a copy of each retained its strings and sets).
    var best = -1
    for index in candidates.packages {
      guard Self.isInside(location, packageFolders[index].folder),
        !packageFolders[index].excluded.contains(where: { Self.isInside(location, $0) }),
        packageFolders[index].sources?.contains(where: { Self.isInside(location, $0) }) ?? true
      else { continue }
      if best < 0 || packageFolders[index].folder.count > packageFolders[best].folder.count {
        best = index
      }
    }
    // An Xcode target may compile a package's file too: listed one by one, or in a
    // synchronized folder inside the package target's folder (not one above the package,
    // whose manifest makes it the package's).
    var holders = best >= 0 ? [packageFolders[best].module] : []
    var listed = xcodeFiles.isEmpty ? [] : folders.xcodeFiles.value(of: location) ?? []
    if listed.isEmpty && !xcodeFilesByFoldedPath.isEmpty {
      // Only when the file is not listed as written.
      listed = folders.xcodeFilesByFoldedPath.value(ofLowercased: location) ?? []
    }
    holders += listed
    for index in candidates.xcode {
      guard !holders.contains(xcodeFolders[index].module) && xcodeFolders[index].holds(location)
      else { continue }
      if best >= 0, !Self.isInside(xcodeFolders[index].folder, packageFolders[best].folder) {
        continue
      }
      holders.append(xcodeFolders[index].module)
    }
    if let first = holders.first {
      // A target compiles a file with platform filters for those platforms only.
      let filters = xcodeFilePlatforms.isEmpty ? nil : xcodeFilePlatforms[location]
      let compiled = { (module: Int) in
        self.modules[module].targets.restricted(to: filters?[module])
      }
      let targets = holders.dropFirst().reduce(compiled(first)) { $0.lowest(with: compiled($1)) }
      return placement(holders, targets: targets, folders: folders)
    }
    var folder = Paths.parentFolder(of: location)
    while true {
      if let module = projectFolders[folder] {
        return placement([module], targets: modules[module].targets, folders: folders)
      }
      if folder == "/" || folder.isEmpty { return nil }
      folder = Paths.parentFolder(of: folder)
    }
  }

  /// The module a file of `module` means by `@testable import name`: a target of the same
  /// project whose Swift module name is `name`, else the one such target of the run; nil
  /// when there is none (a module the run does not compile) or several.
  public func module(named name: String, importedFrom module: Int) -> Int? {
    SemanticModuleNames(self).module(named: name, importedFrom: module)
  }

  /// `module(named:importedFrom:)` between the names the semantic index knows modules by
  /// (`Placement.semanticModules`).
  public func semanticModule(named name: String, importedFrom importer: String) -> String? {
    SemanticModuleNames(self).semanticModule(named: name, importedFrom: importer)
  }

  /// Every module's targets replaced by the `--deployment-target` flag's versions (modules
  /// still decide where helper files go): of the platforms the project says the module
  /// builds for, when it says and the flag names one of them (an iOS app keeps iOS of
  /// `iOS=18.0,watchOS=10.0`, its watch app watchOS); else the flag whole.
  public mutating func overrideTargets(with targets: DeploymentTargets) {
    for index in modules.indices {
      let module = modules[index]
      let known = module.targets.isKnown && !module.targets.versions.isEmpty
      let platforms = module.platforms ?? (known ? Set(module.targets.versions.keys) : nil)
      modules[index].targets = targets.restricted(to: platforms)
    }
  }

  static func isInside(_ path: String, _ folder: String) -> Bool { Paths.isInside(path, folder) }
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

  /// Only the platforms of `platforms` (all when nil, or when none of them is built for).
  func restricted(to platforms: Set<Platform>?) -> DeploymentTargets {
    guard let platforms, isKnown else { return self }
    let kept = versions.filter { platforms.contains($0.key) }
    return kept.isEmpty ? self : DeploymentTargets(kept, isKnown: true)
  }

  /// What a project note or summary says of targets it does not know; the end of every
  /// note that says only that (`--deployment-target` gives them, and they are not printed).
  public static let unknownSummary = "targets unknown: the oldest OS is assumed"

  /// `iOS 17.0, macOS 14.0` (sorted by platform), or what is assumed when unknown.
  public var summary: String {
    guard isKnown else { return Self.unknownSummary }
    guard !versions.isEmpty else { return "no platform" }
    return Platform.allCases.compactMap { platform in
      versions[platform].map { "\(platform.rawValue) \($0)" }
    }.joined(separator: ", ")
  }
}
