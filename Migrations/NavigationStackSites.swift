import MigrationKit
import SwiftCST

/// The sites of a file: its calls that `InheritedStackStyle.site(ofCall:in:)` names (with
/// no scope), in post-order. The late facts find them once for both of their kinds: the site
/// facts read them through their scope, and a file's uses (`ProgrammaticLinks`) are its
/// sites' `Name(…)` calls; each used to ask of every call of the file.
struct FileSites {
  /// The calls that are sites, in post-order (so by increasing index).
  private(set) var calls: [Int32] = []
  /// Per call: the token of the name of `Name(…)`, or -1 for `Name.init(…)`.
  private(set) var tokens: [Int32] = []

  /// None yet.
  init() {}

  /// Every call of the file, asked.
  init(finding file: SourceFile) {
    let scan = InheritedStackStyle.SiteScan(file.rawTree)
    file.bytes.withUnsafeBufferPointer { bytes in
      for call in scan.tree.nodes(.functionCallExpr) {
        if let site = scan.site(ofCall: call, bytes: bytes) { append(call, site) }
      }
    }
  }

  private static let rememberedKey = "navigation-stack.sites"

  /// The sites as the file keeps them (an object: `SourceFile.rememberForLateFacts`).
  private final class Kept {
    let sites: FileSites
    init(_ sites: FileSites) { self.sites = sites }
  }

  /// Keeps the sites with the file for `takeRemembered(from:)` (the early facts find them on
  /// their way; the late facts of a kept file read them).
  func remember(in file: SourceFile) {
    file.rememberForLateFacts(Kept(self), as: Self.rememberedKey)
  }

  /// The sites the file's early facts remembered, taken from the file; nil if there are
  /// none (a file read again, or one whose tree was not kept).
  static func takeRemembered(from file: SourceFile) -> FileSites? {
    file.takeRememberedForLateFacts(rememberedKey, as: Kept.self)?.sites
  }

  /// Adds a call after those added (a later one in post-order).
  mutating func append(_ call: Int32, _ site: InheritedStackStyle.SiteCallee) {
    if calls.isEmpty {
      calls.reserveCapacity(16)
      tokens.reserveCapacity(16)
    }
    calls.append(call)
    switch site {
    case .token(let token): tokens.append(token)
    case .initializer: tokens.append(-1)
    }
  }

  /// The positions of the calls below `node` (its descendants, as
  /// `RawTree.nodes(_:below:)` gives them).
  func positions(below node: Int32, in tree: RawTree) -> Range<Int> {
    let descendants = tree.descendants(node)
    return firstPosition(atLeast: descendants.lowerBound)..<firstPosition(atLeast: node)
  }

  /// The first position whose call is at `index` or later.
  private func firstPosition(atLeast index: Int32) -> Int {
    var low = 0
    var high = calls.count
    while low < high {
      let middle = (low + high) / 2
      if calls[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
