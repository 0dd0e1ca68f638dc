// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

extension ObservableObject {
  /// Sends `listener`'s objectWillChange whenever this object is about to change.
  func relayChanges<Listener: ObservableObject>(
    to listener: Listener, keeping bag: inout Set<AnyCancellable>
  ) where Listener.ObjectWillChangePublisher == ObservableObjectPublisher {
    objectWillChange.sink { [weak listener] _ in listener?.objectWillChange.send() }
      .store(in: &bag)
  }

  /// The object's class name, for logs.
  var traceName: String { String(describing: type(of: self)) }
}
