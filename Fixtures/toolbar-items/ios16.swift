// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

/// Below iOS 17 the items keep the navigation-bar placements.
struct Settings: View {
  var body: some View {
    Form {
      Text("Account")
    }
    .navigationBarItems(leading: Text("Edit"), trailing: Button("Done") {})
  }
}

@available(iOS 17.0, *)
struct Profile: View {
  var body: some View {
    Text("Profile")
      .navigationBarItems(trailing: Button("Done") {})
  }
}
