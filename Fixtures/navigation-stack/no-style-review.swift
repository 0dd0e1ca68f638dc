// fixture: include-review deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct LibraryScreen: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink("Albums") { Text("Albums") }
      }
      .navigationTitle("Library")
    }
  }
}
