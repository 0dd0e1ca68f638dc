#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A parsed Swift file: its bytes, its tokens and its lossless syntax tree.
///
/// The tree is an arena. Tokens and nodes live in flat arrays addressed by integer
/// indices; `Syntax` is a small handle (file + index) that reads them.
/// Nodes are stored in post-order: a node's descendants sit just before it, at
/// `subtreeStarts[node] ..< node`, so a parser can wrap a finished node in a new parent
/// (`a` → `a.b` → `a.b(c)`) without moving anything.
public final class SourceFile: @unchecked Sendable {
  /// The file exactly as read.
  public let bytes: [UInt8]

  // Tokens (see `TokenArrays` for the trivia layout). Where each token's trivia starts is
  // `triviaStarts` as parsed; a file that waits between the engine's passes keeps it as
  // `triviaGaps` instead, a byte per token rather than four (`dropDerivedTables()`), so
  // `parse`, which keeps no tree, does not pay for the compaction.
  @usableFromInline let tokenKinds: [TokenKind]
  @exclusivity(unchecked) private(set) var triviaStarts: [UInt32]
  @exclusivity(unchecked) private(set) var triviaGaps: TriviaGaps?
  @usableFromInline let textStarts: [UInt32]
  @usableFromInline let textEnds: [UInt32]

  // Nodes, post-order.
  @usableFromInline let nodeKinds: [SyntaxKind]
  @usableFromInline let subtreeStarts: [Int32]
  @usableFromInline let firstTokens: [Int32]
  /// One past the node's last token.
  @usableFromInline let endTokens: [Int32]
  // Derived after parsing in one linear pass, and dropped while the file waits between
  // the engine's passes (`dropDerivedTables()`). Written only then, by the one thread that
  // holds the file, so the run-time exclusivity checks are off.
  @usableFromInline @exclusivity(unchecked) private(set) var parents: [Int32]
  @usableFromInline @exclusivity(unchecked) private(set) var firstChildren: [Int32]
  @usableFromInline @exclusivity(unchecked) private(set) var nextSiblings: [Int32]

  /// Where the parser split lexer tokens (`>>` closing two generic lists, `>?` in
  /// `Binding<Bool>?`), empty in most files: the place in the tokens of each piece split off
  /// a token, in order (a token split twice, `>>>`, has two pieces one after the other, and
  /// what is left of a token follows its pieces), and per piece the kind the lexer gave the
  /// token. The relexer joins the pieces again to start from the lexer's tokens
  /// (`lexedTokens()`).
  let splitPieces: [Int32]
  let splitLexedKinds: [TokenKind]
  /// Syntax errors of the lexer and parser, in file order.
  public let diagnostics: [SyntaxDiagnostic]
  /// The bodies a parse with `BodySkipping` left unparsed (`codeBlock` or `accessorBlock`
  /// nodes of balanced tokens, no nodes inside), in file order; empty for a whole parse.
  public let unparsedBodies: [Int32]
  /// Byte offsets where each line starts (found on first use: `parse` only needs them for
  /// the files it reports errors in, `diff` for files with findings).
  public var lineStarts: [Int] { tables.lineStarts(of: self, through: bytes.count) }
  /// Node indices by kind, for `nodes(_:)`. Kept while the file waits between the engine's
  /// passes: sorting again for each of a kept file's two later passes cost more (2% of
  /// `diff`'s instructions) than its 4 bytes a node do in memory.
  let kindIndex: KindIndex
  /// Tables for rules, built on first use (calls by callee name).
  let tables = FileTables()

  /// Parses `bytes`. Never fails: what it cannot understand becomes `unknown` nodes and
  /// diagnostics, and printing the tree always gives `bytes` back.
  public convenience init(bytes: [UInt8]) {
    self.init(bytes: bytes, skipping: nil)
  }

  /// Parses `bytes`, leaving the bodies `skipping` lets (see `BodySkipping`) as `codeBlock`s
  /// or `accessorBlock`s of balanced tokens with no nodes inside. Every byte is still in
  /// the tree, every token is the lexer's; only a reader that never needs those bodies'
  /// statements may use such a tree (generated code's index, see `GeneratedCode`).
  public convenience init(bytes: [UInt8], skipping: BodySkipping?) {
    var unparsed: [Int32] = []
    let (tokens, nodes, diagnostics, split) = bytes.withUnsafeBufferPointer { buffer in
      let (lexed, lexDiagnostics) = Lexer.tokenize(buffer)
      return Self.parse(buffer, lexed, lexDiagnostics, skipping: skipping, unparsed: &unparsed)
    }
    self.init(
      bytes: bytes, tokens: tokens, nodes: nodes, diagnostics: diagnostics, split: split,
      unparsedBodies: unparsed)
  }

  /// Parses `bytes`, which are `old`'s bytes with `changes` made (sorted, not overlapping):
  /// the same file as `init(bytes:)` gives, with only the lines around the changes lexed
  /// again (see `Relexer`). A rewriting pass parses each file it changed this way.
  public convenience init(bytes: [UInt8], changing old: SourceFile, by changes: [ByteChange]) {
    let (tokens, nodes, diagnostics, split) = bytes.withUnsafeBufferPointer { buffer in
      if let relexed = Relexer.tokens(of: buffer, changing: old, by: changes) {
        // Only the items around the changes, when they can be (`ItemReparse`).
        if let reparsed = ItemReparse.parse(buffer, relexed, old: old, changes: changes) {
          return reparsed
        }
        return Self.parse(buffer, relexed, [])
      }
      let (lexed, lexDiagnostics) = Lexer.tokenize(buffer)
      return Self.parse(buffer, lexed, lexDiagnostics)
    }
    self.init(
      bytes: bytes, tokens: tokens, nodes: nodes, diagnostics: diagnostics, split: split)
  }

  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, _ lexed: TokenArrays,
    _ lexDiagnostics: [SyntaxDiagnostic], skipping: BodySkipping? = nil
  ) -> (TokenArrays, NodeArrays, [SyntaxDiagnostic], SplitPieces) {
    var unparsed: [Int32] = []
    return parse(buffer, lexed, lexDiagnostics, skipping: skipping, unparsed: &unparsed)
  }

  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, _ lexed: TokenArrays,
    _ lexDiagnostics: [SyntaxDiagnostic], skipping: BodySkipping?, unparsed: inout [Int32]
  ) -> (TokenArrays, NodeArrays, [SyntaxDiagnostic], SplitPieces) {
    var parser = Parser(bytes: buffer, tokens: lexed)
    parser.skipper = skipping.map(BodySkipper.init)
    parser.parseSourceFile()
    unparsed = parser.skipper?.unparsed ?? []
    var all = lexDiagnostics + parser.diagnostics
    all.sort { $0.offset < $1.offset }
    var pieces: [Int32] = []
    if !parser.splits.isEmpty {
      pieces = parser.splits.enumerated().map { Int32($0.element.at + $0.offset) }
    }
    return (
      parser.finishTokens(), NodeArrays(parser.nodes), all, (pieces, parser.splitLexedKinds)
    )
  }

  public convenience init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  init(
    bytes: [UInt8], tokens: TokenArrays, nodes: NodeArrays, diagnostics: [SyntaxDiagnostic],
    split: SplitPieces, unparsedBodies: [Int32] = []
  ) {
    self.bytes = bytes
    (self.splitPieces, self.splitLexedKinds) = split
    self.unparsedBodies = unparsedBodies
    self.tokenKinds = tokens.kinds
    self.triviaStarts = tokens.triviaStarts
    self.triviaGaps = nil
    self.textStarts = tokens.textStarts
    self.textEnds = tokens.textEnds
    self.nodeKinds = nodes.kinds
    self.subtreeStarts = nodes.subtreeStarts
    self.firstTokens = nodes.firstTokens
    self.endTokens = nodes.endTokens
    self.diagnostics = diagnostics
    (self.parents, self.firstChildren, self.nextSiblings) = NodeArrays.links(nodes.subtreeStarts)
    self.kindIndex = KindIndex(nodes.kinds, counts: nodes.kindCounts)
  }

  /// Drops the links derived from the tree (parents, first children, next siblings: 12 of
  /// the 29 bytes a node takes) while the file waits for a later pass, which
  /// calls `restoreDerivedTables()` first: the engine keeps many parsed files at once, and
  /// rebuilding them is one pass over the nodes. Nothing may read the tree in between, and
  /// only the thread holding the file may call either. The trivia starts become
  /// `TriviaGaps` for good (3 bytes a token less; read as exactly).
  public func dropDerivedTables() {
    compactTrivia()
    parents = []
    firstChildren = []
    nextSiblings = []
  }

  /// What `dropDerivedTables()` does to the trivia starts alone: the links stay, for a file
  /// whose later passes all read them (`restoreDerivedTables()` then has nothing to do).
  public func compactTrivia() {
    if triviaGaps == nil {
      triviaGaps = TriviaGaps(starts: triviaStarts, textEnds: textEnds)
      triviaStarts = []
    }
  }

  /// Rebuilds what `dropDerivedTables()` dropped; nothing if it is there.
  public func restoreDerivedTables() {
    guard parents.count != nodeKinds.count else { return }
    (parents, firstChildren, nextSiblings) = NodeArrays.links(subtreeStarts)
  }

  /// Where lines start up to `offset` at least (perhaps some after it): a file is scanned
  /// for its lines only as far as it is asked about.
  public func lineStarts(through offset: Int) -> [Int] {
    tables.lineStarts(of: self, through: offset)
  }

  /// Appends to `starts` the line starts (after LF, CRLF, or a lone CR) after `scanned` up
  /// to at least `target` (or the end), moving `scanned` on. Every line start up to
  /// `scanned` is in `starts` before and after, so a scan stopped anywhere resumes where it
  /// stopped. In bytes with no CR (`lineFeedsOnly`: most files) each LF is found by the C
  /// library's vectorised `memchr`, which costs about half the instructions a line of the
  /// loop over words (line starts 20.4 M -> 10.7 M on corpus3 before the scans stopped at the
  /// offsets asked); otherwise eight bytes at a time: a word with neither CR nor LF costs a
  /// few instructions.
  static func scanLineStarts(
    of bytes: [UInt8], into starts: inout [Int], from scanned: inout Int, through target: Int,
    lineFeedsOnly: Bool
  ) {
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      guard let base = buffer.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      let stop = min(target, count)
      if lineFeedsOnly {
        var offset = scanned
        while offset < stop {
          guard let found = memchr(raw + offset, 10, count - offset) else {
            offset = count
            break
          }
          offset = raw.distance(to: UnsafeRawPointer(found)) + 1
          starts.append(offset)
        }
        scanned = offset
        return
      }
      var offset = scanned
      while offset < stop {
        var position = -1
        if offset + 8 <= count {
          let word = UInt64(
            littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
          let found =
            zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
          // The lowest flag is exact (higher ones can be false after a borrow).
          if found == 0 {
            offset += 8
            continue
          }
          position = offset + found.trailingZeroBitCount / 8
        } else {
          while offset < count && buffer[offset] != 10 && buffer[offset] != 13 { offset += 1 }
          guard offset < count else { break }
          position = offset
        }
        offset = position + 1
        if buffer[position] == 13 && offset < count && buffer[offset] == 10 { offset += 1 }
        starts.append(offset)
      }
      scanned = offset
    }
  }

  /// Whether `bytes` holds a CR (a line may then end at one: `scanLineStarts`).
  static func hasCarriageReturn(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, 13, buffer.count) != nil
    }
  }

  /// A word with the high bit set in the lowest byte of `word` that is zero (and perhaps
  /// in higher ones after it).
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// The root `sourceFile` node (the last node in post-order).
  public var root: Syntax { Syntax(file: self, index: Int32(nodeKinds.count - 1)) }

  public var tokenCount: Int { tokenKinds.count }
  public var nodeCount: Int { nodeKinds.count }
  public var hasErrors: Bool { !diagnostics.isEmpty }

  /// Every token with its trivia, in order: the input, byte for byte.
  public func printed() -> [UInt8] {
    var output = [UInt8]()
    output.reserveCapacity(bytes.count)
    for index in 0..<tokenKinds.count {
      let start = triviaStart(index)
      let end = index + 1 < tokenKinds.count ? triviaStart(index + 1) : bytes.count
      output.append(contentsOf: bytes[start..<end])
    }
    return output
  }

  /// Where every token's trivia starts (see `triviaStart(_:)`).
  func allTriviaStarts() -> [UInt32] {
    guard let triviaGaps else { return triviaStarts }
    let count = tokenKinds.count
    var starts = [UInt32](unsafeUninitializedCapacity: count) { starts, initialized in
      triviaGaps.short.withUnsafeBufferPointer { gaps in
        textEnds.withUnsafeBufferPointer { ends in
          // A gap of 255 is patched from `long` below.
          for index in 0..<count {
            starts.initializeElement(
              at: index, to: (index == 0 ? 0 : ends[index - 1]) &+ UInt32(gaps[index]))
          }
        }
      }
      initialized = count
    }
    for (token, start) in triviaGaps.long { starts[Int(token)] = start }
    return starts
  }

  /// The tokens as the lexer gave them: the file's tokens with the pieces of each split
  /// token joined again (the same arrays when the parser split none).
  func lexedTokens() -> TokenArrays {
    var tokens = TokenArrays()
    let pieces = splitPieces
    guard !pieces.isEmpty else {
      tokens.kinds = tokenKinds
      tokens.triviaStarts = allTriviaStarts()
      tokens.textStarts = textStarts
      tokens.textEnds = textEnds
      return tokens
    }
    let triviaStarts = allTriviaStarts()
    tokens.reserve(tokenKinds.count)
    var next = 0
    var position = 0
    while position < pieces.count {
      // The token's pieces (consecutive), then what is left of it.
      let first = Int(pieces[position])
      let kind = splitLexedKinds[position]
      var rest = first + 1
      while position + 1 < pieces.count && Int(pieces[position + 1]) == rest {
        position += 1
        rest += 1
      }
      tokens.kinds += tokenKinds[next..<first]
      tokens.triviaStarts += triviaStarts[next..<first]
      tokens.textStarts += textStarts[next..<first]
      tokens.textEnds += textEnds[next..<first]
      tokens.append(
        kind, trivia: Int(triviaStarts[first]), start: Int(textStarts[first]),
        end: Int(textEnds[rest]))
      next = rest + 1
      position += 1
    }
    tokens.kinds += tokenKinds[next...]
    tokens.triviaStarts += triviaStarts[next...]
    tokens.textStarts += textStarts[next...]
    tokens.textEnds += textEnds[next...]
    return tokens
  }

  /// The byte offset where the token's leading trivia starts (the previous token's trailing
  /// trivia ends there).
  func triviaStart(_ index: Int) -> Int {
    guard let triviaGaps else { return Int(triviaStarts[index]) }
    let gap = triviaGaps.short[index]
    guard gap != 255 else { return triviaGaps.longStart(of: index) }
    return (index == 0 ? 0 : Int(textEnds[index - 1])) + Int(gap)
  }

  /// 1-based line and column (in bytes) of a byte offset.
  public func location(of offset: Int) -> SourceLocation {
    let starts = lineStarts(through: offset)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(offset: offset, line: low + 1, column: offset - starts[low] + 1)
  }

  /// The text of a byte range.
  public func text(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { String(utf8Bytes: UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Where the line containing `offset` starts.
  public func lineStart(ofLineContaining offset: Int) -> Int {
    let location = location(of: offset)
    return offset - (location.column - 1)
  }

  /// The first byte of the line containing `offset` up to the first non-blank: the line's indentation.
  public func indentation(ofLineContaining offset: Int) -> String {
    var cursor = lineStart(ofLineContaining: offset)
    let start = cursor
    while cursor < bytes.count && (bytes[cursor] == 32 || bytes[cursor] == 9) { cursor += 1 }
    return bytes.withUnsafeBufferPointer {
      String(utf8Bytes: UnsafeBufferPointer(rebasing: $0[start..<cursor]))
    }
  }
}

/// A position in a file.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var offset: Int
  public var line: Int
  public var column: Int

  public var description: String { "\(line):\(column)" }
}

/// Where each token's trivia starts, as the bytes between it and the end of the previous
/// token's text (that token's trailing trivia; for the first token, from offset 0): a byte
/// per token, since most are 0 or 1 (a space), and the few of 255 or more (a long comment
/// after a token on its line) as offsets in a list searched by token.
struct TriviaGaps {
  /// Per token: the gap before it, or 255 for one in `long`.
  let short: [UInt8]
  /// The trivia starts of the tokens whose gap is 255 or more, in token order.
  let long: [(token: Int32, start: UInt32)]

  /// Two passes, each on every token of a kept file: the gaps, capped at 255, with no
  /// branch (the compiler makes it vector code), then the 255s (`memchr`), for `long`.
  init(starts triviaStartsArray: [UInt32], textEnds textEndsArray: [UInt32]) {
    let count = triviaStartsArray.count
    short = [UInt8](unsafeUninitializedCapacity: count) { short, initialized in
      triviaStartsArray.withUnsafeBufferPointer { triviaStarts in
        textEndsArray.withUnsafeBufferPointer { textEnds in
          guard count > 0, let starts = triviaStarts.baseAddress, let ends = textEnds.baseAddress,
            let gaps = short.baseAddress
          else { return }
          // A start before the previous end wraps to a large gap: kept whole, as any.
          gaps[0] = UInt8(truncatingIfNeeded: min(starts[0], 255))
          for index in 1..<count {
            gaps[index] = UInt8(truncatingIfNeeded: min(starts[index] &- ends[index - 1], 255))
          }
        }
      }
      initialized = count
    }
    var long: [(token: Int32, start: UInt32)] = []
    short.withUnsafeBufferPointer { gaps in
      guard let base = gaps.baseAddress else { return }
      var from = 0
      while from < count, let found = memchr(base + from, 255, count - from) {
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        long.append((Int32(truncatingIfNeeded: index), triviaStartsArray[index]))
        from = index + 1
      }
    }
    self.long = long
  }

  /// The trivia start of a token whose gap is 255 (in `long`).
  func longStart(of token: Int) -> Int {
    var low = 0
    var high = long.count - 1
    while low < high {
      let middle = (low + high) / 2
      if Int(long[middle].token) < token { low = middle + 1 } else { high = middle }
    }
    return Int(long[low].start)
  }
}

/// One node as the parser finishes it.
struct NodeRecord {
  var kind: SyntaxKind
  var subtreeStart: Int32
  var firstToken: Int32
  var endToken: Int32
}

/// The parser's output: nodes in post-order.
struct NodeArrays {
  var kinds: [SyntaxKind] = []
  var subtreeStarts: [Int32] = []
  var firstTokens: [Int32] = []
  var endTokens: [Int32] = []
  /// How many nodes there are of each kind, at `kindCounts[kind.rawValue + 2]` (where
  /// `KindIndex` counts them; the first two are 0): counted while the records are split, so
  /// that the kind index does not read every kind again.
  var kindCounts: [Int32] = []

  init() {}

  /// Splits the parser's records, in one pass over them (a pass per field read every
  /// record four times), counting the kinds on the way.
  init(_ records: [NodeRecord]) {
    let count = records.count
    var counts = [Int32](repeating: 0, count: KindIndex.kindCount + 2)
    var subtreeStarts: [Int32] = []
    var firstTokens: [Int32] = []
    var endTokens: [Int32] = []
    kinds = [SyntaxKind](unsafeUninitializedCapacity: count) { kinds, kindsDone in
      subtreeStarts = [Int32](unsafeUninitializedCapacity: count) { starts, startsDone in
        firstTokens = [Int32](unsafeUninitializedCapacity: count) { firsts, firstsDone in
          endTokens = [Int32](unsafeUninitializedCapacity: count) { ends, endsDone in
            records.withUnsafeBufferPointer { records in
              counts.withUnsafeMutableBufferPointer { counts in
                for index in 0..<count {
                  let record = records[index]
                  kinds.initializeElement(at: index, to: record.kind)
                  starts.initializeElement(at: index, to: record.subtreeStart)
                  firsts.initializeElement(at: index, to: record.firstToken)
                  ends.initializeElement(at: index, to: record.endToken)
                  counts[Int(record.kind.rawValue) + 2] += 1
                }
              }
            }
            endsDone = count
          }
          firstsDone = count
        }
        startsDone = count
      }
      kindsDone = count
    }
    self.subtreeStarts = subtreeStarts
    self.firstTokens = firstTokens
    self.endTokens = endTokens
    kindCounts = counts
  }

  var count: Int { kinds.count }

  /// Parent, first child and next sibling of every node, in one pass over the post-order
  /// (on buffers: every node of every parsed file goes through it, and array subscripts
  /// cost a bounds and a uniqueness check each). No table is filled with -1 first: each
  /// node's parent and next sibling are written once, by the pass over its parent's
  /// children when the pass reaches the parent (later in post-order), or, for the nodes
  /// with no parent (the root, and any top-level node before its subtree), by a last walk
  /// over them; each node's first child is written when the pass reaches it.
  static func links(_ subtreeStarts: [Int32]) -> (
    parents: [Int32], firstChildren: [Int32], nextSiblings: [Int32]
  ) {
    let count = subtreeStarts.count
    var parents: [Int32] = []
    var nextSiblings: [Int32] = []
    let firstChildren = [Int32](unsafeUninitializedCapacity: count) { firstChildren, initialized in
      parents = [Int32](unsafeUninitializedCapacity: count) { parents, parentsDone in
        nextSiblings = [Int32](unsafeUninitializedCapacity: count) { nextSiblings, nextDone in
          subtreeStarts.withUnsafeBufferPointer { subtreeStarts in
            for node in 0..<count {
              var child = node - 1
              var next: Int32 = -1
              let start = Int(subtreeStarts[node])
              while child >= start {
                parents.initializeElement(at: child, to: Int32(node))
                nextSiblings.initializeElement(at: child, to: next)
                next = Int32(child)
                child = Int(subtreeStarts[child]) - 1
              }
              firstChildren.initializeElement(at: node, to: next)
            }
            // The nodes no other node holds: no parent, no sibling.
            var top = count - 1
            while top >= 0 {
              parents.initializeElement(at: top, to: -1)
              nextSiblings.initializeElement(at: top, to: -1)
              top = Int(subtreeStarts[top]) - 1
            }
          }
          nextDone = count
        }
        parentsDone = count
      }
      initialized = count
    }
    return (parents, firstChildren, nextSiblings)
  }
}

/// Where the parser split lexer tokens, and the kinds the lexer gave them
/// (`SourceFile.splitPieces`, `SourceFile.splitLexedKinds`).
typealias SplitPieces = (pieces: [Int32], lexedKinds: [TokenKind])

/// Node indices grouped by kind (a counting sort of the arena, done once at parse time):
/// `nodes[starts[k] ..< starts[k + 1]]` are the nodes of kind `k`, in post-order.
struct KindIndex {
  let starts: [Int32]
  let nodes: [Int32]

  static let kindCount = SyntaxKind.allCases.count

  /// `counts`: how many nodes of `kinds` there are of each kind, at `counts[kind + 2]`, with
  /// `kindCount + 2` elements (`NodeArrays.kindCounts`).
  init(_ kinds: [SyntaxKind], counts: [Int32]) {
    let kindCount = Self.kindCount
    // Kind k's count is in `starts[k + 2]`; after the running sum `starts[k + 1]` is
    // where kind k starts, and placing each node moves it on to where kind k + 1 starts,
    // so `starts[0...kindCount]` ends as the buckets' bounds.
    var starts = counts
    precondition(starts.count == kindCount + 2)
    let nodes = [Int32](unsafeUninitializedCapacity: kinds.count) { nodes, initialized in
      kinds.withUnsafeBufferPointer { kinds in
        starts.withUnsafeMutableBufferPointer { starts in
          for kind in 0..<kindCount { starts[kind + 2] += starts[kind + 1] }
          for (index, kind) in kinds.enumerated() {
            let bucket = Int(kind.rawValue) + 1
            nodes.initializeElement(at: Int(starts[bucket]), to: Int32(index))
            starts[bucket] += 1
          }
        }
      }
      initialized = kinds.count
    }
    starts.removeLast()
    self.starts = starts
    self.nodes = nodes
  }

  func bucket(_ kind: SyntaxKind) -> ArraySlice<Int32> {
    nodes[Int(starts[Int(kind.rawValue)])..<Int(starts[Int(kind.rawValue) + 1])]
  }

  /// The nodes of `kind` whose indices lie in `range` (a subtree's descendants are the
  /// indices `subtreeStart ..< node`), found by binary search in the kind's bucket.
  func bucket(_ kind: SyntaxKind, in range: Range<Int32>) -> ArraySlice<Int32> {
    let all = bucket(kind)
    let lower = Self.firstPosition(in: all, notBelow: range.lowerBound)
    let upper = Self.firstPosition(in: all[lower...], notBelow: range.upperBound)
    return all[lower..<upper]
  }

  /// The first position in sorted `slice` whose node is `node` or later.
  private static func firstPosition(in slice: ArraySlice<Int32>, notBelow node: Int32) -> Int {
    var low = slice.startIndex
    var high = slice.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if slice[middle] < node { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// One field of every record, as an array of its own (records built during lexing and
/// parsing are split into the arrays `SourceFile` keeps).
func column<Record, Value>(_ records: [Record], _ field: (Record) -> Value) -> [Value] {
  [Value](unsafeUninitializedCapacity: records.count) { buffer, initialized in
    for index in 0..<records.count {
      buffer.initializeElement(at: index, to: field(records[index]))
    }
    initialized = records.count
  }
}
