import SwiftCST

/// The availability scopes around a node: `@available(iOS 17, *)` on an enclosing
/// declaration or extension, the body of an `if #available(…)` (also `else if`), and the
/// statements after a `guard #available(…) else { … }` in the same block. Each raises the
/// OS versions the code inside may assume, per platform. `#unavailable` and `else`
/// branches raise nothing, and neither do `unavailable`, `deprecated` or `*`-only
/// attributes.
enum AvailabilityScopes {
  /// The highest version each enclosing scope guarantees, per platform (empty: no scope).
  static func minimums(at node: Syntax) -> [Platform: OSVersion] {
    var minimums: [Platform: OSVersion] = [:]
    var child = node
    var current = node.parent
    while let parent = current {
      switch parent.kind {
      case .ifExpr:
        // Only the first code block is the `then` branch; `else` blocks follow it.
        if child.kind == .codeBlock, parent.child(.codeBlock) == child,
          let conditions = parent.child(.conditionList)
        {
          raise(&minimums, by: conditionMinimums(conditions))
        }
      case .codeBlock, .accessorBlock, .closureExpr, .sourceFile, .accessorDecl, .switchCase:
        raise(&minimums, by: guardMinimums(before: child, in: parent))
      default:
        break
      }
      if parent.kind.isDeclarationWithAttributes {
        for attribute in parent.children(.attribute) {
          raise(&minimums, by: attributeMinimums(attribute))
        }
      }
      child = parent
      current = parent.parent
    }
    // A declaration's own attributes cover the declaration itself.
    if node.kind.isDeclarationWithAttributes {
      for attribute in node.children(.attribute) {
        raise(&minimums, by: attributeMinimums(attribute))
      }
    }
    return minimums
  }

  private static func raise(_ minimums: inout [Platform: OSVersion], by more: [Platform: OSVersion])
  {
    for (platform, version) in more where version > (minimums[platform] ?? OSVersion([0])) {
      minimums[platform] = version
    }
  }

  /// `guard #available(…) else { … }` statements that precede `statement` in `block`.
  private static func guardMinimums(before statement: Syntax, in block: Syntax)
    -> [Platform: OSVersion]
  {
    var minimums: [Platform: OSVersion] = [:]
    var sibling = block.firstChild
    while let current = sibling, current != statement {
      if current.kind == .guardStmt, let conditions = current.child(.conditionList) {
        raise(&minimums, by: conditionMinimums(conditions))
      }
      sibling = current.nextSibling
    }
    return minimums
  }

  /// The `#available(…)` conditions of an `if` or `guard` (`#unavailable` raises nothing).
  private static func conditionMinimums(_ conditions: Syntax) -> [Platform: OSVersion] {
    var minimums: [Platform: OSVersion] = [:]
    for condition in conditions.children(.condition) {
      guard let expansion = condition.firstChild, expansion.kind == .macroExpansionExpr,
        expansion.firstToken?.is("#available") == true,
        let arguments = expansion.child(.argumentList)
      else { continue }
      raise(&minimums, by: platformVersions(in: arguments))
    }
    return minimums
  }

  /// `@available(iOS 17, macOS 14, *)` and `@available(iOS, introduced: 17)`.
  private static func attributeMinimums(_ attribute: Syntax) -> [Platform: OSVersion] {
    guard Attribute(attribute)?.name == "available", let arguments = attribute.child(.argumentList)
    else { return [:] }
    return platformVersions(in: arguments)
  }

  /// Reads the comma-separated items between the parentheses: `iOS 17.4` items give a
  /// version each; a lone platform name followed by `introduced: 17` gives one; an item
  /// such as `unavailable`, `deprecated` or `renamed:` makes the whole list give nothing
  /// for a lone platform (it is about something other than introduction).
  static func platformVersions(in arguments: Syntax) -> [Platform: OSVersion] {
    let items = commaSeparatedItems(arguments)
    var versions: [Platform: OSVersion] = [:]
    guard let first = items.first else { return versions }
    if first.count == 1, let platform = DeploymentTargetDiscovery.platform(named: first[0].text) {
      // `@available(iOS, introduced: 17, …)`
      for item in items.dropFirst() where item.count >= 3 && item[0].is("introduced") {
        if let version = version(of: Array(item.dropFirst(2))) { versions[platform] = version }
      }
      return versions
    }
    for item in items where item.count >= 2 {
      guard let platform = DeploymentTargetDiscovery.platform(named: item[0].text),
        let version = version(of: Array(item.dropFirst()))
      else { continue }
      versions[platform] = version
    }
    return versions
  }

  /// The versions an `#available(…)` check asks for when each of its items is `*` or a
  /// platform this tool models with a version (`iOS 16`, `macOS 13.0`); nil for any other
  /// item (`macCatalyst 16`, `iOSApplicationExtension 16`), whose answer it cannot tell.
  static func checkedVersions(in arguments: Syntax) -> [Platform: OSVersion]? {
    var versions: [Platform: OSVersion] = [:]
    for item in commaSeparatedItems(arguments) {
      if item.count == 1, item[0].text == "*" { continue }
      guard item.count >= 2, let platform = DeploymentTargetDiscovery.platform(named: item[0].text),
        let version = version(of: Array(item.dropFirst()))
      else { return nil }
      versions[platform] = version
    }
    return versions.isEmpty ? nil : versions
  }

  /// The versions an `@available` attribute introduces its declaration at when it says
  /// nothing else (`@available(iOS 17, macOS 14, *)`, `@available(iOS, introduced: 17)`);
  /// nil for any other attribute, one with `unavailable`, `deprecated`, `message:` and the
  /// like, or a platform this tool does not model (`macCatalyst 17`,
  /// `iOSApplicationExtension 17`).
  static func introducedVersions(_ attribute: Syntax) -> [Platform: OSVersion]? {
    guard Attribute(attribute)?.name == "available", let arguments = attribute.child(.argumentList)
    else { return nil }
    let items = commaSeparatedItems(arguments)
    guard let first = items.first else { return nil }
    var versions: [Platform: OSVersion] = [:]
    if first.count == 1, let platform = DeploymentTargetDiscovery.platform(named: first[0].text) {
      // `@available(iOS, introduced: 17)`: one `introduced:` item and nothing else.
      guard items.count == 2, items[1].count >= 3, items[1][0].is("introduced"),
        items[1][1].kind == .colon, let version = version(of: Array(items[1].dropFirst(2)))
      else { return nil }
      versions[platform] = version
      return versions
    }
    for item in items {
      if item.count == 1, item[0].text == "*" { continue }
      guard item.count >= 2, let platform = DeploymentTargetDiscovery.platform(named: item[0].text),
        versions[platform] == nil, let version = version(of: Array(item.dropFirst()))
      else { return nil }
      versions[platform] = version
    }
    return versions.isEmpty ? nil : versions
  }

  /// `17`, `17.4` or `17.4.1` as lexed (an integer, a float, or a float and `.1`).
  private static func version(of tokens: [Token]) -> OSVersion? {
    OSVersion(tokens.map(\.text).joined())
  }

  private static func commaSeparatedItems(_ arguments: Syntax) -> [[Token]] {
    var items: [[Token]] = [[]]
    for token in arguments.tokens {
      switch token.kind {
      case .leftParen, .rightParen: continue
      case .comma: items.append([])
      default: items[items.count - 1].append(token)
      }
    }
    return items.filter { !$0.isEmpty }
  }
}

extension SyntaxKind {
  /// Declarations that may carry `@available` (`@available(iOS 26, *) #Preview { … }` too).
  fileprivate var isDeclarationWithAttributes: Bool {
    switch self {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
      .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl, .variableDecl,
      .typealiasDecl, .enumCaseDecl, .macroDecl, .macroExpansionDecl:
      true
    default: false
    }
  }
}
