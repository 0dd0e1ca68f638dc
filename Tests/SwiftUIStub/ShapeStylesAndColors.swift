// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): shape
// styles, Color, Material, gradients and animatable data.

import Foundation

// MARK: - Shape styles

/// A colour or pattern to use when rendering a shape (or as a foreground/background style).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// Returns a new style based on this one that multiplies by the given opacity.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

/// `.primary`, `.secondary`, ...: levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle {
  internal var id: UInt32
  public static let primary = HierarchicalShapeStyle(id: 0)
  public static let secondary = HierarchicalShapeStyle(id: 1)
  public static let tertiary = HierarchicalShapeStyle(id: 2)
  public static let quaternary = HierarchicalShapeStyle(id: 3)
  @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
  public static let quinary = HierarchicalShapeStyle(id: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var primary: HierarchicalShapeStyle { .primary }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var secondary: HierarchicalShapeStyle { .secondary }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  @available(iOS 16.0, macOS 12.0, tvOS 17.0, watchOS 10.0, *)
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The foreground style in the current context (`.foreground`).
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style in the current context (`.background`).
public struct BackgroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint colour in the current context (`.tint`).
public struct TintShapeStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  internal var storage: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { storage = style }
}

// MARK: - Color

public struct Color: Hashable, CustomStringConvertible, Sendable {
  internal var name: String

  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) { name = "rgb(\(red), \(green), \(blue), \(opacity))" }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    name = "white(\(white), \(opacity))"
  }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    name = "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
  }

  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  public var description: String { name }

  public func opacity(_ opacity: Double) -> Color { self }

  /// A gradient derived from this colour.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }

  public static let black = Color("black")
  public static let white = Color("white")
  public static let gray = Color("gray")
  public static let red = Color("red")
  public static let green = Color("green")
  public static let blue = Color("blue")
  public static let orange = Color("orange")
  public static let yellow = Color("yellow")
  public static let pink = Color("pink")
  public static let purple = Color("purple")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint = Color("mint")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal = Color("teal")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan = Color("cyan")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo = Color("indigo")
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown = Color("brown")
  public static let clear = Color("clear")
  public static let primary = Color("primary")
  public static let secondary = Color("secondary")
  public static var accentColor: Color { Color("accentColor") }
}

extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension Color: ShapeStyle {}

// Colours as implicit members of any ShapeStyle: `.foregroundStyle(.red)`. Note that
// `.primary`/`.secondary` there are HierarchicalShapeStyle values, not colours.
extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var mint: Color { .mint }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var teal: Color { .teal }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var brown: Color { .brown }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
}

// MARK: - Material

/// A background material (blur). `.bar` is the material of system bars.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: Sendable {
  internal var id: Int
  public static let regular = Material(id: 0)
  public static let thick = Material(id: 1)
  public static let thin = Material(id: 2)
  public static let ultraThin = Material(id: 3)
  public static let ultraThick = Material(id: 4)
  public static let bar = Material(id: 5)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var thinMaterial: Material { .thin }
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { Material.bar }
}

// MARK: - Gradients

public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Gradient.Stop]
  public init(stops: [Gradient.Stop]) { self.stops = stops }
  public init(colors: [Color]) { stops = colors.map { Stop(color: $0, location: 0) } }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyGradient: Hashable, ShapeStyle {
  internal var gradient: Gradient
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

public struct LinearGradient: ShapeStyle, View {
  internal var gradient: Gradient
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(colors: colors)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(stops: stops)
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct RadialGradient: ShapeStyle, View {
  internal var gradient: Gradient
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(colors: colors)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(stops: stops)
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct AngularGradient: ShapeStyle, View {
  internal var gradient: Gradient
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    gradient = Gradient(colors: colors)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    gradient = Gradient(stops: stops)
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    gradient = Gradient(stops: stops)
  }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

public struct EllipticalGradient: ShapeStyle, View {
  internal var gradient: Gradient
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) { self.gradient = gradient }
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) { gradient = Gradient(colors: colors) }
  public typealias Body = Never
  public var body: Never { fatalError("primitive view") }
}

extension ShapeStyle where Self == LinearGradient {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  { LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  { LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint) }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  { LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint) }
}

extension ShapeStyle where Self == RadialGradient {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  { AngularGradient(gradient: gradient, center: center, angle: angle) }
}

// MARK: - Animatable data

public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
