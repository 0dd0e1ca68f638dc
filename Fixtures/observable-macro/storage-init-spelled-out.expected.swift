// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Player {
  var isPlaying = false
}

/// `StateObject.init(wrappedValue:)` spelled out: the storage becomes a State all the same.
struct PlayerView: View {
  @State var player: Player

  init(player: Player) {
    self._player = State.init(wrappedValue: player)
  }

  var body: some View { Text(player.isPlaying ? "Playing" : "Paused") }
}
