// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct LockingScreen: View {
  @Environment(\.scenePhase) private var phase
  @State private var locked = false
  let title: String

  var body: some View {
    Text(title)
      .onChange(of: phase) { oldPhase, newPhase in
        if oldPhase == .background, newPhase == .active {
          locked = true
        }
      }
      .onChange(of: title) { oldTitle, _ in
        print(oldTitle)
      }
      .onChange(of: title) { _, newTitle in
        print("\(title) → \(newTitle)")
      }
      .onChange(of: locked) { _, isLocked in
        print(locked, isLocked)
      }
  }
}
