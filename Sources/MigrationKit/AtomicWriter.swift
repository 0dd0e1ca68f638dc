import Foundation

/// Writes files so that a reader (or a crash) sees either the old or the new contents,
/// never a mix: a temporary file in the same folder is written, flushed to disk and
/// renamed over the original.
public enum AtomicWriter {
  /// Replaces the contents of an existing file, keeping its permissions (and owner, when
  /// allowed). A symbolic link is followed: its target is rewritten and the link stays.
  public static func replace(_ path: String, with bytes: [UInt8]) throws {
    let target = resolvingSymbolicLink(path)
    var info = stat()
    guard stat(target, &info) == 0 else { throw FileError.system("cannot write") }
    let temporary = try writeTemporary(
      beside: target, bytes: bytes, mode: info.st_mode & 0o7777, owner: info)
    guard rename(temporary, target) == 0 else {
      let error = FileError.system("cannot write")
      unlink(temporary)
      throw error
    }
    syncFolder(of: target)
  }

  /// Creates a new file (mode 0644); fails if something already exists at `path`.
  public static func create(_ path: String, with bytes: [UInt8]) throws {
    let temporary = try writeTemporary(beside: path, bytes: bytes, mode: 0o644, owner: nil)
    defer { unlink(temporary) }
    // link(2) never replaces an existing file, unlike rename(2).
    guard link(temporary, path) == 0 else {
      if errno == EEXIST { throw FileError("cannot create: the file already exists") }
      throw FileError.system("cannot create")
    }
    syncFolder(of: path)
  }

  /// The path a symbolic link points to (resolved fully), or `path` itself.
  static func resolvingSymbolicLink(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Writes `bytes` to a new hidden file `.<name>.swiftui-migrate-XXXXXX` in the folder of
  /// `path` (`<name>` shortened if long), flushed to disk, and returns its path.
  private static func writeTemporary(
    beside path: String, bytes: [UInt8], mode: mode_t, owner: stat?
  ) throws -> String {
    let folder = folderPath(of: path)
    let name = shortened(path.split(separator: "/").last.map(String.init) ?? path)
    var descriptor: Int32 = -1
    var temporary = ""
    for _ in 0..<100 {
      let suffix = String(
        (0..<6).map { _ in "abcdefghijklmnopqrstuvwxyz0123456789".randomElement()! })
      temporary = "\(folder)/.\(name).swiftui-migrate-\(suffix)"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw FileError.system("cannot write a temporary file in \(folder)")
    }
    var succeeded = false
    defer {
      close(descriptor)
      if !succeeded { unlink(temporary) }
    }
    if let owner { _ = fchown(descriptor, owner.st_uid, owner.st_gid) }
    guard fchmod(descriptor, mode) == 0 else { throw FileError.system("cannot write") }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw FileError.system("cannot write")
      }
      written += result
    }
    guard fsync(descriptor) == 0 else { throw FileError.system("cannot write") }
    succeeded = true
    return temporary
  }

  /// `name` cut to at most 200 bytes (on a character boundary), so that the temporary
  /// file's name stays within the usual 255-byte limit even when `name` is near it.
  private static func shortened(_ name: String) -> String {
    var result = ""
    var byteCount = 0
    for character in name {
      byteCount += character.utf8.count
      if byteCount > 200 { break }
      result.append(character)
    }
    return result
  }

  private static func folderPath(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Makes the rename itself durable (best effort).
  private static func syncFolder(of path: String) {
    let descriptor = open(folderPath(of: path), O_RDONLY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
