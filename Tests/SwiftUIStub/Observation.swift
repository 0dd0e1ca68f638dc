// SwiftUI's side of the Observation framework (iOS 17, macOS 14, tvOS 17, watchOS 10).
//
// SwiftUI re-exports Observation, so `import SwiftUI` alone is enough to write `@Observable`
// (as in Xcode). The toolchain's real Observation module provides the macro, `Observable` and
// `@ObservationIgnored`; SwiftUI adds `@Bindable`. `Environment(_:)` for an object type and
// `View.environment(_:)` for an object are in ObjectsAndEnvironment.swift and
// ModifiersBehaviourAndEnvironment.swift.

@_exported import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  public var wrappedValue: Value

  public var projectedValue: Bindable<Value> { self }

  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(wrappedValue: Value) { fatalError() }

  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(projectedValue: Bindable<Value>) { fatalError() }

  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let root = wrappedValue
    return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: DynamicProperty {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}

// Scenes pass objects down the same two ways as views.
extension Scene {
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    self
  }
}

// Combine: republishing a pipeline through a `@Published` property.
extension Publisher where Failure == Never {
  public func assign(to published: inout Published<Output>.Publisher) {}
}
