// fixture: deployment-target=iOS=16.0
import SwiftUI

struct AccountForm: View {
  var body: some View {
    Form {
      NavigationLink("Profile") { Text("Profile") }
      SignatureRow()
    }
  }
}

struct SignatureRow: View {
  var body: some View {
    Text("Signature")
  }
}
