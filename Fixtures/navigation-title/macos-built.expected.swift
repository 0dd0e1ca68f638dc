// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

// Shared code of an iOS and macOS module, run without the macOS shim's file.
struct SharedList: View {
  var body: some View {
    List {
      Text("One")
    }
    .navigationBarTitle("Shared")
  }
}

#if os(iOS)
  struct PhoneList: View {
    var body: some View {
      List {
        Text("Two")
      }
      .navigationTitle("Phone")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
#endif
