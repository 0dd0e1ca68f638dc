// The lexer's operators: which bytes bind an operator left and right, and where its name ends.

extension Lexer {
  // MARK: Operators

  /// Whether the byte before `offset` binds an operator at `offset` to the left.
  func isLeftBound(_ offset: Int) -> Bool {
    guard offset > 0, let lastEnd = records.last?.textEnd, Int(lastEnd) == offset else {
      return false
    }
    switch bytes[offset - 1] {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
      UInt8(ascii: ";"),
      UInt8(ascii: ":"):
      return false
    default:
      return true
    }
  }

  func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
    guard offset < count else { return false }
    switch bytes[offset] {
    case 32, 9, 10, 13, 11, 12, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "."):
      return !leftBound
    case UInt8(ascii: "/"):
      if offset + 1 < count
        && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
      {
        return false
      }
      return true
    default:
      return true
    }
  }

  mutating func lexOperator() -> TokenKind {
    let start = position
    let dotted = bytes[position] == UInt8(ascii: ".")
    var firstSlash = -1
    while position < count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "/") {
        if position > start && position + 1 < count
          && (bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*"))
        {
          break
        }
        if firstSlash < 0 { firstSlash = position }
      }
      if byte < 0x80 {
        guard Self.isASCIIOperator(byte), byte != UInt8(ascii: ".") || dotted else { break }
        position += 1
      } else {
        guard let (scalar, length) = decodeScalar(at: position),
          Self.isOperatorStart(scalar) || (position > start && Self.isOperatorContinuation(scalar))
        else { break }
        position += length
      }
    }
    if position == start { position += 1 }
    // `func ==<T>(…)`: the `<` of generic parameters is not part of the operator's name.
    if previousKind == .kwFunc && position - start > 1 && bytes[position - 1] == UInt8(ascii: "<")
      && position < count
      && (isASCIIIdentifierContinuation(bytes[position]) || bytes[position] >= 0x80)
    {
      position -= 1
    }
    // A regex literal may start at the operator's first `/`: `/x/`, `!/x/` (a prefix
    // operator split off before it).
    if firstSlash >= 0,
      let end = bareRegexEnd(slash: firstSlash, operatorStart: start, operatorEnd: position)
    {
      if firstSlash == start {
        position = end
        return .regexLiteral
      }
      position = firstSlash
      pendingRegexEnd = end
    }
    return classifyOperator(start: start)
  }

  /// The kind of the operator `start..<position`, by its spelling and binding.
  func classifyOperator(start: Int) -> TokenKind {
    let length = position - start
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(position, leftBound: leftBound)
    if length == 1 {
      switch bytes[start] {
      case UInt8(ascii: "="): return .equal
      case UInt8(ascii: "."): return .period
      case UInt8(ascii: "?"): return leftBound ? .postfixQuestionMark : .infixQuestionMark
      default: break
      }
    } else if length == 2 && bytes[start] == UInt8(ascii: "-")
      && bytes[start + 1] == UInt8(ascii: ">")
    {
      return .arrow
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .postfixOperator : .prefixOperator
  }

  @inline(__always) static func isASCIIOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Unicode scalars that start an operator (The Swift Programming Language, Lexical Structure).
  static func isOperatorStart(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF,
      0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
      0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
      0x3001...0x3003, 0x3008...0x3020, 0x3030:
      return true
    default:
      return false
    }
  }

  static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
      0xE0100...0xE01EF:
      return true
    default:
      return isOperatorStart(scalar)
    }
  }
}
