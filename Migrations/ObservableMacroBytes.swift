#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The byte test of `ObservableMacro.mayFind`, in one pass over the file.

extension ObservableScan {
  /// The names a class or a use is found by, every one ending in `Object`: what comes
  /// before it in each.
  private static let objectPrefixes: [StaticString] = [
    "Observable", "State", "Observed", "Environment",
  ]

  /// Whether `bytes` hold `ObservableObject`, `StateObject`, `ObservedObject` or
  /// `EnvironmentObject`, as the four `containsBytes` questions together tell: each
  /// occurrence of `Object` (found by its `j`, rare in Swift) is looked behind for the four
  /// prefixes. (Four questions read a file holding none of them four times, and most files
  /// that hold `Object` hold none: `NSObject`, `AnyObject`, `ObjectIdentifier`.)
  static func spellsClassOrUse(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      let count = buffer.count
      // `Object` at `start` has its `j` at `start + 2` and ends at `start + 6`.
      var from = 2
      while from + 4 <= count,
        let found = memchr(base + from, Int32(UInt8(ascii: "j")), count - 3 - from)
      {
        let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        from = position + 1
        let start = position - 2
        guard base[start] == UInt8(ascii: "O"), base[start + 1] == UInt8(ascii: "b"),
          base[start + 3] == UInt8(ascii: "e"), base[start + 4] == UInt8(ascii: "c"),
          base[start + 5] == UInt8(ascii: "t")
        else { continue }
        for prefix in objectPrefixes where prefix.utf8CodeUnitCount <= start {
          let length = prefix.utf8CodeUnitCount
          if memcmp(base + (start - length), prefix.utf8Start, length) == 0 { return true }
        }
      }
      return false
    }
  }
}
