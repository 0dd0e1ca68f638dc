// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// The stack style on a NavigationStack does nothing to it, but while a NavigationView is
// left in the run (this two-column one stays) it is only reported: it may reach one.
struct AtlasSheet<Pages: View>: View {
  let pages: Pages

  var body: some View {
    NavigationStack {
      pages
        .navigationTitle("Atlas")
    }
    .navigationViewStyle(.stack)
  }
}

struct AtlasBrowser: View {
  var body: some View {
    NavigationView {
      Text("Continents")
      Text("Pick a continent")
    }
  }
}
