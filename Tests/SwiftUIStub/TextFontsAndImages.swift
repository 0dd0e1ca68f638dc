// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): Text, Font
// and Image.

import Foundation

// MARK: - Text

/// `Text("literal")` and `"\(...)"` in view initialisers resolve to this type.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  internal var key: String
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.key }

  /// Interpolations accepted in a localized string: strings, numbers (`_FormatSpecifiable`),
  /// reference-convertible values with an optional formatter, format styles, Text, Image,
  /// dates with a style. Any other type (an enum, an optional) is an error, as in SwiftUI.
  public struct StringInterpolation: StringInterpolationProtocol {
    internal var key = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { key += literal }
    public mutating func appendInterpolation(_ string: String) { key += "%@" }
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) { key += "%@" }
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) { key += "%@" }
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { key += "%@" }
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      key += specifier
    }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput, format: F
    ) where F.FormatInput: Equatable, F.FormatOutput == String { key += "%@" }
    public mutating func appendInterpolation(_ text: Text) { key += "%@" }
    public mutating func appendInterpolation(_ image: Image) { key += "%@" }
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { key += "%@" }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation(_ attributedString: AttributedString) { key += "%@" }
  }
}

/// Numbers that a localized string can interpolate (printf-style specifier).
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: Self._Arg { get }
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  public var _arg: Int { self }
  public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { self }
  public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { self }
  public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
  public var _arg: UInt { self }
  public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { self }
  public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { self }
  public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
  public var _arg: Float { self }
  public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
  public var _arg: CGFloat { self }
  public var _specifier: String { "%lf" }
}

/// A view that displays one or more lines of read-only text.
public struct Text: Equatable, Sendable {
  internal var storage: String

  public init(verbatim content: String) { storage = content }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { storage = String(content) }
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { storage = key.key }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ attributedContent: AttributedString) { storage = "" }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ image: Image) { storage = "" }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ date: Date, style: Text.DateStyle) { storage = "" }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String { storage = "" }
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) { storage = "" }

  public struct DateStyle: Sendable {
    internal var id: Int
    public static let time = DateStyle(id: 0)
    public static let date = DateStyle(id: 1)
    public static let relative = DateStyle(id: 2)
    public static let offset = DateStyle(id: 3)
    public static let timer = DateStyle(id: 4)
  }

  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.storage + rhs.storage) }

  // Text-returning modifiers: these keep a `Text` a `Text`, so `+` still works after them.
  public func foregroundColor(_ color: Color?) -> Text { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  public func font(_ font: Font?) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  public func bold() -> Text { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func bold(_ isActive: Bool) -> Text { self }
  public func italic() -> Text { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func italic(_ isActive: Bool) -> Text { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  public func monospacedDigit() -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

// MARK: - Font

public struct Font: Hashable, Sendable {
  internal var name: String

  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2 = Font(name: "title2")
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2 = Font(name: "caption2")

  // The iOS 16 forms with optional weight/design. The iOS 13 forms with non-optional
  // defaults (`system(size:weight:design:)`, `system(_:design:)`) are not declared.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(
    size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
  ) -> Font { Font(name: "system") }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font { Font(name: "system") }
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
    Font(name: name)
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name) }

  public func italic() -> Font { self }
  public func smallCaps() -> Font { self }
  public func monospacedDigit() -> Font { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospaced() -> Font { self }
  public func weight(_ weight: Font.Weight) -> Font { self }
  public func bold() -> Font { self }

  // title2, title3 and caption2 are iOS 14 / macOS 11 cases; per-case availability is left
  // off so that CaseIterable can be synthesised.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  public struct Weight: Hashable, Sendable {
    internal var value: CGFloat
    public static let ultraLight = Weight(value: -0.8)
    public static let thin = Weight(value: -0.6)
    public static let light = Weight(value: -0.4)
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
    public static let heavy = Weight(value: 0.56)
    public static let black = Weight(value: 0.62)
  }

  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}

// MARK: - Image

public struct Image: Equatable, Sendable {
  internal var name: String

  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.name = name }
  public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
  public init(systemName: String) { name = systemName }

  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }

  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
    self
  }
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A standard label: a title with an icon.
public struct Label<Title: View, Icon: View>: View {
  internal var title: Title
  internal var icon: Icon
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
