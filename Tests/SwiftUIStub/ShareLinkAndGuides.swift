// ShareLink, alignment guides, the widget accent and the pointer style, for the
// `full-width-frame` fixtures (how a control sizes to its label, and SwiftUI's own modifiers
// the migration names as such). Signatures copy Apple's documentation:
// developer.apple.com/documentation/swiftui/sharelink (iOS 16, macOS 13, watchOS 9),
// …/swiftui/view/alignmentguide(_:computevalue:), …/swiftui/viewdimensions,
// …/swiftui/view/widgetaccentable(_:) (iOS 16, macOS 13, watchOS 9),
// …/swiftui/view/pointerstyle(_:) (macOS 15, visionOS 2).
import Foundation

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions {
  public var width: CGFloat { 0 }
  public var height: CGFloat { 0 }
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

extension View {
  /// Sets the view's horizontal alignment.
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { self }

  /// Sets the view's vertical alignment.
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { self }

  /// Adds the view and all of its subviews to the accented group (widgets).
  @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
  nonisolated public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

  /// Sets the pointer style to display when the pointer is over the view.
  @available(macOS 15.0, visionOS 2.0, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func pointerStyle(_ style: PointerStyle?) -> some View { self }
}

/// A style describing the appearance of the pointer (macOS, visionOS).
@available(macOS 15.0, visionOS 2.0, *)
public struct PointerStyle: Sendable {
  internal var id: Int
  public static let `default` = PointerStyle(id: 0)
  public static let link = PointerStyle(id: 1)
}

/// A view that controls a sharing presentation.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct ShareLink<Label: View>: View {
  internal var label: Label
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  /// A share link with the standard "Share" label.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    label = SwiftUI.Label<Text, Image>(
      title: { Text("Share") }, icon: { Image(systemName: "square.and.arrow.up") })
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  {
    label = Text(titleKey)
  }
}

/// The standard help button (macOS 14; developer.apple.com/documentation/swiftui/helplink).
@available(macOS 14.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct HelpLink: View {
  public init(action: @escaping () -> Void) {}
  public init(destination: URL) {}
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}
