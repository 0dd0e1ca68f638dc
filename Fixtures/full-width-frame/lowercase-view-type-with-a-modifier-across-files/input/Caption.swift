// fixture: include-review
import SwiftUI

// A design system's text view, named in lower case as some code bases name theirs: one
// Text whose font comes from a view modifier of the run. Read from another file through
// the index, the Text is known but the modifier is not: the reason names it.
struct hCaption: View {
    let text: String

    var body: some View {
        Text(text)
            .modifier(CaptionFont())
    }
}

struct CaptionFont: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.caption)
    }
}
