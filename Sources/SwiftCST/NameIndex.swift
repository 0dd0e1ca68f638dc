/// Nodes grouped by the text of one token each (a call by its callee's name), built in one
/// pass, so that a rule asks for `calls(named: "overlay")` instead of walking every call
/// of the file and building a string per call.
///
/// The distinct texts are keys of a `ByteKeyTable` (hashed from the token's bytes; no
/// strings are made) and the nodes are grouped by key in `GroupedValues`, each group in
/// the order the nodes were given. A class: every look-up takes it out of the file's
/// tables, and a struct of several arrays would be retained and released for each.
final class NameIndex: Sendable {
  private let texts: ByteKeyTable
  private let nodes: GroupedValues<Int32>

  /// `pairs` are (node, token) in the order look-ups should return the nodes.
  init(file: SourceFile, pairs: [(node: Int32, token: Int32)]) {
    var texts = ByteKeyTable(minimumCapacity: pairs.count)
    var nodes = GroupedValues<Int32>()
    nodes.reserveCapacity(pairs.count)
    let textStarts = file.textStarts
    let textEnds = file.textEnds
    file.bytes.withUnsafeBufferPointer { bytes in
      for pair in pairs {
        let text = TokenText.text(of: pair.token, textStarts, textEnds, bytes)
        nodes.append(pair.node, toGroup: texts.insert(text).id)
      }
    }
    nodes.finish(groupCount: texts.count)
    self.texts = texts
    self.nodes = nodes
  }

  /// The nodes whose token reads `name`, in the order given at build time.
  func nodes(named name: String) -> [Int32] {
    guard let id = texts.id(of: name) else { return [] }
    return Array(nodes.values(inGroup: id))
  }

  /// The same for a name of `names`, whose bytes were hashed when they were made.
  func nodes(_ names: TokenNames, at position: Int) -> [Int32] {
    let found = names.texts[position].withUnsafeBufferPointer {
      texts.id(of: $0, hash: names.hashes[position])
    }
    guard let id = found else { return [] }
    return Array(nodes.values(inGroup: id))
  }
}

/// Names to look up in every file's tables (`SourceFile.calls(named:)`), with their bytes
/// and hashes worked out once (in a `static let`), not on each look-up of each file: a
/// migration asking for thirty names of every file hashed thirty strings per file.
public struct TokenNames: Sendable {
  let texts: [[UInt8]]
  let hashes: [UInt64]

  public init(_ names: [String]) {
    texts = names.map { Array($0.utf8) }
    hashes = texts.map { text in text.withUnsafeBufferPointer { ByteKeyTable.hash($0) } }
  }

  public var count: Int { texts.count }
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
