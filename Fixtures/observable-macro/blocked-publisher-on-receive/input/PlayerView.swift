import SwiftUI

struct PlayerView: View {
  @ObservedObject var player: Player
  @State private var elapsed = ""

  var body: some View {
    Text(elapsed)
      .onReceive(player.$position) { value in
        elapsed = "\(value)"
      }
  }
}
