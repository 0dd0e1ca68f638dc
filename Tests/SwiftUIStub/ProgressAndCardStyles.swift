// Progress view styles and the tvOS card button style, for the `full-width-frame` fixtures
// (SwiftUI's own styles, which the migration must not call custom). Signatures copy Apple's
// documentation: developer.apple.com/documentation/swiftui/progressviewstyle,
// …/swiftui/circularprogressviewstyle, …/swiftui/linearprogressviewstyle,
// …/swiftui/view/progressviewstyle(_:) (iOS 14, macOS 11, tvOS 14, watchOS 7),
// …/swiftui/cardbuttonstyle (tvOS 14).

/// A type that applies standard interaction behavior to all progress views in a hierarchy.
public protocol ProgressViewStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
}

/// A progress view that uses a circular gauge (a spinner when indeterminate).
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  @available(iOS, introduced: 14.0, deprecated: 100000.0)
  public init(tint: Color) {}
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  @available(iOS, introduced: 14.0, deprecated: 100000.0)
  public init(tint: Color) {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
  /// Sets the style for progress views in this view.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}

/// A button style that doesn't pad the content, and applies a motion effect when focused
/// (tvOS).
@available(tvOS 14.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct CardButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label {
    configuration.label
  }
}

@available(tvOS 14.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension PrimitiveButtonStyle where Self == CardButtonStyle {
  public static var card: CardButtonStyle { CardButtonStyle() }
}
