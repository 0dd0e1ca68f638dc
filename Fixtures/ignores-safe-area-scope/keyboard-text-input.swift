// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct SignUpForm: View {
  @State private var email = ""
  @State private var password = ""

  var body: some View {
    Form {
      TextField("Email", text: $email)
      SecureField("Password", text: $password)
    }
    .ignoresSafeArea()
  }
}

struct ChatScreen: View {
  @State private var draft = ""

  var body: some View {
    List {
      Text("Hi!")
    }
    .safeAreaInset(edge: .bottom) {
      HStack {
        TextField("Message", text: $draft)
        Button("Send") {}
      }
      .padding()
      .ignoresSafeArea()
    }
  }
}

struct NotesEditor: View {
  @State private var text = ""

  var body: some View {
    TextEditor(text: $text).edgesIgnoringSafeArea(.all)
  }
}
