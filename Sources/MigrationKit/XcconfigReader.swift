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
    let text = String(decoding: bytes, as: UTF8.self)
    for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      line = line.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("#include") {
        let isOptional = line.hasPrefix("#include?")
        guard let open = line.firstIndex(of: "\""),
          let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let name = String(line[line.index(after: open)..<close])
        // `<DEVELOPER_DIR>/…` paths point into Xcode itself: nothing of the project's.
        guard !name.hasPrefix("<") else { continue }
        let included = name.hasPrefix("/") ? name : Paths.absolute(name, in: folder)
        include(included, optional: isOptional, stack: stack + [path])
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
}
