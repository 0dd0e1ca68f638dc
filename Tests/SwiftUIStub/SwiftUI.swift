// SwiftUI API stub for type-checking rewritten code on Linux (there is no SwiftUI there).
//
// Not a SwiftPM target. `Tests/TestSupport/Compiler.swift` compiles this file (with the other
// `Tests/SwiftUIStub/*.swift` files, one per API area) once per test
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
// - Macros: `#Preview` and `@Previewable` are declared (DeprecatedPack2c.swift) and never
//   expand; `@Entry` is not modelled.

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

public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
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

public struct EmptyModifier: ViewModifier {
  public static let identity = EmptyModifier()
  public typealias Body = Never
  public init() {}
  public func body(content: Content) -> Never { fatalError("primitive modifier") }
}

extension ViewModifier {
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The modifier behind the accessibility modifiers.
public struct AccessibilityAttachmentModifier {
  internal init() {}
}

extension AccessibilityAttachmentModifier: ViewModifier {
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

public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

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
public struct AnyView: View {
  internal var storage: Any
  public init<V: View>(_ view: V) { storage = view }
  public init<V: View>(erasing view: V) { storage = view }
  public init?(_fromValue value: Any) { storage = value }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct EmptyView: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A type that collects multiple instances of a content type into a single unit.
public struct Group<Content> {
  internal var content: Content
}

extension Group: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

// MARK: - Layout values

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

public struct VerticalAlignment: Equatable, Sendable {
  internal var id: Int
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
  public static let firstTextBaseline = VerticalAlignment(id: 3)
  public static let lastTextBaseline = VerticalAlignment(id: 4)
}

public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
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

public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

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

public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
  case leading, trailing

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

public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable {
  case top, bottom

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

public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical

  public struct Set: OptionSet, Sendable {
    public typealias Element = Axis.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Axis.Set(rawValue: 1)
    public static let vertical = Axis.Set(rawValue: 2)
  }
}

/// Safe area regions: `.container` (device and containers, including bars), `.keyboard`, `.all`.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  public static let all = SafeAreaRegions(rawValue: .max)
}

public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
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

public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}

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

// MARK: - Shape styles

/// A colour or pattern to use when rendering a shape (or as a foreground/background style).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// Returns a new style based on this one that multiplies by the given opacity.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

/// `.primary`, `.secondary`, ...: levels of the current foreground style.
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
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style in the current context (`.background`).
public struct BackgroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint colour in the current context (`.tint`).
public struct TintShapeStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  internal var storage: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { storage = style }
}

// MARK: - Color

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

public struct Gradient: Hashable, Sendable {
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
public struct AnyGradient: Hashable, ShapeStyle {
  internal var gradient: Gradient
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

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

// MARK: - Animatable data

public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// MARK: - Shapes

// CoreGraphics types that SwiftUI re-exports; Foundation on Linux lacks them.
#if !canImport(CoreGraphics)
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}
#endif

public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, Animatable, View {
  func path(in rect: CGRect) -> Path
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A shape filled (or stroked) with a style; the `body` of every Shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, style: content)
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, style: content)
  }
  public func stroke(style: StrokeStyle) -> some Shape { self }
  public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
}

extension InsettableShape {
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View { _ShapeView(shape: self, style: content) }
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { _ShapeView(shape: self, style: content) }
}

public struct Path: Shape, Equatable {
  internal var elements: [CGRect] = []
  public init() {}
  public init(_ rect: CGRect) { elements = [rect] }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    elements = [rect]
  }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    elements = [rect]
  }
  public init(ellipseIn rect: CGRect) { elements = [rect] }
  public init(_ callback: (inout Path) -> ()) { callback(&self) }
  public var isEmpty: Bool { elements.isEmpty }
  public var boundingRect: CGRect { elements.first ?? .zero }
  public func path(in _: CGRect) -> Path { self }
  public mutating func move(to end: CGPoint) {}
  public mutating func addLine(to end: CGPoint) {}
  public mutating func addLines(_ lines: [CGPoint]) {}
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public mutating func addRect(_ rect: CGRect) { elements.append(rect) }
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    elements.append(rect)
  }
  public mutating func addEllipse(in rect: CGRect) { elements.append(rect) }
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {}
  public mutating func closeSubpath() {}
}

public struct Rectangle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> Rectangle { self }
}

public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
  public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

public struct Circle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> Circle { self }
}

public struct Ellipse: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> Ellipse { self }
}

public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: rect.height / 2, style: style) }
  public func inset(by amount: CGFloat) -> Capsule { self }
}

// Shapes as implicit members: `.clipShape(.rect(cornerRadius: 8))`. Apple's documentation
// lists these from iOS 13 (they are emitted into the client and need the Xcode 15 SDK, so
// in practice they arrived with iOS 17's SDK).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

// MARK: - Stacks and layout containers

public struct HStack<Content: View>: View {
  internal var content: Content
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct VStack<Content: View>: View {
  internal var content: Content
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct ZStack<Content: View>: View {
  internal var content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// Views pinned to the bounds of a lazy stack's scroll view (section headers/footers).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVStack<Content: View>: View {
  internal var content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHStack<Content: View>: View {
  internal var content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A description of a row or a column in a lazy grid.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVGrid<Content: View>: View {
  internal var content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHGrid<Content: View>: View {
  internal var content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Grid<Content: View>: View {
  internal var content: Content
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct GridRow<Content: View>: View {
  internal var content: Content
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: View {
  /// With `nil`, the minimum is the system default spacing.
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct Divider: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct ScrollView<Content: View>: View {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewReader<Content: View>: View {
  public var content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A container view that defines its content as a function of its own size and coordinate space.
public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// Picks the first child that fits the available space along the given axes.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewThatFits<Content: View>: View {
  internal var content: Content
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

// MARK: - Lists, ForEach, sections, forms

/// A view created from a collection (`ForEach`), which supports onDelete/onMove.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Self.Data { get }
}

extension DynamicViewContent {
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// Computes views on demand from a collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
    C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    fatalError("stub")
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
    fatalError("stub")
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Only for a constant range; use `ForEach(_:id:content:)` for a changing one.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

/// A container that presents rows of data arranged in a single column.
public struct List<SelectionValue: Hashable, Content: View>: View {
  internal var content: Content
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }

  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
    content = ForEach(data, id: id, content: rowContent)
  }

  public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    content = ForEach(data, content: rowContent)
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<Data, RowContent>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    content = ForEach(data, content: rowContent)
  }
}

extension List {
  public init<Data, RowContent>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }

  public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer> {
  internal var header: Parent
  internal var content: Content
  internal var footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    footer = EmptyView()
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    footer = EmptyView()
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    header = EmptyView()
    self.content = content()
    self.footer = footer()
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    header = EmptyView()
    self.content = content()
    footer = EmptyView()
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    header = Text(titleKey)
    self.content = content()
    footer = EmptyView()
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    header = Text(title)
    self.content = content()
    footer = EmptyView()
  }
}

/// A container for grouping controls used for data entry.
public struct Form<Content: View>: View {
  internal var content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// The appearance and interaction of a list.
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle {
  public init() {}
}
public struct PlainListStyle: ListStyle {
  public init() {}
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GroupedListStyle: ListStyle {
  public init() {}
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}
@available(iOS 13.0, macOS 11.0, *)
public struct InsetListStyle: ListStyle {
  public init() {}
}
@available(iOS 14.0, macOS 10.15, *)
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// MARK: - State and data flow

/// Reference storage behind State and friends (never observed: nothing runs).
internal final class _Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
  internal var box: _Box<Value>
  public init(wrappedValue value: Value) { box = _Box(value) }
  public init(initialValue value: Value) { box = _Box(value) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: Binding<Value> {
    Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// A two-way connection to a source of truth. The SDK marks `get`/`set` `@Sendable` (with
/// `@preconcurrency`); fixtures type-check in Swift 5 mode, where that makes no difference.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  internal var getter: () -> Value
  internal var setter: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = { set($0, Transaction()) }
  }
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }
  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.getter()[keyPath: keyPath] }, set: { _ in })
  }

  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
  /// Wraps a non-optional binding as an optional one.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
  }
  /// Unwraps an optional binding; nil when the value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(get: { value }, set: { base.wrappedValue = $0 })
  }
  /// Erases a hashable binding.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(get: { AnyHashable(base.wrappedValue) }, set: { _ in })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}

// `ForEach($items) { $item in ... }` iterates a binding to a collection.
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
  public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }
  public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
    Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(before: i) }
  public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// The context of the current state-processing update.
public struct Transaction {
  public var animation: Animation?
  public var disablesAnimations: Bool = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

// MARK: - Combine (re-exported by SwiftUI; only what SwiftUI code uses)

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

public final class AnyCancellable: Hashable {
  public init(_ cancel: @escaping () -> Void) {}
  public func cancel() {}
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher where Failure == Never {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

/// The publisher behind `objectWillChange`.
final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  public func send() {}
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property wrapper that publishes its value; only available on properties of classes.
@propertyWrapper
public struct Published<Value> {
  internal var value: Value
  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set { object[keyPath: storageKeyPath].value = newValue }
  }

  public struct Publisher: SwiftUI.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
  }

  public var projectedValue: Published<Value>.Publisher {
    mutating get { Publisher() }
    set {}
  }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  internal var thunk: () -> ObjectType
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }
  @MainActor @preconcurrency public var wrappedValue: ObjectType { thunk() }
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: thunk()).projectedValue
  }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  @dynamicMemberLookup
  public struct Wrapper {
    internal let root: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }
  public var wrappedValue: ObjectType
  public init(initialValue: ObjectType) { wrappedValue = initialValue }
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  @dynamicMemberLookup
  public struct Wrapper {
    internal let root: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }
  public init() {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("no environment object in the stub") }
  @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
    Wrapper(root: wrappedValue)
  }
}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// An action that dismisses a presentation: `@Environment(\.dismiss) var dismiss; dismiss()`.
public struct DismissAction {
  @MainActor @preconcurrency public func callAsFunction() {}
}

public struct OpenURLAction {
  @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
}

public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public var description: String { "EnvironmentValues" }
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
  public var isEnabled: Bool {
    get { true }
    set {}
  }
  public var locale: Locale {
    get { Locale(identifier: "en_US") }
    set {}
  }
  public var font: Font? {
    get { nil }
    set {}
  }
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }
  public var editMode: Binding<EditMode>? {
    get { nil }
    set {}
  }
  public var dismiss: DismissAction { DismissAction() }
  public var openURL: OpenURLAction {
    get { OpenURLAction() }
    set {}
  }
  public var isPresented: Bool { false }
  public var lineLimit: Int? {
    get { nil }
    set {}
  }
  public var multilineTextAlignment: TextAlignment {
    get { .leading }
    set {}
  }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  internal var keyPath: KeyPath<EnvironmentValues, Value>?
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  public var wrappedValue: Value {
    guard let keyPath else { fatalError("no environment object in the stub") }
    return EnvironmentValues()[keyPath: keyPath]
  }
}

extension Environment {
  /// Reads an `@Observable` object from the environment (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { keyPath = nil }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? { keyPath = nil }
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (`@Namespace var ns`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  public struct ID: Hashable, Sendable {
    internal var id: Int
  }
  public init() {}
  public var wrappedValue: Namespace.ID { ID(id: 0) }
}

/// A property wrapper that can read and write the focus state of a view.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @propertyWrapper
  public struct Binding {
    internal var box: _Box<Value>
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  internal var box: _Box<Value>
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
  public init() where Value == Bool { box = _Box(false) }
  public init<T: Hashable>() where Value == T? { box = _Box(nil) }
}

/// Gesture state that resets when the gesture ends (`@GestureState`).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  internal var value: Value
  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }
  public var wrappedValue: Value { value }
  public var projectedValue: GestureState<Value> { self }
}

// MARK: - Animation and transitions

public struct Animation: Equatable, Sendable {
  internal var name: String
  public static let `default` = Animation(name: "default")
  public static var linear: Animation { Animation(name: "linear") }
  public static var easeIn: Animation { Animation(name: "easeIn") }
  public static var easeOut: Animation { Animation(name: "easeOut") }
  public static var easeInOut: Animation { Animation(name: "easeInOut") }
  public static var spring: Animation { Animation(name: "spring") }
  public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var bouncy: Animation { Animation(name: "bouncy") }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var smooth: Animation { Animation(name: "smooth") }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var snappy: Animation { Animation(name: "snappy") }
  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  // The SDK also has `spring(duration:bounce:blendDuration:)` (iOS 17); it is left out here
  // because the SDK's overload ranking for `.spring()` is not known.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// A type-erased transition.
public struct AnyTransition: Sendable {
  internal var name: String
  public static let identity = AnyTransition(name: "identity")
  public static let opacity = AnyTransition(name: "opacity")
  public static var slide: AnyTransition { AnyTransition(name: "slide") }
  public static var scale: AnyTransition { AnyTransition(name: "scale") }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// MARK: - Gestures

public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

public struct TapGesture: Gesture {
  public var count: Int
  public init(count: Int = 1) { self.count = count }
  public typealias Value = Void
  public var body: Never { fatalError("primitive gesture") }
}

public struct LongPressGesture: Gesture {
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
  public typealias Value = Bool
  public var body: Never { fatalError("primitive gesture") }
}

public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
  public var body: Never { fatalError("primitive gesture") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
  public var body: Never { fatalError("primitive gesture") }
}

public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public var body: Never { fatalError("primitive gesture") }
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public var body: Never { fatalError("primitive gesture") }
}

public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public var body: Never { fatalError("primitive gesture") }
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public var body: Never { fatalError("primitive gesture") }
}

extension Gesture {
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { GestureStateGesture() }
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture()
  }
}

extension Gesture where Self.Value: Equatable {
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

/// The kinds of interaction a `contentShape` applies to.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

// MARK: - Navigation

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationSplitView instead")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack instead")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
  internal var content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A type-erased list of data representing the content of a navigation stack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
  internal var elements: [AnyHashable] = []
  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(value) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
// SwiftUI declares NavigationStack and NavigationSplitView `@MainActor @preconcurrency` with
// nonisolated initialisers; the isolation is left off here (fixtures type-check in Swift 5 mode).
public struct NavigationStack<Data, Root: View>: View {
  internal var root: Root
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  internal var id: Int
  public static var automatic: NavigationSplitViewVisibility { .init(id: 0) }
  public static var all: NavigationSplitViewVisibility { .init(id: 1) }
  public static var doubleColumn: NavigationSplitViewVisibility { .init(id: 2) }
  public static var detailOnly: NavigationSplitViewVisibility { .init(id: 3) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  internal var sidebar: Sidebar
  internal var content: Content
  internal var detail: Detail
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
  }
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
  }
}

/// A view that controls a navigation presentation.
public struct NavigationLink<Label: View, Destination: View>: View {
  internal var label: Label
  internal var destination: Destination?

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }

  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.destination = destination()
    self.label = label()
  }

  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(title) })
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }, label: { Text(titleKey) })
  }

  @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(macOS, introduced: 10.15, deprecated: 13.0, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  @available(watchOS, introduced: 6.0, deprecated: 9.0, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: { destination }, label: { Text(titleKey) })
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    label = Text(titleKey)
    destination = nil
  }
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    label = Text(title)
    destination = nil
  }
}

/// A specification for the appearance and interaction of a `NavigationView`.
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

@available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

@available(iOS 15.0, macOS 12.0, *)
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView instead")
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

@available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(iOS 15.0, macOS 12.0, *)
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// Namespace of the (deprecated) navigation bar item types.
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
  public enum TitleDisplayMode: Sendable {
    case automatic, inline, large
    @available(iOS 17.0, watchOS 10.0, *)
    @available(tvOS, unavailable)
    case inlineLarge
  }
}

// MARK: - Buttons and button styles

/// A value that describes the purpose of a button.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  internal var id: Int
  public static let destructive = ButtonRole(id: 0)
  public static let cancel = ButtonRole(id: 1)
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static let close = ButtonRole(id: 2)
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static let confirm = ButtonRole(id: 3)
}

public struct Button<Label: View>: View {
  internal var label: Label
  internal var action: () -> Void

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action, label: { Text(title) })
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action, label: { Text(titleKey) })
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action, label: { Text(title) })
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action, label: { SwiftUI.Label(title, systemImage: systemImage) })
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
  }
}

/// The properties of a button (`ButtonStyle.makeBody(configuration:)`).
public struct ButtonStyleConfiguration {
  public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
  }
  public let role: ButtonRole?
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
}

/// A style that applies standard interaction behaviour and a custom appearance to buttons.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

public struct PrimitiveButtonStyleConfiguration {
  public struct Label: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
  }
  public let role: ButtonRole?
  public let label: PrimitiveButtonStyleConfiguration.Label
  public func trigger() {}
}

/// A style with custom interaction behaviour and appearance (`.bordered`, `.plain`, ...).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label { configuration.label }
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label { configuration.label }
}
@available(iOS 13.0, macOS 10.15, watchOS 8.0, *)
@available(tvOS, unavailable)
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label { configuration.label }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label { configuration.label }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label { configuration.label }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label { configuration.label }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
@available(iOS 13.0, macOS 10.15, watchOS 8.0, *)
@available(tvOS, unavailable)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

// MARK: - Controls

/// A control for navigating to a URL.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Link<Label: View>: View {
  internal var label: Label
  public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}

/// A control for presenting a menu of actions.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct Menu<Label: View, Content: View>: View {
  internal var label: Label
  internal var content: Content
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  @available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

/// A control that toggles between on and off states.
public struct Toggle<Label: View>: View {
  internal var label: Label
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { label = Text(title) }
}

/// A control for selecting from a set of mutually exclusive values.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  internal var label: Label
  internal var content: Content
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }
}

public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}
@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelPickerStyle: PickerStyle {
  public init() {}
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}
extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
}
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
}
@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 9.0, *)
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
}
extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
@available(iOS 15.0, macOS 12.0, tvOS 17.0, watchOS 9.0, *)
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A control for selecting a value from a bounded linear range of values.
@available(tvOS, unavailable)
public struct Slider<Label: View, ValueLabel: View>: View {
  internal var label: Label
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { self.label = label() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { self.label = label() }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { self.label = label() }
}

@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { label = EmptyView() }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { label = EmptyView() }
}

/// A control that performs increment and decrement actions.
@available(tvOS, unavailable)
public struct Stepper<Label: View>: View {
  internal var label: Label
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { self.label = label() }
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { self.label = label() }
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { self.label = label() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(tvOS, unavailable)
extension Stepper where Label == Text {
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { label = Text(titleKey) }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { label = Text(title) }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { label = Text(title) }
}

/// A control that displays an editable text interface.
public struct TextField<Label: View>: View {
  internal var label: Label
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { label = Text(title) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { label = Text(titleKey) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { label = Text(title) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { label = Text(titleKey) }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { label = Text(title) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String { label = Text(titleKey) }
}

/// A control into which people securely enter private text.
public struct SecureField<Label: View>: View {
  internal var label: Label
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { label = Text(title) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { label = Text(titleKey) }
}

/// A view that can display and edit long-form text.
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TextEditor: View {
  public init(text: Binding<String>) {}
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// How a text field's autocapitalisation behaves (iOS 15; not on macOS).
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  internal var id: Int
  public static var never: TextInputAutocapitalization { .init(id: 0) }
  public static var words: TextInputAutocapitalization { .init(id: 1) }
  public static var sentences: TextInputAutocapitalization { .init(id: 2) }
  public static var characters: TextInputAutocapitalization { .init(id: 3) }
  /// Bridges from UIKit; nil for values SwiftUI does not support.
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: id = 0
    case .words: id = 1
    case .sentences: id = 2
    case .allCharacters: id = 3
    }
  }
  internal init(id: Int) { self.id = id }
}

/// Submit triggers for `onSubmit(of:_:)`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

public struct SubmitLabel: Sendable {
  internal var id: Int
  public static var done: SubmitLabel { .init(id: 0) }
  public static var go: SubmitLabel { .init(id: 1) }
  public static var send: SubmitLabel { .init(id: 2) }
  public static var join: SubmitLabel { .init(id: 3) }
  public static var route: SubmitLabel { .init(id: 4) }
  public static var search: SubmitLabel { .init(id: 5) }
  public static var `return`: SubmitLabel { .init(id: 6) }
  public static var next: SubmitLabel { .init(id: 7) }
  public static var `continue`: SubmitLabel { .init(id: 8) }
}

/// A view that shows the progress toward completion of a task.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  internal var label: Label?
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) { self.label = label() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  public init() where Label == EmptyView { label = nil }
  public init(@ViewBuilder label: () -> Label) { self.label = label() }
  public init(_ titleKey: LocalizedStringKey) where Label == Text { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Label == Text { label = Text(title) }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView { label = nil }
  /// A bar that follows a `Progress`.
  public init(_ progress: Progress) where Label == EmptyView { label = nil }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text {
    label = Text(titleKey)
  }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for selecting an absolute date.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePicker<Label: View>: View {
  public typealias Components = DatePickerComponents
  internal var label: Label
  public init(
    selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) { self.label = label() }
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) { self.label = label() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) { label = Text(titleKey) }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) { label = Text(titleKey) }
}

/// A view that switches between multiple child views using interactive user interface elements.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  internal var content: Content
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// The appearance and interaction of a tab view.
public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
}

/// A tab view of pages swiped sideways (iOS 14, tvOS 14, watchOS 7).
public struct PageTabViewStyle: TabViewStyle {
  public struct IndexDisplayMode: Sendable {
    internal var id: Int
    public static var automatic: IndexDisplayMode { .init(id: 0) }
    public static var always: IndexDisplayMode { .init(id: 1) }
    public static var never: IndexDisplayMode { .init(id: 2) }
  }
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { .init() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}

public enum ScrollIndicatorVisibility: Hashable, Sendable {
  case automatic, visible, hidden, never
}

/// The scroll edge effect style (iOS 26): `.automatic`, `.hard` or `.soft`.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  internal var id: Int
  public static var automatic: ScrollEdgeEffectStyle { .init(id: 0) }
  public static var hard: ScrollEdgeEffectStyle { .init(id: 1) }
  public static var soft: ScrollEdgeEffectStyle { .init(id: 2) }
}

/// Where a search field is placed.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
  public struct NavigationBarDrawerDisplayMode: Sendable {
    internal var id: Int
    public static let automatic = NavigationBarDrawerDisplayMode(id: 0)
    public static let always = NavigationBarDrawerDisplayMode(id: 1)
  }
  internal var id: Int
  public static let automatic = SearchFieldPlacement(id: 0)
  public static let toolbar = SearchFieldPlacement(id: 1)
  public static let sidebar = SearchFieldPlacement(id: 2)
  @available(iOS 15.0, *)
  @available(macOS, unavailable)
  public static let navigationBarDrawer = SearchFieldPlacement(id: 3)
  @available(iOS 15.0, *)
  @available(macOS, unavailable)
  public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  { .navigationBarDrawer }
}

// MARK: - Presentations

/// A type that represents a height where a sheet naturally rests.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
  internal var id: String
  public static let medium = PresentationDetent(id: "medium")
  public static let large = PresentationDetent(id: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { .init(id: "fraction \(fraction)") }
  public static func height(_ height: CGFloat) -> PresentationDetent { .init(id: "height \(height)") }
}

/// An opaque value derived from an anchor source and a view.
public struct Anchor<Value> {
  public struct Source {
    internal var id: Int
  }
}

extension Anchor.Source where Value == CGRect {
  public static var bounds: Anchor<CGRect>.Source { .init(id: 0) }
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(id: 1) }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// A representation of an alert presentation (deprecated; use `alert(_:isPresented:actions:)`).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
public struct Alert {
  public struct Button {
    internal var label: Text
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label) }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label) }
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Button(label: Text(verbatim: "Cancel")) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label) }
  }
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
}

// MARK: - Toolbars

@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
  internal var id: Int
  public static let automatic = ToolbarItemPlacement(id: 0)
  public static let principal = ToolbarItemPlacement(id: 1)
  public static let navigation = ToolbarItemPlacement(id: 2)
  public static let primaryAction = ToolbarItemPlacement(id: 3)
  public static let secondaryAction = ToolbarItemPlacement(id: 4)
  public static let status = ToolbarItemPlacement(id: 5)
  public static let confirmationAction = ToolbarItemPlacement(id: 6)
  public static let cancellationAction = ToolbarItemPlacement(id: 7)
  public static let destructiveAction = ToolbarItemPlacement(id: 8)
  @available(iOS 15.0, macOS 12.0, *)
  public static let keyboard = ToolbarItemPlacement(id: 9)
  @available(iOS 17.0, watchOS 10.0, tvOS 17.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  public static let topBarLeading = ToolbarItemPlacement(id: 10)
  @available(iOS 17.0, watchOS 10.0, tvOS 17.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  public static let topBarTrailing = ToolbarItemPlacement(id: 11)
  @available(iOS 14.0, watchOS 10.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  public static let bottomBar = ToolbarItemPlacement(id: 12)
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
  @available(macOS, unavailable)
  public static let navigationBarLeading = ToolbarItemPlacement(id: 13)
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
  @available(macOS, unavailable)
  public static let navigationBarTrailing = ToolbarItemPlacement(id: 14)
}

/// A bar a toolbar modifier applies to.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement: Sendable {
  internal var id: Int
  public static var automatic: ToolbarPlacement { .init(id: 0) }
  @available(iOS 16.0, *)
  @available(macOS, unavailable)
  public static var bottomBar: ToolbarPlacement { .init(id: 1) }
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
  @available(macOS, unavailable)
  public static var navigationBar: ToolbarPlacement { .init(id: 2) }
  @available(iOS 16.0, tvOS 16.0, *)
  @available(macOS, unavailable)
  public static var tabBar: ToolbarPlacement { .init(id: 3) }
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  internal var content: Content
  public typealias Body = Never
  public var body: Never { fatalError("primitive toolbar content") }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  internal var content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive toolbar content") }
}

public struct TupleToolbarContent<T>: ToolbarContent {
  internal var value: T
  public typealias Body = Never
  public var body: Never { fatalError("primitive toolbar content") }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { fatalError("primitive toolbar content") }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  public var body: Never { fatalError("primitive toolbar content") }
}

@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> TupleToolbarContent<(repeat each Content)> {
    TupleToolbarContent(value: (repeat each content))
  }
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
}

// MARK: - App and scenes

@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

// Scenes have the same pair of `onChange` modifiers as views.
extension Scene {
  @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some Scene
  { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some Scene
  { self }
}

internal struct _SceneTuple<T>: Scene {
  var value: T
  var body: Never { fatalError("primitive scene") }
}

@resultBuilder
public struct SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
    _SceneTuple(value: (repeat each content))
  }
}

/// A type that represents the structure and behaviour of an app.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

extension App {
  @MainActor @preconcurrency public static func main() {}
}

public struct WindowGroup<Content: View>: Scene {
  internal var content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive scene") }
}

// MARK: - Previews (DeveloperToolsSupport, re-exported by SwiftUI)

public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// A type that produces view previews in Xcode (the `#Preview` macro is not modelled).
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

// MARK: - UIKit (visible through `import SwiftUI` on iOS; minimal)

#if !canImport(UIKit)
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

@MainActor
open class UIScreen {
  public init() {}
  @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen)")
  open class var main: UIScreen { UIScreen() }
  open var bounds: CGRect { .zero }
  open var nativeBounds: CGRect { .zero }
  open var scale: CGFloat { 1 }
}
#endif

// MARK: - Accessibility values

public struct AccessibilityTraits: SetAlgebra, Sendable {
  internal var raw: Set<Int>
  public init() { raw = [] }
  internal init(_ bit: Int) { raw = [bit] }
  public static let isButton = AccessibilityTraits(0)
  public static let isHeader = AccessibilityTraits(1)
  public static let isSelected = AccessibilityTraits(2)
  public static let isLink = AccessibilityTraits(3)
  public static let isSearchField = AccessibilityTraits(4)
  public static let isImage = AccessibilityTraits(5)
  public static let playsSound = AccessibilityTraits(6)
  public static let isKeyboardKey = AccessibilityTraits(7)
  public static let isStaticText = AccessibilityTraits(8)
  public static let isSummaryElement = AccessibilityTraits(9)
  public static let updatesFrequently = AccessibilityTraits(10)
  public static let startsMediaSession = AccessibilityTraits(11)
  public static let allowsDirectInteraction = AccessibilityTraits(12)
  public static let isModal = AccessibilityTraits(13)
  public func contains(_ member: AccessibilityTraits) -> Bool { raw.isSuperset(of: member.raw) }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var r = self
    r.raw.formUnion(other.raw)
    return r
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var r = self
    r.raw.formIntersection(other.raw)
    return r
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var r = self
    r.raw.formSymmetricDifference(other.raw)
    return r
  }
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let had = contains(newMember)
    raw.formUnion(newMember.raw)
    return (!had, newMember)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(member)
    raw.subtract(member.raw)
    return had ? member : nil
  }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    raw.formUnion(newMember.raw)
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { raw.formUnion(other.raw) }
  public mutating func formIntersection(_ other: AccessibilityTraits) { raw.formIntersection(other.raw) }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { raw.formSymmetricDifference(other.raw) }
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
  internal var id: Int
  public static let ignore = AccessibilityChildBehavior(id: 0)
  public static let contain = AccessibilityChildBehavior(id: 1)
  public static let combine = AccessibilityChildBehavior(id: 2)
}

public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

// MARK: - View modifiers: layout

extension View {
  /// Positions this view within an invisible frame with the specified size.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { self }

  @available(*, deprecated, message: "Please pass one or more parameters.")
  nonisolated public func frame() -> some View { self }

  /// Positions this view within an invisible frame having the specified size constraints.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { self }

  nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  nonisolated public func fixedSize() -> some View { self }
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

  nonisolated public func layoutPriority(_ value: Double) -> some View { self }

  nonisolated public func offset(_ offset: CGSize) -> some View { self }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  nonisolated public func position(_ position: CGPoint) -> some View { self }
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
  nonisolated public func scaledToFit() -> some View { self }
  nonisolated public func scaledToFill() -> some View { self }

  nonisolated public func zIndex(_ value: Double) -> some View { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    self
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View { self }

  /// Geometry changes of this view (back-deployed to iOS 16).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View { self }
}

// MARK: - View modifiers: safe area

extension View {
  /// Shows `content` beside this view along a vertical edge, insetting this view's safe area.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { self }

  /// Like `safeAreaInset`, and also extends scroll edge effects under the bar (iOS 26).
  /// Linux does not enforce this availability: a call without `if #available` type-checks here.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func safeAreaBar(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View { self }

  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func safeAreaBar(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { self }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    self
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

// MARK: - View modifiers: background and overlay

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  // Disfavoured: Color and gradients are both View and ShapeStyle, and SwiftUI resolves
  // `.background(Color.red)` to the ShapeStyle overload (the one that ignores the safe area).
  @_disfavoredOverload
  nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }

  /// The default background style, ignoring the safe area on the given edges.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

  /// A ShapeStyle background; by default it extends under the safe area on every edge it touches.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  // Disfavoured: Color and gradients are both View and ShapeStyle, and SwiftUI resolves
  // `.overlay(Color.red)` to the ShapeStyle overload (the one that ignores the safe area).
  @_disfavoredOverload
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    self
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }

  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
}

// MARK: - View modifiers: foreground, tint, fonts, text

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func tint(_ tint: Color?) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

  nonisolated public func font(_ font: Font?) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
  @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func italic(_ isActive: Bool = true) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> some View { self }

  nonisolated public func lineLimit(_ number: Int?) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}

// MARK: - View modifiers: shapes, clipping, effects

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { self }

  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  nonisolated public func brightness(_ amount: Double) -> some View { self }
  nonisolated public func saturation(_ amount: Double) -> some View { self }
  nonisolated public func grayscale(_ amount: Double) -> some View { self }
  nonisolated public func compositingGroup() -> some View { self }
  nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    self
  }

  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
    self
  }
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View { self }

  nonisolated public func transition(_ t: AnyTransition) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
  nonisolated public func animation(_ animation: Animation?) -> some View { self }

  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { self }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func redacted(reason: RedactionReasons) -> some View { self }
  nonisolated public func hidden() -> some View { self }
}

public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

// MARK: - View modifiers: gestures and interaction

extension View {
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
  @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View { self }

  @available(tvOS, unavailable)
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }

  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { self }
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { self }

  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  { self }

  @available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
  @available(watchOS, unavailable)
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
  @available(watchOS, unavailable)
  nonisolated public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View { self }

  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  { self }
}

// MARK: - View modifiers: lifecycle and tasks

extension View {
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// The Xcode 16 form: the closure inherits the caller's isolation (`@isolated(any)`).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func task(
    priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }

  @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(macOS, introduced: 11.0, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(tvOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(watchOS, introduced: 7.0, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  { self }

  nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View where P.Failure == Never
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    self
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

// MARK: - View modifiers: presentations

extension View {
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  @available(tvOS, unavailable)
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  @available(tvOS, unavailable)
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { self }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    self
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

// MARK: - View modifiers: lists and scrolling

extension View {
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
  @available(iOS 15.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    self
  }
  @available(iOS 15.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    self
  }

  @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// The scroll edge effect style for scroll views in this view (iOS 26).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
    self
  }
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
    self
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { self }
}

public struct ScrollDismissesKeyboardMode: Sendable {
  internal var id: Int
  public static var automatic: ScrollDismissesKeyboardMode { .init(id: 0) }
  public static var immediately: ScrollDismissesKeyboardMode { .init(id: 1) }
  public static var interactively: ScrollDismissesKeyboardMode { .init(id: 2) }
  public static var never: ScrollDismissesKeyboardMode { .init(id: 3) }
}

// MARK: - View modifiers: navigation and toolbars

extension View {
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle(_ title: Text) -> some View { self }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View { self }

  @available(iOS 14.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { self }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  nonisolated public func navigationBarTitle(_ title: Text) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
  @available(macOS, unavailable)
  nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
  @available(macOS, unavailable)
  nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { self }
  @available(macOS, unavailable)
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
  @available(macOS, unavailable)
  nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
  @available(macOS, unavailable)
  nonisolated public func navigationBarItems<L: View>(leading: L) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
  @available(macOS, unavailable)
  nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View { self }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    self
  }

  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}

// MARK: - View modifiers: controls and text input

extension View {
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
  @available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }

  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    self
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(watchOS, introduced: 8.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}

// MARK: - View modifiers: accessibility

extension View {
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
}

// MARK: - View modifiers: identity and environment

extension View {
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { self }

  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    self
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }

  // Previews (DeveloperToolsSupport).
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
  nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

// MARK: - Collection helpers (declared by SwiftUI for onDelete/onMove)

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes all the elements at the specified offsets from the collection.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

extension MutableCollection {
  /// Moves all the elements at the specified offsets to the specified destination offset.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

// MARK: - ContainerRelativeShape, AsyncImage, Table

public struct ContainerRelativeShape: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncImage<Content: View>: View {
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {}
  public var body: Never { fatalError() }
}

// Tables are modelled with two generic parameters (the SDK's `Table<Value, Rows, Columns>`
// also abstracts the rows); the call forms fixtures use are the real ones. Unlike the SDK,
// this model cannot infer a column's key-path root from the table, so fixtures write it
// (`TableColumn("Name", value: \Row.name)`, valid with the real SDK too).
public protocol TableColumnContent {
  associatedtype TableRowValue
}

public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
  public typealias TableRowValue = RowValue
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {}
}

public struct TupleTableColumnContent<RowValue, Columns>: TableColumnContent {
  public typealias TableRowValue = RowValue
}

@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue { column }
  public static func buildBlock<each Column: TableColumnContent>(_ columns: repeat each Column)
    -> TupleTableColumnContent<RowValue, (repeat each Column)>
  { TupleTableColumnContent() }
}

@available(iOS 16.0, macOS 12.0, *)
public struct Table<Value: Identifiable, Columns: TableColumnContent>: View
where Columns.TableRowValue == Value {
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value {}
  public var body: Never { fatalError() }
}

// MARK: - AppStorage, ContentUnavailableView

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private var value: Value
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    value = wrappedValue
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    value = wrappedValue
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    value = wrappedValue
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    value = wrappedValue
  }
}

/// The empty-state view (iOS 17, macOS 14). Label, description and actions are modelled
/// with one placeholder type each; the call forms are the SDK's.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
  public static var search: ContentUnavailableView { ContentUnavailableView() }
  public static func search(text: String) -> ContentUnavailableView { ContentUnavailableView() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SearchUnavailableContent {
  public struct Label: View { public var body: Never { fatalError() } }
  public struct Description: View { public var body: Never { fatalError() } }
  public struct Actions: View { public var body: Never { fatalError() } }
}

// MARK: - Text selection

public protocol TextSelectability {}

public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

@available(iOS 15.0, macOS 12.0, *)
extension View {
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

// MARK: - Badges

@available(iOS 15.0, macOS 12.0, *)
extension View {
  nonisolated public func badge(_ count: Int) -> some View { self }
  nonisolated public func badge(_ label: Text?) -> some View { self }
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}
