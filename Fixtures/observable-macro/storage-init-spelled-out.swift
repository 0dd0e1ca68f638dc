// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Player: ObservableObject {
  @Published var isPlaying = false
}

/// `StateObject.init(wrappedValue:)` spelled out: the storage becomes a State all the same.
struct PlayerView: View {
  @StateObject var player: Player

  init(player: Player) {
    self._player = StateObject.init(wrappedValue: player)
  }

  var body: some View { Text(player.isPlaying ? "Playing" : "Paused") }
}
