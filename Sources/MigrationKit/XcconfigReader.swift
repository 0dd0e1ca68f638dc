import Foundation

/// Build settings of an `.xcconfig` file, with `#include "Other.xcconfig"` and
/// `#include? "…"` (optional) followed. Later lines win, as in Xcode. A relative path is
/// looked for as Xcode's build system does (swift-build's `MacroConfigFileLoader`): in the
/// including file's folder, then in the folders of the files that included it, nearest
/// first, then in the project's source root (the folder of the `.xcodeproj`), where
/// `#include "Config/Shared/Base.xcconfig"` is often written from a file deep in `Config/`;
/// the `.xcconfig` extension may be left out. A cycle or a missing required include is a
/// problem naming the file.
struct XcconfigReader {
  struct Problem: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { reason }
  }

  /// Settings by name; a conditional setting (`NAME[sdk=iphoneos*]`) is kept under its
  /// full name, and `BuildSettings` reads both.
  private(set) var settings: [String: String] = [:]
  /// Every file read (the first is the one asked for).
  private(set) var files: [String] = []
  private(set) var problems: [Problem] = []
  private let read: (String) -> [UInt8]?
  /// The project's source root, the last folder a relative `#include` is looked for in.
  private let sourceRoot: String?

  /// `read` returns a file's bytes (nil when it cannot be read); the model reads each file
  /// once per run. `sourceRoot` is the folder of the project (nil: none is searched).
  init(read: @escaping (String) -> [UInt8]?, sourceRoot: String? = nil) {
    self.read = read
    self.sourceRoot = sourceRoot
  }

  mutating func include(_ path: String, optional: Bool = false, stack: [String] = []) {
    if stack.contains(path) {
      let cycle = (stack.drop { $0 != path } + [path]).map { ($0 as NSString).lastPathComponent }
      problems.append(
        Problem(
          path: stack.last ?? path, reason: "#include cycle (\(cycle.joined(separator: " → ")))"))
      return
    }
    guard let bytes = read(path) else {
      if !optional && !Self.isCocoaPodsTargetSupportFile(path) {
        problems.append(
          Problem(
            path: stack.last ?? path, reason: "cannot read \((path as NSString).lastPathComponent)")
        )
      }
      return
    }
    if !files.contains(path) { files.append(path) }
    let folder = (path as NSString).deletingLastPathComponent
    // Split by byte where `Character.isNewline` splits the text (a newline is a character
    // of its own, `\r\n` apart, which the empty line between leaves out); an ASCII line
    // (nearly every one) is read by byte, another as its `Character`s.
    var next = 0
    while next < bytes.count {
      let start = next
      var end = start
      var newline = 0
      while end < bytes.count {
        newline = Self.newlineLength(bytes, at: end)
        if newline > 0 { break }
        end += 1
      }
      next = end + max(newline, 1)
      guard end > start else { continue }
      if bytes[start..<end].allSatisfy({ $0 < 0x80 }) {
        readASCIILine(bytes, start..<end, path: path, folder: folder, stack: stack)
      } else {
        readLine(
          Substring(String(decoding: bytes[start..<end], as: UTF8.self)), path: path,
          folder: folder, stack: stack)
      }
    }
  }

  /// Whether `path` is an xcconfig CocoaPods writes for an app target
  /// (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`). A clone in which
  /// `pod install` has not run lacks it, and missing it is no problem: CocoaPods writes
  /// search paths, linker flags and `PODS_*` settings there, never the SDK, the platforms
  /// or a deployment target, so the targets come from the project's settings as they are.
  static func isCocoaPodsTargetSupportFile(_ path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    return name.hasPrefix("Pods-") && name.hasSuffix(".xcconfig")
      && (path.hasPrefix("Pods/Target Support Files/")
        || path.contains("/Pods/Target Support Files/"))
  }

  /// The length of the newline at `index` (`\n`, `\r`, `\u{0B}`, `\u{0C}`, U+0085, U+2028,
  /// U+2029); 0 for none.
  private static func newlineLength(_ bytes: [UInt8], at index: Int) -> Int {
    let byte = bytes[index]
    if byte >= 10 && byte <= 13 { return 1 }
    if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return 2 }
    if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
    {
      return 3
    }
    return 0
  }

  /// A line with other than ASCII text, by `Character`.
  private mutating func readLine(_ line: Substring, path: String, folder: String, stack: [String]) {
    var line = line
    if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
    line = line.drop { $0 == " " || $0 == "\t" }
    if line.hasPrefix("#include") {
      includeDirective(line, path: path, folder: folder, stack: stack)
      return
    }
    // `NAME[sdk=iphoneos*] = value`: the `=` after the condition.
    let nameEnd = line.firstIndex(of: "]").flatMap { close in
      line.firstIndex(of: "=").map { $0 < close ? close : line.startIndex }
    }
    guard let equals = line[(nameEnd ?? line.startIndex)...].firstIndex(of: "=") else { return }
    let name = line[..<equals].trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return }
    settings[name] = value.hasSuffix(";") ? String(value.dropLast()) : value
  }

  /// `#include "…"` or `#include? "…"` (the line from `#include` on).
  private mutating func includeDirective(
    _ line: Substring, path: String, folder: String, stack: [String]
  ) {
    let isOptional = line.hasPrefix("#include?")
    guard let open = line.firstIndex(of: "\""),
      let close = line[line.index(after: open)...].firstIndex(of: "\"")
    else { return }
    let name = String(line[line.index(after: open)..<close])
    // `<DEVELOPER_DIR>/…` paths point into Xcode itself: nothing of the project's.
    guard !name.hasPrefix("<") else { return }
    let included = name.hasPrefix("/") ? name : located(name, from: stack + [path])
    include(included, optional: isOptional, stack: stack + [path])
  }

  /// Where a relative `#include` of the last file of `includers` is found: the first of
  /// the includers' folders (nearest first) and the source root that holds it, also with
  /// `.xcconfig` added to a name without an extension; the including file's folder when
  /// none does (its problem names the file).
  private func located(_ name: String, from includers: [String]) -> String {
    var folders: [String] = []
    for includer in includers.reversed() {
      let folder = (includer as NSString).deletingLastPathComponent
      if !folders.contains(folder) { folders.append(folder) }
    }
    if let sourceRoot, !folders.contains(sourceRoot) { folders.append(sourceRoot) }
    let names =
      (name as NSString).pathExtension.isEmpty ? [name, name + ".xcconfig"] : [name]
    for folder in folders {
      for candidate in names {
        let path = Paths.absolute(candidate, in: folder)
        if read(path) != nil { return path }
      }
    }
    return Paths.absolute(name, in: folders[0])
  }

  /// An ASCII line, by byte: `//` starts a comment; a name and a value are trimmed of
  /// spaces and tabs (`CharacterSet.whitespaces`), as `readLine` does.
  private mutating func readASCIILine(
    _ bytes: [UInt8], _ range: Range<Int>, path: String, folder: String, stack: [String]
  ) {
    var start = range.lowerBound
    var end = range.upperBound
    if let comment = Self.firstComment(in: bytes, start..<end) { end = comment }
    while start < end, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
    guard start < end else { return }
    let line = bytes[start..<end]
    if line.starts(with: "#include".utf8) {
      includeDirective(
        Substring(String(decoding: line, as: UTF8.self)), path: path, folder: folder,
        stack: stack)
      return
    }
    // `NAME[sdk=iphoneos*] = value`: the `=` after the condition.
    let nameEnd = line.firstIndex(of: UInt8(ascii: "]")).flatMap { close in
      line.firstIndex(of: UInt8(ascii: "=")).map { $0 < close ? close : start }
    }
    guard let equals = line[(nameEnd ?? start)...].firstIndex(of: UInt8(ascii: "=")) else {
      return
    }
    let name = Self.trimmed(line[..<equals])
    var value = Self.trimmed(line[(equals + 1)...])
    guard !name.isEmpty else { return }
    if value.last == UInt8(ascii: ";") { value = value.dropLast() }
    settings[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
  }

  /// Where the first `//` in `range` starts.
  private static func firstComment(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/") {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The bytes without the spaces and tabs at either end.
  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
    while end > start, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
    return bytes[start..<end]
  }
}
