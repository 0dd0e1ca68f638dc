import Foundation
import SwiftCST

/// Where the deployment targets of a run come from: the `--deployment-target` flag, else
/// the nearest `Package.swift` with `platforms:`, else the nearest Xcode project's
/// `*_DEPLOYMENT_TARGET` build settings, else unknown ("assume the oldest").
public enum DeploymentTargetDiscovery {
  /// The targets and a few words on where they came from (for the user).
  public struct Discovered: Sendable, Hashable {
    public var targets: DeploymentTargets
    public var source: String
  }

  /// Parses `iOS=17.0,macOS=14.0`. Platform names are case-insensitive; `xrOS` is visionOS.
  public static func parseFlag(_ text: String) throws -> DeploymentTargets {
    var versions: [Platform: OSVersion] = [:]
    for item in text.split(separator: ",", omittingEmptySubsequences: true) {
      let parts = item.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2 else {
        throw FileError("expected PLATFORM=VERSION, like iOS=17.0, not '\(item)'")
      }
      guard let platform = platform(named: parts[0]) else {
        let names = Platform.allCases.map(\.rawValue).joined(separator: ", ")
        throw FileError("unknown platform '\(parts[0])' (expected one of \(names))")
      }
      guard let version = OSVersion(parts[1]) else {
        throw FileError("'\(parts[1])' is not a version like 17.0")
      }
      versions[platform] = version
    }
    guard !versions.isEmpty else { throw FileError("expected PLATFORM=VERSION, like iOS=17.0") }
    return DeploymentTargets(versions, isKnown: true)
  }

  /// Walks up from each path (file or folder) to the first folder whose `Package.swift`
  /// declares platforms or whose `*.xcodeproj` sets deployment targets. Several paths
  /// in different projects give the lowest version per platform.
  public static func discover(from paths: [String]) -> Discovered? {
    var merged: [Platform: OSVersion] = [:]
    var sources: [String] = []
    for path in paths {
      guard let found = nearest(from: path) else { continue }
      for (platform, version) in found.targets.versions {
        merged[platform] = min(version, merged[platform] ?? version)
      }
      if !sources.contains(found.source) { sources.append(found.source) }
    }
    guard !merged.isEmpty else { return nil }
    return Discovered(
      targets: DeploymentTargets(merged, isKnown: true), source: sources.joined(separator: ", "))
  }

  static func nearest(from path: String) -> Discovered? {
    var folder =
      Paths.kind(of: path, followingLinks: true) == .folder
      ? path : (path as NSString).deletingLastPathComponent
    if folder.isEmpty { folder = "." }
    folder = Paths.absolute(folder, in: FileManager.default.currentDirectoryPath)
    while true {
      let manifest = folder == "/" ? "/Package.swift" : folder + "/Package.swift"
      if let bytes = try? FileIO.read(manifest) {
        let versions = packagePlatforms(bytes)
        if !versions.isEmpty {
          return Discovered(targets: DeploymentTargets(versions), source: manifest)
        }
      }
      for project in xcodeProjects(in: folder) {
        if let bytes = try? FileIO.read(project + "/project.pbxproj") {
          let versions = xcodeDeploymentTargets(bytes)
          if !versions.isEmpty {
            return Discovered(targets: DeploymentTargets(versions), source: project)
          }
        }
      }
      if folder == "/" { return nil }
      folder = (folder as NSString).deletingLastPathComponent
      if folder.isEmpty { folder = "/" }
    }
  }

  private static func xcodeProjects(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map {
      (folder == "/" ? "" : folder) + "/" + $0
    }
  }

  /// The versions in a manifest's `platforms: [...]`: `.iOS(.v17)`, `.macOS(.v10_15)`,
  /// `.iOS("17.4")`. Comments are ignored (the lexer puts them in trivia).
  public static func packagePlatforms(_ bytes: [UInt8]) -> [Platform: OSVersion] {
    let file = SourceFile(bytes: bytes)
    let tokens = (0..<file.tokenCount).map { file.token(at: $0) }
    guard
      let start = tokens.indices.first(where: {
        tokens[$0].is("platforms") && $0 + 2 < tokens.count && tokens[$0 + 1].kind == .colon
          && tokens[$0 + 2].kind == .leftSquare
      })
    else { return [:] }
    var versions: [Platform: OSVersion] = [:]
    var index = start + 3
    var depth = 1
    while index < tokens.count && depth > 0 {
      let token = tokens[index]
      if token.kind.isOpeningBracket { depth += 1 }
      if token.kind.isClosingBracket { depth -= 1 }
      // `.` platform `(` version `)`
      if depth == 1, token.kind == .period, index + 3 < tokens.count,
        tokens[index + 2].kind == .leftParen,
        let platform = platform(named: tokens[index + 1].text),
        let version = packageVersion(tokens, at: index + 3)
      {
        versions[platform] = version
      }
      index += 1
    }
    return versions
  }

  /// `.v17`, `.v10_15`, `.v17_4` or `"17.4"` starting at `index`.
  private static func packageVersion(_ tokens: [Token], at index: Int) -> OSVersion? {
    let token = tokens[index]
    if token.kind == .stringLiteral {
      return OSVersion(String(token.text.dropFirst().dropLast()))
    }
    if token.kind == .period, index + 1 < tokens.count, tokens[index + 1].text.hasPrefix("v") {
      return OSVersion(tokens[index + 1].text.dropFirst().replacingOccurrences(of: "_", with: "."))
    }
    return nil
  }

  private static let buildSettings: [(String, Platform)] = [
    ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
    ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
    ("XROS_DEPLOYMENT_TARGET", .visionOS),
  ]

  /// The lowest value of each `*_DEPLOYMENT_TARGET = 17.0;` setting in a `project.pbxproj`.
  /// One pass over the bytes: project files run to tens of thousands of lines, and this runs
  /// before every rewrite.
  public static func xcodeDeploymentTargets(_ bytes: [UInt8]) -> [Platform: OSVersion] {
    let suffix = Array("_DEPLOYMENT_TARGET".utf8)
    var versions: [Platform: OSVersion] = [:]
    var index = 0
    while index + suffix.count <= bytes.count {
      guard bytes[index] == suffix[0], bytes[index..<index + suffix.count].elementsEqual(suffix)
      else {
        index += 1
        continue
      }
      // The setting name runs back to the previous non-name byte.
      var nameStart = index
      while nameStart > 0, isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
      let name = String(decoding: bytes[nameStart..<index + suffix.count], as: UTF8.self)
      index += suffix.count
      guard let platform = buildSettings.first(where: { $0.0 == name })?.1 else { continue }
      // ` = "17.0";`
      var cursor = index
      while cursor < bytes.count, bytes[cursor] == 32 || bytes[cursor] == 9 { cursor += 1 }
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
      cursor += 1
      while cursor < bytes.count,
        bytes[cursor] == 32 || bytes[cursor] == 9 || bytes[cursor] == UInt8(ascii: "\"")
      {
        cursor += 1
      }
      let valueStart = cursor
      while cursor < bytes.count,
        (bytes[cursor] >= 48 && bytes[cursor] <= 57) || bytes[cursor] == UInt8(ascii: ".")
      {
        cursor += 1
      }
      if let version = OSVersion(String(decoding: bytes[valueStart..<cursor], as: UTF8.self)) {
        versions[platform] = min(version, versions[platform] ?? version)
      }
      index = cursor
    }
    return versions
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
      || byte == 95
  }

  static func platform(named name: String) -> Platform? {
    switch name.lowercased() {
    case "ios": .iOS
    case "macos", "macosx": .macOS
    case "tvos": .tvOS
    case "watchos": .watchOS
    case "visionos", "xros": .visionOS
    default: nil
    }
  }
}
