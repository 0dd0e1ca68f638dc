// fixture: include-review
import SwiftUI

// A view a row in another file shows; the index keeps the names of its modifiers, not
// the arguments.
struct StatusGlyph: View {
    let symbol: String

    var body: some View {
        Image(systemName: symbol)
            .resizable()
            .frame(width: 14, height: 14)
    }
}
