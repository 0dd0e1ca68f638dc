extension SourceFile {
  /// The tree as indented text: one line per node (`kind line:col-line:col`) and per token
  /// (`kind "text"`), for `parse --dump` and for debugging.
  public func dump() -> String {
    var output = ""
    dump(root, depth: 0, into: &output)
    return output
  }

  private func dump(_ node: Syntax, depth: Int, into output: inout String) {
    let indent = String(repeating: "  ", count: depth)
    let range = node.range
    output +=
      "\(indent)\(node.kind) \(location(of: range.lowerBound))-\(location(of: range.upperBound))\n"
    var cursor = node.tokenIndices.lowerBound
    for child in node.children {
      while cursor < child.tokenIndices.lowerBound {
        dumpToken(cursor, indent: indent + "  ", into: &output)
        cursor += 1
      }
      dump(child, depth: depth + 1, into: &output)
      cursor = max(cursor, child.tokenIndices.upperBound)
    }
    while cursor < node.tokenIndices.upperBound {
      dumpToken(cursor, indent: indent + "  ", into: &output)
      cursor += 1
    }
  }

  private func dumpToken(_ index: Int, indent: String, into output: inout String) {
    let token = self.token(at: index)
    var text = ""
    for scalar in token.text.unicodeScalars {
      switch scalar {
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      default: text.unicodeScalars.append(scalar)
      }
    }
    output += "\(indent)\(token.kind) \"\(text)\"\n"
  }
}
