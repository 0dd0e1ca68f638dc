/// A small, fast, seedable random number generator (SplitMix64), so fuzz runs repeat exactly.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Mutations that break Swift in the ways real edits and bad files do.
public enum Mutator {
  /// Pieces worth inserting: delimiters, quotes, comment and interpolation openers, odd bytes.
  public static let insertions: [[UInt8]] =
    [
      "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#", "/", "/*", "*/", "\\(", "`", "\r", "\n",
      "<", ">", "#if ",
      "#endif", ".", ",", ":",
    ].map { Array($0.utf8) } + [[0xFF], [0x00], [0xE2, 0x82]]

  public static func mutate(_ source: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = source
    let count = Int.random(in: 1...3, using: &random)
    for _ in 0..<count {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        bytes.removeSubrange(position...)
      case 1 where position < bytes.count:
        let end = min(bytes.count, position + Int.random(in: 1...8, using: &random))
        bytes.removeSubrange(position..<end)
      case 2:
        bytes.insert(
          contentsOf: insertions[Int.random(in: 0..<insertions.count, using: &random)], at: position
        )
      default:
        let end = min(bytes.count, position + Int.random(in: 1...40, using: &random))
        let span = Array(bytes[position..<end])
        let target = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
        bytes.insert(contentsOf: span, at: target)
      }
    }
    return bytes
  }
}
