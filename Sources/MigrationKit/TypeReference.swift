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
    isOptional = optional
    name = TypeReference.nominalName(core)
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

  private static func nominalName(_ core: Substring) -> String? {
    guard let first = core.first else { return nil }
    if core.hasPrefix("some ") || core.hasPrefix("any ") || core.contains("->") { return nil }
    if first == "[" { return core.contains(":") ? "Dictionary" : "Array" }
    if first == "(" { return nil }
    // Drop generic arguments: `Binding<Bool>` → `Binding`, `Outer<T>.Inner` → `Outer.Inner`.
    if let ascii = asciiNominalName(core) { return ascii.isEmpty ? nil : ascii }
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

  /// `nominalName`'s loop over UTF-8 bytes for ASCII text (nearly every type name): the
  /// same answer without walking `Character`s, which was a fifth of some runs. Nil for
  /// non-ASCII text; an empty string where `nominalName` answers nil.
  private static func asciiNominalName(_ core: Substring) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(core.utf8.count)
    var depth = 0
    for byte in core.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"): depth -= 1
      default:
        guard depth == 0 else { continue }
        let isNameByte =
          (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
          || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        guard isNameByte else { return "" }
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Syntax {
  /// The node's tokens joined without trivia, with one space between two words
  /// (`some View`, `[String: Int]`, `() -> Void`): a type's text as a key.
  public var compactText: String {
    var bytes: [UInt8] = []
    var previousIsWord = false
    var previousIsArrow = false
    for token in tokens {
      let range = token.range
      guard !range.isEmpty else { continue }
      let isWord = token.kind == .identifier || token.kind.isKeyword
      let isArrow = token.kind == .arrow
      if !bytes.isEmpty
        && ((isWord && (previousIsWord || bytes.last == UInt8(ascii: ")"))) || isArrow
          || previousIsArrow)
      {
        bytes.append(32)
      }
      bytes.append(contentsOf: file.bytes[range])
      if token.kind == .colon || token.kind == .comma { bytes.append(32) }
      previousIsWord = isWord
      previousIsArrow = isArrow
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
