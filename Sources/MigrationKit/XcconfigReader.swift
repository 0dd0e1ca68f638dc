import Foundation

/// Build settings of an `.xcconfig` file, with `#include "Other.xcconfig"` and
/// `#include? "…"` (optional) followed relative to the including file. Later lines win, as
/// in Xcode. A cycle or a missing required include is a problem naming the file.
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

  /// `read` returns a file's bytes (nil when it cannot be read); the model reads each file
  /// once per run.
  init(read: @escaping (String) -> [UInt8]?) { self.read = read }

  mutating func include(_ path: String, optional: Bool = false, stack: [String] = []) {
    if stack.contains(path) {
      let cycle = (stack.drop { $0 != path } + [path]).map { ($0 as NSString).lastPathComponent }
      problems.append(
        Problem(
          path: stack.last ?? path, reason: "#include cycle (\(cycle.joined(separator: " → ")))"))
      return
    }
    guard let bytes = read(path) else {
      if !optional {
        problems.append(
          Problem(
            path: stack.last ?? path, reason: "cannot read \((path as NSString).lastPathComponent)")
        )
      }
      return
    }
    if !files.contains(path) { files.append(path) }
    let folder = (path as NSString).deletingLastPathComponent
    // ASCII text (nearly every xcconfig) is read by byte: its lines, comments, spaces and
    // tabs are those its `Character`s would give.
    if !bytes.contains(where: { $0 >= 0x80 }) {
      readASCII(bytes, path: path, folder: folder, stack: stack)
      return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      line = line.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("#include") {
        includeDirective(line, path: path, folder: folder, stack: stack)
        continue
      }
      // `NAME[sdk=iphoneos*] = value`: the `=` after the condition.
      let nameEnd = line.firstIndex(of: "]").flatMap { close in
        line.firstIndex(of: "=").map { $0 < close ? close : line.startIndex }
      }
      guard let equals = line[(nameEnd ?? line.startIndex)...].firstIndex(of: "=") else { continue }
      let name = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { continue }
      settings[name] = value.hasSuffix(";") ? String(value.dropLast()) : value
    }
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
    let included = name.hasPrefix("/") ? name : Paths.absolute(name, in: folder)
    include(included, optional: isOptional, stack: stack + [path])
  }

  /// The lines of an ASCII file, as `include` reads them: split at `\n`, `\r`, `\u{0B}` and
  /// `\u{0C}` (`Character.isNewline`), empty ones left out; `//` starts a comment; a name
  /// and a value are trimmed of spaces and tabs (`CharacterSet.whitespaces`).
  private mutating func readASCII(_ bytes: [UInt8], path: String, folder: String, stack: [String]) {
    var next = 0
    while next < bytes.count {
      var start = next
      var end = start
      while end < bytes.count, !(10...13).contains(bytes[end]) { end += 1 }
      next = end + 1
      if let comment = Self.firstComment(in: bytes, start..<end) { end = comment }
      while start < end, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
      guard start < end else { continue }
      let line = bytes[start..<end]
      if line.starts(with: "#include".utf8) {
        includeDirective(
          Substring(String(decoding: line, as: UTF8.self)), path: path, folder: folder,
          stack: stack)
        continue
      }
      // `NAME[sdk=iphoneos*] = value`: the `=` after the condition.
      let nameEnd = line.firstIndex(of: UInt8(ascii: "]")).flatMap { close in
        line.firstIndex(of: UInt8(ascii: "=")).map { $0 < close ? close : start }
      }
      guard let equals = line[(nameEnd ?? start)...].firstIndex(of: UInt8(ascii: "=")) else {
        continue
      }
      let name = Self.trimmed(line[..<equals])
      var value = Self.trimmed(line[(equals + 1)...])
      guard !name.isEmpty else { continue }
      if value.last == UInt8(ascii: ";") { value = value.dropLast() }
      settings[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
    }
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
