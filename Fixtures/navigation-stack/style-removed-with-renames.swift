// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// This run renames every NavigationView of the run: the tab's own (under the style applied
// to the TabView), the one TagsScreen builds (under it too) and the sheet's (review: a sheet
// is not styled by it). Once these fixes are applied the stack style styles nothing, so it
// goes with them (review), and a second run has nothing left to remove.
struct JournalRoot: View {
  var body: some View {
    TabView {
      NavigationView {
        List(1..<4) { Text("Entry \($0)") }
          .navigationTitle("Journal")
      }
      .tabItem { Label("Journal", systemImage: "book") }
      TagsScreen()
        .tabItem { Label("Tags", systemImage: "tag") }
    }
    .navigationViewStyle(.stack)
  }
}

struct TagsScreen: View {
  @State private var showsStats = false

  var body: some View {
    NavigationView {
      Button("Stats") { showsStats = true }
        .sheet(isPresented: $showsStats) {
          NavigationView {
            Text("Entries this week")
          }
        }
    }
  }
}
