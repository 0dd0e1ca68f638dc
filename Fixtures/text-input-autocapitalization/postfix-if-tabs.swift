// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct AccountSection: View {
	@State private var email = ""
	@State private var password = ""

	var body: some View {
		Section("Account") {
			TextField("Email", text: $email)
			#if !os(macOS)
				.autocapitalization(.none)
				.keyboardType(.emailAddress)
			#endif
			SecureField("Password", text: $password)
			#if os(iOS)
				.autocapitalization(.none)
			#endif
		}
	}
}
