/// The kind of a token. Reserved words have their own kinds; contextual keywords
/// (`some`, `get`, `actor`, `await`, …) are identifiers that the parser recognises by text.
public enum TokenKind: UInt8, Sendable, CaseIterable {
  case endOfFile
  /// A name: `foo`, `` `class` ``, `$0`, `$binding`, unicode names, `_`.
  case identifier
  case integerLiteral
  case floatLiteral
  /// A whole string literal with its delimiters and interpolations: `"a\(b)"`, `#"…"#`, `"""…"""`.
  case stringLiteral
  /// `/…/` or `#/…/#`.
  case regexLiteral
  /// `#if`, `#available`, `#Preview`, `#selector`, … (the `#` and the name as one token).
  case poundIdentifier
  case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
  case period, comma, colon, semicolon, equal, atSign, arrow, backslash
  /// A lone `#` not followed by a name, raw string or regex.
  case pound
  /// `::` of a module selector: `Swift::print`, `SwiftUI::View` (SE-0491).
  case colonColon
  /// `?` bound to the expression on its left (`x?.y`, `Int?`).
  case postfixQuestionMark
  /// `!` bound to the expression on its left (`x!`, `Int!`).
  case exclamationMark
  /// `?` of a ternary.
  case infixQuestionMark
  case prefixOperator, postfixOperator, binaryOperator
  /// Bytes that start no token (invalid UTF-8, stray control characters, an unterminated backtick).
  case unknown

  // Reserved keywords.
  case kwAssociatedtype, kwClass, kwDeinit, kwEnum, kwExtension, kwFileprivate, kwFunc
  case kwImport, kwInit, kwInout, kwInternal, kwLet, kwOperator, kwPrivate, kwPrecedencegroup
  case kwProtocol, kwPublic, kwRethrows, kwStatic, kwStruct, kwSubscript, kwTypealias, kwVar
  case kwBreak, kwCase, kwCatch, kwContinue, kwDefault, kwDefer, kwDo, kwElse, kwFallthrough
  case kwFor, kwGuard, kwIf, kwIn, kwRepeat, kwReturn, kwThrow, kwSwitch, kwWhere, kwWhile
  case kwAs, kwFalse, kwIs, kwNil, kwSelf, kwCapitalSelf, kwSuper, kwThrows, kwTrue, kwTry
  case kwAny

  public var isKeyword: Bool { rawValue >= TokenKind.kwAssociatedtype.rawValue }

  /// Tokens that open a bracketed region.
  public var isOpeningBracket: Bool {
    self == .leftParen || self == .leftBrace || self == .leftSquare
  }
  public var isClosingBracket: Bool {
    self == .rightParen || self == .rightBrace || self == .rightSquare
  }

  public var isOperator: Bool {
    self == .prefixOperator || self == .postfixOperator || self == .binaryOperator
  }
}

enum Keywords {
  /// Reserved words keyed by their UTF-8 text.
  static let table: [[UInt8]: TokenKind] = {
    let words: [(String, TokenKind)] = [
      ("associatedtype", .kwAssociatedtype), ("class", .kwClass), ("deinit", .kwDeinit),
      ("enum", .kwEnum), ("extension", .kwExtension), ("fileprivate", .kwFileprivate),
      ("func", .kwFunc), ("import", .kwImport), ("init", .kwInit), ("inout", .kwInout),
      ("internal", .kwInternal), ("let", .kwLet), ("operator", .kwOperator),
      ("private", .kwPrivate), ("precedencegroup", .kwPrecedencegroup), ("protocol", .kwProtocol),
      ("public", .kwPublic), ("rethrows", .kwRethrows), ("static", .kwStatic),
      ("struct", .kwStruct), ("subscript", .kwSubscript), ("typealias", .kwTypealias),
      ("var", .kwVar), ("break", .kwBreak), ("case", .kwCase), ("catch", .kwCatch),
      ("continue", .kwContinue), ("default", .kwDefault), ("defer", .kwDefer), ("do", .kwDo),
      ("else", .kwElse), ("fallthrough", .kwFallthrough), ("for", .kwFor), ("guard", .kwGuard),
      ("if", .kwIf), ("in", .kwIn), ("repeat", .kwRepeat), ("return", .kwReturn),
      ("throw", .kwThrow), ("switch", .kwSwitch), ("where", .kwWhere), ("while", .kwWhile),
      ("as", .kwAs), ("false", .kwFalse), ("is", .kwIs), ("nil", .kwNil), ("self", .kwSelf),
      ("Self", .kwCapitalSelf), ("super", .kwSuper), ("throws", .kwThrows), ("true", .kwTrue),
      ("try", .kwTry), ("Any", .kwAny),
    ]
    var table: [[UInt8]: TokenKind] = [:]
    for (word, kind) in words { table[Array(word.utf8)] = kind }
    return table
  }()

  /// The same words grouped by length, for an allocation-free look-up on the hot path.
  static let byLength: [[([UInt8], TokenKind)]] = {
    var groups = [[([UInt8], TokenKind)]](repeating: [], count: 16)
    for (word, kind) in table { groups[word.count].append((word, kind)) }
    return groups
  }()

  /// The keyword kind of `bytes[start..<end]`, or `.identifier`.
  @inline(__always)
  static func kind(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
    let length = end - start
    guard length >= 2, length <= 15 else { return .identifier }
    let first = bytes[start]
    for (word, kind) in byLength[length] where word[0] == first {
      var index = 1
      while index < length && word[index] == bytes[start + index] { index += 1 }
      if index == length { return kind }
    }
    return .identifier
  }
}
