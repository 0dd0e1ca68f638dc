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

  /// Keeps emptied buffers for the next scan, leaving `buffers` without arrays (moved, not
  /// copied: a copy retained and then released each of the six).
  static func giveBack(_ buffers: inout DeclarationScanBuffers) {
    spare.withLock { spare in
      spare.append(DeclarationScanBuffers())
      swap(&spare[spare.count - 1], &buffers)
    }
  }

  /// A copy of `elements` in an array of their count.
  ///
  /// Reserved then appended, not `Array(unsafeUninitializedCapacity:)`: that initializer
  /// allocates through the standard library's unspecialized entry point, which looks up
  /// the array storage's generic metadata on every call (about as much as the copy costs);
  /// `reserveCapacity` is specialized for the element type. Inlined so that each call is.
  @inline(__always)
  static func exactCopy<Element>(_ elements: [Element]) -> [Element] {
    guard !elements.isEmpty else { return [] }
    var copy: [Element] = []
    copy.reserveCapacity(elements.count)
    copy.append(contentsOf: elements)
    return copy
  }

  /// A copy of the first `count` of `bytes`, the same way.
  static func exactCopy(_ bytes: [UInt8], count: Int) -> [UInt8] {
    guard count > 0 else { return [] }
    var copy: [UInt8] = []
    copy.reserveCapacity(count)
    bytes.withUnsafeBufferPointer {
      copy.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count]))
    }
    return copy
  }
}
