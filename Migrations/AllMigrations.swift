import MigrationKit

/// Every migration the tool ships, in the order `list` shows them.
public let allMigrations: [any Migration] = [
  SafeAreaBar(),
  ForegroundStyle(),
  ClipShapeCornerRadius(),
  TextInputAutocapitalization(),
]
