// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// The style is written as a type, `StackNavigationViewStyle()`: the note quotes it so, not
// as `.stack`. The NavigationStack was converted by an earlier run; the sign-in screen's
// NavigationView is left (two columns: moved by hand), so the style is only reported.
struct ReceiptsScreen: View {
  var body: some View {
    NavigationStack {
      Text("No receipts yet")
        .navigationBarHidden(true)
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}

struct SignInScreen: View {
  var body: some View {
    NavigationView {
      Text("Welcome back")
      Text("Pick an account")
    }
  }
}
