// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct PlayerControls: View {
    let onPlay: () -> Void

    var body: some View {
        VStack {
            Text("Now playing")
        }
        .safeAreaInset(edge: .bottom) {
            Button("Play", action: onPlay)
        }
    }
}

extension View {
    func withPlayButton(_ onPlay: @escaping () -> Void) -> some View {
        safeAreaInset(edge: .bottom) {
            Button("Play", action: onPlay)
        }
    }

    func withPlayBar(_ onPlay: @escaping () -> Void) -> some View {
        self.safeAreaInset(edge: .bottom) {
            Button("Play", action: onPlay)
        }
    }
}
