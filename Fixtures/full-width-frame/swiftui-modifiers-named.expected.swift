// fixture: deployment-target=macOS=15.0
import SwiftUI

// SwiftUI's own modifiers that lay nothing out (the widget accent, the pointer's look) keep
// the view's size: the stack becomes the frame (see swiftui-modifiers-review for the others).
struct StatusRow: View {
    var body: some View {
        VStack {
            Image(systemName: "star")
                .widgetAccentable()
                .frame(maxWidth: .infinity, alignment: .leading)
            Text("Open")
                .pointerStyle(.link)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }
}
