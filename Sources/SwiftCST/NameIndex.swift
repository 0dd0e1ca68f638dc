/// Nodes grouped by the text of one token each (a call by its callee's name), built in one
/// pass, so that a rule asks for `calls(named: "overlay")` instead of walking every call
/// of the file and building a string per call.
///
/// Built for every file and asked a few dozen names, so building is what costs: a node goes
/// into a bucket picked from its token's length and first, second and last bytes (no hash
/// of every byte, no key table), each bucket a chain through the pairs as given (a pair
/// links to the one added to its bucket before it: no sorting, no copy of the pairs), and
/// a look-up compares the bytes of the tokens in the name's bucket with the name. A class:
/// every look-up takes it out of the file's tables, and a struct of several arrays would be
/// retained and released for each.
final class NameIndex: Sendable {
  /// One array for the whole index (every file builds two indexes, and an allocation less
  /// for each cost less to make and free: freeing them was a third of freeing a tree's
  /// tables): from 0, per pair, its node and the token whose text names it, in the order
  /// look-ups return them; from `headsStart`, per bucket, the position of the last pair
  /// added to it; from `previousStart`, per pair, the position of the pair added to its
  /// bucket before it; -1 for none.
  private let table: [Int32]
  private let headsStart: Int
  private let previousStart: Int
  /// 64 - log2(bucket count).
  private let shift: UInt64
  private let bytes: [UInt8]
  private let textStarts: [UInt32]
  private let textEnds: [UInt32]

  /// The room an index of up to `count` pairs takes: reserved by whoever makes the pairs,
  /// `init` makes the index in their array without allocating another.
  static func capacity(forPairs count: Int) -> Int {
    3 * count + bucketCount(forPairs: count)
  }

  /// About one bucket per node: most buckets hold one name.
  private static func bucketCount(forPairs count: Int) -> Int {
    max(16, 1 << (Int.bitWidth - count.leadingZeroBitCount))
  }

  /// `pairs` are node and token, one after the other, in the order look-ups should return
  /// the nodes (best with `capacity(forPairs:)` reserved).
  init(file: SourceFile, pairs: consuming [Int32]) {
    var table = pairs
    let pairCount = table.count / 2
    let bucketCount = Self.bucketCount(forPairs: pairCount)
    let shift = UInt64(64 - bucketCount.trailingZeroBitCount)
    let headsStart = table.count
    let previousStart = headsStart + bucketCount
    let textStarts = file.textStarts
    let textEnds = file.textEnds
    table.reserveCapacity(previousStart + pairCount)
    table.append(contentsOf: repeatElement(-1, count: bucketCount + pairCount))
    // On buffers: array subscripts in the loop cost a bounds and a uniqueness check per
    // write, for every call of every file.
    file.bytes.withUnsafeBufferPointer { bytes in
      textStarts.withUnsafeBufferPointer { textStarts in
        textEnds.withUnsafeBufferPointer { textEnds in
          table.withUnsafeMutableBufferPointer { table in
            for position in 0..<pairCount {
              let token = Int(table[2 * position + 1])
              let text = UnsafeBufferPointer(
                rebasing: bytes[Int(textStarts[token])..<Int(textEnds[token])])
              let head = headsStart + Int(Self.bucket(Self.key(text), shift: shift))
              table[previousStart + position] = table[head]
              table[head] = Int32(truncatingIfNeeded: position)
            }
          }
        }
      }
    }
    self.table = table
    self.headsStart = headsStart
    self.previousStart = previousStart
    self.shift = shift
    self.bytes = file.bytes
    self.textStarts = textStarts
    self.textEnds = textEnds
  }

  /// What picks a text's bucket: its length and first, second and last bytes (equal texts
  /// have equal keys).
  static func key(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let first = text.first, let last = text.last else { return 0 }
    let second = text.count > 1 ? text[1] : 0
    return UInt64(first) | UInt64(second) << 8 | UInt64(last) << 16 | UInt64(text.count) << 24
  }

  /// The bucket of `key` among 2^(64 - shift) (the top bits of its product with 2^64/φ).
  private static func bucket(_ key: UInt64, shift: UInt64) -> Int32 {
    Int32(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The nodes whose token reads `name`, in the order given at build time.
  func nodes(named name: String) -> [Int32] {
    nodes(named: name) { $0 }
  }

  /// `make` of each node whose token reads `name`, in the order given at build time: the
  /// chain is walked twice (to count, then to fill the array from its end), so the result
  /// is the only array made (`calls(named:)` made an array of nodes, then one of calls).
  func nodes<Element>(named name: String, _ make: (Int32) -> Element) -> [Element] {
    ByteHash.withBytes(of: name) { name in
      let first = table[headsStart + Int(Self.bucket(Self.key(name), shift: shift))]
      return bytes.withUnsafeBufferPointer { bytes in
        var count = 0
        var position = first
        while position >= 0 {
          let text = TokenText.text(of: token(ofPair: position), textStarts, textEnds, bytes)
          if ByteHash.equal(text, name) { count += 1 }
          position = table[previousStart + Int(position)]
        }
        if count == 0 { return [] }
        return [Element](unsafeUninitializedCapacity: count) { found, initialized in
          // The chain runs from the last pair added to the first.
          var slot = count
          var position = first
          while position >= 0 {
            let text = TokenText.text(of: token(ofPair: position), textStarts, textEnds, bytes)
            if ByteHash.equal(text, name) {
              slot -= 1
              found.initializeElement(at: slot, to: make(table[2 * Int(position)]))
            }
            position = table[previousStart + Int(position)]
          }
          initialized = count
        }
      }
    }
  }

  /// Whether some node's token reads one of `names` (`nodes(_:)` is not empty; no array
  /// made).
  func containsAny(_ names: TokenNames) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      names.bytes.withUnsafeBufferPointer { nameBytes in
        for position in 0..<names.count {
          let name = UnsafeBufferPointer(
            rebasing: nameBytes[names.starts[position]..<names.starts[position + 1]])
          var pair = table[headsStart + Int(Self.bucket(names.keys[position], shift: shift))]
          while pair >= 0 {
            let text = TokenText.text(of: token(ofPair: pair), textStarts, textEnds, bytes)
            if ByteHash.equal(text, name) { return true }
            pair = table[previousStart + Int(pair)]
          }
        }
        return false
      }
    }
  }

  /// Whether some node's token reads `name` (`nodes(named:)` is not empty; no array made).
  /// The name is bytes, not a `String`: reading a string's bytes calls into the standard
  /// library, which might release the index, so a caller holding the index from the file's
  /// tables retained it for each of the 100,000 look-ups a run on corpus3 makes.
  func contains(named name: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      var position = table[headsStart + Int(Self.bucket(Self.key(name), shift: shift))]
      while position >= 0 {
        let text = TokenText.text(of: token(ofPair: position), textStarts, textEnds, bytes)
        if ByteHash.equal(text, name) { return true }
        position = table[previousStart + Int(position)]
      }
      return false
    }
  }

  /// The nodes named any of `names`, name after name, each name's in the order given at
  /// build time (as `nodes(named:)` for each in turn, joined; the keys were worked out
  /// when the names were made): one array for all, the tables read through buffers once
  /// (a name costs a bucket and its chain, most often one pair).
  func nodes(_ names: TokenNames) -> [Int32] {
    var found: [Int32] = []
    let shift = self.shift
    let headsStart = self.headsStart
    let previousStart = self.previousStart
    bytes.withUnsafeBufferPointer { bytes in
      table.withUnsafeBufferPointer { table in
        textStarts.withUnsafeBufferPointer { textStarts in
          textEnds.withUnsafeBufferPointer { textEnds in
            names.bytes.withUnsafeBufferPointer { nameBytes in
              for position in 0..<names.count {
                let name = UnsafeBufferPointer(
                  rebasing: nameBytes[names.starts[position]..<names.starts[position + 1]])
                let start = found.count
                let bucket = Int(Self.bucket(names.keys[position], shift: shift))
                var pair = Int(table[headsStart + bucket])
                while pair >= 0 {
                  let token = Int(table[2 * pair + 1])
                  let text = UnsafeBufferPointer(
                    rebasing: bytes[Int(textStarts[token])..<Int(textEnds[token])])
                  if ByteHash.equal(text, name) { found.append(table[2 * pair]) }
                  pair = Int(table[previousStart + pair])
                }
                // The chain runs from the last pair added to the first.
                if found.count - start > 1 { found[start...].reverse() }
              }
            }
          }
        }
      }
    }
    return found
  }

  /// The token of the pair at `position`.
  private func token(ofPair position: Int32) -> Int32 { table[2 * Int(position) + 1] }
}

/// Names to look up in every file's tables (`SourceFile.calls(named:)`), with their bytes
/// and bucket keys worked out once (in a `static let`), not on each look-up of each file.
public struct TokenNames: Sendable {
  /// The names' bytes one after another, name `i` at `starts[i]..<starts[i + 1]`.
  let bytes: [UInt8]
  let starts: [Int]
  let keys: [UInt64]

  public init(_ names: [String]) {
    let texts = names.map { Array($0.utf8) }
    bytes = Array(texts.joined())
    var starts = [0]
    for text in texts { starts.append(starts.last! + text.count) }
    self.starts = starts
    keys = texts.map { text in text.withUnsafeBufferPointer { NameIndex.key($0) } }
  }

  public var count: Int { keys.count }

  /// The names, in the order given.
  public var names: [String] {
    (0..<count).map { String(decoding: bytes[starts[$0]..<starts[$0 + 1]], as: UTF8.self) }
  }
}

/// A set of token texts of one file, compared by bytes: deduplicates names (say, every
/// identifier used in an extension) without building a string per token.
public struct TokenTextSet {
  private let bytes: [UInt8]
  private let textStarts: [UInt32]
  private let textEnds: [UInt32]
  private var texts = ByteKeyTable()

  public init(file: SourceFile) {
    bytes = file.bytes
    textStarts = file.textStarts
    textEnds = file.textEnds
  }

  /// Whether a token with the same text was added.
  public func contains(_ token: Token) -> Bool { contains(tokenAt: Int32(token.index)) }
  public func contains(tokenAt index: Int32) -> Bool {
    bytes.withUnsafeBufferPointer {
      texts.id(of: TokenText.text(of: index, textStarts, textEnds, $0)) != nil
    }
  }

  /// Adds the token's text; false if a token with the same text was added before.
  @discardableResult
  public mutating func insert(_ token: Token) -> Bool { insert(tokenAt: Int32(token.index)) }

  /// `insert(_:)` by token index (for `RawTree` loops).
  @discardableResult
  public mutating func insert(tokenAt index: Int32) -> Bool {
    bytes.withUnsafeBufferPointer {
      texts.insert(TokenText.text(of: index, textStarts, textEnds, $0)).isNew
    }
  }

  /// Forgets every text, keeping the table (a set reused for one scope after another).
  public mutating func removeAll() {
    texts.removeAll()
  }
}

/// A token's text as bytes of its file.
enum TokenText {
  static func text(
    of token: Int32, _ textStarts: [UInt32], _ textEnds: [UInt32],
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> UnsafeBufferPointer<UInt8> {
    let start = Int(textStarts[Int(token)])
    let end = Int(textEnds[Int(token)])
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }
}
