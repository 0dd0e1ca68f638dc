import SwiftCST

/// What a Tuist `Project.swift` says, read as Swift with our own parser (never run): each
/// target of the `Project(…)` call's `targets:` array with its name, the deployment targets
/// its `deploymentTargets:` literal gives (`.iOS("17.0")`, `.macOS("14.0")`,
/// `.multiplatform(iOS: "17.0", macOS: "14.0")`; Tuist 3's `deploymentTarget:
/// .iOS(targetVersion: "15.0", devices: …)`) and the folders of its `sources:` globs
/// (`"App/Sources/**"` is `App/Sources`). A target whose deployment targets are not such a
/// literal (absent: Tuist then takes Xcode's default; or computed) has none; a project
/// whose targets are computed (a helper's `Project.app(…)`) has no targets.
struct TuistProject: Sendable, Equatable {
  struct Target: Sendable, Equatable {
    var name: String
    /// Nil when the manifest gives no literal.
    var deploymentTargets: [Platform: OSVersion]?
    /// Folders relative to the manifest's folder.
    var sources: [String]
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
    if let value = call.argument(labeled: "deploymentTargets")?.expression
      ?? call.argument(labeled: "deploymentTarget")?.expression
    {
      target.deploymentTargets = deploymentTargets(value)
    }
    if let sources = call.argument(labeled: "sources")?.expression {
      let globs =
        sources.kind == .arrayExpr
        ? sources.children(.argument).compactMap {
          $0.children.last.flatMap(PackageManifest.stringValue)
        } : [PackageManifest.stringValue(sources)].compactMap { $0 }
      target.sources = globs.compactMap(folder(of:))
    }
    return target
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
