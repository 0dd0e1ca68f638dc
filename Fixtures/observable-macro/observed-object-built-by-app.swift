// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

final class LockState: ObservableObject {
  @Published var isLocked = true
  @Published var showsWelcome = false

  func unlock() { isLocked = false }
}

/// The system builds an App once: the object it builds lives as long as the app, and
/// nothing is said about it.
struct VaultApp: App {
  @ObservedObject var lock = LockState()

  var body: some Scene {
    WindowGroup {
      if lock.isLocked {
        UnlockScreen(lock: lock)
      } else {
        Text("Vault")
      }
    }
  }
}

/// A view is built again on every update of its parent: its own object with it.
struct UnlockScreen: View {
  @ObservedObject var lock: LockState
  @ObservedObject var welcome = LockState()

  var body: some View {
    Button("Unlock \(welcome.showsWelcome ? "again" : "")") {
      lock.unlock()
    }
  }
}
