// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct NoteList: View {
	let notes: [String]

	var body: some View {
		List(notes, id: \.self) { note in
			Text(note)
		}
		#if os(iOS)
			.navigationBarTitle("Notes", displayMode: .inline)
		#endif
	}
}
