// fixture: include-review
import SwiftUI

struct TabbedPanel: View {
	var body: some View {
		VStack {
			Text("Panel")
		}
		.background {
			LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom)
				.opacity(0.8)
				.ignoresSafeArea()
		}
	}
}
