// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct SignInErrorView: View {
    @State private var showsError = false
    @State private var errorText = ""

    var body: some View {
        Text("Sign in")
            .alert("Could not sign in", isPresented: $showsError) {
                Button("OK") {
                    showsError = false
                    errorText = ""
                }
            } message: {
                Text(errorText)
            }
    }
}
