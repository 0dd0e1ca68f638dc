// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct PlayerView: View {
  @State private var position = 0.0
  @State private var isPlaying = false
  @State private var history: [Double] = []

  var body: some View {
    Slider(value: $position)
      .onChange(of: position) { oldPosition, newPosition in
        history.append(oldPosition)
      }
      .onChange(of: isPlaying) { print("toggled") }
      .onChange(of: isPlaying) {}
      .onChange(of: position) { history.append($1) }
      .onChange(of: position, initial: true) { _, newPosition in print(newPosition) }
  }
}
