// SwiftUI API stub for type-checking rewritten code on Linux (there is no SwiftUI there).
//
// Not a SwiftPM target. `Tests/TestSupport/Compiler.swift` compiles this file once per test
// process into a module named `SwiftUI`:
//
//     swiftc -emit-module -module-name SwiftUI -parse-as-library -emit-module-path <tmp>/SwiftUI.swiftmodule
//
// and then type-checks fixtures with `swiftc -typecheck -I <tmp>`.
//
// Rules for editing this file:
// - Declarations copy Apple's documented public signatures: argument labels, defaults, generic
//   constraints, `@ViewBuilder`, `@available`, deprecations. Never add an overload that SwiftUI
//   does not have just to make some code type-check: the point of the oracle is that wrong code
//   fails here as it would in Xcode.
// - Bodies are trivial (`self`, `fatalError()`, stored values). Nothing here ever runs.
// - Leave something out rather than guess its signature; note gaps in the file's MARK sections.
//
// Known limits (see also the notes next to individual declarations):
// - Linux does not enforce iOS/macOS/tvOS/watchOS/visionOS availability or deprecation: the
//   `@available(iOS 26.0, ...)` attributes below document the real API but produce no
//   diagnostics here, so the oracle cannot catch a missing `if #available`.
// - Types are approximations: a modifier returning `some View` here may return a concrete
//   `ModifiedContent<...>` in SwiftUI. Code that names such types may type-check differently.
// - Combine, UIKit and CoreGraphics are modelled only as far as SwiftUI code usually reaches
//   them (ObservableObject, Published, UIScreen, UITextAutocapitalizationType, CGLineCap...).
// - Macros (`#Preview`, `@Entry`, `@Previewable`) are not modelled.

@_exported import Foundation
// SwiftUI's `Environment(_: T.Type)` and `environment(_:)` take `Observable` objects. The
// module is imported (not re-exported): a fixture using `@Observable` imports Observation.
import Observation

// MARK: - View

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A property of a view that SwiftUI updates (State, Binding, Environment...).
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

// MARK: - View modifiers as values

@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content view passed to `ViewModifier.body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@frozen
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  @inlinable public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
  public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
    fatalError("primitive modifier")
  }
}

@frozen
public struct EmptyModifier: ViewModifier {
  public static let identity = EmptyModifier()
  public typealias Body = Never
  @inlinable public init() {}
  public func body(content: Content) -> Never { fatalError("primitive modifier") }
}

extension ViewModifier {
  @inlinable public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The modifier behind the accessibility modifiers.
public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
  public func body(content: Content) -> Never { fatalError("primitive modifier") }
}

// MARK: - ViewBuilder

/// A result builder that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  // The SDK's parameter-pack form (Xcode 15+). The older fixed-arity overloads (2 to 10
  // children) are not declared: the pack covers them, and their per-OS availability is
  // not enforced on Linux anyway.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// `if` without `else`. SwiftUI names this `buildIf` (the pre-SE-0289 spelling of buildOptional).
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The branch of an `if #available` check: type-erased, as in SwiftUI.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

// MARK: - Structural views

@frozen
public struct TupleView<T>: View {
  public var value: T
  @inlinable public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  public let storage: Storage
  public init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A type-erased view.
@frozen
public struct AnyView: View {
  internal var storage: Any
  public init<V: View>(_ view: V) { storage = view }
  public init<V: View>(erasing view: V) { storage = view }
  public init?(_fromValue value: Any) { storage = value }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@frozen
public struct EmptyView: View {
  @inlinable public init() {}
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A type that collects multiple instances of a content type into a single unit.
@frozen
public struct Group<Content> {
  internal var content: Content
}

extension Group: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

// MARK: - Layout values

@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  internal var id: Int
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static let listRowSeparatorLeading = HorizontalAlignment(id: 3)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static let listRowSeparatorTrailing = HorizontalAlignment(id: 4)
}

@frozen
public struct VerticalAlignment: Equatable, Sendable {
  internal var id: Int
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
  public static let firstTextBaseline = VerticalAlignment(id: 3)
  public static let lastTextBaseline = VerticalAlignment(id: 4)
}

@frozen
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }
}

@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

@frozen
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  @frozen
  public struct Set: OptionSet, Sendable {
    public typealias Element = Edge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    public static let top = Edge.Set(.top)
    public static let leading = Edge.Set(.leading)
    public static let bottom = Edge.Set(.bottom)
    public static let trailing = Edge.Set(.trailing)
    public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Edge.Set = [.leading, .trailing]
    public static let vertical: Edge.Set = [.top, .bottom]
  }
}

@frozen
public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
  case leading, trailing

  @frozen
  public struct Set: OptionSet, Sendable {
    public typealias Element = HorizontalEdge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let leading = HorizontalEdge.Set(.leading)
    public static let trailing = HorizontalEdge.Set(.trailing)
    public static let all: HorizontalEdge.Set = [.leading, .trailing]
  }
}

@frozen
public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable {
  case top, bottom

  @frozen
  public struct Set: OptionSet, Sendable {
    public typealias Element = VerticalEdge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = VerticalEdge.Set(.top)
    public static let bottom = VerticalEdge.Set(.bottom)
    public static let all: VerticalEdge.Set = [.top, .bottom]
  }
}

@frozen
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

@frozen
public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical

  @frozen
  public struct Set: OptionSet, Sendable {
    public typealias Element = Axis.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Axis.Set(rawValue: 1)
    public static let vertical = Axis.Set(rawValue: 2)
  }
}

/// Safe area regions: `.container` (device and containers, including bars), `.keyboard`, `.all`.
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  public static let all = SafeAreaRegions(rawValue: .max)
}

@frozen
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  @inlinable public init() { self.init(x: 0, y: 0) }
  @inlinable public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

@frozen
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  @inlinable public init() { radians = 0 }
  @inlinable public init(radians: Double) { self.radians = radians }
  @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }
  @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

@frozen
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}

@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
  public var size: CGSize { .zero }
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}

@frozen
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  case light, dark
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

// `large` is iOS 15 / macOS 11 / watchOS 9 and `extraLarge` iOS 17 / macOS 14 / watchOS 10 in
// SwiftUI; per-case availability is left off so that CaseIterable can be synthesised.
public enum ControlSize: Hashable, CaseIterable, Sendable {
  case mini, small, regular, large, extraLarge
}

// MARK: - Text

/// `Text("literal")` and `"\(...)"` in view initialisers resolve to this type.
@frozen
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
@frozen
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

@frozen
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

  @frozen
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

@frozen
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

// MARK: - Shape styles

/// A colour or pattern to use when rendering a shape (or as a foreground/background style).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// Returns a new style based on this one that multiplies by the given opacity.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

/// `.primary`, `.secondary`, ...: levels of the current foreground style.
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
  internal var id: UInt32
  public static let primary = HierarchicalShapeStyle(id: 0)
  public static let secondary = HierarchicalShapeStyle(id: 1)
  public static let tertiary = HierarchicalShapeStyle(id: 2)
  public static let quaternary = HierarchicalShapeStyle(id: 3)
  @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
  public static let quinary = HierarchicalShapeStyle(id: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var primary: HierarchicalShapeStyle { .primary }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var secondary: HierarchicalShapeStyle { .secondary }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The foreground style in the current context (`.foreground`).
@frozen
public struct ForegroundStyle: ShapeStyle {
  @inlinable public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style in the current context (`.background`).
@frozen
public struct BackgroundStyle: ShapeStyle {
  @inlinable public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint colour in the current context (`.tint`).
@frozen
public struct TintShapeStyle: ShapeStyle {
  @inlinable public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A type-erased shape style.
@frozen
public struct AnyShapeStyle: ShapeStyle {
  internal var storage: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { storage = style }
}

// MARK: - Color

@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
  internal var name: String

  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) { name = "rgb(\(red), \(green), \(blue), \(opacity))" }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    name = "white(\(white), \(opacity))"
  }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    name = "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
  }

  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public var description: String { name }

  public func opacity(_ opacity: Double) -> Color { self }

  /// A gradient derived from this colour.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }

  public static let black = Color("black")
  public static let white = Color("white")
  public static let gray = Color("gray")
  public static let red = Color("red")
  public static let green = Color("green")
  public static let blue = Color("blue")
  public static let orange = Color("orange")
  public static let yellow = Color("yellow")
  public static let pink = Color("pink")
  public static let purple = Color("purple")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint = Color("mint")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal = Color("teal")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan = Color("cyan")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo = Color("indigo")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown = Color("brown")
  public static let clear = Color("clear")
  public static let primary = Color("primary")
  public static let secondary = Color("secondary")
  public static var accentColor: Color { Color("accentColor") }
}

extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Color: ShapeStyle {}

// Colours as implicit members of any ShapeStyle: `.foregroundStyle(.red)`. Note that
// `.primary`/`.secondary` there are HierarchicalShapeStyle values, not colours.
extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var mint: Color { .mint }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var teal: Color { .teal }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var brown: Color { .brown }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
}

// MARK: - Material

/// A background material (blur). `.bar` is the material of system bars.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: Sendable {
  internal var id: Int
  public static let regular = Material(id: 0)
  public static let thick = Material(id: 1)
  public static let thin = Material(id: 2)
  public static let ultraThin = Material(id: 3)
  public static let ultraThick = Material(id: 4)
  public static let bar = Material(id: 5)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var thinMaterial: Material { .thin }
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { Material.bar }
}

// MARK: - Gradients

@frozen
public struct Gradient: Hashable, Sendable {
  @frozen
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Gradient.Stop]
  public init(stops: [Gradient.Stop]) { self.stops = stops }
  public init(colors: [Color]) { stops = colors.map { Stop(color: $0, location: 0) } }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct AnyGradient: Hashable, ShapeStyle {
  internal var gradient: Gradient
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

@frozen
public struct LinearGradient: ShapeStyle, View {
  internal var gradient: Gradient
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(colors: colors)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(stops: stops)
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@frozen
public struct RadialGradient: ShapeStyle, View {
  internal var gradient: Gradient
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(colors: colors)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(stops: stops)
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@frozen
public struct AngularGradient: ShapeStyle, View {
  internal var gradient: Gradient
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    gradient = Gradient(colors: colors)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    gradient = Gradient(stops: stops)
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    gradient = Gradient(stops: stops)
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@frozen
public struct EllipticalGradient: ShapeStyle, View {
  internal var gradient: Gradient
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) { self.gradient = gradient }
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) { gradient = Gradient(colors: colors) }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension ShapeStyle where Self == LinearGradient {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  { LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  { LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  { LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint) }
}

extension ShapeStyle where Self == RadialGradient {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  { AngularGradient(gradient: gradient, center: center, angle: angle) }
}
