// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): text
// fields, secure fields, text editors and the other controls after them.

import Foundation

// MARK: - Controls: text input and the rest

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
