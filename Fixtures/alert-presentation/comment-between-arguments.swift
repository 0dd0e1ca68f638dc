// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct SyncStatusView: View {
  @State private var showsFailure = false
  @State private var showsOffline = false

  var body: some View {
    Text("Sync")
      .alert(isPresented: $showsFailure) {
        Alert(
          title: Text("Sync failed"),  // the server said no
          dismissButton: .default(Text("OK")))
      }
      .alert(isPresented: $showsOffline) {
        Alert(title: Text("Offline"), dismissButton: .default(Text("OK")))
        // Shown again on the next launch.
      }
  }
}
