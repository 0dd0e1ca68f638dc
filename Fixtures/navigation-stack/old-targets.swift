// fixture: include-review deployment-target=iOS=15.0,macOS=13.0
import SwiftUI

struct ProfileScreen: View {
  var body: some View {
    NavigationView {
      Text("Profile")
    }
    .navigationViewStyle(.stack)
  }
}
