// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): shapes,
// stacks and layout containers.

import Foundation

// MARK: - Shapes

// CoreGraphics types that SwiftUI re-exports; Foundation on Linux lacks them.
#if !canImport(CoreGraphics)
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}
#endif

public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, Animatable, View {
  func path(in rect: CGRect) -> Path
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A shape filled (or stroked) with a style; the `body` of every Shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, style: content)
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, style: content)
  }
  public func stroke(style: StrokeStyle) -> some Shape { self }
  public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
}

extension InsettableShape {
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View { _ShapeView(shape: self, style: content) }
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { _ShapeView(shape: self, style: content) }
}

public struct Path: Shape, Equatable {
  internal var elements: [CGRect] = []
  public init() {}
  public init(_ rect: CGRect) { elements = [rect] }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    elements = [rect]
  }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    elements = [rect]
  }
  public init(ellipseIn rect: CGRect) { elements = [rect] }
  public init(_ callback: (inout Path) -> ()) { callback(&self) }
  public var isEmpty: Bool { elements.isEmpty }
  public var boundingRect: CGRect { elements.first ?? .zero }
  public func path(in _: CGRect) -> Path { self }
  public mutating func move(to end: CGPoint) {}
  public mutating func addLine(to end: CGPoint) {}
  public mutating func addLines(_ lines: [CGPoint]) {}
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public mutating func addRect(_ rect: CGRect) { elements.append(rect) }
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    elements.append(rect)
  }
  public mutating func addEllipse(in rect: CGRect) { elements.append(rect) }
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {}
  public mutating func closeSubpath() {}
}

public struct Rectangle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> Rectangle { self }
}

public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
  public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

public struct Circle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> Circle { self }
}

public struct Ellipse: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> Ellipse { self }
}

public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: rect.height / 2, style: style) }
  public func inset(by amount: CGFloat) -> Capsule { self }
}

// Shapes as implicit members: `.clipShape(.rect(cornerRadius: 8))`. Apple's documentation
// lists these from iOS 13 (they are emitted into the client and need the Xcode 15 SDK, so
// in practice they arrived with iOS 17's SDK).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

// MARK: - Stacks and layout containers

public struct HStack<Content: View>: View {
  internal var content: Content
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct VStack<Content: View>: View {
  internal var content: Content
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct ZStack<Content: View>: View {
  internal var content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// Views pinned to the bounds of a lazy stack's scroll view (section headers/footers).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVStack<Content: View>: View {
  internal var content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHStack<Content: View>: View {
  internal var content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A description of a row or a column in a lazy grid.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVGrid<Content: View>: View {
  internal var content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHGrid<Content: View>: View {
  internal var content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Grid<Content: View>: View {
  internal var content: Content
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct GridRow<Content: View>: View {
  internal var content: Content
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: View {
  /// With `nil`, the minimum is the system default spacing.
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct Divider: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct ScrollView<Content: View>: View {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewReader<Content: View>: View {
  public var content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// A container view that defines its content as a function of its own size and coordinate space.
public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

/// Picks the first child that fits the available space along the given axes.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewThatFits<Content: View>: View {
  internal var content: Content
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}
