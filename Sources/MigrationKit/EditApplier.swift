/// A fix together with the migration that proposed it.
public struct ProposedFix: Sendable, Hashable {
  public var migrationID: String
  public var fix: Fix
  /// `review` fixes are marked as such in diff hunk headers.
  public var safety: Safety

  public init(migrationID: String, fix: Fix, safety: Safety = .safe) {
    self.migrationID = migrationID
    self.fix = fix
    self.safety = safety
  }

  /// The offset of the fix's first edit (where it sorts).
  var start: Int { fix.edits.map(\.range.lowerBound).min() ?? 0 }
}

/// One edit that was applied, and the migration behind it.
public struct LabelledEdit: Sendable, Hashable {
  public var edit: TextEdit
  public var migrationID: String
  public var safety: Safety = .safe
}

/// Chooses fixes that can be applied together in one pass, and applies them to bytes.
public enum EditApplier {
  public struct Selection: Sendable {
    /// Fixes to apply now, in the order they were proposed.
    public var accepted: [ProposedFix] = []
    /// Fixes overlapping an accepted one; the migration will find them again next pass.
    public var deferred: [ProposedFix] = []
    /// Fixes that can never be applied (out-of-bounds or self-overlapping edits), with the reason.
    public var invalid: [(fix: ProposedFix, reason: String)] = []
  }

  /// Walks the fixes in order of their first edit (ties keep the order given) and accepts
  /// each one whose edits overlap no edit of an already accepted fix.
  public static func select(_ fixes: [ProposedFix], byteCount: Int) -> Selection {
    var selection = Selection()
    var taken: [TextEdit] = []
    let ordered = fixes.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    for (_, proposed) in ordered {
      if let reason = problem(with: proposed.fix, byteCount: byteCount) {
        selection.invalid.append((proposed, reason))
      } else if proposed.fix.yieldsToFixesInside,
        hasFixInside(proposed, among: fixes, byteCount: byteCount)
      {
        selection.deferred.append(proposed)
      } else if proposed.fix.edits.contains(where: { edit in taken.contains { conflict(edit, $0) } }
      ) {
        selection.deferred.append(proposed)
      } else {
        selection.accepted.append(proposed)
        taken += proposed.fix.edits
      }
    }
    return selection
  }

  /// Applies the edits of non-overlapping fixes. Returns the new bytes and the applied
  /// edits in file order (ranges in the coordinates of `bytes`).
  public static func apply(_ fixes: [ProposedFix], to bytes: [UInt8]) -> (
    bytes: [UInt8], edits: [LabelledEdit]
  ) {
    var edits: [(edit: LabelledEdit, order: Int)] = []
    for proposed in fixes {
      for edit in proposed.fix.edits {
        edits.append(
          (
            LabelledEdit(edit: edit, migrationID: proposed.migrationID, safety: proposed.safety),
            edits.count
          ))
      }
    }
    // Insertions at an offset go before a replacement starting there; otherwise keep the given order.
    edits.sort {
      let left = $0.edit.edit.range
      let right = $1.edit.edit.range
      return (left.lowerBound, left.isEmpty ? 0 : 1, $0.order) < (
        right.lowerBound, right.isEmpty ? 0 : 1, $1.order
      )
    }
    var output: [UInt8] = []
    output.reserveCapacity(
      bytes.count + edits.reduce(0) { $0 + $1.edit.edit.replacement.utf8.count })
    var cursor = 0
    for (labelled, _) in edits {
      let range = labelled.edit.range
      output.append(contentsOf: bytes[cursor..<range.lowerBound])
      output.append(contentsOf: labelled.edit.replacement.utf8)
      cursor = range.upperBound
    }
    output.append(contentsOf: bytes[cursor...])
    return (output, edits.map(\.edit))
  }

  /// True if every edit of the fix would leave the bytes as they are.
  public static func isNoOp(_ fix: Fix, in bytes: [UInt8]) -> Bool {
    fix.edits.allSatisfy { edit in
      edit.range.lowerBound >= 0 && edit.range.upperBound <= bytes.count
        && bytes[edit.range].elementsEqual(edit.replacement.utf8)
    }
  }

  /// Whether a valid fix of another migration has all its edits within the span of
  /// `outer`'s edits (a `foregroundColor` rename inside a Text concatenation).
  static func hasFixInside(_ outer: ProposedFix, among fixes: [ProposedFix], byteCount: Int)
    -> Bool
  {
    guard let lower = outer.fix.edits.map(\.range.lowerBound).min(),
      let upper = outer.fix.edits.map(\.range.upperBound).max()
    else { return false }
    return fixes.contains { other in
      other.migrationID != outer.migrationID && !other.fix.edits.isEmpty
        && other.fix.edits.allSatisfy {
          lower <= $0.range.lowerBound && $0.range.upperBound <= upper
        }
        && problem(with: other.fix, byteCount: byteCount) == nil
    }
  }

  /// Two edits of different fixes conflict if their ranges overlap, if one inserts strictly
  /// inside the other's range, or if both insert at the same offset (their order would be arbitrary).
  /// An insertion that starts a new line right after a replacement that lays out lines of
  /// its own conflicts too: the new line's indentation was chosen against the replaced code
  /// (a modifier added after a chain that another fix re-indents), so it waits a pass and is
  /// found again over the rewritten code.
  static func conflict(_ first: TextEdit, _ second: TextEdit) -> Bool {
    let a = first.range
    let b = second.range
    switch (a.isEmpty, b.isEmpty) {
    case (true, true): return a.lowerBound == b.lowerBound
    case (true, false):
      return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound
        || continuesLines(first, after: second)
    case (false, true):
      return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound
        || continuesLines(second, after: first)
    case (false, false): return a.overlaps(b)
    }
  }

  /// Whether `insertion` begins a line at the end of `replacement`, which writes lines.
  private static func continuesLines(_ insertion: TextEdit, after replacement: TextEdit) -> Bool {
    guard insertion.range.lowerBound == replacement.range.upperBound,
      let first = insertion.replacement.utf8.first,
      first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
    else { return false }
    return replacement.replacement.utf8.contains(UInt8(ascii: "\n"))
  }

  private static func problem(with fix: Fix, byteCount: Int) -> String? {
    if fix.edits.contains(where: { $0.range.lowerBound < 0 || $0.range.upperBound > byteCount }) {
      return "an edit lies outside the file"
    }
    // Within one fix, several insertions at one offset are fine: they keep their order.
    for (index, edit) in fix.edits.enumerated() {
      for other in fix.edits[(index + 1)...]
      where conflict(edit, other) && !(edit.range.isEmpty && other.range.isEmpty) {
        return "two of its edits overlap"
      }
    }
    return nil
  }
}
