import SwiftUI

// Tabs, and a one-line container with a short generic name.
struct Row<C: View>: View { @ViewBuilder let c: C; var body: some View { HStack { c } } }

struct Boxed<Content: View>: View {
	@ViewBuilder let content: Content

	var body: some View {
		ZStack {
			Color.gray
			content
		}
	}
}

struct RowCallSites: View {
	var body: some View {
		Row { Text("A") }
		Boxed(content: { Text("B") })
	}
}
