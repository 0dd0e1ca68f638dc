import SwiftCST

// The texts the scanner records: copied into `bytes` (a name is its token's bytes, a type
// its `compactText`) and referred to by range, read back without making a `String`.

extension DeclarationScanner {
  /// Adds the token's text.
  mutating func addText(token: Int32) -> Text {
    let start = Int32(bytes.count)
    appendText(of: token)
    return Text(start: start, count: Int32(bytes.count) - start)
  }

  /// Appends the token's bytes (by offsets: a slice of the file's bytes would retain them).
  private mutating func appendText(of token: Int32) {
    let range = raw.textStart(token)..<raw.textEnd(token)
    raw.file.bytes.withUnsafeBufferPointer { source in
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
    }
  }

  mutating func addText(_ string: String) -> Text {
    let start = Int32(bytes.count)
    bytes.append(contentsOf: string.utf8)
    return Text(start: start, count: Int32(bytes.count) - start)
  }

  /// Adds `outer` + "." + the token's text: a nested type's qualified name.
  mutating func addText(_ outer: Text, dot token: Int32) -> Text {
    let start = Int32(bytes.count)
    // Byte by byte: appending a slice of `bytes` to itself would copy the whole array.
    for offset in Int(outer.start)..<Int(outer.start + outer.count) { bytes.append(bytes[offset]) }
    bytes.append(UInt8(ascii: "."))
    appendText(of: token)
    return Text(start: start, count: Int32(bytes.count) - start)
  }

  /// Adds `RawTree.compactText(node)`, in `[…]` when `bracketed`.
  mutating func addCompactText(_ node: Int32, bracketed: Bool = false) -> Text {
    let start = Int32(bytes.count)
    if bracketed { bytes.append(UInt8(ascii: "[")) }
    let raw = raw
    raw.withCompactText(node) { bytes.append(contentsOf: $0) }
    if bracketed { bytes.append(UInt8(ascii: "]")) }
    return Text(start: start, count: Int32(bytes.count) - start)
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
  /// `View` or is `Text` or `Image` (as `String` compares them).
  func buildsViews(
    builder: Bool, typeForm: DeclarationStore.TypeForm, type: Text
  ) -> Bool {
    if builder { return true }
    // A named optional type's text ends in `?`.
    guard typeForm == .written || typeForm == .named else { return false }
    if text(type, is: "Text") || text(type, is: "Image") { return true }
    guard type.count >= 4 else { return false }
    let isASCII = bytes[Int(type.start)..<Int(type.start + type.count)].allSatisfy { $0 < 0x80 }
    // A `Character` of other text may end in the bytes of `View` and more.
    guard isASCII else { return string(type).hasSuffix("View") }
    return text(Text(start: type.start + type.count - 4, count: 4), is: "View")
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
