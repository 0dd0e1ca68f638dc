import Foundation

/// The targets of an XcodeGen `project.yml`: name, platform(s), deployment targets and
/// `sources` folders. A deployment target is read from the layers XcodeGen makes, per
/// configuration named in `configFiles`, strongest first: an `*_DEPLOYMENT_TARGET` in the
/// target's `settings`; its `deploymentTarget` (which XcodeGen leaves out when an xcconfig
/// of the configuration sets the setting); the target's `configFiles` xcconfig; the
/// project's `settings`; `options.deploymentTarget` (left out when the project's xcconfig
/// sets it); the project's `configFiles` xcconfig (xcconfig files with their `#include`s,
/// as `XcconfigReader` reads them). Reads the block YAML XcodeGen files are written in
/// (maps, `- ` lists, `[a, b]` lists, scalars); `include:` files are not followed.
struct XcodeGenProject {
  struct Target {
    var name: String
    var deploymentTargets: [Platform: OSVersion]
    /// `platform:` or `supportedDestinations:`; nil when neither names a platform.
    var platforms: Set<Platform>?
    /// Relative to the `project.yml` folder.
    var sources: [String]
    /// Per entry of `sources` (parallel to it), its `includes` and `excludes` globs,
    /// relative to its path (`**` for any number of folders).
    var sourceFilters: [(includes: [String], excludes: [String])] = []
    /// `type:` (`application`, `app-extension`, …).
    var type: String?
    /// `info: properties: NSExtension: NSExtensionPointIdentifier:`.
    var extensionPoint: String?
    /// `info: path:` or the `INFOPLIST_FILE` setting, relative to the `project.yml` folder.
    var infoPlist: String?
    /// `supportedDestinations` lists `macCatalyst`, or `SUPPORTS_MACCATALYST: YES`.
    var buildsForMacCatalyst = false
    /// `BUILD_LIBRARY_FOR_DISTRIBUTION: YES` in its settings.
    var buildsForDistribution = false
    /// An xcconfig of `configFiles` that cannot be read (or an `#include` cycle) where
    /// the layers above it leave a platform's deployment target open: it is unknown.
    var settingsProblem: XcconfigReader.Problem?

    /// The product, with the extension point from `info` or the Info.plist it names.
    func product(infoPlistFolder folder: String, read: (String) -> [UInt8]?) -> Product? {
      guard let type else { return nil }
      let productType = type.hasPrefix("com.apple.") ? type : "com.apple.product-type." + type
      guard Product.isExtension(productType) else { return Product(type: productType) }
      let point =
        extensionPoint
        ?? infoPlist.flatMap { read(Paths.absolute($0, in: folder)) }.flatMap(
          InfoPlist.extensionPoint(in:))
      return Product(type: productType, extensionPoint: point)
    }
  }

  var targets: [Target] = []

  /// `folder` holds the `project.yml` (the `configFiles` paths are relative to it); `read`
  /// gives a file's bytes.
  static func read(
    _ bytes: [UInt8], folder: String = "", read: @escaping (String) -> [UInt8]? = { _ in nil }
  ) -> XcodeGenProject {
    let root = YAMLSubset.parse(String(decoding: bytes, as: UTF8.self))
    var project = XcodeGenProject()
    let defaults = root["options"]?["deploymentTarget"]
    let xcconfigs = XcconfigFiles(folder: folder, read: read)
    let templates = root["targetTemplates"]
    for (name, own) in root["targets"]?.entries ?? [] {
      // `templates: [T]` give the target their keys; the target's own win, and `sources`
      // add up.
      var entries = own.entries
      for template in own["templates"]?.list.compactMap(\.scalar) ?? [] {
        for (key, value) in templates?[template]?.entries ?? [] {
          if key == "sources", let index = entries.firstIndex(where: { $0.0 == "sources" }) {
            let mine = entries[index].1.list.isEmpty ? [entries[index].1] : entries[index].1.list
            let theirs = value.list.isEmpty ? [value] : value.list
            entries[index].1 = .list(theirs + mine)
          } else if !entries.contains(where: { $0.0 == key }) {
            entries.append((key, value))
          }
        }
      }
      let target = YAMLSubset.Node.map(entries)
      var platforms: [Platform] = []
      // `platform: iOS`, `platform: [iOS, macOS]` or `supportedDestinations: [iOS, macOS]`.
      if let platform = target["platform"] ?? target["supportedDestinations"] {
        let names =
          platform.list.isEmpty ? [platform.scalar ?? ""] : platform.list.compactMap(\.scalar)
        platforms = names.compactMap(DeploymentTargetDiscovery.platform(named:))
      }
      let (versions, problem) = deploymentTargets(
        of: target, platforms: platforms, root: root, defaults: defaults, xcconfigs: xcconfigs)
      var sources: [String] = []
      var filters: [(includes: [String], excludes: [String])] = []
      if let list = target["sources"] {
        let items = list.list.isEmpty ? [list] : list.list
        for item in items {
          guard let path = item.scalar ?? item["path"]?.scalar else { continue }
          sources.append(path)
          let globs = { (key: String) -> [String] in
            guard let value = item[key] else { return [] }
            return value.list.isEmpty
              ? [value.scalar].compactMap { $0 } : value.list.compactMap(\.scalar)
          }
          filters.append((globs("includes"), globs("excludes")))
        }
      }
      var info = Target(name: name, deploymentTargets: versions, sources: sources)
      info.platforms = platforms.isEmpty ? nil : Set(platforms)
      info.sourceFilters = filters
      info.settingsProblem = problem
      info.type = target["type"]?.scalar
      info.extensionPoint =
        target["info"]?["properties"]?["NSExtension"]?["NSExtensionPointIdentifier"]?.scalar
      info.infoPlist =
        target["info"]?["path"]?.scalar ?? setting("INFOPLIST_FILE", in: target["settings"])
      let destinations = target["supportedDestinations"]
      info.buildsForMacCatalyst =
        (destinations?.list.compactMap(\.scalar) ?? [destinations?.scalar].compactMap { $0 })
        .contains { $0.lowercased() == "maccatalyst" }
        || setting("SUPPORTS_MACCATALYST", in: target["settings"])?.uppercased() == "YES"
      info.buildsForDistribution =
        setting("BUILD_LIBRARY_FOR_DISTRIBUTION", in: target["settings"])?.uppercased() == "YES"
      project.targets.append(info)
    }
    return project
  }

  /// The xcconfig files of `configFiles`, each read once with its `#include`s.
  private final class XcconfigFiles {
    let folder: String
    let read: (String) -> [UInt8]?
    private var readers: [String: XcconfigReader] = [:]

    init(folder: String, read: @escaping (String) -> [UInt8]?) {
      self.folder = folder
      self.read = read
    }

    /// The settings of the file at `path` (relative to the `project.yml` folder).
    func reader(_ path: String) -> XcconfigReader {
      let absolute = Paths.absolute(path, in: folder)
      if let known = readers[absolute] { return known }
      // The project XcodeGen writes lies beside `project.yml`: its source root.
      var reader = XcconfigReader(read: read, sourceRoot: folder)
      reader.include(absolute)
      readers[absolute] = reader
      return reader
    }
  }

  /// The lowest deployment target per platform over the configurations (those `configFiles`
  /// names for the project or the target; one without xcconfig files when neither names
  /// any), each from the layers XcodeGen makes (see the type's comment); and the problem
  /// of an xcconfig file that leaves one open.
  private static func deploymentTargets(
    of target: YAMLSubset.Node, platforms: [Platform], root: YAMLSubset.Node,
    defaults: YAMLSubset.Node?, xcconfigs: XcconfigFiles
  ) -> ([Platform: OSVersion], XcconfigReader.Problem?) {
    let projectFiles = root["configFiles"]?.entries ?? []
    let targetFiles = target["configFiles"]?.entries ?? []
    var configurations: [String?] = []
    for (name, _) in projectFiles + targetFiles where !configurations.contains(name) {
      configurations.append(name)
    }
    if configurations.isEmpty { configurations = [nil] }
    var versions: [Platform: OSVersion] = [:]
    var problem: XcconfigReader.Problem?
    for configuration in configurations {
      let projectFile = configuration.flatMap { name in
        projectFiles.first { $0.0 == name }?.1.scalar.map(xcconfigs.reader)
      }
      let targetFile = configuration.flatMap { name in
        targetFiles.first { $0.0 == name }?.1.scalar.map(xcconfigs.reader)
      }
      let inFiles = { (setting: String) in
        projectFile?.settings[setting] != nil || targetFile?.settings[setting] != nil
      }
      var projectLayer: [String: String] = [:]
      var targetLayer: [String: String] = [:]
      var explicitLayer: [String: String] = [:]
      for (setting, platform) in BuildSettings.deploymentTargetSettings {
        if projectFile?.settings[setting] == nil,
          let version = defaults?[platform.rawValue]?.scalar
        {
          projectLayer[setting] = version
        }
        if let version = settingsVersion(root["settings"], platform) {
          projectLayer[setting] = version
        }
        let own = target["deploymentTarget"]
        if platforms.contains(platform), !inFiles(setting),
          let version = own?.scalar ?? own?[platform.rawValue]?.scalar
        {
          targetLayer[setting] = version
        }
        if let version = settingsVersion(target["settings"], platform) {
          explicitLayer[setting] = version
        }
      }
      let settings = BuildSettings(layers: [
        projectFile?.settings ?? [:], projectLayer, targetFile?.settings ?? [:], targetLayer,
        explicitLayer,
      ])
      for platform in platforms {
        guard
          let setting = BuildSettings.deploymentTargetSettings.first(where: { $0.1 == platform })?
            .0
        else { continue }
        let found = settings.values(setting).compactMap {
          OSVersion($0.trimmingCharacters(in: [" ", "\""]))
        }
        if let lowest = found.min() {
          versions[platform] = min(lowest, versions[platform] ?? lowest)
        }
        // An xcconfig that cannot be read matters only if the layers above it do not set
        // the platform's deployment target.
        let decidedAboveTarget = targetLayer[setting] != nil || explicitLayer[setting] != nil
        let decidedAboveProject =
          decidedAboveTarget || projectLayer[setting] != nil
          || targetFile?.settings[setting] != nil
        if problem == nil {
          if let first = targetFile?.problems.first, !decidedAboveTarget {
            problem = first
          } else if let first = projectFile?.problems.first, !decidedAboveProject {
            problem = first
          }
        }
      }
    }
    return (problem == nil ? versions : [:], problem)
  }

  /// A setting of a target's `settings` (or its `base`).
  private static func setting(_ name: String, in settings: YAMLSubset.Node?) -> String? {
    settings?[name]?.scalar ?? settings?["base"]?[name]?.scalar
  }

  private static func settingsVersion(_ settings: YAMLSubset.Node?, _ platform: Platform)
    -> String?
  {
    guard let settings,
      let setting = BuildSettings.deploymentTargetSettings.first(where: { $0.1 == platform })?.0
    else { return nil }
    return settings[setting]?.scalar ?? settings["base"]?[setting]?.scalar
  }
}

/// Just enough YAML for XcodeGen files: indentation-nested maps and lists, flow lists
/// `[a, b]`, quoted or plain scalars, `|` and `>` block scalars (build scripts), `#`
/// comments.
enum YAMLSubset {
  indirect enum Node {
    case scalar(String)
    case list([Node])
    case map([(String, Node)])

    var scalar: String? {
      if case .scalar(let value) = self { return value }
      return nil
    }
    var list: [Node] {
      if case .list(let items) = self { return items }
      return []
    }
    var entries: [(String, Node)] {
      if case .map(let entries) = self { return entries }
      return []
    }
    subscript(key: String) -> Node? { entries.first { $0.0 == key }?.1 }
  }

  private struct Line {
    var indent: Int
    var text: Substring
  }

  static func parse(_ text: String) -> Node {
    var lines: [Line] = []
    for raw in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let stripped = stripComment(raw)
      let indent = stripped.prefix { $0 == " " }.count
      let content = stripped.dropFirst(indent)
      if content.trimmingCharacters(in: .whitespaces).isEmpty || content == "---" { continue }
      lines.append(Line(indent: indent, text: content))
    }
    var position = 0
    return block(lines, &position, indent: lines.first?.indent ?? 0)
  }

  private static func block(_ lines: [Line], _ position: inout Int, indent: Int) -> Node {
    guard position < lines.count else { return .scalar("") }
    if lines[position].text.hasPrefix("- ") || lines[position].text == "-" {
      var items: [Node] = []
      while position < lines.count, lines[position].indent == indent,
        lines[position].text.hasPrefix("-")
      {
        let rest = lines[position].text.dropFirst().drop { $0 == " " }
        let itemIndent = indent + (lines[position].text.count - rest.count)
        if rest.isEmpty {
          position += 1
          items.append(
            position < lines.count && lines[position].indent > indent
              ? block(lines, &position, indent: lines[position].indent) : .scalar(""))
        } else if splitKey(rest) != nil {
          // `- key: value` starts a map whose other keys sit at the item's indent.
          var itemLines = lines
          itemLines[position] = Line(indent: itemIndent, text: rest)
          items.append(block(itemLines, &position, indent: itemIndent))
        } else {
          items.append(value(rest))
          position += 1
        }
      }
      return .list(items)
    }
    var entries: [(String, Node)] = []
    while position < lines.count, lines[position].indent == indent,
      let (key, rest) = splitKey(lines[position].text)
    {
      position += 1
      if rest.isEmpty {
        if position < lines.count,
          lines[position].indent > indent
            || (lines[position].indent == indent && lines[position].text.hasPrefix("-"))
        {
          entries.append((key, block(lines, &position, indent: lines[position].indent)))
        } else {
          entries.append((key, .scalar("")))
        }
      } else if isBlockScalarHeader(rest) {
        // `script: |` (a build script, `>-` folded): the lines indented below are its text.
        var text: [Substring] = []
        while position < lines.count, lines[position].indent > indent {
          text.append(lines[position].text)
          position += 1
        }
        entries.append((key, .scalar(text.joined(separator: "\n"))))
      } else {
        entries.append((key, value(rest)))
      }
    }
    // Skip what this subset does not understand, so the caller's loop moves on.
    if entries.isEmpty { position += 1 }
    return .map(entries)
  }

  /// `|`, `>`, with a chomping indicator or an indentation digit (`|-`, `>+`, `|2`).
  private static func isBlockScalarHeader(_ text: Substring) -> Bool {
    guard let first = text.first, first == "|" || first == ">" else { return false }
    return text.dropFirst().allSatisfy { $0 == "-" || $0 == "+" || $0.isNumber || $0 == " " }
  }

  private static func splitKey(_ text: Substring) -> (String, Substring)? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let after = text.index(after: colon)
    guard after == text.endIndex || text[after] == " " else { return nil }
    let key = unquote(text[..<colon].trimmingCharacters(in: .whitespaces))
    guard !key.isEmpty, !key.hasPrefix("[") else { return nil }
    return (key, text[after...].drop { $0 == " " })
  }

  private static func value(_ text: Substring) -> Node {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
      return .list(
        trimmed.dropFirst().dropLast().split(separator: ",").map {
          .scalar(unquote($0.trimmingCharacters(in: .whitespaces)))
        })
    }
    return .scalar(unquote(trimmed))
  }

  private static func unquote(_ text: String) -> String {
    if text.count >= 2,
      (text.hasPrefix("\"") && text.hasSuffix("\""))
        || (text.hasPrefix("'") && text.hasSuffix("'"))
    {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  private static func stripComment(_ line: Substring) -> Substring {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#", previous == " " || previous == "\t" || index == line.startIndex {
        return line[..<index]
      }
      previous = character
    }
    return line
  }
}
