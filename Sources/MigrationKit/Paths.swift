import Foundation

/// Small path helpers: absolute and relative paths by text, and file kinds by `lstat`/`stat`.
public enum Paths {
  public enum Kind: Sendable, Equatable {
    case file, folder, other, missing
  }

  public static func kind(of path: String, followingLinks: Bool) -> Kind {
    var info = stat()
    let status = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// Whether `path` is a symbolic link that leads back to itself (directly or through others).
  public static func isLinkLoop(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) != 0 && errno == ELOOP
  }

  /// The fully resolved path (all links followed), or `path` if it cannot be resolved.
  public static func resolved(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `path` made absolute against `base` and normalised (`.`, `..` and repeated `/` removed;
  /// `..` at the root stays at the root). By text: links are not followed.
  public static func absolute(_ path: String, in base: String) -> String {
    var path = path
    var base = base
    return path.withUTF8 { pathBytes in
      let isAbsolute = pathBytes.first == slash
      return base.withUTF8 { baseBytes in
        if hasSlashInCluster(pathBytes) || !isAbsolute && hasSlashInCluster(baseBytes) {
          return absoluteByCharacters(
            String(decoding: pathBytes, as: UTF8.self),
            in: String(decoding: baseBytes, as: UTF8.self))
        }
        var normal = NormalPath(capacity: pathBytes.count + (isAbsolute ? 0 : baseBytes.count))
        if !isAbsolute { normal.append(baseBytes) }
        normal.append(pathBytes)
        return normal.path
      }
    }
  }

  /// `path` (absolute) relative to the folder `base` (absolute): `A/B.swift`, `.` for the
  /// folder itself, `../x/C.swift` for a path beside it.
  public static func relative(_ path: String, to base: String) -> String {
    let target = path.split(separator: "/")
    let from = base.split(separator: "/")
    var common = 0
    while common < target.count && common < from.count && target[common] == from[common] {
      common += 1
    }
    let parts =
      Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The folder holding `path`: `NSString.deletingLastPathComponent`, found by bytes for
  /// the usual normalised ASCII path (`/a/b/c.swift` → `/a/b`, `/a` → `/`).
  public static func parentFolder(of path: String) -> String {
    var path = path
    let cut: Int? = path.withUTF8 { bytes in
      guard bytes.count > 1, bytes[0] == slash, bytes[bytes.count - 1] != slash else { return nil }
      var last = 0
      for index in 1..<bytes.count {
        let byte = bytes[index]
        if byte >= 0x80 || byte == slash && bytes[index - 1] == slash { return nil }
        if byte == slash { last = index }
      }
      return last
    }
    guard let cut else { return (path as NSString).deletingLastPathComponent }
    return cut == 0 ? "/" : String(path.utf8.prefix(cut))!
  }

  /// Whether `path` is `folder` or below it (`/a/b` is inside `/a`, `/ab` is not), by
  /// text. Compares bytes; where a difference involves non-ASCII text (which `String`
  /// compares by canonical equivalence) it asks `String.hasPrefix` as before.
  public static func isInside(_ path: String, _ folder: String) -> Bool {
    let answer: Bool?? = path.utf8.withContiguousStorageIfAvailable { path in
      folder.utf8.withContiguousStorageIfAvailable { folder in isInside(path, folder) } ?? nil
    }
    return answer.flatMap { $0 } ?? isInsideByCharacters(path, folder)
  }

  /// `isInside` by bytes; nil when the answer needs `String`'s character comparison.
  private static func isInside(
    _ path: UnsafeBufferPointer<UInt8>, _ folder: UnsafeBufferPointer<UInt8>
  ) -> Bool? {
    let index = firstDifference(path, folder)
    if index == folder.count {
      // `folder` is a byte prefix of `path`; non-ASCII bytes where they meet may make
      // one character of both.
      if path.count == folder.count { return true }
      if folder.last.map({ $0 >= 0x80 }) == true || path[index] >= 0x80 { return nil }
      return folder.count == 1 && folder[0] == slash || path[index] == slash
    }
    // The first difference: ASCII on both sides (with ASCII after it) cannot be
    // canonically equivalent text.
    if index < path.count && path[index] >= 0x80 || index < folder.count && folder[index] >= 0x80
      || index + 1 < path.count && path[index + 1] >= 0x80
      || index + 1 < folder.count && folder[index + 1] >= 0x80
    {
      return nil
    }
    return false
  }

  /// The index of the first byte where `a` and `b` differ (the shorter count when one is
  /// a prefix of the other), eight bytes at a time.
  static func firstDifference(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let common = min(a.count, b.count)
    guard common > 0, let left = a.baseAddress, let right = b.baseAddress else { return 0 }
    var index = 0
    while index + 8 <= common {
      let x = UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self).littleEndian
      let y = UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self).littleEndian
      if x != y { return index + (x ^ y).trailingZeroBitCount / 8 }
      index += 8
    }
    while index < common && left[index] == right[index] { index += 1 }
    return index
  }

  private static func isInsideByCharacters(_ path: String, _ folder: String) -> Bool {
    guard path.hasPrefix(folder) else { return false }
    let utf8 = path.utf8
    let length = folder.utf8.count
    return utf8.count == length || folder == "/"
      || length < utf8.count
        && utf8[utf8.index(utf8.startIndex, offsetBy: length)] == UInt8(ascii: "/")
  }

  /// `folder + "/" + name`, copied once (the walk builds two such paths per entry it keeps).
  static func joined(_ folder: String, _ name: String) -> String {
    var folder = folder
    var name = name
    return folder.withUTF8 { head in
      name.withUTF8 { tail in
        String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
          let start = buffer.baseAddress!
          if let bytes = head.baseAddress { start.initialize(from: bytes, count: head.count) }
          start[head.count] = slash
          if let bytes = tail.baseAddress {
            (start + head.count + 1).initialize(from: bytes, count: tail.count)
          }
          return head.count + 1 + tail.count
        }
      }
    }
  }

  private static let slash = UInt8(ascii: "/")
  private static let dot = UInt8(ascii: ".")

  /// An absolute path built one component at a time, as bytes: `/a/b`, empty for the root.
  private struct NormalPath {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity + 1) }

    /// Adds the components of `text` (split at `/`): `.` and empty ones are skipped, `..`
    /// removes the last one.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
      var index = 0
      while index < text.count {
        while index < text.count && text[index] == slash { index += 1 }
        let start = index
        while index < text.count && text[index] != slash { index += 1 }
        switch index - start {
        case 0:
          return
        case 1 where text[start] == dot:
          continue
        case 2 where text[start] == dot && text[start + 1] == dot:
          if let last = bytes.lastIndex(of: slash) { bytes.removeSubrange(last...) }
        default:
          bytes.append(slash)
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
        }
      }
    }

    var path: String { bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self) }
  }

  /// Whether a `/` of `text` touches a non-ASCII byte. Swift splits a `String` at `/` only
  /// where the slash is a character of its own; a combining mark after it (or a prepended
  /// mark before it) makes it part of a larger character. Such paths keep the answer the
  /// character-based split gives.
  private static func hasSlashInCluster(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let firstNonASCII = text.firstIndex(where: { $0 >= 0x80 }) else { return false }
    for index in firstNonASCII..<text.count where text[index] >= 0x80 {
      if index > 0 && text[index - 1] == slash { return true }
      if index + 1 < text.count && text[index + 1] == slash { return true }
    }
    // A non-ASCII byte at either end may meet the slash joining `base` and `path`.
    return text.first.map { $0 >= 0x80 } == true || text.last.map { $0 >= 0x80 } == true
  }

  /// The character-based normalisation, for the rare path with a `/` inside a larger
  /// character (see `hasSlashInCluster`).
  private static func absoluteByCharacters(_ path: String, in base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var components: [Substring] = []
    for component in joined.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }
}
