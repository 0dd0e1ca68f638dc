// The APIs of the second deprecated-API pack (issue 20) that the stub's area files do not declare:
// the deprecated forms the migrations read and the replacements they write. Signatures and
// availability follow Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui).

// MARK: - Navigation titles

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
  @available(macOS, unavailable)
  nonisolated public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { self }
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
  @available(macOS, unavailable)
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { self }
}

// MARK: - Accessibility (the deprecated `accessibility(_:)` forms)

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  nonisolated public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  nonisolated public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  nonisolated public func accessibility(addTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  nonisolated public func accessibility(removeTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
  nonisolated public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

// MARK: - UIColor and Color (UIKit is modelled only as far as these fixtures reach it)

#if !canImport(UIKit)
open class UIColor: @unchecked Sendable {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public init(white: CGFloat, alpha: CGFloat) {}
  public init?(named name: String) {}
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  open class var secondarySystemBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
  open class var systemGroupedBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondaryLabel: UIColor { UIColor(white: 0.3, alpha: 1) }
  open class var separator: UIColor { UIColor(white: 0.8, alpha: 1) }
  open class var systemGray6: UIColor { UIColor(white: 0.9, alpha: 1) }
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
#endif

extension Color {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
  @available(macOS, unavailable)
  public init(_ color: UIColor) { self.init("uiColor") }
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  public init(uiColor: UIColor) { self.init("uiColor") }
}

// MARK: - Section (the deprecated footer-only form)

extension Section where Parent == EmptyView, Content: View, Footer: View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:footer:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    header = EmptyView()
    self.content = content()
    self.footer = footer
  }
}
