/// Members of SwiftUI types (which the run does not declare) whose result type the resolver
/// may rely on: `Color.red` is a Color, `c.opacity(0.5)` is a Color when `c` is one, and
/// `Text("a").bold()` is a Text.
enum KnownMembers {
  /// Static properties `T.name` whose type is `T`.
  static let staticSelf: [String: Set<String>] = [
    "Color": [
      "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple",
      "mint", "teal", "cyan", "indigo", "brown", "clear", "primary", "secondary", "accentColor",
    ]
  ]

  /// Methods `x.name(…)` on a `T` that return a `T` on every OS version SwiftUI has them.
  static let methodsReturningSelf: [String: Set<String>] = [
    "Color": ["opacity"],
    "Text": [
      "bold", "italic", "font", "fontWeight", "foregroundColor", "kerning", "tracking",
      "baselineOffset", "underline", "strikethrough", "monospacedDigit",
    ],
  ]

  /// The type of `T.name` for a SwiftUI type `T` (nil when not known).
  static func staticMember(_ name: String, of type: String) -> TypeReference? {
    let type = type.hasPrefix("SwiftUI.") ? String(type.dropFirst("SwiftUI.".count)) : type
    return staticSelf[type]?.contains(name) == true ? TypeReference(named: type) : nil
  }

  /// The result type of calling method `name` on a value of SwiftUI type `type`.
  static func method(_ name: String, of type: String) -> TypeReference? {
    let type = type.hasPrefix("SwiftUI.") ? String(type.dropFirst("SwiftUI.".count)) : type
    return methodsReturningSelf[type]?.contains(name) == true ? TypeReference(named: type) : nil
  }
}
