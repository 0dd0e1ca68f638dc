// fixture: deployment-target=iOS=17.0,watchOS=10.0
import SwiftUI

// On watchOS a Button with a plain or borderless style sizes to its label, and its height
// is its label's whatever the style; code only iOS compiles (`#if os(iOS)`) is as on iOS
// (see watch-buttons-fill for the default style).
struct WorkoutControls: View {
    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Skip") {}
                    .buttonStyle(.plain)
            }
            VStack {
                Button("Pause") {}
                Spacer()
            }
            #if os(iOS)
                HStack {
                    Button("Share") {}
                    Spacer()
                }
            #endif
        }
    }
}
