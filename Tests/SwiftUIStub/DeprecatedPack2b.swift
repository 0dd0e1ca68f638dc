// The APIs of the second deprecated-API pack (issue 20: tint, dismiss-action, task-modifier,
// toolbar-items, animation-value) that the other stub files do not declare. Signatures and
// availability follow Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui).

// MARK: - Presentation mode (the deprecated way to dismiss)

/// An indication whether a view is currently presented by another view.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
  /// Indicates whether a view is currently presented.
  public var isPresented: Bool { false }
  /// Dismisses the view if it is currently presented.
  public mutating func dismiss() {}
}

extension EnvironmentValues {
  /// A binding to the current presentation mode of the view associated with this environment.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  public var presentationMode: Binding<PresentationMode> {
    Binding(get: { PresentationMode() }, set: { _ in })
  }
}

// MARK: - Navigation bar items

/// A button that toggles the edit mode environment value.
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EditButton: View {
  public init() {}
  public var body: some View { Text("Edit") }
}
