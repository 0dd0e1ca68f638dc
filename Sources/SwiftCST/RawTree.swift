/// The tree of a file as plain indices, for loops that visit every node of a kind.
///
/// A `Syntax` handle holds its file, so making one per node costs reference counting;
/// on a whole project that is most of the time of a rule that looks at every member
/// access. `RawTree` holds the file's arrays once and answers with `Int32` node and token
/// indices (-1 for "none"). Turn an index back into a `Syntax` with `syntax(_:)` when a
/// node is worth a closer look. (After rust-analyzer's split of green nodes and handles.)
public struct RawTree {
  public let file: SourceFile

  // The file's arrays, read through the file: making a `RawTree` is then one retain, not
  // twelve (it is made once per file by each of several migrations).
  @inlinable var kinds: [SyntaxKind] { file.nodeKinds }
  @inlinable var parents: [Int32] { file.parents }
  @inlinable var firstChildren: [Int32] { file.firstChildren }
  @inlinable var nextSiblings: [Int32] { file.nextSiblings }
  @inlinable var subtreeStarts: [Int32] { file.subtreeStarts }
  @inlinable var firstTokens: [Int32] { file.firstTokens }
  @inlinable var endTokens: [Int32] { file.endTokens }
  @inlinable var tokenKinds: [TokenKind] { file.tokenKinds }
  @inlinable var textStarts: [UInt32] { file.textStarts }
  @inlinable var textEnds: [UInt32] { file.textEnds }
  @inlinable var bytes: [UInt8] { file.bytes }

  init(_ file: SourceFile) { self.file = file }

  /// The last of `node`'s own tokens (not its children's) of `kind`, or -1: the last of
  /// `Syntax.ownTokens` of that kind, without the array of tokens.
  public func lastOwnToken(_ node: Int32, ofKind kind: TokenKind) -> Int32 {
    var found: Int32 = -1
    let kinds = tokenKinds
    Syntax(file: file, index: node).forEachOwnToken { token in
      if kinds[token] == kind { found = Int32(token) }
      return true
    }
    return found
  }

  /// The nodes of one kind, in post-order (as `SourceFile.nodes(_:)`).
  public func nodes(_ kind: SyntaxKind) -> ArraySlice<Int32> { file.kindIndex.bucket(kind) }

  /// The descendants of `node` of one kind, in post-order (as `Syntax.descendants(_:)`),
  /// by binary search in the kind's bucket.
  public func nodes(_ kind: SyntaxKind, below node: Int32) -> ArraySlice<Int32> {
    file.kindIndex.bucket(kind, in: subtreeStarts[Int(node)]..<node)
  }

  /// Of a `memberAccessExpr`: the token of the member's name, after its module selector if
  /// it has one (as `MemberAccess.nameToken`).
  public func memberNameToken(_ node: Int32) -> Int32 {
    var dot = firstTokens[Int(node)]
    let first = firstChildren[Int(node)]
    if first >= 0 && kinds[Int(first)] != .genericArgumentClause
      && kinds[Int(first)] != .moduleSelector
    {
      dot = endTokens[Int(first)]
    }
    var child = first
    while child >= 0 {
      if kinds[Int(child)] == .moduleSelector && firstTokens[Int(child)] > dot {
        return endTokens[Int(child)]
      }
      child = nextSiblings[Int(child)]
    }
    return dot + 1
  }

  /// The first byte of the token's text, or nil for an empty token.
  @inlinable public func firstByte(_ token: Int32) -> UInt8? {
    let start = Int(textStarts[Int(token)])
    return start < Int(textEnds[Int(token)]) ? bytes[start] : nil
  }

  @inlinable public func kind(_ node: Int32) -> SyntaxKind { kinds[Int(node)] }
  @inlinable public func parent(_ node: Int32) -> Int32 { parents[Int(node)] }
  @inlinable public func firstChild(_ node: Int32) -> Int32 { firstChildren[Int(node)] }
  @inlinable public func nextSibling(_ node: Int32) -> Int32 { nextSiblings[Int(node)] }

  /// The first child of the given kind, or -1.
  @inlinable public func child(_ node: Int32, _ kind: SyntaxKind) -> Int32 {
    var child = firstChildren[Int(node)]
    while child >= 0 && kinds[Int(child)] != kind { child = nextSiblings[Int(child)] }
    return child
  }

  /// The node's descendants (not itself), in post-order: `subtreeStart(node) ..< node`.
  @inlinable public func descendants(_ node: Int32) -> Range<Int32> {
    subtreeStarts[Int(node)]..<node
  }

  /// The node's tokens, as token indices.
  @inlinable public func tokens(_ node: Int32) -> Range<Int32> {
    firstTokens[Int(node)]..<endTokens[Int(node)]
  }

  /// The node's first token, or -1 if it has none.
  @inlinable public func firstToken(_ node: Int32) -> Int32 {
    let first = firstTokens[Int(node)]
    return first < endTokens[Int(node)] ? first : -1
  }

  @inlinable public func tokenKind(_ token: Int32) -> TokenKind { tokenKinds[Int(token)] }

  /// Calls `body` with the kinds of the file's tokens, by token index: for a loop over many
  /// tokens, which `tokenKind(_:)` would read through the file one by one.
  @inlinable public func withTokenKinds<Result>(
    _ body: (UnsafeBufferPointer<TokenKind>) throws -> Result
  ) rethrows -> Result {
    try tokenKinds.withUnsafeBufferPointer(body)
  }
  @inlinable public var tokenCount: Int { tokenKinds.count }

  /// The byte offset where the token's text starts.
  @inlinable public func textStart(_ token: Int32) -> Int { Int(textStarts[Int(token)]) }

  /// The byte offset where the token's text ends.
  @inlinable public func textEnd(_ token: Int32) -> Int { Int(textEnds[Int(token)]) }

  /// The bytes of the token's text.
  @inlinable public func textBytes(_ token: Int32) -> ArraySlice<UInt8> {
    bytes[Int(textStarts[Int(token)])..<Int(textEnds[Int(token)])]
  }

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
