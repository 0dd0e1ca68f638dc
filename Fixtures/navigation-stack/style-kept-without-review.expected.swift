// fixture: deployment-target=iOS=16.0
import SwiftUI

// Without review fixes the sheet's NavigationView stays, so the stack style above the others
// stays too: its removal is a review fix, offered and not applied, and the run settles.
struct JournalRoot: View {
  var body: some View {
    TabView {
      NavigationStack {
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
    NavigationStack {
      Button("Stats") { showsStats = true }
        .sheet(isPresented: $showsStats) {
          NavigationView {
            Text("Entries this week")
          }
        }
    }
  }
}
