#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A changed file parsed again from the items around its changes: when every change of a
/// rewriting pass lies inside a run of members of one type (most often one member), or of
/// top-level items, only those are parsed again, and the nodes before and after them are
/// the old file's (those after moved by the tokens and nodes the run gained or lost). The
/// fix point's passes change a few lines of a large file, and parsing it whole again was
/// most of what its passes after the first cost outside the migrations (`docs/engine.md`).
///
/// It gives what a whole parse of the new tokens gives, because:
/// - the run starts with a declaration, and the tokens before it, its attributes and its
///   first `unchangedLead` tokens after them are the old ones (the parse of the item before
///   it looks no further into it);
/// - the tokens after the run are the old ones, moved (checked, not assumed);
/// - the run's items are children of the file or of a type's member block, with only types
///   around them, so the parse reaches them in a known state: no flags set, one level of
///   nesting per type around them (`Parser.depth`), and the items after them are parsed as
///   before from the same token;
/// - they are parsed as `parseItems` parses them, and must end exactly where the old run
///   ended (moved), with no split token and no error; anything else is parsed whole.
enum ItemReparse {
  /// The tokens after a declaration's attributes that must be unchanged (see above).
  static let unchangedLead = 4

  /// The tokens, nodes, diagnostics and split pieces of the file whose bytes are `buffer`
  /// and lexer tokens `tokens`: `old`'s bytes with `changes` made (sorted, not
  /// overlapping). Nil when the changes are not inside one such item, or the item's parse
  /// may differ from a whole parse: parse the file whole.
  static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, _ tokens: TokenArrays, old: SourceFile,
    changes: [ByteChange]
  ) -> (TokenArrays, NodeArrays, [SyntaxDiagnostic], SplitPieces)? {
    guard old.splitPieces.isEmpty, old.diagnostics.isEmpty, old.unparsedBodies.isEmpty,
      old.parents.count == old.nodeCount, let lower = changes.first?.range.lowerBound,
      let upper = changes.last?.range.upperBound,
      let (firstItem, lastItem, context, depth) = items(of: old, containing: lower..<upper)
    else { return nil }
    let first = Int(old.firstTokens[firstItem])
    let end = Int(old.endTokens[lastItem])
    let lead = leadEnd(of: firstItem, in: old)!
    let tokenDelta = tokens.count - old.tokenCount
    let byteDelta = buffer.count - old.bytes.count
    let newEnd = end + tokenDelta
    // (The run's last token ends where it did, moved: the items after it see the same
    // space before them.)
    guard newEnd > lead, sameTokens(tokens, old: old, before: lead),
      sameTokens(tokens, movedBy: tokenDelta, byteDelta, old: old, from: end),
      tokens.textEnds[newEnd - 1] == old.textEnds[end - 1] &+ UInt32(truncatingIfNeeded: byteDelta)
    else { return nil }

    var parser = Parser(bytes: buffer, tokens: tokens, nodeCapacity: newEnd - first + 16)
    parser.cursor = first
    parser.lastTextEnd = first > 0 ? tokens.textEnds[first - 1] : 0
    parser.depth = depth
    // The items as `parseItems` parses them, up to where the run ended (moved).
    while parser.cursor < newEnd {
      if parser.kind == .semicolon {
        parser.advance()
        continue
      }
      let before = parser.cursor
      guard !parser.kind.isClosingBracket, !parser.atIfConfigContinuation else { return nil }
      parser.parseItem(context: context)
      // No "consecutive statements" error after it (`parseItems`).
      guard parser.cursor > before,
        parser.atEnd || parser.kind == .rightBrace || parser.kind == .semicolon
          || parser.newlineBefore()
      else { return nil }
    }
    guard parser.cursor == newEnd, parser.splits.isEmpty, parser.diagnostics.isEmpty,
      !parser.nodes.isEmpty
    else { return nil }
    let nodes = splice(
      parser.nodes, into: old, replacing: Int(old.subtreeStarts[firstItem])...lastItem,
      tokensAfter: end, tokenDelta: tokenDelta)
    return (tokens, nodes, [], ([], []))
  }

  /// The deepest run of items (children of the file or of the member block of a type, with
  /// only types around them) whose text holds `changes`, after the first one's lead
  /// (`leadEnd`); with the context their parse starts in and the number of types around
  /// them. A run of one type is looked into: a run of its members is deeper.
  private static func items(of file: SourceFile, containing changes: Range<Int>) -> (
    first: Int, last: Int, context: Parser.ItemContext, depth: Int
  )? {
    var parent = file.nodeCount - 1
    var context = Parser.ItemContext.topLevel
    var depth = 0
    var found: (first: Int, last: Int, context: Parser.ItemContext, depth: Int)?
    while true {
      // The children from the first one ending at or after the changes to the first one
      // ending after them, and the one before them.
      var child = Int(file.firstChildren[parent])
      var before = -1
      var first = -1
      var last = -1
      while child >= 0 {
        let end = Int(file.textEnds[Int(file.endTokens[child]) - 1])
        if end >= changes.lowerBound {
          if first < 0 { first = child }
          last = child
          if changes.upperBound <= end { break }
        } else {
          before = child
        }
        child = Int(file.nextSiblings[child])
      }
      guard first >= 0, changes.upperBound <= Int(file.textEnds[Int(file.endTokens[last]) - 1])
      else { return found }
      // A change in the first one's lead, or before it (a member added), is parsed with the
      // one before it.
      if !leadIsUnchanged(first, in: file, by: changes) {
        guard before >= 0, leadIsUnchanged(before, in: file, by: changes) else { return found }
        first = before
      }
      found = (first, last, context, depth)
      // Into the members of a type.
      guard first == last else { return found }
      switch file.nodeKinds[first] {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        break
      default:
        return found
      }
      var members = Int(file.firstChildren[first])
      while members >= 0 && file.nodeKinds[members] != .memberBlock {
        members = Int(file.nextSiblings[members])
      }
      guard members >= 0 else { return found }
      parent = members
      context = .memberBlock
      depth += 1
    }
  }

  /// Whether `node` is a declaration whose lead (`leadEnd`) is before `changes`.
  private static func leadIsUnchanged(_ node: Int, in file: SourceFile, by changes: Range<Int>)
    -> Bool
  {
    guard let lead = leadEnd(of: node, in: file), lead < Int(file.endTokens[node]) else {
      return false
    }
    return Int(file.textStarts[lead]) <= changes.lowerBound
  }

  /// For a declaration (not `#if`, not a macro): the first token after its attributes and
  /// `unchangedLead` more; nil for another item. The parse of the item before looks no
  /// further into it (an attribute may take arguments in a type: `@convention(c)`, which a
  /// look-ahead over a generic argument list may read).
  private static func leadEnd(of node: Int, in file: SourceFile) -> Int? {
    switch file.nodeKinds[node] {
    case .variableDecl, .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl,
      .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
      .typealiasDecl, .associatedtypeDecl, .enumCaseDecl:
      break
    default:
      return nil
    }
    let end = Int(file.endTokens[node])
    var token = Int(file.firstTokens[node])
    guard token < end, file.tokenKinds[token] != .poundIdentifier else { return nil }
    while token < end && file.tokenKinds[token] == .atSign {
      token += 2  // `@` and the name
      while token + 1 < end && file.tokenKinds[token] == .period { token += 2 }
      if token < end && file.tokenKinds[token] == .leftParen {
        var depth = 0
        repeat {
          if file.tokenKinds[token].isOpeningBracket { depth += 1 }
          if file.tokenKinds[token].isClosingBracket { depth -= 1 }
          token += 1
        } while depth > 0 && token < end
      }
    }
    return token + unchangedLead
  }

  /// Whether the new tokens before `count` are the old ones.
  private static func sameTokens(_ tokens: TokenArrays, old: SourceFile, before count: Int)
    -> Bool
  {
    count <= tokens.count && count <= old.tokenCount
      && samePrefix(tokens.kinds, old.tokenKinds, count)
      && samePrefix(tokens.textStarts, old.textStarts, count)
      && samePrefix(tokens.textEnds, old.textEnds, count)
  }

  private static func samePrefix<Element>(_ new: [Element], _ old: [Element], _ count: Int)
    -> Bool
  {
    new.withUnsafeBytes { new in
      old.withUnsafeBytes { old in
        memcmp(new.baseAddress!, old.baseAddress!, count * MemoryLayout<Element>.stride) == 0
      }
    }
  }

  /// Whether the new tokens from `end + tokenDelta` on are the old ones from `end` on, moved
  /// by `byteDelta` bytes.
  private static func sameTokens(
    _ tokens: TokenArrays, movedBy tokenDelta: Int, _ byteDelta: Int, old: SourceFile,
    from end: Int
  ) -> Bool {
    let count = old.tokenCount - end
    guard count > 0, end + tokenDelta >= 0, end + tokenDelta + count == tokens.count
    else { return false }
    let newFirst = end + tokenDelta
    let kindsAlike = tokens.kinds.withUnsafeBytes { new in
      old.tokenKinds.withUnsafeBytes { old in
        let stride = MemoryLayout<TokenKind>.stride
        return memcmp(
          new.baseAddress! + newFirst * stride, old.baseAddress! + end * stride, count * stride)
          == 0
      }
    }
    guard kindsAlike else { return false }
    // Every difference from the shift, or-ed together (no early exit: the loop is vector
    // code).
    let shift = UInt32(truncatingIfNeeded: byteDelta)
    var differences: UInt32 = 0
    tokens.textStarts.withUnsafeBufferPointer { newStarts in
      old.textStarts.withUnsafeBufferPointer { oldStarts in
        tokens.textEnds.withUnsafeBufferPointer { newEnds in
          old.textEnds.withUnsafeBufferPointer { oldEnds in
            for offset in 0..<count {
              differences |= (newStarts[newFirst + offset] &- oldStarts[end + offset]) ^ shift
              differences |= (newEnds[newFirst + offset] &- oldEnds[end + offset]) ^ shift
            }
          }
        }
      }
    }
    return differences == 0
  }

  /// `old`'s nodes with the subtrees of `replaced` (a run of items) replaced by `records`
  /// (whose subtree starts count from the run's): the nodes after them move by the nodes
  /// gained, and their tokens from `end` (the run's old end) on by `tokenDelta`. (Loops over buffers, not appends of
  /// slices: copying this way costs fewer instructions.)
  private static func splice(
    _ records: [NodeRecord], into old: SourceFile, replacing replaced: ClosedRange<Int>,
    tokensAfter end: Int, tokenDelta: Int
  ) -> NodeArrays {
    let start = replaced.lowerBound
    let item = replaced.upperBound
    let oldCount = old.nodeCount
    let after = oldCount - item - 1
    let count = start + records.count + after
    let nodeShift = Int32(records.count - (item + 1 - start))
    let tokenShift = Int32(tokenDelta)
    let oldEnd = Int32(end)
    let itemIndex = Int32(item)
    let base = Int32(start)
    var nodes = NodeArrays()
    // The count of each kind: the old file's (from its kind index), less the old item's,
    // plus the new one's.
    var counts = [Int32](repeating: 0, count: KindIndex.kindCount + 2)
    let starts = old.kindIndex.starts
    for kind in 0..<KindIndex.kindCount { counts[kind + 2] = starts[kind + 1] - starts[kind] }
    for node in start...item { counts[Int(old.nodeKinds[node].rawValue) + 2] -= 1 }
    for record in records { counts[Int(record.kind.rawValue) + 2] += 1 }
    nodes.kindCounts = counts

    records.withUnsafeBufferPointer { records in
      nodes.kinds = [SyntaxKind](unsafeUninitializedCapacity: count) { kinds, done in
        old.nodeKinds.withUnsafeBufferPointer { old in
          for node in 0..<start { kinds[node] = old[node] }
          for (offset, record) in records.enumerated() { kinds[start + offset] = record.kind }
          for offset in 0..<after { kinds[count - after + offset] = old[item + 1 + offset] }
        }
        done = count
      }
      nodes.subtreeStarts = [Int32](unsafeUninitializedCapacity: count) { starts, done in
        old.subtreeStarts.withUnsafeBufferPointer { old in
          for node in 0..<start { starts[node] = old[node] }
          for (offset, record) in records.enumerated() {
            starts[start + offset] = record.subtreeStart + base
          }
          // Later subtrees start after the item; its ancestors' before it.
          for offset in 0..<after {
            let value = old[item + 1 + offset]
            starts[count - after + offset] = value > itemIndex ? value + nodeShift : value
          }
        }
        done = count
      }
      nodes.firstTokens = [Int32](unsafeUninitializedCapacity: count) { firsts, done in
        old.firstTokens.withUnsafeBufferPointer { old in
          for node in 0..<start { firsts[node] = old[node] }
          for (offset, record) in records.enumerated() {
            firsts[start + offset] = record.firstToken
          }
          for offset in 0..<after {
            let value = old[item + 1 + offset]
            firsts[count - after + offset] = value >= oldEnd ? value + tokenShift : value
          }
        }
        done = count
      }
      // Every node after the item ends after it.
      nodes.endTokens = [Int32](unsafeUninitializedCapacity: count) { ends, done in
        old.endTokens.withUnsafeBufferPointer { old in
          for node in 0..<start { ends[node] = old[node] }
          for (offset, record) in records.enumerated() { ends[start + offset] = record.endToken }
          for offset in 0..<after {
            ends[count - after + offset] = old[item + 1 + offset] + tokenShift
          }
        }
        done = count
      }
    }
    return nodes
  }
}
