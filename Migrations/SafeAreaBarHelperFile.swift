import MigrationKit

/// The `safeAreaBarOrInset` helper file that safe-area-bar's fixes ask for, once per module.
extension SafeAreaBar {
  static let helperName = "safeAreaBarOrInset"

  /// The helper file, the one place its text lives. `availability` adds `@available` for
  /// targets older than safeAreaInset, or unknown. `spell` writes a SwiftUI type's name
  /// (`View`, or `SwiftUI.View` in a module that declares a View of its own).
  static func helperFile(
    horizontalTwin: Bool, availability: Bool, style: SourceStyle,
    spell: (String) -> String = { $0 }
  ) -> NewFile {
    let view = spell("View")
    let builder = spell("ViewBuilder")
    func overload(_ edge: String, _ alignment: String) -> [String] {
      [
        "  /// safeAreaBar on 26 and later; before, safeAreaInset, which reserves the same space.",
        "  @\(builder)",
        "  func safeAreaBarOrInset<Bar: \(view)>(",
        "    edge: \(spell(edge)), alignment: \(spell(alignment)) = .center, spacing: CGFloat? = nil,",
        "    @\(builder) content: () -> Bar",
        "  ) -> some \(view) {",
        "    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {",
        "      safeAreaBar(edge: edge, alignment: alignment, spacing: spacing, content: content)",
        "    } else {",
        "      safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)",
        "    }",
        "  }",
      ]
    }
    var lines = [
      "import SwiftUI",
      "",
      "// Written by swiftui-migrate (safe-area-bar). Once every deployment target is 26 or later,",
      "// `swiftui-migrate apply` calls safeAreaBar directly and this file can be deleted.",
    ]
    if availability { lines.append("@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)") }
    lines.append("extension \(view) {")
    lines += overload("VerticalEdge", "HorizontalAlignment")
    if horizontalTwin { lines += [""] + overload("HorizontalEdge", "VerticalAlignment") }
    lines.append("}")
    let text = lines.map { line in
      let depth = line.prefix { $0 == " " }.count / 2
      return String(repeating: style.indentUnit, count: depth) + line.dropFirst(depth * 2)
    }
    return NewFile(
      name: "SafeAreaBarOrInset.swift",
      contents: text.joined(separator: style.lineEnding) + style.lineEnding,
      providesSymbol: helperName)
  }
}
