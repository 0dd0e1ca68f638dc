import MigrationKit
import SwiftCST

/// Whether a NavigationView's content reaches a `NavigationLink(…isActive:…)` or
/// `NavigationLink(…tag:selection:…)`: in the closure, through a project initializer of
/// NavigationLink that forwards to one, or in a view of the project the content builds (any
/// file, followed from type to type through the index). Those links are deprecated with
/// NavigationView and misbehave inside a NavigationStack, so the rename is only a review fix.
struct ProgrammaticLinks {
  private let index: ProjectIndex
  private let resolver: Resolver

  init(_ index: ProjectIndex, _ resolver: Resolver) {
    self.index = index
    self.resolver = resolver
  }

  /// `NavigationLink(isActive:)`, `NavigationLink(isActive:) in InboxList`, or nil.
  func reached(from closure: Closure) -> String? {
    var start: [String] = []
    for node in closure.node.descendants(.functionCallExpr) {
      guard let call = FunctionCall(node) else { continue }
      if let link = link(call) { return link }
      if let name = Self.typeName(call), !start.contains(name) { start.append(name) }
    }
    return reachedType(from: start + owner(readBy: closure), links: Self.linkKey)
  }

  /// The view of the project, built by the content (any file, from type to type), that
  /// writes a `NavigationLink` of any kind: `in SidebarList`; nil when none is found. The
  /// types each type builds are known when a file of a module that builds for macOS alone
  /// holds a NavigationView (`NavigationStack.lateFactScope`).
  func viewWritingLink(from closure: Closure) -> String? {
    var start: [String] = []
    for node in closure.node.descendants(.functionCallExpr) {
      guard let call = FunctionCall(node), let name = Self.typeName(call), !start.contains(name)
      else { continue }
      start.append(name)
    }
    return reachedType(from: start + owner(readBy: closure), links: Self.anyLinkKey)
  }

  /// The view the content is in, when it reads members of it (`NavigationView { list }`):
  /// that view's other members are part of it.
  private func owner(readBy closure: Closure) -> [String] {
    guard let owner = resolver.enclosingTypeName(of: closure.node), readsMembers(closure, of: owner)
    else { return [] }
    return [owner]
  }

  /// The first link found going from `names` through the views they build, of the facts
  /// under `key`.
  private func reachedType(from names: [String], links key: String) -> String? {
    let links = index.derived(key, fromFactsFor: key, Self.table)
    guard !links.isEmpty else { return nil }
    let uses = index.derived("uses", fromFactsFor: Self.useKey, Self.graph)
    var queue = names.map { Substring($0) }
    var seen = Set(queue)
    var position = 0
    while position < queue.count {
      let name = String(queue[position])
      position += 1
      if let link = links[name] { return "\(link) in \(name)" }
      for next in uses.names(constructedBy: name) where seen.insert(next).inserted {
        queue.append(next)
      }
    }
    return nil
  }

  /// A programmatic link written in the closure, directly or through a project initializer of
  /// NavigationLink whose labels match the call's and that forwards to one.
  private func link(_ call: FunctionCall) -> String? {
    guard call.calleeName == "NavigationLink", call.memberAccess == nil else { return nil }
    let labels = call.arguments.map { $0.label ?? "_" }
    if let link = Self.programmatic(labels) { return link }
    for initializer in resolver.index.initializers(of: "NavigationLink")
    where Array(initializer.parameterLabels.prefix(labels.count)) == labels {
      for forwarded in initializer.forwards
      where forwarded.callee == "self.init" || forwarded.callee == "NavigationLink" {
        if let link = Self.programmatic(forwarded.labels) {
          return "NavigationLink(\(labels.map { $0 + ":" }.joined())), which calls \(link)"
        }
      }
    }
    return nil
  }

  /// Whether the closure reads a member of `owner` (a bare name or `self.name`).
  private func readsMembers(_ closure: Closure, of owner: String) -> Bool {
    closure.node.descendants(.declReferenceExpr).contains { reference in
      switch resolver.resolve(reference) {
      case .member(let member): return member.containingType == owner
      case .selfReference: return true
      default: return false
      }
    }
  }

  private static func table(_ facts: [ProjectFact]) -> [String: String] {
    var table: [String: String] = [:]
    for fact in facts {
      guard let (first, rest) = halves(fact.value), table[first] == nil else { continue }
      table[first] = rest
    }
    return table
  }

  /// The names each type constructs, in fact order (`graph`): per type, the runs of its
  /// facts, read only when a search reaches the type (a project has tens of thousands of
  /// these facts, and a search reads few of them).
  struct UseGraph: Sendable {
    let facts: [ProjectFact]
    /// Per type, the ranges of `facts` that are its runs; a fact in a run whose value has
    /// no two parts (`halves(_:)`) is passed over.
    var runs: [String: [Range<Int>]] = [:]

    /// The names `type` constructs: the parts of its facts' values after the type (parts
    /// end at tabs; empty ones are passed over), in fact order.
    func names(constructedBy type: String) -> [Substring] {
      guard let found = runs[type] else { return [] }
      var names: [Substring] = []
      var parts: [Range<Int>] = []
      for run in found {
        for position in run {
          var value = facts[position].value
          parts.removeAll(keepingCapacity: true)
          value.withUTF8 { bytes in
            guard let rest = ProgrammaticLinks.halves(bytes)?.1 else { return }
            var start = rest
            for offset in rest...bytes.count where offset == bytes.count || bytes[offset] == 9 {
              if offset > start { parts.append(start..<offset) }
              start = offset + 1
            }
          }
          // The parts end at a tab or at the end, so each is whole UTF-8.
          let utf8 = value.utf8
          for part in parts {
            names.append(
              value[
                utf8.index(
                  utf8.startIndex, offsetBy: part.lowerBound)..<utf8.index(
                    utf8.startIndex, offsetBy: part.upperBound)])
          }
        }
      }
      return names
    }
  }

  /// The uses graph. A type's facts come one after another (one file's scan records a
  /// type's uses together), so each run of them is one range; a run's type is compared by
  /// its bytes first, and its string is made once per run.
  static func graph(_ facts: [ProjectFact]) -> UseGraph {
    var graph = UseGraph(facts: facts)
    // At most one type per fact.
    graph.runs.reserveCapacity(facts.count)
    var type: String?
    var typeBytes: [UInt8] = []
    var runStart = 0
    for position in facts.indices {
      var value = facts[position].value
      // The first part's string when the bytes differ from the run's type's (equal bytes
      // are equal strings; other bytes may still be: canonical equivalence).
      guard
        let (first, sameBytes) = value.withUTF8({ bytes -> (String?, Bool)? in
          guard let (first, _) = halves(bytes) else { return nil }
          let part = UnsafeBufferPointer(rebasing: bytes[first])
          if type != nil, typeBytes.withUnsafeBufferPointer({ ByteHash.equal(part, $0) }) {
            return (nil, true)
          }
          return (String(decoding: part, as: UTF8.self), false)
        })
      else { continue }
      if sameBytes { continue }
      guard let name = first, name != type else { continue }
      if let type { graph.runs[type, default: []].append(runStart..<position) }
      type = name
      typeBytes = Array(name.utf8)
      runStart = position
    }
    if let type { graph.runs[type, default: []].append(runStart..<facts.count) }
    return graph
  }

  /// The offsets of `halves(_:)`'s two parts in the bytes: the first's range, where the
  /// rest starts.
  static func halves(_ bytes: UnsafeBufferPointer<UInt8>) -> (Range<Int>, Int)? {
    let tab = UInt8(ascii: "\t")
    var start = 0
    while start < bytes.count && bytes[start] == tab { start += 1 }
    guard let separator = bytes[start...].firstIndex(of: tab), separator + 1 < bytes.count
    else { return nil }
    return (start..<separator, separator + 1)
  }

  /// `value.split(separator: "\t", maxSplits: 1)` when it gives two parts, found on the
  /// UTF-8 bytes without building the parts' array: a tab is always a character of its own,
  /// so the parts are the same. As `split` omits empty parts, leading tabs are skipped and
  /// an empty rest leaves one part.
  private static func halves(_ value: String) -> (String, String)? {
    var value = value
    return value.withUTF8 { bytes in
      let tab = UInt8(ascii: "\t")
      var start = 0
      while start < bytes.count && bytes[start] == tab { start += 1 }
      guard let separator = bytes[start...].firstIndex(of: tab), separator + 1 < bytes.count
      else { return nil }
      // The parts end at a tab or at the end, so each is whole UTF-8.
      return (
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<separator]), as: UTF8.self),
        String(decoding: UnsafeBufferPointer(rebasing: bytes[(separator + 1)...]), as: UTF8.self)
      )
    }
  }
}
