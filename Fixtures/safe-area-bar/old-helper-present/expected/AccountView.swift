// fixture: include-review deployment-target=iOS=18.0
import SwiftUI

struct AccountView: View {
  var body: some View {
    Form {
      Text("Name")
    }
    .safeAreaBarOrInset(edge: .bottom) {
      Button("Sign Out") {}
    }
  }
}
