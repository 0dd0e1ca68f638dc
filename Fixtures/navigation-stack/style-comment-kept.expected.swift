// fixture: deployment-target=iOS=16.0
import SwiftUI

struct ProfileScreen: View {
  var body: some View {
    NavigationStack {
      Form {
        Text("Name")
      }
    }
    // iPad: full-width form, no sidebar
  }
}

struct BadgesScreen: View {
  var body: some View {
    NavigationStack {
      List { Text("Gold") }
    }
    /* one column everywhere */
    .tint(.purple)
  }
}

struct InlineScreen: View {
  var body: some View {
    NavigationStack { Text("Inline") } // keep
  }
}
