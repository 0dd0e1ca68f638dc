// fixture: include-review
import SwiftUI

struct Footnote: View {
    let note: String
    let title: String

    var body: some View {
        VStack {
            HStack {
                Spacer()
                // Keep the note flush with the trailing edge, under the price.
                Text(note)
            }
            HStack {
                // The title of the card.
                Text(title)
                Spacer()
            }
        }
    }
}
