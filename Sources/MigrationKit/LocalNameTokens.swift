import SwiftCST

extension RawTree {
  /// Whether a token among `tokens` may spell `name` as `String` equality compares them,
  /// read by bytes: the local look-up (`Resolver.local(named:at:)`) passes over a scope,
  /// a closure's signature or a condition list with no such token without reading it
  /// through typed views. False only when no token can be the name: a token of the name's
  /// length is it only byte for byte, and a longer one only if it holds bytes outside ASCII
  /// (a character Unicode takes for an ASCII one, as the Kelvin sign for `K`, is longer).
  /// A name outside ASCII may be any token.
  func mayHoldName(_ name: String, in tokens: Range<Int32>) -> Bool {
    guard !tokens.isEmpty else { return false }
    var name = name
    return name.withUTF8 { mayHold(LocalNameBytes($0), in: tokens) }
  }
}

/// A name's UTF-8 bytes for `RawTree.mayHold(_:in:)`, made once per look-up (valid while the
/// `String.withUTF8` that gives them runs).
struct LocalNameBytes {
  let bytes: UnsafeBufferPointer<UInt8>
  let isASCII: Bool

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var high: UInt8 = 0
    for byte in bytes { high |= byte }
    isASCII = high < 0x80
  }
}

extension RawTree {
  /// `mayHoldName(_:in:)` with the name's bytes read already.
  func mayHold(_ name: LocalNameBytes, in tokens: Range<Int32>) -> Bool {
    guard !tokens.isEmpty else { return false }
    guard name.isASCII else { return true }
    let count = name.bytes.count
    return file.bytes.withUnsafeBufferPointer { bytes in
      for token in tokens {
        let start = textStart(token)
        let length = textEnd(token) - start
        if length == count {
          var offset = 0
          while offset < count && bytes[start + offset] == name.bytes[offset] { offset += 1 }
          if offset == count { return true }
        } else if length > count {
          for offset in start..<start + length where bytes[offset] >= 0x80 { return true }
        }
      }
      return false
    }
  }
}
