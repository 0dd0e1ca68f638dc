import SwiftUI

struct MixerView: View {
  @StateObject private var mixer = Mixer()
  @EnvironmentObject var playback: Playback

  var body: some View {
    List(mixer.tracks.indices, id: \.self) { index in
      Text("\(mixer.tracks[index].volume)")
    }
    .disabled(playback.isPlaying)
  }
}
