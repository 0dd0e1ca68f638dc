import SwiftUI

struct ProfileScreen: View {
  var body: some View {
    NavigationView {
      Text("Profile")
    }
    .navigationViewStyle(.stack)
  }
}
