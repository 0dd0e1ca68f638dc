/// A name given to `--only`, `--exclude` or `explain` that is no migration or group id.
public struct UnknownMigrationError: Error, Sendable, Hashable, CustomStringConvertible {
  public var name: String
  public var suggestion: String?

  public var description: String {
    "unknown migration '\(name)'"
      + (suggestion.map { "; did you mean '\($0)'?" } ?? " (see 'swiftui-migrate list')")
  }
}

/// Picks migrations by id or group id.
public enum MigrationSelection {
  /// The migrations named by `only` (all when nil), minus those named by `exclude`, in
  /// registry order. A name is a migration id or a group id.
  public static func select(from all: [any Migration], only: [String]?, exclude: [String]) throws
    -> [any Migration]
  {
    for name in (only ?? []) + exclude { _ = try matching(name, in: all) }
    let included = try only.map { names in Set(try names.flatMap { try matching($0, in: all) }) }
    let excluded = Set(try exclude.flatMap { try matching($0, in: all) })
    return all.filter { (included?.contains($0.id) ?? true) && !excluded.contains($0.id) }
  }

  /// The migration with this id.
  public static func migration(_ id: String, in all: [any Migration]) throws -> any Migration {
    if let found = all.first(where: { $0.id == id }) { return found }
    throw UnknownMigrationError(
      name: id, suggestion: Spelling.suggestion(for: id, among: all.map(\.id)))
  }

  /// The ids a name stands for.
  static func matching(_ name: String, in all: [any Migration]) throws -> [String] {
    let ids = all.filter { $0.id == name || $0.group == name }.map(\.id)
    guard ids.isEmpty else { return ids }
    let names = all.map(\.id) + all.compactMap(\.group)
    throw UnknownMigrationError(
      name: name, suggestion: Spelling.suggestion(for: name, among: names))
  }
}
