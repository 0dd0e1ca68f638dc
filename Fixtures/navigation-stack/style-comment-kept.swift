// fixture: deployment-target=iOS=16.0
import SwiftUI

struct ProfileScreen: View {
  var body: some View {
    NavigationView {
      Form {
        Text("Name")
      }
    }
    .navigationViewStyle(.stack) // iPad: full-width form, no sidebar
  }
}

struct BadgesScreen: View {
  var body: some View {
    NavigationView {
      List { Text("Gold") }
    }
    .navigationViewStyle(.stack) /* one column everywhere */
    .tint(.purple)
  }
}

struct InlineScreen: View {
  var body: some View {
    NavigationView { Text("Inline") }.navigationViewStyle(.stack) // keep
  }
}
