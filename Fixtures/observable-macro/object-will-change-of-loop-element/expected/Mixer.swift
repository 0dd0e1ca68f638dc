// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Track: ObservableObject {
  @Published var volume = 0.5
}

@Observable
final class Mixer {
  var tracks: [Track] = []
  @ObservationIgnored private var watchers: Set<AnyCancellable> = []

  func watchTracks() {
    watchers.removeAll()
    for track in tracks {
      track.objectWillChange
        .sink { _ in print("a track changes") }
        .store(in: &watchers)
    }
  }
}

@Observable
final class Playback {
  var isPlaying = false
}
