import SwiftUI

struct Player: View {
    let play: () -> Void
    let stop: () -> Void

    var body: some View {
        VStack {
            HStack {
                PlayButton(play: play)
                Spacer()
            }
            HStack {
                Spacer()
                StopButton(stop: stop)
            }
        }
    }
}
