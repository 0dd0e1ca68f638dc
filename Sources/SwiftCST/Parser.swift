/// A recursive-descent, error-tolerant parser that builds the post-order node arena.
///
/// It reads the lexer's tokens (`input`) in place. A token the grammar needs in two pieces
/// (`>>` closing two generic argument lists, `>?` in `Binding<Bool>?`) is split by
/// recording the first piece in `splits` and moving the input token's start past it; the
/// final token arrays are the input with those pieces merged in (`finishTokens`), so a
/// file with no split is never copied. A token's index in the final arrays is its input
/// index plus the number of splits before it.
/// Every loop consumes a token or stops, and nesting is bounded, so the parser always
/// ends; every input token is kept, so no byte is ever lost.
struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  var input: TokenArrays
  var cursor = 0
  /// Tokens split off the front of input tokens: (input index, kind, trivia start, text start).
  var splits: [(at: Int, kind: TokenKind, trivia: UInt32, start: UInt32)] = []
  /// Per split, the kind the lexer gave the input token (`SourceFile.splitPieces`).
  var splitLexedKinds: [TokenKind] = []
  /// Where the last consumed (or split-off) token's text ends.
  var lastTextEnd: UInt32 = 0
  // (The flags are declared beside `lastTextEnd`, in its padding: in a debug build the
  // parser's size is part of every level of nesting, which `StackBudget` measures in bytes.)
  var reportedDepth = false
  /// In `if`/`guard`/`while` conditions, `for … in` sequences and `switch` subjects a `{`
  /// starts the body, not a trailing closure.
  var noTrailingClosure = false
  /// In `#if` conditions the expression ends at the end of the line.
  var stopAtNewline = false
  /// Whether the members of the type being parsed (or of one around it) keep their bodies
  /// parsed (`BodySkipping.typeHeaderWords`).
  var keepsMemberBodies = false
  /// Finished nodes, one record each (one append per node instead of four); split into
  /// `NodeArrays` by `finishNodes()`.
  var nodes: [NodeRecord] = []
  var diagnostics: [SyntaxDiagnostic] = []

  /// Current nesting of recursive constructs (each bracket or statement costs two to four).
  var depth = 0
  /// Past this many levels, or when the thread's stack is nearly used up (`stack`),
  /// constructs are skipped as balanced `unknown` ranges instead of recursed into, so that
  /// 20,000 nested brackets cannot overflow the stack.
  static let maxDepth = 2_000
  let stack = StackBudget.forCurrentThread()
  /// Which declaration bodies may be left unparsed (`parseBody`), with what that needs to
  /// know as the parse goes; nil: none. (One reference, for the parser's size, above.)
  var skipper: BodySkipper?

  init(bytes: UnsafeBufferPointer<UInt8>, tokens: TokenArrays) {
    self.bytes = bytes
    self.input = tokens
    let estimate = tokens.count
    nodes.reserveCapacity(estimate)
  }

  /// The same, with room for `nodeCapacity` nodes (a parse of one item, `ItemReparse`).
  init(bytes: UnsafeBufferPointer<UInt8>, tokens: TokenArrays, nodeCapacity: Int) {
    self.bytes = bytes
    self.input = tokens
    nodes.reserveCapacity(nodeCapacity)
  }

  // MARK: - Tokens

  @inline(__always) var kind: TokenKind { input.kinds[cursor] }

  @inline(__always) func peekKind(_ offset: Int = 1) -> TokenKind {
    let index = cursor + offset
    return index < input.count ? input.kinds[index] : .endOfFile
  }

  @inline(__always) var atEnd: Bool { input.kinds[cursor] == .endOfFile }

  /// Whether the token at `cursor + offset` is an identifier spelled `word`.
  func at(_ word: StaticString, offset: Int = 0) -> Bool {
    let index = cursor + offset
    guard index < input.count else { return false }
    let kind = input.kinds[index]
    guard kind == .identifier || kind == .poundIdentifier else { return false }
    return textEquals(index, word)
  }

  func textEquals(_ index: Int, _ word: StaticString) -> Bool {
    let start = Int(input.textStarts[index])
    let end = Int(input.textEnds[index])
    guard end - start == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { buffer in
      var offset = 0
      while offset < buffer.count {
        if bytes[start + offset] != buffer[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// The first byte of a token's text.
  func firstByte(_ index: Int) -> UInt8 {
    let start = Int(input.textStarts[index])
    return start < bytes.count ? bytes[start] : 0
  }

  func textLength(_ index: Int) -> Int { Int(input.textEnds[index]) - Int(input.textStarts[index]) }

  /// Lookahead past an attribute's arguments: for `(` at `cursor + offset`, the offset just
  /// after its matching `)` (or the end of the file).
  func offset(pastParenthesesAt offset: Int) -> Int {
    var offset = offset
    var depth = 0
    repeat {
      if peekKind(offset) == .leftParen { depth += 1 }
      if peekKind(offset) == .rightParen { depth -= 1 }
      offset += 1
    } while depth > 0 && peekKind(offset) != .endOfFile
    return offset
  }

  /// True if a newline stands between the token at `cursor + offset` and the one before it.
  func newlineBefore(_ offset: Int = 0) -> Bool {
    let index = cursor + offset
    guard index > 0, index < input.count else { return index >= input.count }
    var position = Int(previousTextEnd(offset))
    let end = Int(input.textStarts[index])
    while position < end {
      let byte = bytes[position]
      if byte == 10 || byte == 13 { return true }
      position += 1
    }
    return false
  }

  /// True if no trivia stands between the token at `cursor + offset` and the one before it.
  func isAdjacentToPrevious(_ offset: Int = 0) -> Bool {
    let index = cursor + offset
    guard index > 0, index < input.count else { return false }
    return previousTextEnd(offset) == input.textStarts[index]
  }

  /// Where the token before `cursor + offset` ends. For the current token that is the last
  /// output token, which differs from the input's when a token was split.
  @inline(__always) func previousTextEnd(_ offset: Int) -> UInt32 {
    if offset == 0 { return lastTextEnd }
    return input.textEnds[cursor + offset - 1]
  }

  @inline(__always) mutating func advance() {
    guard input.kinds[cursor] != .endOfFile else { return }
    lastTextEnd = input.textEnds[cursor]
    cursor += 1
  }

  /// The number of tokens consumed so far, counting split-off pieces: the index in the
  /// final token arrays of the next token.
  @inline(__always) var consumedCount: Int { cursor + splits.count }

  /// The final token arrays: the input with split-off pieces in front of their tokens.
  func finishTokens() -> TokenArrays {
    guard !splits.isEmpty else { return input }
    var tokens = TokenArrays()
    tokens.reserve(input.count + splits.count)
    var next = 0
    for index in 0..<input.count {
      while next < splits.count && splits[next].at == index {
        let split = splits[next]
        let start = Int(split.start)
        tokens.append(split.kind, trivia: Int(split.trivia), start: start, end: start + 1)
        next += 1
      }
      tokens.kinds.append(input.kinds[index])
      tokens.triviaStarts.append(input.triviaStarts[index])
      tokens.textStarts.append(input.textStarts[index])
      tokens.textEnds.append(input.textEnds[index])
    }
    return tokens
  }

  /// Kind and text start of the token at `index` in the final arrays (for messages).
  func finalToken(at index: Int) -> (kind: TokenKind, start: Int) {
    var shift = 0
    for split in splits {
      let splitIndex = split.at + shift
      if splitIndex == index { return (split.kind, Int(split.start)) }
      if splitIndex > index { break }
      shift += 1
    }
    let inputIndex = min(index - shift, input.count - 1)
    return (input.kinds[inputIndex], Int(input.textStarts[inputIndex]))
  }

  /// `Module::` before a name (SE-0491 module selectors: `Swift::print`, `.Swift::min`,
  /// `SwiftUI::View`), as a `moduleSelector` node, so that the name after it is read as usual.
  mutating func parseModuleSelector() {
    while (kind == .identifier || kind.isKeyword) && peekKind() == .colonColon {
      let marker = mark
      advance()
      advance()
      finish(.moduleSelector, marker)
    }
  }

  mutating func consume(_ expected: TokenKind) -> Bool {
    guard kind == expected else { return false }
    advance()
    return true
  }

  mutating func consumeWord(_ word: StaticString) -> Bool {
    guard at(word) else { return false }
    advance()
    return true
  }

  /// Consumes `expected` or reports that it is missing (consuming nothing).
  mutating func expect(_ expected: TokenKind, _ description: StaticString) {
    if !consume(expected) { error("expected '\(description)'") }
  }

  /// Splits the first byte off the current token: it becomes its own output token of kind
  /// `kind`; the rest stays current, reclassified.
  mutating func splitFirstByte(as newKind: TokenKind) {
    let start = Int(input.textStarts[cursor])
    splits.append((cursor, newKind, input.triviaStarts[cursor], UInt32(start)))
    splitLexedKinds.append(input.kinds[cursor])
    lastTextEnd = UInt32(start + 1)
    input.triviaStarts[cursor] = UInt32(start + 1)
    input.textStarts[cursor] = UInt32(start + 1)
    let rest = bytes[start + 1]
    if input.textEnds[cursor] == UInt32(start + 2) {
      switch rest {
      case UInt8(ascii: "?"): input.kinds[cursor] = .postfixQuestionMark
      case UInt8(ascii: "!"): input.kinds[cursor] = .exclamationMark
      case UInt8(ascii: "="): input.kinds[cursor] = .equal
      case UInt8(ascii: "."): input.kinds[cursor] = .period
      default: input.kinds[cursor] = .binaryOperator
      }
    } else {
      input.kinds[cursor] = .binaryOperator
    }
  }

  // MARK: - Nodes

  struct Marker {
    let node: Int32
    let token: Int32
  }

  @inline(__always) var mark: Marker {
    Marker(node: Int32(nodes.count), token: Int32(consumedCount))
  }

  /// Closes a node over everything produced since `marker`.
  @inline(__always) mutating func finish(_ kind: SyntaxKind, _ marker: Marker) {
    nodes.append(
      NodeRecord(
        kind: kind, subtreeStart: marker.node, firstToken: marker.token,
        endToken: Int32(consumedCount)))
  }

  /// True if anything was produced since `marker`.
  func progressed(since marker: Marker) -> Bool { consumedCount > Int(marker.token) }

  /// Changes the kind of the most recently finished node.
  mutating func relabelLast(_ kind: SyntaxKind) {
    nodes[nodes.count - 1].kind = kind
  }

  // MARK: - Errors

  mutating func error(_ message: String, at offset: Int? = nil) {
    let position = offset ?? Int(input.textStarts[cursor])
    // One error per position is enough; recovery often reports the same spot twice.
    if let last = diagnostics.last, last.offset == position { return }
    diagnostics.append(SyntaxDiagnostic(offset: position, message: message))
  }

  var currentText: String {
    let start = Int(input.textStarts[cursor])
    let end = min(Int(input.textEnds[cursor]), start + 20)
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// Reports the current token as unexpected and wraps it (with everything up to its
  /// matching bracket, if it opens one) in an `unknown` node.
  mutating func recoverUnexpected(_ context: String) {
    if atEnd { return }
    error(
      kind == .unknown
        ? "unexpected character '\(currentText)' \(context)"
        : "unexpected '\(currentText)' \(context)")
    let marker = mark
    skipBalanced()
    finish(.unknown, marker)
  }

  /// Consumes one token; if it opens a bracket, everything up to the matching closer.
  /// Iterative, so arbitrarily deep nesting is fine.
  mutating func skipBalanced() {
    guard kind.isOpeningBracket else {
      advance()
      return
    }
    var stack: [TokenKind] = []
    repeat {
      let current = kind
      if current.isOpeningBracket {
        stack.append(Self.closer(of: current))
      } else if current.isClosingBracket {
        if current == stack.last {
          stack.removeLast()
        } else if stack.contains(current) {
          // A missing closer: report it and close the inner brackets here.
          error("expected '\(Self.spelling(of: stack.last!))'")
          while let last = stack.last, last != current { stack.removeLast() }
          stack.removeLast()
        } else {
          error("unexpected '\(currentText)'")
        }
      }
      advance()
    } while !stack.isEmpty && !atEnd
    if !stack.isEmpty { error("expected '\(Self.spelling(of: stack.last!))' before end of file") }
  }

  static func closer(of kind: TokenKind) -> TokenKind {
    switch kind {
    case .leftParen: .rightParen
    case .leftSquare: .rightSquare
    default: .rightBrace
    }
  }

  static func spelling(of kind: TokenKind) -> String {
    switch kind {
    case .rightParen: ")"
    case .rightSquare: "]"
    case .rightBrace: "}"
    case .leftParen: "("
    case .leftSquare: "["
    case .leftBrace: "{"
    default: "\(kind)"
    }
  }

  /// Enters a nested construct; returns false (after skipping the current construct as an
  /// `unknown` node) when nesting is too deep.
  mutating func enter() -> Bool {
    var probe: UInt8 = 0
    let address = withUnsafeMutablePointer(to: &probe) { UInt(bitPattern: $0) }
    if depth < Self.maxDepth && stack.allows(address) {
      depth += 1
      return true
    }
    if !reportedDepth {
      error("nesting is too deep to parse")
      reportedDepth = true
    }
    let marker = mark
    if !atEnd { skipBalanced() }
    if progressed(since: marker) { finish(.unknown, marker) }
    return false
  }

  @inline(__always) mutating func leave() { depth -= 1 }

  // MARK: - Source file

  mutating func parseSourceFile() {
    let marker = mark
    parseItems(until: .endOfFile, context: .topLevel)
    while !atEnd {
      // A stray closer at the top level.
      recoverUnexpected("at top level")
      parseItems(until: .endOfFile, context: .topLevel)
    }
    cursor += 1  // the end-of-file token belongs to the source file too
    finish(.sourceFile, marker)
  }
}
