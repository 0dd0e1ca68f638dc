import SwiftUI

final class Session: ObservableObject {
  @Published var user = ""
}

/// Declared in another file: the index pass reads each file's own declarations only, so
/// `services.session()` in `App.swift` has no known type there.
final class Services {
  func session() -> Session { Session() }
}
