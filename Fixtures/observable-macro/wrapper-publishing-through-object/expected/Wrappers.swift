import SwiftUI

/// Saves its value and tells the object holding it, as `@Published` does.
@propertyWrapper
struct Saved<Value> {
  private var value: Value
  private let key: String

  init(wrappedValue: Value, _ key: String) {
    value = wrappedValue
    self.key = key
  }

  @available(*, unavailable, message: "only in classes")
  var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  static subscript<Owner: ObservableObject>(
    _enclosingInstance owner: Owner,
    wrapped wrappedPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storagePath: ReferenceWritableKeyPath<Owner, Saved<Value>>
  ) -> Value where Owner.ObjectWillChangePublisher == ObservableObjectPublisher {
    get { owner[keyPath: storagePath].value }
    set {
      owner.objectWillChange.send()
      owner[keyPath: storagePath].value = newValue
    }
  }
}

/// Keeps its value in a range; knows nothing of the object holding it.
@propertyWrapper
struct Clamped {
  private var value: Int
  init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, 0), 10) }
  }
}
