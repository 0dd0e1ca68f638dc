// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

/// Below iOS 17 the joined toolbar keeps the navigation-bar placements.
struct Contacts: View {
  var body: some View {
    List {
      Text("Ada")
    }
    .navigationBarItems(leading: EditButton())
    .navigationBarItems(trailing: Button("Add") {})
  }
}
