/// The declarations of one file in flat arrays of plain values: the texts they need (names,
/// types as written, attribute names, labels) are ranges of one byte array, and a `String`
/// is made only when a migration asks for one.
///
/// A file declares hundreds of members and the migrations ask about a few of them: making
/// every name, type text and attribute a `String` (and every member a struct of a dozen
/// references) when the file was scanned was most of the cost of the index. The texts are
/// copied out of the file, so the store keeps no tree or source alive (a few bytes a
/// declaration). `MemberInfo` is a handle to a member of a store; `TypeInfo` is made from a
/// type's record when asked (`typeInfo(at:)`).
final class DeclarationStore: Sendable {
  /// A text: a range of `bytes`.
  struct Text: Sendable, Hashable {
    var start: Int32
    var count: Int32
  }

  /// How a member's type is written (see `MemberInfo.type`).
  enum TypeForm: UInt8, Sendable {
    /// No type written or inferable.
    case none
    /// The type's text as written (`TypeReference(text:)`).
    case written
    /// A named type (`TypeReference(named:)`): an inferred `T(…)`, an enum case's or an
    /// initializer's type.
    case named
    /// A named type made optional: a failable initializer's.
    case namedOptional
  }

  struct TypeRecord: Sendable {
    /// The qualified name (`Outer.Inner`).
    var name: Text
    var kind: TypeInfo.Kind
    var access: AccessLevel
    var isConditionallyCompiled: Bool
    /// Positions in `texts`.
    var inheritance: Range<Int32>
    var genericParameters: Range<Int32>
    /// Pairs of texts: a generic parameter's name, one of its constraints.
    var genericConstraints: Range<Int32>
    /// A typealias's aliased type as written; empty for other kinds.
    var aliased = Text(start: 0, count: 0)
  }

  struct MemberRecord: Sendable {
    var name: Text
    var kind: MemberInfo.Kind
    var typeForm: TypeForm
    var access: AccessLevel
    var isStatic: Bool
    var isTypeInferred: Bool
    /// A property declared with `let`.
    var isConstant = false
    /// The position in `types` of the type or extension it is declared in; -1 at top level.
    var container: Int32
    var type: Text
    /// Positions in `texts`.
    var attributes: Range<Int32>
    var labels: Range<Int32>
    /// Positions in `parameters`.
    var parameters: Range<Int32>
    /// The position in `details`, -1 when every detail field is empty.
    var details: Int32
    var offset: Int
  }

  /// A parameter of a function, initializer or subscript.
  struct ParameterRecord: Sendable {
    /// The type as the body sees it; nil when not written.
    var type: Text?
    var hasDefault: Bool
  }

  let path: String
  let module: String
  let bytes: [UInt8]
  /// The texts of lists (attributes, inheritance, generic parameters, labels), in order.
  let texts: [Text]
  let types: [TypeRecord]
  let members: [MemberRecord]
  let parameters: [ParameterRecord]
  let details: [MemberInfo.DetailFields]

  init(
    path: String, module: String, bytes: [UInt8], texts: [Text], types: [TypeRecord],
    members: [MemberRecord], parameters: [ParameterRecord], details: [MemberInfo.DetailFields]
  ) {
    self.path = path
    self.module = module
    self.bytes = bytes
    self.texts = texts
    self.types = types
    self.members = members
    self.parameters = parameters
    self.details = details
  }

  /// The same records under another path and module (no copy of them).
  func relabelled(path: String, module: String) -> DeclarationStore {
    DeclarationStore(
      path: path, module: module, bytes: bytes, texts: texts, types: types, members: members,
      parameters: parameters, details: details)
  }

  func string(_ text: Text) -> String { Self.string(text, in: bytes) }

  /// The strings of the texts at `positions` in `texts`.
  func strings(_ positions: Range<Int32>) -> [String] {
    positions.map { string(texts[Int($0)]) }
  }

  /// Whether one of the texts at `positions` in `texts` is `string`.
  func texts(_ positions: Range<Int32>, contain string: StaticString) -> Bool {
    Self.texts(positions, of: texts, in: bytes, contain: string)
  }

  func text(_ text: Text, is string: StaticString) -> Bool {
    Self.text(text, in: bytes, is: string)
  }

  func withBytes<Result>(of text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { all in
      body(UnsafeBufferPointer(rebasing: all[Int(text.start)..<Int(text.start + text.count)]))
    }
  }

  // The same questions of a store being built (`DeclarationScanner`).

  static func string(_ text: Text, in bytes: [UInt8]) -> String {
    bytes.withUnsafeBufferPointer { all in
      let range = Int(text.start)..<Int(text.start + text.count)
      return String(utf8Bytes: UnsafeBufferPointer(rebasing: all[range]))
    }
  }

  /// Whether the text's bytes are those of `string`.
  static func text(_ text: Text, in bytes: [UInt8], is string: StaticString) -> Bool {
    guard Int(text.count) == string.utf8CodeUnitCount else { return false }
    return string.withUTF8Buffer { expected in
      var offset = Int(text.start)
      for byte in expected {
        guard bytes[offset] == byte else { return false }
        offset += 1
      }
      return true
    }
  }

  static func texts(
    _ positions: Range<Int32>, of texts: [Text], in bytes: [UInt8], contain string: StaticString
  ) -> Bool {
    positions.contains { text(texts[Int($0)], in: bytes, is: string) }
  }

  /// The pairs of texts at `positions` as constraints.
  private func genericConstraints(_ positions: Range<Int32>) -> [GenericConstraint] {
    guard !positions.isEmpty else { return [] }
    let texts = strings(positions)
    return stride(from: 0, to: texts.count - 1, by: 2).map {
      GenericConstraint(parameter: texts[$0], constraint: texts[$0 + 1])
    }
  }

  /// The type declared or extended at `index` as the index answers with it.
  func typeInfo(at index: Int) -> TypeInfo {
    let type = types[index]
    return TypeInfo(
      name: string(type.name), kind: type.kind, inheritance: strings(type.inheritance),
      genericParameters: strings(type.genericParameters), access: type.access, module: module,
      isConditionallyCompiled: type.isConditionallyCompiled,
      genericConstraints: genericConstraints(type.genericConstraints),
      aliasedType: type.kind == .typealias ? string(type.aliased) : nil)
  }
}
