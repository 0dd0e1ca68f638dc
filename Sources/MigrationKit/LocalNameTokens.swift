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
    return name.withUTF8 { name in
      for byte in name where byte >= 0x80 { return true }
      return file.bytes.withUnsafeBufferPointer { bytes in
        for token in tokens {
          let start = textStart(token)
          let count = textEnd(token) - start
          if count == name.count {
            var offset = 0
            while offset < count && bytes[start + offset] == name[offset] { offset += 1 }
            if offset == count { return true }
          } else if count > name.count {
            for offset in start..<start + count where bytes[offset] >= 0x80 { return true }
          }
        }
        return false
      }
    }
  }
}
