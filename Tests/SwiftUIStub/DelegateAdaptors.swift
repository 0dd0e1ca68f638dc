// The application delegate adaptors, as far as fixtures use them: the wrapped value is the
// delegate type given (`@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`).
// An ObservableObject delegate is also put in the environment as an environment object, an
// Observable one (iOS 17, macOS 14) by its type. UIKit's delegate protocol is a stand-in.
import Foundation

public protocol UIApplicationDelegate: AnyObject {}

@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>:
  DynamicProperty
{
  public var wrappedValue: DelegateType { fatalError() }
  /// Bindings to the delegate's properties. SwiftUI declares it only where the delegate is
  /// an ObservableObject (an `ObservedObject.Wrapper`), but the compiler finds a wrapper's
  /// projection only in its declaration, not in a constrained extension: the stub has one
  /// for every delegate.
  public var projectedValue: DelegateProjection<DelegateType> { fatalError() }

  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}

@dynamicMemberLookup
public struct DelegateProjection<Delegate: AnyObject> {
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Delegate, Value>)
    -> Binding<Value>
  { fatalError() }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension UIApplicationDelegateAdaptor where DelegateType: Observable {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}
