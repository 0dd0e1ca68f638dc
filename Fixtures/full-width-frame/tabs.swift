import SwiftUI

struct Settings: View {
	let version: String

	var body: some View {
		Form {
			HStack {
				Text("Version \(version)")
					.font(.footnote)
				Spacer()
			}
			.foregroundStyle(.secondary)
			HStack { Spacer(); Text("Build") }
		}
	}
}
