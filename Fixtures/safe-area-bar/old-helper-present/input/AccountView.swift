// fixture: include-review deployment-target=iOS=18.0
import SwiftUI

struct AccountView: View {
  var body: some View {
    Form {
      Text("Name")
    }
    .overlay(alignment: .bottom) {
      Button("Sign Out") {}
    }
  }
}
