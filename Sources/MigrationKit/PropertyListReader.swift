/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, quoted or bare strings, `/* comments */`.
enum PropertyList: Sendable, Equatable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [PropertyList] {
    if case .array(let values) = self { return values }
    return []
  }

  var dictionary: [String: PropertyList] {
    if case .dictionary(let values) = self { return values }
    return [:]
  }

  subscript(key: String) -> PropertyList? { dictionary[key] }
}

/// A property list kept as flat arrays over its file's bytes: every value is a node
/// number; strings stay byte ranges of the file until asked for. A project file of a
/// megabyte holds tens of thousands of values, and building a `String` and a
/// `Dictionary` for each cost more than everything else the project model does.
struct PropertyListDocument: Sendable {
  enum Kind: UInt8, Sendable { case string, array, dictionary }

  /// The root value.
  let root: Int32 = 0
  /// Per node: a string's first byte in `bytes` (or `-1 - i` for `unescaped[i]`) and its
  /// length in bytes; a container's first member in `members` and its items (an array) or
  /// entries (a dictionary). One array of nodes: three appends per value cost more than the
  /// rest of reading it.
  fileprivate var nodes: [Node] = []
  /// The members of each container, one after the other (a dictionary's as key, value).
  fileprivate var members: [Int32] = []
  fileprivate let bytes: [UInt8]
  /// The text of strings written with escapes.
  fileprivate var unescaped: [[UInt8]] = []

  fileprivate struct Node {
    var first: Int32
    var count: Int32
    var kind: Kind
  }

  fileprivate init(bytes: [UInt8]) { self.bytes = bytes }

  /// The text of a string value; nil for an array or a dictionary.
  func string(_ node: Int32) -> String? {
    withBytes(of: node) { String(decoding: $0, as: UTF8.self) }
  }

  /// `body` over the bytes of a string value; nil for an array or a dictionary.
  func withBytes<Result>(
    of node: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    let value = nodes[Int(node)]
    guard value.kind == .string else { return nil }
    let first = Int(value.first)
    if first < 0 { return unescaped[-1 - first].withUnsafeBufferPointer(body) }
    return bytes.withUnsafeBufferPointer { all in
      body(UnsafeBufferPointer(rebasing: all[first..<first + Int(value.count)]))
    }
  }

  /// Whether the value is the string `text`.
  func isString(_ node: Int32, _ text: StaticString) -> Bool {
    withBytes(of: node) { stored in
      stored.count == text.utf8CodeUnitCount
        && stored.elementsEqual(
          UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    } ?? false
  }

  /// The items of an array value; none for a string or a dictionary.
  func items(_ node: Int32) -> ArraySlice<Int32> {
    let value = nodes[Int(node)]
    guard value.kind == .array else { return [] }
    let first = Int(value.first)
    return members[first..<first + Int(value.count)]
  }

  /// The string items of an array value (as `PropertyList.array.compactMap(\.string)`).
  func stringItems(_ node: Int32?) -> [Int32] {
    guard let node else { return [] }
    return items(node).filter { nodes[Int($0)].kind == .string }
  }

  /// The (key, value) entries of a dictionary value in file order; none for the others.
  func entries(_ node: Int32) -> [(key: Int32, value: Int32)] {
    let value = nodes[Int(node)]
    guard value.kind == .dictionary else { return [] }
    let first = Int(value.first)
    return (0..<Int(value.count)).map {
      (members[first + 2 * $0], members[first + 2 * $0 + 1])
    }
  }

  /// The value of `key` in a dictionary value (the last one when the key is given
  /// twice); nil for a missing key or a value that is not a dictionary.
  func value(_ node: Int32?, _ key: StaticString) -> Int32? {
    guard let node else { return nil }
    let dictionary = nodes[Int(node)]
    guard dictionary.kind == .dictionary else { return nil }
    let first = Int(dictionary.first)
    var entry = Int(dictionary.count)
    while entry > 0 {
      entry -= 1
      if isString(members[first + 2 * entry], key) { return members[first + 2 * entry + 1] }
    }
    return nil
  }

  /// The string value of `key` in a dictionary value.
  func string(_ node: Int32?, _ key: StaticString) -> String? {
    value(node, key).flatMap { string($0) }
  }

  /// The value as the `PropertyList` enum (for tests and small files).
  func propertyList(_ node: Int32) -> PropertyList {
    switch nodes[Int(node)].kind {
    case .string: return .string(string(node)!)
    case .array: return .array(items(node).map { propertyList($0) })
    case .dictionary:
      return .dictionary(
        Dictionary(
          entries(node).map { (string($0.key)!, propertyList($0.value)) },
          uniquingKeysWith: { $1 }))
    }
  }
}

/// Reads an old-style property list in one pass over its bytes (project files run to
/// tens of thousands of lines). Fails with a reason and a line number, never traps.
struct PropertyListReader {
  struct Failure: Error, CustomStringConvertible {
    let line: Int
    let reason: String
    var description: String { "line \(line): \(reason)" }
  }

  /// The file's bytes, valid while `read` runs.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var depth = 0
  private var document: PropertyListDocument
  /// The members of the containers being read, innermost last.
  private var pending: [Int32] = []

  static func read(_ bytes: [UInt8]) throws -> PropertyList {
    let document = try self.document(bytes)
    return document.propertyList(document.root)
  }

  static func document(_ bytes: [UInt8]) throws -> PropertyListDocument {
    try bytes.withUnsafeBufferPointer { buffer in
      var reader = PropertyListReader(
        bytes: buffer, document: PropertyListDocument(bytes: bytes))
      // A project file holds about a value per 24 bytes, most of them in a container.
      reader.document.nodes.reserveCapacity(bytes.count / 16)
      reader.document.members.reserveCapacity(bytes.count / 16)
      reader.skipTrivia()
      _ = try reader.value()
      reader.skipTrivia()
      guard reader.position == buffer.count else { throw reader.failure("text after the end") }
      return reader.document
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, document: PropertyListDocument) {
    self.bytes = bytes
    self.document = document
  }

  private func failure(_ reason: String) -> Failure {
    var line = 1
    for byte in bytes[..<min(position, bytes.count)] where byte == 10 { line += 1 }
    return Failure(line: line, reason: reason)
  }

  private mutating func addNode(_ kind: PropertyListDocument.Kind, _ first: Int, _ count: Int)
    -> Int32
  {
    document.nodes.append(
      PropertyListDocument.Node(first: Int32(first), count: Int32(count), kind: kind))
    return Int32(document.nodes.count - 1)
  }

  /// Ends the container `node` whose members were pending from `start` on.
  private mutating func close(_ node: Int32, from start: Int, count: Int) {
    document.nodes[Int(node)].first = Int32(document.members.count)
    document.nodes[Int(node)].count = Int32(count)
    document.members += pending[start...]
    pending.removeSubrange(start...)
  }

  private mutating func value() throws -> Int32 {
    guard position < bytes.count else { throw failure("unexpected end of file") }
    depth += 1
    defer { depth -= 1 }
    guard depth < 200 else { throw failure("nesting is too deep") }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      position += 1
      let node = addNode(.dictionary, 0, 0)
      let start = pending.count
      while true {
        skipTrivia()
        guard position < bytes.count else { throw failure("missing '}'") }
        if bytes[position] == UInt8(ascii: "}") {
          position += 1
          close(node, from: start, count: (pending.count - start) / 2)
          return node
        }
        let key = try string()
        skipTrivia()
        try expect(UInt8(ascii: "="))
        skipTrivia()
        pending.append(key)
        pending.append(try value())
        skipTrivia()
        try expect(UInt8(ascii: ";"))
      }
    case UInt8(ascii: "("):
      position += 1
      let node = addNode(.array, 0, 0)
      let start = pending.count
      while true {
        skipTrivia()
        guard position < bytes.count else { throw failure("missing ')'") }
        if bytes[position] == UInt8(ascii: ")") {
          position += 1
          close(node, from: start, count: pending.count - start)
          return node
        }
        pending.append(try value())
        skipTrivia()
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
          position += 1
        } else if position < bytes.count, bytes[position] != UInt8(ascii: ")") {
          throw failure("expected ',' or ')'")
        }
      }
    default:
      return try string()
    }
  }

  private mutating func expect(_ byte: UInt8) throws {
    guard position < bytes.count, bytes[position] == byte else {
      throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    position += 1
  }

  /// A quoted string (with `\"`, `\\`, `\n`, `\t` escapes) or a bare word, as a node.
  private mutating func string() throws -> Int32 {
    guard position < bytes.count else { throw failure("unexpected end of file") }
    if bytes[position] == UInt8(ascii: "\"") {
      position += 1
      // Most quoted strings have no escape: their text is the bytes as they are.
      let start = position
      while position < bytes.count, bytes[position] != UInt8(ascii: "\""),
        bytes[position] != UInt8(ascii: "\\")
      {
        position += 1
      }
      if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
        position += 1
        return addNode(.string, start, position - 1 - start)
      }
      var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
      while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
        if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
          position += 1
          switch bytes[position] {
          case UInt8(ascii: "n"): text.append(10)
          case UInt8(ascii: "t"): text.append(9)
          default: text.append(bytes[position])
          }
        } else {
          text.append(bytes[position])
        }
        position += 1
      }
      guard position < bytes.count else { throw failure("unterminated string") }
      position += 1
      document.unescaped.append(text)
      return addNode(.string, -document.unescaped.count, text.count)
    }
    let start = position
    // In a local: a stored `position` is loaded and stored again for each byte.
    var end = start
    while end < bytes.count, Self.isBare(bytes[end]) { end += 1 }
    position = end
    guard position > start else {
      throw failure("unexpected '\(Character(Unicode.Scalar(bytes[position])))'")
    }
    return addNode(.string, start, position - start)
  }

  /// Letters, digits, `_ $ / : . - + < >` and every byte outside ASCII: a bit per ASCII
  /// byte in two words (a test of a bit where a `switch` made a comparison per range).
  private static func isBare(_ byte: UInt8) -> Bool {
    if byte >= 0x80 { return true }
    let word = byte < 64 ? bareBelow64 : bareFrom64
    return word & (1 &<< UInt64(byte & 63)) != 0
  }

  /// The bits of `0-9 $ / : . - + < >` (bytes below 64).
  private static var bareBelow64: UInt64 { 0x57ff_e810_0000_0000 }
  /// The bits of `A-Z a-z _` (bytes from 64, less 64).
  private static var bareFrom64: UInt64 { 0x07ff_fffe_87ff_fffe }

  /// Whitespace, `/* … */` and `// …` comments.
  private mutating func skipTrivia() {
    // In a local, as in `string()`.
    var position = self.position
    defer { self.position = position }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
        position += 1
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "*")
      {
        position += 2
        while position + 1 < bytes.count,
          !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
        {
          position += 1
        }
        position = min(position + 2, bytes.count)
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "/")
      {
        while position < bytes.count, bytes[position] != 10 { position += 1 }
      } else {
        return
      }
    }
  }
}
