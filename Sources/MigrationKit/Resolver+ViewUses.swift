import SwiftCST

/// A place where the run lays out a view type with no length offered along an axis: in a
/// `List` or `Form` row or a `ScrollView` along that axis, directly or as (part of) the
/// body of another view type laid out there (see `Resolver.unboundedUse(ofViewType:along:)`).
public struct UnboundedViewUse: Sendable, Hashable {
  /// The type whose `body` builds the view (or the view holding it) in the container.
  public var builder: String
  /// The file of that body.
  public var path: String
  /// How the container leaves the length open (`.unboundedHeight`: a List or Form row, or a
  /// vertical ScrollView; `.unboundedWidth`: a horizontal ScrollView).
  public var placement: ViewPlacement
  /// The view types between, innermost first: the type whose body lays out the asked type
  /// among its own views, the one whose body lays out that one, and so on up to the one
  /// `builder` places in the container.
  public var through: [String]
}

extension Resolver {
  /// A place where the run lays out the view type `type` (a qualified name as this file
  /// sees the run) with no length offered along `axis` (`.unboundedHeight` or
  /// `.unboundedWidth`): a `body` of the run calls it inside a `List`, `Form` or
  /// `ScrollView` along that axis, or calls it among its own views (`direct`) while its type
  /// is laid out so, followed up to 64 types. Only `body` members count (a helper property's
  /// views may be placed anywhere in its type), each name looked up as its file sees the run
  /// (another file's private `Row` is not this one). Nil when the index shows no such use,
  /// which is not a proof that there is none (a hosting controller, a view built in a
  /// helper or passed in as content).
  public func unboundedUse(ofViewType type: String, along axis: ViewPlacement)
    -> UnboundedViewUse?
  {
    guard let info = index.type(named: type), info.kind != .extension else { return nil }
    var queue: [ViewUser] = [
      ViewUser(
        type: type, module: info.module, ownFile: info.access <= .fileprivate ? path : nil,
        through: [])
    ]
    var visited: Set<ViewUser> = []
    var next = 0
    while next < queue.count, next < 64 {
      let current = queue[next]
      next += 1
      guard visited.insert(current).inserted else { continue }
      let last = QualifiedName.last(of: current.type)
      for builder in index.viewBuilders(callingLast: last) {
        guard builder.name == "body", let outer = builder.containingType,
          current.ownFile == nil || builder.path == current.ownFile
        else { continue }
        let seen = index.seen(fromFileAt: builder.path)
        var placement: ViewPlacement = []
        for (name, placed) in zip(builder.builtTypes, builder.builtPlacements)
        where QualifiedName.last(of: name) == last
          && seen.names(name, inside: outer, type: current.type, module: current.module)
        {
          placement.formUnion(placed)
        }
        if !placement.isDisjoint(with: axis) {
          return UnboundedViewUse(
            builder: outer, path: builder.path, placement: placement.intersection(axis),
            through: current.through)
        }
        guard placement.contains(.direct), let user = seen.type(named: outer),
          user.kind != .extension
        else { continue }
        queue.append(
          ViewUser(
            type: user.name, module: user.module,
            ownFile: user.access <= .fileprivate ? builder.path : nil,
            through: current.through + [user.name]))
      }
    }
    return nil
  }
}

/// A view type whose uses are looked for: by qualified name and module, and the file
/// declaring it when it is file-private (seen there only).
private struct ViewUser: Hashable {
  var type: String
  var module: String
  var ownFile: String?
  var through: [String]

  static func == (lhs: ViewUser, rhs: ViewUser) -> Bool {
    lhs.type == rhs.type && lhs.module == rhs.module && lhs.ownFile == rhs.ownFile
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
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
  fileprivate func names(_ name: String, inside enclosing: String, type: String, module: String)
    -> Bool
  {
    guard case .declared(let qualified) = lookUpType(named: name, inside: enclosing),
      qualified == type
    else { return false }
    return self.type(named: qualified).map { $0.module == module } ?? false
  }
}
