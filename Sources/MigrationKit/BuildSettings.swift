import Foundation

/// The build settings of one Xcode target in one configuration, as layers from the
/// weakest to the strongest (project xcconfig, project settings, target xcconfig, target
/// settings), and what they say about deployment targets.
struct BuildSettings {
  let layers: [[String: String]]
  /// Per layer, its keys that hold a `[`: the only keys that can be a conditional setting
  /// (`NAME[sdk=iphoneos*]`: no other character is canonically equivalent to `[`). `values`
  /// looks the plain name up and reads these, where it compared every key of every layer.
  private let conditionalKeys: [[String]]

  init(layers: [[String: String]]) {
    self.init(layers: layers, conditionalKeys: layers.map(Self.conditionalKeys(of:)))
  }

  /// `conditionalKeys` holds `conditionalKeys(of:)` of each layer (found once for a layer
  /// that several targets' settings share).
  init(layers: [[String: String]], conditionalKeys: [[String]]) {
    precondition(layers.count == conditionalKeys.count)
    self.layers = layers
    self.conditionalKeys = conditionalKeys
  }

  /// The keys of `layer` that hold a `[`.
  static func conditionalKeys(of layer: [String: String]) -> [String] {
    layer.keys.filter { $0.utf8.contains(UInt8(ascii: "[")) }
  }

  /// These settings under `layer`, a weakest layer of defaults.
  private func under(_ layer: [String: String]) -> BuildSettings {
    BuildSettings(
      layers: [layer] + layers, conditionalKeys: [Self.conditionalKeys(of: layer)] + conditionalKeys
    )
  }

  /// The value of `name` as Xcode would see it from `layer` down: `$(inherited)` is the
  /// value of a weaker layer, `$(OTHER)` and `${OTHER}` are looked up again.
  func value(_ name: String, upTo layer: Int? = nil, depth: Int = 0) -> String? {
    guard depth < 12 else { return nil }
    var index = min(layer ?? layers.count - 1, layers.count - 1)
    while index >= 0 {
      if let raw = layers[index][name] {
        return expand(raw, name: name, layer: index, depth: depth)
      }
      index -= 1
    }
    return nil
  }

  private func expand(_ raw: String, name: String, layer: Int, depth: Int) -> String {
    // By bytes: Foundation's `contains` is a locale-aware search. (A `$` that is part of a
    // larger character is not a reference either way: the loop below looks for the
    // character and returns the text as it is.)
    guard raw.utf8.contains(UInt8(ascii: "$")) else { return raw }
    // In ASCII text each byte is a character (but `\r\n`, which holds none of the bytes
    // looked for), so the searches below look at bytes, not at characters.
    let ascii = raw.utf8.allSatisfy { $0 < 0x80 }
    func first(_ character: Character, in text: Substring) -> String.Index? {
      ascii ? text.utf8.firstIndex(of: character.asciiValue!) : text.firstIndex(of: character)
    }
    var result = ""
    var rest = Substring(raw)
    while let dollar = first("$", in: rest) {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
        result.append("$")
        rest = rest[after...]
        continue
      }
      let closer: Character = rest[after] == "(" ? ")" : "}"
      guard let end = first(closer, in: rest[after...]) else {
        result += rest[dollar...]
        rest = rest[rest.endIndex...]
        break
      }
      let variable = String(rest[rest.index(after: after)..<end])
      if variable == "inherited" {
        result += value(name, upTo: layer - 1, depth: depth + 1) ?? ""
      } else if let colon = first(":", in: variable[...]) {
        // `$(PRODUCT_NAME:c99extidentifier)`: the value through its modifiers.
        result += Self.modified(
          value(String(variable[..<colon]), depth: depth + 1) ?? "",
          by: variable[variable.index(after: colon)...].split(separator: ":"))
      } else {
        result += value(variable, depth: depth + 1) ?? ""
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// A value through the modifiers of a `$(NAME:modifier)` reference Xcode gives names by:
  /// `c99extidentifier` and `identifier` (a Swift module name, see `Module.identifier`),
  /// `rfc1034identifier`, `lower` and `upper`; another modifier gives nothing.
  static func modified(_ value: String, by modifiers: [Substring]) -> String {
    modifiers.reduce(value) { value, modifier in
      switch modifier {
      case "c99extidentifier", "identifier": Module.identifier(value)
      case "rfc1034identifier":
        String(
          value.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : "-"
          })
      case "lower": value.lowercased()
      case "upper": value.uppercased()
      default: ""
      }
    }
  }

  /// The Swift module the target builds, as Xcode names it: `PRODUCT_MODULE_NAME`, by
  /// default `$(PRODUCT_NAME:c99extidentifier)`, where `PRODUCT_NAME` is by default the
  /// target's name. Nil when the settings name none (a variable they do not set).
  func moduleName(targetName: String) -> String? {
    let named = under([
      "TARGET_NAME": targetName, "PRODUCT_NAME": "$(TARGET_NAME)",
      "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
    ])
    guard let name = named.value("PRODUCT_MODULE_NAME").map(Self.unquoted),
      !name.isEmpty
    else { return nil }
    return name
  }

  /// Every value given for `name`, plain or conditional (`NAME[sdk=iphoneos*]`).
  /// (The keys equal to `name` are found by looking it up: each is `name` to `Set`,
  /// `sorted` and `value`.)
  func values(_ name: String) -> [String] {
    var names: Set<String> = []
    let conditional = name + "["
    for (layer, keys) in zip(layers, conditionalKeys) {
      if layer[name] != nil { names.insert(name) }
      for key in keys where key.hasPrefix(conditional) { names.insert(key) }
    }
    return names.sorted().compactMap { value($0) }
  }

  static let deploymentTargetSettings: [(String, Platform)] = [
    ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
    ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
    ("XROS_DEPLOYMENT_TARGET", .visionOS),
  ]

  /// The platforms the target builds for: `SUPPORTED_PLATFORMS`, else `SDKROOT`; nil when
  /// neither says (every platform with a deployment target then counts).
  var platforms: Set<Platform>? {
    if let supported = value("SUPPORTED_PLATFORMS")?.split(separator: " "), !supported.isEmpty {
      var platforms: Set<Platform> = []
      for name in supported {
        if let platform = Self.platform(ofSDK: String(name)) { platforms.insert(platform) }
      }
      return platforms.isEmpty ? nil : platforms
    }
    if let sdk = value("SDKROOT"), let platform = Self.platform(ofSDK: sdk) {
      return [platform]
    }
    return nil
  }

  /// `iphoneos`, `iphonesimulator`, `iphoneos17.0`, `macosx`, `appletvos`, `watchos`,
  /// `xros`, … (a path to an SDK ends with such a name).
  static func platform(ofSDK name: String) -> Platform? {
    let base = name.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
    let prefixes: [(String, Platform)] = [
      ("iphone", .iOS), ("macosx", .macOS), ("appletv", .tvOS), ("watch", .watchOS),
      ("xr", .visionOS),
    ]
    return prefixes.first { base.hasPrefix($0.0) }?.1
  }

  /// The lowest deployment target per platform built for, in this configuration.
  var deploymentTargets: [Platform: OSVersion] {
    let built = platforms
    var versions: [Platform: OSVersion] = [:]
    for (setting, platform) in Self.deploymentTargetSettings {
      guard built?.contains(platform) ?? true else { continue }
      for text in values(setting) {
        guard let version = OSVersion(Self.unquoted(text)) else { continue }
        versions[platform] = min(version, versions[platform] ?? version)
      }
    }
    return versions
  }

  /// Whether the layers above `layer` alone fix the deployment targets: they name the
  /// platforms built (`SUPPORTED_PLATFORMS`) and each one's deployment target, with no
  /// `$(…)` that could reach down. Whatever the layer at `layer` says is then overridden.
  func decidesDeploymentTargets(above layer: Int) -> Bool {
    func own(_ name: String) -> String? {
      for index in stride(from: layers.count - 1, to: layer, by: -1) {
        if let raw = layers[index][name] { return raw.contains("$") ? nil : raw }
      }
      return nil
    }
    guard let supported = own("SUPPORTED_PLATFORMS") else { return false }
    let platforms = Set(
      supported.split(separator: " ").compactMap { Self.platform(ofSDK: String($0)) })
    guard !platforms.isEmpty else { return false }
    return Self.deploymentTargetSettings.allSatisfy { setting, platform in
      !platforms.contains(platform) || own(setting) != nil
    }
  }

  /// `SUPPORTS_MACCATALYST = YES`: an iOS target that also builds for the Mac.
  var buildsForMacCatalyst: Bool {
    values("SUPPORTS_MACCATALYST").contains { Self.unquoted($0) == "YES" }
  }

  /// `BUILD_LIBRARY_FOR_DISTRIBUTION = YES`, or `-enable-library-evolution` among
  /// `OTHER_SWIFT_FLAGS`: the module is built with library evolution (a stable ABI).
  var buildsForDistribution: Bool {
    values("BUILD_LIBRARY_FOR_DISTRIBUTION").contains { Self.unquoted($0) == "YES" }
      || values("OTHER_SWIFT_FLAGS").contains { $0.contains("-enable-library-evolution") }
  }

  /// An app extension's `NSExtensionPointIdentifier`: from the Info.plist the settings name
  /// (`INFOPLIST_FILE`, relative to the project folder), else from
  /// `INFOPLIST_KEY_NSExtensionPointIdentifier`. Nil when neither says.
  func extensionPoint(sourceRoot: String, read: (String) -> [UInt8]?) -> String? {
    let rooted = under([
      "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot,
    ])
    if let file = rooted.value("INFOPLIST_FILE").map(Self.unquoted),
      !file.isEmpty, let bytes = read(Paths.absolute(file, in: sourceRoot)),
      let point = InfoPlist.extensionPoint(in: bytes)
    {
      return point
    }
    return value("INFOPLIST_KEY_NSExtensionPointIdentifier").map(Self.unquoted)
  }

  /// The value without the spaces and double quotes at either end (as
  /// `trimmingCharacters(in: [" ", "\""])`). ASCII text, nearly every value, is trimmed by
  /// byte: each byte is then a scalar.
  static func unquoted(_ value: String) -> String {
    let utf8 = value.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return value.trimmingCharacters(in: [" ", "\""])
    }
    let isTrimmed = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\"") }
    guard let first = utf8.firstIndex(where: { !isTrimmed($0) }),
      let last = utf8.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    if first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) { return value }
    return String(value[first...last])
  }
}
