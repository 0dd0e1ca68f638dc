import SwiftCST

/// What an expression builds of the run: the types it constructs and the view-building
/// members it names, and through them the types those build (see `Resolver.typesBuilt(by:)`).
public struct BuiltTypes: Sendable {
  /// Types of the run (of the file's module) the expression constructs (`PageStrip(…)`),
  /// directly, through a member it names, or through a view-building member (`body`, a
  /// `@ViewBuilder` or `some View` property or function) of a type found before; in the
  /// order found. Framework types and types the run only extends are not listed.
  public var types: [TypeInfo] = []
  /// The index each of `types` was found in (parallel to it): the run's declarations as
  /// the file that names the type sees them, where another file's file-private type of
  /// that name is none (`SemanticIndex.path`). Ask it about that type (its members, its
  /// conformances).
  public var indexes: [SemanticIndex] = []
  /// View-building members of the run that the expression names (`title`,
  /// `self.row(item)`), in the order found.
  public var members: [MemberInfo] = []
  /// False when the search stopped at its limit before following every type.
  public var isComplete = true
}

extension Resolver {
  /// The types of the run that `expression` builds, directly or through the views it
  /// builds, as far as the index recorded them (`MemberInfo.builtTypes`): what is "below"
  /// a modified view in the module. A view reached through a value the caller passes (a
  /// generic `Content`), a type of another module or a closure stored in a property is not
  /// followed; at most `limit` types are.
  ///
  /// A caller that knows some of it is not "below" in its sense gives `excluding` (nodes
  /// inside `expression` whose text is not searched: the views under a nearer modifier of
  /// the same kind) and `followed` (the names of `builtTypes` of a member to follow; all of
  /// them by default). With `followsViewExtensionModifiers`, a modifier the run declares in
  /// an extension of `View` (`Text("New").badgeLook()` of `extension View { func
  /// badgeLook() -> some View }`) is a member named too: what it builds is under the view.
  public func typesBuilt(
    by expression: Syntax, limit: Int = 256, excluding: [Syntax] = [],
    followsViewExtensionModifiers: Bool = false,
    followed: (MemberInfo) -> [String] = { $0.builtTypes }
  ) -> BuiltTypes {
    var result = BuiltTypes()
    let raw = file.rawTree
    let enclosing = enclosingTypeName(of: expression)
    // A name is looked up as the file it is written in sees it (`path`, nil for this file):
    // a member's `builtTypes` are written in its file.
    var queue: [(name: String, scope: String?, path: String?)] =
      Self.constructedNames(in: expression, excluding: excluding).map { ($0, enclosing, nil) }
    var namedMembers = Set<MemberInfo>()
    let skipped = excluding.map(\.range)
    for node in raw.descendants(expression.index) {
      // Only a name or a member access names a member (`namedMember`): no handle is made
      // for the other nodes.
      let kind = raw.kind(node)
      guard kind == .declReferenceExpr || kind == .memberAccessExpr else { continue }
      let syntax = raw.syntax(node)
      guard skipped.isEmpty || !skipped.contains(where: { $0.contains(syntax.range.lowerBound) })
      else { continue }
      let members =
        namedMember(syntax).map { [$0] }
        ?? (followsViewExtensionModifiers ? viewExtensionModifiers(named: syntax) : [])
      for member in members where namedMembers.insert(member).inserted {
        result.members.append(member)
        queue += followed(member).map { ($0, member.containingType, member.path) }
      }
    }
    // Types by qualified name, and where a file-private one is declared (two files'
    // `private struct Row` are two types).
    var found = Set<String>()
    var views: [String: SemanticIndex] = [:]
    var next = 0
    while next < queue.count {
      let (name, scope, path) = queue[next]
      next += 1
      var seen = index
      if let path, path != index.path {
        if let view = views[path] {
          seen = view
        } else {
          seen = index.seen(fromFileAt: path)
          views[path] = seen
        }
      }
      guard let type = seen.type(named: name, inside: scope), type.kind != .extension else {
        continue
      }
      var key = type.name
      let isFilePrivate = type.access <= .fileprivate
      if !isFilePrivate && found.contains(key) { continue }
      let members = seen.members(of: type.name)
      if isFilePrivate, let declared = members.first?.path { key += "\t" + declared }
      if isFilePrivate && found.contains(key) { continue }
      guard result.types.count < limit else {
        result.isComplete = false
        break
      }
      found.insert(key)
      result.types.append(type)
      result.indexes.append(seen)
      for member in members where member.viewArity != nil {
        queue += followed(member).map { ($0, type.name, member.path) }
      }
    }
    return result
  }

  /// The capitalised names `expression` calls (`PageStrip(…)`, `VStack { … }`), in order of
  /// first appearance, outside the `excluding` nodes inside it (as
  /// `MemberInfo.builtTypes` lists them for a member's body).
  public static func constructedNames(in expression: Syntax, excluding: [Syntax] = [])
    -> [String]
  {
    let raw = expression.file.rawTree
    // The expression's tokens, less those of the nodes excluded.
    var searched: [Range<Int32>] = [raw.tokens(expression.index)]
    let holes = excluding.map { raw.tokens($0.index) }.sorted { $0.lowerBound < $1.lowerBound }
    for node in holes {
      guard let last = searched.last, last.contains(node.lowerBound) else { continue }
      searched[searched.count - 1] = last.lowerBound..<node.lowerBound
      searched.append(min(node.upperBound, last.upperBound)..<last.upperBound)
    }
    if searched.count == 1 { return DeclarationScanner.constructedNames(in: searched[0], of: raw) }
    var names: [String] = []
    for tokens in searched {
      for name in DeclarationScanner.constructedNames(in: tokens, of: raw)
      where !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// The view-building member of the run that `node` names: a bare lower-case name
  /// (`title`, the callee of `row(item)`) or `self.name`.
  /// The view-building members of the run's `View` extensions that the modifier call at
  /// `node` (`base.name(…)`) may be.
  private func viewExtensionModifiers(named node: Syntax) -> [MemberInfo] {
    guard node.kind == .memberAccessExpr, let access = MemberAccess(node), access.base != nil,
      let parent = node.parent, FunctionCall(parent)?.callee == node
    else { return [] }
    return index.members(named: access.name, in: "View").filter { $0.viewArity != nil }
  }

  private func namedMember(_ node: Syntax) -> MemberInfo? {
    switch node.kind {
    case .declReferenceExpr:
      guard let token = node.firstToken, token.kind == .identifier,
        token.text.first?.isLowercase == true
      else { return nil }
    case .memberAccessExpr:
      guard let base = MemberAccess(node)?.base, base.kind == .declReferenceExpr,
        base.firstToken?.kind == .kwSelf
      else { return nil }
    default: return nil
    }
    guard case .member(let member) = resolve(node), member.viewArity != nil else { return nil }
    return member
  }
}
