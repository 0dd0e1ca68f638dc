import MigrationKit

/// `explain <id>`: the rationale and an example of one migration.
enum ExplainCommand {
  static func run(id: String, migrations: [any Migration]) -> Int32 {
    // A group id explains its members in one line each.
    let members = migrations.filter { $0.group == id }
    if !members.isEmpty {
      let width = members.map(\.id.count).max() ?? 0
      let lines = members.map { member in
        member.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + member.summary
      }
      Console.shared.output(
        "\(id): a group of \(members.count) migrations (select them all with --only \(id)):\n"
          + lines.joined(separator: "\n")
          + "\nRun 'swiftui-migrate explain <id>' for one of them.\n")
      return ExitCode.success
    }
    let migration: any Migration
    do {
      migration = try MigrationSelection.migration(id, in: migrations)
    } catch {
      Console.shared.error("swiftui-migrate: \(error)")
      return ExitCode.failure
    }
    Console.shared.output(text(migration))
    return ExitCode.success
  }

  static func text(_ migration: any Migration) -> String {
    let group = migration.group.map { ", group \($0)" } ?? ""
    let indent = { (code: String) in
      code.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : "    " + $0
      }.joined(separator: "\n")
    }
    return """
      \(migration.id) (\(migration.safety.rawValue)\(group))
      \(migration.summary)

      \(migration.rationale)

      Before:
      \(indent(migration.example.before))

      After:
      \(indent(migration.example.after))

      """
  }
}
