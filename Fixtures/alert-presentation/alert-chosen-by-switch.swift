// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

enum SyncPrompt {
  case failed
  case confirmReset
}

struct SyncSettingsView: View {
  @State private var showsPrompt = false
  @State private var prompt: SyncPrompt = .failed
  @State private var showsSheet = false
  @State private var isPaused = false
  @State private var errorText = ""

  func resetSync() {}

  var body: some View {
    Form {
      Toggle("Paused", isOn: $isPaused)
    }
    // The Alert is made here, but chosen by a switch: the new form has no one title.
    .alert(isPresented: $showsPrompt) {
      switch prompt {
      case .failed:
        return Alert(title: Text("Sync failed"), message: Text(errorText))
      case .confirmReset:
        return Alert(
          title: Text("Reset sync?"),
          primaryButton: .destructive(Text("Reset")) {
            resetSync()
          },
          secondaryButton: .cancel())
      }
    }
    .actionSheet(isPresented: $showsSheet) {
      if isPaused {
        return ActionSheet(title: Text("Resume sync?"))
      } else {
        return ActionSheet(title: Text("Pause sync?"))
      }
    }
  }
}
