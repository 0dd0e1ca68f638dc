import Foundation
import MigrationKit

/// A mistake on the command line or in a configuration file, said in one line.
struct UsageError: Error {
  var message: String
  /// `file:line` of a configuration file, when the mistake is there.
  var location: String?

  init(message: String, location: String? = nil) {
    self.message = message
    self.location = location
  }

  /// `swiftui-migrate: message`, or `file:line: error: message`.
  var line: String {
    location.map { "\($0): error: \(message)" } ?? "swiftui-migrate: \(message)"
  }
}

/// One option as given: `--name` with its value, and where it came from (`file:line` for a
/// configuration file, nil for the command line).
struct Flag {
  var name: String
  var value: String?
  var origin: String?
}

enum OutputFormat: String {
  case text, json, github, sarif
}

/// Options shared by `diff`, `apply` and `check`.
struct RewriteOptions {
  var only: [String]?
  var exclude: [String] = []
  var includeReview = false
  var deploymentTarget: String?
  var format = OutputFormat.text
  var jobs: Int?
  var strict = false
  /// `apply` writes files with uncommitted changes.
  var allowDirty = false
  /// `check`: also print findings that say there is nothing to do.
  var verbose = false
  var excludedPaths: [PathGlob] = []
  /// `--files-from`: a file of paths, or `-` for standard input.
  var filesFrom: String?
  /// `--changed-since`: a git ref.
  var changedSince: String?
  var shard: FileSelection.Shard?
  /// `--stdin-path`: the source comes from standard input and is treated as this file.
  var stdinPath: String?
  /// `diff`/`apply`: add `disable:next … -- baseline` comments instead of fixing.
  var addSuppressions = false
  /// `check`: also report suppression comments that switch nothing off.
  var reportUnusedSuppressions = false
  /// The configuration file used, as shown.
  var configFile: String?
  var paths: [String] = []
}

struct ParseOptions {
  enum Output { case diagnostics, dump, print }
  var output = Output.diagnostics
  var jobs: Int?
  var paths: [String] = []
}

enum Command {
  case help(String?)
  case version
  case list
  /// A migration or group id; `markdown` for its page in `docs/migrations/` (no id: the
  /// index page).
  case explain(String?, markdown: Bool)
  case rewrite(RunMode, RewriteOptions)
  case parse(ParseOptions)
}

/// Hand-written argument parsing: `COMMAND [options] [PATH…]`, options as `--name value`
/// or `--name=value`, `--` ends the options.
enum Arguments {
  static let commands = ["list", "explain", "diff", "apply", "check", "parse", "help"]

  /// Flags each command takes; those with a value end in `=`.
  static let flags: [String: [String]] = [
    "list": [],
    "explain": ["--markdown"],
    "diff": [
      "--only=", "--exclude=", "--include-review", "--deployment-target=", "--format=", "--jobs=",
      "--config=", "--no-config", "--exclude-paths=", "--min-version=", "--files-from=",
      "--changed-since=", "--shard=", "--stdin-path=", "--add-suppressions",
    ],
    "apply": [
      "--only=", "--exclude=", "--include-review", "--deployment-target=", "--format=", "--jobs=",
      "--config=", "--no-config", "--exclude-paths=", "--min-version=", "--files-from=",
      "--changed-since=", "--shard=", "--allow-dirty", "--stdin-path=", "--add-suppressions",
    ],
    "check": [
      "--only=", "--exclude=", "--include-review", "--deployment-target=", "--format=", "--jobs=",
      "--config=", "--no-config", "--exclude-paths=", "--min-version=", "--files-from=",
      "--changed-since=", "--shard=", "--strict", "--verbose", "--stdin-path=",
      "--report-unused-suppressions",
    ],
    "parse": ["--dump", "--print", "--jobs="],
    "help": [],
  ]

  static func parse(_ arguments: [String], migrations: [any Migration]) throws -> Command {
    guard let first = arguments.first else {
      throw UsageError(
        message: "missing command (one of \(commandList)); see 'swiftui-migrate --help'")
    }
    switch first {
    case "--help", "-h": return .help(nil)
    case "--version": return .version
    default: break
    }
    guard commands.contains(first) else {
      let kind = first.hasPrefix("-") ? "option" : "command"
      throw UsageError(
        message: "unknown \(kind) '\(first)'"
          + hint(first, among: commands + ["--help", "--version"]))
    }
    let (flags, operands) = try split(Array(arguments.dropFirst()), command: first)
    if flags.contains(where: { $0.name == "--help" }) { return .help(first) }
    if let mode = RunMode(rawValue: first) {
      return .rewrite(
        mode, try rewriteOptions(flags, operands, mode: mode, migrations: migrations))
    }
    switch first {
    case "help":
      guard operands.count <= 1 else { throw UsageError(message: "help takes at most one command") }
      if let topic = operands.first, !commands.contains(topic) {
        throw UsageError(message: "unknown command '\(topic)'" + hint(topic, among: commands))
      }
      return .help(operands.first)
    case "list":
      guard operands.isEmpty else { throw UsageError(message: "list takes no arguments") }
      return .list
    case "explain":
      let markdown = flags.contains { $0.name == "--markdown" }
      guard operands.count == 1 || (markdown && operands.isEmpty) else {
        throw UsageError(message: "explain takes one migration id; see 'swiftui-migrate list'")
      }
      return .explain(operands.first, markdown: markdown)
    default:
      return .parse(try parseOptions(flags, operands))
    }
  }

  private static var commandList: String {
    commands.filter { $0 != "help" }.joined(separator: ", ")
  }

  private static func hint(_ name: String, among candidates: [String]) -> String {
    if let suggestion = Spelling.suggestion(for: name, among: candidates) {
      return "; did you mean '\(suggestion)'?"
    }
    return "; see 'swiftui-migrate --help'"
  }

  /// Separates `--flags` (with their values) from operands, checking each flag against the command.
  private static func split(_ arguments: [String], command: String) throws -> ([Flag], [String]) {
    let known = flags[command, default: []] + ["--help"]
    var parsed: [Flag] = []
    var operands: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let name = argument == "-h" ? "--help" : String(argument.prefix { $0 != "=" })
      let inlineValue =
        argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst()) : nil
      if known.contains(name + "=") {
        if let inlineValue {
          parsed.append(Flag(name: name, value: inlineValue))
        } else if index < arguments.count {
          parsed.append(Flag(name: name, value: arguments[index]))
          index += 1
        } else {
          throw UsageError(
            message: "\(name) needs a value; see 'swiftui-migrate \(command) --help'")
        }
      } else if known.contains(name) {
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
        parsed.append(Flag(name: name, value: nil))
      } else {
        let names = known.map { $0.hasSuffix("=") ? String($0.dropLast()) : $0 }
        throw UsageError(
          message: "unknown option '\(name)' for \(command)" + hint(name, among: names))
      }
    }
    return (parsed, operands)
  }

  /// The configuration file's options, then the command line's: an option given on the
  /// command line replaces the file's value of it.
  private static func rewriteOptions(
    _ commandLine: [Flag], _ operands: [String], mode: RunMode, migrations: [any Migration]
  ) throws -> RewriteOptions {
    var options = RewriteOptions()
    options.paths = operands
    let currentDirectory = FileManager.default.currentDirectoryPath
    var flags = commandLine
    if let config = try configFile(commandLine, operands, currentDirectory: currentDirectory) {
      options.configFile = config.path
      flags = config.flags + commandLine
      for flag in config.flags where flag.name == "--exclude-paths" {
        options.excludedPaths += list(flag.value!).map { PathGlob($0, base: config.folder) }
      }
    }
    var replaced: Set<String> = []
    for flag in flags {
      let value = flag.value ?? ""
      // The first time the command line names an option, the file's value goes.
      if flag.origin == nil && !replaced.contains(flag.name) {
        replaced.insert(flag.name)
        switch flag.name {
        case "--only": options.only = nil
        case "--exclude": options.exclude = []
        case "--exclude-paths": options.excludedPaths = []
        default: break
        }
      }
      let fail = { (message: String) in UsageError(message: message, location: flag.origin) }
      if flag.origin != nil && (flag.name == "--only" || flag.name == "--exclude") {
        do {
          _ = try MigrationSelection.select(from: migrations, only: list(value), exclude: [])
        } catch {
          throw fail("\(error)")
        }
      }
      switch flag.name {
      case "--only": options.only = (options.only ?? []) + list(value)
      case "--exclude": options.exclude += list(value)
      case "--include-review": options.includeReview = true
      case "--strict": options.strict = true
      case "--allow-dirty": options.allowDirty = true
      case "--verbose": options.verbose = true
      case "--add-suppressions": options.addSuppressions = true
      case "--report-unused-suppressions": options.reportUnusedSuppressions = true
      case "--files-from": options.filesFrom = value
      case "--changed-since": options.changedSince = value
      case "--shard": options.shard = try shard(value)
      case "--stdin-path": options.stdinPath = value
      case "--exclude-paths" where flag.origin == nil:
        options.excludedPaths += list(value).map { PathGlob($0, base: currentDirectory) }
      case "--min-version":
        let isRecentEnough: Bool
        do {
          isRecentEnough = try ToolVersion.isAtLeast(value)
        } catch let error as UsageError {
          throw fail(error.message)
        }
        guard isRecentEnough else {
          let who = flag.origin == nil ? "--min-version" : "this configuration"
          throw fail(
            "\(who) needs swiftui-migrate \(value) or newer; this is \(Help.version)")
        }
      case "--deployment-target":
        do {
          _ = try DeploymentTargetDiscovery.parseFlag(value)
        } catch {
          throw fail("--deployment-target: \(error)")
        }
        options.deploymentTarget = value
      case "--format":
        guard let format = OutputFormat(rawValue: value) else {
          throw fail("--format must be text, json, github or sarif, not '\(value)'")
        }
        if (format == .github || format == .sarif) && mode != .check {
          throw fail("--format \(value) is for check; \(mode.rawValue) takes text or json")
        }
        options.format = format
      case "--jobs": options.jobs = try jobs(value)
      default: break
      }
    }
    do {
      _ = try MigrationSelection.select(
        from: migrations, only: options.only, exclude: options.exclude)
    } catch {
      throw UsageError(message: "\(error)")
    }
    if options.reportUnusedSuppressions && options.format == .sarif {
      throw UsageError(
        message: "--report-unused-suppressions prints text, json or github, not sarif")
    }
    return options
  }

  /// The file `--config` names, else the nearest `.swiftui-migrate` to the PATHs, unless
  /// `--no-config`.
  private static func configFile(
    _ commandLine: [Flag], _ operands: [String], currentDirectory: String
  ) throws -> ConfigFile? {
    let named = commandLine.last { $0.name == "--config" }?.value
    if commandLine.contains(where: { $0.name == "--no-config" }) {
      guard named == nil else { throw UsageError(message: "use one of --config and --no-config") }
      return nil
    }
    if let named {
      let location = Paths.absolute(named, in: currentDirectory)
      guard Paths.kind(of: location, followingLinks: true) == .file else {
        throw UsageError(message: "--config: no such file '\(named)'")
      }
      return try ConfigFile(location: location, currentDirectory: currentDirectory)
    }
    let stdinPath = commandLine.last { $0.name == "--stdin-path" }?.value
    let starts = (operands.isEmpty ? [stdinPath ?? "."] : operands).map {
      Paths.absolute($0, in: currentDirectory)
    }
    guard
      let location = try ConfigFile.nearest(from: starts, currentDirectory: currentDirectory)
    else { return nil }
    return try ConfigFile(location: location, currentDirectory: currentDirectory)
  }

  private static func parseOptions(_ flags: [Flag], _ operands: [String]) throws -> ParseOptions {
    var options = ParseOptions()
    options.paths = operands
    guard !operands.isEmpty else { throw UsageError(message: "parse needs at least one PATH") }
    for flag in flags {
      switch flag.name {
      case "--dump", "--print":
        guard options.output == .diagnostics else {
          throw UsageError(message: "use one of --dump and --print")
        }
        options.output = flag.name == "--dump" ? .dump : .print
      case "--jobs": options.jobs = try jobs(flag.value!)
      default: break
      }
    }
    return options
  }

  private static func list(_ value: String) -> [String] {
    value.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }.filter {
      !$0.isEmpty
    }
  }

  private static func shard(_ value: String) throws -> FileSelection.Shard {
    let parts = value.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count >= 1, (1...count).contains(index)
    else {
      throw UsageError(
        message: "--shard must be I/N with I from 1 to N, such as 1/4, not '\(value)'")
    }
    return FileSelection.Shard(index: index, count: count)
  }

  private static func jobs(_ value: String) throws -> Int {
    guard let jobs = Int(value), jobs >= 1 else {
      throw UsageError(message: "--jobs must be a whole number of at least 1, not '\(value)'")
    }
    return jobs
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var result = Substring(self)
    while result.first == character { result.removeFirst() }
    while result.last == character { result.removeLast() }
    return String(result)
  }
}
