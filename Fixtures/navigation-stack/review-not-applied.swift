// fixture: deployment-target=iOS=16.0
import SwiftUI

struct LibraryScreen: View {
  var body: some View {
    NavigationView {
      List {
        Text("Albums")
      }
    }
  }
}
