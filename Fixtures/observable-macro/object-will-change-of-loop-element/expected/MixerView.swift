import SwiftUI

struct MixerView: View {
  @State private var mixer = Mixer()
  @Environment(Playback.self) var playback

  var body: some View {
    List(mixer.tracks.indices, id: \.self) { index in
      Text("\(mixer.tracks[index].volume)")
    }
    .disabled(playback.isPlaying)
  }
}
