// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

/// Below iOS 17 the items keep the navigation-bar placements.
struct Settings: View {
  var body: some View {
    Form {
      Text("Account")
    }
    .toolbar {
      ToolbarItem(placement: .navigationBarLeading) {
        Text("Edit")
      }
      ToolbarItem(placement: .navigationBarTrailing) {
        Button("Done") {}
      }
    }
  }
}

@available(iOS 17.0, *)
struct Profile: View {
  var body: some View {
    Text("Profile")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Done") {}
        }
      }
  }
}
