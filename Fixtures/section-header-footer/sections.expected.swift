// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct AccountForm: View {
  @State private var email = ""
  @State private var name = ""

  var body: some View {
    Form {
      Section {
        TextField("Email", text: $email)
      } header: {
        Text("Account")
      } footer: {
        Text("Used for sign-in")
      }
      Section {
        TextField("Name", text: $name)
      } header: {
        HStack {
          Image(systemName: "person")
          Text("Profile")
        }
      }
      Section { Text("About") } footer: { Text("Version 1.0") }
    }
  }
}
