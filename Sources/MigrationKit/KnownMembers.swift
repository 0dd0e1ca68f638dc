import SwiftCST

/// Members of SwiftUI types (which the run does not declare) whose result type the resolver
/// may rely on: `Color.red` is a Color (and UIKit's `UIColor.label` a UIColor),
/// `c.opacity(0.5)` is a Color when `c` is one, and `Text("a").bold()` is a Text;
/// `GeometryProxy` and the CoreGraphics and SwiftUI values it hands out
/// (developer.apple.com/documentation/swiftui/geometryproxy, …/corefoundation/cgsize, …/cgrect,
/// …/cgpoint, …/swiftui/edgeinsets); the Int positions of an `IndexPath`; the parameter
/// `GeometryReader` passes its content closure; and the value Foundation's decoders make.
/// Migrations read the colour and Text tables.
public enum KnownMembers {
  /// Colours that are also static members of `ShapeStyle where Self == Color`, so that `.red`
  /// means `Color.red` wherever it is written (`.primary` and `.secondary` are hierarchical
  /// styles in a ShapeStyle context).
  public static let shapeStyleColors: Set<String> = [
    "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "mint",
    "teal", "cyan", "indigo", "brown", "clear",
  ]

  /// The static colours of SwiftUI's `Color` (`Color.red`, `Color.accentColor`).
  public static let colorStatics = shapeStyleColors.union(["primary", "secondary", "accentColor"])

  /// Modifiers that return a `Text` when applied to a `Text`, on the releases where Text
  /// declares them (`foregroundStyle(_:)` from iOS 17, macOS 14, tvOS 17, watchOS 10;
  /// before, the View modifier, which returns `some View`).
  public static let textModifiers: Set<String> = [
    "foregroundColor", "foregroundStyle", "font", "fontWeight", "fontWidth", "fontDesign", "bold",
    "italic", "monospaced", "monospacedDigit", "strikethrough", "underline", "kerning",
    "tracking", "baselineOffset",
  ]

  /// UIColor's system colours that SwiftUI's Color and ShapeStyle do not have, so that
  /// `Color(.name)` can only be the UIColor initializer.
  public static let uiKitSystemColours: Set<String> = [
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel",
    "quaternaryLabel", "systemFill", "secondarySystemFill", "tertiarySystemFill",
    "quaternarySystemFill", "placeholderText", "separator", "opaqueSeparator", "link",
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink",
    "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
    "darkText", "lightText", "groupTableViewBackground", "tintColor",
  ]

  /// UIColor's class properties that are UIColors: its system colours and its fixed ones
  /// (developer.apple.com/documentation/uikit/uicolor, "Standard colors" and "Fixed colors").
  static let uiColorStatics = uiKitSystemColours.union([
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
    "magenta", "orange", "purple", "brown", "clear",
  ])

  /// The argument labels of SwiftUI's own `Text` initializers, defaulted parameters left
  /// out or not (developer.apple.com/documentation/swiftui/text, "Creating a text view"):
  /// a call with such labels may be SwiftUI's init, whatever a project's extension adds.
  static let ownInitializerLabels: [String: Set<[String]>] = [
    "Text": [
      ["_"], ["verbatim"], ["_", "tableName"], ["_", "bundle"], ["_", "comment"],
      ["_", "tableName", "bundle"], ["_", "tableName", "comment"], ["_", "bundle", "comment"],
      ["_", "tableName", "bundle", "comment"], ["_", "style"], ["_", "format"],
      ["_", "formatter"], ["timerInterval"], ["timerInterval", "pauseTime"],
      ["timerInterval", "countsDown"], ["timerInterval", "pauseTime", "countsDown"],
      ["timerInterval", "showsHours"], ["timerInterval", "pauseTime", "countsDown", "showsHours"],
    ]
  ]

  /// Static properties `T.name` whose type is `T`.
  static let staticSelf: [String: Set<String>] = [
    "Color": colorStatics, "UIColor": uiColorStatics,
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
    if let result = methodResults[type]?[name] { return TypeReference(text: result) }
    return methodsReturningSelf[type]?.contains(name) == true ? TypeReference(named: type) : nil
  }

  /// The value `decode(_:from:)` of Foundation's `JSONDecoder` or `PropertyListDecoder`
  /// makes, its first argument's type (…/foundation/jsondecoder/decode(_:from:)): `Reply` for
  /// `JSONDecoder().decode(Reply.self, from: data)`. Nil for any other call.
  static func decodedType(_ name: String, of type: String, in call: FunctionCall)
    -> TypeReference?
  {
    guard name == "decode", type == "JSONDecoder" || type == "PropertyListDecoder",
      let first = call.arguments.first, first.label == nil,
      let access = first.expression.flatMap(MemberAccess.init), access.name == "self",
      let decoded = access.base
    else { return nil }
    return TypeReference(text: decoded.compactText)
  }

  /// The type of reading property `name` of a value of type `type`.
  static func property(_ name: String, of type: String) -> TypeReference? {
    let type = type.hasPrefix("SwiftUI.") ? String(type.dropFirst("SwiftUI.".count)) : type
    return properties[type]?[name].map { TypeReference(text: $0) }
  }

  /// The parameter types of the trailing (or `content:`) closure of a call to `callee`.
  static func closureParameters(ofCallTo callee: String) -> [TypeReference]? {
    closureParameters[callee].map { $0.map { TypeReference(named: $0) } }
  }

  private static let closureParameters: [String: [String]] = [
    "GeometryReader": ["GeometryProxy"]
  ]

  /// Methods with a fixed result type.
  private static let methodResults: [String: [String: String]] = [
    "GeometryProxy": ["frame": "CGRect", "bounds": "CGRect?"]
  ]

  private static let rectProperties: [String: String] = [
    "origin": "CGPoint", "size": "CGSize", "width": "CGFloat", "height": "CGFloat",
    "minX": "CGFloat", "midX": "CGFloat", "maxX": "CGFloat", "minY": "CGFloat",
    "midY": "CGFloat", "maxY": "CGFloat", "standardized": "CGRect", "integral": "CGRect",
    "isEmpty": "Bool", "isNull": "Bool", "isInfinite": "Bool",
  ]

  private static let properties: [String: [String: String]] = [
    "GeometryProxy": ["size": "CGSize", "safeAreaInsets": "EdgeInsets"],
    "CGSize": ["width": "CGFloat", "height": "CGFloat"],
    "CGPoint": ["x": "CGFloat", "y": "CGFloat"],
    "CGRect": rectProperties,
    "EdgeInsets": [
      "top": "CGFloat", "leading": "CGFloat", "bottom": "CGFloat", "trailing": "CGFloat",
    ],
    // UIKit's and AppKit's additions to Foundation's IndexPath (…/foundation/indexpath/row,
    // …/item, …/section): `rows[indexPath.row]` reads an array at an Int.
    "IndexPath": ["row": "Int", "item": "Int", "section": "Int"],
  ]
}
