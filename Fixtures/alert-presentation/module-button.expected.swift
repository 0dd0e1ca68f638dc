// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

/// The module's own UIKit button: here the bare name `Button` means this class, which is why
/// the views below spell SwiftUI's as `SwiftUI.Button`, and why the alert's buttons must too.
final class Button: UIView {
  var cornerRadius = 8.0
}

struct ResetSettingsView: View {
  @State private var confirmsReset = false

  func reset() {}

  var body: some View {
    SwiftUI.Button("Reset settings") {
      confirmsReset = true
    }
    .alert("Reset all settings?", isPresented: $confirmsReset) {
      SwiftUI.Button("Reset", role: .destructive) {
        reset()
      }
      SwiftUI.Button("Keep", role: .cancel) {}
    }
  }
}
