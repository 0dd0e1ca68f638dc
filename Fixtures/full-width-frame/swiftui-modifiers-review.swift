// fixture: deployment-target=macOS=15.0
import SwiftUI

// SwiftUI's own modifiers are not "declared outside this run": one whose effect on layout
// this migration does not model is named as SwiftUI's (review). A method called on a
// property of the view (`.shim.hoverCursor()`) is the project's, and says so.
struct StatusRow: View {
    var body: some View {
        VStack {
            HStack {
                Text("Total")
                    .alignmentGuide(.firstTextBaseline) { $0[.bottom] }
                Spacer()
            }
            HStack {
                Spacer()
                Text("Locked")
                    .shim.hoverCursor()
            }
        }
    }
}

struct Shim<Content: View> {
    let content: Content

    func hoverCursor() -> some View {
        content.opacity(0.9)
    }
}

extension View {
    var shim: Shim<Self> { Shim(content: self) }
}
