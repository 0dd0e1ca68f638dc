/// "Did you mean …?" for mistyped names.
public enum Spelling {
  /// The candidate closest to `name` by edit distance, if it is close enough to be a typo
  /// (at most a third of the name's length, at least 1, at most 3 edits).
  public static func suggestion(for name: String, among candidates: [String]) -> String? {
    let limit = min(3, max(1, name.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= limit && distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Levenshtein distance (insertions, deletions, substitutions; an adjacent swap costs one).
  public static func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first)
    let b = Array(second)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
