import SwiftUI

// Only a concatenation or choice of Texts is known to be a Text: a choice of images stays
// review (not applied by default), and a concatenation next to another view is ordinary
// layout.
struct PlaybackState: View {
    var isPlaying: Bool
    var title: String

    var body: some View {
        VStack {
            HStack {
                isPlaying ? Image(systemName: "pause.fill") : Image(systemName: "play.fill")
                Spacer()
            }
            HStack {
                Text(title) + Text(" (live)")
                Spacer()
                Image(systemName: "dot.radiowaves.left.and.right")
            }
        }
    }
}
