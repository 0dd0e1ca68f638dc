// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// The phone target's view: this module never builds for macOS, so the shim, compiled only
// there, is no method this call can reach.
struct Library: View {
  var body: some View {
    List {
      Text("Books")
    }
    .navigationBarItems(trailing: Button("Add") {})
  }
}
