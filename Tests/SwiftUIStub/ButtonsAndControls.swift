// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): buttons and
// button styles, links, menus, toggles, pickers, sliders and steppers.

import Foundation

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

/// The parts of a label (`LabelStyle.makeBody(configuration:)`).
public struct LabelStyleConfiguration {
  public struct Title: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
  }
  public struct Icon: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
  }
  public var title: LabelStyleConfiguration.Title
  public var icon: LabelStyleConfiguration.Icon
}

/// A style for the labels inside a view (`.labelStyle(…)`).
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
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
