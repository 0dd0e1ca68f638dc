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

  /// The modifier with `animation` for the transactions within it (not deprecated, unlike
  /// View's animation(_:)).
  public func animation(_ animation: Animation?) -> some ViewModifier { self }
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
