// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

/// A project helper with SwiftUI's label: calls may reach it, so they are only reported.
extension View {
  func alert(isPresented: Binding<Bool>, content: () -> Alert, onDismiss: (() -> Void)? = nil)
    -> some View
  {
    self
  }
}

struct Screen: View {
  @State private var showsError = false

  var body: some View {
    Text("Screen")
      .alert(isPresented: $showsError) {
        Alert(title: Text("Failed"))
      }
  }
}
