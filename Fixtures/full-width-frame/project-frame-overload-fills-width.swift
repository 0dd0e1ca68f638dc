import SwiftUI

// A project's own `frame(_:)` that fills the width: the text under it is as wide as the
// row, so the Spacer beside it gets nothing, and a frame outside would change nothing.
enum Span {
    case full
}

extension View {
    func frame(_ span: Span) -> some View {
        frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct CaptionRow: View {
    let caption: String

    var body: some View {
        HStack {
            Text(caption)
                .frame(.full)
            Spacer()
        }
    }
}
