import MigrationKit
import Migrations

/// Exit codes of every command.
enum ExitCode {
  static let success: Int32 = 0
  /// `check` found something; `parse` found syntax errors; some files could not be read or
  /// written (the others were processed).
  static let found: Int32 = 1
  /// A usage error (including a PATH that does not exist), or nothing could be read.
  static let failure: Int32 = 2

  /// The code for a run with `errors` files that could not be read or written, beside
  /// `filesRead` files that could: `failure` when nothing was read or a PATH is missing,
  /// `found` when only some files failed, nil when there were no errors.
  static func forErrors(_ errors: Int, missingPaths: Int, filesRead: Int) -> Int32? {
    if missingPaths > 0 || (errors > 0 && filesRead == 0) { return failure }
    return errors > 0 ? found : nil
  }
}

/// The command line: parse the arguments, run the command, return the exit code.
enum CLI {
  static func run(_ arguments: [String]) -> Int32 {
    let command: Command
    do {
      command = try Arguments.parse(arguments, migrations: allMigrations)
    } catch let error as UsageError {
      Console.shared.error(error.line)
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
    case .explain(let id, let markdown):
      guard markdown else { return ExplainCommand.run(id: id!, migrations: allMigrations) }
      return MigrationDocs.run(id: id, migrations: allMigrations)
    case .rewrite(let mode, let options):
      return RewriteCommand(mode: mode, options: options, registry: allMigrations).run()
    case .parse(let options):
      return ParseCommand.run(options)
    }
  }
}
