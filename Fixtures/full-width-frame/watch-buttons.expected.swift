// fixture: deployment-target=iOS=17.0,watchOS=10.0
import SwiftUI

// On watchOS a Button with a plain or borderless style sizes to its label, and its height
// is its label's whatever the style; code only iOS compiles (`#if os(iOS)`) is as on iOS
// (see watch-buttons-fill for the default style).
struct WorkoutControls: View {
    var body: some View {
        VStack {
            Button("Skip") {}
                .buttonStyle(.plain)
                .frame(maxWidth: .infinity, alignment: .trailing)
            Button("Pause") {}
                .frame(maxHeight: .infinity, alignment: .top)
            #if os(iOS)
                Button("Share") {}
                    .frame(maxWidth: .infinity, alignment: .leading)
            #endif
        }
    }
}
