import MigrationKit
import SwiftCST

/// `.navigationBarItems(leading: A)` with `.navigationBarItems(trailing: B)` chained right
/// after it (or the other way round) becomes one `.toolbar` holding both items, as a person
/// writes it, not two toolbars one after the other. The calls join only when nothing comes
/// between them in the chain, each of them is rewritten on its own too (same safety), they
/// place different sides, and no suppression comment is on either line; comments between
/// them move into the toolbar, before the second call's items.
///
/// A side given again in a chain of these calls (`.navigationBarItems(trailing: A)
/// .navigationBarItems(trailing: B)`, other modifiers between them or not) is only reported,
/// for the whole chain. SwiftUI does not
/// document whether the later call replaces the earlier one's items or adds to them: each
/// call writes one preference of the bar's items (iOS 13's design, where the later call
/// replaces the earlier one), while a shipped app chains a leading and a trailing call and
/// shows both on current systems. Toolbar items always add up, and keeping only the last
/// call deletes views that may show, so neither rewrite is known to keep what the bar shows.
extension ToolbarItems {
  /// The findings of `outcomes` (in the order of the calls), a rewrite whose call is the
  /// receiver of the next one joined with it into one finding.
  static func joiningChainedCalls(
    _ outcomes: [Outcome?], in file: SourceFile, id: String, group: String?
  ) -> [Finding] {
    var rewriteAt: [Range<Int>: Int] = [:]
    for (position, outcome) in outcomes.enumerated() {
      if case .rewrite(let rewrite) = outcome { rewriteAt[rewrite.site.call.node.range] = position }
    }
    // The position of the rewrite chained after each rewrite (called on its result, other
    // modifiers between or not), and the positions of those with nothing between.
    var next: [Int: Int] = [:]
    var adjacent: Set<Int> = []
    for (position, outcome) in outcomes.enumerated() {
      guard case .rewrite(let outer) = outcome else { continue }
      var receiver = outer.site.access.base
      while let current = receiver {
        if let inner = rewriteAt[current.range], case .rewrite(let first) = outcomes[inner],
          first.site.call.node == current
        {
          next[inner] = position
          if current == outer.site.access.base { adjacent.insert(position) }
          break
        }
        receiver = FunctionCall(current)?.memberAccess?.base
      }
    }
    let chained = Set(next.values)
    var findings: [Int: Finding] = [:]
    var suppressions: Suppressions?
    for (start, outcome) in outcomes.enumerated() where !chained.contains(start) {
      guard case .rewrite(let rewrite) = outcome else {
        if case .report(let finding) = outcome { findings[start] = finding }
        continue
      }
      var chain = [start]
      while let following = next[chain.last!] { chain.append(following) }
      let rewrites = chain.map { position -> Rewrite in
        guard case .rewrite(let rewrite) = outcomes[position] else { preconditionFailure() }
        return rewrite
      }
      if let repeated = sideGivenAgain(rewrites, in: file, id: id) {
        findings[chain[repeated.index]] = repeated.finding
        continue
      }
      if rewrites.count == 2, adjacent.contains(chain[1]), canJoin(rewrites[0], rewrites[1]) {
        if suppressions == nil { suppressions = Suppressions(file: file) }
        let lines = rewrites.map { file.location(of: $0.site.range.lowerBound).line }
        if !lines.contains(where: { suppressions!.isSuppressed(id, group: group, line: $0) }) {
          findings[start] = finding(rewrite, then: rewrites[1], in: file, id: id)
          continue
        }
      }
      for (position, rewrite) in zip(chain, rewrites) {
        findings[position] = finding(rewrite, then: nil, in: file, id: id)
      }
    }
    return findings.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The first call of `chain` (each called on the result of the one before) that places a
  /// side an earlier call placed, with its report; nil when each side is placed once.
  private static func sideGivenAgain(
    _ chain: [Rewrite], in file: SourceFile, id: String
  ) -> (index: Int, finding: Finding)? {
    for (index, call) in chain.enumerated() {
      guard
        let earlier = chain[..<index].last(where: {
          !Set($0.site.labels).isDisjoint(with: call.site.labels)
        })
      else { continue }
      let sides = call.site.labels.filter { earlier.site.labels.contains($0) }
      let line = file.location(of: earlier.site.range.lowerBound).line
      let place =
        line == file.location(of: call.site.range.lowerBound).line
        ? "earlier on this line" : "on line \(line)"
      let signature = { (rewrite: Rewrite) in
        "navigationBarItems(\(rewrite.site.labels.map { $0 + ":" }.joined()))"
      }
      return (
        index,
        Finding(
          migrationID: id, range: call.site.range,
          message:
            "\(signature(call)) places the \(sides.joined(separator: " and ")) items again after the \(signature(earlier)) \(place): SwiftUI does not document whether the later call replaces the earlier one's items or adds to them, while toolbar items always add up; put the views that should show into one navigationBarItems call, then convert it",
          safety: .diagnostic)
      )
    }
    return nil
  }

  /// Both sides placed once, items of one kind, and between the calls nothing but spaces,
  /// line breaks and comments before the dot.
  private static func canJoin(_ first: Rewrite, _ second: Rewrite) -> Bool {
    guard Set(first.site.labels).isDisjoint(with: second.site.labels),
      first.modern == second.modern, first.itemType == second.itemType
    else { return false }
    let file = first.site.call.node.file
    let dot = second.site.access.dotToken.range
    let afterDot = dot.upperBound..<second.site.access.nameToken.range.lowerBound
    return file.comments(within: afterDot).isEmpty
      && file.comments(within: first.site.call.node.range.upperBound..<dot.lowerBound)
        .allSatisfy { !file.text($0).contains(Suppressions.prefix) }
  }

  /// The finding of `rewrite`, with the items of `then` (chained right after it) in the same
  /// toolbar.
  private static func finding(
    _ rewrite: Rewrite, then: Rewrite?, in file: SourceFile, id: String
  ) -> Finding? {
    var items = rewrite.items
    var comments: [(before: Int, text: String)] = []
    var end = rewrite.site.call.node.range.upperBound
    if let then {
      let unit = rewrite.style.indentUnit
      for comment in file.comments(within: end..<then.site.access.dotToken.range.lowerBound) {
        let text = rewrite.style.reindent(
          file.text(comment), from: file.indentation(ofLineContaining: comment.lowerBound),
          to: rewrite.indentation + unit, skippingFirstLine: true)
        comments.append((items.count, text))
      }
      items += then.items
      end = then.site.call.node.range.upperBound
    }
    guard
      let text = toolbar(
        items, modern: rewrite.modern, itemType: rewrite.itemType.name,
        indentation: rewrite.indentation, style: rewrite.style, comments: comments)
    else { return nil }
    let joined =
      then.map { second in
        let line = file.location(of: second.site.range.lowerBound).line
        let place =
          line == file.location(of: rewrite.site.range.lowerBound).line ? "" : " (line \(line))"
        return
          "; the navigationBarItems(\(second.site.labels.map { $0 + ":" }.joined())) chained after it\(place) joins the same toolbar"
      } ?? ""
    return Finding(
      migrationID: id, range: rewrite.site.range,
      message:
        "navigationBarItems is deprecated: toolbar items placed \(rewrite.placements) show the same views, styled and laid out as toolbar items"
        + joined + rewrite.itemType.note,
      safety: .review,
      fix: Fix(edits: [
        TextEdit(range: rewrite.site.access.nameToken.range.lowerBound..<end, replacement: text)
      ]))
  }
}
