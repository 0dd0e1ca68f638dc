// fixture: include-review
import SwiftUI

struct Footnote: View {
    let note: String
    let title: String

    var body: some View {
        VStack {
            // Keep the note flush with the trailing edge, under the price.
            Text(note)
                .frame(maxWidth: .infinity, alignment: .trailing)
            // The title of the card.
            Text(title)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
