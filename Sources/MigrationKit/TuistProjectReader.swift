import SwiftCST

/// What a Tuist `Project.swift` says, read as Swift with our own parser (never run): each
/// target of the `Project(…)` call's `targets:` array with its name, the deployment targets
/// its `deploymentTargets:` literal gives (`.iOS("17.0")`, `.macOS("14.0")`,
/// `.multiplatform(iOS: "17.0", macOS: "14.0")`; Tuist 3's `deploymentTarget:
/// .iOS(targetVersion: "15.0", devices: …)`) and the folders of its `sources:` globs
/// (`"App/Sources/**"` is `App/Sources`), and whether its `product:` is an app or an app
/// extension (`.app`, `.appExtension`, …). A target whose deployment targets are not such a
/// literal (absent: Tuist then takes Xcode's default; or computed) has none; a project
/// whose targets are computed (a helper's `Project.app(…)`) has no targets.
struct TuistProject: Sendable, Equatable {
  struct Target: Sendable, Equatable {
    var name: String
    /// Nil when the manifest gives no literal.
    var deploymentTargets: [Platform: OSVersion]?
    /// Folders relative to the manifest's folder.
    var sources: [String]
    /// Per folder of `sources` (parallel to it): the globs that give its files and those
    /// that take files out, relative to the manifest's folder (braces expanded).
    var sourceGlobs: [Glob] = []
    /// `sources:` or `buildableFolders:` is not a literal the reader knows.
    var sourcesNotRead = false
    /// The Xcode product type of its `product:` literal (`.app` is
    /// `com.apple.product-type.application`); nil when absent, computed or not known here.
    var productType: String?
  }

  /// Xcode's product types of Tuist's `Product` cases that build an app or an app
  /// extension (the others, frameworks and libraries above all, may have clients).
  static let productTypes: [String: String] = [
    "app": "com.apple.product-type.application",
    "appClip": "com.apple.product-type.application.on-demand-install-capable",
    "watch2App": "com.apple.product-type.application.watchapp2",
    "appExtension": "com.apple.product-type.app-extension",
    "watch2Extension": "com.apple.product-type.watchkit2-extension",
    "tvTopShelfExtension": "com.apple.product-type.tv-app-extension",
    "extensionKitExtension": "com.apple.product-type.extensionkit-extension",
  ]

  /// One entry of a target's sources: `"App/**"`, `.glob("App/**", excluding: [...])`, a
  /// buildable folder (`"App/Sources"`, `.folder("App/Sources")`, every file below it).
  struct Glob: Sendable, Equatable {
    var includes: [String]
    var excludes: [String] = []
  }

  var targets: [Target] = []
  /// Why the targets (or some) could not be read (empty when all were).
  var unreadable: [String] = []

  /// Whether `bytes` are a Tuist manifest: a `Project.swift` that imports
  /// `ProjectDescription` (an app may have a model file named `Project.swift`).
  static func isManifest(_ bytes: [UInt8]) -> Bool {
    let marker = Array("import ProjectDescription".utf8)
    guard bytes.count >= marker.count else { return false }
    return (0...(bytes.count - marker.count)).contains { start in
      bytes[start] == marker[0] && bytes[start..<(start + marker.count)].elementsEqual(marker)
    }
  }

  static func read(_ bytes: [UInt8]) -> TuistProject {
    let file = SourceFile(bytes: bytes)
    var project = TuistProject()
    guard
      let call = file.nodes(.functionCallExpr).compactMap(FunctionCall.init).first(where: {
        $0.callee.kind == .declReferenceExpr && $0.callee.text == "Project"
      })
    else {
      project.unreadable.append("no Project(…) call")
      return project
    }
    guard let list = call.argument(labeled: "targets")?.expression, list.kind == .arrayExpr else {
      project.unreadable.append("targets are computed")
      return project
    }
    for element in list.children(.argument) {
      guard let value = element.children.last else { continue }
      guard let target = FunctionCall(value).flatMap(Self.target) else {
        project.unreadable.append("target \(value.excerpt(40))")
        continue
      }
      if target.sourcesNotRead { project.unreadable.append("the sources of target \(target.name)") }
      project.targets.append(target)
    }
    return project
  }

  /// `.target(name: "App", …)`, `Target(name: "App", …)` or `Target.target(…)`.
  private static func target(_ call: FunctionCall) -> Target? {
    let callee = call.callee
    let isTarget: Bool
    if let access = call.memberAccess {
      isTarget = access.name == "target" && (access.base == nil || access.base?.text == "Target")
    } else {
      isTarget = callee.kind == .declReferenceExpr && callee.text == "Target"
    }
    guard isTarget,
      let name = call.argument(labeled: "name")?.expression.flatMap(PackageManifest.stringValue)
    else { return nil }
    var target = Target(name: name, deploymentTargets: nil, sources: [])
    // `product: .app`: a member of Tuist's `Product` written as such.
    if let product = call.argument(labeled: "product")?.expression.flatMap(MemberAccess.init),
      product.base == nil
    {
      target.productType = productTypes[product.name]
    }
    if let value = call.argument(labeled: "deploymentTargets")?.expression
      ?? call.argument(labeled: "deploymentTarget")?.expression
    {
      target.deploymentTargets = deploymentTargets(value)
    }
    var entries: [Glob] = []
    if let sources = call.argument(labeled: "sources")?.expression {
      if let globs = sourceGlobs(sources) { entries += globs } else { target.sourcesNotRead = true }
    }
    if let folders = call.argument(labeled: "buildableFolders")?.expression {
      if let globs = buildableFolders(folders) {
        entries += globs
      } else {
        target.sourcesNotRead = true
      }
    }
    for entry in entries {
      // Each glob its own folder: `"A/**", "B/**"` are two.
      for include in entry.includes {
        guard let folder = folder(of: include) else { continue }
        target.sources.append(folder)
        target.sourceGlobs.append(Glob(includes: [include], excludes: entry.excludes))
      }
    }
    return target
  }

  /// `sources:` as Tuist's literals write it: a glob, an array of globs and
  /// `.glob("…", excluding: …)`, `.paths([…])`, `.sourceFilesList(globs: […])`; nil for
  /// anything else (computed).
  private static func sourceGlobs(_ value: Syntax) -> [Glob]? {
    if let glob = PackageManifest.stringValue(value) { return [Glob(includes: expanded(glob))] }
    if value.kind == .arrayExpr {
      var globs: [Glob] = []
      for element in value.children(.argument) {
        guard let item = element.children.last, let glob = sourceGlob(item) else { return nil }
        globs.append(glob)
      }
      return globs
    }
    guard let call = FunctionCall(value), let access = call.memberAccess,
      access.base == nil || access.base?.text == "SourceFilesList",
      let first = call.arguments.first, call.arguments.count == 1,
      (access.name == "paths" && first.label == nil)
        || (access.name == "sourceFilesList" && first.label == "globs"),
      let list = first.expression
    else {
      return sourceGlob(value).map { [$0] }
    }
    return sourceGlobs(list)
  }

  /// One element of a sources array: `"App/**"` or `.glob("App/**", excluding: …)`.
  private static func sourceGlob(_ value: Syntax) -> Glob? {
    if let glob = PackageManifest.stringValue(value) { return Glob(includes: expanded(glob)) }
    guard let call = FunctionCall(value), let access = call.memberAccess,
      access.name == "glob", access.base == nil || access.base?.text == "SourceFileGlob",
      let first = call.arguments.first, first.label == nil,
      let glob = first.expression.flatMap(PackageManifest.stringValue)
    else { return nil }
    var excludes: [String] = []
    for argument in call.arguments.dropFirst() {
      guard argument.label == "excluding" else { continue }
      guard let expression = argument.expression, let paths = strings(expression) else {
        return nil
      }
      excludes += paths.flatMap(expanded)
    }
    return Glob(includes: expanded(glob), excludes: excludes)
  }

  /// `buildableFolders: ["App/Sources", .folder("App/Resources")]`: every file below each
  /// folder; nil for anything else (a folder with exceptions, a computed list).
  private static func buildableFolders(_ value: Syntax) -> [Glob]? {
    guard value.kind == .arrayExpr else { return nil }
    var globs: [Glob] = []
    for element in value.children(.argument) {
      guard let item = element.children.last else { continue }
      var path = PackageManifest.stringValue(item)
      if path == nil, let call = FunctionCall(item), call.memberAccess?.name == "folder",
        call.arguments.count == 1, call.arguments[0].label == nil
      {
        path = call.arguments[0].expression.flatMap(PackageManifest.stringValue)
      }
      guard let path else { return nil }
      globs.append(Glob(includes: [path]))
    }
    return globs
  }

  /// A string literal or an array of them.
  private static func strings(_ value: Syntax) -> [String]? {
    if let text = PackageManifest.stringValue(value) { return [text] }
    guard value.kind == .arrayExpr else { return nil }
    var texts: [String] = []
    for element in value.children(.argument) {
      guard let text = element.children.last.flatMap(PackageManifest.stringValue) else {
        return nil
      }
      texts.append(text)
    }
    return texts
  }

  /// A glob with its `{a,b}` alternatives written out (`*.{swift,m}` is `*.swift` and
  /// `*.m`), as Tuist's globs read them.
  static func expanded(_ glob: String) -> [String] {
    guard let open = glob.firstIndex(of: "{"),
      let close = glob[open...].firstIndex(of: "}")
    else { return [glob] }
    let head = glob[..<open]
    let tail = String(glob[glob.index(after: close)...])
    return glob[glob.index(after: open)..<close].split(
      separator: ",", omittingEmptySubsequences: false
    )
    .flatMap { expanded(head + $0 + tail) }
  }

  /// `.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`,
  /// `.iOS(targetVersion: "15.0", devices: …)`; nil for anything else.
  private static func deploymentTargets(_ value: Syntax) -> [Platform: OSVersion]? {
    guard let call = FunctionCall(value), let access = call.memberAccess, access.base == nil
    else { return nil }
    var versions: [Platform: OSVersion] = [:]
    if access.name == "multiplatform" {
      for argument in call.arguments {
        guard let label = argument.label else { continue }
        guard let platform = DeploymentTargetDiscovery.platform(named: label),
          let text = argument.expression.flatMap(PackageManifest.stringValue),
          let version = OSVersion(text)
        else { return nil }
        versions[platform] = version
      }
    } else {
      guard let platform = DeploymentTargetDiscovery.platform(named: access.name),
        let first = call.arguments.first,
        first.label == nil || first.label == "targetVersion",
        let text = first.expression.flatMap(PackageManifest.stringValue),
        let version = OSVersion(text)
      else { return nil }
      versions[platform] = version
    }
    return versions.isEmpty ? nil : versions
  }

  /// The folder a sources glob starts from: its components before the first with a glob
  /// character (`App/Sources/**/*.swift` → `App/Sources`); nil for a glob at the root.
  private static func folder(of glob: String) -> String? {
    var components: [Substring] = []
    for component in glob.split(separator: "/") {
      if component.contains(where: { "*?[{".contains($0) }) { break }
      components.append(component)
    }
    if components.count == glob.split(separator: "/").count, components.last?.contains(".") == true
    {
      // A file named by itself: its folder.
      components.removeLast()
    }
    return components.isEmpty ? nil : components.joined(separator: "/")
  }
}
