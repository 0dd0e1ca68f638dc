// fixture: include-review
import SwiftUI

struct Banner: View {
    let title: String

    var body: some View {
        // Use a VStack with a spacer to push the title to the top.
        Text(title)
            .frame(maxHeight: .infinity, alignment: .top)
    }
}

struct Caption: View {
    let text: String
    let note: String

    var body: some View {
        VStack {
            // The caption, at the leading edge.
            Text(text)
                .frame(maxWidth: .infinity, alignment: .leading)
            // The Spacer keeps the note on the trailing side.
            Text(note)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }
}
