import SwiftCST

/// What a Tuist `Project.swift` says, read as Swift with our own parser (never run): each
/// target of the `Project(…)` call's `targets:` array with its name, the deployment targets
/// its `deploymentTargets:` literal gives (`.iOS("17.0")`, `.macOS("14.0")`,
/// `.multiplatform(iOS: "17.0", macOS: "14.0")`; Tuist 3's `deploymentTarget:
/// .iOS(targetVersion: "15.0", devices: …)`) and the folders of its `sources:` globs
/// (`"App/Sources/**"` is `App/Sources`), and whether its `product:` is an app or an app
/// extension (`.app`, `.appExtension`, …). A target whose deployment targets are not such a
/// literal (absent: Tuist then takes Xcode's default; or computed) has none. A target made
/// by a function of the project's helpers (`Target.makeFramework(name: "Chat")`), or a
/// value the manifest names (`let chat = …`), is read through `TuistEvaluator`; a project
/// made by a helper (`Project.app(…)`, `Project.framework(chat)`) has the targets its
/// arguments make, and is noted as not followed for those its body may add.
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

  static func read(_ bytes: [UInt8], helpers: TuistHelpers = TuistHelpers()) -> TuistProject {
    let file = SourceFile(bytes: bytes)
    var project = TuistProject()
    guard
      let call = file.nodes(.functionCallExpr).compactMap(FunctionCall.init).first(where: {
        ($0.callee.kind == .declReferenceExpr && $0.callee.text == "Project")
          || $0.memberAccess?.base?.text == "Project"
      })
    else {
      project.unreadable.append("no Project(…) call")
      return project
    }
    let evaluator = TuistEvaluator(helpers: helpers)
    let top = TuistEvaluator.Scope(body: nil, topLevel: file)
    var elements: [TuistEvaluator.Value] = []
    if call.callee.kind == .declReferenceExpr {
      guard let argument = call.argument(labeled: "targets")?.expression,
        let list = evaluator.resolved(TuistEvaluator.Value(node: argument, scope: top)),
        list.node.kind == .arrayExpr
      else {
        project.unreadable.append("targets are computed")
        return project
      }
      for element in list.node.children(.argument) {
        if let value = element.children.last { elements.append(.init(node: value, scope: top)) }
      }
    } else {
      // A helper of the project's (`Project.featureProject(chat, tests: chatTests)`): the
      // targets its arguments make are read; what its body adds is not.
      project.unreadable.append("the targets \(call.callee.text)(…) may add")
      if let arguments = call.argumentList {
        elements = madeTargets(in: arguments, scope: top, evaluator: evaluator)
      }
    }
    for element in elements {
      guard let value = evaluator.resolved(element), let made = FunctionCall(value.node),
        let (targetCall, scope) = evaluator.targetCall(made, in: value.scope),
        let target = Self.target(targetCall, in: scope, evaluator: evaluator)
      else {
        project.unreadable.append("target \(element.node.excerpt(40))")
        continue
      }
      if target.sourcesNotRead { project.unreadable.append("the sources of target \(target.name)") }
      if !project.targets.contains(where: { $0.name == target.name }) {
        project.targets.append(target)
      }
    }
    return project
  }

  /// The targets a project helper's arguments make: calls that make a target and names of
  /// top-level `let`s bound to one, outermost first.
  private static func madeTargets(
    in node: Syntax, scope: TuistEvaluator.Scope, evaluator: TuistEvaluator
  ) -> [TuistEvaluator.Value] {
    var found: [TuistEvaluator.Value] = []
    for child in node.children {
      let value = TuistEvaluator.Value(node: child, scope: scope)
      if child.kind == .functionCallExpr || child.kind == .declReferenceExpr,
        let resolved = evaluator.resolved(value), let call = FunctionCall(resolved.node),
        evaluator.targetCall(call, in: resolved.scope) != nil
      {
        found.append(value)
      } else {
        found += madeTargets(in: child, scope: scope, evaluator: evaluator)
      }
    }
    return found
  }

  /// Whether `call` is `.target(name: "App", …)`, `Target(name: "App", …)` or
  /// `Target.target(…)`.
  static func isTargetCall(_ call: FunctionCall) -> Bool {
    let isTarget: Bool
    if let access = call.memberAccess {
      isTarget = access.name == "target" && (access.base == nil || access.base?.text == "Target")
    } else {
      isTarget = call.callee.kind == .declReferenceExpr && call.callee.text == "Target"
    }
    return isTarget && call.argument(labeled: "name") != nil
  }

  /// The target of a `.target(…)` call whose arguments are written in `scope`; nil when
  /// its name is not known.
  private static func target(
    _ call: FunctionCall, in scope: TuistEvaluator.Scope, evaluator: TuistEvaluator
  ) -> Target? {
    let argument = { (label: String) -> TuistEvaluator.Value? in
      call.argument(labeled: label)?.expression.flatMap {
        evaluator.resolved(TuistEvaluator.Value(node: $0, scope: scope))
      }
    }
    guard let nameValue = argument("name"), let name = evaluator.string(nameValue) else {
      return nil
    }
    var target = Target(name: name, deploymentTargets: nil, sources: [])
    // `product: .app`: a member of Tuist's `Product` written as such.
    if let product = argument("product").flatMap({ MemberAccess($0.node) }), product.base == nil {
      target.productType = productTypes[product.name]
    }
    if let value = argument("deploymentTargets") ?? argument("deploymentTarget") {
      target.deploymentTargets = deploymentTargets(value, evaluator: evaluator)
    }
    var entries: [Glob] = []
    if let sources = argument("sources"), sources.node.kind != .nilLiteralExpr {
      if let globs = sourceGlobs(sources, evaluator) {
        entries += globs
      } else {
        target.sourcesNotRead = true
      }
    }
    if let folders = argument("buildableFolders") {
      if let globs = buildableFolders(folders.node) {
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
  private static func sourceGlobs(
    _ value: TuistEvaluator.Value, _ evaluator: TuistEvaluator
  ) -> [Glob]? {
    guard let value = evaluator.resolved(value) else { return nil }
    if let glob = evaluator.string(value) { return [Glob(includes: expanded(glob))] }
    if value.node.kind == .arrayExpr {
      var globs: [Glob] = []
      for element in value.node.children(.argument) {
        guard let item = element.children.last,
          let glob = sourceGlob(.init(node: item, scope: value.scope), evaluator)
        else { return nil }
        globs.append(glob)
      }
      return globs
    }
    guard let call = FunctionCall(value.node), let access = call.memberAccess,
      access.base == nil || access.base?.text == "SourceFilesList",
      let first = call.arguments.first, call.arguments.count == 1,
      (access.name == "paths" && first.label == nil)
        || (access.name == "sourceFilesList" && first.label == "globs"),
      let list = first.expression
    else {
      return sourceGlob(value, evaluator).map { [$0] }
    }
    return sourceGlobs(.init(node: list, scope: value.scope), evaluator)
  }

  /// One element of a sources array: `"App/**"` or `.glob("App/**", excluding: …)`.
  private static func sourceGlob(
    _ value: TuistEvaluator.Value, _ evaluator: TuistEvaluator
  ) -> Glob? {
    guard let value = evaluator.resolved(value) else { return nil }
    if let glob = evaluator.string(value) { return Glob(includes: expanded(glob)) }
    guard let call = FunctionCall(value.node), let access = call.memberAccess,
      access.name == "glob", access.base == nil || access.base?.text == "SourceFileGlob",
      let first = call.arguments.first, first.label == nil,
      let glob = first.expression.flatMap({ evaluator.string(.init(node: $0, scope: value.scope)) })
    else { return nil }
    var excludes: [String] = []
    for argument in call.arguments.dropFirst() {
      guard argument.label == "excluding" else { continue }
      guard let expression = argument.expression,
        let paths = evaluator.strings(.init(node: expression, scope: value.scope))
      else {
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
  /// `.iOS(targetVersion: "15.0", devices: …)`, a version written as a string the
  /// manifest's values give; nil for anything else.
  private static func deploymentTargets(
    _ value: TuistEvaluator.Value, evaluator: TuistEvaluator
  ) -> [Platform: OSVersion]? {
    guard let call = FunctionCall(value.node), let access = call.memberAccess, access.base == nil
    else { return nil }
    // A version may be a constant's name (`.tvOS(tvOSDeploymentTarget)`, ichime's).
    let version = { (node: Syntax?) in
      node.flatMap { evaluator.string(TuistEvaluator.Value(node: $0, scope: value.scope)) }
        .flatMap(OSVersion.init)
    }
    var versions: [Platform: OSVersion] = [:]
    if access.name == "multiplatform" {
      for argument in call.arguments {
        guard let label = argument.label else { continue }
        guard let platform = DeploymentTargetDiscovery.platform(named: label),
          let version = version(argument.expression)
        else { return nil }
        versions[platform] = version
      }
    } else {
      guard let platform = DeploymentTargetDiscovery.platform(named: access.name),
        let first = call.arguments.first,
        first.label == nil || first.label == "targetVersion",
        let version = version(first.expression)
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
