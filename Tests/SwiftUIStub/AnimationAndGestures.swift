// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): animation,
// transitions and gestures.

import Foundation

// MARK: - Animation and transitions

public struct Animation: Equatable, Sendable {
  internal var name: String
  public static let `default` = Animation(name: "default")
  public static var linear: Animation { Animation(name: "linear") }
  public static var easeIn: Animation { Animation(name: "easeIn") }
  public static var easeOut: Animation { Animation(name: "easeOut") }
  public static var easeInOut: Animation { Animation(name: "easeInOut") }
  public static var spring: Animation { Animation(name: "spring") }
  public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var bouncy: Animation { Animation(name: "bouncy") }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var smooth: Animation { Animation(name: "smooth") }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var snappy: Animation { Animation(name: "snappy") }
  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  // The SDK also has `spring(duration:bounce:blendDuration:)` (iOS 17); it is left out here
  // because the SDK's overload ranking for `.spring()` is not known.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// A type-erased transition.
public struct AnyTransition: Sendable {
  internal var name: String
  public static let identity = AnyTransition(name: "identity")
  public static let opacity = AnyTransition(name: "opacity")
  public static var slide: AnyTransition { AnyTransition(name: "slide") }
  public static var scale: AnyTransition { AnyTransition(name: "scale") }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// MARK: - Gestures

public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

public struct TapGesture: Gesture {
  public var count: Int
  public init(count: Int = 1) { self.count = count }
  public typealias Value = Void
  public var body: Never { fatalError("primitive gesture") }
}

public struct LongPressGesture: Gesture {
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
  public typealias Value = Bool
  public var body: Never { fatalError("primitive gesture") }
}

public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
  public var body: Never { fatalError("primitive gesture") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
  public var body: Never { fatalError("primitive gesture") }
}

public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public var body: Never { fatalError("primitive gesture") }
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public var body: Never { fatalError("primitive gesture") }
}

public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public var body: Never { fatalError("primitive gesture") }
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public var body: Never { fatalError("primitive gesture") }
}

extension Gesture {
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { GestureStateGesture() }
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture()
  }
}

extension Gesture where Self.Value: Equatable {
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

/// The kinds of interaction a `contentShape` applies to.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}
