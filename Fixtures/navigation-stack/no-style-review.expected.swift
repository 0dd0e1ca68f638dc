// fixture: include-review deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct LibraryScreen: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Albums") { Text("Albums") }
      }
      .navigationTitle("Library")
    }
  }
}
