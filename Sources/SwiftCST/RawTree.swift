/// The tree of a file as plain indices, for loops that visit every node of a kind.
///
/// A `Syntax` handle holds its file, so making one per node costs reference counting;
/// on a whole project that is most of the time of a rule that looks at every member
/// access. `RawTree` holds the file's arrays once and answers with `Int32` node and token
/// indices (-1 for "none"). Turn an index back into a `Syntax` with `syntax(_:)` when a
/// node is worth a closer look. (After rust-analyzer's split of green nodes and handles.)
public struct RawTree {
  public let file: SourceFile
  private let kinds: [SyntaxKind]
  private let parents: [Int32]
  private let firstChildren: [Int32]
  private let nextSiblings: [Int32]
  private let subtreeStarts: [Int32]
  private let firstTokens: [Int32]
  private let endTokens: [Int32]
  private let tokenKinds: [TokenKind]
  private let textStarts: [UInt32]
  private let textEnds: [UInt32]
  private let bytes: [UInt8]

  init(_ file: SourceFile) {
    self.file = file
    kinds = file.nodeKinds
    parents = file.parents
    firstChildren = file.firstChildren
    nextSiblings = file.nextSiblings
    subtreeStarts = file.subtreeStarts
    firstTokens = file.firstTokens
    endTokens = file.endTokens
    tokenKinds = file.tokenKinds
    textStarts = file.textStarts
    textEnds = file.textEnds
    bytes = file.bytes
  }

  /// The nodes of one kind, in post-order (as `SourceFile.nodes(_:)`).
  public func nodes(_ kind: SyntaxKind) -> ArraySlice<Int32> { file.kindIndex.bucket(kind) }

  public func kind(_ node: Int32) -> SyntaxKind { kinds[Int(node)] }
  public func parent(_ node: Int32) -> Int32 { parents[Int(node)] }
  public func firstChild(_ node: Int32) -> Int32 { firstChildren[Int(node)] }
  public func nextSibling(_ node: Int32) -> Int32 { nextSiblings[Int(node)] }

  /// The first child of the given kind, or -1.
  public func child(_ node: Int32, _ kind: SyntaxKind) -> Int32 {
    var child = firstChildren[Int(node)]
    while child >= 0 && kinds[Int(child)] != kind { child = nextSiblings[Int(child)] }
    return child
  }

  /// The node's descendants (not itself), in post-order: `subtreeStart(node) ..< node`.
  public func descendants(_ node: Int32) -> Range<Int32> { subtreeStarts[Int(node)]..<node }

  /// The node's tokens, as token indices.
  public func tokens(_ node: Int32) -> Range<Int32> {
    firstTokens[Int(node)]..<endTokens[Int(node)]
  }

  /// The node's first token, or -1 if it has none.
  public func firstToken(_ node: Int32) -> Int32 {
    let first = firstTokens[Int(node)]
    return first < endTokens[Int(node)] ? first : -1
  }

  public func tokenKind(_ token: Int32) -> TokenKind { tokenKinds[Int(token)] }
  public var tokenCount: Int { tokenKinds.count }

  /// The byte offset where the token's text starts.
  public func textStart(_ token: Int32) -> Int { Int(textStarts[Int(token)]) }

  /// Compares the token's text with `string` without building a String.
  public func token(_ token: Int32, is string: StaticString) -> Bool {
    let start = Int(textStarts[Int(token)])
    let end = Int(textEnds[Int(token)])
    guard end - start == string.utf8CodeUnitCount else { return false }
    return string.withUTF8Buffer { buffer in
      for offset in 0..<buffer.count where bytes[start + offset] != buffer[offset] {
        return false
      }
      return true
    }
  }

  /// The handle of a node, for the typed views.
  public func syntax(_ node: Int32) -> Syntax { Syntax(file: file, index: node) }
  public func token(_ token: Int32) -> Token { Token(file: file, index: Int(token)) }
}

extension SourceFile {
  /// The index view of this file's tree (see `RawTree`).
  public var rawTree: RawTree { RawTree(self) }
}
