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

  static func read(_ bytes: [UInt8]) throws -> PropertyList {
    try bytes.withUnsafeBufferPointer { buffer in
      var reader = PropertyListReader(bytes: buffer)
      reader.skipTrivia()
      let value = try reader.value()
      reader.skipTrivia()
      guard reader.position == buffer.count else { throw reader.failure("text after the end") }
      return value
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  private func failure(_ reason: String) -> Failure {
    var line = 1
    for byte in bytes[..<min(position, bytes.count)] where byte == 10 { line += 1 }
    return Failure(line: line, reason: reason)
  }

  private mutating func value() throws -> PropertyList {
    guard position < bytes.count else { throw failure("unexpected end of file") }
    depth += 1
    defer { depth -= 1 }
    guard depth < 200 else { throw failure("nesting is too deep") }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      position += 1
      // Gathered first so that the dictionary is made at its size (a key given twice: the
      // last value counts).
      var entries: [(String, PropertyList)] = []
      while true {
        skipTrivia()
        guard position < bytes.count else { throw failure("missing '}'") }
        if bytes[position] == UInt8(ascii: "}") {
          position += 1
          return .dictionary(Dictionary(entries, uniquingKeysWith: { $1 }))
        }
        let key = try string()
        skipTrivia()
        try expect(UInt8(ascii: "="))
        skipTrivia()
        entries.append((key, try value()))
        skipTrivia()
        try expect(UInt8(ascii: ";"))
      }
    case UInt8(ascii: "("):
      position += 1
      var items: [PropertyList] = []
      while true {
        skipTrivia()
        guard position < bytes.count else { throw failure("missing ')'") }
        if bytes[position] == UInt8(ascii: ")") {
          position += 1
          return .array(items)
        }
        items.append(try value())
        skipTrivia()
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
          position += 1
        } else if position < bytes.count, bytes[position] != UInt8(ascii: ")") {
          throw failure("expected ',' or ')'")
        }
      }
    default:
      return .string(try string())
    }
  }

  private mutating func expect(_ byte: UInt8) throws {
    guard position < bytes.count, bytes[position] == byte else {
      throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    position += 1
  }

  /// A quoted string (with `\"`, `\\`, `\n`, `\t` escapes) or a bare word.
  private mutating func string() throws -> String {
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
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
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
      return String(decoding: text, as: UTF8.self)
    }
    let start = position
    while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
    guard position > start else {
      throw failure("unexpected '\(Character(Unicode.Scalar(bytes[position])))'")
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "<"),
      UInt8(ascii: ">"):
      true
    default: byte >= 0x80
    }
  }

  /// Whitespace, `/* … */` and `// …` comments.
  private mutating func skipTrivia() {
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
