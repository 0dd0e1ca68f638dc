import SwiftCST

/// Which platforms the `#if` clauses around a node let it be compiled for: the code in
/// `#if os(iOS)` is never compiled for macOS, the code in `#else` of `#if canImport(AppKit)`
/// neither. A condition this cannot settle (`DEBUG`, `swift(>=6)`, `canImport(Charts)`) rules
/// out nothing. The module's own platforms are the project model's; see
/// `MigrationContext.platformsCompiling(_:among:)`.
enum IfConfigPlatforms {
  /// Whether no `#if` clause around `node` rules out `platform`.
  static func mayCompile(_ node: Syntax, for platform: Platform) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.kind == .ifConfigClause, !clauseMayHold(parent, for: platform) { return false }
      current = parent.parent
    }
    // A file that imports UIKit outside `#if` builds only where UIKit exists, as if all of
    // it were inside `#if canImport(UIKit)`: never for macOS (Mac Catalyst is iOS here),
    // whatever platforms its module lists.
    if platform == .macOS, node.file.importsUIKitUnconditionally { return false }
    return true
  }

  /// Whether `clause` (of an `#if` block) may be the one compiled on `platform`: its own
  /// condition may hold and no earlier clause's surely does.
  private static func clauseMayHold(_ clause: Syntax, for platform: Platform) -> Bool {
    if let condition = condition(of: clause), evaluate(condition, on: platform) == false {
      return false
    }
    var sibling = clause.parent?.firstChild
    while let earlier = sibling, earlier != clause {
      if earlier.kind == .ifConfigClause, let condition = condition(of: earlier),
        evaluate(condition, on: platform) == true
      {
        return false
      }
      sibling = earlier.nextSibling
    }
    return true
  }

  /// The condition of an `#if` or `#elseif` clause; nil for `#else`.
  private static func condition(of clause: Syntax) -> Syntax? {
    guard let pound = clause.firstToken?.text, pound == "#if" || pound == "#elseif" else {
      return nil
    }
    return clause.firstChild
  }

  /// The condition's value on `platform`: nil when it depends on more than the platform.
  static func evaluate(_ condition: Syntax, on platform: Platform) -> Bool? {
    switch condition.kind {
    case .functionCallExpr:
      return atom(condition, on: platform)
    case .prefixOperatorExpr:
      guard condition.firstToken?.text == "!", let operand = condition.onlyChild else {
        return nil
      }
      return evaluate(operand, on: platform).map { !$0 }
    case .tupleExpr:
      // `(a || b)`: one unlabelled element.
      guard let element = condition.onlyChild, element.kind == .argument,
        let inner = element.onlyChild, element.ownTokens.isEmpty
      else { return nil }
      return evaluate(inner, on: platform)
    case .sequenceExpr:
      return sequence(condition, on: platform)
    default:
      return nil
    }
  }

  /// `a && b || c` (`&&` binds tighter than `||`); any other operator settles nothing.
  private static func sequence(_ node: Syntax, on platform: Platform) -> Bool? {
    let operands = node.children
    let operators = node.ownTokens.map(\.text)
    guard operators.count == operands.count - 1,
      operators.allSatisfy({ $0 == "&&" || $0 == "||" })
    else { return nil }
    var result: Bool? = false
    var conjunction = evaluate(operands[0], on: platform)
    for (index, op) in operators.enumerated() {
      let next = evaluate(operands[index + 1], on: platform)
      if op == "&&" {
        conjunction = and(conjunction, next)
      } else {
        result = or(result, conjunction)
        conjunction = next
      }
    }
    return or(result, conjunction)
  }

  private static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
    if a == false || b == false { return false }
    return a == true && b == true ? true : nil
  }

  private static func or(_ a: Bool?, _ b: Bool?) -> Bool? {
    if a == true || b == true { return true }
    return a == false && b == false ? false : nil
  }

  /// `os(iOS)`, `canImport(UIKit)`, `canImport(AppKit)`, `targetEnvironment(macCatalyst)`.
  private static func atom(_ call: Syntax, on platform: Platform) -> Bool? {
    let parts = call.children
    guard parts.count == 2, parts[0].kind == .declReferenceExpr,
      parts[1].kind == .argumentList, let argument = parts[1].onlyChild,
      argument.tokenIndices.count == 1, let name = argument.firstToken?.text,
      let function = parts[0].firstToken?.text
    else { return nil }
    switch function {
    case "os":
      // `os(Linux)`, `os(Windows)`: never an Apple platform.
      return osNames[name] == platform
    case "canImport":
      // Mac Catalyst (iOS here, not `.macOS`) imports UIKit, and AppKit too.
      switch name {
      case "UIKit": return platform != .macOS
      case "AppKit": return platform == .macOS ? true : platform == .iOS ? nil : false
      default: return nil
      }
    case "targetEnvironment":
      return name == "macCatalyst" && platform != .iOS ? false : nil
    default:
      return nil
    }
  }

  private static let osNames: [String: Platform] = [
    "iOS": .iOS, "macOS": .macOS, "OSX": .macOS, "tvOS": .tvOS, "watchOS": .watchOS,
    "visionOS": .visionOS, "xrOS": .visionOS,
  ]
}

extension Syntax {
  /// The platforms no `#if` clause around this node rules out, in `Platform` order: all of
  /// them outside `#if`, `[.iOS]` inside `#if os(iOS)`. Index facts record it for a
  /// declaration (a macOS shim inside `#if os(macOS)`), without the module's targets.
  public var ifConfigPlatforms: [Platform] {
    Platform.allCases.filter { IfConfigPlatforms.mayCompile(self, for: $0) }
  }
}

extension MigrationContext {
  /// The platforms among `candidates` that may compile `node`: the file's module builds for
  /// them (known targets) and no `#if` around `node` rules them out (`#if os(iOS)`,
  /// `#if !os(macOS)`, `#if canImport(UIKit)`). Empty for unknown targets. A migration that
  /// replaces an API some platforms lack asks this: where such a platform compiles the call,
  /// the call reaches something else there (a project's shim), whether or not the run
  /// declares it. A module with a file that imports UIKit outside `#if` builds for no macOS
  /// (`ProductFacts.importsUIKitKey`), whatever its project lists.
  public func platformsCompiling(_ node: Syntax, among candidates: [Platform]) -> [Platform] {
    let targets = deploymentTargets
    guard targets.isKnown else { return [] }
    return Platform.allCases.filter { platform in
      candidates.contains(platform) && targets.versions[platform] != nil
        && IfConfigPlatforms.mayCompile(node, for: platform)
        && !(platform == .macOS && everyModuleImportsUIKit)
    }
  }

  /// Whether every module compiling the file (as the project model places it) has a file
  /// that imports UIKit outside `#if`: then none of them builds for macOS.
  private var everyModuleImportsUIKit: Bool {
    guard let placement else { return false }
    return placement.modules.allSatisfy { module in
      index.contains(ProductFacts.importsUIKitKey, String(module))
    }
  }
}

extension SourceFile {
  /// Whether the file has an `import UIKit` (or `import class UIKit.UIColor`, or
  /// `@_exported import UIKit`) outside any `#if`.
  var importsUIKitUnconditionally: Bool {
    answer("imports UIKit outside #if") {
      nodes(.importDecl).contains { node in
        node.parent?.kind == .sourceFile && node.importedModule == "UIKit"
      }
    }
  }
}

extension Syntax {
  /// The module an import declaration names: `UIKit` in `import UIKit.UIGestureRecognizerSubclass`.
  var importedModule: String? {
    let tokens = self.tokens
    guard let keyword = tokens.firstIndex(where: { $0.kind == .kwImport }) else { return nil }
    return tokens[(keyword + 1)...].first { $0.kind == .identifier }?.text
  }
}
