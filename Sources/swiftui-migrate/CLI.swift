import MigrationKit
import Migrations

/// Exit codes of every command.
enum ExitCode {
  static let success: Int32 = 0
  /// `check` found something; `parse` found syntax errors.
  static let found: Int32 = 1
  /// A usage error, or input that could not be read (or written).
  static let failure: Int32 = 2
}

/// The command line: parse the arguments, run the command, return the exit code.
enum CLI {
  static func run(_ arguments: [String]) -> Int32 {
    let command: Command
    do {
      command = try Arguments.parse(arguments, migrations: allMigrations)
    } catch let error as UsageError {
      Console.shared.error("swiftui-migrate: \(error.message)")
      return ExitCode.failure
    } catch {
      Console.shared.error("swiftui-migrate: \(error)")
      return ExitCode.failure
    }
    switch command {
    case .help(let topic):
      Console.shared.output(Help.text(for: topic))
      return ExitCode.success
    case .version:
      Console.shared.output("swiftui-migrate \(Help.version)\n")
      return ExitCode.success
    case .list:
      return ListCommand.run(migrations: allMigrations)
    case .explain(let id):
      return ExplainCommand.run(id: id, migrations: allMigrations)
    case .rewrite(let mode, let options):
      return RewriteCommand(mode: mode, options: options, registry: allMigrations).run()
    case .parse(let options):
      return ParseCommand.run(options)
    }
  }
}
