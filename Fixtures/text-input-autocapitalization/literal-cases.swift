// fixture: deployment-target=iOS=15.0
import SwiftUI

struct SignUpForm: View {
  @State private var email = ""
  @State private var name = ""
  @State private var bio = ""
  @State private var code = ""

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .autocapitalization(.none)
        .keyboardType(.emailAddress)
      TextField("Name", text: $name).autocapitalization(.words)
      TextField("Bio", text: $bio)
        .autocapitalization(UITextAutocapitalizationType.sentences)
      TextField("Code", text: $code)
        .autocapitalization(.allCharacters)
    }
  }
}
