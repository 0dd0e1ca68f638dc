/// Recursive-descent parser producing the post-order node arena. (Placeholder: root only.)
struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  var input: TokenArrays
  var output = TokenArrays()
  var nodes = NodeArrays()
  var diagnostics: [SyntaxDiagnostic] = []

  init(bytes: UnsafeBufferPointer<UInt8>, tokens: TokenArrays) {
    self.bytes = bytes
    self.input = tokens
  }

  mutating func parseSourceFile() {
    output = input
    nodes.kinds.append(.sourceFile)
    nodes.subtreeStarts.append(0)
    nodes.firstTokens.append(0)
    nodes.endTokens.append(Int32(output.count))
  }
}
