// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct SignInErrorView: View {
    @State private var showsError = false
    @State private var errorText = ""

    var body: some View {
        Text("Sign in")
            .alert(isPresented: $showsError) {
                Alert(title: Text("Could not sign in"),
                      message: Text(errorText),
                      dismissButton:
                        .default(Text("OK")) {
                            showsError = false
                            errorText = ""
                      }
                )
            }
    }
}
