// Preferences and named coordinate spaces, for the `on-geometry-change` fixtures (the
// GeometryReader-to-state patterns it replaces). Signatures copy Apple's documentation:
// developer.apple.com/documentation/swiftui/preferencekey,
// …/swiftui/view/preference(key:value:), …/swiftui/view/anchorpreference(key:value:transform:),
// …/swiftui/view/onpreferencechange(_:perform:),
// …/swiftui/view/coordinatespace(name:). `onGeometryChange(for:of:action:)` itself
// (…/swiftui/view/ongeometrychange(for:of:action:), iOS 16, macOS 13, tvOS 16, watchOS 9,
// visionOS 1) is in `ModifiersLayoutAndDrawing.swift`.

/// A named value produced by a view.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Sets a value for the given preference.
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  { self }

  /// Sets a value for the specified preference key, the value is a function of a geometry
  /// value tied to the current coordinate space, allowing readers of the value to convert
  /// the geometry to their local coordinates.
  nonisolated public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View { self }

  /// Adds an action to perform when the specified preference key's value changes.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable { self }

  /// Assigns a name to the view's coordinate space, so other code can operate on
  /// dimensions like points and sizes relative to the named space.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}
