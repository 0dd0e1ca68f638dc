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
    .alert(isPresented: $confirmsSignOut) {
      Alert(title: Text("Sign out?"),
            primaryButton: .destructive(Text(AccountStrings.signOut), action: {
        signOut()
        confirmsSignOut = false
      }),
            secondaryButton: .cancel(Text("Stay")))
    }
    .alert(isPresented: $showsSaved) {
      Alert(title: Text("Saved"),
            dismissButton: .default(Text("OK"),
                                    action: {
        showsSaved = false
      }))
    }
  }
}
