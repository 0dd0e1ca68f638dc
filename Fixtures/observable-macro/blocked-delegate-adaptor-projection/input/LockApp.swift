// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class LockState: NSObject, ObservableObject, UIApplicationDelegate {
  @Published var isLocked = false
}

@main
struct LockApp: App {
  @UIApplicationDelegateAdaptor(LockState.self) private var lockState

  var body: some Scene {
    WindowGroup {
      Toggle("Locked", isOn: $lockState.isLocked)
    }
  }
}
