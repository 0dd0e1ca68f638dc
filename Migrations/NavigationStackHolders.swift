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

  /// The facts of both keys. With `keepingSites`, the file's sites, which the scan finds on
  /// its way (`FileSites`), are remembered with the file for its late facts
  /// (`FileSites.takeRemembered(from:)`): a kept file's late facts would otherwise ask every
  /// call of the file again.
  static func facts(in file: SourceFile, keepingSites: Bool = false) -> [ProjectFact] {
    let (facts, sites) = factsAndSites(in: file, findingSites: keepingSites)
    if keepingSites { sites.remember(in: file) }
    return facts
  }

  /// `facts(in:)`, and with `findingSites` the file's sites (`FileSites(finding:)`), found
  /// on the way (none without).
  static func factsAndSites(in file: SourceFile, findingSites: Bool) -> (
    facts: [ProjectFact], sites: FileSites
  ) {
    let tree = file.rawTree
    let scan = InheritedStackStyle.SiteScan(tree)
    var sites = FileSites()
    // The members holding sites around the call at hand, innermost last, each with its
    // type's name when it is a view member, else nil. Calls come in post-order, so a member
    // no later call is inside leaves for good: the look-up is a stack, not a table.
    var memberHolders: [MemberHolder] = []
    // The same for the type declarations around: `Resolver.enclosingTypePath` of their
    // members (it reads the innermost type declaration around a member and those above).
    var typePaths: [(type: Int32, path: String?)] = []
    // The holders with sites, in the order met, each with the names of its sites (a file
    // has few: a holder's place is looked up in the list).
    var holders: [HolderNames] = []
    var navigationViewHolders: [String] = []
    // Each call's callee is read on the file's bytes (`SiteScan`).
    file.bytes.withUnsafeBufferPointer { bytes in
      for call in tree.nodes(.functionCallExpr) {
        let isNavigationView = isNavigationView(call, in: tree, bytes)
        // The site's name is read only for a site in a view member (most are elsewhere).
        let site = isNavigationView ? nil : scan.site(ofCall: call, bytes: bytes)
        // (A NavigationView is SwiftUI's: never a site.)
        if findingSites, let site { sites.append(call, site) }
        guard isNavigationView || site != nil, let member = member(around: call, in: tree)
        else { continue }
        while let last = memberHolders.last, !tree.isInside(call, last.member) {
          memberHolders.removeLast()
        }
        if memberHolders.last?.member != member {
          let syntax = tree.syntax(member)
          let holder =
            InheritedStackStyle.isViewMember(syntax)
            ? typePath(of: member, syntax, in: tree, paths: &typePaths) : nil
          memberHolders.append(MemberHolder(member: member, holder: holder))
        }
        guard let holder = memberHolders[memberHolders.count - 1].holder else { continue }
        if let site {
          // The holder's place, found once per member.
          var place = memberHolders[memberHolders.count - 1].place
          if place < 0 {
            if let known = holders.firstIndex(where: { $0.holder == holder }) {
              place = known
            } else {
              place = holders.count
              holders.append(HolderNames(holder: holder))
            }
            memberHolders[memberHolders.count - 1].place = place
          }
          switch site {
          case .token(let token):
            holders[place].add(
              UnsafeBufferPointer(rebasing: bytes[tree.textStart(token)..<tree.textEnd(token)]))
          case .initializer(var name):
            name.withUTF8 { holders[place].add($0) }
          }
        } else if !navigationViewHolders.contains(holder) {
          navigationViewHolders.append(holder)
        }
      }
    }
    // (Most files have neither.)
    guard !holders.isEmpty || !navigationViewHolders.isEmpty else { return ([], sites) }
    var facts: [ProjectFact] = []
    facts.reserveCapacity(holders.count + navigationViewHolders.count)
    for holder in holders {
      facts.append(ProjectFact(key: holderKey, value: holder.value()))
    }
    for holder in navigationViewHolders {
      facts.append(ProjectFact(key: navigationViewHolderKey, value: holder))
    }
    return (facts, sites)
  }

  /// A holder and the names of the sites in its view members, each once (as their strings
  /// compare), kept as the UTF-8 of the fact's value after the holder, `\tName\tName…`: no
  /// string is made per site, nor appended per name.
  private struct HolderNames {
    let holder: String
    /// Each name after a tab, in the order met.
    private var bytes: [UInt8] = []
    /// Where each name starts in `bytes` (past its tab).
    private var starts: [Int] = []
    /// Whether every name is ASCII (then equal strings have equal bytes; a name outside ASCII
    /// may equal another by canonical equivalence, and is compared as a string).
    private var isASCII = true

    init(holder: String) { self.holder = holder }

    /// Adds a name (UTF-8) unless it is there.
    mutating func add(_ name: UnsafeBufferPointer<UInt8>) {
      var high: UInt8 = 0
      for byte in name { high |= byte }
      let nameIsASCII = high < 0x80
      let string = isASCII && nameIsASCII ? nil : String(decoding: name, as: UTF8.self)
      let found = bytes.withUnsafeBufferPointer { bytes in
        starts.indices.contains { position in
          let end = position + 1 < starts.count ? starts[position + 1] - 1 : bytes.count
          let other = UnsafeBufferPointer(rebasing: bytes[starts[position]..<end])
          guard let string else { return ByteHash.equal(other, name) }
          return String(decoding: other, as: UTF8.self) == string
        }
      }
      guard !found else { return }
      isASCII = isASCII && nameIsASCII
      bytes.append(UInt8(ascii: "\t"))
      starts.append(bytes.count)
      bytes.append(contentsOf: name)
    }

    /// `([holder] + names).joined(separator: "\t")`, made in one string of its length.
    func value() -> String {
      var holder = holder
      return holder.withUTF8 { head in
        bytes.withUnsafeBufferPointer { tail in
          String(unsafeUninitializedCapacity: head.count + tail.count) { buffer in
            // (A holder has a name, so the value is never empty.)
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            if !head.isEmpty { base.copyMemory(from: head.baseAddress!, byteCount: head.count) }
            (base + head.count).copyMemory(from: tail.baseAddress!, byteCount: tail.count)
            return head.count + tail.count
          }
        }
      }
    }
  }

  /// A member holding sites (`facts(in:)`): its type's name when it is a view member, and
  /// that name's place among the file's holders once a site in it is met (-1 before).
  private struct MemberHolder {
    var member: Int32
    var holder: String?
    var place = -1
  }

  /// `Resolver.enclosingTypePath(of: syntax)` of `member`, worked out once per innermost
  /// type declaration around it (the path depends on that declaration alone). `paths` is
  /// the stack of the declarations around the members met so far (see `facts(in:)`).
  private static func typePath(
    of member: Int32, _ syntax: Syntax, in tree: RawTree,
    paths: inout [(type: Int32, path: String?)]
  ) -> String? {
    var type = tree.parent(member)
    while type >= 0 {
      switch tree.kind(type) {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        while let last = paths.last, !tree.isInside(member, last.type) { paths.removeLast() }
        if let last = paths.last, last.type == type { return last.path }
        let path = Resolver.enclosingTypePath(of: syntax)
        paths.append((type, path))
        return path
      default: type = tree.parent(type)
      }
    }
    return Resolver.enclosingTypePath(of: syntax)
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

  /// `NavigationView(…)`, by the callee's first token (its length and first byte in the
  /// file's `bytes` first).
  private static func isNavigationView(
    _ call: Int32, in tree: RawTree, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let callee = tree.firstChild(call)
    guard callee >= 0, tree.kind(callee) == .declReferenceExpr else { return false }
    let first = tree.firstToken(callee)
    guard first >= 0 else { return false }
    let start = tree.textStart(first)
    return tree.textEnd(first) - start == 14 && bytes[start] == UInt8(ascii: "N")
      && tree.token(first, is: "NavigationView")
  }

  /// The types whose site facts a finding may read: a NavigationView's holder (where the
  /// walk up from it may end), then each holder of a site of a type already in (where the
  /// walk goes on). The names are substrings of the facts' values: no string is made per
  /// name.
  static func askedTypes(in index: ProjectIndex) -> Set<String> {
    let values = index.values(forKey: holderKey)
    var holders: [Substring: [Substring]] = [:]
    // Most values name a holder and one or two types.
    holders.reserveCapacity(values.count * 2)
    // A value's parts' byte ranges (kept from value to value).
    var parts: [Range<Int>] = []
    for value in values {
      // Split by bytes, as `split(separator: "\t")` (a tab is a Character of its own, and
      // empty parts are left out): by characters, the split was most of this function's
      // cost, and by `utf8.split` it still made two arrays a value.
      var value = value
      parts.removeAll(keepingCapacity: true)
      value.withUTF8 { bytes in
        var start = 0
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == 9 {
          if offset > start { parts.append(start..<offset) }
          start = offset + 1
        }
      }
      guard let first = parts.first else { continue }
      // The parts end at a tab or at the end, so each is whole UTF-8.
      let utf8 = value.utf8
      let start = utf8.startIndex
      let holder = value[
        utf8.index(
          start, offsetBy: first.lowerBound)..<utf8.index(start, offsetBy: first.upperBound)]
      for part in parts.dropFirst() {
        let name = value[
          utf8.index(
            start, offsetBy: part.lowerBound)..<utf8.index(start, offsetBy: part.upperBound)]
        holders[name, default: []].append(holder)
      }
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

extension RawTree {
  /// Whether `node` is `ancestor` or below it (post-order: its subtree is
  /// `descendants(ancestor)` and itself).
  fileprivate func isInside(_ node: Int32, _ ancestor: Int32) -> Bool {
    node == ancestor || descendants(ancestor).contains(node)
  }
}
