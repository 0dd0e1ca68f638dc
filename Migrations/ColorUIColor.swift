import MigrationKit
import SwiftCST

/// `Color(UIColor.x)` → `Color(uiColor: .x)`, `Color(uiColor)` → `Color(uiColor: uiColor)`,
/// and on macOS `Color(NSColor.x)` → `Color(nsColor: .x)`.
///
/// The SDK deprecates `Color.init(_: UIColor)` in favour of `init(uiColor:)`, which makes the
/// same colour (dynamic colours stay dynamic): `safe`. The argument must be a UIColor: written
/// from `UIColor` (`UIColor.label`, `UIColor(named: "Brand")!`), one of UIKit's system colours
/// as an implicit member (`.systemBackground`), or a name the semantic index types as UIColor.
/// Anything else (`Color("Brand")`, `Color(.brandRed)` from an asset catalog, `Color(theme.x)`)
/// is not this initializer and is left alone. Nothing fires where an iOS, tvOS or watchOS
/// target predates init(uiColor:) (iOS 15, tvOS 15, watchOS 8), the targets are unknown,
/// or macOS compiles the call (a module for macOS, outside `#if os(iOS)` and the like):
/// init(uiColor:) does not exist there; nor where no target compiles it (the `#else` of
/// `#if os(iOS)` in an iOS app). `Color(_: NSColor)` likewise becomes
/// `Color(nsColor:)` (macOS 12) where macOS alone compiles the call: an argument written
/// from NSColor, one of AppKit's colours as an implicit member (`.windowBackgroundColor`,
/// `.systemBlue`), or a name the semantic index types as NSColor.
public struct ColorUIColor: Migration {
  public let id = "color-uicolor"
  public let summary =
    "Replace the deprecated Color(_: UIColor) and Color(_: NSColor) with Color(uiColor:) and Color(nsColor:)"
  public let rationale = """
    Color's unlabelled UIColor initializer is deprecated in favour of Color(uiColor:) (iOS 15, \
    tvOS 15, watchOS 8, visionOS 1), which makes the same colour and keeps dynamic colours \
    adaptive. Only arguments that are certainly a UIColor are rewritten: expressions written \
    from UIColor (UIColor.label, UIColor(named: "Brand")!, UIColor.red.withAlphaComponent(0.5)), \
    UIKit's system colours as implicit members (.systemBackground, .secondaryLabel…), and \
    names the project declares as UIColor. Color("Brand"), asset-catalog symbols such as \
    Color(.brandRed) and values of unknown type are left alone, and so is every call that \
    macOS compiles (a module that builds for macOS, outside #if os(iOS) and the like): \
    Color(uiColor:) does not exist there, and the call is another initializer there \
    (Color(.systemBlue) is the NSColor one, Color(.label) an asset catalog's generated \
    ColorResource), and so is a call no iOS, tvOS, watchOS or visionOS target compiles (the \
    #else of #if os(iOS) in an iOS app: what UIColor is there cannot be told). On macOS, \
    Color's unlabelled NSColor initializer is deprecated in favour of Color(nsColor:) \
    (macOS 12) in the same way: arguments written from NSColor \
    (NSColor.windowBackgroundColor), AppKit's colours as implicit members (.labelColor, \
    .controlBackgroundColor, .systemBlue…) and names the project declares as NSColor become \
    Color(nsColor:) where macOS alone compiles the call (a macOS module, or #if os(macOS) in \
    one that builds for iOS and macOS); not where the module does not build for macOS (its \
    macOS version is unknown). Nothing fires where a target is older (unless @available or if \
    #available raises it there) or the targets are unknown. Availability from the SDK \
    documentation: developer.apple.com/documentation/swiftui/color/init(uicolor:) and \
    developer.apple.com/documentation/swiftui/color/init(nscolor:).
    """
  public let example = (
    before: """
    Color(UIColor.secondarySystemBackground)
      .ignoresSafeArea()
    """,
    after: """
    Color(uiColor: .secondarySystemBackground)
      .ignoresSafeArea()
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  /// Every finding is at a `Color(x)` call of one unlabelled argument (most files have
  /// none), looked up before the targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.calls(named: "Color").contains { Self.onlyArgument(of: $0) != nil }
      && (context.mayBeAvailable(uiColorTargets, in: file)
        || context.mayBeAvailable(nsColorTargets, in: file))
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    return file.calls(named: "Color").compactMap { call in
      guard let value = Self.onlyArgument(of: call) else { return nil }
      if let finding = nsColorFinding(call, value, file: file, context: context) {
        return finding
      }
      // Where macOS compiles the call, Color(uiColor:) does not exist, and the call is
      // another initializer there (`Color(.label)` of an asset catalog's generated
      // ColorResource, `Color(.systemBlue)` of NSColor): it stays. So does a call no UIKit
      // target compiles (the `#else` of `#if os(iOS)` in an iOS app), whose UIColor is unknown.
      guard context.isAvailable(uiColorTargets, at: call.node),
        context.platformsCompiling(call.node, among: [.macOS]).isEmpty,
        !context.platformsCompiling(call.node, among: Self.uiKitPlatforms).isEmpty
      else { return nil }
      return labelledFinding(
        call, value, className: "UIColor", label: "uiColor",
        isClassValue: value.leftmostName == "UIColor"
          || Self.isSystemColour(value)
          || Self.isUIColor(
            value, context.resolver(for: file))
      )
    }
  }

  /// `Color(NSColor.x)` → `Color(nsColor: .x)` and the other NSColor arguments, where the
  /// module builds for macOS 12 or later at the call and no other platform compiles it;
  /// nil for anything else.
  func nsColorFinding(
    _ call: FunctionCall, _ value: Syntax, file: SourceFile, context: MigrationContext
  ) -> Finding? {
    // Where another platform compiles the call too, Color(nsColor:) does not exist there.
    guard context.deploymentTargets(at: call.node).versions[.macOS] != nil,
      context.isAvailable(nsColorTargets, at: call.node),
      context.platformsCompiling(call.node, among: Self.uiKitPlatforms).isEmpty
    else { return nil }
    return labelledFinding(
      call, value, className: "NSColor", label: "nsColor",
      isClassValue: value.leftmostName == "NSColor"
        || Self.isAppKitColour(value)
        || Self.isColor(
          value, named: "NSColor", context.resolver(for: file)
        ))
  }

  /// `Color(UIColor.label)` → `Color(uiColor: .label)` (the class name gives way to the
  /// label), and any other value of the class (`isClassValue`) gets the label before it; nil
  /// when the value is not known to be of the class.
  private func labelledFinding(
    _ call: FunctionCall, _ value: Syntax, className: String, label: String,
    isClassValue: @autoclosure () -> Bool
  ) -> Finding? {
    let edits: [TextEdit]
    if let access = MemberAccess(value), let base = access.base, base.kind == .declReferenceExpr,
      base.text == className
    {
      edits = [
        TextEdit(
          range: value.range.lowerBound..<access.dotToken.range.lowerBound,
          replacement: "\(label): ")
      ]
    } else if isClassValue() {
      edits = [.insert("\(label): ", at: value.range.lowerBound)]
    } else {
      return nil
    }
    return Finding(
      migrationID: id, range: call.node.range,
      message: "Color(_: \(className)) is deprecated: Color(\(label):) makes the same colour",
      safety: .safe, fix: Fix(edits: edits))
  }

  /// `.windowBackgroundColor`, `.systemBlue`: one of NSColor's colours as an implicit member,
  /// asked only where macOS alone compiles the call.
  static func isAppKitColour(_ value: Syntax) -> Bool {
    guard let access = MemberAccess(value), access.base == nil else { return false }
    return appKitColours.contains(access.name) || appKitSharedColours.contains(access.name)
  }

  /// `Color` or `SwiftUI.Color`.
  /// The value of `Color(x)` (or `SwiftUI.Color(x)`), one argument with no label and no
  /// trailing closure.
  private static func onlyArgument(of call: FunctionCall) -> Syntax? {
    guard call.trailingClosure == nil, call.labeledTrailingClosures.isEmpty,
      isColorType(call.callee),
      call.arguments.count == 1, let argument = call.arguments.first,
      argument.label == nil
    else { return nil }
    return argument.expression
  }

  static func isColorType(_ callee: Syntax) -> Bool {
    if callee.kind == .declReferenceExpr { return callee.text == "Color" }
    guard let access = MemberAccess(callee), access.name == "Color", let base = access.base
    else { return false }
    return base.kind == .declReferenceExpr && base.text == "SwiftUI"
  }

  /// `.systemBackground`: one of UIColor's system colours, asked only where macOS does not
  /// compile the call (there `Color(.systemBlue)` is `Color(_: NSColor)`).
  static func isSystemColour(_ value: Syntax) -> Bool {
    guard let access = MemberAccess(value), access.base == nil else { return false }
    return KnownMembers.uiKitSystemColours.contains(access.name)
  }

  /// The platforms with UIKit, where `Color(nsColor:)` does not exist.
  static let uiKitPlatforms: [Platform] = [.iOS, .tvOS, .watchOS, .visionOS]

  /// A name, member or method call (`base.lighter()` with `func lighter() -> UIColor` in
  /// the run) the semantic index types as a non-optional UIColor.
  static func isUIColor(_ value: Syntax, _ resolver: Resolver) -> Bool {
    isColor(value, named: "UIColor", resolver)
  }

  /// Whether the semantic index types `value` (a name, member or method call) as a
  /// non-optional `name` (`UIColor` in UIKit, `NSColor` in AppKit).
  static func isColor(_ value: Syntax, named name: String, _ resolver: Resolver) -> Bool {
    guard
      value.kind == .declReferenceExpr || value.kind == .memberAccessExpr
        || value.kind == .functionCallExpr,
      let type = resolver.type(of: value), !type.isOptional
    else { return false }
    let module = name == "UIColor" ? "UIKit" : "AppKit"
    return type.text == name || type.text == module + "." + name
  }
}

/// The system colours NSColor also has under the same name (`NSColor.systemBlue`; the fills
/// since macOS 14): on macOS, `Color(.name)` is the NSColor initializer.
private let appKitSharedColours: Set<String> = [
  "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink",
  "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
  "systemGray", "systemFill", "secondarySystemFill", "tertiarySystemFill",
  "quaternarySystemFill",
]

/// NSColor's colours that UIColor, SwiftUI's Color and ShapeStyle do not have, so that
/// `Color(.name)` can only be the NSColor initializer.
private let appKitColours: Set<String> = [
  "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor",
  "textColor", "placeholderTextColor", "selectedTextColor", "textBackgroundColor",
  "selectedTextBackgroundColor", "keyboardFocusIndicatorColor", "unemphasizedSelectedTextColor",
  "unemphasizedSelectedTextBackgroundColor", "linkColor", "separatorColor",
  "selectedContentBackgroundColor", "unemphasizedSelectedContentBackgroundColor",
  "selectedMenuItemTextColor", "gridColor", "headerTextColor", "controlAccentColor",
  "controlColor", "controlBackgroundColor", "controlTextColor", "disabledControlTextColor",
  "selectedControlColor", "selectedControlTextColor", "alternateSelectedControlTextColor",
  "windowBackgroundColor", "windowFrameTextColor", "underPageBackgroundColor",
  "findHighlightColor", "highlightColor", "shadowColor", "textInsertionPointColor",
]

/// Color(uiColor:): iOS 15, tvOS 15, watchOS 8 (UIColor does not exist on macOS).
private let uiColorTargets = minimumVersions(iOS: "15", macOS: nil, tvOS: "15", watchOS: "8")

/// Color(nsColor:): macOS 12 (NSColor exists on macOS only).
private let nsColorTargets: [Platform: OSVersion] = [.macOS: OSVersion("12.0")!]
