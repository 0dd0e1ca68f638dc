/// A handle to one node of a `SourceFile`'s tree. Cheap to copy; reads the arena.
public struct Syntax: Hashable, @unchecked Sendable, CustomStringConvertible {
  public let file: SourceFile
  public let index: Int32

  init(file: SourceFile, index: Int32) {
    self.file = file
    self.index = index
  }

  public static func == (lhs: Syntax, rhs: Syntax) -> Bool {
    lhs.index == rhs.index && lhs.file === rhs.file
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  public var kind: SyntaxKind { file.nodeKinds[Int(index)] }

  public var parent: Syntax? {
    let parent = file.parents[Int(index)]
    return parent < 0 ? nil : Syntax(file: file, index: parent)
  }

  public var firstChild: Syntax? {
    let child = file.firstChildren[Int(index)]
    return child < 0 ? nil : Syntax(file: file, index: child)
  }

  /// The child when there is exactly one (as `children.count == 1 ? children[0] : nil`,
  /// without the array).
  public var onlyChild: Syntax? {
    let child = file.firstChildren[Int(index)]
    guard child >= 0, file.nextSiblings[Int(child)] < 0 else { return nil }
    return Syntax(file: file, index: child)
  }

  public var nextSibling: Syntax? {
    let sibling = file.nextSiblings[Int(index)]
    return sibling < 0 ? nil : Syntax(file: file, index: sibling)
  }

  /// The previous sibling (a linear walk over the parent's children).
  public var previousSibling: Syntax? {
    let parent = file.parents[Int(index)]
    guard parent >= 0 else { return nil }
    var previous: Int32 = -1
    var child = file.firstChildren[Int(parent)]
    while child >= 0 {
      if child == index { return previous < 0 ? nil : Syntax(file: file, index: previous) }
      previous = child
      child = file.nextSiblings[Int(child)]
    }
    return nil
  }

  /// Child nodes in source order (tokens that belong directly to this node are not included).
  /// Counted first, so that the array is allocated once, at its size (reserved, then
  /// appended: `init(unsafeUninitializedCapacity:)` would look up the storage's generic
  /// metadata on each call, see `Array(filledWith:count:)`).
  public var children: [Syntax] {
    let first = file.firstChildren[Int(index)]
    guard first >= 0 else { return [] }
    var count = 0
    var child = first
    while child >= 0 {
      count += 1
      child = file.nextSiblings[Int(child)]
    }
    let file = self.file
    var children: [Syntax] = []
    children.reserveCapacity(count)
    child = first
    while child >= 0 {
      children.append(Syntax(file: file, index: child))
      child = file.nextSiblings[Int(child)]
    }
    return children
  }

  /// The children of one kind, in source order.
  public func children(_ kind: SyntaxKind) -> [Syntax] {
    var result: [Syntax] = []
    var child = file.firstChildren[Int(index)]
    while child >= 0 {
      if file.nodeKinds[Int(child)] == kind { result.append(Syntax(file: file, index: child)) }
      child = file.nextSiblings[Int(child)]
    }
    return result
  }

  public func child(_ kind: SyntaxKind) -> Syntax? {
    var child = file.firstChildren[Int(index)]
    while child >= 0 {
      if file.nodeKinds[Int(child)] == kind { return Syntax(file: file, index: child) }
      child = file.nextSiblings[Int(child)]
    }
    return nil
  }

  /// The last child of one kind (as `children.last { $0.kind == kind }`, without the array).
  func lastChild(_ kind: SyntaxKind) -> Syntax? {
    var found: Int32 = -1
    var child = file.firstChildren[Int(index)]
    while child >= 0 {
      if file.nodeKinds[Int(child)] == kind { found = child }
      child = file.nextSiblings[Int(child)]
    }
    return found < 0 ? nil : Syntax(file: file, index: found)
  }

  /// The last child (as `children.last`, without the array).
  var lastChild: Syntax? {
    var last: Int32 = -1
    var child = file.firstChildren[Int(index)]
    while child >= 0 {
      last = child
      child = file.nextSiblings[Int(child)]
    }
    return last < 0 ? nil : Syntax(file: file, index: last)
  }

  /// The first child whose kind satisfies `predicate` (as `children.first { … }` on kinds,
  /// without the array).
  func firstChild(whereKind predicate: (SyntaxKind) -> Bool) -> Syntax? {
    var child = file.firstChildren[Int(index)]
    while child >= 0 {
      if predicate(file.nodeKinds[Int(child)]) { return Syntax(file: file, index: child) }
      child = file.nextSiblings[Int(child)]
    }
    return nil
  }

  /// Ancestors from the parent up to the root.
  public var ancestors: [Syntax] {
    var result: [Syntax] = []
    var node = parent
    while let current = node {
      result.append(current)
      node = current.parent
    }
    return result
  }

  /// Every node below this one, in post-order (children before parents), cheaply:
  /// the arena stores a subtree contiguously.
  public var descendants: [Syntax] {
    (Int(file.subtreeStarts[Int(index)])..<Int(index)).map { Syntax(file: file, index: Int32($0)) }
  }

  /// Descendants of one kind, in source order of their ends (from the kind's bucket: the
  /// cost is the matches, not the subtree).
  public func descendants(_ kind: SyntaxKind) -> [Syntax] {
    let nodes = file.kindIndex.bucket(kind, in: file.subtreeStarts[Int(index)]..<index)
    var result: [Syntax] = []
    result.reserveCapacity(nodes.count)
    for node in nodes { result.append(Syntax(file: file, index: node)) }
    return result
  }

  /// True if `other` is this node or one of its descendants.
  public func contains(_ other: Syntax) -> Bool {
    other.index <= index && other.index >= file.subtreeStarts[Int(index)]
  }

  // MARK: Tokens and text

  /// Indices of the tokens this node spans.
  public var tokenIndices: Range<Int> {
    Int(file.firstTokens[Int(index)])..<Int(file.endTokens[Int(index)])
  }

  public var tokens: [Token] { tokenIndices.map { Token(file: file, index: $0) } }
  public var firstToken: Token? {
    let first = file.firstTokens[Int(index)]
    return first < file.endTokens[Int(index)] ? Token(file: file, index: Int(first)) : nil
  }
  public var lastToken: Token? {
    let end = file.endTokens[Int(index)]
    return file.firstTokens[Int(index)] < end ? Token(file: file, index: Int(end) - 1) : nil
  }

  /// Tokens that belong to this node directly, not to a child node.
  public var ownTokens: [Token] {
    // Counted first, so that the array is allocated once, at its size.
    var count = 0
    forEachOwnToken { _ in
      count += 1
      return true
    }
    guard count > 0 else { return [] }
    var result: [Token] = []
    result.reserveCapacity(count)
    forEachOwnToken { token in
      result.append(Token(file: file, index: token))
      return true
    }
    return result
  }

  /// Calls `body` with the index of each own token in order, until it returns false.
  public func forEachOwnToken(_ body: (Int) -> Bool) {
    var cursor = Int(file.firstTokens[Int(index)])
    let end = Int(file.endTokens[Int(index)])
    var child = file.firstChildren[Int(index)]
    while true {
      let limit = child >= 0 ? Int(file.firstTokens[Int(child)]) : end
      while cursor < limit {
        guard body(cursor) else { return }
        cursor += 1
      }
      guard child >= 0 else { return }
      cursor = max(cursor, Int(file.endTokens[Int(child)]))
      child = file.nextSiblings[Int(child)]
    }
  }

  /// Byte range of the node's text, without the first token's leading or the last token's
  /// trailing trivia.
  public var range: Range<Int> {
    let first = Int(file.firstTokens[Int(index)])
    let end = Int(file.endTokens[Int(index)])
    guard first < end else {
      let offset = file.triviaStart(min(first, file.tokenCount - 1))
      return offset..<offset
    }
    return Int(file.textStarts[first])..<Int(file.textEnds[end - 1])
  }

  /// Byte range including all trivia.
  public var fullRange: Range<Int> {
    let first = Int(file.firstTokens[Int(index)])
    let end = Int(file.endTokens[Int(index)])
    guard first < end else { return range }
    let upper = end < file.tokenCount ? file.triviaStart(end) : file.bytes.count
    return file.triviaStart(first)..<upper
  }

  public var text: String { file.text(range) }

  public var location: SourceLocation { file.location(of: range.lowerBound) }

  public var description: String { "\(kind)@\(location) \(text.prefix(40))" }

  /// The first own token of the given kind, e.g. the `struct` keyword.
  public func ownToken(_ kind: TokenKind) -> Token? { firstOwnToken { $0.kind == kind } }

  /// The first token that belongs to this node directly and satisfies `predicate` (as
  /// `ownTokens.first(where:)`, without building the array).
  public func firstOwnToken(where predicate: (Token) -> Bool) -> Token? {
    var found: Token?
    forEachOwnToken { index in
      let token = Token(file: file, index: index)
      if predicate(token) {
        found = token
        return false
      }
      return true
    }
    return found
  }

  /// The first own token of one of these kinds, compared by kind only (no handle per token).
  func firstOwnTokenByKind(_ kinds: (TokenKind) -> Bool) -> Token? {
    var found = -1
    forEachOwnToken { index in
      if kinds(file.tokenKinds[index]) {
        found = index
        return false
      }
      return true
    }
    return found < 0 ? nil : Token(file: file, index: found)
  }
}

/// A handle to one token.
public struct Token: Hashable, @unchecked Sendable, CustomStringConvertible {
  public let file: SourceFile
  public let index: Int

  init(file: SourceFile, index: Int) {
    self.file = file
    self.index = index
  }

  public static func == (lhs: Token, rhs: Token) -> Bool {
    lhs.index == rhs.index && lhs.file === rhs.file
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  public var kind: TokenKind { file.tokenKinds[index] }

  /// Byte range of the token's text.
  public var range: Range<Int> { Int(file.textStarts[index])..<Int(file.textEnds[index]) }
  public var leadingTriviaRange: Range<Int> {
    file.triviaStart(index)..<Int(file.textStarts[index])
  }
  public var trailingTriviaRange: Range<Int> {
    let end = index + 1 < file.tokenCount ? file.triviaStart(index + 1) : file.bytes.count
    return Int(file.textEnds[index])..<end
  }

  public var text: String { file.text(range) }
  public var leadingTrivia: String { file.text(leadingTriviaRange) }
  public var trailingTrivia: String { file.text(trailingTriviaRange) }

  /// Compares the token's text with `string` without building a String.
  public func `is`(_ string: StaticString) -> Bool {
    guard range.count == string.utf8CodeUnitCount else { return false }
    return string.withUTF8Buffer(textEquals)
  }

  /// Compares the token's text with `string` by bytes. (Not an overload of `is(_:)`: string
  /// literals would pick it over the cheaper `StaticString` one.)
  public func hasText(_ string: String) -> Bool {
    guard range.count == string.utf8.count else { return false }
    var string = string
    return string.withUTF8(textEquals)
  }

  private func textEquals(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let range = self.range
    guard range.count == buffer.count else { return false }
    var offset = 0
    while offset < buffer.count {
      if file.bytes[range.lowerBound + offset] != buffer[offset] { return false }
      offset += 1
    }
    return true
  }

  /// True if a newline stands between this token and the previous one.
  public var isAtStartOfLine: Bool {
    if index == 0 { return true }
    let previousEnd = Int(file.textEnds[index - 1])
    let start = Int(file.textStarts[index])
    var cursor = previousEnd
    while cursor < start {
      if file.bytes[cursor] == 10 || file.bytes[cursor] == 13 { return true }
      cursor += 1
    }
    return false
  }

  public var previous: Token? { index > 0 ? Token(file: file, index: index - 1) : nil }
  public var next: Token? {
    index + 1 < file.tokenCount ? Token(file: file, index: index + 1) : nil
  }

  public var description: String { "\(kind) '\(text)'" }
}

extension SourceFile {
  /// All nodes of one kind, in post-order. Nodes are grouped by kind once at parse time,
  /// so this costs only its matches: nine migrations asking for calls, closures and
  /// declarations do not each scan the whole arena.
  public func nodes(_ kind: SyntaxKind) -> [Syntax] {
    let bucket = kindIndex.bucket(kind)
    var result: [Syntax] = []
    result.reserveCapacity(bucket.count)
    for node in bucket { result.append(Syntax(file: self, index: node)) }
    return result
  }

  /// Whether the file has a node of `kind`: a look at the kind's bucket, for a migration's
  /// first test (no `functionType` node, no closure-typed property).
  public func containsNodes(_ kind: SyntaxKind) -> Bool { !kindIndex.bucket(kind).isEmpty }

  public func token(at index: Int) -> Token { Token(file: self, index: index) }

  /// The innermost node whose text range contains `offset`.
  public func node(containing offset: Int) -> Syntax? {
    var best: Syntax?
    for node in 0..<nodeKinds.count {
      let syntax = Syntax(file: self, index: Int32(node))
      let range = syntax.range
      if range.lowerBound <= offset && offset < range.upperBound {
        if best == nil || range.count <= best!.range.count { best = syntax }
      }
    }
    return best
  }
}
