// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

struct LibraryWindow: View {
  var body: some View {
    NavigationView {
      LibrarySidebar()
    }
  }
}

struct LibrarySidebar: View {
  @State private var section: Int? = 1

  var body: some View {
    List {
      NavigationLink(tag: 1, selection: $section) {
        Text("Recent")
      } label: {
        Label("Recent", systemImage: "clock")
      }
      NavigationLink(tag: 2, selection: $section) {
        Text("Shared")
      } label: {
        Label("Shared", systemImage: "person.2")
      }
    }
  }
}
