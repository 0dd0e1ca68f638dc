/// A JSON value, written with sorted keys and two-space indentation so that the output is
/// the same on every platform (Foundation's JSONSerialization formats differently on
/// Linux and macOS).
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  func rendered() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += indent + "  "
        value.write(to: &output, indent: indent + "  ")
        output += index + 1 < values.count ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        output += indent + "  "
        Self.writeString(key, to: &output)
        output += ": "
        members[key]!.write(to: &output, indent: indent + "  ")
        output += index + 1 < keys.count ? ",\n" : "\n"
      }
      output += indent + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
