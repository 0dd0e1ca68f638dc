import Foundation

/// The entries of a folder the walk may use, sorted by name, each with its kind when the
/// listing tells it (`d_type` of `readdir`; nil when the file system does not say: ask
/// `lstat`). Hidden entries are left out, and so are regular files that are neither Swift
/// files nor project files: the walk takes nothing from them, and most entries of a tree
/// (images, plists, …) are such files, which cost neither a `String` nor a place in the sort.
enum FolderListing {
  struct Entry {
    var name: String
    /// As `Paths.kind(of:followingLinks: false)` would answer, or nil: ask it.
    var kind: Paths.Kind?
    /// `name.hasSuffix(".swift")`.
    var isSwift: Bool
    /// `name.hasSuffix(".xcodeproj")`.
    var isXcodeProject: Bool
  }

  /// Nil when the folder cannot be listed.
  static func entries(of folder: String) -> [Entry]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var entries: [Entry] = []
    while let entry = readdir(directory) {
      let kind = kind(entry.pointee.d_type)
      var isASCII = true
      let kept: Entry? = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: UInt8.self, capacity: 1) { start in
          let name = UnsafeBufferPointer(start: start, count: strlen(start))
          isASCII = !name.contains { $0 >= 0x80 }
          return isASCII ? Self.entry(name, kind: kind) : nil
        }
      }
      // Names beyond ASCII: Foundation's listing decides how they read, as before.
      guard isASCII else { return foundationEntries(of: folder) }
      if let kept { entries.append(kept) }
    }
    entries.sort { $0.name < $1.name }
    return entries
  }

  /// The entry for an ASCII name, or nil when the walk has no use for it (`.` and `..`
  /// fall under hidden).
  private static func entry(_ name: UnsafeBufferPointer<UInt8>, kind: Paths.Kind?) -> Entry? {
    if name.first == dot { return nil }
    let isSwift = hasSuffix(name, swiftSuffix)
    // Of the other regular files the walk takes only project files, all named `*.yml` or
    // `*.swift` (`ProjectDiscovery.isProjectFile` says which).
    if kind == .file && !isSwift && !hasSuffix(name, ymlSuffix) { return nil }
    let text = String(decoding: name, as: UTF8.self)
    if kind == .file && !isSwift && !ProjectDiscovery.isProjectFile(name: text, isFolder: false) {
      return nil
    }
    return Entry(
      name: text, kind: kind, isSwift: isSwift,
      isXcodeProject: hasSuffix(name, xcodeProjectSuffix))
  }

  private static let dot = UInt8(ascii: ".")
  private static let swiftSuffix: StaticString = ".swift"
  private static let xcodeProjectSuffix: StaticString = ".xcodeproj"
  private static let ymlSuffix: StaticString = ".yml"

  private static func hasSuffix(_ name: UnsafeBufferPointer<UInt8>, _ suffix: StaticString)
    -> Bool
  {
    let count = suffix.utf8CodeUnitCount
    guard name.count >= count else { return false }
    return memcmp(name.baseAddress! + (name.count - count), suffix.utf8Start, count) == 0
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
    return names.sorted().compactMap { name in
      if name.hasPrefix(".") { return nil }
      return Entry(
        name: name, kind: nil, isSwift: name.hasSuffix(".swift"),
        isXcodeProject: name.hasSuffix(".xcodeproj"))
    }
  }
}
