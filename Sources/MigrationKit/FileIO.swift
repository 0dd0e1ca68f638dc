import Foundation

/// Why a file could not be read or written, in words for the user.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  /// The current `errno` as text, e.g. "Permission denied".
  static func system(_ action: String) -> FileError {
    FileError("\(action): \(String(cString: strerror(errno)))")
  }

  public var description: String { message }
}

/// Reading files and checking that they are text the tool can work on.
public enum FileIO {
  /// The largest file `diff`, `apply` and `check` take (16 MiB). Hand-written Swift is far
  /// smaller; bigger files are generated, and parsing one costs about ten times its size
  /// in memory, per job.
  public static let maximumSize = 16 << 20

  /// Why a file is too large to rewrite (its size against `maximumSize`), or nil. Follows
  /// symbolic links; nil when the size cannot be read (reading it will say why).
  public static func sizeProblem(_ path: String) -> SkipReason? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return sizeProblem(size: Int(info.st_size))
  }

  private static func sizeProblem(size: Int) -> SkipReason? {
    guard size > maximumSize else { return nil }
    let megabytes = (Double(size) / Double(1 << 20) * 10).rounded() / 10
    return SkipReason(
      "too large", detail: "\(megabytes) MB; the limit is \(maximumSize >> 20) MB")
  }

  /// What `readUnlessTooLarge` found.
  public enum Contents {
    case bytes([UInt8])
    case tooLarge(SkipReason)
  }

  /// The whole file, or why it is too large (`sizeProblem`), from one open: the size
  /// comes from the open file, so the path is looked up once, not once more by `stat`.
  public static func readUnlessTooLarge(_ path: String) throws -> Contents {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      // An unreadable file too large is reported as too large, as before it was opened.
      if let reason = sizeProblem(path) { return .tooLarge(reason) }
      throw FileError.system("cannot read")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileError.system("cannot read") }
    if let reason = sizeProblem(size: Int(info.st_size)) { return .tooLarge(reason) }
    return .bytes(try read(descriptor, info))
  }

  /// The whole file. Follows symbolic links.
  public static func read(_ path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw FileError.system("cannot read") }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileError.system("cannot read") }
    return try read(descriptor, info)
  }

  private static func read(_ descriptor: Int32, _ info: stat) throws -> [UInt8] {
    guard (info.st_mode & S_IFMT) != S_IFDIR else { throw FileError("cannot read: is a folder") }
    // The size `fstat` gives, read into memory that is not zeroed first; then whatever the
    // file grew by since, in chunks.
    var bytes = try [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0)) {
      buffer, count in
      count = 0
      while count < buffer.count {
        let result = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if result < 0 {
          if errno == EINTR { continue }
          throw FileError.system("cannot read")
        }
        if result == 0 { break }
        count += result
      }
    }
    // Most files end where `fstat` said: one byte read on the stack finds the end, with no
    // chunk allocated (and zeroed) per file.
    var next: UInt8 = 0
    while true {
      let result = systemRead(descriptor, &next, 1)
      if result < 0 {
        if errno == EINTR { continue }
        throw FileError.system("cannot read")
      }
      if result == 0 { return bytes }
      bytes.append(next)
      break
    }
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let result = chunk.withUnsafeMutableBytes {
        systemRead(descriptor, $0.baseAddress!, $0.count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw FileError.system("cannot read")
      }
      if result == 0 { break }
      bytes += chunk[..<result]
    }
    return bytes
  }

  /// Why the tool will not rewrite these bytes, or nil if it may: binary data (a NUL byte)
  /// or text that is not UTF-8.
  public static func unsupportedContent(_ bytes: [UInt8]) -> SkipReason? {
    if ByteScan.contains(byte: 0, in: bytes) {
      return SkipReason("binary file", detail: "contains NUL bytes")
    }
    if !isValidUTF8(bytes) { return SkipReason("not valid UTF-8") }
    return nil
  }

  public static func isValidUTF8(_ bytes: [UInt8]) -> Bool { ByteScan.isValidUTF8(bytes) }
}

/// `read(2)`, named so that `FileIO.read` does not shadow it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
