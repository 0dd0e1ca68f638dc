import SwiftCST

// The texts the scanner records: copied into `bytes` (a name is its token's bytes, a type
// its `compactText`) and referred to by range, read back without making a `String`. The
// texts are the first `byteCount` bytes; the array goes on with room for more (an append
// to the array of a name's few bytes cost more than copying them).

extension DeclarationScanner {
  /// Adds the token's text.
  mutating func addText(token: Int32) -> Text {
    let start = Int32(byteCount)
    appendText(of: token)
    return Text(start: start, count: Int32(byteCount) - start)
  }

  /// Appends the token's bytes.
  private mutating func appendText(of token: Int32) {
    appendBytes(UnsafeBufferPointer(rebasing: source[raw.textStart(token)..<raw.textEnd(token)]))
  }

  /// Copies `new` after the texts, into the room past `byteCount` (made when short).
  mutating func appendBytes(_ new: UnsafeBufferPointer<UInt8>) {
    guard let from = new.baseAddress, !new.isEmpty else { return }
    let start = byteCount
    let end = start + new.count
    if end > bytes.count { makeRoom(for: end) }
    bytes.withUnsafeMutableBufferPointer { all in
      (all.baseAddress! + start).update(from: from, count: new.count)
    }
    byteCount = end
  }

  /// Appends one byte after the texts.
  mutating func appendByte(_ byte: UInt8) {
    if byteCount == bytes.count { makeRoom(for: byteCount + 1) }
    bytes[byteCount] = byte
    byteCount += 1
  }

  /// Lengthens `bytes` to at least `count` (doubling).
  private mutating func makeRoom(for count: Int) {
    let length = max(count, 2 * bytes.count, 1024)
    bytes.append(contentsOf: repeatElement(0, count: length - bytes.count))
  }

  mutating func addText(_ string: String) -> Text {
    let start = Int32(byteCount)
    var string = string
    string.withUTF8 { appendBytes($0) }
    return Text(start: start, count: Int32(byteCount) - start)
  }

  /// Adds the text of `constructedType`'s type: `TypeReference(named:).text`, the bytes
  /// of the decoded token (its own bytes when ASCII).
  mutating func addText(_ constructed: ConstructedTypeText) -> Text {
    switch constructed {
    case .literal(let name):
      let start = Int32(byteCount)
      name.withUTF8Buffer { appendBytes($0) }
      return Text(start: start, count: Int32(byteCount) - start)
    case .token(let token):
      let text = source[raw.textStart(token)..<raw.textEnd(token)]
      guard text.allSatisfy({ $0 < 0x80 }) else { return addText(Self.text(of: token, in: raw)) }
      return addText(token: token)
    case .path(let path): return addText(path)
    }
  }

  /// Adds `outer` + "." + the token's text: a nested type's qualified name.
  mutating func addText(_ outer: Text, dot token: Int32) -> Text {
    let start = Int32(byteCount)
    // Through a copy: `bytes` may move to make room.
    let outerRange = Int(outer.start)..<Int(outer.start + outer.count)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: outerRange.count) { copy in
      for (index, offset) in outerRange.enumerated() { copy[index] = bytes[offset] }
      appendBytes(UnsafeBufferPointer(copy))
    }
    appendByte(UInt8(ascii: "."))
    appendText(of: token)
    return Text(start: start, count: Int32(byteCount) - start)
  }

  /// Adds `RawTree.compactText(node)`, in `[…]` when `bracketed`.
  mutating func addCompactText(_ node: Int32, bracketed: Bool = false) -> Text {
    let start = Int32(byteCount)
    if bracketed { appendByte(UInt8(ascii: "[")) }
    appendCompactText(node)
    if bracketed { appendByte(UInt8(ascii: "]")) }
    return Text(start: start, count: Int32(byteCount) - start)
  }

  /// Appends the bytes of `RawTree.withCompactText(node)`, written straight after the
  /// texts (room made first for the longest it can be), not into a scratch buffer then
  /// copied: a type's text is made for every property, parameter and return type.
  private mutating func appendCompactText(_ node: Int32) {
    let tokens = raw.tokens(node)
    guard !tokens.isEmpty else { return }
    // One token (most types) is its text, unless it is a `:` or `,` (followed by a space).
    if tokens.count == 1, raw.tokenKind(tokens.lowerBound) != .colon,
      raw.tokenKind(tokens.lowerBound) != .comma
    {
      appendText(of: tokens.lowerBound)
      return
    }
    // Each token adds its text and at most a space before and one after.
    var capacity = 2 * tokens.count
    for token in tokens { capacity += raw.textEnd(token) - raw.textStart(token) }
    if byteCount + capacity > bytes.count { makeRoom(for: byteCount + capacity) }
    let raw = raw
    let source = source
    let first = byteCount
    byteCount = bytes.withUnsafeMutableBufferPointer { buffer in
      raw.writeCompactText(of: tokens, from: source, into: buffer, at: first)
    }
  }

  /// Adds the name of the type an extension extends: the nominal name of its type's text
  /// (`TypeReference.name`, else the text), without a `SwiftUI.` prefix. ASCII text (nearly
  /// all) is read in the store's bytes; other text as a `String`, by `Character`.
  mutating func addExtendedTypeName(_ type: Int32) -> Text {
    let text = addCompactText(type)
    let ascii = bytes.withUnsafeBufferPointer { all in
      TypeReference.readASCII(
        UnsafeBufferPointer(rebasing: all[Int(text.start)..<Int(text.start + text.count)]))
    }
    guard let (_, nominal, _) = ascii else {
      let whole = string(text)
      var name = TypeReference(text: whole).name ?? whole
      if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
      return addText(name)
    }
    // The nominal name is the text when nil (`TypeReference.name ?? text`, or the text
    // itself); an ASCII name starts with `SwiftUI.` by its bytes.
    var name = nominal.map { addText($0) } ?? text
    let prefix: StaticString = "SwiftUI."
    let count = Int32(prefix.utf8CodeUnitCount)
    if name.count >= count, self.text(Text(start: name.start, count: count), is: prefix) {
      name = Text(start: name.start + count, count: name.count - count)
    }
    return name
  }

  /// Whether a member's body is worth an arity: a view builder, or its type's text ends in
  /// `View`, is `Text` or `Image` (as `String` compares them), or is a `ModifiedContent`
  /// (a project modifier's return type spelled out: `-> ModifiedContent<Self, Chip>`).
  func buildsViews(
    builder: Bool, typeForm: DeclarationStore.TypeForm, type: Text
  ) -> Bool {
    if builder { return true }
    // A named optional type's text ends in `?`.
    guard typeForm == .written || typeForm == .named else { return false }
    if text(type, is: "Text") || text(type, is: "Image") { return true }
    if isModifiedContent(type) { return true }
    guard type.count >= 4 else { return false }
    let isASCII = bytes[Int(type.start)..<Int(type.start + type.count)].allSatisfy { $0 < 0x80 }
    // A `Character` of other text may end in the bytes of `View` and more.
    guard isASCII else { return string(type).hasSuffix("View") }
    return text(Text(start: type.start + type.count - 4, count: 4), is: "View")
  }

  /// Whether `type` is `ModifiedContent` or `ModifiedContent<…>` (`SwiftUI.` stripped).
  private func isModifiedContent(_ type: Text) -> Bool {
    var start = type.start
    var count = type.count
    let module: StaticString = "SwiftUI."
    let moduleCount = Int32(module.utf8CodeUnitCount)
    if count > moduleCount, text(Text(start: start, count: moduleCount), is: module) {
      start += moduleCount
      count -= moduleCount
    }
    let name: StaticString = "ModifiedContent"
    let nameCount = Int32(name.utf8CodeUnitCount)
    guard count >= nameCount, text(Text(start: start, count: nameCount), is: name) else {
      return false
    }
    return count == nameCount || bytes[Int(start + nameCount)] == UInt8(ascii: "<")
  }

  /// The qualified name of the type at `container` in `types`.
  func containerName(_ container: Int32) -> Text {
    container >= 0 ? types[Int(container)].name : Text(start: 0, count: 0)
  }

  func text(_ text: Text, is string: StaticString) -> Bool {
    DeclarationStore.text(text, in: bytes, is: string)
  }

  func texts(_ positions: Range<Int32>, contain string: StaticString) -> Bool {
    DeclarationStore.texts(positions, of: texts, in: bytes, contain: string)
  }

  func string(_ text: Text) -> String { DeclarationStore.string(text, in: bytes) }
}
