import SwiftUI

/// Email and password sign-in, presented from Settings over a brand gradient.
struct SignInView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var email = ""
    @State private var password = ""
    @State private var isSigningIn = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            Form {
                Section {
                    TextField("Email", text: $email)
                    #if !os(macOS)
                        .autocapitalization(.none)
                    #endif
                    SecureField("Password", text: $password)
                } header: {
                    Text("Sign in to sync your mail")
                        .foregroundColor(.white)
                }

                Section {
                    Button(action: signIn) {
                        if isSigningIn {
                            ProgressView()
                        } else {
                            Text("Sign In")
                        }
                    }
                    .disabled(email.isEmpty || password.isEmpty)
                }
            }
            .scrollContentBackground(.hidden)
            .ignoresSafeArea()
        }
    }

    private func signIn() {
        isSigningIn = true
        Task {
            try? await Task.sleep(for: .seconds(1))
            isSigningIn = false
            dismiss()
        }
    }
}
