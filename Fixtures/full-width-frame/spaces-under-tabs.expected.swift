import SwiftUI

// The drag gesture was pasted from code indented with spaces into a file indented with
// tabs: moved with the text, its lines keep their depth under the text, in tabs.
struct Badge: View {
	let count: Int
	@State private var offset = CGSize.zero

	var body: some View {
		VStack {
			Text("Unread")
			Text("\(count)")
				.font(.caption)
				.gesture(
					DragGesture()
						.onChanged { value in
							offset = value.translation
						}
				)
				.offset(offset)
				.frame(maxWidth: .infinity, alignment: .trailing)
		}
	}
}
