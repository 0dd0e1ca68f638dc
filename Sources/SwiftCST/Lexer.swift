/// The lexer's output: one entry per token in flat arrays.
///
/// Token `i` owns the bytes `triviaStarts[i] ..< triviaStarts[i + 1]` (the last token,
/// end of file, owns up to the end of the input): its leading trivia
/// `triviaStarts[i] ..< textStarts[i]`, its text `textStarts[i] ..< textEnds[i]`, and its
/// trailing trivia `textEnds[i] ..< triviaStarts[i + 1]`. So every byte of the input
/// belongs to exactly one token, whatever the input is.
struct TokenArrays {
  var kinds: [TokenKind] = []
  var triviaStarts: [UInt32] = []
  var textStarts: [UInt32] = []
  var textEnds: [UInt32] = []

  var count: Int { kinds.count }

  mutating func reserve(_ capacity: Int) {
    kinds.reserveCapacity(capacity)
    triviaStarts.reserveCapacity(capacity)
    textStarts.reserveCapacity(capacity)
    textEnds.reserveCapacity(capacity)
  }

  /// Splits the lexer's records.
  init(_ records: [TokenRecord]) {
    kinds = column(records) { $0.kind }
    triviaStarts = column(records) { $0.triviaStart }
    textStarts = column(records) { $0.textStart }
    textEnds = column(records) { $0.textEnd }
  }

  init() {}

  /// Appends the lexer's records, column by column.
  mutating func append(_ records: ArraySlice<TokenRecord>) {
    for record in records {
      kinds.append(record.kind)
      triviaStarts.append(record.triviaStart)
      textStarts.append(record.textStart)
      textEnds.append(record.textEnd)
    }
  }

  mutating func append(_ kind: TokenKind, trivia: Int, start: Int, end: Int) {
    kinds.append(kind)
    triviaStarts.append(UInt32(truncatingIfNeeded: trivia))
    textStarts.append(UInt32(truncatingIfNeeded: start))
    textEnds.append(UInt32(truncatingIfNeeded: end))
  }
}

/// One token as the lexer finds it.
struct TokenRecord {
  var kind: TokenKind
  var triviaStart: UInt32
  var textStart: UInt32
  var textEnd: UInt32

  init(_ kind: TokenKind, trivia: Int, start: Int, end: Int) {
    self.kind = kind
    triviaStart = UInt32(truncatingIfNeeded: trivia)
    textStart = UInt32(truncatingIfNeeded: start)
    textEnd = UInt32(truncatingIfNeeded: end)
  }
}

/// A problem found while reading a file, at a byte offset.
public struct SyntaxDiagnostic: Sendable, Hashable {
  public var offset: Int
  public var message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}

/// Splits UTF-8 bytes into tokens with trivia. One pass, no allocation per token.
struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  let count: Int
  var position = 0
  /// Tokens as they are found, one record each (one append per token instead of four);
  /// split into `TokenArrays` at the end.
  var records: [TokenRecord] = []
  var diagnostics: [SyntaxDiagnostic] = []
  /// Where the regex literal ends that starts right after the operator just lexed (0: none).
  var pendingRegexEnd = 0

  /// Strings nested in interpolations deeper than this are reported, not followed.
  static let maxStringNesting = 64

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.count = bytes.count
    records.reserveCapacity(count / 4 + 16)
  }

  static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> (TokenArrays, [SyntaxDiagnostic]) {
    var lexer = Lexer(bytes)
    lexer.run()
    return (TokenArrays(lexer.records), lexer.diagnostics)
  }

  // MARK: - Driver

  mutating func run() {
    skipPrologue()
    var triviaStart = 0
    while true {
      skipLeadingTrivia()
      let start = position
      if position >= count {
        records.append(TokenRecord(.endOfFile, trivia: triviaStart, start: count, end: count))
        return
      }
      let kind = lexToken()
      records.append(TokenRecord(kind, trivia: triviaStart, start: start, end: position))
      skipTrailingTrivia()
      triviaStart = position
    }
  }

  /// A byte order mark and a shebang line are leading trivia of the first token.
  mutating func skipPrologue() {
    if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
    if position + 1 < count && bytes[position] == UInt8(ascii: "#")
      && bytes[position + 1] == UInt8(ascii: "!")
    {
      while position < count && !isNewline(bytes[position]) { position += 1 }
    }
  }

  // MARK: - Trivia

  @inline(__always) func isNewline(_ byte: UInt8) -> Bool { byte == 10 || byte == 13 }

  @inline(__always) func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == 32 || byte == 9 || byte == 11 || byte == 12 || byte == 0
  }

  mutating func skipLeadingTrivia() {
    while position < count {
      let byte = bytes[position]
      if isHorizontalSpace(byte) || isNewline(byte) {
        position += 1
      } else if byte == UInt8(ascii: "/") && !skipComment() {
        return
      } else if byte != UInt8(ascii: "/") {
        return
      }
    }
  }

  /// Spaces and comments up to, not including, the next newline.
  mutating func skipTrailingTrivia() {
    while position < count {
      let byte = bytes[position]
      if isHorizontalSpace(byte) {
        position += 1
      } else if byte == UInt8(ascii: "/") && !skipComment() {
        return
      } else if byte != UInt8(ascii: "/") {
        return
      }
    }
  }

  /// At a `/`: skips a line or (nested) block comment and returns true, or returns false.
  mutating func skipComment() -> Bool {
    guard position + 1 < count else { return false }
    let next = bytes[position + 1]
    if next == UInt8(ascii: "/") {
      position += 2
      while position < count && !isNewline(bytes[position]) { position += 1 }
      return true
    }
    if next == UInt8(ascii: "*") {
      let start = position
      position += 2
      var depth = 1
      while position < count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "*") && position + 1 < count
          && bytes[position + 1] == UInt8(ascii: "/")
        {
          depth -= 1
          position += 2
          if depth == 0 { return true }
        } else if byte == UInt8(ascii: "/") && position + 1 < count
          && bytes[position + 1] == UInt8(ascii: "*")
        {
          depth += 1
          position += 2
        } else {
          position += 1
        }
      }
      diagnostics.append(SyntaxDiagnostic(offset: start, message: "unterminated '/*' comment"))
      return true
    }
    return false
  }

  // MARK: - Tokens

  var previousKind: TokenKind { records.last?.kind ?? .endOfFile }

  /// Lexes one token starting at `position` (which is not trivia) and returns its kind.
  mutating func lexToken() -> TokenKind {
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "("):
      position += 1
      return .leftParen
    case UInt8(ascii: ")"):
      position += 1
      return .rightParen
    case UInt8(ascii: "{"):
      position += 1
      return .leftBrace
    case UInt8(ascii: "}"):
      position += 1
      return .rightBrace
    case UInt8(ascii: "["):
      position += 1
      return .leftSquare
    case UInt8(ascii: "]"):
      position += 1
      return .rightSquare
    case UInt8(ascii: ","):
      position += 1
      return .comma
    case UInt8(ascii: ";"):
      position += 1
      return .semicolon
    case UInt8(ascii: ":"):
      if position + 1 < count && bytes[position + 1] == UInt8(ascii: ":") {
        position += 2
        return .colonColon
      }
      position += 1
      return .colon
    case UInt8(ascii: "@"):
      position += 1
      return .atSign
    case UInt8(ascii: "\\"):
      position += 1
      return .backslash
    case UInt8(ascii: "\""): return lexString(poundCount: 0, start: position)
    case UInt8(ascii: "#"): return lexPound()
    case UInt8(ascii: "`"): return lexBacktickIdentifier()
    case UInt8(ascii: "$"): return lexDollarIdentifier()
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return lexNumber()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      return lexIdentifier()
    case UInt8(ascii: "/"):
      if pendingRegexEnd > position {
        // The regex after a prefix operator that `lexOperator` split off: `!/x/`.
        position = pendingRegexEnd
        pendingRegexEnd = 0
        return .regexLiteral
      }
      return lexOperator()
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
      UInt8(ascii: "%"),
      UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "."):
      return lexOperator()
    case UInt8(ascii: "!"), UInt8(ascii: "?"):
      if isLeftBound(position) {
        position += 1
        return byte == UInt8(ascii: "!") ? .exclamationMark : .postfixQuestionMark
      }
      return lexOperator()
    case 0x80...0xFF:
      guard let (scalar, length) = decodeScalar(at: position) else {
        // Invalid UTF-8: one unknown token over the run of bytes that do not decode.
        position += 1
        while position < count && bytes[position] >= 0x80 && decodeScalar(at: position) == nil {
          position += 1
        }
        diagnostics.append(
          SyntaxDiagnostic(offset: position - 1, message: "invalid UTF-8 in source file"))
        return .unknown
      }
      if Self.isOperatorStart(scalar) { return lexOperator() }
      position += length
      skipIdentifierContinuation()
      return .identifier
    default:
      position += 1
      return .unknown
    }
  }

  mutating func lexIdentifier() -> TokenKind {
    let start = position
    position += 1
    skipIdentifierContinuation()
    return Keywords.kind(bytes, start, position)
  }

  mutating func skipIdentifierContinuation() {
    while position < count {
      let byte = bytes[position]
      if byte < 0x80 {
        guard isASCIIIdentifierContinuation(byte) else { return }
        position += 1
      } else {
        guard let (scalar, length) = decodeScalar(at: position), !Self.isOperatorStart(scalar)
        else { return }
        position += length
      }
    }
  }

  @inline(__always) func isASCIIIdentifierContinuation(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
      || byte == 95 || byte == 36  // `$` may continue an identifier: `a$b`, `x$`
  }

  mutating func lexDollarIdentifier() -> TokenKind {
    position += 1
    skipIdentifierContinuation()
    return .identifier
  }

  mutating func lexBacktickIdentifier() -> TokenKind {
    var cursor = position + 1
    while cursor < count && bytes[cursor] != UInt8(ascii: "`") && !isNewline(bytes[cursor]) {
      cursor += 1
    }
    if cursor < count && bytes[cursor] == UInt8(ascii: "`") && cursor > position + 1 {
      position = cursor + 1
      return .identifier
    }
    diagnostics.append(SyntaxDiagnostic(offset: position, message: "unterminated '`' identifier"))
    position += 1
    return .unknown
  }

  // MARK: Numbers

  mutating func lexNumber() -> TokenKind {
    // After `x.`, digits are a tuple index: `t.0.1` is two member accesses, not a float.
    let isTupleIndex =
      previousKind == .period && records.last.map { Int($0.textEnd) == position } == true
    var isFloat = false
    if bytes[position] == UInt8(ascii: "0") && position + 1 < count
      && (bytes[position + 1] == UInt8(ascii: "x") || bytes[position + 1] == UInt8(ascii: "X"))
    {
      position += 2
      skipDigits(hex: true)
      if !isTupleIndex && position + 1 < count && bytes[position] == UInt8(ascii: ".")
        && isHexDigit(bytes[position + 1])
      {
        position += 1
        skipDigits(hex: true)
        isFloat = true
      }
      if position < count
        && (bytes[position] == UInt8(ascii: "p") || bytes[position] == UInt8(ascii: "P"))
      {
        isFloat = true
        position += 1
        if position < count
          && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
        {
          position += 1
        }
        skipDigits(hex: false)
      }
    } else if bytes[position] == UInt8(ascii: "0") && position + 1 < count
      && (bytes[position + 1] == UInt8(ascii: "b") || bytes[position + 1] == UInt8(ascii: "o"))
    {
      position += 2
      skipDigits(hex: false)
    } else {
      skipDigits(hex: false)
      if !isTupleIndex && position + 1 < count && bytes[position] == UInt8(ascii: ".")
        && isDigit(bytes[position + 1])
      {
        position += 1
        skipDigits(hex: false)
        isFloat = true
      }
      if !isTupleIndex && position < count
        && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E"))
      {
        var cursor = position + 1
        if cursor < count
          && (bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-"))
        {
          cursor += 1
        }
        if cursor < count && isDigit(bytes[cursor]) {
          position = cursor
          skipDigits(hex: false)
          isFloat = true
        }
      }
    }
    // Letters glued to a number (`1abc`) stay in the token; the compiler rejects them anyway.
    skipIdentifierContinuation()
    return isFloat ? .floatLiteral : .integerLiteral
  }

  @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  @inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70)
  }

  mutating func skipDigits(hex: Bool) {
    while position < count {
      let byte = bytes[position]
      if isDigit(byte) || byte == UInt8(ascii: "_") || (hex && isHexDigit(byte)) {
        position += 1
      } else {
        return
      }
    }
  }

  // MARK: `#`

  mutating func lexPound() -> TokenKind {
    let start = position
    var cursor = position
    while cursor < count && bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
    let poundCount = cursor - start
    if cursor < count && bytes[cursor] == UInt8(ascii: "\"") {
      position = cursor
      return lexString(poundCount: poundCount, start: start)
    }
    if cursor < count && bytes[cursor] == UInt8(ascii: "/") {
      return lexExtendedRegex(poundCount: poundCount)
    }
    position += 1
    if poundCount == 1 && position < count {
      let byte = bytes[position]
      if (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95 || byte >= 0x80 {
        let before = position
        skipIdentifierContinuation()
        if position > before { return .poundIdentifier }
      }
    }
    return .pound
  }

  // MARK: UTF-8

  /// Decodes one well-formed UTF-8 scalar, or nil.
  func decodeScalar(at offset: Int) -> (UInt32, Int)? {
    let lead = bytes[offset]
    let length: Int
    var scalar: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      scalar = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      scalar = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      scalar = UInt32(lead & 0x07)
    default: return nil
    }
    guard offset + length <= count else { return nil }
    for index in 1..<length {
      let byte = bytes[offset + index]
      guard byte & 0xC0 == 0x80 else { return nil }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    // Reject overlong forms, surrogates and values past U+10FFFF.
    if (length == 3 && scalar < 0x800) || (length == 4 && (scalar < 0x10000 || scalar > 0x10FFFF))
      || (scalar >= 0xD800 && scalar <= 0xDFFF)
    {
      return nil
    }
    return (scalar, length)
  }
}
