import Foundation
import MigrationKit

/// A `.swiftui-migrate` file, SwiftFormat's convention: command-line options, one or more
/// per line (`--name value` or `--name=value`), `#` to the end of the line is a comment.
/// The nearest one to the PATHs (their folder, then each folder above) applies before the
/// command line, which wins option by option.
struct ConfigFile {
  static let name = ".swiftui-migrate"

  /// The options a configuration file may set; those with a value end in `=`.
  static let options = [
    "--only=", "--exclude=", "--include-review", "--deployment-target=", "--exclude-paths=",
    "--min-version=",
  ]

  /// As shown to the user (relative to the current folder when below it).
  var path: String
  /// The folder the file is in: `--exclude-paths` patterns are relative to it.
  var folder: String
  var flags: [Flag]

  /// Reads and checks a configuration file; `location` is absolute.
  init(location: String, currentDirectory: String) throws {
    path = Paths.relative(location, to: currentDirectory)
    folder = (location as NSString).deletingLastPathComponent
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(location)
    } catch {
      throw UsageError(message: "\(error)", location: path)
    }
    guard FileIO.isValidUTF8(bytes) else {
      throw UsageError(message: "not valid UTF-8", location: path)
    }
    flags = try Self.parse(String(decoding: bytes, as: UTF8.self), path: path)
  }

  static func parse(_ text: String, path: String) throws -> [Flag] {
    var flags: [Flag] = []
    for (index, line) in text.sourceLines().enumerated() {
      let location = "\(path):\(index + 1)"
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        .map(String.init)
      if let comment = words.firstIndex(where: { $0.hasPrefix("#") }) {
        words.removeSubrange(comment...)
      }
      var position = 0
      while position < words.count {
        let word = words[position]
        position += 1
        guard word.hasPrefix("--") else {
          throw UsageError(
            message: "expected an option such as --only, not '\(word)'", location: location)
        }
        let name = String(word.prefix { $0 != "=" })
        let inline = word.contains("=") ? String(word.drop { $0 != "=" }.dropFirst()) : nil
        if options.contains(name + "=") {
          if let inline {
            flags.append(Flag(name: name, value: inline, origin: location))
          } else if position < words.count && !words[position].hasPrefix("--") {
            flags.append(Flag(name: name, value: words[position], origin: location))
            position += 1
          } else {
            throw UsageError(message: "\(name) needs a value", location: location)
          }
        } else if options.contains(name) {
          guard inline == nil else {
            throw UsageError(message: "\(name) takes no value", location: location)
          }
          flags.append(Flag(name: name, value: nil, origin: location))
        } else {
          let names = options.map { $0.hasSuffix("=") ? String($0.dropLast()) : $0 }
          let suggestion = Spelling.suggestion(for: name, among: names)
          throw UsageError(
            message: "unknown option '\(name)' in a configuration file"
              + (suggestion.map { "; did you mean '\($0)'?" }
                ?? " (it takes \(names.joined(separator: ", ")))"),
            location: location)
        }
      }
    }
    return flags
  }

  /// The nearest configuration file to each start (a file's folder, or the folder itself,
  /// then each folder above), as absolute paths; nil when there is none. Starts that find
  /// different files are an error: a run has one configuration.
  static func nearest(from starts: [String], currentDirectory: String) throws -> String? {
    var found: [String: String] = [:]
    for start in starts {
      var folder =
        Paths.kind(of: start, followingLinks: true) == .folder
        ? start : (start as NSString).deletingLastPathComponent
      while true {
        let candidate = folder == "/" ? "/" + name : folder + "/" + name
        if Paths.kind(of: candidate, followingLinks: true) == .file {
          found[candidate] = found[candidate] ?? start
          break
        }
        if folder == "/" || folder.isEmpty { break }
        folder = (folder as NSString).deletingLastPathComponent
      }
    }
    guard found.count <= 1 else {
      let names = found.keys.sorted().map { Paths.relative($0, to: currentDirectory) }
      throw UsageError(
        message:
          "the PATHs have different configuration files (\(names.joined(separator: ", "))); "
          + "run them separately, or name one with --config")
    }
    return found.keys.first
  }
}

/// The tool's version against `--min-version`, by Semantic Versioning (a pre-release such
/// as `0.2.0-dev` is older than `0.2.0`).
enum ToolVersion {
  static func isAtLeast(_ minimum: String, current: String = Help.version) throws -> Bool {
    guard let wanted = parse(minimum) else {
      throw UsageError(message: "--min-version needs a version such as 1.2.0, not '\(minimum)'")
    }
    let have = parse(current)!
    if have.numbers != wanted.numbers {
      return have.numbers.lexicographicallyPrecedes(wanted.numbers) == false
    }
    // Same numbers: a release is newer than its pre-releases.
    switch (have.isPreRelease, wanted.isPreRelease) {
    case (true, false): return false
    default: return true
    }
  }

  private static func parse(_ text: String) -> (numbers: [Int], isPreRelease: Bool)? {
    let core = text.prefix { $0 != "-" && $0 != "+" }
    let parts = core.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers = parts.compactMap { Int($0) }
    guard numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
    while numbers.count < 3 { numbers.append(0) }
    return (numbers, text.dropFirst(core.count).hasPrefix("-"))
  }
}
