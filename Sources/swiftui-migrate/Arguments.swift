import MigrationKit

/// A mistake on the command line, said in one line.
struct UsageError: Error {
  var message: String
}

enum OutputFormat: String {
  case text, json
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
  case explain(String)
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
    "explain": [],
    "diff": [
      "--only=", "--exclude=", "--include-review", "--deployment-target=", "--format=", "--jobs=",
    ],
    "apply": [
      "--only=", "--exclude=", "--include-review", "--deployment-target=", "--format=", "--jobs=",
    ],
    "check": [
      "--only=", "--exclude=", "--include-review", "--deployment-target=", "--format=", "--jobs=",
      "--strict",
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
      guard operands.count == 1 else {
        throw UsageError(message: "explain takes one migration id; see 'swiftui-migrate list'")
      }
      return .explain(operands[0])
    case "parse":
      return .parse(try parseOptions(flags, operands))
    default:
      return .rewrite(
        RunMode(rawValue: first)!, try rewriteOptions(flags, operands, migrations: migrations))
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
  private static func split(_ arguments: [String], command: String) throws -> (
    [(name: String, value: String?)], [String]
  ) {
    let known = flags[command, default: []] + ["--help"]
    var parsed: [(name: String, value: String?)] = []
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
          parsed.append((name, inlineValue))
        } else if index < arguments.count {
          parsed.append((name, arguments[index]))
          index += 1
        } else {
          throw UsageError(
            message: "\(name) needs a value; see 'swiftui-migrate \(command) --help'")
        }
      } else if known.contains(name) {
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
        parsed.append((name, nil))
      } else {
        let names = known.map { $0.hasSuffix("=") ? String($0.dropLast()) : $0 }
        throw UsageError(
          message: "unknown option '\(name)' for \(command)" + hint(name, among: names))
      }
    }
    return (parsed, operands)
  }

  private static func rewriteOptions(
    _ flags: [(name: String, value: String?)], _ operands: [String], migrations: [any Migration]
  ) throws -> RewriteOptions {
    var options = RewriteOptions()
    options.paths = operands
    for (name, value) in flags {
      switch name {
      case "--only": options.only = (options.only ?? []) + list(value!)
      case "--exclude": options.exclude += list(value!)
      case "--include-review": options.includeReview = true
      case "--strict": options.strict = true
      case "--deployment-target":
        do {
          _ = try DeploymentTargetDiscovery.parseFlag(value!)
        } catch {
          throw UsageError(message: "--deployment-target: \(error)")
        }
        options.deploymentTarget = value
      case "--format":
        guard let format = OutputFormat(rawValue: value!) else {
          throw UsageError(message: "--format must be text or json, not '\(value!)'")
        }
        options.format = format
      case "--jobs": options.jobs = try jobs(value!)
      default: break
      }
    }
    do {
      _ = try MigrationSelection.select(
        from: migrations, only: options.only, exclude: options.exclude)
    } catch {
      throw UsageError(message: "\(error)")
    }
    return options
  }

  private static func parseOptions(_ flags: [(name: String, value: String?)], _ operands: [String])
    throws -> ParseOptions
  {
    var options = ParseOptions()
    options.paths = operands
    guard !operands.isEmpty else { throw UsageError(message: "parse needs at least one PATH") }
    for (name, value) in flags {
      switch name {
      case "--dump", "--print":
        guard options.output == .diagnostics else {
          throw UsageError(message: "use one of --dump and --print")
        }
        options.output = name == "--dump" ? .dump : .print
      case "--jobs": options.jobs = try jobs(value!)
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
