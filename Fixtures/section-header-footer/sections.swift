// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct AccountForm: View {
  @State private var email = ""
  @State private var name = ""

  var body: some View {
    Form {
      Section(header: Text("Account"), footer: Text("Used for sign-in")) {
        TextField("Email", text: $email)
      }
      Section(header: HStack {
        Image(systemName: "person")
        Text("Profile")
      }) {
        TextField("Name", text: $name)
      }
      Section(footer: Text("Version 1.0")) { Text("About") }
    }
  }
}
