// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it):
// presentations, toolbars, apps and scenes, previews, a minimal UIKit and accessibility values.

import Foundation

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
  open var traitCollection: UITraitCollection { UITraitCollection() }
}

public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

open class UITraitCollection: @unchecked Sendable {
  public init() {}
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
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
