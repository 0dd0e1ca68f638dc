import SwiftUI

// Only iOS compiles the first view, where the macOS shim does not exist; both platforms
// compile the second.
#if os(iOS)
  struct PhoneSettings: View {
    var body: some View {
      Form {
        Text("Sync")
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Done") {}
        }
      }
    }
  }
#endif

struct SharedSettings: View {
  var body: some View {
    Form {
      Text("Theme")
    }
    .navigationBarItems(trailing: Button("Done") {})
  }
}
