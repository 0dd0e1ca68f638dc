import SwiftCST

// What the scanner reads of a declaration's parts that the resolver and the index ask
// too: attribute names and `@Environment` keys (with typed views), the type a value
// constructs, capitalised paths, and the view arity of a body (from the flat arrays).

extension DeclarationScanner {
  static func attributes(of node: Syntax) -> [String] {
    var names: [String] = []
    var child = node.firstChild
    while let current = child, current.kind == .attribute || current.kind == .modifier {
      if current.kind == .attribute, let name = current.tokens.dropFirst().first {
        names.append(name.text)
      }
      child = current.nextSibling
    }
    return names
  }

  /// `name` of `@Environment(\.name)` (or `\EnvironmentValues.name`) on a declaration.
  static func environmentKey(of node: Syntax) -> String? {
    var child = node.firstChild
    while let current = child, current.kind == .attribute || current.kind == .modifier {
      let tokens = current.tokens.map(\.text)
      if current.kind == .attribute, tokens.count >= 2, tokens[1] == "Environment",
        let slash = tokens.firstIndex(of: "\\"), tokens.last == ")",
        let name = tokens.dropLast().last, name.first?.isLetter == true,
        tokens[slash...].dropLast().allSatisfy({ $0 == "\\" || $0 == "." || $0.first!.isLetter })
      {
        return name
      }
      child = current.nextSibling
    }
    return nil
  }

  /// `T(…)`, `T.init(…)`, `Outer.T(…)` with a capitalised type name: `T`; a literal's default
  /// type (`Bool`, `String`, `Int`, `Double`).
  static func constructedType(_ value: Syntax) -> TypeReference? {
    constructedType(value.index, in: value.file.rawTree)
  }

  /// The same, read from the flat arrays.
  static func constructedType(_ value: Int32, in raw: RawTree) -> TypeReference? {
    guard let constructed = constructedTypeText(value, in: raw) else { return nil }
    switch constructed {
    case .literal(let name): return TypeReference(named: name.description)
    case .token(let token): return TypeReference(named: text(of: token, in: raw))
    case .path(let path): return TypeReference(named: path)
    }
  }

  /// Where the text of `constructedType` is: a literal's default type, the callee's name
  /// token, or the callee's text (a capitalised path).
  enum ConstructedTypeText {
    case literal(StaticString)
    case token(Int32)
    case path(String)
  }

  /// The text of `constructedType`, without a `TypeReference` (the scanner copies it).
  static func constructedTypeText(_ value: Int32, in raw: RawTree) -> ConstructedTypeText? {
    // A literal without a written type has its default type: `var isOn = true` is a Bool.
    switch raw.kind(value) {
    case .booleanLiteralExpr: return .literal("Bool")
    case .stringLiteralExpr: return .literal("String")
    case .integerLiteralExpr: return .literal("Int")
    case .floatLiteralExpr: return .literal("Double")
    case .functionCallExpr: break
    case .sequenceExpr: return castTypeText(value, in: raw)
    default: return nil
    }
    var callee = raw.firstChild(value)
    guard callee >= 0 else { return nil }
    if raw.kind(callee) == .memberAccessExpr, raw.token(raw.memberNameToken(callee), is: "init") {
      let base = memberBase(callee, in: raw)
      if base >= 0 { callee = base }
    }
    if raw.kind(callee) == .genericSpecializationExpr, raw.firstChild(callee) >= 0 {
      callee = raw.firstChild(callee)
    }
    switch raw.kind(callee) {
    case .declReferenceExpr:
      let token = raw.firstToken(callee)
      guard token >= 0, raw.tokenKind(token) == .identifier,
        startsWithUppercase(token, in: raw)
      else { return nil }
      return .token(token)
    case .memberAccessExpr:
      // `Outer.Inner(…)`: every component capitalised. Most member callees are modifier
      // chains (`Text("…").padding`), rejected by their tokens before their text is built.
      guard mayBeCapitalisedPath(callee, in: raw) else { return nil }
      let text = raw.compactText(callee)
      guard isCapitalisedPath(text) else { return nil }
      return .path(text)
    default: return nil
    }
  }

  /// `value as! T` or `value as T`, the whole sequence one cast: `T` (a capitalised name or
  /// path without generic arguments), the type the value has whatever `value` is. Nil for
  /// `as?` (an optional) and anything else.
  private static func castTypeText(_ sequence: Int32, in raw: RawTree) -> ConstructedTypeText? {
    let value = raw.firstChild(sequence)
    guard value >= 0 else { return nil }
    let cast = raw.nextSibling(value)
    guard cast >= 0, raw.kind(cast) == .typeCastSuffix, raw.nextSibling(cast) < 0 else {
      return nil
    }
    let type = raw.firstChild(cast)
    guard type >= 0, raw.firstToken(type) >= 0 else { return nil }
    // `as` and at most a `!` before the type (`as?` has a `?`).
    for token in raw.firstToken(cast)..<raw.firstToken(type)
    where raw.tokenKind(token) != .kwAs && raw.tokenKind(token) != .exclamationMark {
      return nil
    }
    switch raw.kind(type) {
    case .identifierType:
      let token = raw.firstToken(type)
      guard token >= 0, raw.tokens(type).count == 1, raw.tokenKind(token) == .identifier,
        startsWithUppercase(token, in: raw)
      else { return nil }
      return .token(token)
    case .memberType:
      let text = raw.compactText(type)
      return isCapitalisedPath(text) ? .path(text) : nil
    default: return nil
    }
  }

  /// `MemberAccess.base` of a `memberAccessExpr`: its first child unless that is a generic
  /// argument clause or a module selector; -1 for an implicit member.
  static func memberBase(_ node: Int32, in raw: RawTree) -> Int32 {
    let child = raw.firstChild(node)
    guard child >= 0, raw.kind(child) != .genericArgumentClause,
      raw.kind(child) != .moduleSelector
    else { return -1 }
    return child
  }

  /// Whether the token's text starts with an upper-case letter (`Character.isUppercase`,
  /// decided by byte for ASCII).
  static func startsWithUppercase(_ token: Int32, in raw: RawTree) -> Bool {
    guard let byte = raw.firstByte(token) else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return text(of: token, in: raw).first?.isUppercase == true
  }

  /// Whether the token's text starts with a lower-case letter (`Character.isLowercase`,
  /// decided by byte for ASCII).
  static func startsWithLowercase(_ token: Int32, in raw: RawTree) -> Bool {
    guard let byte = raw.firstByte(token) else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    return text(of: token, in: raw).first?.isLowercase == true
  }

  /// The token's text, decoded from the file's bytes in place (`String(utf8Bytes:)`: a
  /// name of up to 15 bytes is copied into a small string, not validated by the standard
  /// library's call and copied again).
  static func text(of token: Int32, in raw: RawTree) -> String {
    let range = raw.textStart(token)..<raw.textEnd(token)
    return raw.file.bytes.withUnsafeBufferPointer { bytes in
      String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[range]))
    }
  }

  /// False when `isCapitalisedPath(compactText)` of the node is certainly false: a part of
  /// its text (the start, or what follows a `.` token) begins with an ASCII byte other
  /// than an upper-case letter or `.`. (`compactText` puts no space after a `.` token, and
  /// a `.` cannot combine with an ASCII byte after it.) True when the text must be read.
  static func mayBeCapitalisedPath(_ node: Int32, in raw: RawTree) -> Bool {
    var atPartStart = true
    for token in raw.tokens(node) {
      guard let byte = raw.firstByte(token) else { continue }
      if atPartStart, byte < 0x80, byte != UInt8(ascii: "."),
        byte < UInt8(ascii: "A") || byte > UInt8(ascii: "Z")
      {
        return false
      }
      atPartStart = raw.tokenKind(token) == .period
    }
    return true
  }

  /// Whether `text` split at "." has several parts, each starting with an upper-case
  /// letter. ASCII text is read by byte, stopping at the first part that does not (the
  /// callee of a long chain, `Text("…").font(…).padding`, is rejected at its second part);
  /// other text by `Character`, as a `.` may combine with what follows.
  static func isCapitalisedPath(_ text: String) -> Bool {
    var parts = 0
    var atPartStart = true
    for byte in text.utf8 {
      guard byte < 0x80 else {
        let parts = text.split(separator: ".")
        return parts.count > 1 && parts.allSatisfy { $0.first?.isUppercase == true }
      }
      if byte == UInt8(ascii: ".") {
        atPartStart = true
      } else if atPartStart {
        guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") else { return false }
        parts += 1
        atPartStart = false
      }
    }
    return parts > 1
  }

  static func arity(
    of statements: ViewArity.Statements, builder: Bool, in raw: RawTree
  ) -> ViewArity {
    if builder { return ViewArity.of(statements: statements, in: raw) }
    // Without a builder the body is one expression or returns one.
    var iterator = statements
    if let only = iterator.next(), iterator.next() == nil {
      return ViewArity.of(statement: only, in: raw)
    }
    var result = ViewArity.none
    for statement in statements where raw.kind(statement) == .returnStmt {
      result = ViewArity.alternative(result, ViewArity.of(statement: statement, in: raw))
    }
    return result.count == .none ? .unknown : result
  }
}
