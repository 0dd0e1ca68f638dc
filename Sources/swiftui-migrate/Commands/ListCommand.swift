import MigrationKit

/// `list`: one line per migration, in registry order.
enum ListCommand {
  static func run(migrations: [any Migration]) -> Int32 {
    Console.shared.output(lines(migrations))
    return ExitCode.success
  }

  /// `id  safety  group  summary`, in aligned columns.
  static func lines(_ migrations: [any Migration]) -> String {
    let idWidth = migrations.map(\.id.count).max() ?? 0
    let groupWidth = migrations.map { ($0.group ?? "-").count }.max() ?? 0
    let safetyWidth = migrations.map(\.safety.rawValue.count).max() ?? 0
    return migrations.map { migration in
      [
        pad(migration.id, idWidth), pad(migration.safety.rawValue, safetyWidth),
        pad(migration.group ?? "-", groupWidth), migration.summary,
      ].joined(separator: "  ") + "\n"
    }.joined()
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
