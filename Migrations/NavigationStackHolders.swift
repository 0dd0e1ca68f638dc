import MigrationKit
import SwiftCST

/// Which types navigation-stack's site facts are needed for, from early facts every file
/// gives. A finding walks up from a NavigationView through the site facts
/// (`InheritedStackStyle`): from a type to the types whose views build it, each step a site
/// that says `in:Holder`. The walk up from such a site ends at a view member of `Holder`
/// (`InheritedStackStyle.isViewMember`), so the early facts name, per type, the sites in its
/// view members; the site facts of a type no walk up from a NavigationView reaches are never
/// read, and are not recorded.
enum SiteHolders {
  /// Per type or extension with sites in its view members: `Holder<TAB>Name<TAB>Name…`,
  /// `Holder` as `Resolver.enclosingTypeName` names it to its members.
  static let holderKey = "navigation-stack.site-holder"
  /// Each type or extension with a `NavigationView(…)` call in a view member, so named
  /// (where a walk up starts).
  static let navigationViewHolderKey = "navigation-stack.navigation-view-holder"

  /// The facts of both keys.
  static func facts(in file: SourceFile) -> [ProjectFact] {
    let tree = file.rawTree
    // Per member holding a site: its type's name when it is a view member, else nil.
    var memberHolders: [Int32: String?] = [:]
    var holders: [String] = []
    var names: [String: [String]] = [:]
    var navigationViewHolders: [String] = []
    for call in tree.nodes(.functionCallExpr) {
      let isNavigationView = isNavigationView(call, in: tree)
      let name = isNavigationView ? nil : InheritedStackStyle.siteName(ofCall: call, in: tree)
      guard isNavigationView || name != nil, let member = member(around: call, in: tree)
      else { continue }
      let holder: String?
      if let known = memberHolders[member] {
        holder = known
      } else {
        let syntax = tree.syntax(member)
        holder =
          InheritedStackStyle.isViewMember(syntax) ? Resolver.enclosingTypePath(of: syntax) : nil
        memberHolders[member] = .some(holder)
      }
      guard let holder else { continue }
      if let name {
        if names[holder] == nil {
          holders.append(holder)
          names[holder] = []
        }
        if !names[holder]!.contains(name) { names[holder]!.append(name) }
      } else if !navigationViewHolders.contains(holder) {
        navigationViewHolders.append(holder)
      }
    }
    return holders.map { holder in
      ProjectFact(key: holderKey, value: ([holder] + names[holder]!).joined(separator: "\t"))
    } + navigationViewHolders.map { ProjectFact(key: navigationViewHolderKey, value: $0) }
  }

  /// The member a walk up from `node` may end at (`EnclosingViews`): the first property or
  /// method of a type above it; nil past a type declaration (the walk ends there too).
  private static func member(around node: Int32, in tree: RawTree) -> Int32? {
    var current = tree.parent(node)
    while current >= 0 {
      switch tree.kind(current) {
      case .variableDecl, .functionDecl:
        let parent = tree.parent(current)
        if parent >= 0, tree.kind(parent) == .memberBlock { return current }
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
        .sourceFile:
        return nil
      default: break
      }
      current = tree.parent(current)
    }
    return nil
  }

  /// `NavigationView(…)`, by the callee's first token.
  private static func isNavigationView(_ call: Int32, in tree: RawTree) -> Bool {
    let callee = tree.firstChild(call)
    guard callee >= 0, tree.kind(callee) == .declReferenceExpr else { return false }
    let first = tree.firstToken(callee)
    return first >= 0 && tree.token(first, is: "NavigationView")
  }

  /// The types whose site facts a finding may read: a NavigationView's holder (where the
  /// walk up from it may end), then each holder of a site of a type already in (where the
  /// walk goes on). The names are substrings of the facts' values: no string is made per
  /// name.
  static func askedTypes(in index: ProjectIndex) -> Set<String> {
    var holders: [Substring: [Substring]] = [:]
    for value in index.values(forKey: holderKey) {
      // Split by bytes: by characters, the split was most of this function's cost.
      let parts = value.utf8.split(separator: UInt8(ascii: "\t")).map { Substring($0) }
      guard let holder = parts.first else { continue }
      for name in parts.dropFirst() { holders[name, default: []].append(holder) }
    }
    var asked = Set(index.values(forKey: navigationViewHolderKey).map { Substring($0) })
    var queue = Array(asked)
    while let type = queue.popLast() {
      for holder in holders[type] ?? [] where asked.insert(holder).inserted {
        queue.append(holder)
      }
    }
    return Set(asked.map(String.init))
  }
}
