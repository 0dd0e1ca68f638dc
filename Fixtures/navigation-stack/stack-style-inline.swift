// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct AboutSheet: View {
  var body: some View {
    NavigationView { Text("Version 2.0") }.navigationViewStyle(.stack)
  }
}

struct HelpSheet: View {
  var body: some View {
    NavigationView {
      ScrollView {
        Text("Help")
      }
    }
    .navigationViewStyle(.stack).tint(.green)
  }
}

struct EmbeddedSheet: View {
  var body: some View {
    VStack {
      NavigationView() {
        Text("Embedded")
      }
      .navigationViewStyle(
        StackNavigationViewStyle()
      )
      Divider()
    }
  }
}
