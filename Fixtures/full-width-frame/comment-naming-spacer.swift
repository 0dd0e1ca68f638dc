// fixture: include-review
import SwiftUI

struct Banner: View {
    let title: String

    var body: some View {
        // Use a VStack with a spacer to push the title to the top.
        VStack {
            Text(title)
            Spacer()
        }
    }
}

struct Caption: View {
    let text: String
    let note: String

    var body: some View {
        VStack {
            // The caption, at the leading edge.
            HStack {
                Text(text)
                Spacer()
            }
            HStack {
                Spacer()
                // The Spacer keeps the note on the trailing side.
                Text(note)
            }
        }
    }
}
