import SwiftCST

/// A place where the run lays out a view type with no length offered along an axis: in a
/// `List` or `Form` row or a `ScrollView` along that axis, directly or as (part of) the
/// body of another view type laid out there (see `Resolver.unboundedUse(ofViewType:along:)`).
public struct UnboundedViewUse: Sendable, Hashable {
  /// The type whose member builds the view (or the view holding it) in the container.
  public var builder: String
  /// That member: `body`, or a helper (`content`, `row`) of `builder`.
  public var member: String
  /// The file of that member.
  public var path: String
  /// How the container leaves the length open (`.unboundedHeight`: a List or Form row, or a
  /// vertical ScrollView; `.unboundedWidth`: a horizontal ScrollView).
  public var placement: ViewPlacement
  /// The view types between, innermost first: the type whose body lays out the asked type
  /// among its own views, the one whose body lays out that one, and so on up to the one
  /// `builder` places in the container.
  public var through: [String]

  public init(
    builder: String, member: String = "body", path: String, placement: ViewPlacement,
    through: [String]
  ) {
    self.builder = builder
    self.member = member
    self.path = path
    self.placement = placement
    self.through = through
  }
}

extension Resolver {
  /// A place where the run lays out the view type `type` (a qualified name as this file
  /// sees the run) with no length offered along `axis` (`.unboundedHeight` or
  /// `.unboundedWidth`), or, asked for edges (`ViewPlacement.ignoringSafeArea(on:)`), under
  /// a view that ignores the safe area on one of them: a view-building member of the run calls it inside a `List`, `Form`
  /// or `ScrollView` along that axis, or calls it among its own views (`direct`) while
  /// that member's views are laid out so. A `body`'s views are laid out where its type is;
  /// a helper's (`content`, `row(for:)`) where the members of its type that name it as one
  /// of their views lay them out (`MemberInfo.laidOutNames`). Followed up to 64 steps, each
  /// name looked up as its file sees the run (another file's private `Row` is not this one).
  /// Nil when the index shows no such use, which is not a proof that there is none (a
  /// hosting controller, a view passed in as content).
  public func unboundedUse(ofViewType type: String, along axis: ViewPlacement)
    -> UnboundedViewUse?
  {
    guard let info = index.type(named: type), info.kind != .extension else { return nil }
    return unboundedUse(
      from: ViewUser(
        type: type, member: nil, module: info.module,
        ownFile: info.access <= .fileprivate ? path : nil, through: []),
      along: axis)
  }

  /// Where the run lays out the views of the member that holds `node` (a view among the
  /// member's own views: `ViewPlacement.of` it within the member is `direct`) with a
  /// placement among `asked`: `unboundedUse(ofViewType:along:)` for a `body`, the enclosing
  /// type's; `unboundedUse(ofMember:of:along:)` for a helper (`var content: some View`,
  /// `func row(…)`). `asked` may be unbounded axes, or edges under the bars
  /// (`ViewPlacement.ignoringSafeArea(on:)`). With the type and the member's name; nil when
  /// the index shows no such use, when `node` is laid out apart from the member's views, or
  /// when its member is a view modifier's `body(content:)` (laid out wherever it is applied).
  public func viewUse(around node: Syntax, along asked: ViewPlacement) -> (
    type: String, member: String, use: UnboundedViewUse
  )? {
    guard let (type, name) = viewMember(holding: node) else { return nil }
    let use =
      name == "body"
      ? unboundedUse(ofViewType: type, along: asked)
      : unboundedUse(ofMember: name, of: type, along: asked)
    return use.map { (type, name, $0) }
  }

  /// The type and the name of the member (`body` or a helper) among whose own views `node`
  /// is (`ViewPlacement.of` it within the member is `direct`); nil otherwise, and for a view
  /// modifier's `body(content:)`.
  private func viewMember(holding node: Syntax) -> (type: String, name: String)? {
    let raw = node.file.rawTree
    var member = raw.parent(node.index)
    while member >= 0, raw.kind(member) != .variableDecl, raw.kind(member) != .functionDecl {
      member = raw.parent(member)
    }
    guard member >= 0 else { return nil }
    let name: String?
    if raw.kind(member) == .variableDecl {
      name = VariableDeclaration(raw.syntax(member))?.bindings.first?.name
    } else {
      let function = FunctionDeclaration(raw.syntax(member))?.name
      name = function == "body" ? nil : function
    }
    guard let name,
      ViewPlacement.of(node.index, below: member, in: raw, index: index).contains(.direct),
      let type = enclosingTypeName(of: node)
    else { return nil }
    return (type, name)
  }

  /// `viewUse(around:along:)` for several placements in one walk of the run's uses: for each
  /// of `asked`, the first use the walk meets with a placement among it (the one
  /// `viewUse(around:along:)` would give for it alone), or nil. Nil when `node` is laid out
  /// apart from its member's views or its member is no `body` or helper of a type.
  public func viewUses(around node: Syntax, along asked: [ViewPlacement]) -> (
    type: String, member: String, uses: [UnboundedViewUse?]
  )? {
    guard let (type, name) = viewMember(holding: node) else { return nil }
    let start: ViewUser
    if name == "body" {
      guard let info = index.type(named: type), info.kind != .extension else { return nil }
      start = ViewUser(
        type: type, member: nil, module: info.module,
        ownFile: info.access <= .fileprivate ? path : nil, through: [])
    } else {
      guard let info = index.type(named: type) else { return nil }
      start = ViewUser(type: type, member: name, module: info.module, ownFile: nil, through: [])
    }
    return (type, name, unboundedUses(from: start, along: asked))
  }

  /// The same for the views of `member`, a view-building helper (not `body`) of `type`
  /// (`content` of `Row`): where the run lays them out with no length offered along `axis`.
  public func unboundedUse(ofMember member: String, of type: String, along axis: ViewPlacement)
    -> UnboundedViewUse?
  {
    guard let info = index.type(named: type) else { return nil }
    return unboundedUse(
      from: ViewUser(type: type, member: member, module: info.module, ownFile: nil, through: []),
      along: axis)
  }

  private func unboundedUse(from start: ViewUser, along axis: ViewPlacement) -> UnboundedViewUse? {
    unboundedUses(from: start, along: [axis])[0]
  }

  /// `unboundedUse(from:along:)` for each of `asked` in one walk: the walk goes on past a
  /// use found for one until each has one or the walk ends, in the same order, so each
  /// answer is the one its own walk would give.
  private func unboundedUses(from start: ViewUser, along asked: [ViewPlacement])
    -> [UnboundedViewUse?]
  {
    var found: [UnboundedViewUse?] = asked.map { _ in nil }
    var missing = asked.count
    var queue = [start]
    var visited: Set<ViewUser> = []
    var next = 0
    while next < queue.count, next < 64 {
      let current = queue[next]
      next += 1
      guard visited.insert(current).inserted else { continue }
      for (builder, placement) in placements(of: current) {
        for position in asked.indices
        where found[position] == nil && !placement.isDisjoint(with: asked[position]) {
          found[position] = UnboundedViewUse(
            builder: builder.containingType ?? "", member: builder.name, path: builder.path,
            placement: placement.intersection(asked[position]), through: current.through)
          missing -= 1
        }
        if missing == 0 { return found }
        // Walked on as the lone walk of each placement still missing would: theirs did not
        // stop here. (A found one's answer no longer changes.)
        if let next = nextUser(after: builder, placed: placement, from: current) {
          queue.append(next)
        }
      }
    }
    return found
  }

  /// Where the walk goes on from `builder`, which lays out `current` (placed as `placement`)
  /// directly: a helper's views go where its type's members lay the helper out, a `body`'s
  /// where the type is used; nil past anything else (a container, an extension's `body`).
  private func nextUser(
    after builder: MemberInfo, placed placement: ViewPlacement, from current: ViewUser
  ) -> ViewUser? {
    guard placement.contains(.direct), let outer = builder.containingType,
      let user = index.seen(fromFileAt: builder.path).type(named: outer)
    else { return nil }
    if builder.name != "body" {
      return ViewUser(
        type: user.name, member: builder.name, module: user.module, ownFile: nil,
        through: current.through)
    }
    guard user.kind != .extension else { return nil }
    return ViewUser(
      type: user.name, member: nil, module: user.module,
      ownFile: user.access <= .fileprivate ? builder.path : nil,
      through: current.through + [user.name])
  }

  /// The view-building members that lay out `user` and where (placements combined per
  /// member): for a view type, the members calling it; for a helper, its type's members
  /// naming it as one of their views.
  private func placements(of user: ViewUser) -> [(MemberInfo, ViewPlacement)] {
    if let member = user.member {
      return index.members(of: user.type).compactMap { builder in
        // Names are distinct per member.
        guard let position = builder.laidOutNames.firstIndex(of: member) else { return nil }
        let placement = builder.laidOutNamePlacements[position]
        return placement.isEmpty ? nil : (builder, placement)
      }
    }
    let last = QualifiedName.last(of: user.type)
    return index.viewBuilders(callingLast: last).compactMap { builder in
      guard user.ownFile == nil || builder.path == user.ownFile else { return nil }
      let seen = index.seen(fromFileAt: builder.path)
      var placement: ViewPlacement = []
      var labelledToo = false
      for (name, placed) in zip(builder.builtTypes, builder.builtPlacements)
      where QualifiedName.last(of: name) == last
        && seen.names(name, inside: builder.containingType, type: user.type, module: user.module)
      {
        placement.formUnion(placed.subtracting(.hasLabelled))
        labelledToo = labelledToo || placed.contains(.hasLabelled)
      }
      // Through a closure of a run's view labelled otherwise than SwiftUI's views label
      // their content: where that view lays it out among its views.
      for labelled in labelledToo ? builder.labelledPlacements : [] {
        let name = builder.builtTypes[Int(labelled.built)]
        guard QualifiedName.last(of: name) == last,
          seen.names(name, inside: builder.containingType, type: user.type, module: user.module),
          seen.laysOut(closureLabelled: labelled.label, of: labelled.callee) == true
        else { continue }
        placement.formUnion(ViewPlacement(rawValue: labelled.placement))
      }
      return placement.isEmpty ? nil : (builder, placement)
    }
  }
}

/// A view type whose uses are looked for (by qualified name and module, and the file
/// declaring it when it is file-private, seen there only), or a helper member of a type
/// (`member`) whose views are.
private struct ViewUser: Hashable {
  var type: String
  var member: String?
  var module: String
  var ownFile: String?
  var through: [String]

  static func == (lhs: ViewUser, rhs: ViewUser) -> Bool {
    lhs.type == rhs.type && lhs.member == rhs.member && lhs.module == rhs.module
      && lhs.ownFile == rhs.ownFile
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(member)
    hasher.combine(module)
    hasher.combine(ownFile)
  }
}

extension SemanticIndex {
  /// The view-building members of the run whose bodies call a name whose last component
  /// is `name` (`Row(…)`, `Settings.Row(…)`), in every module, in path then declaration
  /// order. What each name means is for the asker to look up where it is written.
  public func viewBuilders(callingLast name: String) -> [MemberInfo] {
    answered(storage.viewBuilders(callingLast: name)) { $0.viewBuilders(callingLast: name) }
  }

  /// Whether `name`, written inside `enclosing`, names the type `type` of `module` here.
  fileprivate func names(_ name: String, inside enclosing: String?, type: String, module: String)
    -> Bool
  {
    guard case .declared(let qualified) = lookUpType(named: name, inside: enclosing),
      qualified == type
    else { return false }
    return self.type(named: qualified).map { $0.module == module } ?? false
  }
}
