// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct LockingScreen: View {
  @Environment(\.scenePhase) private var phase
  @State private var locked = false
  let title: String

  var body: some View {
    Text(title)
      .onChange(of: phase) { newPhase in
        if phase == .background, newPhase == .active {
          locked = true
        }
      }
      .onChange(of: title) { _ in
        print(self.title)
      }
      .onChange(of: title) { newTitle in
        print("\(title) → \(newTitle)")
      }
      .onChange(of: locked) { isLocked in
        print(locked, isLocked)
      }
  }
}
