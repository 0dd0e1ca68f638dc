extension Array {
  /// `count` copies of `value`: what `init(repeating:count:)` makes, allocated by code
  /// specialised for `Element`. `init(repeating:count:)` and
  /// `init(unsafeUninitializedCapacity:initializingWith:)` allocate through the standard
  /// library's unspecialised entry point, which looks up the storage class's generic
  /// metadata on every call (about 700 instructions); copying a `repeatElement` collection
  /// allocates with the metadata cached here.
  @inlinable
  package init(filledWith value: Element, count: Int) {
    self.init(repeatElement(value, count: count))
  }
}

extension String {
  /// `String(decoding: bytes, as: UTF8.self)`, with the same repairs of bytes that are not
  /// UTF-8. Up to 15 bytes (most tokens) are copied into the string in place: for ASCII
  /// that skips the validating call and its second copy, about half of what making the
  /// string costs (bytes that are not ASCII are repaired as `init(decoding:as:)` repairs them).
  @inlinable
  package init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count <= 15, let base = bytes.baseAddress else {
      self.init(decoding: bytes, as: UTF8.self)
      return
    }
    self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
      buffer.baseAddress!.update(from: base, count: bytes.count)
      return bytes.count
    }
  }
}
