import SwiftUI

// A thumbnail whose frame width is a property callers may leave nil: then the frame
// fixes nothing, the colour fills what it is offered, and the stack shares the row's
// width between it and the Spacer. Not a fixed-width view.
struct Thumbnail: View {
    var width: CGFloat? = nil
    var height: CGFloat? = nil
    let name: String

    var body: some View {
        Color.gray.opacity(0.2)
            .overlay(Text(name).font(.footnote))
            .frame(width: width, height: height)
    }
}

struct AttachmentRow: View {
    let name: String

    var body: some View {
        HStack {
            Thumbnail(height: 48, name: name)
            Spacer()
        }
    }
}
