// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A project whose NavigationViews have all become NavigationStacks (the run after the
// renames) still applies the stack style at its root and on a stack: it styles only
// NavigationViews, and none is left in the run, so each is removed (review: a view of
// another module under it could still be one).
struct LibraryRoot: View {
  @State private var showsSearch = false

  var body: some View {
    ZStack {
      ShelfScreen()
      SplashOverlay()
        .opacity(showsSearch ? 0 : 1)
    }
    .navigationViewStyle(.stack)
    .sheet(isPresented: $showsSearch) {
      NavigationStack {
        Text("Search")
      }
      .navigationViewStyle(StackNavigationViewStyle())  // kept for the old sheet
    }
  }
}

struct ShelfScreen: View {
  var body: some View {
    NavigationStack {
      List(1..<4) { Text("Book \($0)") }
        .navigationTitle("Shelf")
    }
  }
}

struct SplashOverlay: View {
  var body: some View {
    Color.black.opacity(0.2)
  }
}
