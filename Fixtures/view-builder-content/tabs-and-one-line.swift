import SwiftUI

// Tabs, and a one-line container with a short generic name.
struct Row<C: View>: View { let c: () -> C; var body: some View { HStack { c() } } }

struct Boxed<Content: View>: View {
	let content: () -> Content

	var body: some View {
		ZStack {
			Color.gray
			content()
		}
	}
}

struct RowCallSites: View {
	var body: some View {
		Row { Text("A") }
		Boxed(content: { Text("B") })
	}
}
