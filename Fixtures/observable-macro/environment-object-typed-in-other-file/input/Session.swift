import SwiftUI

final class Session: ObservableObject {
  @Published var user = ""
}

/// Declared in another file: the index pass records `services.session()` as a chain of
/// member reads, answered once every file has been read.
final class Services {
  func session() -> Session { Session() }
}
