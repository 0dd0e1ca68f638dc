/// Which migration wrote which bytes of a rewritten file, carried through every pass,
/// so that each diff hunk can name the migrations behind it.
public struct ChangeLabels: Sendable, Hashable {
  public struct Entry: Sendable, Hashable {
    /// Bytes of the current text written by the migration (empty for a pure deletion).
    public var range: Range<Int>
    public var migrationID: String
    public var safety: Safety = .safe
    /// The part of `range` that differs from the text the edit replaced (`record(_:replacingIn:)`;
    /// all of it when the replaced text was not given).
    public var changed: Range<Int>

    public init(
      range: Range<Int>, migrationID: String, safety: Safety = .safe, changed: Range<Int>? = nil
    ) {
      self.range = range
      self.migrationID = migrationID
      self.safety = safety
      self.changed = changed ?? range
    }
  }

  public private(set) var entries: [Entry] = []

  public init() {}

  /// Records one pass: `edits` (sorted, non-overlapping, in the coordinates of the text
  /// before the pass, `old` when given) were applied. Moves the earlier entries to the new
  /// coordinates. With `old`, each entry also knows which of its bytes differ from what its
  /// edit replaced (`Entry.changed`): a fix that rewrites a whole stack to drop its first
  /// and last lines did not change the lines between, and a hunk there is not its change.
  public mutating func record(_ edits: [LabelledEdit], replacingIn old: [UInt8]? = nil) {
    guard !edits.isEmpty else { return }
    // The start of each edit in the new text.
    var newStarts: [Int] = []
    var shift = 0
    for labelled in edits {
      newStarts.append(labelled.edit.range.lowerBound + shift)
      shift += labelled.edit.replacement.utf8.count - labelled.edit.range.count
    }
    func moved(_ range: Range<Int>) -> Range<Int> {
      let start = Self.map(range.lowerBound, through: edits, newStarts: newStarts, isEnd: false)
      let end = Self.map(range.upperBound, through: edits, newStarts: newStarts, isEnd: true)
      return start..<max(start, end)
    }
    entries = entries.map { entry in
      Entry(
        range: moved(entry.range), migrationID: entry.migrationID, safety: entry.safety,
        changed: moved(entry.changed))
    }
    for (labelled, start) in zip(edits, newStarts) {
      let count = labelled.edit.replacement.utf8.count
      let changed = old.map { Self.changedPart(of: labelled.edit, in: $0) } ?? 0..<count
      entries.append(
        Entry(
          range: start..<start + count, migrationID: labelled.migrationID,
          safety: labelled.safety,
          changed: start + changed.lowerBound..<start + changed.upperBound))
    }
  }

  /// The part of `edit`'s replacement that differs from the text it replaces in `old`, as
  /// offsets into the replacement: without the longest common prefix and, after it, the
  /// longest common suffix (empty, at the first difference, for a pure deletion).
  static func changedPart(of edit: TextEdit, in old: [UInt8]) -> Range<Int> {
    let new = Array(edit.replacement.utf8)
    let replaced = old[edit.range]
    var prefix = 0
    while prefix < new.count, prefix < replaced.count,
      new[prefix] == replaced[replaced.startIndex + prefix]
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < new.count - prefix, suffix < replaced.count - prefix,
      new[new.count - 1 - suffix] == replaced[replaced.endIndex - 1 - suffix]
    {
      suffix += 1
    }
    return prefix..<new.count - suffix
  }

  /// The migrations that wrote bytes in, or deleted bytes at, the closed span `lower...upper`,
  /// sorted by id.
  public func migrationIDs(touching lower: Int, _ upper: Int) -> [String] {
    Array(Set(entries(touching: lower, upper).map(\.migrationID))).sorted()
  }

  /// The same ids for a diff hunk header, each marked ` (review)` if a review-level fix of
  /// that migration wrote there.
  public func hunkLabels(touching lower: Int, _ upper: Int) -> [String] {
    let touching = entries(touching: lower, upper)
    return migrationIDs(touching: lower, upper).map { id in
      touching.contains { $0.migrationID == id && $0.safety == .review } ? id + " (review)" : id
    }
  }

  /// The entries whose changed bytes touch the span; when none does (a line diff may align
  /// a repeated line otherwise than the bytes' common prefix and suffix), those whose
  /// written bytes do.
  private func entries(touching lower: Int, _ upper: Int) -> [Entry] {
    let changed = entries.filter {
      $0.changed.lowerBound <= upper && $0.changed.upperBound >= lower
    }
    guard changed.isEmpty else { return changed }
    return entries.filter { $0.range.lowerBound <= upper && $0.range.upperBound >= lower }
  }

  /// Maps an offset of the old text to the new text. An offset inside a replaced range
  /// snaps to the replacement's start (`isEnd == false`) or end. Text inserted exactly at
  /// an entry's start lies before it; text inserted exactly at its end lies after it.
  static func map(_ offset: Int, through edits: [LabelledEdit], newStarts: [Int], isEnd: Bool)
    -> Int
  {
    var shift = 0
    for (labelled, newStart) in zip(edits, newStarts) {
      let range = labelled.edit.range
      let length = labelled.edit.replacement.utf8.count
      let insertsAtEnd = isEnd && range.isEmpty && range.lowerBound == offset
      if range.upperBound <= offset && !insertsAtEnd {
        shift += length - range.count
      } else if range.lowerBound >= offset {
        break
      } else {
        // Strictly inside the replaced range.
        return isEnd ? newStart + length : newStart
      }
    }
    return offset + shift
  }
}
