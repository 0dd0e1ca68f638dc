// Part of the SwiftUI stub (SwiftUI.swift holds the core and the rules for editing it): the part
// of Combine SwiftUI code uses, ObservableObject and its property wrappers, the environment,
// Namespace, FocusState and GestureState.

import Foundation
import Observation

// MARK: - Combine (re-exported by SwiftUI; only what SwiftUI code uses)

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

public final class AnyCancellable: Hashable {
  public init(_ cancel: @escaping () -> Void) {}
  public func cancel() {}
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher where Failure == Never {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

extension NotificationCenter {
  /// A publisher that emits elements when broadcasting notifications.
  public struct Publisher: SwiftUI.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }
  }

  /// Returns a publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }
}

/// The publisher behind `objectWillChange`.
final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  public func send() {}
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property wrapper that publishes its value; only available on properties of classes.
@propertyWrapper
public struct Published<Value> {
  internal var value: Value
  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set { object[keyPath: storageKeyPath].value = newValue }
  }

  public struct Publisher: SwiftUI.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
  }

  public var projectedValue: Published<Value>.Publisher {
    mutating get { Publisher() }
    set {}
  }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  internal var thunk: () -> ObjectType
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }
  @MainActor @preconcurrency public var wrappedValue: ObjectType { thunk() }
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: thunk()).projectedValue
  }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  @dynamicMemberLookup
  public struct Wrapper {
    internal let root: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }
  public var wrappedValue: ObjectType
  public init(initialValue: ObjectType) { wrappedValue = initialValue }
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  @dynamicMemberLookup
  public struct Wrapper {
    internal let root: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }
  public init() {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("no environment object in the stub") }
  @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
    Wrapper(root: wrappedValue)
  }
}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// An action that dismisses a presentation: `@Environment(\.dismiss) var dismiss; dismiss()`.
public struct DismissAction {
  @MainActor @preconcurrency public func callAsFunction() {}
}

public struct OpenURLAction {
  @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
}

public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public var description: String { "EnvironmentValues" }
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
  public var isEnabled: Bool {
    get { true }
    set {}
  }
  public var locale: Locale {
    get { Locale(identifier: "en_US") }
    set {}
  }
  public var font: Font? {
    get { nil }
    set {}
  }
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }
  public var editMode: Binding<EditMode>? {
    get { nil }
    set {}
  }
  public var dismiss: DismissAction { DismissAction() }
  public var openURL: OpenURLAction {
    get { OpenURLAction() }
    set {}
  }
  public var isPresented: Bool { false }
  public var lineLimit: Int? {
    get { nil }
    set {}
  }
  public var multilineTextAlignment: TextAlignment {
    get { .leading }
    set {}
  }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  internal var keyPath: KeyPath<EnvironmentValues, Value>?
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  public var wrappedValue: Value {
    guard let keyPath else { fatalError("no environment object in the stub") }
    return EnvironmentValues()[keyPath: keyPath]
  }
}

extension Environment {
  /// Reads an `@Observable` object from the environment (iOS 17).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { keyPath = nil }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? { keyPath = nil }
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (`@Namespace var ns`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  public struct ID: Hashable, Sendable {
    internal var id: Int
  }
  public init() {}
  public var wrappedValue: Namespace.ID { ID(id: 0) }
}

/// A property wrapper that can read and write the focus state of a view.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @propertyWrapper
  public struct Binding {
    internal var box: _Box<Value>
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  internal var box: _Box<Value>
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
  public init() where Value == Bool { box = _Box(false) }
  public init<T: Hashable>() where Value == T? { box = _Box(nil) }
}

/// Gesture state that resets when the gesture ends (`@GestureState`).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  internal var value: Value
  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }
  public var wrappedValue: Value { value }
  public var projectedValue: GestureState<Value> { self }
}
