/// Which migration wrote which bytes of a rewritten file, carried through every pass,
/// so that each diff hunk can name the migrations behind it.
public struct ChangeLabels: Sendable, Hashable {
  public struct Entry: Sendable, Hashable {
    /// Bytes of the current text written by the migration (empty for a pure deletion).
    public var range: Range<Int>
    public var migrationID: String
    public var safety: Safety = .safe
  }

  public private(set) var entries: [Entry] = []

  public init() {}

  /// Records one pass: `edits` (sorted, non-overlapping, in the coordinates of the text
  /// before the pass) were applied. Moves the earlier entries to the new coordinates.
  public mutating func record(_ edits: [LabelledEdit]) {
    guard !edits.isEmpty else { return }
    // The start of each edit in the new text.
    var newStarts: [Int] = []
    var shift = 0
    for labelled in edits {
      newStarts.append(labelled.edit.range.lowerBound + shift)
      shift += labelled.edit.replacement.utf8.count - labelled.edit.range.count
    }
    entries = entries.map { entry in
      let start = Self.map(
        entry.range.lowerBound, through: edits, newStarts: newStarts, isEnd: false)
      let end = Self.map(entry.range.upperBound, through: edits, newStarts: newStarts, isEnd: true)
      return Entry(
        range: start..<max(start, end), migrationID: entry.migrationID, safety: entry.safety)
    }
    for (labelled, start) in zip(edits, newStarts) {
      entries.append(
        Entry(
          range: start..<start + labelled.edit.replacement.utf8.count,
          migrationID: labelled.migrationID, safety: labelled.safety))
    }
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

  private func entries(touching lower: Int, _ upper: Int) -> [Entry] {
    entries.filter { $0.range.lowerBound <= upper && $0.range.upperBound >= lower }
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
