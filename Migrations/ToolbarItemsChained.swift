import MigrationKit
import SwiftCST

/// `.navigationBarItems(leading: A)` with `.navigationBarItems(trailing: B)` chained right
/// after it (or the other way round) becomes one `.toolbar` holding both items, as a person
/// writes it, not two toolbars one after the other. The calls join only when nothing comes
/// between them in the chain, each of them is rewritten on its own too (same safety), they
/// place different sides, and no suppression comment is on either line; comments between
/// them move into the toolbar, before the second call's items.
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
    // The position of the rewrite each rewrite is joined with, the one written first.
    var joinedOnto: [Int: Int] = [:]
    var suppressions: Suppressions?
    for (position, outcome) in outcomes.enumerated() {
      guard case .rewrite(let outer) = outcome, let receiver = outer.site.access.base,
        let inner = rewriteAt[receiver.range], joinedOnto[inner] == nil,
        case .rewrite(let first) = outcomes[inner], first.site.call.node == receiver,
        canJoin(first, outer)
      else { continue }
      if suppressions == nil { suppressions = Suppressions(file: file) }
      let lines = [first.site, outer.site].map {
        file.location(of: $0.range.lowerBound).line
      }
      guard !lines.contains(where: { suppressions!.isSuppressed(id, group: group, line: $0) })
      else { continue }
      joinedOnto[position] = inner
    }
    let joinedBy = Dictionary(uniqueKeysWithValues: joinedOnto.map { ($0.value, $0.key) })
    return outcomes.enumerated().compactMap { position, outcome in
      switch outcome {
      case nil: return nil
      case .report(let finding): return finding
      case .rewrite(let rewrite):
        if joinedOnto[position] != nil { return nil }
        var then: Rewrite?
        if let outer = joinedBy[position], case .rewrite(let second) = outcomes[outer] {
          then = second
        }
        return finding(rewrite, then: then, in: file, id: id)
      }
    }
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
