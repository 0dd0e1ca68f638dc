// fixture: include-review deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct AccountScreen: View {
  var body: some View {
    NavigationView {
      #if os(iOS)
      Text("Account")
      #else
      Text("Account").padding()
      #endif
    }
    .navigationViewStyle(.stack)
  }
}
