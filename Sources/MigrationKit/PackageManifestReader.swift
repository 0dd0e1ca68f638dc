import SwiftCST

/// What a `Package.swift` says, read as Swift with our own parser (never run): the
/// package's name and platforms, and each target's name, kind, folder, `exclude` and
/// `sources`. Targets listed in a top-level `let targets = [ … ]` named by the `targets:`
/// argument are read too, and so are targets added afterwards at top level
/// (`package.targets.append(contentsOf: [ … ])`, `package.targets += [ … ]`, also inside a
/// top-level `if`, as in manifests that add client targets unless an environment variable
/// is set); anything computed (a function call, `+`, a `map`) is reported in `unreadable`
/// instead of guessed. A target made by the project's own function still has a literal
/// name (`.featureTarget(name: "Chat")`): it is read as SwiftPM finds a target's files.
struct PackageManifest: Sendable, Equatable {
  struct Target: Sendable, Equatable {
    enum Kind: String, Sendable { case regular, executable, test, macro, plugin }
    var name: String
    var kind: Kind
    /// Relative to the package folder; nil means SwiftPM's default (`Sources/<name>`,
    /// `Tests/<name>` for tests, `Plugins/<name>` for plugins).
    var path: String?
    /// Relative to the target's folder.
    var exclude: [String] = []
    /// Relative to the target's folder; nil means every file in it.
    var sources: [String]?
  }

  var name: String?
  var platforms: [Platform: OSVersion] = [:]
  var targets: [Target] = []
  /// Why some of the manifest could not be followed (empty when all of it was).
  var unreadable: [String] = []
  /// The manifest passes `-enable-library-evolution` (in a target's `swiftSettings`
  /// `unsafeFlags`, or a shared list of them): its targets may be built with library
  /// evolution. Read over the whole manifest, as a shared settings list may be built by code.
  var enablesLibraryEvolution = false

  static func read(_ bytes: [UInt8]) -> PackageManifest {
    let file = SourceFile(bytes: bytes)
    var manifest = PackageManifest()
    manifest.enablesLibraryEvolution = ByteScan.contains(
      Array("-enable-library-evolution".utf8), in: bytes)
    guard
      let call = file.nodes(.functionCallExpr).compactMap(FunctionCall.init).first(where: {
        $0.callee.kind == .declReferenceExpr && $0.callee.text == "Package"
      })
    else {
      manifest.unreadable.append("no Package(…) call")
      return manifest
    }
    if file.hasErrors { manifest.unreadable.append("syntax errors") }
    manifest.name = call.argument(labeled: "name")?.expression.flatMap(stringValue)
    if var platforms = call.argument(labeled: "platforms")?.expression {
      // `platforms: platforms`, naming a top-level `let`/`var` array.
      if platforms.kind == .declReferenceExpr,
        let declared = topLevelArray(named: platforms.text, in: file)
      {
        platforms = declared
      }
      manifest.platforms = DeploymentTargetDiscovery.packagePlatforms(in: platforms)
    }
    if let targets = call.argument(labeled: "targets")?.expression {
      manifest.readTargets(targets, in: file)
    }
    if let name = packageVariable(boundTo: call, in: file) {
      manifest.readAddedTargets(in: file.root.children, package: name, file: file)
    }
    return manifest
  }

  /// `package` in `var package = Package(…)`; nil when the call is not bound to a name.
  private static func packageVariable(boundTo call: FunctionCall, in file: SourceFile) -> String? {
    for declaration in file.root.children(.variableDecl) {
      for binding in declaration.children(.patternBinding)
      where binding.child(.initializerClause)?.children.last == call.node {
        return binding.firstChild.flatMap { $0.kind == .declReferenceExpr ? $0.text : nil }
      }
    }
    return nil
  }

  /// Targets added by top-level statements after the `Package(…)` call:
  /// `package.targets.append(contentsOf: […])`, `package.targets.append(.target(…))` and
  /// `package.targets += […]`, in `statements` and in the branches of a top-level `if`
  /// (each branch read; a target named twice is kept once).
  private mutating func readAddedTargets(
    in statements: [Syntax], package: String, file: SourceFile
  ) {
    for statement in statements {
      switch statement.kind {
      case .ifExpr:
        let branches = statement.children.filter { $0.kind == .codeBlock || $0.kind == .ifExpr }
        for branch in branches {
          readAddedTargets(
            in: branch.kind == .codeBlock ? branch.children : [branch], package: package,
            file: file)
        }
      case .functionCallExpr:
        guard let call = FunctionCall(statement), let access = call.memberAccess,
          access.name == "append", let base = access.base,
          Self.isTargets(of: package, base), call.arguments.count == 1,
          let value = call.arguments[0].expression
        else { continue }
        if call.arguments[0].label == "contentsOf" {
          readTargets(value, in: file)
        } else {
          readTarget(value)
        }
      case .sequenceExpr:
        let parts = statement.children
        let operators = statement.ownTokens.filter { $0.kind == .binaryOperator }
        guard parts.count == 2, operators.count == 1, operators[0].is("+="),
          Self.isTargets(of: package, parts[0])
        else { continue }
        readTargets(parts[1], in: file)
      default: continue
      }
    }
  }

  /// Whether `node` is `package.targets`.
  private static func isTargets(of package: String, _ node: Syntax) -> Bool {
    guard let access = MemberAccess(node), access.name == "targets", let base = access.base
    else { return false }
    return base.kind == .declReferenceExpr && base.text == package
  }

  private mutating func readTargets(_ expression: Syntax, in file: SourceFile) {
    var list = expression
    if expression.kind == .declReferenceExpr,
      let declared = Self.topLevelArray(named: expression.text, in: file)
    {
      list = declared
    }
    guard list.kind == .arrayExpr else {
      unreadable.append("targets: \(expression.excerpt(40))")
      // `targets: buildTargets { Target.target(name: "A") … }`, a result builder of the
      // manifest's own: each target it lists is one, in every `#if` and `if` branch.
      if let call = FunctionCall(list), call.callee.kind == .declReferenceExpr,
        call.arguments.isEmpty, let closure = call.trailingClosure
      {
        readBuiltTargets(closure.node.children)
      }
      return
    }
    for element in list.children(.argument) {
      if let value = element.children.last { readTarget(value) }
    }
  }

  /// The statements of a result builder's closure that list targets; anything else (a
  /// call of the manifest's own without a literal name, a loop) is noted as not read.
  private mutating func readBuiltTargets(_ statements: [Syntax]) {
    for statement in statements {
      switch statement.kind {
      case .functionCallExpr: readTarget(statement)
      case .ifConfigDecl:
        for clause in statement.children(.ifConfigClause) {
          let pound = clause.firstToken?.text
          let hasCondition = pound == "#if" || pound == "#elseif"
          readBuiltTargets(Array(clause.children.dropFirst(hasCondition ? 1 : 0)))
        }
      case .ifExpr:
        for branch in statement.children where branch.kind == .codeBlock || branch.kind == .ifExpr {
          readBuiltTargets(branch.kind == .codeBlock ? branch.children : [branch])
        }
      default:
        unreadable.append("target \(statement.excerpt(40))")
      }
    }
  }

  /// One element of a targets list; a target already read under that name is kept once.
  /// A project's own target function (`.featureTarget(name: "Chat", …)`) is still noted as
  /// computed, but its target is read by SwiftPM's folder convention: without it, the
  /// files of every such target would be one module, and a helper file one of them asks
  /// for would be written into the first, where the others cannot see it.
  private mutating func readTarget(_ value: Syntax) {
    let call = FunctionCall(value)
    guard let call, let target = Self.target(call) else {
      unreadable.append("target \(value.excerpt(40))")
      if let call, let target = Self.targetByConvention(call) { add(target) }
      return
    }
    if let target { add(target) }
  }

  private mutating func add(_ target: Target) {
    if !targets.contains(where: { $0.name == target.name }) { targets.append(target) }
  }

  /// `.target(name: "A", path: "Sources/A", exclude: […], sources: […])` (or
  /// `Target.target(…)`). nil when the element cannot be read; a value of nil for targets
  /// with no sources (binary, system).
  private static func target(_ call: FunctionCall) -> Target?? {
    guard let access = call.memberAccess,
      access.base == nil
        || (access.base?.kind == .declReferenceExpr && access.base?.text == "Target")
    else { return nil }
    let kind: Target.Kind
    switch access.name {
    case "target": kind = .regular
    case "executableTarget": kind = .executable
    case "testTarget": kind = .test
    case "macro": kind = .macro
    case "plugin": kind = .plugin
    case "binaryTarget", "systemLibrary": return .some(nil)
    default: return nil
    }
    guard let target = target(call, kind: kind) else { return nil }
    return .some(target)
  }

  /// A call of the project's own that names its target with a literal (`name: "Chat"`) and
  /// gives its folder, if at all, with literals too: a test target when its name ends in
  /// `Tests`, as SwiftPM's templates name them. nil for anything else.
  private static func targetByConvention(_ call: FunctionCall) -> Target? {
    guard let name = call.argument(labeled: "name")?.expression.flatMap(stringValue) else {
      return nil
    }
    return target(call, kind: name.hasSuffix("Tests") ? .test : .regular)
  }

  /// The target `call` declares with `kind`: its literal name, and its literal `path`,
  /// `exclude` and `sources` when given. nil when any of these is computed.
  private static func target(_ call: FunctionCall, kind: Target.Kind) -> Target? {
    guard let name = call.argument(labeled: "name")?.expression.flatMap(stringValue) else {
      return nil
    }
    var target = Target(name: name, kind: kind)
    if let path = call.argument(labeled: "path")?.expression {
      guard let value = stringValue(path) else { return nil }
      target.path = value
    }
    if let exclude = call.argument(labeled: "exclude")?.expression {
      guard let values = stringArray(exclude) else { return nil }
      target.exclude = values
    }
    if let sources = call.argument(labeled: "sources")?.expression {
      guard let values = stringArray(sources) else { return nil }
      target.sources = values
    }
    return target
  }

  private static func topLevelArray(named name: String, in file: SourceFile) -> Syntax? {
    for declaration in file.root.children(.variableDecl) {
      for binding in declaration.children(.patternBinding) {
        guard binding.firstChild?.text == name,
          let value = binding.child(.initializerClause)?.children.last,
          value.kind == .arrayExpr
        else { continue }
        return value
      }
    }
    return nil
  }

  private static func stringArray(_ node: Syntax) -> [String]? {
    guard node.kind == .arrayExpr else { return nil }
    var values: [String] = []
    for element in node.children(.argument) {
      guard let value = element.children.last.flatMap(stringValue) else { return nil }
      values.append(value)
    }
    return values
  }

  /// A plain string literal's value; nil for interpolation or anything else.
  static func stringValue(_ node: Syntax) -> String? {
    guard node.kind == .stringLiteralExpr, let token = node.firstToken,
      node.tokenIndices.count == 1
    else { return nil }
    let text = token.text
    guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.contains("\\(")
    else { return nil }
    return String(text.dropFirst().dropLast())
  }
}
