// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

enum AccountStrings {
  static let signOut = "Sign out"
}

struct AccountView: View {
  @State private var confirmsSignOut = false
  @State private var showsSaved = false

  func signOut() {}

  var body: some View {
    List {
      Text("Account")
    }
    .alert("Sign out?", isPresented: $confirmsSignOut) {
      Button(role: .destructive) {
        signOut()
        confirmsSignOut = false
      } label: {
        Text(AccountStrings.signOut)
      }
      Button("Stay", role: .cancel) {}
    }
    .alert("Saved", isPresented: $showsSaved) {
      Button("OK") {
        showsSaved = false
      }
    }
  }
}
