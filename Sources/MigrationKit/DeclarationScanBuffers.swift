/// The arrays a `DeclarationScanner` grows, kept from one file to the next: a file's
/// declarations are gathered in arrays the files before have grown, and its store gets
/// copies of exactly their size. (Six arrays grown from empty for every file cost an
/// allocation and a copy per doubling each.)
struct DeclarationScanBuffers {
  var bytes: [UInt8] = []
  var texts: [DeclarationStore.Text] = []
  var types: [DeclarationStore.TypeRecord] = []
  var members: [DeclarationStore.MemberRecord] = []
  var parameters: [DeclarationStore.ParameterRecord] = []
  var details: [MemberInfo.DetailFields] = []

  /// Buffers no scan is using: one set per scan that ran while another did.
  private static let spare = Locked<[DeclarationScanBuffers]>([])

  /// Buffers for a scan: empty, with the capacity earlier scans gave them.
  static func take() -> DeclarationScanBuffers {
    spare.withLock { $0.popLast() } ?? DeclarationScanBuffers()
  }

  /// Empties the buffers, keeping their capacity (`bytes` keeps its length: the scanner
  /// counts its texts' bytes itself).
  mutating func empty() {
    texts.removeAll(keepingCapacity: true)
    types.removeAll(keepingCapacity: true)
    members.removeAll(keepingCapacity: true)
    parameters.removeAll(keepingCapacity: true)
    details.removeAll(keepingCapacity: true)
  }

  /// Keeps emptied buffers for the next scan.
  static func giveBack(_ buffers: DeclarationScanBuffers) {
    spare.withLock { $0.append(buffers) }
  }

  /// A copy of `elements` in an array of their count.
  static func exactCopy<Element>(_ elements: [Element]) -> [Element] {
    guard !elements.isEmpty else { return [] }
    return [Element](unsafeUninitializedCapacity: elements.count) { buffer, count in
      count = buffer.initialize(from: elements).1
    }
  }
}
