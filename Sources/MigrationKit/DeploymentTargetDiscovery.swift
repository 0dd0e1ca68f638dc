import Foundation
import SwiftCST

/// The `--deployment-target` flag and the platform names of manifests and build
/// settings. The targets of each file come from `ProjectDiscovery` unless the flag is given.
public enum DeploymentTargetDiscovery {
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

  /// The versions in a manifest's `platforms:` array expression (`.iOS(.v17)`,
  /// `.macOS(.v10_15)`, `.iOS("17.4")`); other platforms (`.macCatalyst`) are left out.
  static func packagePlatforms(in list: Syntax) -> [Platform: OSVersion] {
    var versions: [Platform: OSVersion] = [:]
    for element in list.children(.argument) {
      guard let call = element.children.last.flatMap(FunctionCall.init),
        let access = call.memberAccess, access.base == nil,
        let platform = platform(named: access.name),
        let argument = call.arguments.first?.expression
      else { continue }
      if let text = PackageManifest.stringValue(argument), let version = OSVersion(text) {
        versions[platform] = version
      } else if let member = MemberAccess(argument), member.base == nil, member.name.hasPrefix("v"),
        let version = OSVersion(member.name.dropFirst().replacingOccurrences(of: "_", with: "."))
      {
        versions[platform] = version
      }
    }
    return versions
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
