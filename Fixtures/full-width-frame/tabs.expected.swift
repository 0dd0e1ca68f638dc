import SwiftUI

struct Settings: View {
	let version: String

	var body: some View {
		Form {
			Text("Version \(version)")
				.font(.footnote)
				.frame(maxWidth: .infinity, alignment: .leading)
				.foregroundStyle(.secondary)
			Text("Build").frame(maxWidth: .infinity, alignment: .trailing)
		}
	}
}
