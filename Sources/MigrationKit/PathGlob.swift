#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path pattern from `--exclude-paths`, matched against paths relative to the folder it
/// was written for (the configuration file's folder, or the current folder on the command
/// line), the way `.gitignore` and SwiftLint's `excluded` read them:
///
/// - `*` and `?` match within one path component, `**` matches any number of components
///   (`**/Generated/**`, `Sources/**/*.pb.swift`);
/// - a pattern without a `/` matches a name at any depth (`*.generated.swift`, `Pods`);
/// - a pattern that matches a folder excludes everything below it (`Pods` = `Pods/**`).
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
  public var pattern: String
  /// The absolute folder the pattern is relative to.
  public var base: String
  private let components: [String]

  /// Whether a path below one the pattern matches is matched too (a folder's contents).
  private let matchesBelow: Bool

  public init(_ pattern: String, base: String) {
    self.init(pattern, base: base, anchored: pattern.dropLast().contains("/"))
  }

  /// A pattern read as a project generator reads its globs: relative to `base` whatever
  /// its slashes (`*.swift` is the files of `base` only, `**/*.swift` those at any depth,
  /// with `anchored`); with `matchesBelow` false it matches the paths it names only
  /// (`Sources/*` is the entries of `Sources`, not their contents).
  public init(_ pattern: String, base: String, anchored: Bool, matchesBelow: Bool = true) {
    self.pattern = pattern
    self.matchesBelow = matchesBelow
    var base = base
    var parts: [String] = []
    for part in pattern.split(separator: "/") where part != "." {
      // `..` steps out of the folder before it (`../../Targets/App/Sources/**` of a Tuist
      // manifest in `Projects/App`): a literal folder before it is dropped, the base's
      // last one when there is none; after a glob it stays as written.
      if part == "..", anchored, parts.last.map({ !Self.hasGlob($0) && $0 != ".." }) ?? true {
        if parts.isEmpty {
          guard base != "/", !base.isEmpty else { continue }
          base = Paths.parentFolder(of: base)
        } else {
          parts.removeLast()
        }
        continue
      }
      parts.append(String(part))
    }
    self.base = base
    if !anchored { parts.insert("**", at: 0) }
    components = parts
  }

  private static func hasGlob(_ component: String) -> Bool {
    component.contains { "*?[{".contains($0) }
  }

  public var description: String { pattern }

  /// Whether `location` (absolute, normalised) is, or lies below, a path the pattern matches.
  public func matches(_ location: String) -> Bool {
    let relative = Paths.relative(location, to: base)
    guard relative != ".", !relative.hasPrefix("../"), relative != ".." else { return false }
    let path = relative.split(separator: "/").map(String.init)
    guard matchesBelow else { return Self.match(components[...], path[...]) }
    return (1...path.count).contains { Self.match(components[...], path[..<$0]) }
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
    }
    guard let name = path.first, fnmatch(first, name, 0) == 0 else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }
}
