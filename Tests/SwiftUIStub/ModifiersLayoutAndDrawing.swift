// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): view
// modifiers of layout, safe area, background and overlay, foreground and text, shapes and effects,
// gestures and interaction.

import Foundation

// MARK: - View modifiers: layout

extension View {
  /// Positions this view within an invisible frame with the specified size.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { self }

  @available(*, deprecated, message: "Please pass one or more parameters.")
  nonisolated public func frame() -> some View { self }

  /// Positions this view within an invisible frame having the specified size constraints.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { self }

  nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  nonisolated public func fixedSize() -> some View { self }
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

  nonisolated public func layoutPriority(_ value: Double) -> some View { self }

  nonisolated public func offset(_ offset: CGSize) -> some View { self }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  nonisolated public func position(_ position: CGPoint) -> some View { self }
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
  nonisolated public func scaledToFit() -> some View { self }
  nonisolated public func scaledToFill() -> some View { self }

  nonisolated public func zIndex(_ value: Double) -> some View { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    self
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View { self }

  /// Geometry changes of this view (back-deployed to iOS 16).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View { self }
}

// MARK: - View modifiers: safe area

extension View {
  /// Shows `content` beside this view along a vertical edge, insetting this view's safe area.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { self }

  /// Like `safeAreaInset`, and also extends scroll edge effects under the bar (iOS 26).
  /// Linux does not enforce this availability: a call without `if #available` type-checks here.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func safeAreaBar(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View { self }

  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func safeAreaBar(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { self }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    self
  }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

// MARK: - View modifiers: background and overlay

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  // Disfavoured: Color and gradients are both View and ShapeStyle, and SwiftUI resolves
  // `.background(Color.red)` to the ShapeStyle overload (the one that ignores the safe area).
  @_disfavoredOverload
  nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }

  /// The default background style, ignoring the safe area on the given edges.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }

  /// A ShapeStyle background; by default it extends under the safe area on every edge it touches.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  // Disfavoured: Color and gradients are both View and ShapeStyle, and SwiftUI resolves
  // `.overlay(Color.red)` to the ShapeStyle overload (the one that ignores the safe area).
  @_disfavoredOverload
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    self
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { self }

  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
}

// MARK: - View modifiers: foreground, tint, fonts, text

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func tint(_ tint: Color?) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

  nonisolated public func font(_ font: Font?) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
  @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func bold(_ isActive: Bool = true) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func italic(_ isActive: Bool = true) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> some View { self }

  nonisolated public func lineLimit(_ number: Int?) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}

// MARK: - View modifiers: shapes, clipping, effects

extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
  nonisolated public func clipped(antialiased: Bool = false) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  { self }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { self }

  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }
  nonisolated public func opacity(_ opacity: Double) -> some View { self }
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  nonisolated public func brightness(_ amount: Double) -> some View { self }
  nonisolated public func saturation(_ amount: Double) -> some View { self }
  nonisolated public func grayscale(_ amount: Double) -> some View { self }
  nonisolated public func compositingGroup() -> some View { self }
  nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    self
  }

  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
    self
  }
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View { self }

  nonisolated public func transition(_ t: AnyTransition) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
  nonisolated public func animation(_ animation: Animation?) -> some View { self }

  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { self }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func redacted(reason: RedactionReasons) -> some View { self }
  nonisolated public func hidden() -> some View { self }
}

public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

// MARK: - View modifiers: gestures and interaction

extension View {
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
  @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View { self }

  @available(tvOS, unavailable)
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }

  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { self }
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { self }

  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  { self }

  @available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
  @available(watchOS, unavailable)
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
  @available(watchOS, unavailable)
  nonisolated public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View { self }

  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  { self }
}
