// fixture: deployment-target=watchOS=10.0
import SwiftUI

// On watchOS a Button with the default style fills the width: a body that is such a button
// is flexible there, declared in another file or not; one with a plain style is not.
struct PlayButton: View {
    let play: () -> Void

    var body: some View {
        Button("Play", action: play)
    }
}

struct StopButton: View {
    let stop: () -> Void

    var body: some View {
        Button("Stop", action: stop)
            .buttonStyle(.plain)
    }
}
