// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct Library: View {
  var body: some View {
    List {
      Text("Books")
    }
    .navigationBarItems(trailing: Button("Add") {})
  }
}
