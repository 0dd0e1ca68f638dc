// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct HomeScreen: View {
  @State private var opened: String?

  var body: some View {
    VStack {
      Text(opened ?? "Home")
      if ShortcutRouter.shared.pending != nil {
        ProgressView()
      }
    }
    .onChange(of: ShortcutRouter.shared.pending) { _, shortcut in
      opened = shortcut
      ShortcutRouter.shared.pending = nil
    }
  }
}

struct LaunchCounter: View {
  var body: some View {
    // Plain stored (ignored once converted), and computed from it: unobserved, as before.
    Text("\(ShortcutRouter.shared.launches)")
      .navigationTitle(ShortcutRouter.shared.title)
      .onTapGesture { ShortcutRouter.shared.pending = "counter" }
  }
}
