/// The parts of a dotted name (`HistoryView.ViewModel`), found by bytes: `String.lastIndex(of:)`
/// walks back by `Character`, thousands of instructions per name, and the resolver and the
/// semantic index split names on every question.
enum QualifiedName {
  /// `name.lastIndex(of: ".")`. In an ASCII name every byte is a `Character` of its own
  /// (`"\r\n"` aside, which holds no dot), so the last `.` byte is the answer; any other name
  /// is searched by `Character` as before (a dot may be one with a mark after it).
  static func lastDot(in name: String) -> String.Index? {
    // On the bytes where the string has them in one piece (a native string does): walking
    // the UTF-8 view cost several times as much a byte.
    let found =
      name.utf8.withContiguousStorageIfAvailable(lastDotOffset) ?? lastDotOffset(in: name.utf8)
    if found == -2 { return name.lastIndex(of: ".") }
    return found < 0 ? nil : name.utf8.index(name.utf8.startIndex, offsetBy: found)
  }

  /// The offset of the last `.` in `bytes`: -1 for none, -2 for a byte outside ASCII.
  @inline(__always)
  private static func lastDotOffset<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Int {
    var dot = -1
    var offset = 0
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        dot = offset
      } else if byte >= 0x80 {
        return -2
      }
      offset += 1
    }
    return dot
  }

  /// The name without its last part (`HistoryView` of `HistoryView.ViewModel`); nil for a
  /// name without a dot.
  static func outer(of name: String) -> String? {
    lastDot(in: name).map { String(name[..<$0]) }
  }

  /// The last part of the name (`ViewModel` of `HistoryView.ViewModel`); the name itself
  /// without a dot.
  static func last(of name: String) -> String {
    guard let dot = lastDot(in: name) else { return name }
    return String(name[name.index(after: dot)...])
  }
}
