// The APIs of preview-macro, alert-presentation, text-concatenation and gestures (issue 20)
// that the other stub files do not declare: the deprecated forms the migrations read and the
// replacements they write. Signatures and availability follow Apple's documentation
// (developer.apple.com/documentation/swiftui and /developertoolssupport).

// MARK: - Previews: the #Preview macro and preview traits

/// The `#Preview` macro's plugin (`PreviewsMacros`) ships with Xcode only, so a use type-checks
/// its arguments here and then fails to expand; `SwiftUIStub.typecheck` drops exactly that
/// error. The documented body builder is `@ContentBuilder` in the 26 SDKs, `@ViewBuilder` in
/// the Xcode 15 SDKs; a single view or a group of views type-checks the same with either.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
  _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// `Preview.ViewTraits` in DeveloperToolsSupport (a struct named `Preview` would clash with the
/// macro in one module, so the stub names the trait domain at top level).
public enum PreviewViewTraits {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PreviewTrait<T> {
  internal var id: Int
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == PreviewViewTraits {
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(id: 0) }
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(id: 1) }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(id: 2)
  }
  public static var portrait: PreviewTrait<T> { PreviewTrait(id: 3) }
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(id: 4) }
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(id: 5) }
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(id: 6) }
}

/// `@Previewable`: a variable at the root of a `#Preview` body becomes a property of the view
/// the macro makes (`@Previewable @State var count = 0`). Declared so that the attribute
/// type-checks; like `#Preview`, it never expands (`SwiftUIStub.typecheck`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewsMacros", type: "Previewable")

// MARK: - Alerts and confirmation dialogs

/// A representation of an action sheet presentation (deprecated; use `confirmationDialog`).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
@available(macOS, unavailable)
public struct ActionSheet {
  public typealias Button = Alert.Button
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
  @available(macOS, unavailable)
  nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    self
  }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
  @available(macOS, unavailable)
  nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
}

// MARK: - Magnification and rotation gestures

@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
  public var body: Never { fatalError("primitive gesture") }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "RotateGesture")
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
  public var body: Never { fatalError("primitive gesture") }
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RotateGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
  public var body: Never { fatalError("primitive gesture") }
}
