// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): view
// modifiers of lifecycle and tasks, presentations, lists and scrolling, navigation and toolbars,
// controls, accessibility, identity and environment.

import Foundation
import Observation

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
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
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
