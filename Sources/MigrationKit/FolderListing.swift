import Foundation

/// The entries of a folder, sorted by name, each with its kind when the listing tells it
/// (`d_type` of `readdir`; nil when the file system does not say: ask `lstat`). A kind
/// from the listing saves a `stat` per entry and lets the walk skip files it does not
/// want without building their paths.
enum FolderListing {
  struct Entry {
    var name: String
    /// As `Paths.kind(of:followingLinks: false)` would answer, or nil: ask it.
    var kind: Paths.Kind?
  }

  /// Nil when the folder cannot be listed.
  static func entries(of folder: String) -> [Entry]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var entries: [Entry] = []
    while let entry = readdir(directory) {
      let length = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 1) { strlen($0) }
      }
      var isASCII = true
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: UInt8.self, capacity: length) { pointer in
          let bytes = UnsafeBufferPointer(start: pointer, count: length)
          isASCII = !bytes.contains { $0 >= 0x80 }
          return String(decoding: bytes, as: UTF8.self)
        }
      }
      // Names beyond ASCII: Foundation's listing decides how they read, as before.
      guard isASCII else { return foundationEntries(of: folder) }
      if name == "." || name == ".." { continue }
      entries.append(Entry(name: name, kind: kind(entry.pointee.d_type)))
    }
    entries.sort { $0.name < $1.name }
    return entries
  }

  private static func kind(_ type: UInt8) -> Paths.Kind? {
    switch Int32(type) {
    case Int32(DT_REG): .file
    case Int32(DT_DIR): .folder
    case Int32(DT_UNKNOWN): nil
    default: .other
    }
  }

  private static func foundationEntries(of folder: String) -> [Entry]? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return nil
    }
    return names.sorted().map { Entry(name: $0, kind: nil) }
  }
}
