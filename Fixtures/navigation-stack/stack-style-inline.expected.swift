// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct AboutSheet: View {
  var body: some View {
    NavigationStack { Text("Version 2.0") }
  }
}

struct HelpSheet: View {
  var body: some View {
    NavigationStack {
      ScrollView {
        Text("Help")
      }
    }
    .tint(.green)
  }
}

struct EmbeddedSheet: View {
  var body: some View {
    VStack {
      NavigationStack() {
        Text("Embedded")
      }
      Divider()
    }
  }
}
