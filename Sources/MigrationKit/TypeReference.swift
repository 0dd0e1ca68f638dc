import SwiftCST

/// A type as written in a declaration (`Color?`, `some View`, `[Item]`, `Binding<Bool>`),
/// with the nominal name a member look-up starts from.
public struct TypeReference: Sendable, Hashable, CustomStringConvertible {
  /// The type's text without trivia: `Color?`, `some View`, `Optional<Int>`.
  public var text: String
  /// The nominal type a member access on a value of this type looks in: `Color` for
  /// `Color?`, `Color!` and `Optional<Color>`, `Array` for `[Item]`, `Binding` for
  /// `Binding<Bool>`, `Outer.Inner` for `Outer.Inner`. Nil for opaque, existential,
  /// function and tuple types (`some View`, `any P`, `() -> Void`, `(Int, Int)`).
  public var name: String?
  /// `T?`, `T!` or `Optional<T>`.
  public var isOptional: Bool

  public init(text: String) {
    self.text = text
    let ascii = text.utf8.withContiguousStorageIfAvailable { Self.readASCII($0) } ?? nil
    if let (optional, name, nameIsText) = ascii {
      isOptional = optional
      self.name = nameIsText ? text : name
    } else {
      (isOptional, name) = Self.readCharacters(text)
    }
    // `() -> Color?` is a function returning an optional, not an optional function.
    if isOptional, name == nil, Self.topLevelArrowEnd(text) != nil { isOptional = false }
  }

  /// Optionality and nominal name of ASCII type text (nearly every type), read from its
  /// UTF-8 bytes: the answer of `readCharacters` without `Character`s or Foundation
  /// searches, which were most of the index's cost. When the name is the whole text it is
  /// not copied: the answer is `(optional, nil, true)`. Nil for text with a non-ASCII byte.
  static func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (Bool, String?, Bool)? {
    var end = bytes.count
    var start = 0
    var optional = false
    while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") {
      optional = true
      end -= 1
    }
    if end - start >= 10, bytes[end - 1] == UInt8(ascii: ">"),
      hasPrefix(bytes, start, end, "Optional<")
    {
      optional = true
      start += 9
      end -= 1
    }
    // A plain name (most types: `String`, `Outer.Inner`, `Color?`), every byte a name
    // byte: the answer the loop below gives it, without its bookkeeping per byte.
    var plain = start
    while plain < end, isNameByte(bytes[plain]) { plain += 1 }
    if plain == end, start < end {
      if end - start == bytes.count { return (optional, nil, true) }
      let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
      return (optional, String(decoding: name, as: UTF8.self), false)
    }
    // Every byte of `start..<end` is checked (the bytes around it are the ASCII `?`, `!`
    // and `Optional<…>` just read): a non-ASCII one sends the text to `readCharacters`.
    var hasArrow = false
    var hasColon = false
    var isPlainName = true
    var depth = 0
    var nameBytes = 0
    var offset = start
    while offset < end {
      let byte = bytes[offset]
      guard byte < 0x80 else { return nil }
      switch byte {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"):
        depth -= 1
        if offset > start, bytes[offset - 1] == UInt8(ascii: "-") { hasArrow = true }
      default:
        if byte == UInt8(ascii: ":") { hasColon = true }
        if depth == 0 {
          if isNameByte(byte) { nameBytes += 1 } else { isPlainName = false }
        }
      }
      offset += 1
    }
    guard start < end else { return (optional, nil, false) }
    if hasPrefix(bytes, start, end, "some ") || hasPrefix(bytes, start, end, "any ") || hasArrow {
      return (optional, nil, false)
    }
    switch bytes[start] {
    case UInt8(ascii: "["): return (optional, hasColon ? "Dictionary" : "Array", false)
    case UInt8(ascii: "("): return (optional, nil, false)
    default: break
    }
    guard isPlainName, nameBytes > 0 else { return (optional, nil, false) }
    // Drop generic arguments: `Binding<Bool>` → `Binding`, `Outer<T>.Inner` → `Outer.Inner`.
    if nameBytes == bytes.count { return (optional, nil, true) }
    if nameBytes == end - start {
      let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
      return (optional, String(decoding: name, as: UTF8.self), false)
    }
    var name: [UInt8] = []
    name.reserveCapacity(nameBytes)
    depth = 0
    for byte in bytes[start..<end] {
      switch byte {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"): depth -= 1
      default: if depth == 0 { name.append(byte) }
      }
    }
    return (optional, String(decoding: name, as: UTF8.self), false)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    // `| 0x20` folds A-Z onto a-z and nothing else onto them.
    let folded = byte | 0x20
    return (folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
  }

  private static func hasPrefix(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ prefix: StaticString
  ) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard end - start >= count else { return false }
    let prefixBytes = prefix.utf8Start
    for offset in 0..<count where bytes[start + offset] != prefixBytes[offset] { return false }
    return true
  }

  /// Optionality and nominal name of any type text, walking `Character`s (the reference
  /// reading, used for text that is not ASCII).
  static func readCharacters(_ text: String) -> (Bool, String?) {
    var core = Substring(text)
    var optional = false
    while let last = core.last, last == "?" || last == "!" {
      optional = true
      core = core.dropLast()
    }
    if core.hasPrefix("Optional<"), core.last == ">" {
      optional = true
      core = core.dropFirst("Optional<".count).dropLast()
    }
    return (optional, nominalName(core))
  }

  /// A reference to a nominal type by name (`Text`, `Outer.Inner`).
  public init(named name: String, optional: Bool = false) {
    self.text = optional ? name + "?" : name
    self.name = name
    self.isOptional = optional
  }

  /// The same type made optional (the type of `x?.member` when `member` is `T`).
  public var optional: TypeReference {
    if isOptional { return self }
    var copy = self
    copy.text =
      text.contains(" ") || text.contains("->") ? "(" + text + ")?" : text + "?"
    copy.isOptional = true
    return copy
  }

  /// The same type without optionality (the type of `x!`).
  public var unwrapped: TypeReference {
    guard isOptional else { return self }
    var core = Substring(text)
    while let last = core.last, last == "?" || last == "!" { core = core.dropLast() }
    if core.hasPrefix("Optional<"), core.last == ">" {
      core = core.dropFirst("Optional<".count).dropLast()
    }
    if core.hasPrefix("("), core.hasSuffix(")") { core = core.dropFirst().dropLast() }
    return TypeReference(text: String(core))
  }

  public var description: String { text }

  /// The protocol of an existential or opaque type of one protocol: `Themed` for
  /// `any Themed`, `some Themed` and `(any Themed)?`; nil for any other type (a
  /// composition `any A & B` included).
  public var existentialProtocol: String? {
    guard name == nil else { return nil }
    var core = Substring(isOptional ? unwrapped.text : text)
    if core.hasPrefix("any ") {
      core = core.dropFirst(4)
    } else if core.hasPrefix("some ") {
      core = core.dropFirst(5)
    } else {
      return nil
    }
    guard let first = core.first, first.isLetter || first == "_",
      core.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return nil }
    return String(core)
  }

  /// The result type of a function type (`Sentinel` for `() -> Sentinel`, `@Sendable (Int)
  /// async throws -> Color?`: `Color?`; `(Int) -> Badge` for `(Int) -> (Int) -> Badge`); nil
  /// for any other type, an optional function type included (unwrap it first).
  public var functionResult: TypeReference? {
    guard name == nil, let end = Self.topLevelArrowEnd(text) else { return nil }
    let bytes = text.utf8.dropFirst(end).drop { $0 == UInt8(ascii: " ") }
    return bytes.isEmpty ? nil : TypeReference(text: String(decoding: bytes, as: UTF8.self))
  }

  /// The UTF-8 offset after the first `->` outside brackets, parentheses and angle
  /// brackets: where a function type's result starts. Nil when there is none.
  static func topLevelArrowEnd(_ text: String) -> Int? {
    var depth = 0
    var previous: UInt8 = 0
    var offset = 0
    for byte in text.utf8 {
      offset += 1
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ">"):
        // An arrow's `>` closes nothing.
        if previous != UInt8(ascii: "-") {
          depth -= 1
        } else if depth == 0 {
          return offset
        }
      default: break
      }
      previous = byte
    }
    return nil
  }

  private static func nominalName(_ core: Substring) -> String? {
    guard let first = core.first else { return nil }
    if core.hasPrefix("some ") || core.hasPrefix("any ") || core.contains("->") { return nil }
    if first == "[" { return core.contains(":") ? "Dictionary" : "Array" }
    if first == "(" { return nil }
    // Drop generic arguments: `Binding<Bool>` → `Binding`, `Outer<T>.Inner` → `Outer.Inner`.
    var name = ""
    var depth = 0
    for character in core {
      switch character {
      case "<": depth += 1
      case ">": depth -= 1
      default:
        if depth == 0 { name.append(character) }
      }
    }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return nil }
    return name
  }
}

extension Syntax {
  /// The node's tokens joined without trivia, with one space between two words
  /// (`some View`, `[String: Int]`, `() -> Void`): a type's text as a key.
  public var compactText: String { file.rawTree.compactText(index) }
}

extension RawTree {
  /// `Syntax.compactText` of a node, read from the flat arrays into a scratch buffer and
  /// made a string once (no token handles, no intermediate array). A text of up to 15 bytes
  /// (most types) becomes a small string without an allocation; writing into the
  /// string's own storage allocated one for every text longer than 15 bytes with spaces.
  public func compactText(_ node: Int32) -> String {
    withCompactText(node) { String(utf8Bytes: $0) }
  }

  /// Calls `body` with the UTF-8 bytes of `compactText(node)`: the file's own bytes for one
  /// token, a scratch buffer otherwise.
  func withCompactText<Result>(
    _ node: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let tokens = self.tokens(node)
    return file.bytes.withUnsafeBufferPointer { source in
      // One token (most types: `String`, `Bool`, `Color`) is its text, unless it is a `:`
      // or `,`, which the loop below follows with a space.
      // (Offsets, not `textBytes`: a slice per token retains the file's bytes.)
      if tokens.count == 1, tokenKind(tokens.lowerBound) != .colon,
        tokenKind(tokens.lowerBound) != .comma
      {
        let token = tokens.lowerBound
        return body(UnsafeBufferPointer(rebasing: source[textStart(token)..<textEnd(token)]))
      }
      // Each token adds its text and at most a space before and one after.
      var capacity = 2 * tokens.count
      for token in tokens { capacity += textEnd(token) - textStart(token) }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
        let count = writeCompactText(of: tokens, from: source, into: buffer, at: 0)
        return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
      }
    }
  }

  /// Writes the compact text of `tokens` (`compactText`) into `buffer` from `start`, which
  /// has room for their texts and two bytes a token, and returns where it ends: a space
  /// after `:` and `,`, between words, between `)` and a word, and around `->`.
  func writeCompactText(
    of tokens: Range<Int32>, from source: UnsafeBufferPointer<UInt8>,
    into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    var count = start
    var previousIsWord = false
    var previousIsArrow = false
    for token in tokens {
      let range = textStart(token)..<textEnd(token)
      guard !range.isEmpty else { continue }
      let kind = tokenKind(token)
      let isWord = kind == .identifier || kind.isKeyword
      let isArrow = kind == .arrow
      if count > start
        && ((isWord && (previousIsWord || buffer[count - 1] == UInt8(ascii: ")"))) || isArrow
          || previousIsArrow)
      {
        buffer[count] = 32
        count += 1
      }
      for offset in range {
        buffer[count] = source[offset]
        count += 1
      }
      if kind == .colon || kind == .comma {
        buffer[count] = 32
        count += 1
      }
      previousIsWord = isWord
      previousIsArrow = isArrow
    }
    return count
  }
}
