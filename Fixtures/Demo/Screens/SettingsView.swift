import SwiftUI

/// Account, notification and about settings.
struct SettingsView: View {
	@AppStorage("displayName") private var displayName = ""
	@AppStorage("email") private var email = ""
	@AppStorage("notificationsEnabled") private var notificationsEnabled = true
	@AppStorage("previewLines") private var previewLines = 2
	@State private var showsSignIn = false

	private let version = "1.4.2 (210)"

	var body: some View {
		Form {
			Section("Account") {
				TextField("Display name", text: $displayName)
				TextField("Email", text: $email)
				#if !os(macOS)
					.autocapitalization(.none)
					.keyboardType(.emailAddress)
				#endif
				Button("Sign In…") { showsSignIn = true }
			}

			Section("Notifications") {
				Toggle("Show notifications", isOn: $notificationsEnabled)
				Stepper("Preview: \(previewLines) lines", value: $previewLines, in: 1...5)
			}

			Section {
				HStack {
					Text("Version")
					Spacer()
					Text(version)
						.foregroundColor(.secondary)
				}
				HStack {
					Spacer(minLength: 8)
					Text("Made with SwiftUI")
						.font(.footnote)
						.foregroundColor(.secondary)
				}
			} header: {
				Text("About")
			}
		}
		.navigationTitle("Settings")
		.sheet(isPresented: $showsSignIn) {
			SignInView()
		}
	}
}
