import SwiftCST

// The texts the scanner records: copied into `bytes` (a name is its token's bytes, a type
// its `compactText`) and referred to by range, read back without making a `String`.

extension DeclarationScanner {
  /// Adds the token's text.
  mutating func addText(token: Int32) -> Text {
    let start = Int32(bytes.count)
    bytes.append(contentsOf: raw.textBytes(token))
    return Text(start: start, count: Int32(bytes.count) - start)
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
    bytes.append(contentsOf: raw.textBytes(token))
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
